/**
 * Bars with gaps shred what they cut (letters into blocks, a pictogram into floating bars), so the plain striped
 * mark is never drawn and the designer's next idea is; the banded forms that keep a figure whole still are.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { designBrandWith } from '../design';
import { getFontSource } from '../node/index';
import { buildMark } from './index';

const BRIEFS = [
  { industry: 'climbing gym', brandName: 'Glasshouse Climbing', oneLiner: 'Bouldering walls and coaching for city climbers' },
  { industry: "children's nursery", brandName: 'Sprout Nursery', oneLiner: 'Outdoor play and early learning for under-fives' },
  { industry: 'accountancy', brandName: 'Linden & Rowe', oneLiner: 'Tax and payroll for family businesses' },
  { industry: 'charity', brandName: 'Open Hands', oneLiner: 'Care and kindness for every family' },
];

describe('striped marks', () => {
  it.each(BRIEFS)('$brandName: the plain striped mark draws nothing, letters or figure, on any take', (brief) => {
    for (const designerId of ['saul-bass', 'paul-rand'])
      for (const archetype of ['striped-mark', 'parallel-stripe-initial'])
        for (const take of [0, 1, 2])
          expect(() => buildMark({ ...createFixtureContext({ designerId, brief }), take }, archetype)).toThrow(/shred/);
  });

  it.each(BRIEFS)('$brandName: Bass and Rand still design, with no bars cutting the name or a pictogram', (brief) => {
    const fonts = getFontSource();
    for (const designerId of ['saul-bass', 'paul-rand'])
      for (const seed of [1, 2, 3, 4]) {
        const design = designBrandWith({ brief, designerId, fonts, seed });
        expect(design.archetype).not.toMatch(/^(striped-mark|parallel-stripe-initial)$/);
      }
  });

  it('the banded silhouette keeps its figure whole (colour bands with no gaps between them)', () => {
    const brief = { brandName: 'Halcyon Ferry', industry: 'transport', oneLiner: 'Electric ferries for island commuters' };
    const mark = buildMark(createFixtureContext({ designerId: 'rob-janoff', brief }), 'spectrum-banded-silhouette');
    expect(mark.layers.length).toBeGreaterThan(1);
  });
});
