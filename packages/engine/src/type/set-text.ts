/** Sets one line of text as outlines: kerning, tracking, case, scaleX, faux oblique, fallback fonts. */
import { type PathCommand, toPathData } from '../svg/numbers';
import { applyTextCase } from './text-case';
import type { FontHandle, GlyphData, GlyphOutline, SetTextOptions, SetTextResult, TextBox } from './types';

interface PlacedGlyph {
  char: string;
  font: FontHandle;
  glyph: GlyphData;
  /** Output units per font unit for this glyph (small caps are reduced). */
  glyphScale: number;
  fallback: boolean;
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

function placeGlyphs(font: FontHandle, text: string, options: SetTextOptions): PlacedGlyph[] {
  const scale = options.size / font.unitsPerEm;
  const placed: PlacedGlyph[] = [];
  for (const { char, smallCap } of applyTextCase(text.normalize('NFC'), options.textCase ?? 'as-typed')) {
    const found = resolveGlyph(char, font, options.fallbacks ?? []);
    // A character no bundled font can draw is left out rather than drawn as a box.
    if (!found) continue;
    const ownScale = (options.size / found.font.unitsPerEm) * (smallCap ? smallCapScale(found.font) : 1);
    placed.push({
      char: found.char,
      font: found.font,
      glyph: found.font.getGlyph(found.char),
      glyphScale: found.font === font ? scale * (smallCap ? smallCapScale(font) : 1) : ownScale,
      fallback: found.font !== font,
    });
  }
  return placed;
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

/**
 * Lays out `text` in `font` and converts it to outline path data (baseline at y = 0, SVG axes).
 * Kerning pairs come from the font (GPOS or kern); tracking is added between glyphs only.
 */
export function setText(font: FontHandle, text: string, options: SetTextOptions): SetTextResult {
  const scaleX = options.scaleX ?? 1;
  const shear = Math.tan(((options.obliqueDeg ?? 0) * Math.PI) / 180);
  const tracking = options.trackingEm * options.size;
  const placed = placeGlyphs(font, text, options);
  const glyphs: GlyphOutline[] = [];
  let pen = 0;
  placed.forEach((item, index) => {
    const { glyph, glyphScale } = item;
    let box: TextBox | null = null;
    const origin = pen;
    const map = (gx: number, gy: number): [number, number] => {
      const x = origin + gx * glyphScale * scaleX + shear * gy * glyphScale;
      const y = -gy * glyphScale;
      box = growBox(box, x, y);
      return [x, y];
    };
    const d = toPathData(glyph.outline as PathCommand[], map);
    const next = placed[index + 1];
    const kern = next && next.font === item.font ? item.font.getKerning(glyph, next.glyph) * glyphScale * scaleX : 0;
    const advance = glyph.advance * glyphScale * scaleX + kern + (next ? tracking : 0);
    glyphs.push({ char: item.char, d, x: origin, advance, bbox: d === '' ? null : box, fallback: item.fallback });
    pen += advance;
  });
  const scale = options.size / font.unitsPerEm;
  return {
    d: glyphs.map((g) => g.d).join(''),
    width: Math.max(0, pen),
    ascent: font.ascender * scale,
    descent: -font.descender * scale,
    capHeight: font.capHeight * scale,
    xHeight: font.xHeight * scale,
    bbox: unionBoxes(glyphs.map((g) => g.bbox)),
    glyphs,
  };
}

/** Per-letter outlines of a set line, for monograms and per-letter colour. */
export function listGlyphOutlines(font: FontHandle, text: string, options: SetTextOptions): GlyphOutline[] {
  return setText(font, text, options).glyphs;
}
