/**
 * Seeded random streams. Each parameter path gets its own generator, seeded from hash32(seed:path), so adding a
 * parameter or module never reshuffles the values others draw (designer-dna.md §6). Never Math.random.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { hash32 } from './hash';

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element, uniformly; throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** r1 − r2: triangular on [−1, 1], peaked at 0, so most variants sit near the canonical value. */
  triangular(): number;
  /** `amount × triangular()`: the signed relative jitter of one parameter. */
  jitter(amount: number): number;
  /** An independent stream for a sub-path (`path/sub`). */
  fork(subPath: string): Rng;
}

/** Creates the stream for one parameter path under a seed. */
export function createRng(seed: number, path: string): Rng {
  const generator = xoroshiro128plus(hash32(`${seed >>> 0}:${path}`));
  const next = () => uniformFloat64(generator);
  const triangular = () => next() - next();
  return {
    next,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`Bad integer range [${min}, ${max}]`);
      return uniformInt(generator, min, max);
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[uniformInt(generator, 0, items.length - 1)] as T;
    },
    triangular,
    jitter: (amount) => amount * triangular(),
    fork: (subPath) => createRng(seed, `${path}/${subPath}`),
  };
}

/** A factory bound to one seed: `streams('geometry.stripes')`. */
export function createRngFactory(seed: number): (path: string) => Rng {
  return (path) => createRng(seed, path);
}
