/**
 * The §6 variation rules as pure functions of a triangular sample `u` in [−1, 1] and an amount `a` (0.10 = ±10 %).
 * With u = 0 or a = 0 every rule returns the canonical value.
 */
import type { Range } from '../dna/types';

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Positive continuous ratio: multiplicative, p·(1 + a·u), optionally clamped. */
export function jitterRatio(value: number, u: number, amount: number, bounds?: Range): number {
  const next = value * (1 + amount * u);
  return bounds ? clamp(next, bounds[0], bounds[1]) : next;
}

/** Declared range or signed/near-zero value: additive on the range width, clamped to the range. */
export function jitterRange(value: number, range: Range, u: number, amount: number): number {
  return clamp(value + amount * u * (range[1] - range[0]), range[0], range[1]);
}

/**
 * Integer count: additive on the range width, rounded and clamped. A denied result (Dalí's 8 petals) moves to the
 * nearest allowed neighbour inside the range, else falls back to the canonical value.
 */
export function jitterInt(value: number, range: Range, u: number, amount: number, deny: readonly number[] = []): number {
  const raw = clamp(Math.round(value + amount * u * (range[1] - range[0])), range[0], range[1]);
  if (!deny.includes(raw)) return raw;
  const toward = raw >= value ? [raw + 1, raw - 1] : [raw - 1, raw + 1];
  return toward.find((n) => n >= range[0] && n <= range[1] && !deny.includes(n)) ?? value;
}

/**
 * Angle in degrees: additive, ± a × the allowed window. It never crosses 0 or flips direction, and an angle of 0
 * (upright, horizontal) stays 0 because it is structural.
 */
export function jitterAngle(valueDeg: number, windowDeg: number, u: number, amount: number): number {
  if (valueDeg === 0) return 0;
  const next = valueDeg + amount * u * windowDeg;
  return valueDeg > 0 ? Math.max(next, 0) : Math.min(next, 0);
}

/**
 * Font weight: jitter in weight space by a·u·800, then snap to the nearest weight in `available` (the weights the
 * package ships). Ties snap toward the canonical weight.
 */
export function snapWeight(weight: number, available: readonly number[], u = 0, amount = 0): number {
  if (available.length === 0) return weight;
  const target = weight + amount * u * 800;
  let best = available[0] as number;
  for (const w of available) {
    const d = Math.abs(w - target);
    const bestD = Math.abs(best - target);
    if (d < bestD || (d === bestD && Math.abs(w - weight) < Math.abs(best - weight))) best = w;
  }
  return best;
}

/** Index drawn from non-negative weights with r in [0, 1). */
export function weightedIndex(weights: readonly number[], r: number): number {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (total <= 0) return 0;
  let acc = 0;
  for (let i = 0; i < weights.length; i++) {
    acc += Math.max(0, weights[i] as number) / total;
    if (r < acc) return i;
  }
  return weights.length - 1;
}
