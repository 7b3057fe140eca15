/** The type seam: fonts as library-neutral handles, and what setting a line of text returns. */

export type FontStyle = 'normal' | 'italic';

/** One outline command in font units, y up (as stored in the font). */
export type OutlineCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

/** A glyph as the font stores it: id, advance and outline, all in font units. */
export interface GlyphData {
  id: number;
  advance: number;
  outline: OutlineCommand[];
}

/** A loaded font at one weight and style; built by a FontSource (Node: from @fontsource files). */
export interface FontHandle {
  readonly family: string;
  readonly weight: number;
  readonly style: FontStyle;
  readonly unitsPerEm: number;
  /** Vertical metrics in font units, measured up from the baseline (descender is negative). */
  readonly ascender: number;
  readonly descender: number;
  readonly capHeight: number;
  readonly xHeight: number;
  /** True when the font has a real glyph for this character (not .notdef). */
  hasChar(char: string): boolean;
  /** The glyph for one character; .notdef when missing (callers check hasChar first). */
  getGlyph(char: string): GlyphData;
  /** Pair kerning in font units (GPOS or kern table); 0 when the font has none. */
  getKerning(left: GlyphData, right: GlyphData): number;
  /**
   * Shapes a run with the font's OpenType layout (HarfBuzz): contextual Arabic forms, Devanagari conjuncts and
   * reordered vowel signs, mark positioning. Glyphs come in visual order (left to right). Null when the font
   * cannot shape this run (no shaper, or the run spans several subset files).
   */
  shape?(text: string, direction: TextDirection): ShapedGlyph[] | null;
}

export type TextDirection = 'ltr' | 'rtl';

/** One glyph of a shaped run, in font units; `cluster` is the UTF-16 index in the run of the first character it draws. */
export interface ShapedGlyph {
  glyph: GlyphData;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Where fonts come from. Weight is snapped to the nearest weight the family ships. */
export interface FontSource {
  getFont(family: string, weight: number, style?: FontStyle): FontHandle;
  /** Fonts tried in order for characters the chosen font lacks, so no tofu is ever drawn. */
  getFallbacks(weight: number): FontHandle[];
}

export type TextCase = 'upper' | 'lower' | 'title' | 'sentence' | 'as-typed' | 'small-caps';

export interface SetTextOptions {
  /** Font size (em) in output units. */
  size: number;
  /** Extra space after each glyph, in em (negative tightens). */
  trackingEm: number;
  /** Horizontal scale: < 1 condenses, > 1 extends. Default 1. */
  scaleX?: number;
  /** Faux oblique slant in degrees, positive leans right. Default 0. */
  obliqueDeg?: number;
  /** Case transform applied before layout. Default 'as-typed'. */
  textCase?: TextCase;
  /** Fonts for characters the main font lacks; default none (missing glyphs then throw). */
  fallbacks?: FontHandle[];
}

/** Axis-aligned box in output units (SVG axes: y grows downward). */
export interface TextBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * One laid-out glyph with its own outline, for monograms and per-letter colour. A line's glyphs are listed in
 * reading (logical) order; `x` is the visual position, so in right-to-left text the first glyph sits rightmost.
 */
export interface GlyphOutline {
  /**
   * The characters it draws (after the case transform): one for most glyphs, several for a ligature (Arabic
   * lām-alif), empty for the second and later glyphs of one shaped cluster (a Devanagari vowel sign).
   */
  char: string;
  /** SVG path data in output units, baseline at y = 0. */
  d: string;
  /** Pen position and advance (after kerning, tracking and scaleX). */
  x: number;
  advance: number;
  /** Empty for spaces. */
  bbox: TextBox | null;
  /** True when the glyph came from a fallback font. */
  fallback: boolean;
}

/** A set line: the outline of the whole run plus metrics, baseline at y = 0, pen starting at x = 0. */
export interface SetTextResult {
  d: string;
  /** Advance width of the line (trailing tracking removed). */
  width: number;
  /** Distances from the baseline, positive up / down. */
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
  /** Ink bounds; for an all-space string a zero box at the origin. */
  bbox: TextBox;
  glyphs: GlyphOutline[];
}
