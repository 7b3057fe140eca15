/** The brief check every design starts with: light, so hosts can validate a brief without loading the design pipeline. */
import { findTextProblem, hasDrawableLetter } from './brief/text-rules';
import { type Brief, EngineError } from './types';

/**
 * Longest text per brief field (UTF-16 code units, as sent), the wire contract's BRIEF_LIMITS: the engine cannot
 * import the protocol, so the server fails to compile the day the two differ. Past these no lockup reads, and a
 * brief's design work stays bounded.
 */
export const BRIEF_LIMITS = {
  brandName: 60,
  industry: 80,
  oneLiner: 200,
  tagline: 120,
  desiredColors: 120,
  competitors: 300,
} as const;

/** Longest brand name the engine sets (BRIEF_LIMITS.brandName). */
export const MAX_BRAND_NAME_LENGTH = BRIEF_LIMITS.brandName;

type TextField = keyof typeof BRIEF_LIMITS;
/** Fields set as outlines in the logos. */
const DRAWN: ReadonlySet<TextField> = new Set(['brandName', 'tagline']);

function checkText(value: string, name: TextField): void {
  if (value.length > BRIEF_LIMITS[name]) throw new EngineError(`${name} is longer than ${BRIEF_LIMITS[name]} characters`, 'INVALID_BRIEF');
  const problem = findTextProblem(value, DRAWN.has(name));
  if (problem) throw new EngineError(`${name} ${problem}`, 'INVALID_BRIEF');
}

/** Throws INVALID_BRIEF for a brief no design can be made from. */
export function parseBrief(brief: Brief): Brief {
  const field = (value: unknown, name: TextField, required: boolean): string | undefined => {
    if (value === undefined || value === null || value === '') {
      if (required) throw new EngineError(`${name} is required`, 'INVALID_BRIEF');
      return undefined;
    }
    if (typeof value !== 'string') throw new EngineError(`${name} must be text`, 'INVALID_BRIEF');
    if (required && value.trim() === '') throw new EngineError(`${name} is required`, 'INVALID_BRIEF');
    checkText(value, name);
    return value;
  };
  const brandName = field(brief.brandName, 'brandName', true) ?? '';
  if (!hasDrawableLetter(brandName)) throw new EngineError('brandName needs at least one letter or digit', 'INVALID_BRIEF');
  field(brief.industry, 'industry', true);
  field(brief.oneLiner, 'oneLiner', true);
  field(brief.tagline, 'tagline', false);
  field(brief.competitors, 'competitors', false);
  const colors = brief.desiredColors;
  field(Array.isArray(colors) ? colors.join(', ') : colors, 'desiredColors', false);
  return brief;
}
