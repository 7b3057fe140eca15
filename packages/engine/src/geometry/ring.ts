/** Measurements on closed polylines: bounding box, signed area, containment, cleaning, convex hull. */
import type { Box, Point, Ring } from './types';

export function boxOfRings(rings: readonly Ring[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i]!;
      if (p.x < minX) minX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.x > maxX) maxX = p.x;
      if (p.y > maxY) maxY = p.y;
    }
  }
  return { minX, minY, maxX, maxY };
}

export function boxWidth(box: Box): number {
  return box.maxX - box.minX;
}

export function boxHeight(box: Box): number {
  return box.maxY - box.minY;
}

export function isBoxEmpty(box: Box): boolean {
  return !(box.maxX > box.minX && box.maxY > box.minY);
}

/** Shoelace formula; positive for counter-clockwise rings in y-up space (clockwise on screen). */
export function ringSignedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/**
 * The winding of a region's outer contours: the sign of its largest ring's signed area (holes wind the other way, as
 * boolean operations and icon outlines draw them); 0 for an empty region.
 */
export function outerRingSign(rings: readonly Ring[]): number {
  return Math.sign(rings.map(ringSignedArea).reduce((best, a) => (Math.abs(a) > Math.abs(best) ? a : best), 0));
}

/** Area of a set of rings under the even-odd rule, assuming holes lie inside outers (as boolean operations return them). */
export function ringsArea(rings: readonly Ring[]): number {
  let total = 0;
  for (const ring of rings)
    total += ringContainmentDepth(ring, rings) % 2 === 0 ? Math.abs(ringSignedArea(ring)) : -Math.abs(ringSignedArea(ring));
  return total;
}

function ringContainmentDepth(ring: Ring, rings: readonly Ring[]): number {
  const probe = ring[0];
  if (!probe) return 0;
  return rings.filter((other) => other !== ring && isPointInRing(probe, other)).length;
}

/** Ray casting (W. R. Franklin, "PNPOLY"). */
function isPointInRing(p: Point, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Even-odd containment over a set of rings. */
export function isPointInRings(p: Point, rings: readonly Ring[]): boolean {
  return rings.reduce((inside, ring) => (isPointInRing(p, ring) ? !inside : inside), false);
}

/**
 * Drops repeated points and points that deviate less than `tolerance` from the line through
 * their neighbours, so flattened straight edges become single segments.
 */
export function cleanRing(ring: Ring, tolerance = 0.05): Point[] {
  const out: Point[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || Math.abs(last.x - p.x) > 1e-9 || Math.abs(last.y - p.y) > 1e-9) out.push(p);
  }
  let changed = true;
  while (changed && out.length > 3) {
    changed = false;
    for (let i = 0; i < out.length && out.length > 3; i++) {
      const prev = out[(i - 1 + out.length) % out.length]!;
      const next = out[(i + 1) % out.length]!;
      if (distanceToLine(out[i]!, prev, next) < tolerance) {
        out.splice(i, 1);
        changed = true;
      }
    }
  }
  return out;
}

function distanceToLine(p: Point, a: Point, b: Point): number {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return Math.hypot(p.x - a.x, p.y - a.y);
  return Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / len;
}

/** Where the rings' edges cross a horizontal line at `y`, left to right. */
function crossingsAtY(rings: readonly Ring[], y: number): number[] {
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      if (a.y > y === b.y > y) continue;
      xs.push(a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x));
    }
  }
  return xs.sort((a, b) => a - b);
}

/** Where a horizontal line at `y` crosses the rings: the leftmost and rightmost crossing, or null. */
export function ringsSpanAtY(rings: readonly Ring[], y: number): { minX: number; maxX: number } | null {
  const xs = crossingsAtY(rings, y);
  return xs.length > 0 ? { minX: xs[0]!, maxX: xs[xs.length - 1]! } : null;
}

/** The filled spans of an even-odd region along a horizontal line at `y`, left to right. */
export function ringsFilledSpansAtY(rings: readonly Ring[], y: number): Array<[number, number]> {
  const xs = crossingsAtY(rings, y);
  const spans: Array<[number, number]> = [];
  for (let i = 0; i + 1 < xs.length; i += 2) spans.push([xs[i]!, xs[i + 1]!]);
  return spans;
}

/** Shortest distance from a point to the outlines of a set of rings. */
export function distanceToRings(p: Point, rings: readonly Ring[]): number {
  let min = Infinity;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len2));
      min = Math.min(min, Math.hypot(p.x - a.x - t * (b.x - a.x), p.y - a.y - t * (b.y - a.y)));
    }
  }
  return min;
}

/** The convex hull of the points, counter-clockwise in y-up terms (Andrew's monotone chain); collinear points dropped. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: readonly Point[]) => {
    const hull: Point[] = [];
    for (const p of list) {
      while (hull.length >= 2 && cross(hull[hull.length - 2]!, hull[hull.length - 1]!, p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
