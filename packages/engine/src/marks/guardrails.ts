/**
 * Forbidden-motif guard (designer-dna.md §0, "evoke the designer, never the logo"): rejects marks
 * that would read as a copy of a famous signature work. Works on the features a module reports and,
 * for gestures, on the drawn outline itself, so a hand-made copy is caught too.
 */
import { boxOfRings } from '../geometry';
import { flattenPath } from '../path';
import type { Mark, MarkDna } from './types';

export interface MotifViolation {
  id: string;
  detail: string;
}

export interface MotifCheckResult {
  passed: boolean;
  violations: MotifViolation[];
}

/** Round fruit that, bitten and with a leaf, would read as the famous bitten apple. */
const APPLE_NAMES = /(^|-)(apple|orange|peach|tomato)(-|$)/;
const SIREN_NAMES = /(^|-)(mermaid|siren)(-|$)/;

/**
 * Measures a gesture outline: its rise (degrees, from the lowest-left to the highest-right point)
 * and its hook, i.e. how far the outline dips below its left end, relative to its height.
 * A check-shaped swoosh has a clear hook; our gestures start at their lowest point.
 */
export function measureGesture(d: string): { riseDeg: number; hookDepth: number } {
  const points = flattenPath(d, 1).flat();
  const box = boxOfRings([points]);
  const height = Math.max(1e-9, box.maxY - box.minY);
  const width = Math.max(1e-9, box.maxX - box.minX);
  const leftBand = points.filter((p) => p.x <= box.minX + width * 0.06);
  const leftEndY = Math.max(...leftBand.map((p) => p.y));
  const lowest = points.reduce((a, b) => (b.y > a.y ? b : a));
  const rightBand = points.filter((p) => p.x >= box.maxX - width * 0.06);
  const rightTipY = Math.min(...rightBand.map((p) => p.y));
  const hookDepth = lowest.x > box.minX + width * 0.08 ? Math.max(0, lowest.y - leftEndY) / height : 0;
  const riseDeg = (Math.atan2(lowest.y - rightTipY, box.maxX - lowest.x) * 180) / Math.PI;
  return { riseDeg, hookDepth };
}

function checkFeatures(mark: Mark, dna?: MarkDna): MotifViolation[] {
  const f = mark.features ?? {};
  const icons = f.icons ?? [];
  const letters = (f.letters ?? '').replace(/\s+/g, '');
  const out: MotifViolation[] = [];
  if (f.bite && icons.some((name) => APPLE_NAMES.test(name)))
    out.push({ id: 'bitten-apple', detail: 'a round fruit silhouette with a bite' });
  if (f.bite && f.leafAccent && (icons.length === 0 || f.roundFigure))
    out.push({ id: 'bitten-apple', detail: 'a bitten round figure with a leaf' });
  if (f.stripeCount === 8 && letters.length === 3)
    out.push({ id: 'striped-three-letters', detail: '8 bars across a three-letter monogram' });
  // The insignia reads from its construction alone, so any letter count (or none) is caught.
  if (f.disc && f.orbit && f.chevron && (f.starField || letters.length === 4))
    out.push({ id: 'meatball', detail: `disc + orbit + chevron + ${f.starField ? 'star field' : 'four-letter acronym'}` });
  if (f.fanBlades === 6) out.push({ id: 'six-feather-peacock', detail: 'a six-blade colour fan' });
  if (f.petals === 8) out.push({ id: 'eight-petal-daisy', detail: 'an 8-petal flower frame' });
  if (icons.some((name) => SIREN_NAMES.test(name))) out.push({ id: 'two-tailed-siren', detail: 'a siren/mermaid figure' });
  if (f.gapFigure === 'arrow' && /ex/i.test(letters)) out.push({ id: 'hidden-arrow-ex', detail: 'an arrow hidden between E and x' });
  const denied = new Set(dna?.icons?.denyNames ?? []);
  for (const name of icons) if (denied.has(name)) out.push({ id: 'denied-icon', detail: `icon "${name}" is on the designer's deny-list` });
  return out;
}

/** The 1971 swoosh: a check with a clear hook, rising 15–35°. */
function checkSwoosh(mark: Mark): MotifViolation[] {
  if (mark.baseArchetype !== 'single-stroke-gesture') return [];
  const gesture = mark.layers.find((layer) => layer.ink === 'primary') ?? mark.layers[0];
  if (!gesture) return [];
  const { riseDeg, hookDepth } = measureGesture(gesture.d);
  return hookDepth > 0.12 && riseDeg > 12 && riseDeg < 40
    ? [{ id: 'check-swoosh', detail: `check-shaped sweep (hook ${hookDepth.toFixed(2)}, rise ${riseDeg.toFixed(0)}°)` }]
    : [];
}

/** Checks a mark against the §0 forbidden motifs and the designer's icon deny-list. */
export function checkForbiddenMotifs(mark: Mark, dna?: MarkDna): MotifCheckResult {
  const violations = [...checkFeatures(mark, dna), ...checkSwoosh(mark)];
  return { passed: violations.length === 0, violations };
}
