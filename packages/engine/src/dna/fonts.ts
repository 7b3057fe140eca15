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

export const FONT_CATALOG = {
  jost: {
    family: 'Jost',
    package: '@fontsource/jost',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'geometric sans',
  },
  'league-spartan': {
    family: 'League Spartan',
    package: '@fontsource/league-spartan',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: false,
    category: 'geometric sans, heavy',
  },
  arvo: { family: 'Arvo', package: '@fontsource/arvo', shippedWeights: [400, 700], hasItalic: true, category: 'geometric slab' },
  'dm-sans': {
    family: 'DM Sans',
    package: '@fontsource/dm-sans',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'geometric-grotesque sans',
  },
  'courier-prime': {
    family: 'Courier Prime',
    package: '@fontsource/courier-prime',
    shippedWeights: [400, 700],
    hasItalic: true,
    category: 'typewriter slab',
  },
  'bodoni-moda': {
    family: 'Bodoni Moda',
    package: '@fontsource/bodoni-moda',
    shippedWeights: [400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'Didone',
  },
  'saira-stencil-one': {
    family: 'Saira Stencil One',
    package: '@fontsource/saira-stencil-one',
    shippedWeights: [400],
    hasItalic: false,
    category: 'stencil',
  },
  'libre-franklin': {
    family: 'Libre Franklin',
    package: '@fontsource/libre-franklin',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'gothic grotesque',
  },
  'barlow-condensed': {
    family: 'Barlow Condensed',
    package: '@fontsource/barlow-condensed',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'condensed grotesque',
  },
  'saira-condensed': {
    family: 'Saira Condensed',
    package: '@fontsource/saira-condensed',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: false,
    category: 'condensed sans',
  },
  barlow: {
    family: 'Barlow',
    package: '@fontsource/barlow',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'grotesque',
  },
  inter: {
    family: 'Inter',
    package: '@fontsource/inter',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'neo-grotesque',
  },
  'league-gothic': {
    family: 'League Gothic',
    package: '@fontsource/league-gothic',
    shippedWeights: [400],
    hasItalic: false,
    category: 'tall condensed gothic',
  },
  'bebas-neue': {
    family: 'Bebas Neue',
    package: '@fontsource/bebas-neue',
    shippedWeights: [400],
    hasItalic: false,
    category: 'condensed caps',
  },
  'londrina-solid': {
    family: 'Londrina Solid',
    package: '@fontsource/londrina-solid',
    shippedWeights: [100, 300, 400, 900],
    hasItalic: false,
    category: 'hand-cut display',
  },
  'work-sans': {
    family: 'Work Sans',
    package: '@fontsource/work-sans',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'grotesque',
  },
  archivo: {
    family: 'Archivo',
    package: '@fontsource/archivo',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'grotesque',
  },
  'archivo-narrow': {
    family: 'Archivo Narrow',
    package: '@fontsource/archivo-narrow',
    shippedWeights: [400, 500, 600, 700],
    hasItalic: true,
    category: 'narrow grotesque',
  },
  'archivo-black': {
    family: 'Archivo Black',
    package: '@fontsource/archivo-black',
    shippedWeights: [400],
    hasItalic: false,
    category: 'black grotesque',
  },
  'varela-round': {
    family: 'Varela Round',
    package: '@fontsource/varela-round',
    shippedWeights: [400],
    hasItalic: false,
    category: 'rounded sans',
  },
  'eb-garamond': {
    family: 'EB Garamond',
    package: '@fontsource/eb-garamond',
    shippedWeights: [400, 500, 600, 700, 800],
    hasItalic: true,
    category: 'Garamond',
  },
  'cormorant-garamond': {
    family: 'Cormorant Garamond',
    package: '@fontsource/cormorant-garamond',
    shippedWeights: [300, 400, 500, 600, 700],
    hasItalic: true,
    category: 'display Garamond',
  },
  'nunito-sans': {
    family: 'Nunito Sans',
    package: '@fontsource/nunito-sans',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'humanist sans',
  },
  'public-sans': {
    family: 'Public Sans',
    package: '@fontsource/public-sans',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'neutral grotesque',
  },
  'source-serif-4': {
    family: 'Source Serif 4',
    package: '@fontsource/source-serif-4',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'transitional serif',
  },
  'libre-caslon-text': {
    family: 'Libre Caslon Text',
    package: '@fontsource/libre-caslon-text',
    shippedWeights: [400, 700],
    hasItalic: true,
    category: 'Caslon',
  },
  'libre-baskerville': {
    family: 'Libre Baskerville',
    package: '@fontsource/libre-baskerville',
    shippedWeights: [400, 500, 600, 700],
    hasItalic: true,
    category: 'Baskerville',
  },
  'old-standard-tt': {
    family: 'Old Standard TT',
    package: '@fontsource/old-standard-tt',
    shippedWeights: [400, 700],
    hasItalic: true,
    category: 'Modern/Century-era serif',
  },
  'mr-de-haviland': {
    family: 'Mr De Haviland',
    package: '@fontsource/mr-de-haviland',
    shippedWeights: [400],
    hasItalic: false,
    category: 'signature script',
  },
  'herr-von-muellerhoff': {
    family: 'Herr Von Muellerhoff',
    package: '@fontsource/herr-von-muellerhoff',
    shippedWeights: [400],
    hasItalic: false,
    category: 'signature script',
  },
  'crimson-pro': {
    family: 'Crimson Pro',
    package: '@fontsource/crimson-pro',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'old-style serif',
  },
  montserrat: {
    family: 'Montserrat',
    package: '@fontsource/montserrat',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'geometric sans, ring caps',
  },
  cinzel: {
    family: 'Cinzel',
    package: '@fontsource/cinzel',
    shippedWeights: [400, 500, 600, 700, 800, 900],
    hasItalic: false,
    category: 'engraved caps',
  },
  'im-fell-english': {
    family: 'IM Fell English',
    package: '@fontsource/im-fell-english',
    shippedWeights: [400],
    hasItalic: true,
    category: 'early-print serif',
  },
  lato: {
    family: 'Lato',
    package: '@fontsource/lato',
    shippedWeights: [100, 300, 400, 700, 900],
    hasItalic: true,
    category: 'humanist sans',
  },
  shrikhand: {
    family: 'Shrikhand',
    package: '@fontsource/shrikhand',
    shippedWeights: [400],
    hasItalic: false,
    category: 'soft heavy display',
  },
  lobster: {
    family: 'Lobster',
    package: '@fontsource/lobster',
    shippedWeights: [400],
    hasItalic: false,
    category: 'connected display script',
  },
  caprasimo: {
    family: 'Caprasimo',
    package: '@fontsource/caprasimo',
    shippedWeights: [400],
    hasItalic: false,
    category: 'soft heavy serif',
  },
  quicksand: {
    family: 'Quicksand',
    package: '@fontsource/quicksand',
    shippedWeights: [300, 400, 500, 600, 700],
    hasItalic: false,
    category: 'rounded sans',
  },
  nunito: {
    family: 'Nunito',
    package: '@fontsource/nunito',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'rounded sans',
  },
  'alfa-slab-one': {
    family: 'Alfa Slab One',
    package: '@fontsource/alfa-slab-one',
    shippedWeights: [400],
    hasItalic: false,
    category: 'wood-type slab',
  },
  anton: { family: 'Anton', package: '@fontsource/anton', shippedWeights: [400], hasItalic: false, category: 'condensed grotesque' },
  michroma: { family: 'Michroma', package: '@fontsource/michroma', shippedWeights: [400], hasItalic: false, category: 'extended sans' },
  'krona-one': { family: 'Krona One', package: '@fontsource/krona-one', shippedWeights: [400], hasItalic: false, category: 'wide sans' },
  'zalando-sans-expanded': {
    family: 'Zalando Sans Expanded',
    package: '@fontsource/zalando-sans-expanded',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'expanded sans',
  },
  'ibm-plex-sans': {
    family: 'IBM Plex Sans',
    package: '@fontsource/ibm-plex-sans',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700],
    hasItalic: true,
    category: 'technical grotesque',
  },
  'titillium-web': {
    family: 'Titillium Web',
    package: '@fontsource/titillium-web',
    shippedWeights: [200, 300, 400, 600, 700, 900],
    hasItalic: true,
    category: 'technical sans',
  },
  'playfair-display': {
    family: 'Playfair Display',
    package: '@fontsource/playfair-display',
    shippedWeights: [400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'Didone display',
  },
  doto: {
    family: 'Doto',
    package: '@fontsource/doto',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: false,
    category: 'dot-matrix',
  },
  'bricolage-grotesque': {
    family: 'Bricolage Grotesque',
    package: '@fontsource/bricolage-grotesque',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800],
    hasItalic: false,
    category: 'quirky grotesque',
  },
  'dm-serif-display': {
    family: 'DM Serif Display',
    package: '@fontsource/dm-serif-display',
    shippedWeights: [400],
    hasItalic: true,
    category: 'high-contrast display serif',
  },
  manrope: {
    family: 'Manrope',
    package: '@fontsource/manrope',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800],
    hasItalic: false,
    category: 'modern grotesque',
  },
  'plus-jakarta-sans': {
    family: 'Plus Jakarta Sans',
    package: '@fontsource/plus-jakarta-sans',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800],
    hasItalic: true,
    category: 'modern geometric',
  },
  outfit: {
    family: 'Outfit',
    package: '@fontsource/outfit',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: false,
    category: 'geometric sans',
  },
  'great-vibes': {
    family: 'Great Vibes',
    package: '@fontsource/great-vibes',
    shippedWeights: [400],
    hasItalic: false,
    category: 'formal script',
  },
  'pinyon-script': {
    family: 'Pinyon Script',
    package: '@fontsource/pinyon-script',
    shippedWeights: [400],
    hasItalic: false,
    category: 'copperplate script',
  },
  'alex-brush': {
    family: 'Alex Brush',
    package: '@fontsource/alex-brush',
    shippedWeights: [400],
    hasItalic: false,
    category: 'brush script',
  },
  spectral: {
    family: 'Spectral',
    package: '@fontsource/spectral',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800],
    hasItalic: true,
    category: 'screen serif',
  },
  cardo: { family: 'Cardo', package: '@fontsource/cardo', shippedWeights: [400, 700], hasItalic: true, category: 'old-style serif' },
  'open-sans': {
    family: 'Open Sans',
    package: '@fontsource/open-sans',
    shippedWeights: [300, 400, 500, 600, 700, 800],
    hasItalic: true,
    category: 'humanist sans',
  },
  fraunces: {
    family: 'Fraunces',
    package: '@fontsource/fraunces',
    shippedWeights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'soft "wonky" old-style display',
  },
  unifrakturmaguntia: {
    family: 'UnifrakturMaguntia',
    package: '@fontsource/unifrakturmaguntia',
    shippedWeights: [400],
    hasItalic: false,
    category: 'blackletter',
  },
  'sorts-mill-goudy': {
    family: 'Sorts Mill Goudy',
    package: '@fontsource/sorts-mill-goudy',
    shippedWeights: [400],
    hasItalic: true,
    category: 'Goudy old-style',
  },
  yellowtail: {
    family: 'Yellowtail',
    package: '@fontsource/yellowtail',
    shippedWeights: [400],
    hasItalic: false,
    category: 'retro brush script',
  },
  'source-sans-3': {
    family: 'Source Sans 3',
    package: '@fontsource/source-sans-3',
    shippedWeights: [200, 300, 400, 500, 600, 700, 800, 900],
    hasItalic: true,
    category: 'humanist sans',
  },
} as const satisfies Record<string, FontFamilyInfo>;

export type FontId = keyof typeof FONT_CATALOG;

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
