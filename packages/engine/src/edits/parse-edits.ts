/**
 * parseEdits: the editor's changes checked and normalised before any drawing, so a bad edit is a clear
 * INVALID_EDITS naming the field, never a failed design. Empty sections are dropped: `{}` is no edits at all.
 */

import { findTextProblem, hasDrawableLetter } from '../brief/text-rules';
import { BRIEF_LIMITS } from '../brief-check';
import { getDesigner } from '../dna';
import { type ColorRole, type DesignEdits, type EditPrimaryLockup, type EditTextCase, EngineError } from '../types';
import { findFontFamily, findIconChoice } from './choices';

/** Longest name the edits may set: the brief's own limit. */
export const MAX_EDITED_NAME_LENGTH = BRIEF_LIMITS.brandName;
/** Longest tagline the edits may set: the brief's own limit (past it no lockup sets it at a readable size). */
export const MAX_EDITED_TAGLINE_LENGTH = BRIEF_LIMITS.tagline;
export const EDIT_TRACKING_RANGE = [-0.1, 0.5] as const;
export const EDIT_SPACING_RANGE = [0.25, 3] as const;
export const EDIT_WEIGHT_RANGE = [100, 900] as const;

export const EDIT_COLOR_ROLES: readonly ColorRole[] = ['primary', 'secondary', 'accent', 'neutral', 'background', 'ink'];
export const EDIT_TEXT_CASES: readonly EditTextCase[] = ['as-typed', 'upper', 'lower', 'title'];
export const EDIT_PRIMARY_LOCKUPS: readonly EditPrimaryLockup[] = ['horizontal', 'stacked', 'wordmark'];
const MARK_SIDES = ['left', 'right'] as const;
const STACK_ALIGNS = ['left', 'center', 'right'] as const;

const SECTIONS = new Set(['text', 'palette', 'fonts', 'type', 'layout', 'mark']);
const HEX = /^#[0-9a-f]{6}$/i;

function refuse(message: string): never {
  throw new EngineError(message, 'INVALID_EDITS');
}

function section(raw: Record<string, unknown>, name: string, keys: readonly string[]): Record<string, unknown> | undefined {
  const value = raw[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) refuse(`edits.${name} must be an object`);
  const fields = value as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !keys.includes(key));
  if (unknown !== undefined) refuse(`edits.${name}.${unknown} is not an edit (${keys.join(', ')})`);
  return fields;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) refuse(`${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function numberIn(value: unknown, [min, max]: readonly [number, number], field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    refuse(`${field} must be a number from ${min} to ${max}`);
  // Hundredths of an em or of the gap are the finest steps anyone sees; rounding keeps equal edits equal bytes.
  return Math.round(value * 1000) / 1000;
}

function text(value: unknown, field: string, max: number, required: boolean): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') refuse(`${field} must be text`);
  const trimmed = value.trim();
  const problem = findTextProblem(value, true);
  if (problem) refuse(`${field} ${problem}`);
  if ([...trimmed].length > max) refuse(`${field} is longer than ${max} characters`);
  if (required && !hasDrawableLetter(trimmed)) refuse(`${field} needs at least one letter or digit`);
  return trimmed;
}

function parseText(raw: Record<string, unknown>): DesignEdits['text'] {
  const fields = section(raw, 'text', ['brandName', 'tagline']);
  if (!fields) return undefined;
  const brandName = text(fields.brandName, 'edits.text.brandName', MAX_EDITED_NAME_LENGTH, true);
  const tagline = text(fields.tagline, 'edits.text.tagline', MAX_EDITED_TAGLINE_LENGTH, false);
  return compact({ brandName, tagline });
}

function parsePalette(raw: Record<string, unknown>): DesignEdits['palette'] {
  const fields = section(raw, 'palette', EDIT_COLOR_ROLES);
  if (!fields) return undefined;
  const out: Partial<Record<ColorRole, string>> = {};
  for (const role of EDIT_COLOR_ROLES) {
    const value = fields[role];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || !HEX.test(value.trim())) refuse(`edits.palette.${role} must be a hex colour like #1A2B3C`);
    out[role] = value.trim().toUpperCase();
  }
  return compact(out);
}

