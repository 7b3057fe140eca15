/**
 * The brief's figure set in the counter of one letter of the name (a key in the O of HOLLIS, a leaf in the D of
 * SELVA DESIGN): the idea and the name in one line of type, every letter left whole. The counter is the letter's
 * own hole, so the letter keeps its outline and reads as before; the figure only has to fit inside with a clear
 * margin of ground all round.
 */
import { boxOfRings, distanceToRings, isPointInRings, type Point, ringSignedArea } from '../geometry';
import type { IconMatch } from '../icons';
import { type Region, regionFromPath, regionUnion } from '../path';
import { placeIconTight } from './icon-pick';
import type { LineGlyph } from './letters';

/** Approximate largest inscribed circle of a region, by sampling a grid and measuring the distance to its outline. */
export function thickestPoint(region: Region, n = 28): { p: Point; r: number } {
  const box = boxOfRings(region);
  let best = { p: { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }, r: 0 };
  for (let j = 1; j < n; j++) {
    for (let i = 1; i < n; i++) {
      const p = { x: box.minX + ((box.maxX - box.minX) * i) / n, y: box.minY + ((box.maxY - box.minY) * j) / n };
      if (!isPointInRings(p, region)) continue;
      const r = distanceToRings(p, region);
      if (r > best.r) best = { p, r };
    }
  }
  return best;
}

/** The holes of a glyph: rings that lie inside another ring, largest first. */
export function glyphCounters(glyph: Region): Region[] {
  return glyph
    .filter((ring, i) => ring[0] !== undefined && glyph.some((other, j) => j !== i && isPointInRings(ring[0]!, [other])))
    .sort((a, b) => Math.abs(ringSignedArea(b)) - Math.abs(ringSignedArea(a)))
    .map((ring) => [ring]);
}

export interface CounterSeat {
  /** Index of the glyph among the drawn glyphs (spaces dropped). */
  index: number;
  char: string;
  /** The counter as a region (its one ring). */
  counter: Region;
  centre: Point;
  /** Radius of the largest circle inside the counter. */
  radius: number;
}

/**
 * Round letters of scripts with a barred round letter of their own: any figure across the counter of a Greek or
 * Cyrillic O makes it Θ or Ө (a heart in the Ο of ΥΠΝΟΣ read "ΥΠΝΘΣ", twenty-fifth review).
 */
const BARRED_ROUNDS = /^[ΟοΌόОоӨө]$/u;

/** Least radius of the counter's inscribed circle, in cap heights: below it the figure is a speck at logo size. */
const MIN_COUNTER_RADIUS = 0.19;

/**
 * The letter whose counter holds the largest circle, when that circle is at least MIN_COUNTER_RADIUS cap: round
 * letters (O, D, Q, 0) win by measure, not by a list. Ties go to the earlier letter, read first.
 */
export function findCounterSeat(glyphs: readonly LineGlyph[], chars: readonly string[], cap: number): CounterSeat | null {
  let best: CounterSeat | null = null;
  glyphs.forEach((glyph, index) => {
    if (!/\p{L}|\p{N}/u.test(chars[index] ?? '') || BARRED_ROUNDS.test(chars[index] ?? '')) return;
    const counter = glyphCounters(regionUnion(regionFromPath(glyph.d, 0.5)))[0];
    if (!counter) return;
    const { p, r } = thickestPoint(counter);
    if (r < MIN_COUNTER_RADIUS * cap) return;
    if (!best || r > best.radius * 1.04) best = { index, char: chars[index]!, counter, centre: p, radius: r };
  });
  return best;
}

/**
 * The icon placed in the counter, as large as it can be with `margin` of ground between it and the letter on every
 * side; null when it would be smaller than `minSize` across (too small to read as a figure in the name).
 */
export function fitFigureInCounter(icon: IconMatch, seat: CounterSeat, margin: number, minSize: number, minFeature = 0): Region | null {
  for (let share = 1.9; share >= 1.1; share -= 0.1) {
    const size = seat.radius * share;
    if (size < minSize) return null;
    const figure = placeIconTight(icon, seat.centre, size, minFeature);
    if (figureFits(figure, seat.counter, margin)) return figure;
  }
  return null;
}

