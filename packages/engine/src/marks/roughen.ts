/**
 * Scissor-cut edges: resample outlines and push them along the normal with seeded smooth noise, never so far that a
 * figure's parts (a book's spine bands, the gap between two books) melt into a blob.
 */
import { isPointInRings, type Point, ringSignedArea, ringsArea } from '../geometry';
import { type Region, regionIntersect, regionSubtract, regionUnion } from '../path';
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

/** Share of a part of the figure (a piece, or a hole in it) that the wobble may move before the part reads as melted. */
export const MAX_MELT = 0.1;
/** Halvings of the wobble tried before the figure is cut clean. */
const GENTLER_TRIES = 3;

/** The area between two outlines of one part (the one's ink the other lacks, and the other's), over the clean area. */
function movedShare(clean: readonly Point[], rough: readonly Point[]): number {
  const area = Math.abs(ringSignedArea(clean));
  if (area === 0) return 0;
  const moved = Math.abs(ringsArea(regionSubtract([clean], [rough]))) + Math.abs(ringsArea(regionSubtract([rough], [clean])));
  return moved / area;
}

/** Area two outlines may share or part by (in units of a 1000 box) and still count as clear of each other. */
const TOUCH = 1;

/**
 * Whether the wobble made two parts meet: two pieces (two books) that now overlap, or a hole (a spine band) that now
 * breaks out of the piece it was cut in.
 */
function partsMeet(clean: Region, rough: Region): boolean {
  for (let i = 0; i < clean.length; i++)
    for (let j = i + 1; j < clean.length; j++) {
      const [a, b] = [rough[i] ?? [], rough[j] ?? []];
      const jInI = clean[j]![0] !== undefined && isPointInRings(clean[j]![0]!, [clean[i]!]);
      const iInJ = clean[i]![0] !== undefined && isPointInRings(clean[i]![0]!, [clean[j]!]);
      const met = jInI
        ? ringsArea(regionSubtract([b], [a]))
        : iInJ
          ? ringsArea(regionSubtract([a], [b]))
          : ringsArea(regionIntersect([a], [b]));
      if (Math.abs(met) > TOUCH) return true;
    }
  return false;
}

/**
 * How far roughening melted a figure: the largest share of any of its parts (each outline and each hole, ring by
 * ring) that the wobble moved, or 1 when parts met (two books overlapping, a band breaking out of its book) or an
 * outline crossed itself into loops.
 */
export function measureMelt(clean: Region, rough: Region): number {
  if (regionUnion(clean).length !== regionUnion(rough).length || partsMeet(clean, rough)) return 1;
  return Math.max(0, ...clean.map((ring, i) => movedShare(ring, rough[i] ?? [])));
}

/**
 * The region roughened as far as its parts stay legible: the designer's wobble when no part moves more than
 * MAX_MELT of its area, else half of it, a quarter, an eighth, else the clean cut (a thin band on a book's spine
 * is cut straight rather than wobbled into a blob).
 */
export function roughenLegibly(region: Region, options: RoughenOptions): Region {
  let amplitude = options.amplitude;
  for (let attempt = 0; attempt <= GENTLER_TRIES; attempt++, amplitude /= 2) {
    const rough = roughenRegion(region, { ...options, amplitude });
    if (measureMelt(region, rough) <= MAX_MELT) return rough;
  }
  return region.map((ring) => [...ring]);
}
