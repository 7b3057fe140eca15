/**
 * Figures a reviewer could not see at 16 px: a gavel nested in the counter of a heavy A, and a pictogram standing as
 * the initial's full stop in an app icon at about 3 px. Every such figure the engine draws measures at least 4 px
 * with strokes of at least 0.75 px there, or the construction gives way to the next one.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings } from '../geometry';
import { buildCandidate, NO_REPAIR } from '../integrate/candidate';
import { designBrand, getFontSource } from '../node';
import { regionFromPath, regionSubtract, regionUnion } from '../path';
import { seedFor } from '../random/hash';
import type { Brief } from '../types';
import { appIconShare, isFaviconLegible, MIN_FIGURE_PX, MIN_FIGURE_STROKE_PX, measureFaviconFigure } from './favicon-figure';
import { buildMark } from './index';

const LAW: Brief = {
  brandName: 'Adeyemi Brooks LLP',
  industry: 'Law firm',
  oneLiner: 'Employment and immigration law for small businesses and individuals in Manchester.',
};
const ROOFER: Brief = {
  brandName: 'Hartley Roofing',
  industry: 'Roofing',
  oneLiner: 'Slate and tile roof repairs, flat roofs and gutter clearing for older houses in Sheffield.',
};
const VET: Brief = {
  brandName: 'Bramble Lane Veterinary',
  industry: 'Veterinary clinic',
  oneLiner: 'Vet practice for dogs, cats and small farm animals on the edge of Hexham, with a 24-hour emergency line.',
};
const ACCOUNTANT: Brief = {
  brandName: 'J.R. Patel Accountancy',
  industry: 'Accountant',
  oneLiner: 'Bookkeeping, VAT returns and year-end accounts for sole traders and small limited companies.',
};

const region = (d: string) => regionUnion(regionFromPath(d, 0.5));

describe('a figure measured at 16 px', () => {
  it('scales by the share of the tile the icon gives the drawing: a square a tenth of the drawing is 1.28 px', () => {
    const square = region('M0 0H100V100H0Z');
    const drawn = { minX: 0, minY: 0, maxX: 1000, maxY: 1000 };
    const big = { markScale: 0.9 };
    expect(appIconShare(big)).toBeCloseTo(0.8);
    expect(appIconShare({ markScale: 0.7, crop: { zoom: 1.1 } })).toBeCloseTo(0.77);
    const measured = measureFaviconFigure(square, drawn, big);
    expect(measured.sizePx).toBeCloseTo(1.28);
    // A solid square of side s has a mean stroke of s / 2.
    expect(measured.strokePx).toBeCloseTo(0.64);
    expect(isFaviconLegible(measured)).toBe(false);
    expect(isFaviconLegible(measureFaviconFigure(region('M0 0H400V400H0Z'), drawn, big))).toBe(true);
    // A bar as long as the drawing but thinner than 0.75 px greys out.
    expect(isFaviconLegible(measureFaviconFigure(region('M0 0H1000V40H0Z'), drawn, big))).toBe(false);
  });
});

describe('a figure nested in a letter or standing beside it', () => {
  it('never nests a figure in a counter or a stroke too small to see in the app icon', () => {
    for (const designerId of ['saul-bass', 'lindon-leader'])
      for (const brief of [LAW, VET])
        for (let variant = 0; variant < 3; variant++) {
          const ctx = createFixtureContext({ designerId, brief, variant });
          let mark: ReturnType<typeof buildMark> | undefined;
          try {
            mark = buildMark({ ...ctx, take: variant }, 'negative-space-letter');
          } catch {
            continue; // Refused: the designer's next archetype is tried.
          }
          const layers = mark.layers.map((l) => region(l.d));
          const drawn = boxOfRings(layers.flat());
          // The figure is the second ink, or what is cut out of the clean letter.
          const clean = region(mark.features?.letterGlyphs?.[0]?.d ?? '');
          const figure = layers[1] ?? regionSubtract(clean, layers[0]!);
          const measured = measureFaviconFigure(figure, drawn, ctx.dna.appIcon);
          expect(measured.sizePx, `${designerId} ${brief.brandName} ${variant}`).toBeGreaterThanOrEqual(MIN_FIGURE_PX);
        }
  });

  it("never stands a pictogram beside or inside the app icon's initial at under 4 px or in strokes under 0.75 px", () => {
    let signs = 0;
    for (const brief of [LAW, ROOFER, VET, ACCOUNTANT])
      for (const designerId of ['david-ogilvy', 'milton-glaser', 'salvador-dali', 'james-modarelli', 'paula-scher']) {
        const design = designBrand(brief, designerId);
        if (design.decisions?.icon?.device !== 'figure-in-initial') continue;
        signs++;
        // The tile, the initial, then the figure, each drawn at its place on the 1000-unit tile. A reversed tile may
        // paint the initial and the figure one colour, in one path: the figure is then read from the sign's own layers.
        const paths = [...design.logos.icon.matchAll(/<path[^>]* d="([^"]+)"/g)].map((m) => m[1]!);
        const params = { brief, designerId, seed: seedFor(brief.brandName, designerId, 0), variant: 0, fonts: getFontSource() };
        const layers = paths.length > 2 ? [] : (buildCandidate(params, NO_REPAIR).iconSign?.mark.layers ?? []);
        const figure = region(
          paths[2] ??
            layers
              .filter((l) => l.ink !== layers[0]?.ink)
              .map((l) => l.d)
              .join(' '),
        );
        // 16 px over the tile's 1000 units: a drawing of 800 units at the safe area's share of 0.8.
        const drawn = paths.length > 2 ? { minX: 0, minY: 0, maxX: 800, maxY: 800 } : boxOfRings(region(layers.map((l) => l.d).join(' ')));
        const measured = measureFaviconFigure(figure, drawn, { markScale: 0.8 });
        expect(measured.sizePx, `${designerId} ${brief.brandName}`).toBeGreaterThanOrEqual(MIN_FIGURE_PX);
        expect(measured.strokePx, `${designerId} ${brief.brandName}`).toBeGreaterThanOrEqual(MIN_FIGURE_STROKE_PX);
      }
    // Not every lettering designer's icon loses its idea.
    expect(signs).toBeGreaterThan(0);
  });
});
