import { describe, expect, it } from 'vitest';
import { formatNumber, joinNumbers, toPathData } from './numbers';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0.0001, '0'],
    [0.5, '.5'],
    [-0.5, '-.5'],
    [12.345, '12.35'],
    [100, '100'],
    [-3.1, '-3.1'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('joinNumbers / toPathData', () => {
  it('omits separators where path grammar allows (a sign, or a second "." after a decimal)', () => {
    expect(joinNumbers([1, -2, 0.5, 0.25, 3])).toBe('1-2 .5.25 3');
    expect(joinNumbers([3, 0.5])).toBe('3 .5');
  });

  it('writes absolute commands through the point map', () => {
    const d = toPathData(
      [{ type: 'M', x: 0, y: 0 }, { type: 'L', x: 10, y: 0 }, { type: 'Q', x1: 10, y1: 10, x: 0, y: 10 }, { type: 'Z' }],
      (x, y) => [x + 1, -y],
    );
    expect(d).toBe('M1 0L11 0Q11-10 1-10Z');
  });
});
