/** The brief check every design starts with: light, so hosts can validate a brief without loading the design pipeline. */
import { type Brief, EngineError } from './types';

/** Longest brand name the engine sets (spec §5 leaves it open; past this no lockup reads). */
export const MAX_BRAND_NAME_LENGTH = 60;
/** Throws INVALID_BRIEF for a brief no design can be made from. */
export function parseBrief(brief: Brief): Brief {
  const field = (value: unknown, name: string, required: boolean): string | undefined => {
    if (value === undefined || value === null || value === '') {
      if (required) throw new EngineError(`${name} is required`, 'INVALID_BRIEF');
      return undefined;
    }
    if (typeof value !== 'string') throw new EngineError(`${name} must be text`, 'INVALID_BRIEF');
    if (required && value.trim() === '') throw new EngineError(`${name} is required`, 'INVALID_BRIEF');
    return value;
  };
  const brandName = field(brief.brandName, 'brandName', true) ?? '';
  if (!/[\p{L}\p{N}]/u.test(brandName)) throw new EngineError('brandName needs at least one letter or digit', 'INVALID_BRIEF');
  if (brandName.trim().length > MAX_BRAND_NAME_LENGTH)
    throw new EngineError(`brandName is longer than ${MAX_BRAND_NAME_LENGTH} characters`, 'INVALID_BRIEF');
  field(brief.industry, 'industry', true);
  field(brief.oneLiner, 'oneLiner', true);
  field(brief.tagline, 'tagline', false);
  field(brief.competitors, 'competitors', false);
  return brief;
}
