import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { COLOR_DICTIONARY } from '../brief/data/color-dictionary.generated';
import { nameColor } from './color-names';
import { convertRgbToCmyk } from './convert-rgb-to-cmyk';
import { describeColor } from './describe-color';
import { ensureContrast } from './ensure-contrast';
import { contrastRatio, relativeLuminance, requiredContrast } from './wcag-contrast';

const hueOf = (hex: string) => converter('oklch')(hex)?.h ?? 0;

describe('WCAG 2.x relative luminance and contrast', () => {
  it.each([
    ['#FFFFFF', 1],
    ['#000000', 0],
    ['#FF0000', 0.2126],
    ['#00FF00', 0.7152],
    ['#0000FF', 0.0722],
    // 128/255 linearised: ((0.50196 + 0.055) / 1.055) ^ 2.4 = 0.21586
    ['#808080', 0.21586],
  ])('luminance(%s) = %d', (hex, expected) => {
    expect(relativeLuminance(hex)).toBeCloseTo(expected, 5);
  });

  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#000000', 21],
    ['#777777', '#FFFFFF', 4.478],
    ['#767676', '#FFFFFF', 4.542],
    ['#1B5FAA', '#1B5FAA', 1],
  ])('contrast(%s, %s) = %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 3);
  });

  it('takes the stricter of AA and the designer minimum', () => {
    expect(requiredContrast('text')).toBe(4.5);
    expect(requiredContrast('graphic')).toBe(3);
    expect(requiredContrast('graphic', 7)).toBe(7);
    expect(requiredContrast('text', 2)).toBe(4.5);
  });
});

describe('convertRgbToCmyk', () => {
  it.each([
    [[255, 0, 0], { c: 0, m: 100, y: 100, k: 0 }],
    [[0, 0, 0], { c: 0, m: 0, y: 0, k: 100 }],
    [[255, 255, 255], { c: 0, m: 0, y: 0, k: 0 }],
    [[27, 95, 170], { c: 84, m: 44, y: 0, k: 33 }],
    [[128, 128, 128], { c: 0, m: 0, y: 0, k: 50 }],
  ] as const)('%j → %j', ([r, g, b], expected) => {
    expect(convertRgbToCmyk(r, g, b)).toEqual(expected);
  });
});

describe('describeColor', () => {
  it('gives HEX, RGB, HSL, CMYK and OKLCH for #1B5FAA', () => {
    expect(describeColor('#1b5faa', 'primary', 'Denim')).toEqual({
      role: 'primary',
      name: 'Denim',
      hex: '#1B5FAA',
      rgb: { r: 27, g: 95, b: 170 },
      hsl: { h: 211, s: 73, l: 39 },
      cmyk: { c: 84, m: 44, y: 0, k: 33 },
      // Cross-checked with Ottosson's OKLab matrices (https://bottosson.github.io/posts/oklab/) computed independently.
      oklch: { l: 0.486, c: 0.137, h: 254.3 },
    });
  });

  it('matches the CSS Color 4 OKLCH of sRGB red, oklch(62.8% 0.2577 29.23)', () => {
    expect(describeColor('#FF0000', 'accent', 'Red').oklch).toEqual({ l: 0.628, c: 0.258, h: 29.2 });
  });

  it('reports hue 0 for achromatic colours and rejects garbage', () => {
    expect(describeColor('#FFFFFF', 'background', 'White').hsl).toEqual({ h: 0, s: 0, l: 100 });
    expect(() => describeColor('not-a-colour', 'primary', 'x')).toThrow(RangeError);
  });
});

describe('ensureContrast', () => {
  it('returns a passing colour unchanged', () => {
    expect(ensureContrast('#1b5faa', '#FFFFFF', 4.5)).toBe('#1B5FAA');
  });

  it.each([
    ['navy on near-black', '#1B2A4A', '#111111', 4.5],
    ['orange at a designer minimum of 7', '#F25C05', '#FFFFFF', 7],
    ['red on cream', '#E5471F', '#F2E8D5', 4.5],
  ])('%s: meets the minimum, keeps the hue, stays as close as possible', (_name, hex, ground, minimum) => {
    const fixed = ensureContrast(hex, ground, minimum);
    const ratio = contrastRatio(fixed, ground);
    expect(ratio).toBeGreaterThanOrEqual(minimum);
    expect(ratio).toBeLessThan(minimum + 0.25);
    const dh = Math.abs(hueOf(fixed) - hueOf(hex));
    expect(Math.min(dh, 360 - dh)).toBeLessThan(6);
  });

  it.each([
    ['yellow text on white', '#FFFF00', 4.5],
    ['yellow graphic on white', '#F5C400', 3],
    ['gold graphic on white', '#DBB40C', 3],
  ])('%s: meets the minimum and turns toward ochre as it darkens, never toward olive', (_name, hex, minimum) => {
    const fixed = ensureContrast(hex, '#FFFFFF', minimum);
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(minimum);
    expect(contrastRatio(fixed, '#FFFFFF')).toBeLessThan(minimum + 0.25);
    // Olive lies above the yellow's own hue (toward green); a dark gold or ochre below it.
    expect(hueOf(fixed)).toBeLessThan(hueOf(hex));
    expect(hueOf(fixed)).toBeGreaterThanOrEqual(60);
  });

  it('falls back to the better extreme when no lightness can pass', () => {
    expect(ensureContrast('#808080', '#777777', 21)).toBe('#000000');
  });
});

describe('nameColor', () => {
  it.each(['navy', 'burgundy', 'cobalt', 'lavender', 'gold', 'teal', 'sage', 'terracotta', 'denim', 'mustard'])(
    'names the dictionary colour for %j by its word',
    (word) => {
      expect(nameColor(COLOR_DICTIONARY[word] as string)).toBe(word.replace(/\b\p{L}/gu, (c) => c.toUpperCase()));
    },
  );

  it.each([
    ['#111111', 'Jet Black'],
    ['#FFFFFF', 'White'],
  ])('%s is %s', (hex, name) => {
    expect(nameColor(hex)).toBe(name);
  });

  it('does not call CSS lavender, a near-white, lavender', () => {
    expect(nameColor('#E6E6FA')).not.toBe('Lavender');
  });
});
