/** A FontHandle over opentype.js fonts; several subset files (latin, latin-ext) act as one font. */
import type { Font, Glyph } from 'opentype.js';
import type { FontHandle, FontStyle, GlyphData, OutlineCommand } from './types';

export interface OpentypeFontParams {
  family: string;
  weight: number;
  style: FontStyle;
  /** Parsed subset files, most used first (latin, then latin-ext). */
  subsets: readonly Font[];
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

/** Wraps parsed opentype.js subset files as one FontHandle; glyphs are cached per character. */
export function createOpentypeFont(params: OpentypeFontParams): FontHandle {
  const main = params.subsets[0];
  if (!main) throw new Error(`No font files for ${params.family}`);
  const metrics = readOs2(main);
  const cache = new Map<string, GlyphData>();
  const kerningTables = params.subsets.map((font) => {
    const position = (font as unknown as { position: KerningPosition }).position;
    return position.getKerningTables(position.getDefaultScriptName());
  });

  const findSubset = (char: string): number => params.subsets.findIndex((font) => font.hasChar(char));

  return {
    family: params.family,
    weight: params.weight,
    style: params.style,
    unitsPerEm: main.unitsPerEm,
    ascender: main.ascender,
    descender: main.descender,
    capHeight: metrics.capHeight,
    xHeight: metrics.xHeight,
    hasChar: (char) => findSubset(char) >= 0,
    getGlyph(char) {
      const cached = cache.get(char);
      if (cached) return cached;
      const subset = Math.max(0, findSubset(char));
      const glyph = (params.subsets[subset] ?? main).charToGlyph(char);
      const data: GlyphData = { id: subset * SUBSET_STRIDE + glyph.index, advance: glyph.advanceWidth ?? 0, outline: toOutline(glyph) };
      cache.set(char, data);
      return data;
    },
    getKerning(left, right) {
      const subset = Math.floor(left.id / SUBSET_STRIDE);
      // Pairs across subset files have no kerning data.
      if (subset !== Math.floor(right.id / SUBSET_STRIDE)) return 0;
      const font = params.subsets[subset];
      if (!font) return 0;
      const tables = kerningTables[subset];
      const l = left.id % SUBSET_STRIDE;
      const r = right.id % SUBSET_STRIDE;
      if (tables) return (font as unknown as { position: KerningPosition }).position.getKerningValue(tables, l, r);
      return font.getKerningValue(l, r);
    },
  };
}
