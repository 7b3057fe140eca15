import libraryFitCurve from 'fit-curve';
import { describe, expect, it } from 'vitest';
import { fitCurve } from './fit-curve';

describe('fitCurve', () => {
  it('returns the same cubics as the fit-curve library, number for number', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let trial = 0; trial < 500; trial++) {
      const count = 2 + Math.floor(random() * 60);
      const points: Array<[number, number]> = [];
      let x = random() * 1000;
      let y = random() * 1000;
      let heading = random() * 2 * Math.PI;
      for (let i = 0; i < count; i++) {
        heading += (random() - 0.5) * 0.6;
        // Some repeated points: the fit drops consecutive duplicates.
        const step = random() < 0.1 ? 0 : 1 + random() * 10;
        x += Math.cos(heading) * step;
        y += Math.sin(heading) * step;
        points.push([x, y]);
      }
      const maxError = [0.25, 0.01, 1, 4][trial % 4]!;
      expect(fitCurve(points, maxError)).toEqual(libraryFitCurve(points, maxError));
    }
  });

  it('gives no curve for fewer than two distinct points', () => {
    expect(fitCurve([[1, 1]], 0.25)).toEqual([]);
    expect(
      fitCurve(
        [
          [1, 1],
          [1, 1],
        ],
        0.25,
      ),
    ).toEqual([]);
  });
});
