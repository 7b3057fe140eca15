/**
 * buildPalette: the brand palette of 4–6 colours (spec §9) built in OKLCH from the brief's desired colours or the
 * designer's colour strategy, with every foreground/background pair the logos use adjusted to WCAG AA (text 4.5:1,
 * graphics 3:1, or the designer's stricter minContrast) by moving lightness only. A requested colour (name or hex)
 * wins over the designer's defaults and keeps its hue, in the designer's own shade of it (placeAskedColors): contrast
 * is met by the role it takes (mark ink, or the ground of a designer of coloured fields) and by a small lightness
 * move, never by a new hue; each role that honours a request records it as `requested`.
 * Beside requested inks the supporting inks stay in their hue families (or neutral): no colour nobody asked for.
 */
import { converter } from 'culori';
import { askedColors, type DesiredColor, parseDesiredColors } from '../brief/desired-colors';
import { readTradeColours, type TradeColourReading } from '../brief/trade-colours';
import { primaryLockupOf } from '../dna';
import type { DesignerDNA, Hex } from '../dna/types';
import { hash32, seedFor } from '../random/hash';
import { createRng } from '../random/rng';
import type { Brief, ColorRole, Palette, PaletteColor } from '../types';
import { nameColor } from './color-names';
import { describeColor } from './describe-color';
import { designerTone, placeAskedColors, toneAskedColor } from './designer-tone';
import { ensureContrast, oklchToHex } from './ensure-contrast';
import { type Ink, isGroundLike, isYellowHue, isYellowish, pickInks } from './pick-inks';
import { type ContrastUse, contrastRatio, requiredContrast } from './wcag-contrast';

export interface PaletteOptions {
  /** Seed of this (brand, designer, variant); defaults to seedFor(brief.brandName, dna.id, variant). */
  seed?: number;
}

const toOklch = converter('oklch');
const lch = (hex: string) => toOklch(hex) ?? { mode: 'oklch' as const, l: 0, c: 0, h: 0 };

/** Letters take secondary/accent inks in these treatments, so those inks must pass as text. */
const PER_LETTER = new Set(['sequence', 'split-word', 'accent-one-letter']);

/** Whether the designer colours letters of the name in its secondary and accent inks (a sequence, a split word). */
export function colorsLetters(dna: Pick<DesignerDNA, 'typography'>): boolean {
  return PER_LETTER.has(dna.typography.perLetterColor ?? 'none');
}

function pickLight(dna: DesignerDNA, userGround: Hex | undefined): Hex {
  if (userGround) return userGround.toUpperCase() as Hex;
  const candidate = dna.color.background[0] ?? '#FFFFFF';
  return lch(candidate).l >= 0.85 ? (candidate.toUpperCase() as Hex) : '#FFFFFF';
}

/** How far a requested colour may move in OKLCH lightness to carry a mark and still read as itself. */
const MARK_MOVE = 0.1;
/** Yellows, sands and creams turn olive or khaki when darkened, so they barely move at all. */
const YELLOW_MOVE = 0.04;
/** Only a colour at least this light can be a ground that dark text reads on. */
const GROUND_MIN_L = 0.6;

function allowedMove(hex: string): number {
  return isYellowish(hex) ? YELLOW_MOVE : MARK_MOVE;
}

/** The designer's own near-black (an anchor dark and grey enough to serve as the ink). */
function isNearBlack(hex: string): boolean {
  return lch(hex).l < 0.3 && lch(hex).c < 0.04;
}

function lightnessMove(hex: string, ground: string, minimum: number): number {
  return Math.abs(lch(ensureContrast(hex, ground, minimum)).l - lch(hex).l);
}

/**
 * The requested colour that becomes the light ground: a near-white or paper tone ("cream", "ivory") the designer's
 * inks sit on. A pale colour (lavender, mint, a yellow) is a ground only for a designer whose own rules set logos on a
 * pale coloured field (a light chromatic colour among their grounds) and only when it is too light to carry the mark or the name
 * without leaving its class; every other designer carries it as an ink, deepened within its family.
 */
