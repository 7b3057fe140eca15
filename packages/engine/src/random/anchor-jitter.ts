/**
 * Colour-anchor variation in OKLCH (designer-dna.md §6): hue ± a·u·window, chroma ×(1 + a·u), lightness + a·u·0.1,
 * then mapped back into sRGB. Neutrals (black, white, greys) are structural and stay as written.
 */
import { clampChroma, converter, formatHex } from 'culori';
import type { ColorDNA, Hex, Range } from '../dna/types';
import { clamp } from './jitter';

const toOklch = converter('oklch');

/** Below this OKLCH chroma a colour reads as a neutral (black, white, grey). */
const NEUTRAL_CHROMA = 0.03;
const DEFAULT_HUE_WINDOW_DEG = 30;
const LIGHTNESS_SPAN = 0.1;

export interface AnchorJitterSample {
  hue: number;
  chroma: number;
  lightness: number;
}

export interface AnchorJitterOptions {
  amount: number;
  hueWindowDeg?: number;
  chroma?: Range;
  lightness?: Range;
  minLightness?: number;
}

/** Jitters one hex anchor; u values are triangular samples in [−1, 1]. Returns uppercase #RRGGBB. */
export function jitterAnchorHex(hex: Hex, u: AnchorJitterSample, options: AnchorJitterOptions): Hex {
  const base = toOklch(hex);
  if (!base || (base.c ?? 0) < NEUTRAL_CHROMA || options.amount === 0) return hex.toUpperCase() as Hex;
  const a = options.amount;
  const window = options.hueWindowDeg ?? DEFAULT_HUE_WINDOW_DEG;
  let c = base.c * (1 + a * u.chroma);
  if (options.chroma) c = clamp(c, options.chroma[0], options.chroma[1]);
  let l = base.l + a * u.lightness * LIGHTNESS_SPAN;
  if (options.lightness) l = clamp(l, options.lightness[0], options.lightness[1]);
  l = clamp(l, options.minLightness ?? 0, 1);
  const h = ((((base.h ?? 0) + a * u.hue * window) % 360) + 360) % 360;
  return formatHex(clampChroma({ mode: 'oklch', l, c, h }, 'oklch')).toUpperCase() as Hex;
}

/** The jitter options a colour DNA implies for its anchors. */
export function anchorJitterOptions(color: ColorDNA, amount: number, hueWindowDeg?: number): AnchorJitterOptions {
  return {
    amount,
    hueWindowDeg,
    ...(color.chroma ? { chroma: color.chroma } : {}),
    ...(color.lightness ? { lightness: color.lightness } : {}),
    ...(color.minLightness !== undefined ? { minLightness: color.minLightness } : {}),
  };
}
