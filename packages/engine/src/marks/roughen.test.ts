/**
 * Scissor-rough edges that keep a figure: a reviewer saw roughened books melt into blobs (their spine bands wobbled
 * as wide as they are). Roughening measures each part of the figure after the cut and cuts gentler when one melts.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings, isPointInRings, type Point, ringSignedArea, ringsArea, ringsTransform } from '../geometry';
import { getIcon } from '../icons';
import { type Region, regionFromPath, regionSubtract } from '../path';
import type { Brief } from '../types';
import { placeIconTight } from './icon-pick';
import { buildMark } from './index';
import { minFeature } from './params';
import { MAX_MELT, measureMelt, roughenLegibly, roughenRegion } from './roughen';

const BOOKSHOP: Brief = {
  brandName: 'Dog-Eared Books',
  industry: 'Bookshop',
  oneLiner: "Independent bookshop selling new and second-hand fiction, with a children's corner and Saturday story time.",
};

const square = (x: number, y: number, side: number): Point[] => [
  { x, y },
  { x: x + side, y },
  { x: x + side, y: y + side },
  { x, y: y + side },
];

const centroid = (ring: readonly Point[]) => {
  const box = boxOfRings([ring]);
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
};

/** The region's area and the centre of its ink (holes taken away), from the shoelace sums per ring. */
function inkCentre(region: Region): { area: number; x: number; y: number } {
  let [area, x, y] = [0, 0, 0];
  for (const ring of region) {
    // Outlines count positive and holes negative, whichever way each ring runs.
    const sign = (isHole(ring, region) ? -1 : 1) * Math.sign(ringSignedArea(ring));
    for (let i = 0; i < ring.length; i++) {
      const [p, q] = [ring[i]!, ring[(i + 1) % ring.length]!];
      const cross = (p.x * q.y - q.x * p.y) * sign;
      area += cross / 2;
      x += ((p.x + q.x) * cross) / 6;
      y += ((p.y + q.y) * cross) / 6;
    }
  }
  return { area, x: x / area, y: y / area };
}

const isHole = (ring: readonly Point[], region: Region) =>
  region.filter((other) => other !== ring && ring[0] !== undefined && isPointInRings(ring[0], [other])).length % 2 === 1;

/** The clean figure laid on the drawn one: the mark is fitted to its box after it is cut, so scale and place it alike. */
function alignTo(clean: Region, drawn: Region): Region {
  const [c, d] = [inkCentre(clean), inkCentre(drawn)];
  const k = Math.sqrt(d.area / c.area);
  return ringsTransform(clean, [k, 0, 0, k, d.x - c.x * k, d.y - c.y * k]);
}

/** Independent of the engine's measure: each clean part against the drawn part nearest it, the moved share of its area. */
function meltOf(clean: Region, drawn: Region): number {
  return Math.max(
    ...clean.map((ring) => {
      const c = centroid(ring);
      const near = [...drawn].sort((a, b) => {
        const [p, q] = [centroid(a), centroid(b)];
        return Math.hypot(p.x - c.x, p.y - c.y) - Math.hypot(q.x - c.x, q.y - c.y);
      })[0]!;
      const moved = Math.abs(ringsArea(regionSubtract([ring], [near]))) + Math.abs(ringsArea(regionSubtract([near], [ring])));
      return moved / Math.abs(ringSignedArea(ring));
    }),
  );
}

describe('roughening that keeps the figure', () => {
  it('measures the share of each part the wobble moved, and a merge as a melt', () => {
    const clean = [square(0, 0, 100)];
    // One side pushed out by 10: a tenth of the square's area moved.
    const pushed = [[...square(0, 0, 100).slice(0, 1), { x: 110, y: 0 }, { x: 110, y: 100 }, { x: 0, y: 100 }]];
    expect(measureMelt(clean, pushed)).toBeCloseTo(0.1);
    // Two books side by side whose edges wobble into each other are one blob.
    const two = [square(0, 0, 100), square(104, 0, 100)];
    const joined = [square(0, 0, 100), square(96, 0, 100)];
    expect(measureMelt(two, joined)).toBe(1);
  });

  it("cuts a book's spine bands gentler than the designer's wobble, and a plain silhouette at full wobble", () => {
    const ctx = createFixtureContext({ designerId: 'ivan-chermayeff', brief: BOOKSHOP });
    const books = placeIconTight(getIcon('books')!, { x: 500, y: 515 }, 600, minFeature(ctx) * 1.2);
    const options = { step: 30, amplitude: 12, rng: ctx.rng('noise:figure') };
    expect(measureMelt(books, roughenRegion(books, options))).toBeGreaterThan(MAX_MELT);
    expect(measureMelt(books, roughenLegibly(books, { ...options, rng: ctx.rng('noise:figure') }))).toBeLessThanOrEqual(MAX_MELT);
    const block = [square(200, 200, 600)];
    const rough = roughenLegibly(block, { ...options, rng: ctx.rng('noise:block') });
    expect(rough[0]).toEqual(roughenRegion(block, { ...options, rng: ctx.rng('noise:block') })[0]);
  });

  it('never melts the figure of a cut-paper mark for a bookshop, for any designer who cuts paper', () => {
    for (const designerId of ['ivan-chermayeff', 'saul-bass'])
      for (let variant = 0; variant < 4; variant++) {
        const ctx = createFixtureContext({ designerId, brief: BOOKSHOP, variant });
        const mark = buildMark({ ...ctx, take: variant }, 'cut-paper-figure');
        const icon = getIcon(mark.features!.icons![0]!)!;
        const clean = placeIconTight(icon, { x: 500, y: 515 }, 600, minFeature(ctx) * 1.2);
        // The figure as cut: what the field's outline holds that the cut field does not (its holes, and their islands).
        const field = regionFromPath(mark.layers[1]!.d, 0.5);
        const outline = [...field].sort((p, q) => Math.abs(ringSignedArea(q)) - Math.abs(ringSignedArea(p)))[0]!;
        const cut = regionSubtract([outline], field);
        // Half as much again for laying the clean figure back by its ink alone (a wobble moves its centre a little).
        expect(meltOf(alignTo(clean, cut), cut), `${designerId} ${variant} ${icon.name}`).toBeLessThanOrEqual(MAX_MELT * 1.5);
      }
  });
});
