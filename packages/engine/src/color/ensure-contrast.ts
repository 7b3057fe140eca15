/**
 * Moves a colour's OKLCH lightness, keeping its hue (chroma is only reduced where sRGB cannot hold it), until it
 * meets a contrast minimum against a ground. The search keeps the lightness closest to the original that passes.
 * Yellows are the exception: a yellow darkened at its own hue turns olive, so as it darkens its hue turns toward the
 * ochre of a dark gold (as gold leaf and mustard do), and it keeps reading as a yellow rather than a green.
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

/** OKLCH hues of yellows, golds and mustards, which turn olive when darkened at their own hue. */
const YELLOW_HUES: readonly [number, number] = [70, 118];
/** The hue a darkened yellow turns toward (a dark gold or ochre). */
const DARK_GOLD_HUE = 68;
/** The lightness drop over which the turn completes. */
const GOLD_TURN_SPAN = 0.3;

/** The hue a colour of hue h keeps at lightness l, when its own lightness is l0. */
export function hueAtLightness(h: number | undefined, l0: number, l: number): number | undefined {
  if (h === undefined || h < YELLOW_HUES[0] || h > YELLOW_HUES[1] || l >= l0) return h;
  return h + (DARK_GOLD_HUE - h) * Math.min(1, (l0 - l) / GOLD_TURN_SPAN);
}

/** Binary search on lightness between the original (fails) and the extreme `target` (passes). */
function searchLightness(l0: number, c: number, h0: number | undefined, target: 0 | 1, ground: string, minimum: number): Hex | undefined {
  const at = (l: number) => oklchToHex(l, c, hueAtLightness(h0, l0, l));
  const extreme = at(target);
  if (contrastRatio(extreme, ground) < minimum) return undefined;
  let fail = l0;
  let pass = target as number;
  let best = extreme;
  for (let i = 0; i < SEARCH_STEPS; i++) {
    const mid = (fail + pass) / 2;
    const hex = at(mid);
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
