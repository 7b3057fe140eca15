import { describe, expect, it } from 'vitest';
import { designBrand, designPrimaryLogo } from './index';

const BRIEF = { brandName: 'Harbour Lights', industry: 'ferry line', oneLiner: 'Island crossings every hour, all year' };

describe('designPrimaryLogo', () => {
  it.each([
    ['paul-rand', 7, 0],
    ['massimo-vignelli', 11, 3],
    ['milton-glaser', 2_000_000_001, 1],
  ])('is the primary lockup of designBrand for %s (seed %i, variant %i), byte for byte', (designerId, seed, variant) => {
    expect(designPrimaryLogo(BRIEF, designerId, seed, { variant })).toBe(designBrand(BRIEF, designerId, seed, { variant }).logos.primary);
  });

  it('differs from another seed of the same designer', () => {
    expect(designPrimaryLogo(BRIEF, 'paul-rand', 7)).not.toBe(designPrimaryLogo(BRIEF, 'paul-rand', 8));
  });
});
