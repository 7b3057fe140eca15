import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { checkColour, checkGround, formatRatio } from './colour-check';

const hue = (hex: string) => converter('oklch')(hex)?.h ?? 0;

describe('colour checks', () => {
  it('holds the name ink and the tagline neutral to 4.5:1, the mark colours to 3:1', () => {
    expect(checkColour('ink', '#777777', '#FFFFFF')).toMatchObject({ minimum: 4.5, use: 'text', passes: false });
    expect(checkColour('primary', '#777777', '#FFFFFF')).toMatchObject({ minimum: 3, use: 'graphic', passes: true, applied: '#777777' });
  });

  it('moves a failing colour in lightness only, to the nearest value that passes', () => {
    const check = checkColour('neutral', '#F4A0B0', '#FFFFFF');
    expect(check.passes).toBe(false);
    expect(check.applied).not.toBe('#F4A0B0');
    expect(checkColour('neutral', check.applied, '#FFFFFF').passes).toBe(true);
    expect(Math.abs(hue(check.applied) - hue('#F4A0B0'))).toBeLessThan(3);
  });

  it('measures a ground by the weakest text colour on it', () => {
    expect(checkGround('#FFFFFF', ['#111111', '#5C646F']).ratio).toBeCloseTo(5.99, 2);
    expect(checkGround('#333333', ['#111111']).passes).toBe(false);
  });

  it('formats ratios rounded down', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
