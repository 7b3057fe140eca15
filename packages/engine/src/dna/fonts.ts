/**
 * The @fontsource families the presets draw on (designer-dna.md §3) and `fontRef`, which turns a preset's
 * shorthand (`jost[500,700]`) into a FontRef the type layer can load. Shipped weights follow §3's table;
 * the font loader still reads each package's metadata.json, so this list is for snapping and validation.
 */
import type { FontRef } from './types';

export interface FontFamilyInfo {
  family: string;
  package: `@fontsource/${string}`;
  shippedWeights: readonly number[];
  hasItalic: boolean;
  category: string;
}

/** Every hundred from `from` to `to`, both included. */
function span(from: number, to: number): number[] {
  return Array.from({ length: (to - from) / 100 + 1 }, (_, i) => from + i * 100);
}

/** [package id, family, shipped static weights, has a real italic, classification]: the designer-dna.md §3 table. */
const FAMILIES = [
  ['jost', 'Jost', span(100, 900), true, 'geometric sans'],
  ['league-spartan', 'League Spartan', span(100, 900), false, 'geometric sans, heavy'],
  ['arvo', 'Arvo', [400, 700], true, 'geometric slab'],
  ['dm-sans', 'DM Sans', span(100, 900), true, 'geometric-grotesque sans'],
  ['courier-prime', 'Courier Prime', [400, 700], true, 'typewriter slab'],
  ['bodoni-moda', 'Bodoni Moda', span(400, 900), true, 'Didone'],
  ['saira-stencil-one', 'Saira Stencil One', [400], false, 'stencil'],
  ['libre-franklin', 'Libre Franklin', span(100, 900), true, 'gothic grotesque'],
  ['barlow-condensed', 'Barlow Condensed', span(100, 900), true, 'condensed grotesque'],
  ['saira-condensed', 'Saira Condensed', span(100, 900), false, 'condensed sans'],
  ['barlow', 'Barlow', span(100, 900), true, 'grotesque'],
  ['inter', 'Inter', span(100, 900), true, 'neo-grotesque'],
  ['league-gothic', 'League Gothic', [400], false, 'tall condensed gothic'],
  ['bebas-neue', 'Bebas Neue', [400], false, 'condensed caps'],
  ['londrina-solid', 'Londrina Solid', [100, 300, 400, 900], false, 'hand-cut display'],
  ['work-sans', 'Work Sans', span(100, 900), true, 'grotesque'],
  ['archivo', 'Archivo', span(100, 900), true, 'grotesque'],
  ['archivo-narrow', 'Archivo Narrow', span(400, 700), true, 'narrow grotesque'],
  ['archivo-black', 'Archivo Black', [400], false, 'black grotesque'],
  ['varela-round', 'Varela Round', [400], false, 'rounded sans'],
  ['eb-garamond', 'EB Garamond', span(400, 800), true, 'Garamond'],
  ['cormorant-garamond', 'Cormorant Garamond', span(300, 700), true, 'display Garamond'],
  ['nunito-sans', 'Nunito Sans', span(200, 900), true, 'humanist sans'],
  ['public-sans', 'Public Sans', span(100, 900), true, 'neutral grotesque'],
  ['source-serif-4', 'Source Serif 4', span(200, 900), true, 'transitional serif'],
  ['libre-caslon-text', 'Libre Caslon Text', [400, 700], true, 'Caslon'],
  ['libre-baskerville', 'Libre Baskerville', span(400, 700), true, 'Baskerville'],
  ['old-standard-tt', 'Old Standard TT', [400, 700], true, 'Modern/Century-era serif'],
  ['mr-de-haviland', 'Mr De Haviland', [400], false, 'signature script'],
  ['herr-von-muellerhoff', 'Herr Von Muellerhoff', [400], false, 'signature script'],
  ['crimson-pro', 'Crimson Pro', span(200, 900), true, 'old-style serif'],
  ['montserrat', 'Montserrat', span(100, 900), true, 'geometric sans, ring caps'],
  ['cinzel', 'Cinzel', span(400, 900), false, 'engraved caps'],
  ['im-fell-english', 'IM Fell English', [400], true, 'early-print serif'],
  ['lato', 'Lato', [100, 300, 400, 700, 900], true, 'humanist sans'],
  ['shrikhand', 'Shrikhand', [400], false, 'soft heavy display'],
  ['lobster', 'Lobster', [400], false, 'connected display script'],
  ['caprasimo', 'Caprasimo', [400], false, 'soft heavy serif'],
  ['quicksand', 'Quicksand', span(300, 700), false, 'rounded sans'],
  ['nunito', 'Nunito', span(200, 900), true, 'rounded sans'],
  ['alfa-slab-one', 'Alfa Slab One', [400], false, 'wood-type slab'],
  ['anton', 'Anton', [400], false, 'condensed grotesque'],
  ['michroma', 'Michroma', [400], false, 'extended sans'],
  ['krona-one', 'Krona One', [400], false, 'wide sans'],
  ['zalando-sans-expanded', 'Zalando Sans Expanded', span(200, 900), true, 'expanded sans'],
  ['ibm-plex-sans', 'IBM Plex Sans', span(100, 700), true, 'technical grotesque'],
  ['titillium-web', 'Titillium Web', [200, 300, 400, 600, 700, 900], true, 'technical sans'],
  ['playfair-display', 'Playfair Display', span(400, 900), true, 'Didone display'],
  ['doto', 'Doto', span(100, 900), false, 'dot-matrix'],
  ['bricolage-grotesque', 'Bricolage Grotesque', span(200, 800), false, 'quirky grotesque'],
  ['dm-serif-display', 'DM Serif Display', [400], true, 'high-contrast display serif'],
  ['manrope', 'Manrope', span(200, 800), false, 'modern grotesque'],
  ['plus-jakarta-sans', 'Plus Jakarta Sans', span(200, 800), true, 'modern geometric'],
  ['outfit', 'Outfit', span(100, 900), false, 'geometric sans'],
  ['great-vibes', 'Great Vibes', [400], false, 'formal script'],
  ['pinyon-script', 'Pinyon Script', [400], false, 'copperplate script'],
  ['alex-brush', 'Alex Brush', [400], false, 'brush script'],
  ['spectral', 'Spectral', span(200, 800), true, 'screen serif'],
  ['cardo', 'Cardo', [400, 700], true, 'old-style serif'],
  ['open-sans', 'Open Sans', span(300, 800), true, 'humanist sans'],
  ['fraunces', 'Fraunces', span(100, 900), true, 'soft "wonky" old-style display'],
  ['unifrakturmaguntia', 'UnifrakturMaguntia', [400], false, 'blackletter'],
  ['sorts-mill-goudy', 'Sorts Mill Goudy', [400], true, 'Goudy old-style'],
  ['yellowtail', 'Yellowtail', [400], false, 'retro brush script'],
  ['source-sans-3', 'Source Sans 3', span(200, 900), true, 'humanist sans'],
] as const;

export type FontId = (typeof FAMILIES)[number][0];

export const FONT_CATALOG = Object.fromEntries(
  FAMILIES.map(([id, family, shippedWeights, hasItalic, category]): [FontId, FontFamilyInfo] => [
    id,
    { family, package: `@fontsource/${id}`, shippedWeights, hasItalic, category },
  ]),
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
