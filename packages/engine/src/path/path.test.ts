import { describe, expect, it } from 'vitest';
import { boxOfRings, degrees, degreesToRadians, matrixRotate, ringsArea } from '../geometry';
import {
  circlePath,
  createPath,
  flattenPath,
  formatNumber,
  intersectPaths,
  pathBBox,
  rectPath,
  regionArea,
  regionFromPath,
  regionGrow,
  roundedRectPath,
  starPath,
  subtractPaths,
  transformPath,
  unionPaths,
} from './index';

const areaOf = (d: string) => ringsArea(regionFromPath(d));

describe('formatNumber', () => {
  it.each([
    [12.5, '12.5'],
    [0.25, '.25'],
    [-0.25, '-.25'],
    [1.005, '1'],
    [-0.001, '0'],
    [999.999, '1000'],
    [3, '3'],
  ])('%s → %s', (value, expected) => expect(formatNumber(value)).toBe(expected));
});

describe('createPath', () => {
  it('writes compact absolute commands with rounded numbers', () => {
    const d = createPath()
      .moveTo({ x: 0, y: 0 })
      .lineTo({ x: 100.123, y: -0.5 })
      .cubicTo({ x: 1, y: 2 }, { x: 3, y: 4 }, { x: 5, y: 6 })
      .close()
      .toString();
    expect(d).toBe('M0 0L100.12-.5C1 2 3 4 5 6Z');
  });
});

describe('flatten and measure', () => {
  it('flattens a circle to a ring whose area matches πr² within 0.5 %', () => {
    const area = areaOf(circlePath({ x: 500, y: 500 }, 400));
    expect(Math.abs(area - Math.PI * 400 ** 2) / (Math.PI * 400 ** 2)).toBeLessThan(0.005);
  });
  it('keeps a circle to a sensible number of points (no thousands of segments)', () => {
    const [ring] = flattenPath(circlePath({ x: 500, y: 500 }, 400));
    expect(ring!.length).toBeGreaterThan(40);
    expect(ring!.length).toBeLessThan(400);
  });
  it('measures the box of curves, not of control points', () => {
    const box = pathBBox('M0 0C0 100 100 100 100 0Z');
    expect(box.maxY).toBeCloseTo(75, 0);
  });
  it('gives a rounded rectangle less area than its square', () => {
    const exact = 100 * 100 - (4 - Math.PI) * 400;
    expect(Math.abs(areaOf(roundedRectPath(0, 0, 100, 100, 20)) - exact) / exact).toBeLessThan(0.003);
  });
});

describe('booleans', () => {
  const square = rectPath(0, 0, 100, 100);
  const right = rectPath(50, 0, 100, 100);
  it.each([
    ['union', unionPaths(square, right), 15000],
    ['subtract', subtractPaths(square, right), 5000],
    ['intersect', intersectPaths(square, right), 5000],
    ['subtract a hole', subtractPaths(square, rectPath(25, 25, 50, 50)), 7500],
    ['disjoint intersect', intersectPaths(square, rectPath(200, 0, 10, 10)), 0],
  ])('%s has the expected area', (_name, d, area) => {
    expect(areaOf(d)).toBeCloseTo(area, 3);
  });
  it('survives nearly coincident coordinates (128 vs 128.0000000000001) that break the sweep line', () => {
    const a = 'M100 40H128V100H100Z';
    const b = 'M128.0000000000001 40H160V100H128.0000000000001Z';
    expect(areaOf(unionPaths(a, b, 'M120 40H140V60H120Z'))).toBeCloseTo(60 * 60, 0);
  });
  it('outputs straight edges as single segments', () => {
    expect(unionPaths(square, right)).toBe('M0 0 150 0 150 100 0 100Z');
  });
  it('reads compound paths with the even-odd rule (a ring stays a ring after a union)', () => {
    const ring = `${circlePath({ x: 0, y: 0 }, 100)}${circlePath({ x: 0, y: 0 }, 50)}`;
    const area = areaOf(unionPaths(ring, rectPath(500, 500, 1, 1)));
    // Booleans flatten and the result is fitted back to curves within 0.5 units: allow 0.5 % of the area.
    const exact = Math.PI * (100 ** 2 - 50 ** 2) + 1;
    expect(Math.abs(area - exact)).toBeLessThan(exact * 0.005);
  });
  it('reads each operand even-odd on its own: overlapping operands add up, they never cancel', () => {
    // Two overlapping squares as two operands: their union, not their exclusive-or.
    expect(areaOf(unionPaths(rectPath(0, 0, 100, 100), rectPath(50, 0, 100, 100)))).toBeCloseTo(15_000, 3);
    // A frame (square with a hole) and a bar across its hole: the bar fills the hole where it crosses it.
    const frame = `${rectPath(0, 0, 100, 100)}${rectPath(25, 25, 50, 50)}`;
    expect(areaOf(unionPaths(frame, rectPath(0, 40, 100, 20)))).toBeCloseTo(7500 + 50 * 20, 3);
    // Two overlapping cutters remove their union once.
    expect(areaOf(subtractPaths(rectPath(0, 0, 100, 100), rectPath(0, 0, 60, 100), rectPath(40, 0, 20, 100)))).toBeCloseTo(4000, 3);
    // A compound cutter is read even-odd: its hole keeps the subject there.
    expect(areaOf(subtractPaths(rectPath(0, 0, 100, 100), frame))).toBeCloseTo(2500, 3);
  });
  it('gives every ring the same start (its leftmost, then lowest, point), whatever the operation order', () => {
    const a = unionPaths(rectPath(0, 0, 100, 100), rectPath(50, 50, 100, 100));
    const b = unionPaths(rectPath(50, 50, 100, 100), rectPath(0, 0, 100, 100));
    expect(a).toBe(b);
    expect(a.startsWith('M0 0')).toBe(true);
  });
  it('measures a region by its even-odd reading and grows it by a round halo', () => {
    const frame = [...regionFromPath(rectPath(0, 0, 100, 100)), ...regionFromPath(rectPath(25, 25, 50, 50))];
    expect(regionArea(frame)).toBeCloseTo(7500, 3);
    // A square grown by 10: its sides pushed out by 10 and quarter circles of radius 10 at its corners.
    expect(regionArea(regionGrow(regionFromPath(rectPath(0, 0, 100, 100)), 10))).toBeCloseTo(10000 + 4000 + Math.PI * 100, -1);
    expect(regionArea(regionGrow(regionFromPath(rectPath(0, 0, 100, 100)), -10))).toBeCloseTo(6400, 1);
  });
});

describe('transformPath and primitives', () => {
  it('rotates a path a quarter turn about a centre', () => {
    const d = transformPath(rectPath(0, 0, 100, 10), matrixRotate(degreesToRadians(degrees(90)), { x: 0, y: 0 }));
    const box = pathBBox(d);
    expect([box.minX, box.minY, box.maxX, box.maxY].map(Math.round)).toEqual([-10, 0, 0, 100]);
  });
  it('builds a five-pointed star pointing up inside its radius', () => {
    const box = boxOfRings(flattenPath(starPath({ x: 0, y: 0 }, 100, 5)));
    expect(box.minY).toBeCloseTo(-100, 5);
    expect(box.maxY).toBeLessThan(100);
  });
});
