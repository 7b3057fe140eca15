/** Ivan Chermayeff preset: joyful cut-paper collage symbols led by red (designer-dna.md §2.14). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const IVAN_CHERMAYEFF: DesignerDNA = {
  id: 'ivan-chermayeff',
  name: 'Ivan Chermayeff',
  style:
    'Joyful, collage-like modernism. Bold cut-paper shapes with a hand-made edge, surprising scale, generous red. Symbols are lively emblems (sun, globe, flame) rather than cold diagrams.',
  principles: ['Joyful surprise', 'Collage and cut paper', 'Bold red accents', 'Symbol with personality'],
  signatureWorks: [
    { name: 'Pan Am', year: '', traits: ['a blue disc with white curved meridian arcs'] },
    { name: 'Smithsonian', year: '', traits: ['a disc radiating rays'] },
    { name: 'Showtime', year: '', traits: ['wordmark'] },
    { name: 'HarperCollins', year: '', traits: ['a flame above waves, fire and water in one emblem'] },
    { name: 'Identities for the EPA and others with the firm.', year: '', traits: ['Identities for the EPA and others with the firm'] },
    {
      name: 'His own work',
      year: '',
      traits: [
        'hundreds of posters, playful collages of found objects (buttons, gloves), children\'s book illustration, and the giant red "9" sculpture on West 57th Street',
        'His partner recalled his love of surprise, large scale and the colour red',
      ],
    },
  ],
  archetypes: [
    { id: 'cut-paper-figure', weight: 0.35 },
    { id: 'sunburst', weight: 0.2 },
    { id: 'globe-arcs', weight: 0.15 },
    { id: 'oversized-glyph', weight: 0.15 },
    { id: 'dual-icon-emblem', weight: 0.15 },
  ],
  geometry: {
    vocabulary: ['free-cut', 'circle', 'ray', 'arc', 'wave', 'flame'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'cut-paper',
    edgeRoughness: 0.012,
    misregistration: 0.01,
    symmetry: 'none',
    gridModules: 0,
    elementCount: [1, 5],
    inkCoverage: [0.4, 0.7],
    minFeatureRatio: 0.035,
    sunburst: { rays: [16, 24], inner: 1.05, outer: [1.45, 1.6], rayWidth: [0.5, 0.7] },
  },
  typography: {
    display: [fontRef('bricolage-grotesque', [700, 800]), fontRef('archivo-black', [400]), fontRef('dm-serif-display', [400])],
    support: [fontRef('work-sans', [400, 500])],
    wordmark: { case: 'title', weight: 800, trackingEm: -0.02, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0.01, sizeRatio: 0.3 },
  },
  color: {
    strategy: 'accent',
    count: [2, 3],
    anchors: ['#E0301E', '#1B4DA1', '#111111', '#E3A21A'],
    background: ['#FFFFFF', '#F7F1E3'],
    forbid: ['gradient', 'shadow', 'tint'],
    minContrast: 4.5,
    monoFallback: 'primary',
  },
  layout: {
    preferred: ['horizontal', 'stacked', 'mark-only'],
    horizontal: { markHeightToCap: 2, gapToMarkH: 0.4, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.5, gapToMarkH: 0.25, align: 'center' },
    clearSpaceRatio: 0.25,
  },
  appIcon: { source: 'mark', ground: 'white', markScale: 0.74, crop: { mode: 'bleed', focus: 'figure', zoom: 1.1 } },
  icons: { use: 'preferred', weight: 'fill', treatment: ['rough-edge', 'simplify'], maxIcons: 2 },
  avoid: [
    { id: 'maxColors', value: 3 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 5 },
    { id: 'minFeatureAtPx', value: [32, 0.035] },
    { id: 'forbiddenMotif', value: 'blue disc with white meridian arcs' },
    { id: 'forbiddenMotif', value: 'flame above waves' },
  ],
  avoidNotes: [
    'sterile perfect vectors for collage',
    'gradients',
    'text-heavy marks',
    'a muted timid palette',
    'thin outlines',
    'corporate blue alone',
  ],
  variation: { amount: 0.1, locked: [] },
};
