import { describe, expect, it } from 'vitest';
import { flattenPath } from './flatten';
import { circlePath, rectPath } from './primitives';
import { SMOOTH_TOLERANCE, smoothRingsToPath } from './smooth';

const commands = (d: string, letter: string) => (d.match(new RegExp(letter, 'g')) ?? []).length;

describe('smoothRingsToPath', () => {
  const center = { x: 500, y: 500 };
  it.each([
    { name: 'a large circle', r: 400, maxCurves: 12 },
    { name: 'a small circle', r: 40, maxCurves: 8 },
  ])('$name flattened comes back as few curves on the circle', ({ r, maxCurves }) => {
    const polygon = flattenPath(circlePath(center, r));
    const smooth = smoothRingsToPath(polygon);
    expect(polygon[0]!.length).toBeGreaterThan(maxCurves * 2);
    expect(commands(smooth, 'C')).toBeLessThanOrEqual(maxCurves);
    expect(commands(smooth, 'L')).toBe(0);
    // Every point of the fitted outline stays within the fitting tolerance (+ flattening's own) of the circle.
    const worst = Math.max(
      ...flattenPath(smooth, 0.05)
        .flat()
        .map((p) => Math.abs(Math.hypot(p.x - 500, p.y - 500) - r)),
    );
    expect(worst).toBeLessThanOrEqual(SMOOTH_TOLERANCE + 0.4);
  });

  it('a square keeps its four exact corners and no curves', () => {
    const smooth = smoothRingsToPath(flattenPath(rectPath(100, 100, 800, 800)));
    expect(commands(smooth, 'C')).toBe(0);
    expect(smooth).toMatch(/^M100 100/);
  });

  it('is never longer than the plain polygon', () => {
    const star = flattenPath('M500 100L600 400L900 400L650 600L750 900L500 700L250 900L350 600L100 400L400 400Z');
    const plain = `M${star[0]!.map((p) => `${p.x} ${p.y}`).join(' ')}Z`;
    expect(smoothRingsToPath(star).length).toBeLessThanOrEqual(plain.length);
  });
});

describe('smoothRingsToPath keeps every vertex of short runs', () => {
  it.each([
    // A bold Y: the stem's top corner turns less than the corner threshold, so it sits inside a short run.
    {
      name: 'a Y with a shallow turn into its stem',
      ring: [
        [75.6, -280],
        [142, -168.8],
        [208.4, -280],
        [285.2, -280],
        [178, -100.4],
        [178, 0],
        [98.8, 0],
        [98.8, -101.6],
        [-8, -280],
      ],
    },
  ])('$name', ({ ring }) => {
    const d = smoothRingsToPath([ring.map(([x, y]) => ({ x: x!, y: y! }))]);
    for (const [x, y] of ring) expect(d).toContain(`${x}${y! < 0 ? '' : ' '}${y}`);
  });
});
