import { describe, expect, it } from 'vitest';
import { designBrand, designPrimaryLogo, designPrimaryPreview } from './index';

const BRIEF = { brandName: 'Harbour Lights', industry: 'ferry line', oneLiner: 'Island crossings every hour, all year' };

describe('designPrimaryLogo', () => {
  it.each([
    ['paul-rand', 7, 0],
    ['massimo-vignelli', 11, 3],
    ['milton-glaser', 2_000_000_001, 1],
  ])('is the primary lockup of designBrand for %s (seed %i, variant %i), byte for byte', (designerId, seed, variant) => {
    expect(designPrimaryLogo(BRIEF, designerId, seed, { variant })).toBe(designBrand(BRIEF, designerId, seed, { variant }).logos.primary);
  });

  it('names the light ground of the design with it, the ground a thumbnail paints behind it', () => {
    const design = designBrand(BRIEF, 'alan-fletcher', 5);
    expect(designPrimaryPreview(BRIEF, 'alan-fletcher', 5)).toEqual({ svg: design.logos.primary, ground: design.palette.light });
    expect(design.palette.light).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('differs from another seed of the same designer', () => {
    expect(designPrimaryLogo(BRIEF, 'paul-rand', 7)).not.toBe(designPrimaryLogo(BRIEF, 'paul-rand', 8));
  });
});
