/** Case transforms for wordmarks, applied before layout. */
import type { TextCase } from './types';

/** One character to set, and whether it is a lowercase letter drawn as a reduced capital. */
export interface CasedChar {
  char: string;
  smallCap: boolean;
}

function toTitle(text: string): string {
  return text.replace(/(^|[\s\-/&])(\p{L})/gu, (_match, lead: string, letter: string) => lead + letter.toLocaleUpperCase('en'));
}

/** Applies a case transform; 'small-caps' returns capitals flagged for reduction where the input was lowercase. */
export function applyTextCase(text: string, textCase: TextCase): CasedChar[] {
  const plain = (value: string): CasedChar[] => Array.from(value, (char) => ({ char, smallCap: false }));
  switch (textCase) {
    case 'upper':
      // "ß" upper-cases to "SS" in JS; that is the typographic convention for caps too.
      return plain(text.toLocaleUpperCase('en'));
    case 'lower':
      return plain(text.toLocaleLowerCase('en'));
    case 'title':
      return plain(toTitle(text));
    case 'sentence':
      return plain(text.charAt(0).toLocaleUpperCase('en') + text.slice(1));
    case 'small-caps':
      return Array.from(text).flatMap((char) => {
        const upper = char.toLocaleUpperCase('en');
        const smallCap = upper !== char;
        return Array.from(upper, (c) => ({ char: c, smallCap }));
      });
    default:
      return plain(text);
  }
}
