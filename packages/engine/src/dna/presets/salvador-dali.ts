/** Salvador Dalí preset: surreal organic lettering in a scalloped flower frame (designer-dna.md §2.10). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const SALVADOR_DALI: DesignerDNA = {
  id: 'salvador-dali',
  name: 'Salvador Dalí',
  style:
    'Surreal, organic and theatrical. Soft, flowing letterforms inside a flower-like scalloped frame, in hot sun-yellow and red, with a playful twist of distortion.',
  principles: ['Organic flowing forms', 'Hot warm contrast', 'Playful surreal twist', 'Always seen whole'],
  signatureWorks: [
    {
      name: 'Chupa Chups',
      year: 1969,
      traits: [
        'sketched quickly at a café table for the lollipop maker',
        'The red name sits inside a yellow daisy-like frame of rounded petals with a red contour',
      ],
    },
    {
      name: 'Dalí kept black out of the palette and insisted the logo sit',
      year: '',
      traits: [
        'Dalí kept black out of the palette and insisted the logo sit on the top of the sweet so it would always be seen whole',
        'That is a lesson in placement and legibility, not just form',
      ],
    },
    {
      name: 'The rest of his commercial work',
      year: '',
      traits: ['The rest of his commercial work (perfume bottles, advertising, posters) uses organic fusion, lips, eyes and melting forms'],
    },
  ],
  archetypes: [
    { id: 'radial-petal-frame', weight: 0.45 },
    { id: 'melting-wordmark', weight: 0.25 },
    { id: 'surreal-fusion-pictogram', weight: 0.2 },
    { id: 'sun-badge', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['petal', 'circle', 'wave', 'drip'],
    render: 'fill+keyline',
    strokeRatio: 0.025,
    cornerRadiusRatio: 0.05,
    edge: 'clean',
    symmetry: 'radial',
    rotationalOrder: 9,
    gridModules: 0,
    elementCount: [1, 3],
    inkCoverage: [0.55, 0.8],
    curveTension: 0.75,
    minFeatureRatio: 0.03,
    petals: { count: [7, 9], petalR: [0.3, 0.36], ringR: 0.72, scallopDepth: [0.12, 0.2], avoidCount: 8 },
    wordmarkArchDeg: [4, 8],
  },
  typography: {
    display: [fontRef('shrikhand', [400]), fontRef('lobster', [400]), fontRef('caprasimo', [400])],
    support: [fontRef('quicksand', [500]), fontRef('nunito', [600])],
    wordmark: { case: 'title', weight: 400, trackingEm: -0.01, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'sentence', weight: 500, trackingEm: 0.02, sizeRatio: 0.3 },
    baselineJitterEm: 0.04,
  },
  color: {
    strategy: 'warm-pair',
    count: [2, 3],
    anchors: ['#FFD100', '#E3001B', '#FFFFFF', '#2EA3DD'],
    background: ['#FFFFFF', '#FFF6D6'],
    forbid: ['black', 'gradient', 'shadow'],
    minLightness: 0.3,
    minContrast: 3,
    monoFallback: 'primary',
  },
  layout: {
    preferred: ['emblem', 'stacked'],
    horizontal: { markHeightToCap: 3, gapToMarkH: 0.25, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.8, gapToMarkH: 0.15, align: 'center' },
    clearSpaceRatio: 0.15,
    wordmarkInsideMark: true,
  },
  appIcon: { source: 'mark', ground: 'white', markScale: 0.92 },
  icons: { use: 'optional', weight: 'fill', treatment: ['fuse-two', 'simplify'], maxIcons: 2 },
  avoid: [
    { id: 'maxColors', value: 3 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'noBlack' },
    { id: 'maxElements', value: 3 },
    { id: 'minFeatureAtPx', value: [32, 0.03] },
    { id: 'fontClassDeny', value: ['neo-grotesque'] },
    { id: 'forbiddenMotif', value: '8-petal yellow daisy around a red name' },
  ],
  avoidNotes: [
    'black',
    'rigid grids and modernist severity',
    'thin sans-serifs',
    'cold blue-dominant palettes',
    'gradients',
    'an 8-petal yellow daisy around a red name',
    'straight',
    'perfectly aligned baselines everywhere',
  ],
  variation: { amount: 0.1, locked: ['color.forbid'] },
};
