/** Walter Landor preset: warm heritage emblems and shelf-ready badges (designer-dna.md §2.20). */

import { fontRef } from '../fonts';
import type { DesignerDNA } from '../types';

export const WALTER_LANDOR: DesignerDNA = {
  id: 'walter-landor',
  name: 'Walter Landor',
  style:
    "Consumer-brand pragmatism with warmth. Heritage emblems (shields, batwings, ovals, banners), shelf-ready badges and bold friendly wordmarks, sometimes hiding a figure–ground surprise. A brand lives in the customer's mind.",
  principles: ['Brand as emotion', 'Shelf impact first', 'Heritage with warmth', 'Research-driven choices'],
  signatureWorks: [
    { name: 'Bank of America', year: 1969, traits: ['"BA" initials whose figure–ground suggests a bird over water'] },
    { name: "The Levi's batwing badge", year: '', traits: ["The Levi's batwing badge (commonly attributed to the firm)"] },
    {
      name: 'Alitalia',
      year: 1969,
      traits: [
        '(1969, a tail-fin "A" in national colours), 7 Up, Del Monte (shield-label packaging, attributed), the Seal of Cotton (1973), British Airways (1984), Black & Decker (1985), Coca-Cola packaging unification (mid-1980s), and the FedEx identity (1994, designed by Lindon Leader at Landor)',
      ],
    },
  ],
  archetypes: [
    { id: 'emblem-badge', weight: 0.4 },
    { id: 'figure-ground-monogram', weight: 0.2 },
    { id: 'ribbon-wordmark', weight: 0.2 },
    { id: 'tail-fin-letter', weight: 0.1 },
    { id: 'label-lockup', weight: 0.1 },
  ],
  geometry: {
    vocabulary: ['shield', 'batwing', 'oval', 'ribbon', 'rounded-label', 'fin'],
    render: 'fill+keyline',
    strokeRatio: 0.015,
    keylineInset: 0.04,
    cornerRadiusRatio: 0.03,
    edge: 'clean',
    symmetry: 'mirror-x',
    gridModules: 0,
    elementCount: [2, 5],
    inkCoverage: [0.5, 0.75],
    minFeatureRatio: 0.025,
    negativeSpace: { priority: 0.3, techniques: ['figure-ground-pair'], hiddenAreaRatio: [0.05, 0.12] },
  },
  typography: {
    display: [fontRef('dm-serif-display', [400]), fontRef('montserrat', [800]), fontRef('yellowtail', [400])],
    support: [fontRef('source-sans-3', [400, 600])],
    wordmark: { case: 'title', weight: 400, trackingEm: -0.01, scaleX: 1, obliqueDeg: 0, kerningMode: 'font' },
    tagline: { case: 'upper', weight: 600, trackingEm: 0.08, sizeRatio: 0.3 },
  },
  color: {
    strategy: 'warm-pair',
    count: [2, 3],
    anchors: ['#C8102E', '#0A2F6B', '#E5A823', '#F5EEDC'],
    background: ['#FFFFFF', '#F5EEDC'],
    forbid: ['gradient', 'shadow', 'neon'],
    minContrast: 4.5,
    monoFallback: 'primary',
  },
  layout: {
    preferred: ['emblem', 'horizontal', 'stacked'],
    horizontal: { markHeightToCap: 2.5, gapToMarkH: 0.3, vAlign: 'center' },
    stacked: { markWidthToWordmark: 0.6, gapToMarkH: 0.2, align: 'center' },
    clearSpaceRatio: 0.2,
    wordmarkInsideMark: true,
  },
  appIcon: { source: 'crop', ground: 'white', markScale: 0.86, crop: { mode: 'zoom', focus: 'center', zoom: 1.3 } },
  icons: { use: 'optional', weight: 'fill', treatment: ['silhouette-in-container', 'simplify'], maxIcons: 1 },
  avoid: [
    { id: 'maxColors', value: 3 },
    { id: 'noGradient' },
    { id: 'noStrokeOnlyMark' },
    { id: 'maxElements', value: 5 },
    { id: 'minFeatureAtPx', value: [32, 0.025] },
    { id: 'fontClassDeny', value: ['thin'] },
    { id: 'forbiddenMotif', value: 'batwing with a red tab' },
    { id: 'forbiddenMotif', value: 'striped tail-fin A' },
    { id: 'forbiddenMotif', value: 'BA initials as a bird over water' },
  ],
  avoidNotes: [
    'cold abstraction with no warmth',
    'over-detailed badges (more than 5 elements)',
    'thin type inside badges',
    'gradients or bevels (a temptation with badges)',
    'more than 3 inks',
    'copying a batwing with a red tab or a striped tail-fin "A"',
  ],
  variation: { amount: 0.1, locked: [] },
};
