/** Converts SVG path data (any commands) into polylines for booleans, sampling and measurement. */
import type { Point } from '../geometry';
import { absoluteSegments, eachSegment } from './segments';

/** Maximum distance between a curve and its polyline, in path units (0.35 on a 1000 box is invisible). */
const DEFAULT_FLATTEN_TOLERANCE = 0.35;

/** Flattens every subpath to a closed ring; open subpaths are closed implicitly, as fills are. */
export function flattenPath(d: string, tolerance = DEFAULT_FLATTEN_TOLERANCE): Point[][] {
  const rings: Point[][] = [];
  let current: Point[] = [];
  const finish = () => {
    if (current.length >= 3) rings.push(current);
    current = [];
  };
  eachSegment(absoluteSegments(d), (segment, x, y) => {
    const from = { x, y };
    switch (segment[0]) {
      case 'M':
        finish();
        current.push({ x: segment[1], y: segment[2] });
        break;
      case 'L':
        current.push({ x: segment[1], y: segment[2] });
        break;
      case 'H':
        current.push({ x: segment[1], y });
        break;
      case 'V':
        current.push({ x, y: segment[1] });
        break;
      case 'C':
        flattenCubic(
          from,
          { x: segment[1], y: segment[2] },
          { x: segment[3], y: segment[4] },
          { x: segment[5], y: segment[6] },
          tolerance,
          current,
        );
        break;
      case 'Q':
        flattenQuad(from, { x: segment[1], y: segment[2] }, { x: segment[3], y: segment[4] }, tolerance, current);
        break;
      case 'Z':
        finish();
        break;
      default:
        break;
    }
  });
  finish();
  return rings;
}

/**
 * Uniform subdivision; the segment count comes from Wang's formula, n = ⌈√(d(d−1)·M / (8·tol))⌉
 * with degree d and M the largest second difference of the control points (Wang, 1984, as given
 * in Sederberg, "Computer Aided Geometric Design", §10.6).
 */
function flattenCubic(p0: Point, p1: Point, p2: Point, p3: Point, tolerance: number, out: Point[]): void {
  const ddx = Math.max(Math.abs(p0.x - 2 * p1.x + p2.x), Math.abs(p1.x - 2 * p2.x + p3.x));
  const ddy = Math.max(Math.abs(p0.y - 2 * p1.y + p2.y), Math.abs(p1.y - 2 * p2.y + p3.y));
  const steps = Math.max(1, Math.min(200, Math.ceil(Math.sqrt((Math.hypot(ddx, ddy) * 3 * 2) / (8 * tolerance)))));
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const mt = 1 - t;
    const a = mt * mt * mt;
    const b = 3 * mt * mt * t;
    const c = 3 * mt * t * t;
    const e = t * t * t;
    out.push({ x: a * p0.x + b * p1.x + c * p2.x + e * p3.x, y: a * p0.y + b * p1.y + c * p2.y + e * p3.y });
  }
}

function flattenQuad(p0: Point, p1: Point, p2: Point, tolerance: number, out: Point[]): void {
  const dd = Math.hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y);
  const steps = Math.max(1, Math.min(200, Math.ceil(Math.sqrt((dd * 2) / (8 * tolerance)))));
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const mt = 1 - t;
    out.push({ x: mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x, y: mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y });
  }
}
