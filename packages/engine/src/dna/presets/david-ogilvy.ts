/** David Ogilvy preset: dignified serif wordmarks with one story detail (designer-dna.md §2.8). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const DAVID_OGILVY: DesignerDNA = {
  id: 'david-ogilvy',
  name: 'David Ogilvy',
  style:
    'Research-driven classic advertising. Dignified serif typography, factual clarity, black on white. One intriguing "story appeal" detail makes the brand memorable.',
  principles: ['Readability above all', 'Classic serif authority', 'One story detail', 'Consistent brand image'],
  signatureWorks: [
    {
      name: 'Hathaway shirts',
      year: 1951,
      traits: ['the man with the eyepatch', 'One odd detail creates a story and makes the brand unforgettable'],
    },
    { name: 'Rolls-Royce', year: 1958, traits: ['a long factual serif headline and body copy'] },
    { name: 'Schweppes and Dove', year: 1955, traits: ['Commander Whitehead as the face of Schweppes', 'Dove (1955)'] },
    {
      name: "The agency's identity came to use a red handwritten signatur",
      year: '',
      traits: ["The agency's identity came to use a red handwritten signature-style logotype"],
    },
    {
      name: 'His rules',
      year: '',
      traits: [
        'serif faces people are used to reading (Century, Caslon, Baskerville, Jenson); lower-case over all-caps; never reverse type (white on black); no full stop after a headline; never set type over an image',
      ],
    },
  ],
  archetypes: [
    { id: 'pure-wordmark', weight: 0.4 },
    { id: 'script-wordmark', weight: 0.25 },
    { id: 'wordmark-with-story-detail', weight: 0.2 },
    { id: 'oval-monogram', weight: 0.15 },
  ],
  geometry: {
    vocabulary: ['glyph', 'oval', 'small-icon'],
    render: 'fill+keyline',
    strokeRatio: 0.02,
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'mirror-x',
    gridModules: 0,
    elementCount: [1, 2],
    inkCoverage: [0.2, 0.45],
    minFeatureRatio: 0.03,
  },
  typography: {
    display: [fontRef('libre-caslon-text', [400, 700]), fontRef('libre-baskerville', [400, 700]), fontRef('old-standard-tt', [400, 700])],
    script: [fontRef('mr-de-haviland', [400]), fontRef('herr-von-muellerhoff', [400])],
    support: [fontRef('source-serif-4', [400]), fontRef('crimson-pro', [400])],
    wordmark: { case: 'title', weight: 400, trackingEm: 0.005, scaleX: 1, obliqueDeg: 0, kerningMode: 'optical-tight' },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0, sizeRatio: 0.3, noTerminalPeriod: true },
    descriptor: ['flanked', 'justified'],
  },
  color: {
    strategy: 'mono',
    count: [1, 2],
    anchors: ['#111111', '#C8102E', '#1B2A4A'],
    background: ['#FFFFFF', '#FAF7F0'],
    forbid: ['reverse', 'gradient', 'shadow', 'tint'],
    minContrast: 7,
    monoFallback: 'black',
  },
  layout: {
    preferred: ['wordmark-only', 'stacked'],
    horizontal: { markHeightToCap: 1.2, gapToMarkH: 0.3, vAlign: 'baseline' },
    stacked: { markWidthToWordmark: 0.3, gapToMarkH: 0.3, align: 'center' },
    clearSpaceRatio: 0.4,
  },
  appIcon: { source: 'initial', ground: 'white', markScale: 0.6 },
  icons: { use: 'optional', weight: 'fill', treatment: ['as-is'], maxIcons: 1, maxAreaRatio: 0.15 },
  avoid: [
    { id: 'maxColors', value: 2 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'noReverse' },
    { id: 'noFullStop' },
    { id: 'maxElements', value: 2 },
    { id: 'minFeatureAtPx', value: [32, 0.03] },
    { id: 'fontClassDeny', value: ['sans'] },
    { id: 'forbiddenMotif', value: 'man with an eyepatch' },
  ],
  avoidNotes: [
    'all-caps long names',
    'reversed (light-on-dark) type',
    'sans-serif display type',
    'periods after the name or tagline',
    'type over pictures',
    'gimmicky graphics that upstage the name',
    'more than 2 inks',
  ],
  variation: { amount: 0.1, locked: ['color.forbid', 'typography.wordmark.case'] },
};
