import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

/** The plain formula: round, String(), strip the leading zero. */
function viaString(value: number, precision: number): string {
  const factor = 10 ** precision;
  const rounded = Math.round(value * factor) / factor;
  if (Object.is(rounded, -0) || rounded === 0) return '0';
  const text = String(rounded);
  if (text.startsWith('0.')) return text.slice(1);
  if (text.startsWith('-0.')) return `-${text.slice(2)}`;
  return text;
}

describe('formatNumber', () => {
  it('writes hundredths exactly as String() of the rounded value does', () => {
    for (let n = -20000; n <= 20000; n++) expect(formatNumber(n / 100)).toBe(viaString(n / 100, 2));
    let seed = 5;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 20000; i++) {
      const value = (random() - 0.5) * 10 ** Math.floor(random() * 18 - 3);
      expect(formatNumber(value)).toBe(viaString(value, 2));
      expect(formatNumber(value + 0.005)).toBe(viaString(value + 0.005, 2));
    }
    for (const value of [0, -0, 0.004, -0.004, 0.005, -0.005, 1e20, -1e25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 45, 2 ** 46 + 0.01])
      expect(formatNumber(value)).toBe(viaString(value, 2));
  });

  it('keeps other precisions', () => {
    expect(formatNumber(1.23456, 3)).toBe('1.235');
    expect(formatNumber(-0.25, 1)).toBe('-.2');
  });
});