function pickGroundRequest(dna: DesignerDNA, desired: readonly DesiredColor[]): DesiredColor | undefined {
  const paper = desired.find((d) => isGroundLike(d.hex) || (isPaperTone(d.hex) && lch(d.hex).l >= 0.85));
  if (paper) return paper;
  if (dna.color.field) return pickField(desired);
  if (!usesColouredGround(dna)) return undefined;
  const base = pickLight(dna, undefined);
  const wordmarkOnly = primaryLockupOf(dna) === 'wordmark-only';
  const use: ContrastUse = wordmarkOnly ? 'text' : 'graphic';
  const minimum = requiredContrast(use);
  // The ink and the name must still reach the designer's minimum (at least 7:1 for the ink) on this ground.
  const darkMinimum = Math.max(7, requiredContrast('text', dna.color.minContrast)) * 1.15;
  return desired.find((d) => {
    const { l } = lch(d.hex);
    if (l < GROUND_MIN_L || contrastRatio('#000000', d.hex) < darkMinimum) return false;
    // The other asked colours stand on this ground: none may deepen past recognition there.
    if (
      !keepsPartners(
        d.hex,
        desired.filter((o) => o !== d && !isNeutralHex(o.hex)),
      )
    )
      return false;
    return lightnessMove(d.hex, base, minimum) > (wordmarkOnly ? Math.min(allowedMove(d.hex), 0.05) : allowedMove(d.hex));
  });
}

/** A field is light enough for a dark figure: black on it reads at least this well (WCAG AAA text). */
const FIELD_MIN_CONTRAST = 7;
/** How far another asked colour may deepen to stand on the field (3:1) and still read as itself (sky blue on yellow). */
const FIELD_PARTNER_MOVE = 0.2;

/**
 * The asked colour a designer of coloured fields (ColorDNA.field) lays as the ground: the lightest chromatic one a dark
 * figure reads on, when every other asked colour can still stand on it as a recognisable ink.
 */
function pickField(desired: readonly DesiredColor[]): DesiredColor | undefined {
  const chromatic = desired.filter((d) => !isNeutralHex(d.hex));
  const lightest = [...chromatic].sort((a, b) => lch(b.hex).l - lch(a.hex).l)[0];
  if (!lightest || lch(lightest.hex).l < GROUND_MIN_L || contrastRatio('#000000', lightest.hex) < FIELD_MIN_CONTRAST) return undefined;
  const partners = chromatic.filter((d) => d !== lightest);
  return keepsPartners(lightest.hex, partners) ? lightest : undefined;
}

/**
 * How far an orange or a yellow may deepen and still read as itself: darker, an orange is a rust or a brown and a
 * yellow an ochre or an olive (a paragliding school's sunset orange went brown on its sky-blue field, thirty-first
 * review).
 */
const WARM_PARTNER_MOVE = 0.08;

/** An orange, amber or yellow (OKLCH hue 38–115) with the chroma to read as one. */
function turnsBrown(hex: string): boolean {
  const { c, h } = lch(hex);
  return (c ?? 0) >= 0.08 && (h ?? 0) >= 38 && (h ?? 0) <= 115;
}

/** Whether every other asked colour can stand on `ground` as a graphic (3:1) and still read as itself. */
function keepsPartners(ground: Hex, partners: readonly DesiredColor[]): boolean {
  const minimum = requiredContrast('graphic');
  return partners.every((d) => lightnessMove(d.hex, ground, minimum) <= (turnsBrown(d.hex) ? WARM_PARTNER_MOVE : FIELD_PARTNER_MOVE));
}

/** Whether the designer's rules set logos on a pale coloured field: a light chromatic colour among their grounds. */
function usesColouredGround(dna: DesignerDNA): boolean {
  return dna.color.background.some((hex) => (lch(hex).c ?? 0) >= 0.06 && lch(hex).l >= GROUND_MIN_L && !isPaperTone(hex));
}

