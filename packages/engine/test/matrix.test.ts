/**
 * The name matrix: ≥ 30 brand names × 20 designers never throws and every design passes every quality check,
 * rasterised ones included (24 px legibility, monochrome survival). SVG only: no 1024 px PNGs, to stay fast.
 */
import { describe, expect, it } from 'vitest';
import { designBrandWith } from '../src/design';
import { DESIGNER_IDS } from '../src/dna';
import { getFontSource, runRasterChecks } from '../src/node';
import { MATRIX_NAMES, matrixBrief } from './briefs';

const fonts = getFontSource();

describe('brand-name matrix', () => {
  it('covers at least 30 names including the hard cases', () => {
    expect(MATRIX_NAMES.length).toBeGreaterThanOrEqual(30);
    expect(MATRIX_NAMES.some((n) => n.length >= 30)).toBe(true);
  });

  it.each(DESIGNER_IDS)(
    '%s designs every name and passes every check',
    (designerId) => {
      const failures: string[] = [];
      for (const name of MATRIX_NAMES) {
        const design = designBrandWith({ brief: matrixBrief(name), designerId, fonts, extraChecks: runRasterChecks });
        const failed = design.quality.checks.filter((c) => !c.passed);
        if (!design.quality.passed || failed.length > 0) failures.push(`${name}: ${failed.map((c) => c.id).join(', ')}`);
        // The name is really there: the stacked lockup carries outlines, never <text>.
        expect(design.logos.stacked).toMatch(/<path d="M/);
        expect(design.logos.stacked).not.toContain('<text');
      }
      expect(failures).toEqual([]);
    },
    180_000,
  );
});
