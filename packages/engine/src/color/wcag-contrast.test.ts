import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './wcag-contrast';

describe('WCAG 2.x contrast', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#777777', '#FFFFFF', 4.48],
    ['#0000FF', '#FFFFFF', 8.59],
    ['#FF0000', '#000000', 5.25],
  ])('%s on %s = %s', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(expected, 2);
  });

  it('uses the sRGB luminance coefficients', () => {
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00FF00')).toBeCloseTo(0.7152, 4);
  });

  it('reads short hex the same as long hex', () => {
    expect(contrastRatio('#fa0', '#fff')).toBe(contrastRatio('#FFAA00', '#FFFFFF'));
  });
});