/** White, cream, ivory, beige: paper the designer's own inks sit on, unlike a pale colour (lavender, mint, blush). */
function isPaperTone(hex: string): boolean {
  const { l, c, h } = lch(hex);
  return (c ?? 0) < 0.02 || (l > 0.88 && (c ?? 0) < 0.1 && (h ?? 0) >= 60 && (h ?? 0) <= 115);
}

/**
 * Whether the palette is led by its ground: the requested ground is a colour (not a paper tone) and no ink was asked
 * for, so the ground's own family partners it (partnerColorDna) and the rationale says so.
 */
export function isGroundLed(ground: string | undefined, inksRequested: boolean): boolean {
  return ground !== undefined && !isPaperTone(ground) && !inksRequested;
}

/** The distance between two OKLCH hues in degrees (0–180). */
function hueGap(a: number, b: number): number {
  return Math.abs(((a - b + 540) % 360) - 180);
}

/** How far (OKLCH hue degrees) a designer's anchor may sit from a requested colour and still belong with it. */
const GROUND_HARMONY = 35;

/**
 * Whether an anchor belongs beside colours of these OKLCH hues: a neutral or a deep dark (black, navy) sits with any,
 * a chromatic anchor only within GROUND_HARMONY degrees of one of them.
 */
function belongsWith(hex: string, hues: readonly number[]): boolean {
  const c = lch(hex);
  return (c.c ?? 0) < 0.04 || c.l < 0.3 || hues.some((h) => hueGap(c.h ?? 0, h) <= GROUND_HARMONY);
}

/**
 * The inks for a ground the user asked for when no other colour was asked for ("lavender", "yellow"): a deep shade of
 * the ground's own hue carries the name and the mark (plum on lavender), after the designer's near-black when the
 * designer leads with one (black on yellow); only anchors of the ground's hue family, or neutrals, stay. The designer's
 * unrelated signature hues (a red on lavender for a hospice) would contradict the request, so they give way.
 */
function partnerColorDna(color: DesignerDNA['color'], ground: Hex): DesignerDNA['color'] {
  const g = lch(ground);
  const chromatic = (g.c ?? 0) >= 0.015;
  // Yellows turn olive when deepened: their partner is a warm near-black (black on yellow), other hues a deep shade.
  const yellow = isYellowHue(g.h);
  const deepShade = chromatic && !yellow;
  const partner = deepShade
    ? oklchToHex(0.36, Math.min(0.15, Math.max(0.11, (g.c ?? 0) * 2)), g.h ?? 0)
    : color.forbid.includes('black')
      ? // A designer without black partners a yellow with a deep warm brown instead.
        oklchToHex(0.34, 0.09, (g.h ?? 0) - 40)
      : oklchToHex(0.24, 0.02, g.h ?? 0);
  const anchors = color.anchors.map((a) => (typeof a === 'string' ? a : a.hex));
  const leadsBlack = anchors[0] !== undefined && isNearBlack(anchors[0]);
  // A mid tone of the ground's family for a second ink (an ochre beside gold, a violet beside lavender).
  const mid = oklchToHex(0.54, Math.min(0.16, Math.max(0.08, (g.c ?? 0) * 1.5)), yellow ? (g.h ?? 0) - 25 : (g.h ?? 0));
  // Neutrals and deep darks (black, navy) sit with any ground; chromatic anchors only with a ground of their hue.
  // On a coloured field the figure is dark: the designer's neutrals and deep darks stand on it; a chromatic anchor,
  // deepened to read there, turns muddy (a lime on yellow becomes olive), so it gives way to the field's own shades.
  const belong = anchors.filter((hex) => !isGroundLike(hex) && (!chromatic || belongsWith(hex, [])));
  // A designer who leads with black keeps it; the deep shade follows it, a second near-black would not.
  const ordered = leadsBlack ? [anchors[0] as Hex, ...(deepShade ? [partner] : []), mid, ...belong.slice(1)] : [partner, mid, ...belong];
  return { ...color, strategy: 'mono', anchors: ordered };
}

