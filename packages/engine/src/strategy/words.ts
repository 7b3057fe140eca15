/**
 * Word counting and fitting for the strategy texts (spec §9: positioning 50–120 words, rationale 150–200). Counts are
 * taken two ways, whitespace tokens (the strictest for the upper bound) and tokens holding a letter or digit (the
 * strictest for the lower bound), and a fitted text satisfies both.
 */

export interface WordBounds {
  min: number;
  max: number;
}

/** Whitespace-separated tokens. */
export function countTokens(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Tokens that contain a letter or a digit (so "&" or a dash is not a word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** The first `max` words of a user-supplied phrase, so one long field cannot swamp a sentence. */
export function clipWords(text: string, max: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= max) return words.join(' ');
  return words
    .slice(0, max)
    .join(' ')
    .replace(/[,;:.!?-]+$/, '');
}

/** Ends a sentence with exactly one full stop (keeps ? and !). */
export function toSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const capital = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** A clipped sentence that cut a quotation short closes it with an ellipsis: `…"stay out of…".` */
function closeQuotes(sentence: string): string {
  if ((sentence.match(/"/g) ?? []).length % 2 === 0) return sentence;
  return `${sentence.replace(/[.!?]+$/, '')}…".`;
}

/**
 * Joins required sentences, adds optional ones until the text reaches `min`, drops optional ones past `max`, and as
 * a last resort (very long user text) shortens the longest sentence. Always returns a text within the bounds as long
 * as `reserve` holds enough generic words to reach `min`.
 */
export function fitSentences(required: string[], optional: string[], bounds: WordBounds, reserve: string[] = []): string {
  const out = [...required];
  const text = () => out.join(' ');
  for (const sentence of [...optional, ...reserve]) {
    if (countWords(text()) >= bounds.min) break;
    if (countTokens(`${text()} ${sentence}`) <= bounds.max) out.push(sentence);
  }
  while (countTokens(text()) > bounds.max) {
    const longest = out.reduce((best, s, i) => (countTokens(s) > countTokens(out[best] as string) ? i : best), 0);
    const sentence = out[longest] as string;
    const excess = countTokens(text()) - bounds.max;
    const keep = Math.max(4, countTokens(sentence) - excess);
    out[longest] = closeQuotes(toSentence(clipWords(sentence, keep)));
    if (keep === 4 && countTokens(text()) > bounds.max) out.splice(longest, 1);
  }
  return text();
}
