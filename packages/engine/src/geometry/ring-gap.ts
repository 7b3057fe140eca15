/** Clear space between two filled regions' outlines (letters kept apart, a minimum gap measured). */
import { boxOfRings } from './ring';
import type { Box, Ring } from './types';

const grow = (b: Box, by: number): Box => ({ minX: b.minX - by, minY: b.minY - by, maxX: b.maxX + by, maxY: b.maxY + by });
const overlaps = (a: Box, b: Box) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** Distance from (px, py) to the segment (ax, ay)–(bx, by). */
function segmentPointDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Twice the signed area of the triangle o, p, q. */
function cross(ox: number, oy: number, px: number, py: number, qx: number, qy: number): number {
  return (px - ox) * (qy - oy) - (py - oy) * (qx - ox);
}

/** True when segments a–b and c–d cross at a point inside both. */
function segmentsCross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const d1 = cross(cx, cy, dx, dy, ax, ay);
  const d2 = cross(cx, cy, dx, dy, bx, by);
  const d3 = cross(ax, ay, bx, by, cx, cy);
  const d4 = cross(ax, ay, bx, by, dx, dy);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** The region's outline segments that reach into `window`, as flat [ax, ay, bx, by, …]. */
function segments(region: readonly Ring[], window: Box): number[] {
  const out: number[] = [];
  for (const ring of region) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      if (Math.max(a.x, b.x) < window.minX || Math.min(a.x, b.x) > window.maxX) continue;
      if (Math.max(a.y, b.y) < window.minY || Math.min(a.y, b.y) > window.maxY) continue;
      out.push(a.x, a.y, b.x, b.y);
    }
  }
  return out;
}

/**
 * Slack on the box test that skips a pair of segments: a pair is measured unless its boxes lie clearly farther apart
 * than the best gap so far, so rounding can never skip the pair that sets the result.
 */
const SKIP_SLACK = 1e-7;

/**
 * Clear space between two regions' outlines, capped at `limit` (anything farther counts as `limit`); 0 when their
 * outlines cross. One region wholly inside the other (no crossing) is not a gap: callers pass regions whose
 * overlap they measured by area first.
 *
 * Exact (the smallest distance over all pairs of segments), but only pairs whose boxes come within the best gap so
 * far are measured: b's segments are sorted by their left edge, and each segment of a scans just the slice of them
 * that can reach it.
 */
export function regionGap(a: readonly Ring[], b: readonly Ring[], limit: number): number {
  const boxA = grow(boxOfRings(a), limit);
  const boxB = grow(boxOfRings(b), limit);
  if (!overlaps(boxA, boxB)) return limit;
  const sa = segments(a, boxB);
  const sb = segments(b, boxA);
  const countB = sb.length / 4;
  if (sa.length === 0 || countB === 0) return limit;
  // b's segments as boxes and end points, ordered by their left edge.
  const order = Array.from({ length: countB }, (_, i) => i);
  const left = (i: number) => Math.min(sb[i * 4]!, sb[i * 4 + 2]!);
  order.sort((i, j) => left(i) - left(j));
  const bx0 = new Float64Array(countB);
  const by0 = new Float64Array(countB);
  const bx1 = new Float64Array(countB);
  const by1 = new Float64Array(countB);
  const minX = new Float64Array(countB);
  const maxX = new Float64Array(countB);
  const minY = new Float64Array(countB);
  const maxY = new Float64Array(countB);
  let widest = 0;
  for (let k = 0; k < countB; k++) {
    const i = order[k]! * 4;
    bx0[k] = sb[i]!;
    by0[k] = sb[i + 1]!;
    bx1[k] = sb[i + 2]!;
    by1[k] = sb[i + 3]!;
    minX[k] = Math.min(bx0[k]!, bx1[k]!);
    maxX[k] = Math.max(bx0[k]!, bx1[k]!);
    minY[k] = Math.min(by0[k]!, by1[k]!);
    maxY[k] = Math.max(by0[k]!, by1[k]!);
    widest = Math.max(widest, maxX[k]! - minX[k]!);
  }
  let best = limit;
  for (let s = 0; s < sa.length; s += 4) {
    const px = sa[s]!;
    const py = sa[s + 1]!;
    const qx = sa[s + 2]!;
    const qy = sa[s + 3]!;
    const aMinX = Math.min(px, qx);
    const aMaxX = Math.max(px, qx);
    const aMinY = Math.min(py, qy);
    const aMaxY = Math.max(py, qy);
    // First of b's segments whose left edge may lie within reach (a binary search on the sorted left edges).
    const from = aMinX - best - SKIP_SLACK - widest;
    let lo = 0;
    let hi = countB;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (minX[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < countB; k++) {
      const reach = best + SKIP_SLACK;
      if (minX[k]! > aMaxX + reach) break;
      if (maxX[k]! < aMinX - reach || minY[k]! > aMaxY + reach || maxY[k]! < aMinY - reach) continue;
      const rx = bx0[k]!;
      const ry = by0[k]!;
      const sx = bx1[k]!;
      const sy = by1[k]!;
      if (segmentsCross(px, py, qx, qy, rx, ry, sx, sy)) return 0;
      best = Math.min(
        best,
        segmentPointDistance(px, py, rx, ry, sx, sy),
        segmentPointDistance(qx, qy, rx, ry, sx, sy),
        segmentPointDistance(rx, ry, px, py, qx, qy),
      );
      best = Math.min(best, segmentPointDistance(sx, sy, px, py, qx, qy));
    }
  }
  return best;
}
