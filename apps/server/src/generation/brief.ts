/**
 * The structured generation brief (brand fields, designer id, seed, variant) shared by the AI service and
 * the brand kit, so both describe the same design for the same brief. A seed left out asks for the designer's own design.
 */
import {
  DESIGNER_IDS,
  type DesignEdits,
  type BRIEF_LIMITS as ENGINE_LIMITS,
  type OWN_DESIGN_SEED as ENGINE_OWN_DESIGN_SEED,
  findTextProblem,
  hasDrawableLetter,
  parseEdits,
} from '@logo-dna/engine';
import {
  BRIEF_FIELD_LABELS,
  BRIEF_LIMITS,
  type BriefTextField,
  briefFieldTooLongMessage,
  briefTextLength,
  ERROR_CODES,
  OWN_DESIGN_SEED,
  type DesignEdits as WireEdits,
} from '@logo-dna/protocol';
import { badRequest } from '../http/errors';

/** The wire's edits and the engine's are one shape: this fails to compile the day they drift apart. */
const SAME_EDITS: [WireEdits, DesignEdits] extends [DesignEdits, WireEdits] ? true : never = true;
void SAME_EDITS;
/** The engine holds the wire's field limits (it cannot import them): this fails to compile the day one differs. */
const SAME_LIMITS: [typeof BRIEF_LIMITS, typeof ENGINE_LIMITS] extends [typeof ENGINE_LIMITS, typeof BRIEF_LIMITS] ? true : never = true;
void SAME_LIMITS;
/** The wire's seed for the designer's own design is the engine's: this fails to compile the day they differ. */
const SAME_OWN_SEED: typeof OWN_DESIGN_SEED extends typeof ENGINE_OWN_DESIGN_SEED ? true : never = true;
void SAME_OWN_SEED;

/** Highest variation index accepted (regeneration counts up from 1). */
const MAX_VARIANT = 10_000;
/** Designer ids are short slugs ("paul-rand"); a longer one names no designer. */
const MAX_DESIGNER_ID_LENGTH = 64;

const REQUIRED = ['brandName', 'industry', 'oneLiner'] as const;
const OPTIONAL = ['tagline', 'desiredColors', 'competitors'] as const;
/** Fields set as outlines in the logos (the engine's stricter text rule). */
const DRAWN: ReadonlySet<BriefTextField> = new Set(['brandName', 'tagline']);

function readString(brief: Record<string, unknown>, field: string, required: boolean): string | undefined {
  const value = brief[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(`brief.${field} is required`);
    return undefined;
  }
  if (typeof value !== 'string') throw badRequest(`brief.${field} must be a string`);
  if (required && value.trim() === '') throw badRequest(`brief.${field} is required`);
  return value;
}

/**
 * A brief text field as sent, checked before any engine work: its length against the one limit (400
 * BRIEF_FIELD_TOO_LONG), then the engine's own text rules (400 INVALID_BRIEF), each message in the form's words.
 */
function readText(brief: Record<string, unknown>, field: BriefTextField, required: boolean): string | undefined {
  const value = readString(brief, field, required);
  if (value === undefined) return undefined;
  if (briefTextLength(value) > BRIEF_LIMITS[field]) {
    throw badRequest(briefFieldTooLongMessage(field), ERROR_CODES.BRIEF_FIELD_TOO_LONG, { field, limit: BRIEF_LIMITS[field] });
  }
  const problem = findTextProblem(value, DRAWN.has(field));
  if (problem) throw badRequest(`${BRIEF_FIELD_LABELS[field]} ${problem}`, ERROR_CODES.INVALID_BRIEF, { field });
  return value;
}

function readInteger(brief: Record<string, unknown>, field: string, max: number): number | undefined {
  const value = brief[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw badRequest(`brief.${field} must be an integer from 0 to ${max}`);
  }
  return value;
}

export interface GenerationInput {
  brandName: string;
  industry: string;
  oneLiner: string;
  designerId: string;
  tagline?: string;
  desiredColors?: string;
  competitors?: string;
  seed: number;
  variant: number;
  /** The editor's changes, validated and normalised by the engine (absent when there are none). */
  edits?: DesignEdits;
}

const KNOWN_DESIGNERS: ReadonlySet<string> = new Set(DESIGNER_IDS);

/** The brief's edits checked by the engine's own rules: 400 INVALID_EDITS naming the field when they are wrong. */
function readEdits(raw: unknown, designerId: string): DesignEdits | undefined {
  try {
    return parseEdits(raw, KNOWN_DESIGNERS.has(designerId) ? designerId : undefined);
  } catch (error) {
    throw badRequest(`brief.${error instanceof Error ? error.message : 'edits are invalid'}`, ERROR_CODES.INVALID_EDITS);
  }
}

/** The brief as design input, or undefined when the request has none. */
export function parseBrief(raw: unknown): GenerationInput | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('brief must be an object');
  const brief = raw as Record<string, unknown>;
  const fields: Record<string, string | undefined> = {};
  for (const field of REQUIRED) fields[field] = readText(brief, field, true)?.trim();
  fields.designerId = readString(brief, 'designerId', true)?.trim();
  for (const field of OPTIONAL) fields[field] = readText(brief, field, false);
  if (!hasDrawableLetter(fields.brandName as string)) {
    throw badRequest(`${BRIEF_FIELD_LABELS.brandName} needs at least one letter or digit`, ERROR_CODES.INVALID_BRIEF, {
      field: 'brandName',
    });
  }
  if ((fields.designerId as string).length > MAX_DESIGNER_ID_LENGTH) throw badRequest('Designer not found', 'DESIGNER_NOT_FOUND');
  const input = {
    brandName: fields.brandName as string,
    industry: fields.industry as string,
    oneLiner: fields.oneLiner as string,
    designerId: fields.designerId as string,
    ...(fields.tagline ? { tagline: fields.tagline } : {}),
    ...(fields.desiredColors ? { desiredColors: fields.desiredColors } : {}),
    ...(fields.competitors ? { competitors: fields.competitors } : {}),
  };
  // Edits never move the seed: an edited design is the same design, changed.
  const seed = readInteger(brief, 'seed', 0xffffffff) ?? OWN_DESIGN_SEED;
  const edits = readEdits(brief.edits, input.designerId);
  return { ...input, seed, variant: readInteger(brief, 'variant', MAX_VARIANT) ?? 0, ...(edits ? { edits } : {}) };
}
