/**
 * Chooses the three brand inks (primary, secondary, accent) from the brief's desired colours, then the designer's
 * anchors (designer-dna.md §2 colour blocks), then hues derived by the designer's colour strategy. Variant 0 takes
 * the anchors in order; other variants keep the first anchor and sample the rest by weight, preserving role order.
 */
import { converter, differenceEuclidean } from 'culori';
import type { DesiredColor } from '../brief/desired-colors';
import type { ColorDNA, ColorStrategy, Hex } from '../dna/types';
import { weightedIndex } from '../random/jitter';
import type { Rng } from '../random/rng';
import { oklchToHex } from './ensure-contrast';

export interface Ink {
  hex: Hex;
  /** The user's own name for a desired colour. */
  userName?: string;
  /** What the user typed for it ("mint", "#1e90ff"): set only on inks that honour a request. */
  requested?: string;
}

export interface InkSet {
  primary: Ink;
  secondary: Ink;
  accent: Ink;
  /** A near-white the user asked for, used as the light ground instead of an ink. */
  userGround?: Hex;
}

const toOklch = converter('oklch');
const lch = (hex: string) => toOklch(hex) ?? { mode: 'oklch' as const, l: 0, c: 0, h: 0 };

/** OKLCH hue of yellows, golds and mustards, which turn olive or khaki when darkened. */
export function isYellowHue(h: number | undefined): boolean {
  return (h ?? 0) >= 70 && (h ?? 0) <= 115;
}

/** A yellow with enough chroma to read as one (not a cream or a grey): it barely moves in lightness. */
export function isYellowish(hex: string): boolean {
  const { c, h } = lch(hex);
  return (c ?? 0) > 0.03 && isYellowHue(h);
}

/**
 * A mid-dark red (OKLCH hue of burgundy and claret to vermilion, short of orange): dripping, it reads as blood, fresh
 * or dried (an opera company's deep burgundy ran as a horror title, thirty-first review).
 */
export function isBloodRed(hex: string): boolean {
  const { l, c, h } = lch(hex);
  const hue = h ?? 0;
  return (c ?? 0) >= 0.07 && l <= 0.68 && hue <= 37;
}

/** Near-white, low-chroma colours are grounds, not inks (Modarelli's white anchor, a user's "cream" or "ivory"). */
export function isGroundLike(hex: string): boolean {
  const { l, c } = lch(hex);
  return l > 0.92 && c < 0.09;
}

/** Below this OKLab distance two inks read as the same colour (black and deep navy are about 0.11 apart). */
const MIN_INK_DISTANCE = 0.08;
const oklabDistance = differenceEuclidean('oklab');

function isDistinct(a: string, b: string): boolean {
  return oklabDistance(a, b) > MIN_INK_DISTANCE;
}

/** Hue offsets per strategy for inks the brief and the anchors could not supply. */
const DERIVED_HUE_STEPS: Record<ColorStrategy, [number, number]> = {
  mono: [0, 0],
  earth: [25, -25],
  duo: [150, 30],
  accent: [180, 30],
  'primary-set': [120, 240],
  spectrum: [120, 240],
  'spectrum|mono': [120, 240],
  flag: [0, 0],
  'warm-pair': [35, -150],
};

function deriveInk(primary: Hex, strategy: ColorStrategy, slot: 0 | 1): Hex {
  const base = lch(primary);
  const step = DERIVED_HUE_STEPS[strategy][slot];
  // Mono and achromatic primaries get a lighter and a deeper shade of the same hue instead of a new hue.
  if (step === 0 || base.c < 0.04)
    return oklchToHex(slot === 0 ? Math.min(0.75, base.l + 0.25) : Math.max(0.2, base.l - 0.2), base.c, base.h);
  return oklchToHex(Math.min(0.7, Math.max(0.45, base.l)), Math.max(0.1, base.c), (base.h ?? 0) + step);
}

function anchorHexes(color: ColorDNA): { hex: Hex; weight: number }[] {
  return color.anchors.map((a) => (typeof a === 'string' ? { hex: a, weight: 1 } : { hex: a.hex, weight: a.weight ?? 1 }));
}

/** Anchor order for this variant: the first always leads; the rest are sampled by weight without replacement. */
function orderAnchors(color: ColorDNA, rng: Rng | undefined): Hex[] {
  const inks = anchorHexes(color).filter((a) => !isGroundLike(a.hex));
  if (!rng || inks.length <= 2) return inks.map((a) => a.hex);
  const [first, ...rest] = inks;
  const picked: typeof inks = [];
  const pool = [...rest];
  while (pool.length > 0) {
    const index = weightedIndex(
      pool.map((p) => p.weight),
      rng.next(),
    );
    picked.push(...pool.splice(index, 1));
  }
  const chosen = picked.slice(0, 2).sort((a, b) => rest.indexOf(a) - rest.indexOf(b));
  return [first?.hex as Hex, ...chosen.map((a) => a.hex), ...picked.slice(2).map((a) => a.hex)];
}

/**
 * Picks the inks. `rng` is given for variants above 0 only. A very light first ink (OKLCH L > 0.75, e.g. yellow)
 * trades places with a darker one so the primary can carry the wordmark without losing its hue; a requested colour
 * keeps the lead unless another requested colour takes it.
 */
export function pickInks(color: ColorDNA, desired: readonly DesiredColor[], rng?: Rng): InkSet {
  const userGround = desired.find((d) => isGroundLike(d.hex))?.hex;
  const chosen: Ink[] = desired.filter((d) => !isGroundLike(d.hex)).map((d) => ({ hex: d.hex, userName: d.name, requested: d.input }));
  for (const hex of orderAnchors(color, rng)) {
    if (chosen.length >= 3) break;
    if (chosen.every((c) => isDistinct(c.hex, hex))) chosen.push({ hex });
  }
  const primary = chosen[0] ?? { hex: '#111111' as Hex };
  while (chosen.length < 3) chosen.push({ hex: deriveInk(primary.hex, color.strategy, chosen.length === 1 ? 0 : 1) });
  const [a, b, c] = chosen as [Ink, Ink, Ink];
  const lightFirst = lch(a.hex).l > 0.75;
  // A requested colour only gives the lead to another requested colour, never to a designer default.
  const swapWith = lightFirst ? [b, c].find((ink) => lch(ink.hex).l <= 0.75 && (!a.requested || ink.requested)) : undefined;
  if (swapWith === b) return { primary: b, secondary: a, accent: c, ...(userGround ? { userGround } : {}) };
  if (swapWith === c) return { primary: c, secondary: b, accent: a, ...(userGround ? { userGround } : {}) };
  return { primary: a, secondary: b, accent: c, ...(userGround ? { userGround } : {}) };
}
