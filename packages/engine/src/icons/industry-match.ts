/**
 * How a brief's words find its curated industries: light stemming and tokenising, then the table's match words. Kept
 * apart from the icon search (which loads the Phosphor index) so that the mockups can classify a trade in the browser.
 */
import { INDUSTRIES, type IndustryEntry } from './industries';

/** Light stemming: plural s/es/ies and -ing endings (§4.3 step 1). */
export function stemWord(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Lowercase word tokens of free text, accents dropped ("Cafés" → "cafes"). */
export function tokenizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
}

/** Whether any of `match` names the text's words (each stemmed), or the text run together ("Real estate" → "realestate"). */
export function matchesWords(text: string, match: readonly string[]): boolean {
  const tokens = tokenizeWords(text);
  const words = new Set(tokens.map(stemWord));
  const joined = tokens.join('');
  return match.some((m) => words.has(stemWord(m)) || joined === m);
}

/** The curated industries a text names, in the table's order ("Coffee roastery" → coffee). */
export function matchIndustries(text: string): IndustryEntry[] {
  return INDUSTRIES.filter((entry) => matchesWords(text, entry.match));
}
