/**
 * Flattened outlines back to curves: a boolean's polygon is split at its corners and each smooth run is
 * fitted with cubic Béziers (P. J. Schneider, "An Algorithm for Automatically Fitting Digitized Curves",
 * Graphics Gems, 1990; fit-curve.ts), so SVGs stay small and smooth instead of 100+ segment circles.
 */
import type { Point, Ring } from '../geometry';
import { fitCurve } from './fit-curve';
import { DEFAULT_PRECISION, joinNumbers, ringsToPathData } from './format';

/** A turn sharper than this (degrees) is a corner and stays exact. */
const CORNER_DEG = 35;
/** Runs of fewer points than this are straight pieces, drawn as lines. */
const MIN_CURVE_POINTS = 5;
/** Largest distance (mark units of a 1000 box) a fitted curve may stray from the polygon: flattening's own tolerance scale. */
export const SMOOTH_TOLERANCE = 0.5;

function turnDeg(a: Point, b: Point, c: Point): number {
  const a1 = Math.atan2(b.y - a.y, b.x - a.x);
  const a2 = Math.atan2(c.y - b.y, c.x - b.x);
  let d = Math.abs(a2 - a1);
  if (d > Math.PI) d = 2 * Math.PI - d;
  return (d * 180) / Math.PI;
}

function isStraight(run: readonly Point[], tolerance: number): boolean {
  const a = run[0]!;
  const b = run[run.length - 1]!;
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len < 1e-9) return false;
  return run.every((p) => Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / len <= tolerance);
}

/** Path commands (after the move) from run[0] to its last point. */
function runToCommands(run: readonly Point[], tolerance: number, precision: number): string {
  const end = run[run.length - 1]!;
  if (isStraight(run, tolerance)) return `L${joinNumbers([end.x, end.y], precision)}`;
  // Too few points to call a curve: every point stays, as lines.
  if (run.length < MIN_CURVE_POINTS)
    return `L${joinNumbers(
      run.slice(1).flatMap((p) => [p.x, p.y]),
      precision,
    )}`;
  const curves = fitCurve(
    run.map((p) => [p.x, p.y] as [number, number]),
    tolerance * tolerance,
  );
  return curves.map(([, c1, c2, p]) => `C${joinNumbers([...c1, ...c2, ...p], precision)}`).join('');
}

/** One closed ring as path data: lines between corners, cubics along smooth runs. */
function smoothRingToPath(input: Ring, tolerance = SMOOTH_TOLERANCE, precision = DEFAULT_PRECISION): string {
  // Repeated points (a closing copy of the first) have no direction and would read as corners.
  const ring = input.filter((p, i) => {
    const next = input[(i + 1) % input.length]!;
    return Math.hypot(next.x - p.x, next.y - p.y) > 1e-6;
  });
  const n = ring.length;
  if (n < 3) return '';
  const corners: number[] = [];
  for (let i = 0; i < n; i++) {
    if (turnDeg(ring[(i - 1 + n) % n]!, ring[i]!, ring[(i + 1) % n]!) > CORNER_DEG) corners.push(i);
  }
  // A ring without corners (a circle) is cut at its first point; otherwise it starts at a corner.
  const starts = corners.length > 0 ? corners : [0];
  const first = ring[starts[0]!]!;
  let d = `M${joinNumbers([first.x, first.y], precision)}`;
  starts.forEach((start, k) => {
    const stop = k + 1 < starts.length ? starts[k + 1]! : starts[0]! + n;
    const run: Point[] = [];
    for (let i = start; i <= stop; i++) run.push(ring[i % n]!);
    d += runToCommands(run, tolerance, precision);
  });
  return `${d}Z`;
}

/**
 * Rings (a region) as path data: each ring fitted with curves, unless its plain polygon is shorter (a ring of
 * few points is already as simple as it gets), so the result is never larger than the polygon.
 */
export function smoothRingsToPath(rings: readonly Ring[], precision = DEFAULT_PRECISION): string {
  return rings
    .filter((ring) => ring.length >= 3)
    .map((ring) => {
      const smooth = smoothRingToPath(ring, SMOOTH_TOLERANCE, precision);
      const plain = ringsToPathData([ring], precision);
      return smooth.length <= plain.length ? smooth : plain;
    })
    .join('');
}
