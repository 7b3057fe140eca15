/** Paul Rand preset: playful modernism built from circles, squares, stripes and dots (designer-dna.md §2.1). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const PAUL_RAND: DesignerDNA = {
  id: 'paul-rand',
  name: 'Paul Rand',
  style:
    'Modernist minimalism and grid discipline. Elementary geometry (circle, square, stripe, dot) is bent into a witty, instantly readable symbol that survives in one colour at any size.',
  principles: ['Simplicity with wit', 'Geometric primitives only', 'Works in black', 'Timeless over trendy'],
  signatureWorks: [
    {
      name: 'IBM',
      year: 1956,
      traits: [
        'heavy slab-serif capitals (derived from City Medium) sliced by evenly spaced horizontal white bars',
        'The bars unify the letters and suggest speed and scan lines',
      ],
    },
    {
      name: 'ABC',
      year: 1962,
      traits: [
        'lowercase abc drawn from perfect circles and straight stems, knocked out of a solid black disc',
        'It is pure compass-and-ruler construction',
      ],
    },
    {
      name: 'UPS',
      year: 1961,
      traits: ['a heraldic shield topped by a bow-tied parcel', 'A literal pictogram sits on an abstract container'],
    },
    {
      name: 'Westinghouse',
      year: 1960,
      traits: ['a circle holding a "W" made of three stems capped by dots under a bar', 'It reads as a circuit or a face'],
    },
    {
      name: 'NeXT',
      year: 1986,
      traits: ['a black cube tilted about 28°, with the name split over two lines, letters in bright colours and the e lowercase'],
    },
    { name: 'Other work', year: '', traits: ['Cummins, Yale University Press, Morningstar, IDEO (1991), Enron (1996, tilted E)'] },
  ],
  archetypes: [
    { id: 'geometric-monogram', weight: 0.35 },
    // Bars with gaps shred what they cut (marks/modules/stripes.ts): the rebus is Rand's other signature (Eye-Bee-M).
    { id: 'rebus', weight: 0.25 },
    { id: 'pictogram-silhouette', weight: 0.2 },
    { id: 'dot-matrix', weight: 0.1 },
    { id: 'pure-wordmark', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['circle', 'square', 'bar', 'dot', 'triangle', 'shield'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'mirror-x',
    gridModules: 8,
    elementCount: [1, 2],
    inkCoverage: [0.35, 0.6],
    motionAngleDeg: 0,
    containerTiltDeg: -28,
    minFeatureRatio: 0.04,
    stripes: { count: [7, 9], angleDeg: 0, gapToBarRatio: [0.9, 1.1], thicknessProfile: 'uniform', bleed: false },
  },
  typography: {
    display: [fontRef('jost', [500, 700]), fontRef('arvo', [700]), fontRef('league-spartan', [700, 800])],
    support: [fontRef('dm-sans', [400, 500]), fontRef('jost', [400])],
    wordmark: { case: 'lower', weight: 600, trackingEm: -0.01, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'upper', weight: 400, trackingEm: 0.12, sizeRatio: 0.3 },
    descriptor: ['lower'],
  },
  color: {
    strategy: 'primary-set',
    count: [1, 3],
    anchors: ['#1B5FAA', '#E03A2F', '#F5C400', '#111111'],
    background: ['#FFFFFF'],
    forbid: ['gradient', 'tint', 'shadow'],
    minContrast: 4.5,
    monoFallback: 'black',
  },
  layout: {
    preferred: ['mark-only', 'horizontal'],
    horizontal: { markHeightToCap: 2.2, gapToMarkH: 0.35, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.6, gapToMarkH: 0.25, align: 'center' },
    clearSpaceRatio: 0.25,
  },
  appIcon: { source: 'mark', ground: 'white', markScale: 0.64, crop: { mode: 'bleed', focus: 'first-letters', zoom: 1.4 } },
  icons: { use: 'optional', weight: 'fill', treatment: ['simplify', 'silhouette-in-container'], maxIcons: 1 },
  avoid: [
    { id: 'maxColors', value: 3 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 2 },
    { id: 'minFeatureAtPx', value: [32, 0.04] },
    { id: 'fontClassDeny', value: ['script', 'decorative'] },
    { id: 'forbiddenMotif', value: 'eight-bar striped three-letter slab monogram' },
  ],
  avoidNotes: [
    'gradients',
    'shadows',
    'outline-only marks',
    'hairlines thinner than 0.03 M',
    'more than 3 inks',
    'script or decorative fonts',
    'photographic detail',
    'blobby "tech" shapes',
    'arbitrary asymmetry without a geometric reason',
    'copying the 8-bar three-letter slab monogram',
  ],
  variation: { amount: 0.1, locked: ['geometry.render', 'color.forbid'] },
};
