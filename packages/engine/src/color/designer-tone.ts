/**
 * An asked colour seen through a designer (art-direction.md § Colour: a hue to honour, not a hex to paste). The hue
 * stays; its OKLCH lightness and chroma move toward the designer's own inks, read from the preset's anchors: a
 * restrained designer of deep, muted inks (Ogilvy, Heckler) deepens and quietens "forest green", a designer of loud
 * colour (Davidson, Scher) brightens it. Twenty designers so give twenty shades of one asked hue, not one hex. The
 * order of the asked colours follows the designer too: which one leads (takes the mark), which one partners it.
 */
import { converter } from 'culori';
import type { DesiredColor } from '../brief/desired-colors';
import type { ColorDNA, Hex } from '../dna/types';
import { hueAtLightness, oklchToHex } from './ensure-contrast';
import { isGroundLike, isYellowHue, isYellowish } from './pick-inks';

/** Mean OKLCH lightness and chroma of a designer's chromatic inks. */
export interface DesignerTone {
  l: number;
  c: number;
}

const toOklch = converter('oklch');
const lch = (hex: string) => toOklch(hex) ?? { mode: 'oklch' as const, l: 0, c: 0, h: 0 };

/**
 * The tone that leaves an asked colour as it is: about the median of the 20 presets' chromatic inks (lightness
 * 0.38–0.72, chroma 0.07–0.22). A designer's offset from it is the move it makes on an asked colour.
 */
const REFERENCE_TONE: DesignerTone = { l: 0.52, c: 0.17 };
/** Share of the designer's lightness offset applied to an asked colour. */
const LIGHTNESS_PULL = 0.7;
/** The furthest an asked colour moves in lightness, so that it keeps reading as itself (navy stays navy). */
const MAX_LIGHTNESS_MOVE = 0.1;
/** A dark asked colour (navy, forest, claret) lifts less: past this it turns into a mid blue or green. */
const MAX_DARK_LIFT = 0.07;
/** Below this lightness an asked colour is dark. */
const DARK_L = 0.4;
/** Yellows and golds barely move: darkened they go olive, lightened they go to cream. */
const MAX_YELLOW_MOVE = 0.04;
/** OKLCH hues of the oranges (tangerine, signal orange, amber), which darkened turn rust and then brown. */
const ORANGE_HUES: readonly [number, number] = [38, 70];
/** OKLCH hues of the reds (tomato, fire-engine, chili, crimson), which lightened turn coral, salmon and pink. */
const RED_HUES: readonly [number, number] = [0, 38];
/** An orange is light: below this lightness the hue is a rust, a copper or a brown already. */
const ORANGE_MIN_L = 0.6;
/** The range of the chroma factor: quietened at most to three quarters, raised at most by a quarter. */
const CHROMA_FACTOR: readonly [number, number] = [0.75, 1.25];
/** Above this lightness an asked colour is pale (sky blue, lavender, blush): as an ink it is deepened, never lifted. */
const PALE_L = 0.75;
/** About where a pale colour first carries a mark on white (3:1): the deepest a designer of bright inks takes it. */
const PALE_INK_L = 0.68;
/** The chroma a deepened pastel is raised to at most: more turns a mint into a kelly green. */
const PALE_MAX_CHROMA = 0.12;
/** The furthest a restrained designer deepens a pale colour past PALE_INK_L, so lavender stays lavender. */
const MAX_PALE_DEEPEN = 0.12;
/** Below this chroma a colour is a neutral, which no designer tints. */
const NEUTRAL_C = 0.04;

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

const isOrangeHue = (h: number | undefined) => (h ?? 0) >= ORANGE_HUES[0] && (h ?? 0) < ORANGE_HUES[1];
const isRedHue = (h: number | undefined) => (h ?? 0) >= RED_HUES[0] && (h ?? 0) < RED_HUES[1];

/** A pale asked colour (sky blue, lavender, blush): a ground for a designer of fields, an accent or deepened ink for others. */
function isPaleAsk(hex: string): boolean {
  return lch(hex).l > PALE_L && (lch(hex).c ?? 0) >= NEUTRAL_C;
}