/**
 * The designer's colours for a brief that asked for inks: only the anchors that belong with a requested ink (of its
 * hue family) and the neutrals and deep darks stay; the supporting inks come from those, else from the requested
 * colours' own shades. A designer's signature hues (Kedar's blue beside a requested red and yellow) would add colours
 * nobody asked for.
 */
function requestedFamilyDna(color: DesignerDNA['color'], requested: readonly Hex[]): DesignerDNA['color'] {
  const hues = requested
    .map(lch)
    .filter((c) => (c.c ?? 0) >= 0.04)
    .map((c) => c.h ?? 0);
  if (hues.length === 0) return neutralDna(color);
  // Inks still missing are shades of the requested colour, not hues a colour wheel would add; an anchor of a requested
  // hue's family takes that very hue (the designer's own shade of it), so a lime beside forest green does not stay
  // a lime that deepens to olive.
  const anchors = color.anchors
    .map((a) => (typeof a === 'string' ? a : a.hex))
    .filter((hex) => belongsWith(hex, hues))
    .map((hex) => toRequestedHue(hex, hues));
  return { ...color, strategy: 'mono', anchors };
}

/** A chromatic anchor turned to the nearest requested hue, its lightness and chroma kept; neutrals and deep darks kept. */
function toRequestedHue(hex: Hex, hues: readonly number[]): Hex {
  const c = lch(hex);
  if ((c.c ?? 0) < NEUTRAL_CHROMA || c.l < 0.3) return hex;
  const nearest = [...hues].sort((a, b) => hueGap(c.h ?? 0, a) - hueGap(c.h ?? 0, b))[0] ?? c.h;
  return oklchToHex(c.l, c.c ?? 0, nearest);
}

/** A colour that is neither a neutral nor a deep dark (black, navy): one that says a hue. */
function isChromaticInk(hex: string): boolean {
  return (lch(hex).c ?? 0) >= NEUTRAL_CHROMA && lch(hex).l >= 0.3 && !isGroundLike(hex);
}

/**
 * The designer's colours for a brief that asked for none, in the colours its trade is seen in (brief/trade-colours.ts):
 * one of the trade's colours, a different one for each designer and variant, takes the place of the designer's lead
 * hue; each further hue of the designer stays where it belongs with that one, else gives way to another of the trade's
 * colours (the furthest in hue first: an earth red beside a moss green, as the designer's loud accent would be), all in
 * the designer's own tone; neutrals and deep darks stay. A designer without a hue, or a brief naming no trade with
 * colours of its own, keeps the designer's palette.
 */
function tradeColorDna(
  dna: DesignerDNA,
  trade: TradeColourReading | undefined,
  variant: number,
  avoided: readonly string[],
): DesignerDNA['color'] {
  const color = dna.color;
  const anchors = color.anchors.map((a) => (typeof a === 'string' ? a : a.hex));
  // A hue the brief rules out ("no red") is none of the trade's colours either.
  // A deep trade colour (navy, oxblood) leads as well as a bright one; a neutral is no hue to lead with.
  const options = (trade?.colours ?? []).map((c) => c.hex).filter((hex) => !isNeutralHex(hex) && !isAvoided(hex, avoided));
  if (!trade || !anchors.some(isChromaticInk) || options.length === 0) return color;
  const tone = designerTone(color);
  const lead = options[(hash32(`${dna.id}|${trade.id}`) + Math.max(0, Math.floor(variant))) % options.length] as Hex;
  const leadHue = lch(lead).h ?? 0;
  const others = options.filter((hex) => hex !== lead).sort((a, b) => hueGap(lch(b).h ?? 0, leadHue) - hueGap(lch(a).h ?? 0, leadHue));
  const first = anchors.findIndex(isChromaticInk);
  const kept = anchors.flatMap((hex, i): Hex[] => {
    if (i === first) return [toneAskedColor(lead, tone)];
    if (!isChromaticInk(hex) || belongsWith(hex, [leadHue])) return [hex];
    const next = others.shift();
    return next ? [toneAskedColor(next, tone)] : [];
  });
  return { ...color, anchors: kept };
}

