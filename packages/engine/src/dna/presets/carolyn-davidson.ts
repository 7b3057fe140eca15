/** Carolyn Davidson preset: one tapered gesture that carries motion (designer-dna.md §2.3). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const CAROLYN_DAVIDSON: DesignerDNA = {
  id: 'carolyn-davidson',
  name: 'Carolyn Davidson',
  style: 'Maximum reduction to a single fluid, tapered gesture that carries motion and can stand without the name.',
  principles: ['One gesture only', 'Motion and speed', 'Tapered dynamic curve', 'Mark stands alone'],
  signatureWorks: [
    {
      name: 'Nike Swoosh',
      year: 1971,
      traits: [
        'one filled, crescent-like sweep',
        'It has a rounded heel at the lower left, a curved belly that dips, then a long rise to a razor-thin tip at the upper right',
        'It is asymmetric and evokes a wing and movement',
      ],
    },
    {
      name: 'It was first paired with a lowercase script name and later w',
      year: '',
      traits: [
        'It was first paired with a lowercase script name and later with heavy condensed oblique sans capitals',
        'In the late 1990s it was used alone',
      ],
    },
  ],
  archetypes: [
    { id: 'single-stroke-gesture', weight: 0.55 },
    { id: 'gesture-with-italic-wordmark', weight: 0.25 },
    { id: 'gesture-letter', weight: 0.1 },
    { id: 'pure-wordmark', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['swoosh', 'crescent', 'comet', 'wave'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'none',
    gridModules: 0,
    elementCount: [1, 1],
    inkCoverage: [0.15, 0.3],
    motionAngleDeg: 22,
    curveTension: 0.85,
    minFeatureRatio: 0.03,
    gesture: { peakThickness: [0.18, 0.24], peakAt: [0.25, 0.35], heelRadius: 0.05, dip: [0.05, 0.1], rise: [15, 30] },
  },
  typography: {
    display: [
      fontRef('jost', [800, 900], { italic: true }),
      fontRef('barlow-condensed', [800], { italic: true }),
      fontRef('saira-condensed', [800], { fauxObliqueDeg: 12 }),
    ],
    support: [fontRef('barlow', [500]), fontRef('inter', [400])],
    wordmark: { case: 'upper', weight: 800, trackingEm: -0.01, scaleX: 0.9, obliqueDeg: 12, kerningMode: 'font' },
    tagline: { case: 'upper', weight: 500, trackingEm: 0.06, sizeRatio: 0.28 },
    descriptor: ['flanked', 'justified'],
  },
  color: {
    strategy: 'mono',
    count: [1, 1],
    anchors: ['#111111', '#F25C05', '#E10600', '#C9F000'],
    background: ['#FFFFFF', '#111111'],
    forbid: ['gradient', 'shadow', 'tint'],
    minContrast: 7,
    monoFallback: 'black',
    field: true,
  },
  layout: {
    preferred: ['mark-only', 'stacked', 'horizontal'],
    horizontal: { markHeightToCap: 1.5, gapToMarkH: 0.5, vAlign: 'baseline' },
    stacked: { markWidthToWordmark: 1, gapToMarkH: 0.12, align: 'left' },
    clearSpaceRatio: 0.3,
  },
  appIcon: { source: 'mark', ground: 'primary', markScale: 0.72, opticalOffset: [-0.04, -0.04] },
  icons: { use: 'never' },
  avoid: [
    { id: 'maxColors', value: 1 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 1 },
    { id: 'minFeatureAtPx', value: [32, 0.03] },
    { id: 'fontClassDeny', value: ['serif'] },
    { id: 'forbiddenMotif', value: 'check-shaped swoosh in the 1971 proportions' },
    { id: 'forbiddenMotif', value: 'literal checkmark' },
  ],
  avoidNotes: [
    'constant-width strokes or outlines',
    'more than one gesture',
    'containers around the gesture',
    'serif fonts',
    'symmetric or static shapes',
    'gradients and 3D',
    'a literal ✓ checkmark',
    'cloning the 1971 proportions',
  ],
  variation: { amount: 0.1, locked: ['geometry.elementCount', 'geometry.symmetry', 'icons.use'] },
};
