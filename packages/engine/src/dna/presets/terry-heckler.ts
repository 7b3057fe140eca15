/** Terry Heckler preset: heritage seals with a mythic figure and ring lettering (designer-dna.md §2.9). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const TERRY_HECKLER: DesignerDNA = {
  id: 'terry-heckler',
  name: 'Terry Heckler',
  style:
    'Storytelling heritage emblems. A mythic or figurative character from old woodcuts or engravings sits inside a circular seal with ring lettering. Hand-drawn warmth, earthy colour.',
  principles: ['Tell a story', 'Heritage and myth', 'Circular seal framing', 'Hand-drawn warmth'],
  signatureWorks: [
    {
      name: 'Starbucks',
      year: 1971,
      traits: [
        'Heckler also proposed the name',
        'A two-tailed siren adapted from an old Norse woodcut, drawn in brown inside a double ring that carries the company name and its trade (coffee, tea, spices)',
      ],
    },
    {
      name: 'Later evolutions simplified the figure, turned it green, sep',
      year: '',
      traits: [
        'Later evolutions simplified the figure, turned it green, separated the words with stars, and finally dropped the ring and zoomed in on the figure',
      ],
    },
    {
      name: 'Other Heckler Associates clients include Panera Bread',
      year: '',
      traits: ['Other Heckler Associates clients include Panera Bread (a figure holding a loaf), Cinnabon and New Balance'],
    },
  ],
  archetypes: [
    { id: 'circular-seal', weight: 0.45 },
    { id: 'figure-emblem', weight: 0.25 },
    { id: 'zoomed-figure-crop', weight: 0.15 },
    { id: 'heritage-wordmark', weight: 0.15 },
  ],
  geometry: {
    vocabulary: ['circle', 'ring', 'star', 'dot', 'figure', 'hatch'],
    render: 'fill+keyline',
    strokeRatio: 0.015,
    cornerRadiusRatio: 0.02,
    edge: 'hand-inked',
    edgeRoughness: 0.003,
    symmetry: 'mirror-x',
    gridModules: 0,
    elementCount: [3, 6],
    inkCoverage: [0.45, 0.7],
    minFeatureRatio: 0.02,
    seal: { ringBand: 0.2, innerKeyline: 0.78, figureMaxR: 0.62, separators: 'star', ringTextTrackingEm: 0.08, hatchLines: [3, 7] },
  },
  typography: {
    display: [fontRef('montserrat', [800]), fontRef('cinzel', [700]), fontRef('im-fell-english', [400])],
    support: [fontRef('lato', [400, 700])],
    wordmark: { case: 'upper', weight: 800, trackingEm: 0.08, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'upper', weight: 400, trackingEm: 0.1, sizeRatio: 0.35 },
  },
  color: {
    strategy: 'earth',
    count: [1, 2],
    anchors: ['#5A3A22', '#0F5132', '#1A1A1A'],
    background: ['#F3EBDD', '#FFFFFF'],
    forbid: ['gradient', 'shadow', 'neon'],
    minContrast: 4.5,
    monoFallback: 'primary',
  },
  layout: {
    preferred: ['emblem', 'horizontal', 'stacked'],
    horizontal: { markHeightToCap: 3, gapToMarkH: 0.3, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.7, gapToMarkH: 0.2, align: 'center' },
    clearSpaceRatio: 0.2,
    wordmarkInsideMark: true,
  },
  appIcon: { source: 'crop', ground: 'primary', markScale: 0.9, crop: { mode: 'zoom', focus: 'figure', zoom: 1.4 }, simplifyBelowPx: 64 },
  icons: {
    use: 'preferred',
    weight: 'fill',
    treatment: ['ring-center', 'simplify'],
    maxIcons: 1,
    preferSymmetric: true,
    denyNames: ['mermaid', 'siren'],
  },
  avoid: [
    { id: 'maxColors', value: 2 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 6 },
    { id: 'minFeatureAtPx', value: [32, 0.02] },
    { id: 'forbiddenMotif', value: 'two-tailed siren' },
    { id: 'forbiddenMotif', value: 'mermaid' },
  ],
  avoidNotes: [
    'cold abstract geometry',
    'gradients',
    'more than 2 inks',
    'ring text smaller than 0.09 R cap height',
    'asymmetric seals',
    'mascots in a cartoon style',
    'sirens',
    'mermaids or two-tailed figures',
  ],
  variation: { amount: 0.1, locked: [] },
};
