/** Chermayeff & Geismar & Haviv preset: one bold abstract geometric symbol with sturdy plain type (designer-dna.md §2.7). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const CHERMAYEFF_GEISMAR_HAVIV: DesignerDNA = {
  id: 'chermayeff-geismar-haviv',
  name: 'Chermayeff & Geismar & Haviv',
  style:
    'Bold, abstract-yet-meaningful symbols from elementary geometry: simple, memorable, appropriate and distinctive in one colour. They are paired with sturdy, plain type.',
  principles: ['Simple, memorable, appropriate', 'Abstract with meaning', 'One bold geometric idea', 'Distinctive in one colour'],
  signatureWorks: [
    {
      name: 'Chase Manhattan Bank',
      year: '1960–61',
      traits: [
        'an octagon made of four identical segments around a square void',
        'It has 4-fold rotational symmetry, suggests a coin or vault, and is one blue',
      ],
    },
    {
      name: 'Mobil',
      year: 1964,
      traits: ['a plain blue sans wordmark with one red round letter', 'The whole identity is carried by a single-letter accent'],
    },
    {
      name: 'NBC peacock',
      year: 1986,
      traits: ['six feathers in six primary and secondary colours, facing right, with the body formed by negative space'],
    },
    { name: 'PBS', year: 1984, traits: ['a P drawn as a profile head'] },
    { name: 'National Geographic', year: '', traits: ['the yellow rectangular frame'] },
    {
      name: 'Smithsonian',
      year: 1990,
      traits: [
        '(sunburst), Pan Am (globe), Time Warner (eye/ear, 1990), Xerox, Showtime, NYU torch, Library of Congress, Harvard University Press',
      ],
    },
  ],
  archetypes: [
    { id: 'rotational-symbol', weight: 0.3 },
    { id: 'radial-fan', weight: 0.2 },
    { id: 'accent-letter-wordmark', weight: 0.2 },
    { id: 'frame-symbol', weight: 0.15 },
    { id: 'dual-reading-symbol', weight: 0.15 },
  ],
  geometry: {
    vocabulary: ['octagon', 'square', 'circle', 'rectangle', 'trapezoid', 'feather', 'ray', 'arch'],
    render: 'fill',
    cornerRadiusRatio: 0,
    edge: 'clean',
    symmetry: 'rotational',
    rotationalOrder: 4,
    gridModules: 12,
    elementCount: [1, 8],
    inkCoverage: [0.4, 0.65],
    minFeatureRatio: 0.04,
    negativeSpace: { priority: 0.6, techniques: ['body-from-gap', 'counter-figure'], hiddenAreaRatio: [0.05, 0.15] },
  },
  typography: {
    display: [fontRef('libre-franklin', [700, 800]), fontRef('archivo', [600, 800]), fontRef('public-sans', [700])],
    support: [fontRef('inter', [400]), fontRef('source-serif-4', [400])],
    wordmark: { case: 'upper', weight: 700, trackingEm: 0.01, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'sentence', weight: 400, trackingEm: 0, sizeRatio: 0.3 },
    perLetterColor: 'accent-one-letter',
  },
  color: {
    strategy: 'accent',
    count: [1, 2],
    anchors: ['#0A5BAA', '#E1251B', '#111111', '#FFCE00'],
    fanPalette: ['#E53935', '#FB8C00', '#FDD835', '#43A047', '#1E88E5', '#5E35B1'],
    background: ['#FFFFFF'],
    forbid: ['gradient', 'tint', 'shadow'],
    minContrast: 4.5,
    monoFallback: 'primary',
  },
  layout: {
    preferred: ['horizontal', 'stacked', 'mark-only'],
    horizontal: { markHeightToCap: 2, gapToMarkH: 0.5, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.5, gapToMarkH: 0.3, align: 'center' },
    clearSpaceRatio: 0.3,
  },
  appIcon: { source: 'mark', ground: 'primary', markScale: 0.66 },
  icons: { use: 'optional', weight: 'fill', treatment: ['simplify', 'knockout'], maxIcons: 1 },
  avoid: [
    { id: 'maxColors', value: 2 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 8 },
    { id: 'minFeatureAtPx', value: [32, 0.04] },
    { id: 'fontClassDeny', value: ['script', 'display'] },
    { id: 'forbiddenMotif', value: 'red o inside a blue all-caps five-letter word' },
    { id: 'forbiddenMotif', value: 'octagon of four segments around a square void' },
    { id: 'forbiddenMotif', value: 'six-feather peacock fan' },
  ],
  avoidNotes: [
    'illustrative detail',
    'more than one idea',
    'gradients',
    'thin lines',
    'clip-art literalism',
    'decorative wordmarks',
    'tint-based depth',
  ],
  variation: { amount: 0.1, locked: [] },
};
