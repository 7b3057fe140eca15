/** Whether the fonts can draw a brief's name and tagline; a clear INVALID_BRIEF naming what they cannot. */
import { EngineError } from '../types';
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

const describe = (chars: readonly string[]): string =>
  chars.map((c) => `"${c}" (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`).join(', ');

/**
 * Throws INVALID_BRIEF when the name or tagline holds characters no bundled font draws (naming them), or when the
 * name is nothing but emoji. Emoji beside letters are allowed: they stay in the text and are left out of the logo.
 */
export function checkDrawable(fields: { brandName: string; tagline?: string }, fonts: FontSource): void {
  const support = fonts.getFallbacks(400);
  for (const [field, text] of [
    ['brandName', fields.brandName],
    ['tagline', fields.tagline ?? ''],
  ] as const) {
    const missing = findUndrawable(text, support);
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
