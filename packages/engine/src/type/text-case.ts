/** Case transforms for wordmarks, applied before layout; scripts without case (Arabic, Hebrew, CJK…) pass unchanged. */
import type { TextCase } from './types';

/** One character to set, and whether it is a lowercase letter drawn as a reduced capital. */
export interface CasedChar {
  char: string;
  smallCap: boolean;
}

/** Short function words stay lowercase inside a title-cased name (Chicago Manual of Style 8.159, simplified). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'de', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'von']);

function toTitle(text: string): string {
  let index = 0;
  return text.replace(/\p{L}[\p{L}'’]*/gu, (word, offset: number) => {
    const first = index++ === 0;
    const after = text.slice(0, offset);
    // A word directly after a hyphen or slash is part of a compound and stays capitalised (Co-Op).
    const minor = !first && MINOR_WORDS.has(word.toLocaleLowerCase('en')) && /\s$/.test(after);
    if (minor) return word.toLocaleLowerCase('en');
    return word.charAt(0).toLocaleUpperCase('en') + word.slice(1);
  });
}

// Greek capitals drop the tonos (ΚΑΦΕ, not ΚΑΦΈ); the Greek locale's upper-casing does that (CLDR el-Upper).
const upperLocale = (text: string): string => (/\p{Script=Greek}/u.test(text) ? 'el' : 'en');

/**
 * Greek set in capitals carries no tonos (ΤΑΒΕΡΝΑ, not ΤΑΒΈΡΝΑ), however the capitals came about (typed, or
 * upper-cased by a mark): in a word of two or more capitals, accented capitals lose the acute.
 */
function dropGreekCapitalTonos(text: string): string {
  if (!/\p{Script=Greek}/u.test(text)) return text;
  return text.replace(/\p{Lu}{2,}/gu, (word) =>
    word
      .normalize('NFD')
      .replace(/\u0301/g, '')
      .normalize('NFC'),
  );
}

/** Applies a case transform; 'small-caps' returns capitals flagged for reduction where the input was lowercase. */
export function applyTextCase(text: string, textCase: TextCase): CasedChar[] {
  const plain = (value: string): CasedChar[] => Array.from(dropGreekCapitalTonos(value), (char) => ({ char, smallCap: false }));
  switch (textCase) {
    case 'upper':
      // "ß" upper-cases to "SS" in JS; that is the typographic convention for caps too.
      return plain(text.toLocaleUpperCase(upperLocale(text)));
    case 'lower':
      return plain(text.toLocaleLowerCase('en'));
    case 'title':
      return plain(toTitle(text));
    case 'sentence':
      return plain(text.charAt(0).toLocaleUpperCase('en') + text.slice(1));
    case 'small-caps':
      return Array.from(text).flatMap((char) => {
        const upper = char.toLocaleUpperCase(upperLocale(char));
        const smallCap = upper !== char;
        return Array.from(upper, (c) => ({ char: c, smallCap }));
      });
    default:
      return plain(text);
  }
}
