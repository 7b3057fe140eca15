/** Clear space between two filled regions' outlines (letters kept apart, a minimum gap measured). */
import { boxOfRings } from './ring';
import type { Box, Point, Ring } from './types';

const grow = (b: Box, by: number): Box => ({ minX: b.minX - by, minY: b.minY - by, maxX: b.maxX + by, maxY: b.maxY + by });
const overlaps = (a: Box, b: Box) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

function segmentPointDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const cross = (o: Point, p: Point, q: Point) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

function segments(region: readonly Ring[], window: Box): Array<[Point, Point]> {
  const out: Array<[Point, Point]> = [];
  for (const ring of region) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      if (Math.max(a.x, b.x) < window.minX || Math.min(a.x, b.x) > window.maxX) continue;
      if (Math.max(a.y, b.y) < window.minY || Math.min(a.y, b.y) > window.maxY) continue;
      out.push([a, b]);
    }
  }
  return out;
}

/**
 * Clear space between two regions' outlines, capped at `limit` (anything farther counts as `limit`); 0 when their
 * outlines cross. One region wholly inside the other (no crossing) is not a gap: callers pass regions whose
 * overlap they measured by area first.
 */
export function regionGap(a: readonly Ring[], b: readonly Ring[], limit: number): number {
  const boxA = grow(boxOfRings(a), limit);
  const boxB = grow(boxOfRings(b), limit);
  if (!overlaps(boxA, boxB)) return limit;
  const sa = segments(a, boxB);
  const sb = segments(b, boxA);
  let best = limit;
  for (const [p, q] of sa) {
    for (const [r, s] of sb) {
      if (segmentsCross(p, q, r, s)) return 0;
      best = Math.min(best, segmentPointDistance(p, r, s), segmentPointDistance(q, r, s), segmentPointDistance(r, p, q));
      best = Math.min(best, segmentPointDistance(s, p, q));
    }
  }
  return best;
}