/**
 * Every point of the figure's outline inside the counter, at least `margin` from its edge: the vertices and points
 * along each edge (a book's long straight side passed between two corners that fitted and touched the O's curve).
 */
function figureFits(figure: Region, counter: Region, margin: number): boolean {
  const step = Math.max(1e-6, margin / 2);
  return figure.every((ring) =>
    ring.every((p, i) => {
      const q = ring[(i + 1) % ring.length]!;
      const pieces = Math.max(1, Math.ceil(Math.hypot(q.x - p.x, q.y - p.y) / step));
      for (let k = 0; k < pieces; k++) {
        const at = { x: p.x + ((q.x - p.x) * k) / pieces, y: p.y + ((q.y - p.y) * k) / pieces };
        if (!isPointInRings(at, counter) || distanceToRings(at, counter) < margin) return false;
      }
      return true;
    }),
  );
}

/**
 * The least size of a figure fused with the name (in a counter, for a dot), as a share of the name's line width:
 * smaller, it is a speck nobody reads at a glance (a wrench in the O of HARTLEY & SONS, 12 px in the primary logo).
 */
export const FIGURE_MIN_SHARE_OF_LINE = 0.07;

/** Whether the figure holds its own in the line of glyphs it is fused with (FIGURE_MIN_SHARE_OF_LINE). */
export function holdsItsOwn(figure: Region, glyphs: readonly LineGlyph[]): boolean {
  if (glyphs.length === 0) return false;
  const width = Math.max(...glyphs.map((g) => g.box.maxX)) - Math.min(...glyphs.map((g) => g.box.minX));
  const box = boxOfRings(figure);
  return Math.max(box.maxX - box.minX, box.maxY - box.minY) >= width * FIGURE_MIN_SHARE_OF_LINE;
}

export interface DotSeat {
  index: number;
  char: string;
  /** The dot as drawn, to take out of the name. */
  dot: Region;
  /** The figure in the dot's place: as large as the room over the stem allows. */
  figure: Region;
}

/**
 * The brief's figure as the dot of an i or j (a key over the i of HOLLIS): the dot is taken out and the figure stands
 * centred over the stem, a margin above it, clear of the neighbouring letters by twice that margin, at least `minSize`
 * across. Null when the name has no dotted i or j with room for one.
 */
export function findDotSeat(
  glyphs: readonly LineGlyph[],
  chars: readonly string[],
  icon: IconMatch,
  cap: number,
  margin: number,
  minSize: number,
  minFeature = 0,
): DotSeat | null {
  const regions = glyphs.map((glyph) => regionUnion(regionFromPath(glyph.d, 0.5)));
  for (let index = 0; index < glyphs.length; index++) {
    if (!/^[ij]$/.test(chars[index] ?? '')) continue;
    const glyph = regions[index]!;
    const outer = glyph.filter(
      (ring, i) => !glyph.some((other, j) => j !== i && ring[0] !== undefined && isPointInRings(ring[0], [other])),
    );
    if (outer.length !== 2) continue;
    const [a, b] = outer.map((ring) => ({ ring, box: boxOfRings([ring]) }));
    const [dot, stem] = a!.box.maxY < b!.box.minY ? [a!, b!] : b!.box.maxY < a!.box.minY ? [b!, a!] : [];
    if (!dot || !stem) continue;
    const others = regions.filter((_, i) => i !== index).flat();
    const x = (dot.box.minX + dot.box.maxX) / 2;
    for (let size = cap * 0.44; size >= minSize; size -= cap * 0.04) {
      const centre = { x, y: stem.box.minY - margin * 1.5 - size / 2 };
      const figure = placeIconTight(icon, centre, size, minFeature);
      const box = boxOfRings(figure);
      if (box.maxY > stem.box.minY - margin) continue;
      if (
        figure.every(
          (ring) =>
            ring.every((p) => others.length === 0 || distanceToRings(p, others) >= margin * 2) &&
            !ring.some((p) => isPointInRings(p, others)),
        )
      )
        return { index, char: chars[index]!, dot: [dot.ring], figure };
    }
  }
  return null;
}
