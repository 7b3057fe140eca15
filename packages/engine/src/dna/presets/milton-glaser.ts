/** Milton Glaser preset: idea-first rebus graphics with a warm hand-made feel (designer-dna.md §2.2). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const MILTON_GLASER: DesignerDNA = {
  id: 'milton-glaser',
  name: 'Milton Glaser',
  style:
    'Eclectic, warm, idea-first graphics. Rebus and symbol substitution, a hand-made feel, typewriter, stencil and Bodoni letterforms, bold pop colour.',
  principles: ['Idea before style', 'Rebus wordplay', 'Warm hand-made feel', 'Eclectic historical borrowing'],
  signatureWorks: [
    {
      name: 'I ♥ NY',
      year: 1977,
      traits: [
        'a rebus',
        'The capital I, a solid red heart and the letters NY are stacked as a compact 2 × 2 block in a rounded typewriter slab face',
        'The type is black, the heart is the only colour, and the whole block is almost square',
      ],
    },
    { name: 'DC Comics "bullet"', year: 1977, traits: ['the initials DC inside a circle ringed by four small stars, in two colours'] },
    { name: 'Brooklyn Brewery', year: 1988, traits: ['a flowing "B" inside a round green badge with the name on the band'] },
    { name: 'Dylan poster', year: 1966, traits: ['a black silhouette profile with hair rendered as flat, colourful wavy bands'] },
    { name: 'New York magazine', year: 1968, traits: ['tight, high-contrast Didone capitals'] },
    { name: 'Typefaces', year: '', traits: ['Glaser Stencil, Baby Teeth'] },
  ],
  archetypes: [
    { id: 'rebus', weight: 0.35 },
    { id: 'circular-seal', weight: 0.25 },
    { id: 'pictogram-silhouette', weight: 0.15 },
    { id: 'pure-wordmark', weight: 0.15 },
    { id: 'masthead-lettering', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['heart', 'circle', 'star', 'rounded-rect', 'wave-band', 'silhouette'],
    render: 'fill',
    cornerRadiusRatio: 0.02,
    edge: 'hand-inked',
    edgeRoughness: 0.004,
    symmetry: 'mirror-x',
    gridModules: 0,
    elementCount: [1, 3],
    inkCoverage: [0.3, 0.6],
    curveTension: 0.7,
    minFeatureRatio: 0.035,
  },
  typography: {
    display: [fontRef('courier-prime', [700]), fontRef('bodoni-moda', [700, 900]), fontRef('saira-stencil-one', [400])],
    support: [fontRef('libre-franklin', [400, 600])],
    wordmark: { case: 'upper', weight: 700, trackingEm: 0, scaleX: 1, obliqueDeg: 0, kerningMode: 'font', leading: 0.9 },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0.02, sizeRatio: 0.3 },
    descriptor: ['ruled', 'justified'],
    glyphSurgery: ['counter-swap-icon', 'stencil-bridges'],
  },
  color: {
    strategy: 'accent',
    count: [2, 2],
    anchors: ['#111111', '#E2231A', '#1E4FA0', '#2E7D32'],
    background: ['#FFFFFF', '#FBF6EC'],
    forbid: ['gradient', 'shadow'],
    minContrast: 4.5,
    monoFallback: 'black',
  },
  layout: {
    preferred: ['mark-only', 'stacked', 'horizontal'],
    horizontal: { markHeightToCap: 2.5, gapToMarkH: 0.3, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.55, gapToMarkH: 0.2, align: 'center' },
    clearSpaceRatio: 0.2,
  },
  appIcon: { source: 'mark', ground: 'white', markScale: 0.8 },
  icons: { use: 'preferred', weight: 'fill', treatment: ['as-is', 'simplify'], maxIcons: 1 },
  avoid: [
    { id: 'maxColors', value: 2 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 3 },
    { id: 'minFeatureAtPx', value: [32, 0.035] },
    { id: 'fontClassDeny', value: ['thin sans'] },
    { id: 'forbiddenMotif', value: 'I-heart-initials rebus block' },
    { id: 'forbiddenMotif', value: 'initials in a circle ringed by four stars' },
  ],
  avoidNotes: [
    'sterile minimal marks with no idea',
    'more than one pictogram per rebus',
    'gradients',
    'mechanical outline icons',
    'cold corporate blue-only palettes',
    'thin sans wordmarks',
  ],
  variation: { amount: 0.1, locked: ['archetypes.rebus.maxIcons'] },
};
