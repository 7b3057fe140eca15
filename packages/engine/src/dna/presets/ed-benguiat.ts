/** Ed Benguiat preset: expressive custom lettering set tight, not touching (designer-dna.md §2.18). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const ED_BENGUIAT: DesignerDNA = {
  id: 'ed-benguiat',
  name: 'Ed Benguiat',
  style:
    'Expressive, sensual custom lettering. Soft flaring serifs, swash caps, blackletter authority for mastheads, and his trademark spacing: tight, not touching.',
  principles: ['Tight, not touching', 'Custom expressive letterforms', 'Soft flared serifs', 'Masthead authority'],
  signatureWorks: [
    {
      name: 'Newspaper and magazine logotypes',
      year: '',
      traits: [
        'The New York Times masthead refined: the period dropped and the spacing tightened',
        "Esquire, Playboy, Reader's Digest, Sports Illustrated, McCall's, Look, AT&T, A&E, Coke, Ford and Estée Lauder",
      ],
    },
    { name: 'Film titles', year: '', traits: ['Planet of the Apes, Super Fly, The Guns of Navarone'] },
    {
      name: 'Typefaces',
      year: '',
      traits: [
        'ITC Benguiat (seen in the Stranger Things titles), Souvenir, Tiffany, Bookman, Korinna, Edwardian Script, Panache, Caslon No. 224',
        'In total 600+ faces at Photo-Lettering and ITC',
      ],
    },
  ],
  archetypes: [
    { id: 'pure-wordmark', weight: 0.4 },
    { id: 'masthead-lettering', weight: 0.25 },
    { id: 'extended-titling', weight: 0.2 },
    { id: 'script-wordmark', weight: 0.15 },
  ],
  geometry: {
    vocabulary: ['glyph', 'rule', 'swash'],
    render: 'fill',
    strokeRatio: 0.03,
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'none',
    gridModules: 0,
    elementCount: [1, 2],
    inkCoverage: [0.3, 0.55],
    minFeatureRatio: 0.015,
    // Titling: the first and last letters set large, bars over and under the rest (marks/modules/titling.ts).
    titling: { scale: 1.6 },
  },
  typography: {
    display: [fontRef('fraunces', [600, 900]), fontRef('caprasimo', [400]), fontRef('unifrakturmaguntia', [400])],
    script: [fontRef('great-vibes', [400])],
    support: [fontRef('libre-caslon-text', [400, 700]), fontRef('sorts-mill-goudy', [400])],
    wordmark: {
      case: 'title',
      weight: 800,
      trackingEm: -0.03,
      scaleX: 1,
      obliqueDeg: 0,
      kerningMode: 'optical-tight',
      minGlyphGapEm: 0.01,
    },
    tagline: { case: 'small-caps', weight: 400, trackingEm: 0.1, sizeRatio: 0.22 },
    descriptor: ['ruled', 'flanked'],
    swash: { enabled: true, lengthRatio: [0.3, 0.6], dropRatio: [0, 0.1] },
  },
  color: {
    strategy: 'mono',
    count: [1, 3],
    anchors: ['#111111', '#8E1B1B', '#C65A1E', '#6B3E1F', '#D9A21B'],
    background: ['#FFFFFF', '#F6EFE0', '#111111'],
    forbid: ['gradient', 'shadow'],
    minContrast: 4.5,
    monoFallback: 'black',
  },
  layout: {
    preferred: ['wordmark-only', 'stacked'],
    horizontal: { markHeightToCap: 1, gapToMarkH: 0.3, vAlign: 'baseline' },
    stacked: { markWidthToWordmark: 1, gapToMarkH: 0.15, align: 'center' },
    clearSpaceRatio: 0.25,
  },
  appIcon: { source: 'initial', ground: 'white', markScale: 0.75 },
  icons: { use: 'never' },
  avoid: [
    { id: 'maxColors', value: 3 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 2 },
    { id: 'minFeatureAtPx', value: [32, 0.015] },
    { id: 'fontClassDeny', value: ['geometric sans', 'monoline'] },
    { id: 'forbiddenMotif', value: 'blackletter newspaper masthead with the old period' },
  ],
  avoidNotes: [
    'loose or default spacing',
    'geometric or monoline sans',
    'pictogram-led marks',
    'gradients',
    'letters overlapping by accident',
    'mixing blackletter with script',
  ],
  variation: { amount: 0.1, locked: ['typography.wordmark.kerningMode'] },
};
