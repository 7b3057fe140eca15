/** Lettering for marks: initials and short names set as outlines through the MarkFonts seam. */
import {
  type Box,
  boxOfRings,
  type Matrix,
  matrixChain,
  matrixScale,
  matrixTranslate,
  type Point,
  regionGap,
  ringsTransform,
} from '../geometry';
import { flattenPath, type Region, regionFromGlyphs, regionFromPath, transformPath } from '../path';
import { compoundBoundary, isCommonWord } from '../type/word-parts';
import type { MarkContext, MarkText, MarkTextOptions, NameGlyph } from './types';

export interface SetLetters {
  text: string;
  /** Outline path data, baseline at y = 0. */
  d: string;
  /** Ink box of the outline. */
  box: Box;
  line: MarkText;
  /** How the text was set (to set its letters one by one the same way). */
  options: MarkTextOptions;
}

/** Raised when an archetype needs lettering but the context has no fonts. */
export class MissingFontsError extends Error {
  constructor(archetype: string) {
    super(`${archetype} needs fonts to set letters`);
    this.name = 'MissingFontsError';
  }
}

/** Sets `text` as outlines; throws MissingFontsError without fonts. */
export function setLetters(ctx: MarkContext, archetype: string, text: string, options: MarkTextOptions): SetLetters {
  if (!ctx.fonts) throw new MissingFontsError(archetype);
  const line = ctx.fonts.setText(text, options);
  const box = boxOfRings(flattenPath(line.d, 1));
  if (!(box.maxX > box.minX)) throw new Error(`${archetype}: no drawable glyphs in "${text}"`);
  return { text, d: line.d, box, line, options };
}

/** The glyph outline as a boolean region (glyphs use non-overlapping contours, so even-odd reads them right). */
export function lettersRegion(letters: SetLetters): Region {
  return regionFromGlyphs(letters.d, 0.5);
}

/** Scripts the bundled display faces draw (Latin, Greek, Cyrillic letters and digits). */
const DRAWABLE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}]/u;

/** True when the text has at least one character the bundled faces can draw. */
export function hasDrawableLetters(text: string): boolean {
  return DRAWABLE.test(text);
}

/** Initials the fonts can draw: the context's, else the first drawable letter of each word. */
function drawableInitials(ctx: MarkContext): string {
  const given = [...ctx.initials].filter((ch) => DRAWABLE.test(ch)).join('');
  if (given) return given;
  const fromWords = ctx.brief.brandName
    .split(/\s+/)
    .map((word) => [...word].find((ch) => DRAWABLE.test(ch)) ?? '')
    .join('');
  return fromWords.toUpperCase();
}

/** The first initial (upper case); throws when the name has no letter the fonts can draw. */
export function firstInitial(ctx: MarkContext): string {
  const initial = drawableInitials(ctx)[0];
  if (!initial) throw new Error('The brand name has no letters the bundled fonts can draw');
  return /\p{Script=Greek}/u.test(initial) ? greekCapitals(initial) : initial.toUpperCase();
}

/** Greek letters as capitals set alone: without the tonos a Greek capital keeps only at the start of a word. */
function greekCapitals(text: string): string {
  return text
    .toLocaleUpperCase('el')
    .normalize('NFD')
    .replace(/\u0301/g, '')
    .normalize('NFC');
}

/** English words of two letters: initials that spell one read as that word ("NO" for Northwind Oyster). */
const TWO_LETTER_WORDS = new Set(
  'AH AM AN AS AT AX BE BY DO EH GO HA HE HI IF IN IS IT LO ME MY NO OF OH OK ON OR OW OX PI SO TO UH UM UP US WE YE YO'.split(' '),
);

/**
 * Letter groups that read as a sign, not as initials: the SS runes and the KKK of hate groups, the trademark sign,
 * the toilet door and toilet paper, the adult-film rating, slang for nonsense. A brand's initials never set them as a
 * monogram ("Second Stitch" → S; Tide|pool is no TP).
 */
const READS_AS_SIGN = new Set(['SS', 'KKK', 'TM', 'WC', 'XXX', 'TP', 'BS', 'PP', 'VD', 'STD']);

/**
 * Initials that are already someone's name: a state or city, a broadcaster, an agency, a famous firm. A monogram of
 * them reads as that name, not the brand's (North Shore Window Cleaning's NSW read as New South Wales).
 */
const FAMOUS_INITIALS = new Set(
  'NSW NYC USA UAE EU UN UK LA DC NHS BBC CNN NBC CBS ABC ITV NBA NFL NHL MLB FBI CIA KGB NSA MI5 IRS IBM HP GE BMW VW KFC UPS DHL AT&T'.split(
    ' ',
  ),
);

