import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from './contrast';

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

  it('parses short hex and rejects non-colours', () => {
    expect(parseHex('#fa0')).toEqual([255, 170, 0]);
    expect(() => parseHex('navy')).toThrow('Not a hex colour');
  });
});
