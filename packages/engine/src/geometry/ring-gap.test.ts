import { describe, expect, it } from 'vitest';
import { regionGap } from './ring-gap';
import type { Point, Ring } from './types';

/** The plain measure: every segment of a against every segment of b. */
function bruteGap(a: readonly Ring[], b: readonly Ring[], limit: number): number {
  const dist = (p: Point, s: Point, t: Point) => {
    const dx = t.x - s.x;
    const dy = t.y - s.y;
    const len = dx * dx + dy * dy;
    const u = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - s.x) * dx + (p.y - s.y) * dy) / len));
    return Math.hypot(p.x - (s.x + u * dx), p.y - (s.y + u * dy));
  };
  const side = (o: Point, p: Point, q: Point) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const edges = (region: readonly Ring[]) => region.flatMap((ring) => ring.map((p, i) => [p, ring[(i + 1) % ring.length]!] as const));
  let best = limit;
  for (const [p, q] of edges(a)) {
    for (const [r, s] of edges(b)) {
      if (side(r, s, p) * side(r, s, q) < 0 && side(p, q, r) * side(p, q, s) < 0) return 0;
      best = Math.min(best, dist(p, r, s), dist(q, r, s), dist(r, p, q), dist(s, p, q));
    }
  }
  return best;
}

function blob(random: () => number, cx: number, cy: number): Ring {
  const count = 3 + Math.floor(random() * 40);
  const radius = 5 + random() * 50;
  return Array.from({ length: count }, (_, i) => ({
    x: cx + Math.cos((i / count) * 2 * Math.PI) * radius * (0.5 + random()),
    y: cy + Math.sin((i / count) * 2 * Math.PI) * radius * (0.5 + random()),
  }));
}

describe('regionGap', () => {
  it('measures the clear space between two squares, capped at the limit', () => {
    const square = (x: number): Ring => [
      { x, y: 0 },
      { x: x + 10, y: 0 },
      { x: x + 10, y: 10 },
      { x, y: 10 },
    ];
    expect(regionGap([square(0)], [square(13)], 5)).toBeCloseTo(3, 12);
    expect(regionGap([square(0)], [square(30)], 5)).toBe(5);
    expect(regionGap([square(0)], [square(5)], 5)).toBe(0);
  });

  it('equals the all-pairs measure on random outlines', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let trial = 0; trial < 400; trial++) {
      const a = [blob(random, 0, 0), blob(random, 30, 20)];
      const b = [blob(random, 60 + random() * 80, random() * 60)];
      const limit = 1 + random() * 60;
      expect(regionGap(a, b, limit)).toBe(bruteGap(a, b, limit));
    }
  });
});
