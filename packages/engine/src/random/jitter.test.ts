import { describe, expect, it } from 'vitest';
import { jitterAngle, jitterInt, jitterRange, jitterRatio, snapWeight, weightedIndex } from './jitter';

describe('§6 jitter rules', () => {
  it.each([
    ['ratio, canonical', jitterRatio(2.2, 0, 0.1), 2.2],
    ['ratio, u = +1', jitterRatio(2.2, 1, 0.1), 2.42],
    ['ratio, u = -1', jitterRatio(2.2, -1, 0.1), 1.98],
    ['ratio, clamped', jitterRatio(1, 1, 0.1, [0.8, 1.05]), 1.05],
    ['range, Leader tracking u = +1', jitterRange(-0.05, [-0.06, -0.04], 1, 0.1), -0.048],
    ['range, clamped to max', jitterRange(-0.04, [-0.06, -0.04], 1, 0.1), -0.04],
    ['int, stripes 7–9 canonical', jitterInt(8, [7, 9], 0, 0.1), 8],
    ['int, stripes u = +1 at amount 0.5', jitterInt(8, [7, 9], 1, 0.5), 9],
    ['int, clamped', jitterInt(9, [7, 9], 1, 1), 9],
    ['int, Dalí denies 8 petals', jitterInt(9, [7, 9], -1, 0.5, [8]), 7],
    ['angle, gesture rise in window 15', jitterAngle(22, 15, 1, 0.1), 23.5],
    ['angle, zero stays zero', jitterAngle(0, 30, 1, 0.1), 0],
    ['angle, never flips sign', jitterAngle(-2, 30, 1, 0.1), 0],
    ['weight, 700 canonical', snapWeight(700, [400, 700]), 700],
    ['weight, 600 snaps to shipped', snapWeight(600, [400, 700]), 700],
    ['weight, +80 snaps to 800', snapWeight(700, [600, 700, 800], 1, 0.1), 800],
    ['weight, -80 snaps to 600', snapWeight(700, [600, 700, 800], -1, 0.1), 600],
    ['weight, nothing shipped keeps it', snapWeight(650, []), 650],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBeCloseTo(expected, 10);
  });

  it('draws weighted indices by cumulative weight', () => {
    expect(weightedIndex([0.5, 0.3, 0.2], 0)).toBe(0);
    expect(weightedIndex([0.5, 0.3, 0.2], 0.49)).toBe(0);
    expect(weightedIndex([0.5, 0.3, 0.2], 0.5)).toBe(1);
    expect(weightedIndex([0.5, 0.3, 0.2], 0.81)).toBe(2);
    expect(weightedIndex([0, 0, 1], 0.1)).toBe(2);
  });
});
