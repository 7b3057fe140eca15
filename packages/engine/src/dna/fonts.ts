/**
 * The @fontsource families the presets draw on (designer-dna.md §3) and `fontRef`, which turns a preset's
 * shorthand (`jost[500,700]`) into a FontRef the type layer can load. Shipped weights follow §3's table;
 * the font loader still reads each package's metadata.json, so this list is for snapping and validation.
 */
import type { FontRef } from './types';

/**
 * The kind of face a family is, for finding the nearest face of the same character when a name's letters are not in
 * the designer's own face (integrate/script-faces.ts): a script for a script, a Didone for a Didone.
 */
export type FaceKind =
  | 'formal-script'
  | 'signature-script'
  | 'casual-script'
  | 'handwriting'
  | 'old-style-serif'
  | 'transitional-serif'
  | 'didone'
  | 'soft-serif'
  | 'blackletter'
  | 'engraved-caps'
  | 'slab'
  | 'typewriter'
  | 'geometric-sans'
  | 'grotesque'
  | 'humanist-sans'
  | 'rounded-sans'
  | 'condensed-sans'
  | 'wide-sans'
  | 'techno-sans'
  | 'stencil'
  | 'dot-matrix'
  | 'hand-cut';

export interface FontFamilyInfo {
  family: string;
  package: `@fontsource/${string}`;
  shippedWeights: readonly number[];
  hasItalic: boolean;
  category: string;
  kind: FaceKind;
  /**
   * How heavy a face shipped in one weight looks on the 100–900 scale (Archivo Black's only weight, 400, reads as
   * 900); absent when the shipped weights say it.
   */
  apparentWeight?: number;
}

/** Every hundred from `from` to `to`, both included. */
function span(from: number, to: number): number[] {
  return Array.from({ length: (to - from) / 100 + 1 }, (_, i) => from + i * 100);
}

/**
 * [package id, family, shipped static weights, has a real italic, classification, kind, apparent weight]: the
 * designer-dna.md §3 table, then the faces for Cyrillic and Greek names and the fallback faces of other scripts.
 */