/** Whether every requested colour is a neutral (black, white, grey, charcoal, cream): a black-and-white brief. */
/** OKLCH chroma below which a colour is a neutral (black, charcoal, grey, white, cream). */
const NEUTRAL_CHROMA = 0.04;

/** True for a neutral: black, charcoal, a grey, white or cream. */
export function isNeutralHex(hex: string): boolean {
  return (lch(hex).c ?? 0) < NEUTRAL_CHROMA;
}

function isNeutralBrief(desired: readonly DesiredColor[]): boolean {
  // A tinted paper (cream, ivory) is a ground asked for, not black and white: the designer's inks sit on it.
  const tintedPaper = desired.some((d) => isPaperTone(d.hex) && (lch(d.hex).c ?? 0) >= TINTED_PAPER_CHROMA);
  return desired.length > 0 && !tintedPaper && desired.every((d) => isNeutralHex(d.hex));
}

/** OKLCH chroma from which a paper tone is tinted (a cream, an ivory), not a white or grey. */
const TINTED_PAPER_CHROMA = 0.015;

/** A black-and-white brief stays black and white: only the designer's neutrals stay, and shades of grey fill the rest. */
function neutralDna(color: DesignerDNA['color']): DesignerDNA['color'] {
  const neutrals = color.anchors.filter((a) => (lch(typeof a === 'string' ? a : a.hex).c ?? 0) < 0.04);
  return {
    ...color,
    strategy: 'mono',
    anchors: neutrals.length > 0 ? neutrals : ['#111111'],
    forbid: color.forbid.filter((f) => f !== 'black'),
  };
}

/** Two hues closer than this (OKLCH degrees) are one colour to a reader ("no red" rules out crimson and scarlet). */
const AVOID_HUE_SPAN = 35;

function isAvoided(hex: string, avoided: readonly string[]): boolean {
  const c = lch(hex);
  if ((c.c ?? 0) < 0.05) return false;
  return avoided.some((other) => {
    const o = lch(other);
    if ((o.c ?? 0) < 0.05) return false;
    return hueGap(c.h ?? 0, o.h ?? 0) <= AVOID_HUE_SPAN;
  });
}

/**
 * The designer's colours without the hues the brief ruled out ("no red"): those anchors are dropped, and a designer
 * left with none draws in its neutrals, as for a black-and-white brief.
 */
function avoidHues(color: DesignerDNA['color'], avoided: readonly string[]): DesignerDNA['color'] {
  if (avoided.length === 0) return color;
  const anchors = color.anchors.filter((a) => !isAvoided(typeof a === 'string' ? a : a.hex, avoided));
  if (anchors.length === color.anchors.length) return color;
  const chromatic = anchors.some((a) => (lch(typeof a === 'string' ? a : a.hex).c ?? 0) >= 0.04);
  return chromatic ? { ...color, anchors } : neutralDna({ ...color, anchors: anchors.length > 0 ? anchors : color.anchors });
}

/** Each step a repeated ink takes past the contrast it already has on its ground. */
const DISTINCT_STEP = 1.25;

/**
 * `hex`, or a deeper (on a light ground) shade of it when the contrast floor made it the same colour as an ink before
 * it: two shades of one field's hue meet at the floor on a coloured ground, and a palette lists each colour once.
 */