/** Whether letters set together read as an English word or a sign rather than as initials ("NO", "PIG", "SS"). */
function readsAsWord(letters: string): boolean {
  const upper = letters.toUpperCase();
  if (READS_AS_SIGN.has(upper) || FAMOUS_INITIALS.has(upper)) return true;
  if (letters.length === 2) return TWO_LETTER_WORDS.has(upper);
  return letters.length >= 3 && /^[A-Za-z]+$/.test(letters) && isCommonWord(letters);
}

/**
 * Up to `max` initials; a single-word brand gives its first letter. Initials that spell a word lose a middle letter,
 * else all but the first ("Pemberton Insurance Group": PIG → PG; "Northwind Oyster": NO → N).
 */
export function monogramLetters(ctx: MarkContext, max: number): string {
  const chars = [...(drawableInitials(ctx) || firstInitial(ctx))].slice(0, max);
  if (!readsAsWord(chars.join(''))) return chars.join('');
  for (let skip = chars.length - 2; skip >= 1; skip--) {
    const rest = chars.filter((_, i) => i !== skip).join('');
    if (!readsAsWord(rest)) return rest;
  }
  return chars[0]!;
}

/**
 * The two letters a one-word name gives a pair monogram, as indexes into its drawable letters: the initials of a closed
 * compound's parts (NORTH|WIND → N W, COPPER|LINE → C L), or the whole of a two-letter name (OX); undefined otherwise.
 * Two letters picked out of one word read as initials the name does not have ("OA" for Okafor, "C|L" for a Clayworks
 * the word list cannot split): a reader takes them for two words.
 */
function oneWordPair(word: string, letters: readonly string[]): [number, number] | undefined {
  const boundary = /^[A-Za-z]+$/.test(word) ? compoundBoundary(word) : 0;
  if (boundary > 0) return [0, boundary];
  return letters.length === 2 ? [0, 1] : undefined;
}

/**
 * Two letters for pair monograms: the first initial with the next initial that does not spell a word with it, else
 * the initials of a closed compound's parts, else a two-letter name whole. Throws for a one-word name with no second
 * initial, so a pair monogram gives way to the designer's next take.
 */
export function letterPair(ctx: MarkContext): [string, string] {
  const initials = [...drawableInitials(ctx)];
  const partner = initials.find((letter, i) => i > 0 && !readsAsWord(`${initials[0]}${letter}`));
  if (initials.length >= 2 && partner) return [initials[0]!, partner];
  const word =
    ctx.brief.brandName
      .trim()
      .split(/\s+/)
      .find((w) => DRAWABLE.test(w)) ?? '';
  const letters = [...word].filter((ch) => DRAWABLE.test(ch)).map((ch) => ch.toUpperCase());
  const pair = oneWordPair(word, letters);
  if (!pair) throw new Error(`${ctx.brief.brandName.trim() || 'the name'} has no second initial for a pair monogram`);
  const [first, second] = [letters[pair[0]]!, letters[pair[1]]!];
  if (READS_AS_SIGN.has(`${first}${second}`))
    throw new Error(`${ctx.brief.brandName.trim()} has no second initial for a pair monogram: ${first}${second} reads as a sign`);
  return [first, second];
}

