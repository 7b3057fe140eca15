import { describe, expect, it } from 'vitest';
import { setText } from '../type/set-text';
import { createNodeFontSource } from './fonts';
import { MIN_SOLID_INK_SHARE, measureSolidInkShare } from './raster-checks';

const fonts = createNodeFontSource();

describe('measureSolidInkShare (24 px legibility)', () => {
  const cases = [
    { name: 'Jost 700 survives at 24 px', family: 'Jost', weight: 700, passes: true },
    { name: 'Inter 400 survives at 24 px', family: 'Inter', weight: 400, passes: true },
    { name: 'Jost 100 hairlines do not', family: 'Jost', weight: 100, passes: false },
    { name: 'Inter 100 hairlines do not', family: 'Inter', weight: 100, passes: false },
  ];
  it.each(cases)('$name', ({ family, weight, passes }) => {
    const line = setText(fonts.getFont(family, weight), 'Northwind Coffee', { size: 100, trackingEm: 0 });
    expect(measureSolidInkShare(line) >= MIN_SOLID_INK_SHARE).toBe(passes);
  });
});

describe('measuring a line far taller than wide', () => {
  it('measures a line of no advance width (a letter under a tower of marks) instead of asking resvg for zero pixels', () => {
    const set = setText(fonts.getFont('Inter', 400), 'a', { size: 100, trackingEm: 0 });
    // What a letter with 59 combining marks set as: the outlines are there, the advance width is 0.
    const line = { ...set, width: 0 };
    const share = measureSolidInkShare(line);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });
});
