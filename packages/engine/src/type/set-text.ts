/**
 * Sets one line of text as outlines: kerning, tracking, case, scaleX, faux oblique, fallback fonts, bidi order
 * and shaping of complex scripts (Arabic joining forms, Devanagari conjuncts) through the font's shaper.
 */
import { type PathCommand, toPathData } from '../svg/numbers';
import { mirrorChar, orderRunsVisually, resolveLevels } from './bidi';
import { stripEmoji } from './emoji';
import { applyTextCase } from './text-case';
import type { FontHandle, GlyphData, GlyphOutline, SetTextOptions, SetTextResult, TextBox } from './types';

/** A character after the case transform, where it sits in the logical text, and the font that draws it. */
interface Item {
  char: string;
  /** The character set (a mirrored bracket in right-to-left text, a base letter for a missing accent). */
  drawn: string;
  offset: number;
  level: number;
  smallCap: boolean;
  font: FontHandle;
}

/** One glyph to place, in font units of its own font. */
interface Piece {
  chars: string;
  /** Sort key for reading order: logical offset, then position inside a shaped cluster. */
  order: [number, number];
  font: FontHandle;
  glyph: GlyphData;
  glyphScale: number;
  fallback: boolean;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  shaped: boolean;
  /** Tracking may follow this glyph (not inside a joined Arabic or Devanagari word, not before a mark). */
  trackAfter: boolean;
}

// Scripts whose letters change shape with their neighbours, reorder or stack marks: set through the shaper.
const COMPLEX_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Thai}\p{Script=Lao}\p{Script=Tibetan}\p{Script=Myanmar}\p{Script=Khmer}]/u;
// Scripts whose letters join (cursive Arabic, the Devanagari headline): letter-spacing would break the word.
const JOINING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}]/u;

/**
 * True when letters of `text` cannot be pulled apart and re-placed one by one: right-to-left, joined or shaped
 * scripts (Hebrew, Arabic, Devanagari…). Letter tricks then treat the whole line as one shape.
 */
export function keepsLettersTogether(text: string): boolean {
  return COMPLEX_SCRIPT.test(text);
}

/** Small capitals sit a little above the x-height, as in drawn small caps. */
function smallCapScale(font: FontHandle): number {
  const ratio = font.capHeight > 0 ? (font.xHeight / font.capHeight) * 1.12 : 0.78;
  return Math.min(0.86, Math.max(0.7, ratio));
}

function stripMarks(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Finds a font that really draws `char`: the main font, then fallbacks, then the base letter without accents. */
function resolveGlyph(char: string, font: FontHandle, fallbacks: readonly FontHandle[]): { font: FontHandle; char: string } | null {
  for (const candidate of [char, stripMarks(char)]) {
    if (candidate === '') continue;
    if (font.hasChar(candidate)) return { font, char: candidate };
    const other = fallbacks.find((f) => f.hasChar(candidate));
    if (other) return { font: other, char: candidate };
  }
  // Whitespace of any kind is set as the main font's space.
  if (/\s/u.test(char) && font.hasChar(' ')) return { font, char: ' ' };
  return null;
}

/**
 * Han characters are shared by Chinese, Japanese and Korean, with regional forms: text with kana is Japanese and
 * text with Hangul is Korean, so their Han characters take that face instead of the Simplified Chinese one.
 */
function preferRegionalFace(text: string, fallbacks: readonly FontHandle[]): readonly FontHandle[] {
  const suffix = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? / JP$/ : /\p{Script=Hangul}/u.test(text) ? / KR$/ : null;
  if (!suffix) return fallbacks;
  const regional = fallbacks.filter((f) => suffix.test(f.family));
  return [...regional, ...fallbacks.filter((f) => !regional.includes(f))];
}

/** The cased characters with their fonts and bidi levels; characters no font draws (and emoji) are left out. */
function collectItems(font: FontHandle, text: string, options: SetTextOptions): Item[] {
  const cased = applyTextCase(stripEmoji(text.normalize('NFC')), options.textCase ?? 'as-typed');
  const logical = cased.map((c) => c.char).join('');
  const levels = resolveLevels(logical);
  const fallbacks = preferRegionalFace(logical, options.fallbacks ?? []);
  const items: Item[] = [];
  let offset = 0;
  for (const { char, smallCap } of cased) {
    const level = levels[offset] ?? 0;
    const at = offset;
    offset += char.length;
    const previous = items[items.length - 1];
    // Marks and joiners stay in the font of the letter they belong to, so the shaper sees the whole cluster.
    if (previous && /^[\p{M}\p{Cf}]$/u.test(char) && previous.font.hasChar(char)) {
      items.push({ char, drawn: char, offset: at, level, smallCap, font: previous.font });
      continue;
    }
    const wanted = level % 2 === 1 ? mirrorChar(char) : char;
    const found = resolveGlyph(wanted, font, fallbacks);
    // A character no bundled font can draw is left out rather than drawn as a box.
    if (!found) continue;
    items.push({ char: wanted === char ? found.char : char, drawn: found.char, offset: at, level, smallCap, font: found.font });
  }
  return items;
}

/** Consecutive items in one font at one bidi level. */
function splitRuns(items: readonly Item[]): Item[][] {
  const runs: Item[][] = [];
  for (const item of items) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && last.font === item.font && last.level === item.level) run.push(item);
    else runs.push([item]);
  }
  return runs;
}