/** The brand name's letters only (for short names used whole, e.g. striped marks of ≤ 4 letters). */
export function compactName(ctx: MarkContext): string {
  return ctx.brief.brandName.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Uniform scale that fits `box` into maxWidth × maxHeight, centred on `center`. */
export function fitMatrix(box: Box, center: Point, maxWidth: number, maxHeight: number): Matrix {
  const scale = Math.min(maxWidth / (box.maxX - box.minX), maxHeight / (box.maxY - box.minY));
  return matrixChain(
    matrixTranslate(-(box.minX + box.maxX) / 2, -(box.minY + box.maxY) / 2),
    matrixScale(scale),
    matrixTranslate(center.x, center.y),
  );
}

/** The letters' region placed by a matrix. */
export function placedRegion(letters: SetLetters, m: Matrix): Region {
  return ringsTransform(lettersRegion(letters), m);
}

/**
 * Applies the designer's wordmark case to letters used in a mark. A lone lowercase i is the information sign (a tattoo
 * studio's monogram read as a help desk's), so one i stands as a capital whatever the case; Greek stands in capitals.
 */
export function applyMarkCase(ctx: MarkContext, text: string): string {
  // Greek small letters read as Latin ones (υ as u, ν as v, ρ as p: Ύπνος's monogram read "U"), so Greek letters in
  // a mark stand as capitals, without the accent Greek capitals drop when set alone.
  if (/\p{Script=Greek}/u.test(text)) return greekCapitals(text);
  const textCase = ctx.dna.typography?.wordmark?.case;
  const cased = textCase === 'lower' ? text.toLowerCase() : textCase === 'upper' || textCase === 'small-caps' ? text.toUpperCase() : text;
  return /^[iıíìîï]$/u.test(cased) ? cased.toUpperCase() : cased;
}

/** One positioned glyph of a set line. */
export interface LineGlyph {
  d: string;
  box: Box;
}

/**
 * A line set as separate, positioned glyph outlines (spaces dropped). Uses the font seam's per-glyph
 * outlines (kerned) when offered, else sets each character and advances by its width.
 */
export function setLineGlyphs(ctx: MarkContext, archetype: string, text: string, options: MarkTextOptions): LineGlyph[] {
  if (!ctx.fonts) throw new MissingFontsError(archetype);
  const outlines = ctx.fonts.glyphOutlines
    ? ctx.fonts.glyphOutlines(text, options).map((g) => g.d)
    : (() => {
        let pen = 0;
        return [...text].map((char) => {
          const line = ctx.fonts!.setText(char, options);
          const d = line.d === '' ? '' : transformPath(line.d, [1, 0, 0, 1, pen, 0]);
          pen += line.width + (options.trackingEm ?? 0) * options.size;
          return d;
        });
      })();
  return outlines.filter((d) => d.trim() !== '').map((d) => ({ d, box: boxOfRings(flattenPath(d, 1)) }));
}

/** The designer's wordmark treatment as text options (weight, tracking, width, slant). */
export function wordmarkOptions(ctx: MarkContext, size: number): MarkTextOptions {
  const w = ctx.dna.typography?.wordmark;
  return { role: 'display', size, weight: w?.weight, trackingEm: w?.trackingEm ?? 0, scaleX: w?.scaleX, obliqueDeg: w?.obliqueDeg };
}

/** The brand name in the designer's wordmark case. */
export function wordmarkText(ctx: MarkContext): string {
  return applyMarkCase(ctx, ctx.brief.brandName.trim());
}

/**
 * The set glyphs paired with the characters they draw (spaces dropped), for Mark.features.nameGlyphs; undefined
 * when a character drew no outline, so the pairing would be a guess.
 */
export function toNameGlyphs(text: string, glyphs: readonly Pick<LineGlyph, 'd'>[]): NameGlyph[] | undefined {
  const chars = [...text].filter((char) => char.trim() !== '');
  if (chars.length !== glyphs.length) return undefined;
  return glyphs.map((g, i) => ({ char: chars[i]!, d: g.d }));
}

/**
 * Each character of `letters` as its own clean outline, placed by `m` as the module placed the whole set (for
 * Mark.features.letterGlyphs); undefined when the font seam gives no per-glyph outlines or the pairing is unsure.
 */
export function cleanLetterGlyphs(ctx: MarkContext, letters: SetLetters, m: Matrix): NameGlyph[] | undefined {
  const outlines = [...letters.text].length === 1 ? [{ d: letters.d }] : ctx.fonts?.glyphOutlines?.(letters.text, letters.options);
  if (!outlines) return undefined;
  return toNameGlyphs(
    letters.text,
    outlines.filter((g) => g.d.trim() !== '').map((g) => ({ d: transformPath(g.d, m) })),
  );
}

/** Least clear space between two letters of a set name, in its cap heights, and the tracking steps to reach it. */
const LETTER_GAP_CAP = 0.02;
const TRACKING_STEP = 0.02;
const MAX_TRACKING_STEPS = 4;

/**
 * The setting opened a little where a tight, heavy face makes two letters touch (an italic T's arm over the O): the
 * letters of a name are read one by one, and joined they read as one shape.
 */
export function openedApart(ctx: MarkContext, archetype: string, text: string, options: MarkTextOptions, minGap?: number): MarkTextOptions {
  // Tracking moves letters, never their size: the gap asked for is the same at every step.
  const gap = Math.max(minGap ?? 0, LETTER_GAP_CAP * setLetters(ctx, archetype, text, options).line.capHeight);
  for (let step = 0; step <= MAX_TRACKING_STEPS; step++) {
    const trial = { ...options, trackingEm: (options.trackingEm ?? 0) + step * TRACKING_STEP };
    const glyphs = setLineGlyphs(ctx, archetype, text, trial).map((g) => regionFromPath(g.d, 0.5));
    if (glyphs.every((g, i) => i === 0 || regionGap(glyphs[i - 1]!, g, gap * 2) >= gap)) return trial;
  }
  return { ...options, trackingEm: (options.trackingEm ?? 0) + MAX_TRACKING_STEPS * TRACKING_STEP };
}
