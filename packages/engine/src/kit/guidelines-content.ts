/** What the guidelines say: clear space, minimum sizes and do's and don'ts, derived from the design and its DNA. */
import type { DesignerDNA } from '../dna/types';
import type { BrandDesign } from '../types';

export interface UsageRules {
  /** Clear space around the logo as a fraction of the mark's height. */
  clearSpaceRatio: number;
  /** Smallest primary logo height on screen, px (the wordmark stays legible at 24 px). */
  minScreenPx: number;
  /** Smallest printed primary logo height, mm. */
  minPrintMm: number;
  dos: string[];
  donts: string[];
}

/** Reads a DNA layout length: a ratio, or grid units of a quarter cap (Vignelli) taken as 0.1 of the mark. */
function toRatio(length: number | string): number {
  if (typeof length === 'number') return length;
  const units = Number.parseFloat(length);
  return Number.isFinite(units) ? units * 0.1 : 0.25;
}

export function usageRules(design: BrandDesign, dna: DesignerDNA): UsageRules {
  const inks = design.palette.colors.filter((c) => c.role !== 'neutral').length;
  const dos = [
    `Give the logo clear space of at least ${Math.round(toRatio(dna.layout.clearSpaceRatio) * 100)} % of the mark's height on every side.`,
    'Use the primary logo on light grounds and the reversed logo on dark or photographic grounds.',
    'Use the monochrome logo when only one ink is available (embossing, stamps, single-colour print).',
    `Set headlines in ${design.typography.display.family} and running text in ${design.typography.support.family}.`,
    'Use the supplied SVG or PDF files for print and large formats; PNG only for screens.',
  ];
  const donts = [
    'Do not stretch, squash, rotate or skew the logo.',
    'Do not recolour the logo outside the palette, or add gradients, shadows or outlines.',
    'Do not retype the name in another font; always use the supplied artwork.',
    'Do not place the primary logo on a busy or low-contrast ground.',
    `Do not rearrange the mark and the wordmark; use the ${design.designer.name}-style horizontal or stacked lockups provided.`,
    ...dna.avoidNotes.slice(0, 3).map((note) => `Do not add ${note.replace(/^(no |avoid )/i, '').replace(/\.$/, '')}.`),
  ];
  if (inks > 3) donts.push('Do not use more than three brand colours in one composition.');
  return { clearSpaceRatio: toRatio(dna.layout.clearSpaceRatio), minScreenPx: 24, minPrintMm: 10, dos, donts };
}

/** Type scale on a 1.25 ratio from a 16 px base (display sizes in the display face, text in the support face). */
export function typeScale(): Array<{ name: string; px: number; face: 'display' | 'support' }> {
  const steps = [
    ['Display', 4],
    ['Heading 1', 3],
    ['Heading 2', 2],
    ['Heading 3', 1],
    ['Body', 0],
    ['Caption', -1],
  ] as const;
  return steps.map(([name, step]) => ({ name, px: Math.round(16 * 1.25 ** step), face: step > 0 ? 'display' : 'support' }));
}
