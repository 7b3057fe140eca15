/**
 * Moves a colour's OKLCH lightness, keeping its hue (chroma is only reduced where sRGB cannot hold it), until it
 * meets a contrast minimum against a ground. The search keeps the lightness closest to the original that passes.
 */
import { clampChroma, converter, formatHex } from 'culori';
import type { Hex } from '../dna/types';
import { contrastRatio, relativeLuminance } from './wcag-contrast';

const toOklch = converter('oklch');
const SEARCH_STEPS = 24;

/** OKLCH → #RRGGBB inside sRGB (chroma reduced, lightness and hue kept). */
export function oklchToHex(l: number, c: number, h: number | undefined): Hex {
  const mapped = clampChroma({ mode: 'oklch', l: Math.min(1, Math.max(0, l)), c: Math.max(0, c), h: h ?? 0 }, 'oklch');
  return (formatHex(mapped) ?? '#000000').toUpperCase() as Hex;
}

/** Binary search on lightness between the original (fails) and the extreme `target` (passes). */
function searchLightness(l0: number, c: number, h: number | undefined, target: 0 | 1, ground: string, minimum: number): Hex | undefined {
  const extreme = oklchToHex(target, c, h);
  if (contrastRatio(extreme, ground) < minimum) return undefined;
  let fail = l0;
  let pass = target as number;
  let best = extreme;
  for (let i = 0; i < SEARCH_STEPS; i++) {
    const mid = (fail + pass) / 2;
    const hex = oklchToHex(mid, c, h);
    if (contrastRatio(hex, ground) >= minimum) {
      pass = mid;
      best = hex;
    } else fail = mid;
  }
  return best;
}

/**
 * Returns `hex` itself when it already meets `minimum` against `ground`; otherwise the nearest-lightness variant that
 * does: darker on a light ground, lighter on a dark one, the other way if that cannot reach the minimum.
 */
export function ensureContrast(hex: string, ground: string, minimum: number): Hex {
  const own = hex.toUpperCase() as Hex;
  if (contrastRatio(own, ground) >= minimum) return own;
  const lch = toOklch(own);
  if (!lch) throw new RangeError(`Not a colour: ${hex}`);
  const darker = relativeLuminance(ground) >= relativeLuminance(own);
  const first = searchLightness(lch.l, lch.c, lch.h, darker ? 0 : 1, ground, minimum);
  const second = first ?? searchLightness(lch.l, lch.c, lch.h, darker ? 1 : 0, ground, minimum);
  if (second) return second;
  // Neither direction reaches the minimum (a mid-grey ground): the best available extreme.
  return contrastRatio('#000000', ground) >= contrastRatio('#FFFFFF', ground) ? '#000000' : '#FFFFFF';
}
