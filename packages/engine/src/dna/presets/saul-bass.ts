/** Saul Bass preset: reductive cut-paper figures and kinetic stripes (designer-dna.md §2.4). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const SAUL_BASS: DesignerDNA = {
  id: 'saul-bass',
  name: 'Saul Bass',
  style:
    'Reductive, kinetic, cut-paper graphics. Bold flat shapes, parallel stripes, spheres and rough-edged figures built on strong figure–ground tension.',
  principles: ["Symbolise, don't describe", 'Cut-paper economy', 'Figure–ground tension', 'Kinetic stripes'],
  signatureWorks: [
    {
      name: 'AT&T globe',
      year: 1983,
      traits: ['a sphere crossed by horizontal light bands whose thickness changes, so flat stripes imply rotation and volume'],
    },
    { name: 'Bell System', year: 1969, traits: ['a reduced bell inside a circle'] },
    { name: 'United Airlines "tulip"', year: 1974, traits: ['a U built from parallel stripes in two colours, with a sense of flight'] },
    { name: 'Continental "jetstream"', year: 1968, traits: [] },
    { name: 'Girl Scouts', year: 1978, traits: ['three profiles nested in a trefoil through negative space'] },
    { name: 'Quaker Oats', year: 1972, traits: ['a reduced portrait in a circle'] },
    { name: 'Minolta', year: 1978, traits: ['a sphere with horizontal white bands'] },
    { name: 'Warner Communications', year: 1972, traits: ['a W from curved strokes'] },
    { name: 'Other work', year: '', traits: ['Also Kleenex, Dixie, Geffen Records, Avery'] },
    {
      name: 'Film titles',
      year: '',
      traits: ['the jagged cut-paper arm (The Man with the Golden Arm), the spiral (Vertigo), the cut-up body (Anatomy of a Murder)'],
    },
  ],
  archetypes: [
    // Bars with gaps shred what they cut (marks/modules/stripes.ts): a figure cropped off the edge and his profile faces instead.
    { id: 'zoomed-figure-crop', weight: 0.3 },
    { id: 'cut-paper-figure', weight: 0.3 },
    { id: 'negative-space-letter', weight: 0.15 },
    { id: 'portrait-disc', weight: 0.15 },
    { id: 'emblem-badge', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['circle', 'ellipse', 'stripe', 'spiral', 'shard', 'profile', 'leaf'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'cut-paper',
    edgeRoughness: 0.015,
    symmetry: 'none',
    gridModules: 0,
    elementCount: [1, 4],
    inkCoverage: [0.35, 0.65],
    motionAngleDeg: 15,
    curveTension: 0.5,
    minFeatureRatio: 0.035,
    stripes: { count: [5, 9], angleDeg: 0, gapToBarRatio: [0.6, 1], thicknessProfile: 'sine-volume', bleed: true },
    negativeSpace: { priority: 0.6, techniques: ['figure-ground-pair', 'knockout-icon'], hiddenAreaRatio: [0.08, 0.2] },
  },
  typography: {
    display: [fontRef('league-gothic', [400]), fontRef('bebas-neue', [400]), fontRef('londrina-solid', [900])],
    support: [fontRef('libre-franklin', [500]), fontRef('work-sans', [400])],
    wordmark: { case: 'upper', weight: 400, trackingEm: 0.02, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'lower', weight: 500, trackingEm: 0, sizeRatio: 0.35 },
  },
  color: {
    strategy: 'warm-pair',
    count: [1, 3],
    anchors: ['#111111', '#E5471F', '#1D4E9E'],
    background: ['#F2E8D5', '#FFFFFF'],
    forbid: ['gradient', 'tint', 'shadow'],
    minContrast: 4.5,
    monoFallback: 'black',
  },
  layout: {
    preferred: ['horizontal', 'mark-only', 'stacked'],
    horizontal: { markHeightToCap: 2, gapToMarkH: 0.4, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.45, gapToMarkH: 0.25, align: 'center' },
    clearSpaceRatio: 0.25,
  },
  appIcon: { source: 'mark', ground: 'white', markScale: 0.72, crop: { mode: 'bleed', focus: 'figure', zoom: 1.15 } },
  icons: { use: 'preferred', weight: 'fill', treatment: ['simplify', 'rough-edge', 'stripe-cut'], maxIcons: 1 },
  avoid: [
    { id: 'maxColors', value: 3 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 4 },
    { id: 'minFeatureAtPx', value: [32, 0.035] },
    { id: 'fontClassDeny', value: ['Didone', 'blackletter'] },
    { id: 'forbiddenMotif', value: 'horizontally banded telecom globe' },
  ],
  avoidNotes: [
    'gradients',
    'airbrush or 3D shading',
    'outline icons',
    'photographic detail',
    'more than 3 inks',
    'ornate serif fonts',
    'perfect vector smoothness on figurative cut-paper marks',
    'copying the banded-globe "telecom" motif exactly (vary the object and the band profile)',
  ],
  variation: { amount: 0.1, locked: ['color.forbid'] },
};