function distinctInk(hex: Hex, ground: Hex, before: readonly Hex[]): Hex {
  let ink = hex;
  for (let ratio = contrastRatio(hex, ground) * DISTINCT_STEP; before.includes(ink) && ratio <= 21; ratio *= DISTINCT_STEP)
    ink = ensureContrast(hex, ground, ratio);
  return ink;
}

/** The dark ink and reversed ground: the designer's own near-black, or a deep tint of the primary's hue. */
function pickDark(dna: DesignerDNA, primary: Hex): Hex {
  const noBlack = dna.color.forbid.includes('black');
  const own = dna.color.anchors.map((a) => (typeof a === 'string' ? a : a.hex)).find(isNearBlack);
  if (own && !noBlack) return own.toUpperCase() as Hex;
  const p = lch(primary);
  // A black-free designer (Dalí, Kedar) gets a coloured deep tone rather than near-black.
  return noBlack ? oklchToHex(0.3, Math.max(0.08, p.c * 0.6), p.h) : oklchToHex(0.2, Math.min(0.03, p.c), p.h);
}

function humanName(ink: Ink, finalHex: Hex): string {
  if (!ink.userName || ink.userName.startsWith('#')) return nameColor(finalHex);
  const shift = lch(finalHex).l - lch(ink.hex).l;
  if (Math.abs(shift) <= 0.08 || /^(deep|dark|light|pale)\b/i.test(ink.userName)) return ink.userName;
  return `${shift < 0 ? 'Deep' : 'Light'} ${ink.userName}`;
}

/** Names must be unique inside a palette: a repeated name gets a Deep/Light qualifier. */
function uniqueName(name: string, hex: Hex, used: Map<string, Hex>): string {
  const other = used.get(name);
  if (!other) return name;
  const qualified = `${lch(hex).l < lch(other).l ? 'Deep' : 'Light'} ${name}`;
  return used.has(qualified) ? `${qualified} ${hex}` : qualified;
}

