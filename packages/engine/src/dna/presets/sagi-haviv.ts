/** Sagi Haviv preset: reductive dual-reading geometric symbols (designer-dna.md §2.15). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const SAGI_HAVIV: DesignerDNA = {
  id: 'sagi-haviv',
  name: 'Sagi Haviv',
  style:
    'Contemporary reductive symbol design. One clever geometric idea, often readable two ways, executed with precise minimal geometry. It works from favicon to billboard and is paired with a clean modern sans. A symbol is made only when there is a reason for one.',
  principles: ['Simple, memorable, appropriate', 'Dual-reading geometry', 'Favicon-to-billboard scale', 'Name first unless needed'],
  signatureWorks: [
    { name: 'Library of Congress', year: '', traits: ['an open book drawn in blue and white that also evokes a waving flag'] },
    { name: 'Harvard University Press', year: '2012–13', traits: ['(2012–13 centennial identity)'] },
    { name: 'US Open', year: 2018, traits: [] },
    { name: 'Armani Exchange', year: 2008, traits: ['an A|X monogram with a vertical divider'] },
    { name: 'Conservation International', year: '', traits: ['a figure and world reading from a circle and an arc'] },
    {
      name: "Women's World Banking",
      year: '',
      traits: ['an abstract form readable as a flower, an empowered figure or a coin entering a purse'],
    },
    {
      name: 'Other work',
      year: '',
      traits: [
        'Also the International Tchaikovsky Competition (2010), the MacArthur Foundation, Radio Free Europe and National Parks of New York Harbor',
      ],
    },
    {
      name: 'His stated rule',
      year: '',
      traits: ['make a symbol only for a long name, a need to unite many entities, or a need for shorthand', 'Otherwise focus on the name'],
    },
  ],
  archetypes: [
    { id: 'dual-reading-symbol', weight: 0.4 },
    { id: 'object-built-letter', weight: 0.2 },
    { id: 'divided-monogram', weight: 0.15 },
    { id: 'pictogram-twist', weight: 0.15 },
    { id: 'pure-wordmark', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['circle', 'arc', 'rectangle', 'rounded-rect'],
    render: 'fill',
    cornerRadiusRatio: 0.04,
    edge: 'clean',
    symmetry: 'mirror-x',
    gridModules: 24,
    elementCount: [1, 3],
    inkCoverage: [0.35, 0.6],
    minFeatureRatio: 0.042,
  },
  typography: {
    display: [fontRef('manrope', [600, 700]), fontRef('plus-jakarta-sans', [600, 700]), fontRef('outfit', [500, 600])],
    support: [fontRef('inter', [400]), fontRef('source-serif-4', [400])],
    wordmark: { case: 'title', weight: 600, trackingEm: -0.01, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0.01, sizeRatio: 0.3 },
    descriptor: ['justified', 'lower'],
  },
  color: {
    strategy: 'duo',
    count: [1, 2],
    anchors: ['#123A7A', '#0E7C86', '#5B2A86', '#D62E2E'],
    background: ['#FFFFFF'],
    forbid: ['gradient', 'shadow', 'tint'],
    minContrast: 4.5,
    monoFallback: 'primary',
  },
  layout: {
    preferred: ['horizontal', 'stacked', 'mark-only'],
    horizontal: { markHeightToCap: 1.8, gapToMarkH: 0.5, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.45, gapToMarkH: 0.3, align: 'center' },
    clearSpaceRatio: 0.3,
  },
  appIcon: { source: 'mark', ground: 'primary', markScale: 0.62 },
  icons: { use: 'optional', weight: 'fill', treatment: ['simplify'], maxIcons: 1, maxShapes: 3 },
  avoid: [
    { id: 'maxColors', value: 2 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 3 },
    { id: 'minFeatureAtPx', value: [32, 0.042] },
    { id: 'forbiddenMotif', value: 'A|X divided monogram' },
    { id: 'forbiddenMotif', value: 'open book that reads as a waving flag' },
  ],
  avoidNotes: [
    'decorative detail',
    'two ideas in one mark',
    'gradients and 3D',
    'stroke icons',
    "symbols for names that don't need one",
    'details that disappear at 16 px',
  ],
  rules: { symbolOnlyIf: 'name.length>12 || multiEntity || userWantsSymbol' },
  variation: { amount: 0.1, locked: [] },
};