const FAMILIES = [
  ['jost', 'Jost', span(100, 900), true, 'geometric sans', 'geometric-sans'],
  ['league-spartan', 'League Spartan', span(100, 900), false, 'geometric sans, heavy', 'geometric-sans'],
  ['arvo', 'Arvo', [400, 700], true, 'geometric slab', 'slab'],
  ['dm-sans', 'DM Sans', span(100, 900), true, 'geometric-grotesque sans', 'geometric-sans'],
  ['courier-prime', 'Courier Prime', [400, 700], true, 'typewriter slab', 'typewriter'],
  ['bodoni-moda', 'Bodoni Moda', span(400, 900), true, 'Didone', 'didone'],
  ['saira-stencil-one', 'Saira Stencil One', [400], false, 'stencil', 'stencil', 700],
  ['libre-franklin', 'Libre Franklin', span(100, 900), true, 'gothic grotesque', 'grotesque'],
  ['barlow-condensed', 'Barlow Condensed', span(100, 900), true, 'condensed grotesque', 'condensed-sans'],
  ['saira-condensed', 'Saira Condensed', span(100, 900), false, 'condensed sans', 'condensed-sans'],
  ['barlow', 'Barlow', span(100, 900), true, 'grotesque', 'grotesque'],
  ['inter', 'Inter', span(100, 900), true, 'neo-grotesque', 'grotesque'],
  ['league-gothic', 'League Gothic', [400], false, 'tall condensed gothic', 'condensed-sans', 600],
  ['bebas-neue', 'Bebas Neue', [400], false, 'condensed caps', 'condensed-sans', 700],
  ['londrina-solid', 'Londrina Solid', [100, 300, 400, 900], false, 'hand-cut display', 'hand-cut'],
  ['work-sans', 'Work Sans', span(100, 900), true, 'grotesque', 'grotesque'],
  ['archivo', 'Archivo', span(100, 900), true, 'grotesque', 'grotesque'],
  ['archivo-narrow', 'Archivo Narrow', span(400, 700), true, 'narrow grotesque', 'condensed-sans'],
  ['archivo-black', 'Archivo Black', [400], false, 'black grotesque', 'grotesque', 900],
  ['varela-round', 'Varela Round', [400], false, 'rounded sans', 'rounded-sans'],
  ['eb-garamond', 'EB Garamond', span(400, 800), true, 'Garamond', 'old-style-serif'],
  ['cormorant-garamond', 'Cormorant Garamond', span(300, 700), true, 'display Garamond', 'old-style-serif'],
  ['nunito-sans', 'Nunito Sans', span(200, 900), true, 'humanist sans', 'humanist-sans'],
  ['public-sans', 'Public Sans', span(100, 900), true, 'neutral grotesque', 'grotesque'],
  ['source-serif-4', 'Source Serif 4', span(200, 900), true, 'transitional serif', 'transitional-serif'],
  ['libre-caslon-text', 'Libre Caslon Text', [400, 700], true, 'Caslon', 'old-style-serif'],
  ['libre-baskerville', 'Libre Baskerville', span(400, 700), true, 'Baskerville', 'transitional-serif'],
  ['old-standard-tt', 'Old Standard TT', [400, 700], true, 'Modern/Century-era serif', 'didone'],
  ['mr-de-haviland', 'Mr De Haviland', [400], false, 'signature script', 'signature-script'],
  ['herr-von-muellerhoff', 'Herr Von Muellerhoff', [400], false, 'signature script', 'signature-script'],
  ['crimson-pro', 'Crimson Pro', span(200, 900), true, 'old-style serif', 'old-style-serif'],
  ['montserrat', 'Montserrat', span(100, 900), true, 'geometric sans, ring caps', 'geometric-sans'],
  ['cinzel', 'Cinzel', span(400, 900), false, 'engraved caps', 'engraved-caps'],
  ['im-fell-english', 'IM Fell English', [400], true, 'early-print serif', 'old-style-serif'],
  ['lato', 'Lato', [100, 300, 400, 700, 900], true, 'humanist sans', 'humanist-sans'],
  ['shrikhand', 'Shrikhand', [400], false, 'soft heavy display', 'soft-serif', 900],
  ['lobster', 'Lobster', [400], false, 'connected display script', 'casual-script', 700],
  ['caprasimo', 'Caprasimo', [400], false, 'soft heavy serif', 'soft-serif', 800],
  ['quicksand', 'Quicksand', span(300, 700), false, 'rounded sans', 'rounded-sans'],
  ['nunito', 'Nunito', span(200, 900), true, 'rounded sans', 'rounded-sans'],
  ['alfa-slab-one', 'Alfa Slab One', [400], false, 'wood-type slab', 'slab', 900],
  ['anton', 'Anton', [400], false, 'condensed grotesque', 'condensed-sans', 800],
  ['michroma', 'Michroma', [400], false, 'extended sans', 'wide-sans', 500],
  ['krona-one', 'Krona One', [400], false, 'wide sans', 'wide-sans', 600],
  ['zalando-sans-expanded', 'Zalando Sans Expanded', span(200, 900), true, 'expanded sans', 'wide-sans'],
  ['ibm-plex-sans', 'IBM Plex Sans', span(100, 700), true, 'technical grotesque', 'grotesque'],
  ['titillium-web', 'Titillium Web', [200, 300, 400, 600, 700, 900], true, 'technical sans', 'techno-sans'],
  ['playfair-display', 'Playfair Display', span(400, 900), true, 'Didone display', 'didone'],
  ['doto', 'Doto', span(100, 900), false, 'dot-matrix', 'dot-matrix'],
  ['bricolage-grotesque', 'Bricolage Grotesque', span(200, 800), false, 'quirky grotesque', 'grotesque'],
  ['dm-serif-display', 'DM Serif Display', [400], true, 'high-contrast display serif', 'didone'],
  ['manrope', 'Manrope', span(200, 800), false, 'modern grotesque', 'grotesque'],
  ['plus-jakarta-sans', 'Plus Jakarta Sans', span(200, 800), true, 'modern geometric', 'geometric-sans'],
  ['outfit', 'Outfit', span(100, 900), false, 'geometric sans', 'geometric-sans'],
  ['great-vibes', 'Great Vibes', [400], false, 'formal script', 'formal-script'],
  ['pinyon-script', 'Pinyon Script', [400], false, 'copperplate script', 'formal-script'],
  ['alex-brush', 'Alex Brush', [400], false, 'brush script', 'formal-script'],
  ['spectral', 'Spectral', span(200, 800), true, 'screen serif', 'transitional-serif'],
  ['cardo', 'Cardo', [400, 700], true, 'old-style serif', 'old-style-serif'],
  ['open-sans', 'Open Sans', span(300, 800), true, 'humanist sans', 'humanist-sans'],
  ['fraunces', 'Fraunces', span(100, 900), true, 'soft "wonky" old-style display', 'soft-serif'],
  ['unifrakturmaguntia', 'UnifrakturMaguntia', [400], false, 'blackletter', 'blackletter'],
  ['sorts-mill-goudy', 'Sorts Mill Goudy', [400], true, 'Goudy old-style', 'old-style-serif'],
  ['yellowtail', 'Yellowtail', [400], false, 'retro brush script', 'casual-script', 600],
  ['source-sans-3', 'Source Sans 3', span(200, 900), true, 'humanist sans', 'humanist-sans'],
  // Faces with Cyrillic or Greek (or both) that stand in where a designer's own face has no letters for a name.
  ['marck-script', 'Marck Script', [400], false, 'casual connected script', 'casual-script'],
  ['bad-script', 'Bad Script', [400], false, 'signature script', 'signature-script'],
  ['pacifico', 'Pacifico', [400], false, 'retro brush script', 'casual-script', 700],
  ['mansalva', 'Mansalva', [400], false, 'brush handwriting', 'handwriting'],
  ['pt-serif', 'PT Serif', [400, 700], true, 'transitional serif', 'transitional-serif'],
  ['noto-serif-display', 'Noto Serif Display', span(100, 900), true, 'high-contrast display serif', 'didone'],
  ['alegreya', 'Alegreya', span(400, 900), true, 'calligraphic old-style serif', 'old-style-serif'],
  ['oswald', 'Oswald', span(200, 700), false, 'condensed gothic', 'condensed-sans'],
  ['fira-sans-extra-condensed', 'Fira Sans Extra Condensed', span(100, 900), true, 'condensed humanist sans', 'condensed-sans'],
  ['unbounded', 'Unbounded', span(200, 900), false, 'wide sans', 'wide-sans'],
  ['russo-one', 'Russo One', [400], false, 'technical display sans', 'techno-sans', 800],
  ['play', 'Play', [400, 700], false, 'technical sans', 'techno-sans'],
  ['press-start-2p', 'Press Start 2P', [400], false, 'pixel', 'dot-matrix', 700],
  ['comfortaa', 'Comfortaa', span(300, 700), false, 'rounded geometric sans', 'rounded-sans'],
  ['roboto-slab', 'Roboto Slab', span(100, 900), false, 'slab serif', 'slab'],
  ['anonymous-pro', 'Anonymous Pro', [400, 700], true, 'typewriter mono', 'typewriter'],
  // The fallback faces of the scripts no display face covers: for such a name they are the face drawn, and named.
  ['noto-sans', 'Noto Sans', span(100, 900), true, 'humanist sans', 'humanist-sans'],
  ['noto-sans-arabic', 'Noto Sans Arabic', span(100, 900), false, 'Arabic sans', 'humanist-sans'],
  ['noto-sans-hebrew', 'Noto Sans Hebrew', span(100, 900), false, 'Hebrew sans', 'humanist-sans'],
  ['noto-sans-devanagari', 'Noto Sans Devanagari', span(100, 900), false, 'Devanagari sans', 'humanist-sans'],
  ['noto-sans-sc', 'Noto Sans SC', span(100, 900), false, 'Chinese sans', 'humanist-sans'],
  ['noto-sans-jp', 'Noto Sans JP', span(100, 900), false, 'Japanese sans', 'humanist-sans'],
  ['noto-sans-kr', 'Noto Sans KR', span(100, 900), false, 'Korean sans', 'humanist-sans'],
] as const satisfies ReadonlyArray<readonly [string, string, readonly number[], boolean, string, FaceKind, number?]>;

