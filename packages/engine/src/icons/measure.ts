/** Shape-quality figures of an icon outline, used to rank silhouettes (designer-dna.md §4.3 step 4). */
import { convexHull, outerRingSign, ringSignedArea } from '../geometry';
import { flattenPath } from '../path';

/** Outer contours (components) and solidity = filled area ÷ convex hull area, under the nonzero rule Phosphor uses. */
export function measureShape(d: string): { components: number; solidity: number } {
  const rings = flattenPath(d, 0.5);
  const outerSign = outerRingSign(rings);
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
