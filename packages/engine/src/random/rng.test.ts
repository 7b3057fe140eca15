import { describe, expect, it } from 'vitest';
import { hash32, normalizeForSeed, seedFor } from './hash';
import { createRng } from './rng';

describe('hash32 (FNV-1a)', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('hashes %j to the published FNV-1a 32 value', (text, expected) => {
    expect(hash32(text)).toBe(expected);
  });

  it('normalises brand names before seeding', () => {
    expect(normalizeForSeed('  Acme   Co ')).toBe('acme co');
    expect(seedFor('  ACME co', 'paul-rand', 0)).toBe(seedFor('acme co', 'paul-rand', 0));
    expect(seedFor('Café', 'paul-rand', 0)).toBe(seedFor('Cafe\u0301', 'paul-rand', 0));
    expect(seedFor('acme', 'paul-rand', 1)).not.toBe(seedFor('acme', 'paul-rand', 0));
    expect(seedFor('acme', 'saul-bass', 0)).not.toBe(seedFor('acme', 'paul-rand', 0));
  });
});

describe('createRng', () => {
  const draw = (seed: number, path: string, n = 5) => {
    const rng = createRng(seed, path);
    return Array.from({ length: n }, () => rng.next());
  };

  it('is deterministic per (seed, path)', () => {
    expect(draw(42, 'geometry.stripes')).toEqual(draw(42, 'geometry.stripes'));
  });

  it('gives independent streams per path and per seed', () => {
    expect(draw(42, 'geometry.stripes')).not.toEqual(draw(42, 'geometry.edge'));
    expect(draw(42, 'geometry.stripes')).not.toEqual(draw(43, 'geometry.stripes'));
    expect(draw(42, 'a/b')).toEqual(draw(42, 'a/b'));
    const forked = createRng(42, 'a').fork('b');
    expect([forked.next(), forked.next()]).toEqual(draw(42, 'a/b', 2));
  });

  it('keeps next in [0, 1), int inside its bounds, triangular in [-1, 1]', () => {
    const rng = createRng(7, 'bounds');
    const ints = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = rng.int(3, 6);
      ints.add(n);
      const t = rng.triangular();
      expect(Math.abs(t)).toBeLessThanOrEqual(1);
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it('centres triangular samples on 0', () => {
    const rng = createRng(9, 'tri');
    const samples = Array.from({ length: 4000 }, () => rng.triangular());
    const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
    const nearZero = samples.filter((x) => Math.abs(x) < 0.5).length / samples.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    // For a triangular distribution on [-1, 1], P(|u| < 0.5) = 0.75.
    expect(nearZero).toBeGreaterThan(0.7);
    expect(nearZero).toBeLessThan(0.8);
  });

  it('rejects bad int ranges and empty picks', () => {
    const rng = createRng(1, 'x');
    expect(() => rng.int(5, 4)).toThrow(RangeError);
    expect(() => rng.int(0.5, 4)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']));
  });
});
