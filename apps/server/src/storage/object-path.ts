/** Object paths: validation against traversal in every spelling, ownership prefixes, extension rewriting. */
import { badRequest } from '../http/errors';

/** Longest accepted path, in characters (S3 keys stop at 1,024 bytes). */
const MAX_PATH_LENGTH = 512;

/**
 * One segment: letters, digits, marks and a few punctuation characters, not starting with a dot.
 * `%`, `\`, `:`, control and format characters (NUL, RTL override) are outside the set, so encoded,
 * double-encoded, Windows and NUL tricks fail here rather than after some later decode.
 */
const SEGMENT = /^[\p{L}\p{N}_\-(),+=@~!' ][\p{L}\p{M}\p{N}._\-(),+=@~!' ]*$/u;

const INVALID_PATH_MESSAGE = 'Invalid path: use letters, digits and - _ . separated by single slashes';

/** Checks a client-supplied path and returns it trimmed; throws a 400 for anything unsafe. */
export function parseObjectPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw badRequest('Path is required');
  const path = raw.trim();
  if (path.length > MAX_PATH_LENGTH) throw badRequest(`Path is longer than ${MAX_PATH_LENGTH} characters`, 'INVALID_PATH');
  const segments = path.split('/');
  // 255 is the usual file-name limit of local file systems.
  const valid = segments.every((segment) => segment.length <= 255 && SEGMENT.test(segment) && segment.trim() === segment);
  if (!valid) throw badRequest(INVALID_PATH_MESSAGE, 'INVALID_PATH');
  return path;
}

/** Extensions that name the same type; a path already using one is left alone. */
const SAME_TYPE: Record<string, string[]> = { jpg: ['jpeg', 'jpe'], tif: ['tiff'], htm: ['html'], mid: ['midi'] };

function sameType(a: string, b: string): boolean {
  if (a === b) return true;
  return (SAME_TYPE[a] ?? []).includes(b) || (SAME_TYPE[b] ?? []).includes(a);
}

/** Gives the path's last segment the detected extension (`logos/a.jpg` holding PNG → `logos/a.png`). */
export function withExtension(path: string, ext: string): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (current && sameType(current, ext)) return path;
  return `${path.slice(0, slash + 1)}${stem}.${ext}`;
}

/** The prefix a signed-in user may write under. */
export function userPrefix(userId: string): string {
  return `users/${userId}/`;
}

/** Encodes a key for a URL path, segment by segment. */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
