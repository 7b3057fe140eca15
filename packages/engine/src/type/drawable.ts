/**
 * Whether the fonts can draw a brief's name and tagline: a clear INVALID_BRIEF naming the letters they cannot (a name
 * would be misspelled), and a typed report of what the logos leave out (emoji, symbols no face has).
 */
import { EngineError, type OmittedCharacter } from '../types';
import { findEmoji, stripEmoji } from './emoji';
import type { FontHandle, FontSource } from './types';

// Whitespace, format characters (joiners, marks of direction) and variation selectors draw nothing themselves.
const INVISIBLE = /^(?:\s|\p{Cf}|\p{Variation_Selector})$/u;

/** The characters of `text` (emoji aside) that neither the fonts nor their base letters can draw, each once. */
export function findUndrawable(text: string, fonts: readonly FontHandle[]): string[] {
  const missing = new Set<string>();
  for (const char of stripEmoji(text.normalize('NFC'))) {
    if (INVISIBLE.test(char)) continue;
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    const drawable = fonts.some((font) => font.hasChar(char) || (base !== '' && font.hasChar(base)));
    if (!drawable) missing.add(char);
  }
  return [...missing];
}

/** "U+1F31E" for each code point of `text`. */
export function codePointsOf(text: string): string[] {
  return [...text].map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
}

const describe = (chars: readonly string[]): string => chars.map((c) => `"${c}" (${codePointsOf(c).join(' ')})`).join(', ');

/** Letters and digits (with their marks) spell the name; a symbol or punctuation mark can be left out and reported. */
const SPELLS = /[\p{L}\p{N}\p{M}]/u;

type DrawnFields = { brandName: string; tagline?: string };

const fieldsOf = (fields: DrawnFields) =>
  [
    ['brandName', fields.brandName],
    ['tagline', fields.tagline ?? ''],
  ] as const;

/**
 * Throws INVALID_BRIEF when the name or tagline holds letters or digits no bundled font draws (naming them: the logo
 * would misspell the text), or when the name is nothing but emoji. Emoji and symbols no face has are allowed beside
 * letters: they stay in the text, are left out of the logos, and are reported (findOmitted).
 */
export function checkDrawable(fields: DrawnFields, fonts: FontSource): void {
  const support = fonts.getFallbacks(400);
  for (const [field, text] of fieldsOf(fields)) {
    const missing = findUndrawable(text, support).filter((c) => SPELLS.test(c));
    if (missing.length > 0)
      throw new EngineError(`${field} has characters no bundled font can draw: ${describe(missing)}`, 'INVALID_BRIEF');
  }
  const emoji = findEmoji(fields.brandName);
  if (emoji.length > 0 && !/[\p{L}\p{N}]/u.test(stripEmoji(fields.brandName)))
    throw new EngineError(
      `brandName needs letters or digits besides emoji (${emoji.join(' ')}), which the logo cannot draw`,
      'INVALID_BRIEF',
    );
}

/**
 * What the logos leave out of the name and tagline, each once per field in the order typed: emoji sequences (no colour
 * emoji face is bundled) and symbols no bundled face draws. Letters no face draws never get here (checkDrawable).
 */
export function findOmitted(fields: DrawnFields, fonts: FontSource): OmittedCharacter[] {
  const support = fonts.getFallbacks(400);
  const omitted: OmittedCharacter[] = [];
  for (const [field, text] of fieldsOf(fields)) {
    const emoji = [...new Set(findEmoji(text.normalize('NFC')))];
    for (const sequence of emoji) omitted.push({ field, text: sequence, codePoints: codePointsOf(sequence), reason: 'emoji' });
    for (const char of findUndrawable(text, support))
      omitted.push({ field, text: char, codePoints: codePointsOf(char), reason: 'no-font' });
  }
  return omitted;
}