function scaleFor(item: Item, options: SetTextOptions): number {
  return (options.size / item.font.unitsPerEm) * (item.smallCap ? smallCapScale(item.font) : 1);
}

/** Glyphs of a shaped run in visual order, each cluster's characters on its first glyph in reading order. */
function shapeRun(run: readonly Item[], main: FontHandle, options: SetTextOptions): Piece[] | null {
  const first = run[0]!;
  const text = run.map((item) => item.drawn).join('');
  if (!first.font.shape || !COMPLEX_SCRIPT.test(text)) return null;
  const rtl = first.level % 2 === 1;
  const shaped = first.font.shape(text, rtl ? 'rtl' : 'ltr');
  if (!shaped || shaped.length === 0) return null;
  const starts: number[] = [];
  let at = 0;
  for (const item of run) {
    starts.push(at);
    at += item.drawn.length;
  }
  const clusters = [...new Set(shaped.map((g) => g.cluster))].sort((a, b) => a - b);
  const joined = JOINING_SCRIPT.test(text);
  const logical = rtl ? [...shaped].reverse() : shaped;
  const seen = new Map<number, number>();
  const pieces = new Map<(typeof shaped)[number], Piece>();
  for (const g of logical) {
    const index = seen.get(g.cluster) ?? 0;
    seen.set(g.cluster, index + 1);
    const next = clusters.find((c) => c > g.cluster) ?? text.length;
    const itemIndex = Math.max(
      0,
      starts.findLastIndex((s) => s <= g.cluster),
    );
    const item = run[itemIndex]!;
    const chars =
      index === 0
        ? run
            .filter((_, i) => starts[i]! >= g.cluster && starts[i]! < next)
            .map((it) => it.char)
            .join('')
        : '';
    pieces.set(g, {
      chars,
      order: [item.offset, index],
      font: item.font,
      glyph: g.glyph,
      glyphScale: scaleFor({ ...item, smallCap: false }, options),
      fallback: item.font !== main,
      xAdvance: g.xAdvance,
      xOffset: g.xOffset,
      yOffset: g.yOffset,
      shaped: true,
      trackAfter: false,
    });
  }
  const visual = shaped.map((g) => pieces.get(g)!);
  // Tracking goes after the last glyph of a cluster, never inside a joined word.
  visual.forEach((piece, i) => {
    const next = visual[i + 1];
    piece.trackAfter = !next || (!joined && shaped[i + 1]!.cluster !== shaped[i]!.cluster);
  });
  return visual;
}

/** Glyphs of a run set one character at a time, in visual order. */
function placeRun(run: readonly Item[], main: FontHandle, options: SetTextOptions): Piece[] {
  const pieces = run.map((item): Piece => {
    const glyph = item.font.getGlyph(item.drawn);
    return {
      chars: item.char,
      order: [item.offset, 0],
      font: item.font,
      glyph,
      glyphScale: scaleFor(item, options),
      fallback: item.font !== main,
      xAdvance: glyph.advance,
      xOffset: 0,
      yOffset: 0,
      shaped: false,
      trackAfter: true,
    };
  });
  return (run[0]?.level ?? 0) % 2 === 1 ? pieces.reverse() : pieces;
}

/** Every glyph of the line in visual order (UAX #9 L2 over the runs). */
function placeGlyphs(font: FontHandle, text: string, options: SetTextOptions): Piece[] {
  const runs = splitRuns(collectItems(font, text, options)).map((run) => ({
    level: run[0]?.level ?? 0,
    pieces: shapeRun(run, font, options) ?? placeRun(run, font, options),
  }));
  return orderRunsVisually(runs).flatMap((run) => run.pieces);
}

