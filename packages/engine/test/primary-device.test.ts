/**
 * The primary shows the device the design is described by: a mark that spells the name (a rebus, a hidden figure)
 * with a pictogram stays in the primary even when the name is long, instead of giving way to plain lines of type
 * while the record and the strategy still describe the pictogram.
 */
import { describe, expect, it } from 'vitest';
import { DESIGNER_IDS } from '../src/dna';
import { designBrand } from '../src/node';

const LONG_NAMES = [
  { brandName: 'Green Thumb Landscaping', industry: 'landscaping', oneLiner: 'Garden design and lawn care', desiredColors: 'forest green' },
  { brandName: 'Anchor Point Counseling', industry: 'therapy', oneLiner: 'Couples therapy online', desiredColors: 'sage' },
];

describe('the primary keeps the pictogram of a mark that carries the name', () => {
  it('Milton Glaser’s rebus of "Green Thumb Landscaping" shows its leaf in the primary', () => {
    const design = designBrand(LONG_NAMES[0]!, 'milton-glaser');
    expect(design.decisions?.mark.archetype).toBe('rebus');
    expect(design.decisions?.mark.icons.length).toBeGreaterThan(0);
    expect(design.decisions?.lockups.find((l) => l.id === 'primary')?.showsMark).toBe(true);
  });

  it.each(DESIGNER_IDS)('%s: a name-carrying mark with icons is what the primary shows', (designerId) => {
    for (const brief of LONG_NAMES) {
      const record = designBrand(brief, designerId).decisions!;
      if (!record.mark.carriesName || record.mark.icons.length === 0) continue;
      expect(record.lockups.find((l) => l.id === 'primary')?.showsMark, `${brief.brandName}: ${record.mark.archetype}`).toBe(true);
    }
  });
});
