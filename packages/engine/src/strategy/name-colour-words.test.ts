/**
 * The rationale says the colour the name is really drawn in: a name set in a deeper shade of a requested colour is
 * not described as set in the ink (art-direction.md, Words: nothing the drawing does not show).
 */
import { describe, expect, it } from 'vitest';
import { DESIGNER_IDS } from '../dna/index';
import { buildCandidate, NO_REPAIR } from '../integrate/candidate';
import { getFontSource } from '../node/index';
import { seedFor } from '../random/hash';

const fonts = getFontSource();
const BRIEF = {
  brandName: 'Stillwater Hospice',
  industry: 'hospice care',
  oneLiner: 'Gentle end-of-life care at home and by the lake',
  desiredColors: 'lavender and gold',
};

describe('the sentence on the name colour', () => {
  it.each(DESIGNER_IDS)('%s: names the ink only when the name is drawn in it', (designerId) => {
    const candidate = buildCandidate(
      { brief: BRIEF, designerId, seed: seedFor(BRIEF.brandName, designerId, 0), variant: 0, fonts },
      NO_REPAIR,
    );
    const { rationale } = candidate.design.strategy;
    const ink = candidate.design.palette.colors.find((c) => c.role === 'ink');
    const claim = /the name is set in ([^,.]+?)(?: and |, which|\.)/i.exec(rationale)?.[1];
    if (!claim || !ink) return;
    if (claim === ink.name) expect(candidate.inks.wordmark.toUpperCase()).toBe(ink.hex.toUpperCase());
    const own = candidate.design.palette.colors.find((c) => c.name === claim);
    if (own) expect(candidate.inks.wordmark.toUpperCase()).toBe(own.hex.toUpperCase());
  });

  it('paul-rand: a name in a deeper gold is called so, not Jet Black', () => {
    const designerId = 'paul-rand';
    const candidate = buildCandidate(
      { brief: BRIEF, designerId, seed: seedFor(BRIEF.brandName, designerId, 0), variant: 0, fonts },
      NO_REPAIR,
    );
    expect(candidate.design.strategy.rationale).not.toMatch(/name is set in Jet Black/);
    expect(candidate.design.strategy.rationale).toMatch(/name is set in a deeper shade of \w+/);
  });
});
