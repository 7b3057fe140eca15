import fc from 'fast-check';
import svgpath from 'svgpath';
import { describe, expect, it } from 'vitest';
import type { Matrix } from '../geometry';
import { transformPath } from './transform';

/** What svgpath writes for the data under the matrix, rounded: transformPath must give the same text. */
const viaSvgpath = (d: string, m: Matrix, precision: number) =>
  svgpath(d)
    .matrix([...m])
    .round(precision)
    .toString();

const coordinate = fc.double({ min: -2000, max: 2000, noNaN: true }).map((v) => Math.round(v * 100) / 100);
const segment = fc.oneof(
  fc.tuple(fc.constant('L'), coordinate, coordinate),
  fc.tuple(fc.constant('H'), coordinate),
  fc.tuple(fc.constant('V'), coordinate),
  fc.tuple(fc.constant('C'), coordinate, coordinate, coordinate, coordinate, coordinate, coordinate),
  fc.tuple(fc.constant('Q'), coordinate, coordinate, coordinate, coordinate),
  fc.tuple(fc.constant('Z')),
  fc.tuple(fc.constant('M'), coordinate, coordinate),
);
/** Absolute path data as the engine writes it (and with commas and repeated commands, as fonts write it). */
const pathData = fc
  .tuple(coordinate, coordinate, fc.array(segment, { maxLength: 12 }), fc.boolean())
  .map(([x, y, rest, commas]) => [['M', x, y], ...rest].map(([c, ...v]) => `${c}${v.join(commas ? ',' : ' ')}`).join(commas ? ' ' : ''));
const matrix = fc.oneof(
  fc.constant<Matrix>([1, 0, 0, 1, 0, 0]),
  fc.tuple(coordinate, coordinate).map(([x, y]): Matrix => [1, 0, 0, 1, x, y]),
  fc.tuple(fc.double({ min: -4, max: 4, noNaN: true }), coordinate, coordinate).map(([s, x, y]): Matrix => [s, 0, 0, s, x, y]),
  fc
    .tuple(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), coordinate)
    .map(([a, x]): Matrix => [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), x, 0]),
  fc
    .tuple(fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }))
    .map(([a, b]): Matrix => [a, 0.25, b, -1, 7, -3]),
);

describe('transformPath', () => {
  it('writes absolute path data exactly as svgpath does, for any matrix and precision', () => {
    fc.assert(
      fc.property(pathData, matrix, fc.integer({ min: 0, max: 4 }), (d, m, precision) => {
        expect(transformPath(d, m, precision)).toBe(viaSvgpath(d, m, precision));
      }),
      { numRuns: 500 },
    );
  });
  it.each([
    ['a horizontal line under a rotation becomes a line-to', 'M0 0H10', [0, 1, -1, 0, 0, 0] as Matrix],
    ['a vertical line under a translation stays vertical', 'M0 0V10', [1, 0, 0, 1, 5, 5] as Matrix],
    ['repeated commands are written once', 'M0 0L1 1L2 2L-3 -3', [2, 0, 0, 2, 0, 0] as Matrix],
    ['relative data goes through svgpath', 'm0 0l10 10h5z', [1, 0, 0, 1, 0.5, 0.5] as Matrix],
    ['arcs go through svgpath', 'M0 0A5 5 0 0 1 10 0', [0, 1, -1, 0, 0, 0] as Matrix],
  ])('%s', (_name, d, m) => {
    expect(transformPath(d, m, 2)).toBe(viaSvgpath(d, m, 2));
  });
});
