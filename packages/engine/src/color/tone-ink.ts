/**
 * Tints and shades of a palette colour (a mark drawn in bands of one brand colour): OKLCH lightness moved, hue kept,
 * and never below a contrast floor against the ground the colour is drawn on.
 */
import { converter } from 'culori';
import type { Hex } from '../dna/types';
import { ensureContrast, oklchToHex } from './ensure-contrast';

const toOklch = converter('oklch');

/** Figure/ground contrast a tone keeps (WCAG 1.4.11 non-text contrast). */
const TONE_MIN_CONTRAST = 3;

/** `hex` moved by `dl` in OKLCH lightness (chroma raised to `minChroma`), then kept at `minimum` against `ground`. */
export function toneInk(hex: string, dl: number, ground: string, minChroma = 0, minimum = TONE_MIN_CONTRAST): Hex {
  const lch = toOklch(hex);
  if (!lch) throw new RangeError(`Not a colour: ${hex}`);
  // No move: the colour itself (a round trip through OKLCH can shift a colour on the gamut's edge, like navy).
  const unchanged = Math.abs(dl) < 1e-9 && (lch.c ?? 0) >= minChroma;
  const toned = unchanged
    ? (hex.toUpperCase() as Hex)
    : oklchToHex(Math.min(0.97, Math.max(0.05, lch.l + dl)), Math.max(lch.c ?? 0, minChroma), lch.h);
  return ensureContrast(toned, ground, minimum);
}
