/** A two-word name with no trade word in it, set as a pure wordmark, takes a decision on even takes: the first word heavy, the rest light. */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { buildMark } from './index';

const brief = (brandName: string) => ({ brandName, industry: 'bakery', oneLiner: 'Sourdough baked before dawn' });
const wordmark = (brandName: string, take: number, designerId = 'david-ogilvy') =>
  buildMark({ ...createFixtureContext({ designerId, brief: brief(brandName) }), take }, 'pure-wordmark');

describe('the pure wordmark in two weights', () => {
  it.each(['david-ogilvy', 'massimo-vignelli', 'ed-benguiat'])('%s: sets the first word heavy and the rest light on an even take', (id) => {
    const contrasted = wordmark('Fernhill Morrow', 0, id);
    const plain = wordmark('Fernhill Morrow', 1, id);
    expect(contrasted.description).toMatch(/Fernhill set heavy and Morrow (light|in the regular weight)/i);
    expect(contrasted.layers[0]?.d).not.toBe(plain.layers[0]?.d);
    // Every letter is recorded as drawn, so the letters check reads the two weights.
    expect(contrasted.features?.letterGlyphs?.map((g) => g.char).join('')).toBe(
      [...(contrasted.features?.letters ?? '')].filter((c) => c.trim()).join(''),
    );
    expect(plain.description).not.toMatch(/heavy/);
  });

  it('leaves a one-word name and a name led by an article as set', () => {
    expect(wordmark('Fernhill', 0).description).not.toMatch(/heavy/);
    expect(wordmark('The Kind Fork', 0).description).not.toMatch(/heavy/);
  });
});