function parseFonts(raw: Record<string, unknown>): DesignEdits['fonts'] {
  const fields = section(raw, 'fonts', ['display', 'support']);
  if (!fields) return undefined;
  const family = (value: unknown, field: string): string | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') refuse(`${field} must be a font family name`);
    const found = findFontFamily(value);
    if (!found) refuse(`${field} "${value.slice(0, 60)}" is not one of the bundled licence-safe fonts`);
    return found.family;
  };
  return compact({ display: family(fields.display, 'edits.fonts.display'), support: family(fields.support, 'edits.fonts.support') });
}

function parseType(raw: Record<string, unknown>): DesignEdits['type'] {
  const fields = section(raw, 'type', ['case', 'trackingEm', 'weight']);
  if (!fields) return undefined;
  const weight = numberIn(fields.weight, EDIT_WEIGHT_RANGE, 'edits.type.weight');
  if (weight !== undefined && weight % 100 !== 0) refuse('edits.type.weight must be a multiple of 100');
  return compact({
    case: oneOf(fields.case, EDIT_TEXT_CASES, 'edits.type.case'),
    trackingEm: numberIn(fields.trackingEm, EDIT_TRACKING_RANGE, 'edits.type.trackingEm'),
    weight,
  });
}

function parseLayout(raw: Record<string, unknown>): DesignEdits['layout'] {
  const fields = section(raw, 'layout', ['primary', 'markSide', 'stackAlign', 'spacing']);
  if (!fields) return undefined;
  return compact({
    primary: oneOf(fields.primary, EDIT_PRIMARY_LOCKUPS, 'edits.layout.primary'),
    markSide: oneOf(fields.markSide, MARK_SIDES, 'edits.layout.markSide'),
    stackAlign: oneOf(fields.stackAlign, STACK_ALIGNS, 'edits.layout.stackAlign'),
    spacing: numberIn(fields.spacing, EDIT_SPACING_RANGE, 'edits.layout.spacing'),
  });
}

function parseMark(raw: Record<string, unknown>, designerId: string | undefined): DesignEdits['mark'] {
  const fields = section(raw, 'mark', ['icon']);
  if (!fields || fields.icon === undefined || fields.icon === null) return undefined;
  const icon = fields.icon;
  if (typeof icon !== 'string' || !/^[a-z0-9-]{1,64}$/.test(icon) || !findIconChoice(icon)) {
    refuse(`edits.mark.icon "${String(icon).slice(0, 64)}" is not a known icon id`);
  }
  const denied = designerId ? (getDesigner(designerId).icons?.denyNames ?? []) : [];
  if (denied.some((name) => icon === name || icon.split('-').includes(name))) {
    refuse(`edits.mark.icon "${icon}" is a motif this designer's marks never draw`);
  }
  return { icon };
}

/** The object without its undefined fields, or undefined when none is left. */
function compact<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

/**
 * The edits checked and normalised (hex upper-case, font families as the catalogue spells them, numbers rounded to
 * thousandths), or undefined when there are none. Throws INVALID_EDITS naming the first bad field. With a designer id,
 * an icon that designer never draws (its deny-list) is refused too.
 */
export function parseEdits(raw: unknown, designerId?: string): DesignEdits | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) refuse('edits must be an object');
  const fields = raw as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !SECTIONS.has(key));
  if (unknown !== undefined) refuse(`edits.${unknown} is not an edit (${[...SECTIONS].join(', ')})`);
  return compact<DesignEdits>({
    text: parseText(fields),
    palette: parsePalette(fields),
    fonts: parseFonts(fields),
    type: parseType(fields),
    layout: parseLayout(fields),
    mark: parseMark(fields, designerId),
  });
}
