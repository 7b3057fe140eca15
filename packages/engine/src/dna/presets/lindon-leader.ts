/** Lindon Leader preset: bold type with a figure hidden in the negative space (designer-dna.md §2.5). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const LINDON_LEADER: DesignerDNA = {
  id: 'lindon-leader',
  name: 'Lindon Leader',
  style:
    'Clean, bold typographic marks with a discoverable figure hidden in the negative space. Understatement: simplicity and clarity first, surprise second.',
  principles: ['Hidden in plain sight', 'Type is the mark', 'Simplicity and clarity', 'Built for every medium'],
  signatureWorks: [
    {
      name: 'FedEx',
      year: 1994,
      traits: [
        'a heavy sans wordmark whose letterforms are a proprietary blend of Futura Bold and Univers 67',
        'Letters are set so tight they nearly touch, and the gap between the capital E and the lowercase x forms a right-pointing arrow',
        'The word is split into two colours at the morpheme boundary ("Fed" | "Ex")',
      ],
    },
    { name: 'Hawaiian Airlines', year: 2001, traits: ["a woman's profile with a flower, in a circle"] },
    { name: 'Technicolor', year: '', traits: ['a spectrum of colours shaped like a marquee or film strip'] },
    { name: 'Other work', year: '', traits: ['Also Ryder, CIGNA, NCAA, Banco Bradesco', 'He started his career with Saul Bass'] },
  ],
  archetypes: [
    { id: 'negative-space-wordmark', weight: 0.45 },
    { id: 'negative-space-letter', weight: 0.25 },
    { id: 'portrait-disc', weight: 0.15 },
    { id: 'spectrum-marquee', weight: 0.15 },
  ],
  geometry: {
    vocabulary: ['glyph', 'arrow', 'triangle', 'circle', 'rectangle'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'none',
    gridModules: 0,
    elementCount: [1, 2],
    inkCoverage: [0.45, 0.7],
    minFeatureRatio: 0.03,
    negativeSpace: { priority: 1, techniques: ['gap-figure', 'counter-figure', 'knockout-icon'], hiddenAreaRatio: [0.02, 0.06] },
  },
  typography: {
    display: [fontRef('jost', [800]), fontRef('archivo', [800, 900]), fontRef('league-spartan', [800])],
    support: [fontRef('inter', [400, 500]), fontRef('archivo', [400])],
    wordmark: { case: 'as-typed', weight: 800, trackingEm: -0.05, scaleX: 1, obliqueDeg: 0, kerningMode: 'touching' },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0.02, sizeRatio: 0.28 },
    descriptor: ['trailing'],
    perLetterColor: 'split-word',
    glyphSurgery: ['hidden-arrow'],
  },
  color: {
    strategy: 'duo',
    count: [2, 2],
    anchors: ['#4A2A8F', '#F26A1B', '#0E2A5A', '#1FA463'],
    background: ['#FFFFFF'],
    forbid: ['gradient', 'shadow', 'tint'],
    minContrast: 4.5,
    monoFallback: 'primary',
  },
  layout: {
    // The mark is the idea (a hidden figure, a pictogram in a letter): the primary shows it beside the name.
    preferred: ['horizontal', 'wordmark-only'],
    horizontal: { markHeightToCap: 1.2, gapToMarkH: 0.3, vAlign: 'cap' },
    stacked: { markWidthToWordmark: 0.3, gapToMarkH: 0.25, align: 'center' },
    clearSpaceRatio: 0.3,
  },
  appIcon: { source: 'crop', ground: 'white', markScale: 0.85, crop: { mode: 'zoom', focus: 'hidden-figure', zoom: 2.2 } },
  icons: { use: 'optional', weight: 'fill', treatment: ['knockout'], maxIcons: 1 },
  avoid: [
    { id: 'maxColors', value: 2 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 2 },
    { id: 'minFeatureAtPx', value: [32, 0.03] },
    { id: 'trackingRange', value: [-0.06, -0.02] },
    { id: 'fontClassDeny', value: ['display', 'script'] },
    { id: 'forbiddenMotif', value: 'hidden arrow between capital E and lowercase x' },
  ],
  avoidNotes: [
    'pointing out the trick (outlines, a third colour in the gap)',
    'loose tracking',
    'light weights',
    'extra icons that duplicate the hidden idea',
    'gradients',
    'more than 2 inks',
    'display or novelty fonts',
    'the specific E/x arrow',
  ],
  variation: { amount: 0.1, locked: ['color.count', 'typography.wordmark.kerningMode'] },
};
