/**
 * A face's own spacing is not a fault: a condensed capital I sets closer to its neighbours than an H does, and the
 * name check must not read that as fused letters (it once rejected every Paula Scher design of this name, so the
 * user got no logo at all). Fused stems are measured only where a mark moved letters to frame a figure.
 */
import { describe, expect, it } from 'vitest';
import { DESIGNER_IDS } from '../src/dna';
import { designBrand } from '../src/node';

const BRIEF = {
  brandName: 'Clearview Windows & Doors',
  industry: 'home improvement',
  oneLiner: 'Double glazing installation and repairs',
  desiredColors: 'sky blue, charcoal',
};

describe('condensed capitals set as the face spaces them', () => {
  it.each(DESIGNER_IDS)('%s designs "Clearview Windows & Doors" and its name check passes', (designerId) => {
    const design = designBrand(BRIEF, designerId);
    const name = design.quality.checks.filter((c) => c.id.startsWith('name-'));
    expect(name.length).toBeGreaterThan(0);
    for (const check of name) expect(check.passed, check.detail).toBe(true);
  });
});
