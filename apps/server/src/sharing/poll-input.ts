/** What a poll, a vote and a comment may hold: each check refuses with a 400 naming the field, never a 500. */
import {
  type CreatePollRequest,
  POLL_ERROR_CODES,
  POLL_LIMITS,
  type PollEntry,
  type PollStatus,
  type PollSwatch,
} from '@logo-dna/protocol';
import { badRequest } from '../http/errors';

const ENTRY_ID = /^[\w.-]{1,100}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
/** C0 controls but tab and line breaks, DEL and the C1 controls. */
function hasControl(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
/** An SVG document: optional XML declaration, then the <svg> element. */
const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?<svg[\s>]/i;
/**
 * What a logo never holds and a shared SVG must not: scripts, embedded documents, event handlers, script URLs and
 * references to other addresses (the page shows logos as images, which run none of it; this keeps the stored text clean).
 */
const SVG_UNSAFE = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(iframe|embed|object|audio|video)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /(href|src)\s*=\s*["']\s*(?!#|data:)/i,
  /url\(\s*["']?\s*(?!#|data:)/i,
];

const invalid = (message: string, field: string) => badRequest(message, POLL_ERROR_CODES.INVALID_POLL, { field });

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string') throw invalid(`${field} must be a string`, field);
  const trimmed = value.trim();
  if (trimmed.length === 0) throw invalid(`${field} must not be empty`, field);
  if (trimmed.length > max) throw invalid(`${field} must be at most ${max} characters`, field);
  if (hasControl(trimmed)) throw invalid(`${field} must not contain control characters`, field);
  return trimmed;
}

/** A shared SVG: an SVG document within the size cap, with nothing that runs or reaches out. */
function sharedSvg(svg: unknown, field: string): string {
  if (typeof svg !== 'string' || !SVG_START.test(svg)) throw invalid(`${field} must be an SVG document`, field);
  if (Buffer.byteLength(svg) > POLL_LIMITS.maxSvgBytes) throw invalid(`${field} must be at most ${POLL_LIMITS.maxSvgBytes} bytes`, field);
  if (SVG_UNSAFE.some((pattern) => pattern.test(svg))) throw invalid(`${field} holds scripts, event handlers or outside references`, field);
  return svg;
}

function palette(value: unknown, field: string): PollSwatch[] {
  if (!Array.isArray(value)) throw invalid(`${field} must be a list of colours`, field);
  if (value.length > POLL_LIMITS.maxPaletteColours) throw invalid(`${field} holds at most ${POLL_LIMITS.maxPaletteColours} colours`, field);
  return value.map((swatch, index) => {
    const at = `${field}[${index}]`;
    if (typeof swatch !== 'object' || swatch === null) throw invalid(`${at} must be an object`, at);
    const record = swatch as Record<string, unknown>;
    const name = text(record.name, `${at}.name`, POLL_LIMITS.maxNameLength);
    if (typeof record.hex !== 'string' || !HEX.test(record.hex)) throw invalid(`${at}.hex must be a #rrggbb colour`, `${at}.hex`);
    return { name, hex: record.hex };
  });
}

function entry(value: unknown, index: number): PollEntry {
  const at = `entries[${index}]`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(`${at} must be an object`, at);
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'string' || !ENTRY_ID.test(record.id))
    throw invalid(`${at}.id must be 1-100 letters, digits, _ . -`, `${at}.id`);
  const designerName = text(record.designerName, `${at}.designerName`, POLL_LIMITS.maxNameLength);
  const label = text(record.label, `${at}.label`, POLL_LIMITS.maxNameLength);
  if (typeof record.ground !== 'string' || !HEX.test(record.ground)) throw invalid(`${at}.ground must be a #rrggbb colour`, `${at}.ground`);
  const svg = sharedSvg(record.svg, `${at}.svg`);
  const shared: PollEntry = { id: record.id, designerName, label, svg, ground: record.ground };
  // The app icon and the palette are optional: a poll shared without them shows the logo alone.
  if (record.icon !== undefined) shared.icon = sharedSvg(record.icon, `${at}.icon`);
  if (record.palette !== undefined) shared.palette = palette(record.palette, `${at}.palette`);
  return shared;
}

export function parseCreatePoll(body: unknown): CreatePollRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The body must be a JSON object', 'body');
  const record = body as Record<string, unknown>;
  const title = text(record.title, 'title', POLL_LIMITS.maxTitleLength);
  if (!Array.isArray(record.entries) || record.entries.length === 0) throw invalid('entries must list at least one direction', 'entries');
  if (record.entries.length > POLL_LIMITS.maxEntries) throw invalid(`A poll holds at most ${POLL_LIMITS.maxEntries} directions`, 'entries');
  const entries = record.entries.map(entry);
  if (new Set(entries.map((item) => item.id)).size !== entries.length) throw invalid('entries must not repeat a direction', 'entries');
  return { title, entries };
}

export function parseStatus(body: unknown): PollStatus {
  const status = (body as { status?: unknown } | null)?.status;
  if (status !== 'open' && status !== 'closed') throw invalid('status must be "open" or "closed"', 'status');
  return status;
}

export function parseVote(body: unknown): string {
  const entryId = (body as { entryId?: unknown } | null)?.entryId;
  if (typeof entryId !== 'string' || !ENTRY_ID.test(entryId))
    throw badRequest('entryId must name a direction of the poll', POLL_ERROR_CODES.INVALID_VOTE, { field: 'entryId' });
  return entryId;
}

/** A comment's text and the name it is signed with (null when none is given). */
export function parseComment(body: unknown): { text: string; name: string | null } {
  const record = (body ?? {}) as { text?: unknown; name?: unknown };
  return { text: commentText(record.text), name: visitorName(record.name) };
}

function visitorName(value: unknown): string | null {
  const refuse = (message: string) => badRequest(message, POLL_ERROR_CODES.INVALID_COMMENT, { field: 'name' });
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw refuse('name must be a string');
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0) return null;
  if ([...trimmed].length > POLL_LIMITS.maxVisitorNameLength)
    throw refuse(`A name must be at most ${POLL_LIMITS.maxVisitorNameLength} characters`);
  if (hasControl(trimmed)) throw refuse('A name must not contain control characters');
  return trimmed;
}

function commentText(value: unknown): string {
  const refuse = (message: string) => badRequest(message, POLL_ERROR_CODES.INVALID_COMMENT, { field: 'text' });
  if (typeof value !== 'string') throw refuse('text must be a string');
  const trimmed = value.trim();
  if (trimmed.length === 0) throw refuse('A comment must not be empty');
  if ([...trimmed].length > POLL_LIMITS.maxCommentLength)
    throw refuse(`A comment must be at most ${POLL_LIMITS.maxCommentLength} characters`);
  if (hasControl(trimmed)) throw refuse('A comment must not contain control characters');
  return trimmed;
}
