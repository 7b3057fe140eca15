/** Massimo Vignelli preset: disciplined grid modernism with a few classic typefaces (designer-dna.md §2.19). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const MASSIMO_VIGNELLI: DesignerDNA = {
  id: 'massimo-vignelli',
  name: 'Massimo Vignelli',
  style:
    'Disciplined modernism. A handful of classic typefaces, a strict grid, warm red with black and white, mostly typographic logos. Intellectually elegant, timeless and free of decoration.',
  principles: ['Few typefaces only', 'The grid rules', 'Intellectual elegance', 'Timeless, never trendy'],
  signatureWorks: [
    {
      name: 'American Airlines',
      year: 1967,
      traits: [
        'the double "AA" in Helvetica, one letter red and one blue',
        'The name is set plainly in two colours',
        "(The eagle between the letters was added at the client's insistence and was not his choice.)",
      ],
    },
    {
      name: 'New York City subway',
      year: 1972,
      traits: [
        'Helvetica, white on a black band, coloured route discs',
        'The 1972 subway diagram: 45°/90° lines and coloured routes, a diagram rather than a map',
      ],
    },
    { name: "Bloomingdale's", year: '', traits: ['lowercase logotype, Knoll graphics, Ford identity manuals'] },
    { name: 'National Park Service Unigrid brochures', year: '', traits: ['a black title band with Helvetica'] },
    {
      name: 'He worked with few typefaces',
      year: '',
      traits: ['He worked with few typefaces (mainly Helvetica and Bodoni, plus Garamond, Century and Futura) and largely one warm red'],
    },
  ],
  archetypes: [
    { id: 'pure-wordmark', weight: 0.35 },
    { id: 'double-letter-monogram', weight: 0.2 },
    { id: 'letter-disc', weight: 0.2 },
    { id: 'band-header', weight: 0.15 },
    { id: 'bodoni-wordmark', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['rectangle', 'circle', 'line'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'none',
    gridModules: 4,
    gridUnit: 'cap/4',
    allowedAnglesDeg: [0, 45, 90],
    elementCount: [1, 3],
    inkCoverage: [0.3, 0.6],
    minFeatureRatio: 0.03,
  },
  typography: {
    display: [fontRef('inter', [500, 700]), fontRef('bodoni-moda', [400, 600]), fontRef('jost', [500])],
    support: [fontRef('inter', [400]), fontRef('eb-garamond', [400])],
    wordmark: { case: 'lower', weight: 600, trackingEm: -0.02, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0, sizeRatio: 0.3 },
    descriptor: ['lower'],
    perLetterColor: 'split-word',
    maxFamilies: 2,
  },
  color: {
    strategy: 'accent',
    count: [1, 2],
    anchors: ['#E03C31', '#111111', '#1F3F9A'],
    routePalette: ['#E8392F', '#12924A', '#A93AB0', '#1C45A8', '#F46A25', '#F7C61C'],
    background: ['#FFFFFF'],
    forbid: ['gradient', 'shadow', 'tint'],
    minContrast: 4.5,
    monoFallback: 'black',
  },
  layout: {
    preferred: ['wordmark-only', 'horizontal', 'stacked'],
    horizontal: { markHeightToCap: 1.3, gapToMarkH: '2u', vAlign: 'cap' },
    stacked: { markWidthToWordmark: 0.3, gapToMarkH: '2u', align: 'left' },
    clearSpaceRatio: '4u',
  },
  appIcon: { source: 'initial', ground: 'primary', markScale: 0.7, gridPlacement: 'bottom-left' },
  icons: { use: 'never' },
  avoid: [
    { id: 'maxColors', value: 2 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 3 },
    { id: 'minFeatureAtPx', value: [32, 0.03] },
    { id: 'fontClassDeny', value: ['decorative', 'script'] },
    { id: 'alignment', value: 'left' },
    { id: 'forbiddenMotif', value: 'double AA in two colours' },
    { id: 'forbiddenMotif', value: 'eagle between initials' },
  ],
  avoidNotes: [
    'more than 2 typefaces',
    'decorative or novelty fonts',
    'pictorial illustration (no eagles)',
    'gradients',
    'rounded "friendly" shapes',
    'centred symmetrical layouts',
    'wide-tracked lowercase',
    'diagonal angles other than 45°',
  ],
  variation: { amount: 0.1, locked: ['layout.stacked.align', 'typography.maxFamilies', 'geometry.allowedAnglesDeg'] },
};