function growBox(box: TextBox | null, x: number, y: number): TextBox {
  if (!box) return { minX: x, minY: y, maxX: x, maxY: y };
  return { minX: Math.min(box.minX, x), minY: Math.min(box.minY, y), maxX: Math.max(box.maxX, x), maxY: Math.max(box.maxY, y) };
}

function unionBoxes(boxes: ReadonlyArray<TextBox | null>): TextBox {
  let out: TextBox | null = null;
  for (const box of boxes) {
    if (!box) continue;
    out = growBox(growBox(out, box.minX, box.minY), box.maxX, box.maxY);
  }
  return out ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 };
}

/** The least clear space between two words' ink, in em: a space in a tight script can shrink to nothing. */
const MIN_WORD_GAP_EM = 0.25;

/**
 * Lays out `text` in `font` and converts it to outline path data (baseline at y = 0, SVG axes).
 * Kerning pairs come from the font (GPOS or kern); tracking is added between glyphs only.
 */
export function setText(font: FontHandle, text: string, options: SetTextOptions): SetTextResult {
  const scaleX = options.scaleX ?? 1;
  const shear = Math.tan(((options.obliqueDeg ?? 0) * Math.PI) / 180);
  const tracking = options.trackingEm * options.size;
  const placed = placeGlyphs(font, text, options);
  const glyphs: Array<GlyphOutline & { order: [number, number] }> = [];
  const minWordGap = MIN_WORD_GAP_EM * options.size;
  let pen = 0;
  // The ink's right edge so far, and where the last word ended (a space was set since).
  let inkRight = -Infinity;
  let wordEnd: number | undefined;
  placed.forEach((item, index) => {
    const { glyph, glyphScale } = item;
    const outline = (origin: number) => {
      // Grown in place: this runs for every outline point of every glyph.
      const box: TextBox = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      const map = (gx: number, gy: number): [number, number] => {
        const ux = gx + item.xOffset;
        const uy = gy + item.yOffset;
        const x = origin + ux * glyphScale * scaleX + shear * uy * glyphScale;
        const y = -uy * glyphScale;
        if (x < box.minX) box.minX = x;
        if (x > box.maxX) box.maxX = x;
        if (y < box.minY) box.minY = y;
        if (y > box.maxY) box.maxY = y;
        return [x, y];
      };
      return { d: toPathData(glyph.outline as PathCommand[], map), box };
    };
    let { d, box } = outline(pen);
    if (d !== '' && wordEnd !== undefined) {
      // A word whose first letter reaches back over the space (a script capital's entry swash) would run into the
      // word before it ("PâtisserieNoémie"): the word moves right until a clear gap parts the two.
      const gap = box.minX - wordEnd;
      if (gap < minWordGap) {
        pen += minWordGap - gap;
        ({ d, box } = outline(pen));
      }
    }
    if (d !== '') {
      inkRight = Math.max(inkRight, box.maxX);
      wordEnd = undefined;
    } else if (/\s/u.test(item.chars) && Number.isFinite(inkRight)) wordEnd ??= inkRight;
    const origin = pen;
    const next = placed[index + 1];
    // Font kerning between glyphs set one by one; a shaped run carries its own positioning.
    const kerned = next && next.font === item.font && !item.shaped && !next.shaped;
    const kern = kerned ? item.font.getKerning(glyph, next.glyph) * glyphScale * scaleX : 0;
    // Open tracking never parts a full stop or comma from its letter ("CO ." reads as a stray dot).
    const hugs = next !== undefined && tracking > 0 && /^[.,]$/u.test(next.chars);
    const advance = item.xAdvance * glyphScale * scaleX + kern + (next && item.trackAfter && !hugs ? tracking : 0);
    glyphs.push({ char: item.chars, d, x: origin, advance, bbox: d === '' ? null : box, fallback: item.fallback, order: item.order });
    pen += advance;
  });
  // Reading order: the same as visual order for left-to-right text.
  glyphs.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]);
  const scale = options.size / font.unitsPerEm;
  return {
    d: glyphs.map((g) => g.d).join(''),
    width: Math.max(0, pen),
    ascent: font.ascender * scale,
    descent: -font.descender * scale,
    capHeight: font.capHeight * scale,
    xHeight: font.xHeight * scale,
    bbox: unionBoxes(glyphs.map((g) => g.bbox)),
    glyphs: glyphs.map(({ order: _order, ...glyph }) => glyph),
  };
}

/** Per-letter outlines of a set line, for monograms and per-letter colour. */
export function listGlyphOutlines(font: FontHandle, text: string, options: SetTextOptions): GlyphOutline[] {
  return setText(font, text, options).glyphs;
}
