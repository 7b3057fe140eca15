/**
 * Initials for monograms: the first letter or digit of each significant word ("The", "&", "and", "of" are skipped),
 * plus the inner capital of a camel-cased word ("FedEx" → "FE"), upper-cased, at most three.
 */
import { normalizeText } from './text';

const SKIPPED_WORDS = new Set(['the', '&', 'and', 'of', '+', 'a', 'an']);
const MAX_INITIALS = 3;
/** Three letters no client wants as a monogram. A name that is itself one of them ("XXX") is the client's choice. */
const UNFORTUNATE = new Set([
  'ASS',
  'CUM',
  'DIE',
  'FAG',
  'FAT',
  'FUC',
  'FUK',
  'KKK',
  'NAZ',
  'PMS',
  'POO',
  'SEX',
  'SOB',
  'STD',
  'TIT',
  'WTF',
  'XXX',
]);

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

// Made on first use: a process that never splits a name pays nothing for it.
let graphemes: Intl.Segmenter | undefined;

/** The first user-perceived character (a letter with its marks, a Devanagari conjunct), or ''. */
export function firstGrapheme(text: string): string {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) return segment;
  return '';
}

/** True for a letter of a script without capitals (Arabic, Hebrew, Devanagari, CJK…). */
const isCaseless = (char: string): boolean => /\p{L}/u.test(char) && char.toLocaleUpperCase() === char.toLocaleLowerCase();

/**
 * Up to `max` upper-case initials; a name made only of skipped words still yields its own letters. In a script
 * without capitals, initials mean nothing to its readers (and Arabic letters change shape when pulled apart), so the
 * monogram is the first grapheme cluster of the name.
 */
export function initialsOf(brandName: string, max = MAX_INITIALS): string {
  const first = Array.from(normalizeText(brandName)).find((c) => /[\p{L}\p{N}]/u.test(c));
  if (first && isCaseless(first)) {
    const word = normalizeText(brandName).slice(normalizeText(brandName).indexOf(first));
    return firstGrapheme(word);
  }
  return initialsOfCased(brandName, max);
}

/** Up to `max` upper-case initials; a name made only of skipped words still yields its own letters. */
function initialsOfCased(brandName: string, max: number): string {
  const words = normalizeText(brandName)
    .split(/[\s\-_./]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const significant = words.filter((w) => !SKIPPED_WORDS.has(w.toLowerCase()));
  const source = significant.length > 0 ? significant : words;
  const only = source.length === 1 ? (source[0] as string) : undefined;
  // A short all-caps name ("IBM", "3M") is already its own monogram.
  if (only && Array.from(only).length <= max && only === only.toLocaleUpperCase()) return only.replace(/[^\p{L}\p{N}]/gu, '');
  const letters = only ? wordInitials(only) : source.map((w) => wordInitials(w)[0] ?? '');
  const initials = Array.from(letters.join('').toLocaleUpperCase(/\p{Script=Greek}/u.test(brandName) ? 'el' : 'en'))
    .slice(0, max)
    .join('');
  // Initials that happen to spell a rude or hateful word ("Alpine Ski School") are cut to the first two.
  return UNFORTUNATE.has(initials) ? Array.from(initials).slice(0, 2).join('') : initials;
}
