/** Alan Fletcher preset: witty typographic play where letters share parts (designer-dna.md §2.13). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const ALAN_FLETCHER: DesignerDNA = {
  id: 'alan-fletcher',
  name: 'Alan Fletcher',
  style:
    'Witty, idea-led typographic play. Letters share parts, an ampersand becomes structure, words become dot patterns. Elegant classic forms meet a light, human sense of humour.',
  principles: ['Visual wit', 'Letters share parts', 'Playful yet elegant', 'Idea over decoration'],
  signatureWorks: [
    {
      name: 'V&A',
      year: 1989,
      traits: [
        'Bodoni letters',
        'Half of the A is removed and the ampersand completes it, supplying the missing stroke',
        'The three characters become one unit, distinctive but refined',
      ],
    },
    { name: 'Reuters', year: 1965, traits: ['a wordmark built from a grid of 84 dots, inspired by punched teleprinter tape'] },
    { name: 'IoD', year: '', traits: ['the Institute of Directors identity, still in use'] },
    {
      name: "Pirelli advertising, Lloyd's of London, art direction for Ph",
      year: 1972,
      traits: [
        "Pirelli advertising, Lloyd's of London, art direction for Phaidon, and the book The Art of Looking Sideways",
        'He co-founded Pentagram (1972)',
      ],
    },
  ],
  archetypes: [
    { id: 'typographic-ligature', weight: 0.4 },
    { id: 'dot-matrix', weight: 0.25 },
    { id: 'witty-substitution', weight: 0.2 },
    { id: 'pure-wordmark', weight: 0.15 },
  ],
  geometry: {
    vocabulary: ['glyph', 'dot', 'circle'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'none',
    gridModules: 0,
    elementCount: [1, 3],
    inkCoverage: [0.3, 0.55],
    minFeatureRatio: 0.02,
    dotMatrix: { cellsPerGlyph: [5, 7], dotToPitch: 0.78 },
  },
  typography: {
    display: [fontRef('bodoni-moda', [400, 600]), fontRef('playfair-display', [700, 900]), fontRef('doto', [700, 900])],
    support: [fontRef('work-sans', [400, 500]), fontRef('bodoni-moda', [400], { italic: true })],
    wordmark: { case: 'upper', weight: 500, trackingEm: -0.01, scaleX: 1, obliqueDeg: 0, kerningMode: 'overlap' },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0, sizeRatio: 0.18 },
    descriptor: ['justified', 'flanked'],
    glyphSurgery: ['shared-stem', 'counter-swap-icon', 'dot-raster'],
  },
  color: {
    strategy: 'accent',
    count: [1, 2],
    anchors: ['#111111', '#F26722', '#E63323', '#1F4FBF'],
    background: ['#FFFFFF'],
    forbid: ['gradient', 'shadow'],
    minContrast: 4.5,
    monoFallback: 'black',
  },
  layout: {
    preferred: ['stacked', 'horizontal', 'mark-only'],
    horizontal: { markHeightToCap: 1.4, gapToMarkH: 0.4, vAlign: 'baseline' },
    stacked: { markWidthToWordmark: 0.8, gapToMarkH: 0.2, align: 'center' },
    clearSpaceRatio: 0.25,
  },
  appIcon: { source: 'mark', ground: 'white', markScale: 0.7 },
  icons: { use: 'optional', weight: 'fill', treatment: ['dot-raster', 'as-is'], maxIcons: 1 },
  avoid: [
    { id: 'maxColors', value: 2 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 3 },
    { id: 'minFeatureAtPx', value: [32, 0.02] },
    { id: 'forbiddenMotif', value: 'V&A ampersand completing the A' },
    { id: 'forbiddenMotif', value: '84-dot teleprinter wordmark' },
  ],
  avoidNotes: [
    'literal clip-art',
    'heavy gradients and bevels',
    'two competing ideas',
    'a plain sans wordmark with no twist',
    'hairlines so thin they vanish at 32 px',
  ],
  variation: { amount: 0.1, locked: [] },
};