/** Builds the palette for one design. Deterministic for (dna, brief, variant, seed). */
export function buildPalette(
  dna: DesignerDNA,
  brief: Pick<Brief, 'brandName' | 'desiredColors'> & Partial<Pick<Brief, 'industry' | 'oneLiner' | 'tagline'>>,
  variant = 0,
  options: PaletteOptions = {},
): Palette {
  const parsed = parseDesiredColors(askedColors(brief));
  const desired = parsed.colors;
  const avoided = (parsed.avoided ?? []).map((d) => d.hex);
  const rng = variant > 0 ? createRng(options.seed ?? seedFor(brief.brandName, dna.id, variant), 'color.palette') : undefined;
  const groundRequest = pickGroundRequest(dna, desired);
  const inkRequests = placeAskedColors(
    dna.color,
    desired.filter((d) => d !== groundRequest && !isGroundLike(d.hex)),
  );
  const groundLed = groundRequest !== undefined && isGroundLed(groundRequest.hex, inkRequests.length > 0);
  const neutralBrief = isNeutralBrief(desired);
  const ownColorDna = neutralBrief
    ? neutralDna(dna.color)
    : groundLed
      ? partnerColorDna(dna.color, groundRequest.hex)
      : inkRequests.length > 0
        ? requestedFamilyDna(
            dna.color,
            inkRequests.map((d) => d.hex),
          )
        : tradeColorDna(dna, desired.length === 0 ? readTradeColours(brief) : undefined, variant, avoided);
  const colorDna = avoidHues(ownColorDna, avoided);
  const inks = pickInks(colorDna, inkRequests, rng);
  const light = pickLight(dna, groundRequest?.hex);
  const designerMin = dna.color.minContrast;
  const textMin = requiredContrast('text', designerMin);
  const accentUse: ContrastUse = colorsLetters(dna) ? 'text' : 'graphic';

  // A requested colour keeps its hue and carries the mark at the graphic minimum; the name takes a darker partner
  // (the ink, or a deeper shade of the same hue) when the colour itself is too light for text. Designer defaults
  // keep the text minimum, as before.
  const fit = (ink: Ink): { hex: Hex; use: ContrastUse } => {
    const own: ContrastUse = ink.requested ? 'graphic' : 'text';
    // The request wins over the designer's stricter house minimum: 3:1, WCAG AA's bar for a graphic and for large
    // text alike, so an asked colour that colours letters of the name (a split word, one accent letter: a logo's
    // letters are large) stays the colour asked for. At 4.5:1 a signal orange had turned rust.
    const minimum = ink.requested ? requiredContrast('graphic') : textMin;
    const hex = ensureContrast(ink.hex, light, minimum);
    return { hex, use: contrastRatio(hex, light) >= textMin ? 'text' : own };
  };
  const primaryFit = fit(inks.primary);
  const secondaryFit = fit(inks.secondary);
  const accentFit = inks.accent.requested
    ? fit(inks.accent)
    : { hex: ensureContrast(inks.accent.hex, light, requiredContrast(accentUse, designerMin)), use: accentUse };
  const primary = primaryFit.hex;
  const secondary = distinctInk(secondaryFit.hex, light, [primary]);
  const accent = distinctInk(accentFit.hex, light, [primary, secondary]);
  // A requested black or charcoal is the dark ink itself, whatever the designer's own dark would be.
  const askedDark = desired.find((d) => lch(d.hex).l < 0.4 && (lch(d.hex).c ?? 0) < 0.04)?.hex;
  const darkBase = askedDark ?? pickDark(neutralBrief ? { ...dna, color: colorDna } : dna, primary);
  const dark = ensureContrast(darkBase, light, Math.max(textMin, 7));
  const p = lch(primary);
  const neutral = ensureContrast(oklchToHex(0.5, Math.min(0.02, p.c), p.h), light, textMin);

  const used = new Map<string, Hex>();
  const swatch = (hex: Hex, role: ColorRole, name: string, requested?: string): PaletteColor => {
    const unique = uniqueName(name, hex, used);
    used.set(unique, hex);
    const color = describeColor(hex, role, unique);
    return requested ? { ...color, requested } : color;
  };
  const colors: PaletteColor[] = [
    swatch(primary, 'primary', humanName(inks.primary, primary), inks.primary.requested),
    swatch(secondary, 'secondary', humanName(inks.secondary, secondary), inks.secondary.requested),
    swatch(accent, 'accent', humanName(inks.accent, accent), inks.accent.requested),
    swatch(neutral, 'neutral', nameColor(neutral)),
  ];
  const listed = new Set(colors.map((c) => c.hex));
  if (!listed.has(light)) {
    const groundName = groundRequest?.name.startsWith('#') === false ? groundRequest.name : undefined;
    const name = groundName ?? (isGroundLike(light) && light !== '#FFFFFF' ? nameColor(light) : 'Paper White');
    colors.push(swatch(light, 'background', groundRequest && !groundName ? nameColor(light) : name, groundRequest?.input));
  }
  if (!listed.has(dark)) colors.push(swatch(dark, 'ink', nameColor(dark)));

  const requestedHexes = new Set(colors.filter((c) => c.requested && c.role !== 'background').map((c) => c.hex));
  const pair = (foreground: Hex, background: Hex, use: ContrastUse) => ({
    foreground,
    background,
    // Rounded down so a reported 4.50 is never really 4.499.
    ratio: Math.floor(contrastRatio(foreground, background) * 100) / 100,
    minimum: requiredContrast(use, requestedHexes.has(foreground) ? 0 : designerMin),
    use,
  });
  return {
    colors,
    primary,
    secondary,
    accent,
    neutral,
    light,
    dark,
    contrastPairs: [
      pair(primary, light, primaryFit.use),
      pair(secondary, light, secondaryFit.use),
      pair(accent, light, accentFit.use),
      pair(neutral, light, 'text'),
      pair(dark, light, 'text'),
      pair(light, dark, 'text'),
    ],
  };
}
