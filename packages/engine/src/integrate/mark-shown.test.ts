/**
 * A designer who sets the name alone still shows a take that is a mark apart from the name: Vignelli's double letter
 * and letter disc, Kedar's faceted initial, Ogilvy's oval monogram stand beside or above the name in the primary, so
 * the take is seen and the variants differ; a take that is the name itself stays the name alone.
 */
import { describe, expect, it } from 'vitest';
import { designBrand } from '../node';
import { toSystemRecord } from '../record/system-record';

const BRIEF = { brandName: 'Pivot Physio', industry: 'Physiotherapy clinic', oneLiner: 'Sports injury rehab in Manchester.' };
const primaryShowsMark = (d: ReturnType<typeof designBrand>) => toSystemRecord(d).lockups.find((l) => l.id === 'primary')?.showsMark;

describe('a designer of the name alone', () => {
  it.each([
    ['massimo-vignelli', 'horizontal'],
    ['ruth-kedar', 'stacked'],
    ['david-ogilvy', 'stacked'],
  ])('%s shows a mark take in its next preferred lockup (%s), and a name take as the name alone', (designerId, lockup) => {
    const takes = [0, 1, 2, 3, 4, 5].map((seed) => designBrand(BRIEF, designerId, seed));
    const markTakes = takes.filter((d) => d.settings?.primaryLockup !== 'mark');
    const nameTakes = takes.filter((d) => d.settings?.primaryLockup === 'mark');
    expect(markTakes.length).toBeGreaterThan(0);
    for (const d of markTakes) {
      expect(d.settings?.primaryLockup, d.archetype).toBe(lockup);
      expect(primaryShowsMark(d), d.archetype).toBe(true);
    }
    for (const d of nameTakes) expect(d.logos.primary).not.toBe(d.logos[lockup as 'stacked']);
  });

  it('keeps the name alone when the user chose it', () => {
    const d = designBrand(BRIEF, 'massimo-vignelli', 1, { edits: { layout: { primary: 'wordmark' } } });
    expect(d.settings?.primaryLockup).toBe('wordmark');
    expect(primaryShowsMark(d)).toBe(false);
  });
});
