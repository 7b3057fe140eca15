import { describe, expect, it } from 'vitest';
import { listDesigners } from '../src';
import { designBrand } from '../src/node';

// Names that broke before: a dropped "&", a dropped last word, accents, digits.
const NAMES = ['Salt & Pine', 'Brightwater Community Health Partners', 'Café Noël', 'Studio 54'];
const DESIGNERS = listDesigners().map((d) => d.id);

describe('every design spells the whole name', () => {
  it.each(NAMES.flatMap((name) => DESIGNERS.map((designer) => ({ name, designer }))))('$designer: $name', ({ name, designer }) => {
    const design = designBrand({ brandName: name, industry: 'restaurant', oneLiner: 'Food for the neighbourhood' }, designer);
    const check = design.quality.checks.find((c) => c.id === 'name-spelled');
    expect(check?.passed, check?.detail).toBe(true);
    // Measured on the drawn letters: whole, uncovered, never touching.
    const intact = design.quality.checks.find((c) => c.id === 'name-intact');
    expect(intact?.passed, intact?.detail).toBe(true);
    expect(check?.detail).not.toContain('set in full');
  });
});

describe('long names in wordmark primaries', () => {
  const WORDMARK_DESIGNERS = ['david-ogilvy', 'ed-benguiat', 'massimo-vignelli', 'ruth-kedar', 'frank-mason-robinson', 'lindon-leader'];
  it.each(WORDMARK_DESIGNERS)('%s keeps the primary within about 4:1', (designer) => {
    const design = designBrand(
      { brandName: 'Brightwater Community Health Partners', industry: 'healthcare clinic', oneLiner: 'Care' },
      designer,
    );
    const [, , w, h] = design.logos.primary
      .match(/viewBox="([^"]+)"/)![1]!
      .split(' ')
      .map(Number);
    expect(w! / h!).toBeLessThanOrEqual(4.2);
  });
});