export type FontId = (typeof FAMILIES)[number][0];

export const FONT_CATALOG = Object.fromEntries(
  FAMILIES.map((entry): [FontId, FontFamilyInfo] => {
    const [id, family, shippedWeights, hasItalic, category, kind, apparentWeight] = entry as readonly [
      FontId,
      string,
      readonly number[],
      boolean,
      string,
      FaceKind,
      number?,
    ];
    return [
      id,
      { family, package: `@fontsource/${id}`, shippedWeights, hasItalic, category, kind, ...(apparentWeight ? { apparentWeight } : {}) },
    ];
  }),
) as Readonly<Record<FontId, FontFamilyInfo>>;

export type FontRefOptions = Pick<FontRef, 'italic' | 'fauxObliqueDeg' | 'scaleX' | 'pickWeight'>;

/** Builds the FontRef for a catalogue family; `id` is the package name without the `@fontsource/` scope. */
export function fontRef(id: FontId, weights: number[], options: FontRefOptions = {}): FontRef {
  const info: FontFamilyInfo = FONT_CATALOG[id];
  return { family: info.family, package: info.package, weights, category: info.category, ...options };
}

/** The family's shipped weights, or undefined for a package outside the catalogue. */
export function shippedWeightsFor(fontPackage: string): readonly number[] | undefined {
  const id = fontPackage.replace(/^@fontsource\//, '');
  return id in FONT_CATALOG ? FONT_CATALOG[id as FontId].shippedWeights : undefined;
}
