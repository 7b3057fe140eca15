/**
 * A figure fused with the name proper of a name whose trade words make one line too long for it (COPPERLINE
 * PLUMBING): the figure in the name proper's counter or for its dot, the trade set under it as a descriptor. Before,
 * the figure in the O of the whole line held under 7 % of its width and the designer drew the pictogram beside the
 * name instead, or no idea at all.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings } from '../geometry';
import { measureMark } from '../integrate/mark';
import { regionFromPath } from '../path';
import { FIGURE_MIN_SHARE_OF_LINE } from './counter-figure';
import { buildMark } from './index';
import type { Mark } from './types';

const PARLOUR = { brandName: 'Frostbite Ice Cream', industry: 'ice cream parlour', oneLiner: 'Small-batch ice cream and sorbets' };
const DENTIST = { brandName: 'Oakridge Dental', industry: 'dental practice', oneLiner: 'Family dentistry and gentle check-ups' };

/** The mark built by `archetype` with `icon` as its figure, outside any deal. */
function markWith(brief: typeof PARLOUR, designerId: string, archetype: string, icon: string): Mark {
  const ctx = createFixtureContext({ designerId, brief, variant: 0 });
  return buildMark({ ...ctx, icon, deal: undefined }, archetype);
}

/** The figure's longest side as a share of the mark's width. */
function figureShare(mark: Mark): number {
  const figure = boxOfRings(regionFromPath(mark.layers.find((layer) => layer.ink === 'accent')!.d, 0.5));
  const whole = measureMark(mark)!;
  return Math.max(figure.maxX - figure.minX, figure.maxY - figure.minY) / (whole.maxX - whole.minX);
}

describe('a figure fused with the name proper over its trade', () => {
  it("sets Rand's ice cream in the O of FROSTBITE and the trade under it, every letter of the name drawn", () => {
    const mark = markWith(PARLOUR, 'paul-rand', 'rebus', 'ice-cream');
    expect(mark.features?.counterFigure).toBe('O');
    expect(mark.features?.descriptor?.toUpperCase()).toBe('ICE CREAM');
    expect(mark.features?.letters?.toUpperCase()).toBe('FROSTBITE ICE CREAM');
    expect(mark.features?.nameGlyphs?.map((g) => g.char.toUpperCase()).join('')).toBe('FROSTBITEICECREAM');
    expect(mark.description).toMatch(/^FROSTBITE with ice cream in the counter of its O, a visual pun you read twice, over ice cream/);
    expect(figureShare(mark)).toBeGreaterThanOrEqual(FIGURE_MIN_SHARE_OF_LINE);
  });

  it('stands the figure beside the name where the name has no trade words to set under it (the one-line rule holds)', () => {
    // The same name for a bakery: "Ice Cream" names no trade of the brief, so the whole name is one line, too long.
    const mark = markWith({ ...PARLOUR, industry: 'bakery', oneLiner: 'Sourdough and pastries' }, 'paul-rand', 'rebus', 'ice-cream');
    expect(mark.features?.counterFigure).toBeUndefined();
    expect(mark.features?.descriptor).toBeUndefined();
    expect(mark.description).toMatch(/standing in the name as a word/);
  });

  it("sets Ogilvy's story detail in the O of Oakridge, over DENTAL", () => {
    const mark = markWith(DENTIST, 'david-ogilvy', 'wordmark-with-story-detail', 'tooth');
    expect(mark.features?.counterFigure).toBe('O');
    expect(mark.features?.descriptor?.toUpperCase()).toBe('DENTAL');
    expect(mark.features?.letterGlyphs?.map((g) => g.char.toUpperCase()).join('')).toBe('OAKRIDGEDENTAL');
    expect(mark.description).toMatch(/a tooth set in the counter of its O, over DENTAL/);
    expect(figureShare(mark)).toBeGreaterThanOrEqual(FIGURE_MIN_SHARE_OF_LINE);
  });
});
