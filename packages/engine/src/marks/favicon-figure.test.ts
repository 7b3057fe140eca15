import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings } from '../geometry';
import { regionFromPath } from '../path';
import { HELD_FIGURE_PX, measureFaviconFigure } from './favicon-figure';
import { buildMark } from './index';

const FERRY = { brandName: 'Halcyon Ferry', industry: 'transport', oneLiner: 'Electric ferries for island commuters' };

describe('a figure held in a ring or disc, drawn alone for the app icon', () => {
  // The twenty-second and twenty-third reviews: the figure in a seal's ring or a keylined disc was a smudge at 16 px.
  it.each([
    ['terry-heckler', 'circular-seal'],
    ['saul-bass', 'portrait-disc'],
    ['lindon-leader', 'portrait-disc'],
  ] as const)("%s's %s holds its figure under %s px at 16 px, and its icon is the figure alone", (designerId, archetype) => {
    const ctx = { ...createFixtureContext({ designerId, brief: FERRY }), icon: 'sailboat', take: 0 };
    const mark = buildMark(ctx, archetype);
    const icon = mark.iconLayers ?? [];
    expect(mark.iconFigureAlone).toBe(true);
    expect(icon).toHaveLength(1);
    const figure = regionFromPath(icon[0]!.d);
    // Held in the mark's own box the figure is small; alone on the tile it fills it.
    const markBox = boxOfRings(mark.layers.flatMap((l) => regionFromPath(l.d)));
    expect(measureFaviconFigure(figure, markBox, ctx.dna.appIcon).sizePx).toBeLessThan(HELD_FIGURE_PX);
    expect(measureFaviconFigure(figure, boxOfRings(figure), ctx.dna.appIcon).sizePx).toBeGreaterThanOrEqual(HELD_FIGURE_PX);
  });
});
