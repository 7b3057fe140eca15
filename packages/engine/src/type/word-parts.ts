/**
 * Where a closed compound name splits into two English words ("COPPERLINE" → COPPER|LINE, "SUNFIELD" → SUN|FIELD),
 * read from a shipped list of common words (common-words.generated.ts); a name with no such boundary has none.
 */
import { COMMON_WORDS_TEXT } from './common-words.generated';

let words: Set<string> | undefined;
const commonWords = () => {
  words ??= new Set(COMMON_WORDS_TEXT.split(' '));
  return words;
};

/** Common words that are also endings ("pass|age", "king|ston"): as the second part they split a word, not a compound. */
const ENDINGS = new Set(['age', 'ant', 'ate', 'ent', 'ers', 'est', 'ing', 'ion', 'ism', 'ist', 'ity', 'ive', 'ous', 'ton']);

/** Whether `word` (any case) is one of the common English words. */
export function isCommonWord(word: string): boolean {
  return commonWords().has(word.toLowerCase());
}

/**
 * The index where a one-word name splits into two common words, or 0 when it has no such boundary. A name that is
 * itself a common word stays whole ("CARPET" is not CAR|PET), two parts of three letters are too short to tell
 * ("SOLACE" is not SOL|ACE; "SUNFIELD" is SUN|FIELD), and of several boundaries the one with the
 * longest shorter part wins, then the one nearest the middle.
 */
export function compoundBoundary(word: string): number {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || isCommonWord(lower)) return 0;
  let best = { at: 0, shorter: 0, offCentre: Infinity };
  for (let at = 3; at <= lower.length - 3; at++) {
    const left = lower.slice(0, at);
    const right = lower.slice(at);
    if (!isCommonWord(left) || !isCommonWord(right) || ENDINGS.has(right)) continue;
    const shorter = Math.min(left.length, right.length);
    if (left.length + right.length < 7) continue;
    const offCentre = Math.abs(at - lower.length / 2);
    if (shorter > best.shorter || (shorter === best.shorter && offCentre < best.offCentre)) best = { at, shorter, offCentre };
  }
  return best.at;
}

/**
 * The index of the first capital after a lower-case letter with at least three letters on each side
 * ("ByteBurrow" → 4; "iPhone", "McLean" have none), or 0.
 */
export function camelCaseBoundary(word: string): number {
  const letters = [...word];
  for (let i = 3; i <= letters.length - 3; i++) {
    const prev = letters[i - 1]!;
    const here = letters[i]!;
    if (prev !== prev.toUpperCase() && prev === prev.toLowerCase() && here !== here.toLowerCase() && here === here.toUpperCase()) return i;
  }
  return 0;
}
