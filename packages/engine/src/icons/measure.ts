/** Shape-quality figures of an icon outline, used to rank silhouettes (designer-dna.md §4.3 step 4). */
import { type Point, ringSignedArea } from '../geometry';
import { flattenPath } from '../path';

/** Andrew's monotone chain convex hull. */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const build = (list: Point[]) => {
    const hull: Point[] = [];
    for (const p of list) {
      while (hull.length >= 2 && cross(hull[hull.length - 2]!, hull[hull.length - 1]!, p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...build(sorted), ...build([...sorted].reverse())];
}

/** Outer contours (components) and solidity = filled area ÷ convex hull area, under the nonzero rule Phosphor uses. */
export function measureShape(d: string): { components: number; solidity: number } {
  const rings = flattenPath(d, 0.5);
  const outerSign = Math.sign(rings.reduce((best, r) => (Math.abs(ringSignedArea(r)) > Math.abs(best) ? ringSignedArea(r) : best), 0));
  let filled = 0;
  let components = 0;
  for (const ring of rings) {
    const area = ringSignedArea(ring);
    if (Math.sign(area) === outerSign) components++;
    filled += area * outerSign;
  }
  const hullArea = Math.abs(ringSignedArea(convexHull(rings.flat())));
  return { components, solidity: hullArea > 0 ? Math.round((filled / hullArea) * 100) / 100 : 0 };
}
