import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { boxOfRings, regionGap } from '../../geometry';
import { regionFromPath } from '../../path';
import { buildMark } from '../index';

const titling = (brandName: string, designerId = 'ed-benguiat') =>
  buildMark(
    createFixtureContext({ designerId, brief: { brandName, industry: 'Courier', oneLiner: 'Same-day parcels.' } }),
    'extended-titling',
  );

describe("Benguiat's titling: the first and last letters large, bars between them over and under the rest", () => {
  it('sets the end letters larger than the inner ones and runs two bars between them, clear of every letter', () => {
    const mark = titling('Bolt Couriers');
    const glyphs = mark.features!.nameGlyphs!;
    expect(glyphs.map((g) => g.char).join('')).toBe('BOLTCOURIERS');
    const heights = glyphs.map((g) => {
      const box = boxOfRings(regionFromPath(g.d, 0.5));
      return box.maxY - box.minY;
    });
    const innerMax = Math.max(...heights.slice(1, -1));
    expect(heights[0]).toBeGreaterThan(1.4 * innerMax);
    expect(heights.at(-1)).toBeGreaterThan(1.4 * innerMax);
    const bars = regionFromPath(mark.layers[1]!.d, 0.5);
    expect(bars.length).toBe(2);
    for (const g of glyphs) expect(regionGap(regionFromPath(g.d, 0.5), bars, 50)).toBeGreaterThan(0);
    // The bars lie over and under the inner letters, not beside them.
    const inner = boxOfRings(glyphs.slice(1, -1).flatMap((g) => regionFromPath(g.d, 0.5)));
    const [a, b] = bars.map((ring) => boxOfRings([ring]));
    expect(Math.min(a!.maxY, b!.maxY)).toBeLessThan(inner.minY);
    expect(Math.max(a!.minY, b!.minY)).toBeGreaterThan(inner.maxY);
  });

  it('declines a name too short to frame, and keeps the tracked titling for a designer who does not frame', () => {
    expect(() => titling('Oro')).toThrow(/does not frame itself/);
    const plain = titling('Bolt Couriers', 'frank-mason-robinson');
    expect(plain.description).not.toMatch(/frames itself/);
  });
});
