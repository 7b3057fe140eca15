/**
 * Initials for monograms: the first letter or digit of each significant word ("The", "&", "and", "of" are skipped),
 * plus the inner capital of a camel-cased word ("FedEx" → "FE"), upper-cased, at most three.
 */
import { normalizeText } from './text';

const SKIPPED_WORDS = new Set(['the', '&', 'and', 'of', '+', 'a', 'an']);
export const MAX_INITIALS = 3;

/** Letters/digits of one word that start a part: the first one and any capital after a lowercase letter. */
function wordInitials(word: string): string[] {
  const chars = Array.from(word).filter((c) => /[\p{L}\p{N}]/u.test(c));
  const out: string[] = [];
  chars.forEach((c, i) => {
    const prev = chars[i - 1];
    if (i === 0 || (prev && /\p{Ll}/u.test(prev) && /\p{Lu}/u.test(c))) out.push(c);
  });
  return out;
}

/** Up to `max` upper-case initials; a name made only of skipped words still yields its own letters. */
export function initialsOf(brandName: string, max = MAX_INITIALS): string {
  const words = normalizeText(brandName)
    .split(/[\s\-_./]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const significant = words.filter((w) => !SKIPPED_WORDS.has(w.toLowerCase()));
  const source = significant.length > 0 ? significant : words;
  const only = source.length === 1 ? (source[0] as string) : undefined;
  // A short all-caps name ("IBM", "3M") is already its own monogram.
  if (only && Array.from(only).length <= max && only === only.toLocaleUpperCase()) return only.replace(/[^\p{L}\p{N}]/gu, '');
  const letters = only ? wordInitials(only) : source.map((w) => wordInitials(w)[0] ?? '');
  return Array.from(letters.join('').toLocaleUpperCase()).slice(0, max).join('');
}
