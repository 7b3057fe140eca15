/** Paula Scher preset: loud stacked wood-type collages and offhand arcs (designer-dna.md §2.11). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const PAULA_SCHER: DesignerDNA = {
  id: 'paula-scher',
  name: 'Paula Scher',
  style:
    'Loud, urban, typographic. Type *is* the image: wood-type grotesques in mixed weights and sizes, stacked, justified and sometimes tilted. Alternatively, one offhand witty gesture joins the letters of a plain lowercase word.',
  principles: ['Type as image', 'Make it bigger', 'Mixed weights, one voice', 'Street-level energy'],
  signatureWorks: [
    {
      name: 'The Public Theater',
      year: 1994,
      traits: [
        '19th-century wood-type gothic letters',
        '"PUBLIC" dominates, and its letters vary in weight (heavy to lighter)',
        '"THE" and "THEATER" are in red, tucked into the structure',
        'Black and red, stacked, built for posters and the street',
      ],
    },
    {
      name: 'Citi / Citibank',
      year: '1998–2000',
      traits: [
        'lowercase sans "citi" with a red arc over the letters',
        'It was famously sketched on a napkin and merges the former umbrella mark into the name',
      ],
    },
    { name: 'Windows 8', year: 2012, traits: ['a flat window in perspective'] },
    { name: 'Shake Shack', year: 2004, traits: ['lowercase sans with a small icon'] },
    {
      name: 'Other work',
      year: '',
      traits: [
        'Also The New School, the High Line, Jazz at Lincoln Center, the Metropolitan Opera, New York City Ballet, and her hand-painted typographic maps',
      ],
    },
  ],
  archetypes: [
    { id: 'type-collage', weight: 0.45 },
    { id: 'arc-gesture-wordmark', weight: 0.25 },
    { id: 'pure-wordmark', weight: 0.2 },
    { id: 'skewed-symbol', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['glyph', 'bar', 'arc', 'square'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'none',
    gridModules: 0,
    elementCount: [1, 12],
    inkCoverage: [0.5, 0.8],
    rotationDeg: [-8, 8],
    minFeatureRatio: 0.02,
  },
  typography: {
    display: [fontRef('league-gothic', [400]), fontRef('archivo-black', [400]), fontRef('alfa-slab-one', [400])],
    alternates: [fontRef('anton', [400])],
    weightFamily: [fontRef('archivo', [100, 900]), fontRef('barlow-condensed', [100, 900])],
    support: [fontRef('archivo', [400, 700]), fontRef('archivo-narrow', [400, 700])],
    wordmark: { case: 'upper', weight: 900, trackingEm: 0, scaleX: 1, obliqueDeg: 0, kerningMode: 'font', justifyLines: true },
    tagline: { case: 'upper', weight: 700, trackingEm: 0.04, sizeRatio: 0.25 },
    descriptor: ['justified', 'ruled'],
    weightProgression: [900, 400],
    perLetterColor: 'none',
    glyphSurgery: ['arc-join'],
  },
  color: {
    strategy: 'accent',
    count: [2, 3],
    anchors: ['#111111', '#E4002B', '#B5E61D', '#FFD400'],
    background: ['#FFFFFF'],
    forbid: ['gradient', 'shadow', 'tint'],
    minContrast: 4.5,
    monoFallback: 'black',
    field: true,
  },
  layout: {
    preferred: ['wordmark-only'],
    horizontal: { markHeightToCap: 1, gapToMarkH: 0.2, vAlign: 'baseline' },
    stacked: { markWidthToWordmark: 1, gapToMarkH: 0.05, align: 'left' },
    clearSpaceRatio: 0.15,
  },
  appIcon: { source: 'crop', ground: 'secondary', markScale: 1, crop: { mode: 'bleed', focus: 'first-letters', zoom: 2 } },
  icons: { use: 'never' },
  avoid: [
    { id: 'maxColors', value: 3 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 12 },
    { id: 'minFeatureAtPx', value: [32, 0.02] },
    { id: 'alignment', value: 'left' },
    { id: 'forbiddenMotif', value: 'arc over a lowercase four-letter bank name' },
    { id: 'forbiddenMotif', value: 'wood-type PUBLIC stack' },
  ],
  avoidNotes: [
    'timid small type',
    'lots of polite whitespace',
    'centred wedding-invitation layouts',
    'pictogram-led marks',
    'gradients',
    'more than 2 type families',
    'thin weights everywhere',
  ],
  variation: { amount: 0.1, locked: [] },
};
