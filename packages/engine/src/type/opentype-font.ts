/** A FontHandle over opentype.js fonts; several subset files (latin, latin-ext, greek, arabic…) act as one font. */
import type { Font, Glyph } from 'opentype.js';
import type { FontHandle, FontStyle, GlyphData, OutlineCommand, ShapedGlyph, TextDirection } from './types';

/** A run shaper over one subset file: glyph ids of that file with positions in font units, visual order. */
export type RunShaper = (
  text: string,
  direction: TextDirection,
) => Array<{ id: number; cluster: number; xAdvance: number; xOffset: number; yOffset: number }>;

/** One subset file of a family, loaded on first use. */
export interface FontSubset {
  /** Whether the file's unicode-range covers this code point. */
  covers(codePoint: number): boolean;
  load(): Font;
  /** A shaper over the same file (Node: HarfBuzz); absent where shaping is not available. */
  loadShaper?(): RunShaper;
}

export interface OpentypeFontParams {
  family: string;
  weight: number;
  style: FontStyle;
  /** Subset files, the one carrying the Latin metrics (capHeight, xHeight) first. */
  subsets: readonly FontSubset[];
}

// Glyph ids of different subset files are kept apart by this stride.
const SUBSET_STRIDE = 1_000_000;

interface KerningPosition {
  getKerningTables(script?: string): unknown;
  getKerningValue(tables: unknown, left: number, right: number): number;
  getDefaultScriptName(): string;
}

function measureGlyphHeight(font: Font, char: string): number {
  const glyph = font.charToGlyph(char);
  const box = glyph.getBoundingBox();
  return Math.max(box.y2, 0);
}

function readOs2(font: Font): { capHeight: number; xHeight: number } {
  const os2 = font.tables.os2 as { sCapHeight?: number; sxHeight?: number } | undefined;
  // Older fonts leave the OS/2 heights at 0; measure "H" and "x" then.
  const capHeight = os2?.sCapHeight || measureGlyphHeight(font, 'H') || font.ascender * 0.7;
  const xHeight = os2?.sxHeight || measureGlyphHeight(font, 'x') || capHeight * 0.7;
  return { capHeight, xHeight };
}

function toOutline(glyph: Glyph): OutlineCommand[] {
  // opentype.js keeps the raw outline in font units with y up, as our seam wants.
  return glyph.path.commands.map((command): OutlineCommand => {
    switch (command.type) {
      case 'M':
      case 'L':
        return { type: command.type, x: command.x, y: command.y };
      case 'Q':
        return { type: 'Q', x1: command.x1, y1: command.y1, x: command.x, y: command.y };
      case 'C':
        return { type: 'C', x1: command.x1, y1: command.y1, x2: command.x2, y2: command.y2, x: command.x, y: command.y };
      default:
        return { type: 'Z' };
    }
  });
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/**
 * Wraps subset files as one FontHandle; files are parsed when a character or a metric needs them, glyphs cached per
 * character.
 */
export function createOpentypeFont(params: OpentypeFontParams): FontHandle {
  const first = params.subsets[0];
  if (!first) throw new Error(`No font files for ${params.family}`);
  const fonts = params.subsets.map((subset) => lazy(() => subset.load()));
  const shapers = params.subsets.map((subset) => lazy(() => subset.loadShaper?.() ?? null));
  const kerning = params.subsets.map((_, index) =>
    lazy(() => {
      const position = (fonts[index]!() as unknown as { position: KerningPosition }).position;
      return position.getKerningTables(position.getDefaultScriptName());
    }),
  );
  // The first file carries the face's metrics; it too is parsed on first use, so a fallback face that draws
  // nothing costs no parse.
  const head = lazy(() => {
    const main = fonts[0]!();
    return { main, ...readOs2(main) };
  });
  const cache = new Map<string, GlyphData>();
  const byId = new Map<number, GlyphData>();
  const subsetOf = new Map<string, number>();

  const findSubset = (char: string): number => {
    const known = subsetOf.get(char);
    if (known !== undefined) return known;
    const codePoint = char.codePointAt(0) ?? 0;
    const index = params.subsets.findIndex((subset, i) => subset.covers(codePoint) && fonts[i]!().hasChar(char));
    subsetOf.set(char, index);
    return index;
  };
  const glyphById = (subset: number, index: number): GlyphData => {
    const id = subset * SUBSET_STRIDE + index;
    const cached = byId.get(id);
    if (cached) return cached;
    const glyph = (fonts[subset] ?? fonts[0]!)().glyphs.get(index);
    const data: GlyphData = { id, advance: glyph.advanceWidth ?? 0, outline: toOutline(glyph) };
    byId.set(id, data);
    return data;
  };

  return {
    family: params.family,
    weight: params.weight,
    style: params.style,
    get unitsPerEm() {
      return head().main.unitsPerEm;
    },
    get ascender() {
      return head().main.ascender;
    },
    get descender() {
      return head().main.descender;
    },
    get capHeight() {
      return head().capHeight;
    },
    get xHeight() {
      return head().xHeight;
    },
    hasChar: (char) => findSubset(char) >= 0,
    getGlyph(char) {
      const cached = cache.get(char);
      if (cached) return cached;
      const subset = Math.max(0, findSubset(char));
      const data = glyphById(subset, (fonts[subset] ?? fonts[0]!)().charToGlyphIndex(char));
      cache.set(char, data);
      return data;
    },
    getKerning(left, right) {
      const subset = Math.floor(left.id / SUBSET_STRIDE);
      // Pairs across subset files have no kerning data.
      if (subset !== Math.floor(right.id / SUBSET_STRIDE)) return 0;
      const load = fonts[subset];
      if (!load) return 0;
      const font = load();
      const tables = kerning[subset]!();
      const l = left.id % SUBSET_STRIDE;
      const r = right.id % SUBSET_STRIDE;
      if (tables) return (font as unknown as { position: KerningPosition }).position.getKerningValue(tables, l, r);
      return font.getKerningValue(l, r);
    },
    shape(text, direction): ShapedGlyph[] | null {
      const chars = Array.from(text).filter((c) => !/\s/u.test(c));
      const subset = chars[0] === undefined ? -1 : findSubset(chars[0]);
      // One shaping call sees one file; a run spread over several files is set glyph by glyph.
      if (subset < 0 || chars.some((c) => findSubset(c) !== subset)) return null;
      const shaper = shapers[subset]!();
      if (!shaper) return null;
      return shaper(text, direction).map((g) => ({
        glyph: glyphById(subset, g.id),
        cluster: g.cluster,
        xAdvance: g.xAdvance,
        xOffset: g.xOffset,
        yOffset: g.yOffset,
      }));
    },
  };
}
