/** Frank Mason Robinson preset: flowing Spencerian script with one sweeping tail (designer-dna.md §2.16). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const FRANK_MASON_ROBINSON: DesignerDNA = {
  id: 'frank-mason-robinson',
  name: 'Frank Mason Robinson',
  style:
    'Flowing 19th-century Spencerian penmanship. Connected letters on oval loops, thick-and-thin pen contrast, oversized swash capitals and one sweeping tail. Timeless, warm and nostalgic.',
  principles: ['Flowing Spencerian script', 'Capitals as flourishes', 'Rhythmic oval loops', 'Red-and-white confidence'],
  signatureWorks: [
    {
      name: 'Coca-Cola',
      year: '1885–86',
      traits: [
        'script (1885–86)',
        "Robinson, the bookkeeper and partner of the drink's inventor, named the product and wrote the name in Spencerian script, then the standard American business hand",
      ],
    },
    {
      name: 'Matching large capitals open each word, and the tail of the',
      year: '',
      traits: [
        'Matching large capitals open each word, and the tail of the first capital sweeps under the following letters',
        'A hyphen joins the words, and the rhythm of ovals and slanted hairlines makes the whole name one gesture',
      ],
    },
    {
      name: 'Red ground with white script became the classic pairing.',
      year: '',
      traits: ['Red ground with white script became the classic pairing'],
    },
  ],
  archetypes: [
    { id: 'script-wordmark', weight: 0.5 },
    { id: 'script-in-badge', weight: 0.25 },
    { id: 'stacked-interlocking-script', weight: 0.15 },
    { id: 'script-initial', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['glyph', 'swash', 'circle', 'rounded-rect', 'ribbon'],
    render: 'fill',
    cornerRadiusRatio: 0.5,
    edge: 'clean',
    symmetry: 'none',
    gridModules: 0,
    elementCount: [1, 2],
    inkCoverage: [0.25, 0.5],
    minFeatureRatio: 0.015,
    swash: { count: 1, underLetters: [3, 6], drop: [0.15, 0.3], thickness: [0.12, 0] },
  },
  typography: {
    display: [fontRef('great-vibes', [400]), fontRef('pinyon-script', [400]), fontRef('alex-brush', [400])],
    support: [fontRef('libre-baskerville', [400, 700]), fontRef('old-standard-tt', [400])],
    // A trade whose tone refuses a thin formal script (a gym, an accountant) gets his script in a sturdier brush.
    alternates: [fontRef('yellowtail', [400])],
    wordmark: { case: 'title', weight: 400, trackingEm: 0, scaleX: 1, obliqueDeg: 0, kerningMode: 'font', capitalScale: 1.5 },
    tagline: { case: 'upper', weight: 400, trackingEm: 0.12, sizeRatio: 0.2 },
    swash: { enabled: true, lengthRatio: [0.3, 0.6], dropRatio: [0.15, 0.3] },
  },
  color: {
    strategy: 'duo',
    count: [1, 2],
    anchors: ['#D7192B', '#FFFFFF', '#3B2314'],
    background: ['#FFFFFF', '#F6EFE2', '#D7192B'],
    forbid: ['gradient', 'shadow'],
    minContrast: 4.5,
    monoFallback: 'primary',
    field: true,
  },
  layout: {
    preferred: ['wordmark-only', 'emblem'],
    horizontal: { markHeightToCap: 1, gapToMarkH: 0.2, vAlign: 'baseline' },
    stacked: { markWidthToWordmark: 1, gapToMarkH: 0.1, align: 'center' },
    clearSpaceRatio: 0.25,
  },
  appIcon: { source: 'initial', ground: 'primary', markScale: 0.7, crop: { mode: 'bleed', focus: 'first-letters', zoom: 1.2 } },
  icons: { use: 'never' },
  avoid: [
    { id: 'maxColors', value: 2 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 2 },
    { id: 'minFeatureAtPx', value: [32, 0.015] },
    { id: 'trackingRange', value: [0, 0] },
    { id: 'fontClassDeny', value: ['geometric sans', 'monoline script'] },
    { id: 'forbiddenMotif', value: 'Spencerian name over a wave ribbon in red/white' },
    { id: 'forbiddenMotif', value: 'red and white Spencerian Cola' },
  ],
  avoidNotes: [
    'geometric sans',
    'monoline scripts',
    'more than one flourish',
    'letter-spaced or all-caps script',
    'outline or 3D script',
    'any red + white Spencerian treatment of the word "Cola" or a dynamic ribbon below',
  ],
  variation: { amount: 0.1, locked: ['typography.wordmark.trackingEm', 'geometry.swash.count'] },
};
