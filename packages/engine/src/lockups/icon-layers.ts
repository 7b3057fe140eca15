/** What each shape of an app icon sits on: the topmost earlier shape whose fill covers it, else the tile. */
import type { Point } from '../geometry';
import { flattenPath } from '../path/flatten';

export interface IconShapeInput {
  d: string;
  fillRule: 'nonzero' | 'evenodd';
}

// Coarse flattening: this only asks which fill a shape lies on, not where its edges are.
const TOLERANCE = 8;
const SAMPLES = 48;

function windingAt(rings: readonly Point[][], p: Point): { winding: number; crossings: number } {
  let winding = 0;
  let crossings = 0;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j]!;
      const b = ring[i]!;
      if (a.y <= p.y !== b.y <= p.y) {
        const x = a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y);
        if (x > p.x) {
          crossings++;
          winding += b.y > a.y ? 1 : -1;
        }
      }
    }
  }
  return { winding, crossings };
}

function isFilled(rings: readonly Point[][], fillRule: IconShapeInput['fillRule'], p: Point): boolean {
  const { winding, crossings } = windingAt(rings, p);
  return fillRule === 'evenodd' ? crossings % 2 === 1 : winding !== 0;
}

function samplePoints(rings: readonly Point[][]): Point[] {
  const all = rings.flat();
  const step = Math.max(1, Math.floor(all.length / SAMPLES));
  return all.filter((_, i) => i % step === 0);
}

/**
 * For each shape, the index of the shape it is painted on (-1: the tile): the nearest earlier shape that fills
 * under most of its outline. A figure inside a ring's hole sits on the tile, a knock-out on a disc on the disc.
 */
export function findShapesUnder(shapes: readonly IconShapeInput[]): number[] {
  const rings = shapes.map((s) => flattenPath(s.d, TOLERANCE));
  const boxes = rings.map((r) => {
    const all = r.flat();
    const xs = all.map((p) => p.x);
    const ys = all.map((p) => p.y);
    return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
  });
  return shapes.map((_, index) => {
    const points = samplePoints(rings[index] ?? []);
    if (points.length === 0) return -1;
    for (let j = index - 1; j >= 0; j--) {
      const below = shapes[j]!;
      // Cheap rejection first: most of the outline must at least lie in the lower shape's box.
      const box = boxes[j]!;
      const inBox = points.filter((p) => p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY).length;
      if (inBox < 0.6 * points.length) continue;
      const covered = points.filter((p) => isFilled(rings[j] ?? [], below.fillRule, p)).length;
      if (covered >= 0.6 * points.length) return j;
    }
    return -1;
  });
}

/**
 * For each shape, the index of a later shape that frames it (-1: none): the shape shows through that shape's hole and
 * runs under its edge, as a cut-paper figure printed off register under the field it is cut from does, so the two
 * colours meet at the figure's edge.
 */
export function findFramingShapes(shapes: readonly IconShapeInput[]): number[] {
  const rings = shapes.map((s) => flattenPath(s.d, TOLERANCE));
  return shapes.map((_, index) => {
    const points = samplePoints(rings[index] ?? []);
    if (points.length === 0) return -1;
    for (let j = index + 1; j < shapes.length; j++) {
      const all = (rings[j] ?? []).flat();
      if (all.length === 0) continue;
      const box = {
        minX: Math.min(...all.map((p) => p.x)),
        minY: Math.min(...all.map((p) => p.y)),
        maxX: Math.max(...all.map((p) => p.x)),
        maxY: Math.max(...all.map((p) => p.y)),
      };
      const inside = points.filter((p) => p.x > box.minX && p.x < box.maxX && p.y > box.minY && p.y < box.maxY);
      if (inside.length < 0.9 * points.length) continue;
      // Its outline runs partly in the hole and partly under the shape: the two edges meet (a dot floating in a
      // ring's hole touches nothing and sits on the tile like the ring).
      const inHole = inside.filter((p) => !isFilled(rings[j] ?? [], shapes[j]!.fillRule, p)).length;
      if (inHole >= 0.3 * points.length && inside.length - inHole >= 0.15 * points.length) return j;
    }
    return -1;
  });
}

/**
 * For each shape, the earlier shapes it partly overlaps (some of its outline runs over their fill): a hand laid
 * across a disc meets the disc along its edge as well as the tile, so its colour must part from both.
 */
export function findShapesOverlapped(shapes: readonly IconShapeInput[]): number[][] {
  const rings = shapes.map((s) => flattenPath(s.d, TOLERANCE));
  return shapes.map((_, index) => {
    const points = samplePoints(rings[index] ?? []);
    if (points.length === 0) return [];
    const overlapped: number[] = [];
    for (let j = 0; j < index; j++) {
      const covered = points.filter((p) => isFilled(rings[j] ?? [], shapes[j]!.fillRule, p)).length;
      if (covered >= 0.1 * points.length) overlapped.push(j);
    }
    return overlapped;
  });
}

/** Whether any later shape is painted on this one (it is a container, not a figure of its own). */
export function carriesFigures(under: readonly number[], index: number): boolean {
  return under.some((u, k) => k > index && u === index);
}
