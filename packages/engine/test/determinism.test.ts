/** Determinism and seeding of the Node-bound designBrand: same input, same bytes; other seeds and variants differ. */
import { describe, expect, it } from 'vitest';
import { OWN_DESIGN_SEED } from '../src/design';
import { designBrand } from '../src/node';
import { EngineError } from '../src/types';
import { GOLDEN_BRIEFS } from './briefs';

const brief = GOLDEN_BRIEFS.northwind!;

describe('designBrand (node)', () => {
  it('returns identical bytes for identical input', () => {
    const a = designBrand(brief, 'saul-bass');
    const b = designBrand(brief, 'saul-bass');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('uses seedFor(brand, designer, variant) by default and varies with the variant', () => {
    const canonical = designBrand(brief, 'massimo-vignelli');
    const variant = designBrand(brief, 'massimo-vignelli', undefined, { variant: 1 });
    expect(variant.variant).toBe(1);
    expect(variant.seed).not.toBe(canonical.seed);
    expect(variant.logos.primary).not.toBe(canonical.logos.primary);
  });

  it('draws the designer’s own design for OWN_DESIGN_SEED, as for no seed, at every variant', () => {
    for (const variant of [0, 2]) {
      const own = designBrand(brief, 'paula-scher', undefined, { variant });
      expect(JSON.stringify(designBrand(brief, 'paula-scher', OWN_DESIGN_SEED, { variant }))).toBe(JSON.stringify(own));
      expect(designBrand(brief, 'paula-scher', 1, { variant }).logos.primary).not.toBe(own.logos.primary);
    }
  });

  it('returns optimised, standalone SVG for every lockup', () => {
    const design = designBrand(brief, 'paul-rand');
    for (const svg of Object.values(design.logos)) {
      expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 [\d.]+ [\d.]+"/);
      expect(svg).not.toMatch(/<text|href=|<image|<metadata|gradient|filter/);
    }
    expect(design.quality.passed).toBe(true);
    expect(design.quality.checks.map((c) => c.id)).toEqual(
      expect.arrayContaining(['contrast-aa', 'mark-complexity', 'guardrails', 'wordmark-legible-24px', 'monochrome-survives']),
    );
  });

  const badInput = [
    { name: 'unknown designer', brief, designer: 'nobody', code: 'DESIGNER_NOT_FOUND', message: 'Designer not found' },
    {
      name: 'empty name',
      brief: { ...brief, brandName: '  ' },
      designer: 'paul-rand',
      code: 'INVALID_BRIEF',
      message: 'brandName is required',
    },
    {
      name: 'no letters',
      brief: { ...brief, brandName: '&&&' },
      designer: 'paul-rand',
      code: 'INVALID_BRIEF',
      message: 'brandName needs at least one letter or digit',
    },
    {
      name: 'missing industry',
      brief: { ...brief, industry: '' },
      designer: 'paul-rand',
      code: 'INVALID_BRIEF',
      message: 'industry is required',
    },
    {
      name: 'name too long',
      brief: { ...brief, brandName: 'x'.repeat(61) },
      designer: 'paul-rand',
      code: 'INVALID_BRIEF',
      message: 'brandName is longer than 60 characters',
    },
  ];
  it.each(badInput)('rejects $name with $code', ({ brief: input, designer, code, message }) => {
    let caught: unknown;
    try {
      designBrand(input, designer);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EngineError);
    expect(caught).toMatchObject({ code, message });
  });
});
