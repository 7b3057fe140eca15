/** Brief text hygiene: Unicode NFC, trimmed, inner whitespace collapsed, and the required-field check. */

import type { Brief } from '../types';
import { EngineError } from '../types';

/** NFC, trimmed, runs of whitespace (incl. newlines and NBSP) collapsed to one space. */
export function normalizeText(text: string | undefined | null): string {
  return (text ?? '').normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** The brief with every text field normalised; throws INVALID_BRIEF when a required field is empty (spec §3). */
export function normalizeBrief(brief: Brief): Brief {
  const out: Brief = {
    brandName: normalizeText(brief.brandName),
    industry: normalizeText(brief.industry),
    oneLiner: normalizeText(brief.oneLiner),
  };
  for (const field of ['brandName', 'industry', 'oneLiner'] as const) {
    if (out[field] === '') throw new EngineError(`${field} is required`, 'INVALID_BRIEF');
  }
  const tagline = normalizeText(brief.tagline);
  const competitors = normalizeText(brief.competitors);
  if (tagline) out.tagline = tagline;
  if (competitors) out.competitors = competitors;
  if (brief.desiredColors !== undefined) {
    out.desiredColors = Array.isArray(brief.desiredColors)
      ? brief.desiredColors.map(normalizeText).filter(Boolean)
      : normalizeText(brief.desiredColors);
  }
  return out;
}
