/** Scissor-cut edges: resample outlines and push them along the normal with seeded smooth noise. */
import type { Point } from '../geometry';
import type { Region } from '../path';
import type { MarkRng } from './types';

export interface RoughenOptions {
  /** Spacing of the resampled points (0.03 M on a 1000 box = 30). */
  step: number;
  /** Largest displacement along the normal. */
  amplitude: number;
  rng: MarkRng;
}

/** Vertices where the outline turns more than this keep their place, so corners stay sharp. */
const CORNER_TURN = 0.6;

function turnAt(prev: Point, p: Point, next: Point): number {
  const a = Math.atan2(p.y - prev.y, p.x - prev.x);
  const b = Math.atan2(next.y - p.y, next.x - p.x);
  return Math.abs(Math.atan2(Math.sin(b - a), Math.cos(b - a)));
}

function roughenRing(ring: readonly Point[], options: RoughenOptions): Point[] {
  const out: Point[] = [];
  // Knot values every step, cosine-interpolated in between: a cut wobbles, it does not jitter.
  let knot = options.rng.next() * 2 - 1;
  let nextKnot = options.rng.next() * 2 - 1;
  let travelled = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const prev = ring[(i - 1 + ring.length) % ring.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    if (turnAt(prev, a, b) > CORNER_TURN) out.push(a);
    const pieces = Math.max(1, Math.round(len / options.step));
    for (let k = turnAt(prev, a, b) > CORNER_TURN ? 1 : 0; k < pieces; k++) {
      const t = k / pieces;
      travelled += len / pieces;
      if (travelled >= options.step) {
        travelled = 0;
        knot = nextKnot;
        nextKnot = options.rng.next() * 2 - 1;
      }
      const blend = (1 - Math.cos((travelled / options.step) * Math.PI)) / 2;
      const offset = options.amplitude * (knot + (nextKnot - knot) * blend);
      // Fade the displacement near the segment ends so corners are not moved.
      const fade = Math.min(1, t * pieces, (1 - t) * pieces);
      out.push({ x: a.x + (b.x - a.x) * t + nx * offset * fade, y: a.y + (b.y - a.y) * t + ny * offset * fade });
    }
  }
  return out;
}

export function roughenRegion(region: Region, options: RoughenOptions): Region {
  return region.map((ring) => roughenRing(ring, options));
}
