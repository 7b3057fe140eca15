/** Ruth Kedar preset: light serif wordmarks in a playful multi-colour letter sequence (designer-dna.md §2.17). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const RUTH_KEDAR: DesignerDNA = {
  id: 'ruth-kedar',
  name: 'Ruth Kedar',
  style:
    'A friendly, lightweight serif wordmark with a playful multi-colour letter sequence: primary colours with one secondary colour deliberately breaking the pattern. Approachable technology that looks almost undesigned.',
  principles: ['Playful primary colours', 'Classic meets modern serif', 'Pattern with a break', 'Deceptively simple'],
  signatureWorks: [
    { name: 'Google', year: '1999–2015', traits: ['logotype (1999–2015)'] },
    {
      name: 'Other work',
      year: '',
      traits: ['Also the Adobe Deck playing cards and her own playing-card designs, which show symmetry and ornament'],
    },
  ],
  archetypes: [
    { id: 'multicolor-letter-sequence', weight: 0.55 },
    { id: 'multicolor-initial', weight: 0.2 },
    { id: 'card-ornament', weight: 0.15 },
    { id: 'pure-wordmark', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['glyph', 'ornament'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'none',
    gridModules: 0,
    elementCount: [1, 2],
    inkCoverage: [0.2, 0.4],
    minFeatureRatio: 0.02,
  },
  typography: {
    display: [fontRef('crimson-pro', [500, 600]), fontRef('cardo', [400]), fontRef('spectral', [500])],
    support: [fontRef('open-sans', [400]), fontRef('nunito-sans', [400])],
    wordmark: { case: 'title', weight: 500, trackingEm: -0.01, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0, sizeRatio: 0.25 },
    perLetterColor: 'sequence',
    shadow: { enabled: false, offsetEm: 0.02, opacity: 0.15 },
  },
  color: {
    strategy: 'primary-set',
    count: [4, 4],
    anchors: ['#3D7BE0', '#D9412F', '#F2B70C', '#21A055'],
    background: ['#FFFFFF'],
    forbid: ['gradient', 'black'],
    minContrast: 2,
    monoFallback: 'black',
    sequenceRule: 'first=blue; noAdjacentRepeat; secondary(green) appears 1-2x, not first/last; break cycle once',
  },
  layout: {
    preferred: ['wordmark-only', 'stacked'],
    horizontal: { markHeightToCap: 1, gapToMarkH: 0.3, vAlign: 'baseline' },
    stacked: { markWidthToWordmark: 1, gapToMarkH: 0.15, align: 'center' },
    clearSpaceRatio: 0.3,
  },
  appIcon: { source: 'initial', ground: 'white', markScale: 0.66 },
  icons: { use: 'never' },
  avoid: [
    { id: 'maxColors', value: 4 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'noBlack' },
    { id: 'maxElements', value: 2 },
    { id: 'minFeatureAtPx', value: [32, 0.02] },
    { id: 'fontClassDeny', value: ['geometric sans'] },
    { id: 'forbiddenMotif', value: 'blue-red-yellow-blue-green-red six-letter serif sequence' },
  ],
  avoidNotes: [
    'bold or black weights',
    'black letters',
    'per-letter gradients',
    'adjacent identical colours',
    'geometric sans (that is the post-2015 language)',
    'more than 5 colours',
    'heavy bevels',
  ],
  variation: { amount: 0.1, locked: ['typography.perLetterColor', 'color.sequenceRule'] },
};