/** The designer's tone: lightness from its chromatic inks (yellows, light by nature, left out), chroma from all of them. */
export function designerTone(color: Pick<ColorDNA, 'anchors'>): DesignerTone {
  const inks = color.anchors
    .map((a) => lch(typeof a === 'string' ? a : a.hex))
    .filter((c) => (c.c ?? 0) >= NEUTRAL_C && !isGroundLike(oklchToHex(c.l, c.c ?? 0, c.h)));
  if (inks.length === 0) return REFERENCE_TONE;
  const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const notYellow = inks.filter((c) => !isYellowHue(c.h));
  return {
    l: notYellow.length > 0 ? mean(notYellow.map((c) => c.l)) : REFERENCE_TONE.l,
    c: mean(inks.map((c) => c.c ?? 0)),
  };
}

/**
 * `hex` in the designer's tone: lightness moved by part of the designer's offset from REFERENCE_TONE (bounded so the
 * colour keeps its name), chroma scaled by the designer's chroma over the reference. Hue kept (a darkened yellow turns
 * toward ochre, as in ensureContrast); neutrals are returned unchanged.
 */
export function toneAskedColor(hex: Hex, tone: DesignerTone): Hex {
  const asked = lch(hex);
  const c0 = asked.c ?? 0;
  if (c0 < NEUTRAL_C) return hex;
  const pull = LIGHTNESS_PULL * (tone.l - REFERENCE_TONE.l);
  const factor = clamp(tone.c / REFERENCE_TONE.c, CHROMA_FACTOR[0], CHROMA_FACTOR[1]);
  if (isPaleAsk(hex)) {
    // A pale colour carried as an ink: deepened to where it carries a mark, further for a designer of deep inks, and
    // its chroma raised as it deepens (a pastel deepened at its own chroma turns grey: pink to mauve).
    // A yellow or an orange deepened past its mark contrast turns brown: it stops there for every designer.
    const deepen = isYellowHue(asked.h) || isOrangeHue(asked.h) ? 0 : MAX_PALE_DEEPEN;
    const l = Math.min(asked.l, PALE_INK_L + clamp(pull, -deepen, 0));
    const c = Math.min(c0 * Math.max(1, factor) * (1 + asked.l - l), Math.max(c0, PALE_MAX_CHROMA));
    return oklchToHex(l, c, hueAtLightness(asked.h, asked.l, l));
  }
  const yellow = isYellowHue(asked.h);
  // A red lifts as little as a yellow: a bright designer's "tomato red" and "fire-engine red" had turned coral.
  const lift = yellow || isRedHue(asked.h) ? MAX_YELLOW_MOVE : asked.l < DARK_L ? MAX_DARK_LIFT : MAX_LIGHTNESS_MOVE;
  // An orange deepens as little as a yellow: a restrained designer's "signal orange" had turned rust.
  const orange = isOrangeHue(asked.h) && asked.l >= ORANGE_MIN_L;
  const deepen = yellow || orange ? MAX_YELLOW_MOVE : MAX_LIGHTNESS_MOVE;
  const l = clamp(asked.l + pull, asked.l - deepen, asked.l + lift);
  return oklchToHex(l, c0 * factor, hueAtLightness(asked.h, asked.l, l));
}

/** OKLCH hues of the warm half of the wheel (reds, oranges, golds), which lead a warm pair. */
function isWarm(hex: string): boolean {
  const { c, h } = lch(hex);
  return (c ?? 0) >= NEUTRAL_C && ((h ?? 0) <= 100 || (h ?? 0) >= 340);
}

/**
 * The asked inks as this designer places them: each named colour in the designer's tone (a hex the user typed is
 * their exact brand colour and stays); a pale colour gives the lead to a stronger one and partners it ("mint,
 * coral": coral carries the mark), and a pale yellow to any other; a warm pair is led by the warm colour ("navy and
 * orange": orange carries the logo, navy partners it).
 */
export function placeAskedColors(color: ColorDNA, asked: readonly DesiredColor[]): DesiredColor[] {
  const tone = designerTone(color);
  // A pale yellow cannot lead at all: deepened to carry a name it turns brown, so it stays the accent.
  const paleYellow = (d: DesiredColor) => isPaleAsk(d.hex) && isYellowish(d.hex);
  const rank = (d: DesiredColor) =>
    (paleYellow(d) ? 4 : 0) + (color.strategy === 'warm-pair' && !isWarm(d.hex) ? 2 : 0) + (isPaleAsk(d.hex) ? 1 : 0);
  return [...asked]
    .sort((a, b) => rank(a) - rank(b))
    .map((d) => (d.input.trim().startsWith('#') ? d : { ...d, hex: toneAskedColor(d.hex, tone) }));
}
