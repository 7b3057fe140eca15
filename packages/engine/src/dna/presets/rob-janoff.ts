/** Rob Janoff preset: a friendly object silhouette with one subtractive twist (designer-dna.md §2.6). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const ROB_JANOFF: DesignerDNA = {
  id: 'rob-janoff',
  name: 'Rob Janoff',
  style:
    'A friendly, instantly recognisable silhouette of an everyday object made unique by one subtractive twist. It can be dressed in flat spectrum bands or shown in a single colour.',
  principles: ['Silhouette first', 'One memorable twist', 'Friendly and approachable', 'Colour as personality'],
  signatureWorks: [
    {
      name: 'Apple',
      year: 1977,
      traits: [
        'a solid apple silhouette with one circular bite on the right side and a detached leaf tilted upward',
        'The bite gives scale and makes the fruit read unambiguously',
      ],
    },
    {
      name: 'Six horizontal flat colour bands',
      year: '',
      traits: [
        'Six horizontal flat colour bands (green at the top, then yellow, orange, red, purple, blue) signalled a colour-capable computer',
      ],
    },
    {
      name: 'The companion wordmark was a rounded lowercase display face.',
      year: '',
      traits: ['The companion wordmark was a rounded lowercase display face', 'The mark later went monochrome'],
    },
  ],
  archetypes: [
    { id: 'bitten-silhouette', weight: 0.45 },
    { id: 'spectrum-banded-silhouette', weight: 0.25 },
    { id: 'notched-silhouette', weight: 0.2 },
    { id: 'pure-wordmark', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['silhouette', 'circle', 'leaf'],
    render: 'fill',
    cornerRadiusRatio: 0.03,
    edge: 'clean',
    symmetry: 'mirror-x',
    gridModules: 0,
    elementCount: [1, 2],
    inkCoverage: [0.45, 0.6],
    curveTension: 0.6,
    minFeatureRatio: 0.04,
    negativeSpace: {
      priority: 0.8,
      techniques: ['bite'],
      biteRadius: [0.18, 0.24],
      biteHeight: [0.4, 0.55],
      accentGap: 0.04,
      accentRotationDeg: [30, 45],
    },
    stripes: { count: [3, 4], angleDeg: 0, gapToBarRatio: [0, 0.02], thicknessProfile: 'uniform', bleed: false, optional: true },
  },
  typography: {
    display: [
      fontRef('varela-round', [400]),
      fontRef('eb-garamond', [500, 600], { scaleX: 0.85 }),
      fontRef('cormorant-garamond', [600], { scaleX: 0.88 }),
    ],
    support: [fontRef('inter', [400, 500]), fontRef('nunito-sans', [400])],
    wordmark: { case: 'lower', weight: 400, trackingEm: -0.01, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0, sizeRatio: 0.3 },
    descriptor: ['lower'],
  },
  color: {
    strategy: 'spectrum|mono',
    count: [1, 6],
    anchors: ['#58B947', '#F9C22E', '#F28C28', '#E0403A', '#8E44AD', '#1F8FD6', '#1D1D1F', '#A2AAAD'],
    background: ['#FFFFFF', '#000000'],
    forbid: ['gradient', 'shadow'],
    minContrast: 3,
    monoFallback: 'black',
    sequenceRule: 'hue-wheel-order',
  },
  layout: {
    preferred: ['mark-only', 'horizontal'],
    horizontal: { markHeightToCap: 1.6, gapToMarkH: 0.35, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.45, gapToMarkH: 0.25, align: 'center' },
    clearSpaceRatio: 0.3,
  },
  appIcon: { source: 'mark', ground: 'white', markScale: 0.6, centreOn: 'body' },
  icons: {
    use: 'preferred',
    weight: 'fill',
    treatment: ['bite', 'simplify'],
    maxIcons: 1,
    denyNames: ['apple', 'apple-logo', 'orange', 'cherries'],
  },
  avoid: [
    { id: 'maxColors', value: 6 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 2 },
    { id: 'minFeatureAtPx', value: [32, 0.04] },
    { id: 'forbiddenMotif', value: 'apple silhouette with a bite' },
  ],
  avoidNotes: [
    'an apple with a bite (trademark)',
    'more than one subtraction',
    'gradients',
    'outlines',
    'glossy 3D',
    'text inside the silhouette',
    'complex illustration',
    'spectrum bands that are not flat',
  ],
  variation: { amount: 0.1, locked: ['geometry.negativeSpace.techniques'] },
};
