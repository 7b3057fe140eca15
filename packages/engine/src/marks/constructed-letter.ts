/**
 * Capitals constructed on a 24-module grid from separate geometric parts (bars, ring segments, slanted bars), each
 * parted from the next by a clear gap, as a letter built from objects (designer-dna.md §2.15, Haviv): the stem and
 * three arms of an E, two stems and a crossbar of an H, the two halves of an O. One part is the letter's accent.
 * K, M, Q, V, W, X and Y have none: their diagonals cross or meet (an M's vee parted from its stems read "IVI"), and
 * a Q whose tail stands apart is a magnifying glass. Nor have G and H: a bar parted from the ring reads "C–", a
 * crossbar parted from both stems "I-I" (thirty-first and thirty-second reviews).
 */
import { createPath, polygonPath, rectPath } from '../path';

/** Cap height in grid modules. */
const CAP = 24;
/** Stroke width in modules (a sixth of the cap: a bold, favicon-proof weight). */
const S = 4;
/** The gap that parts one object from the next, in modules. */
const G = 2;
/** The x where the parts right of a stem begin. */
const X0 = S + G;

type Part =
  | { kind: 'bar'; x: number; y: number; w: number; h: number }
  | { kind: 'arc'; cx: number; cy: number; r: number; from: number; to: number }
  | { kind: 'poly'; points: ReadonlyArray<readonly [number, number]> };

export interface ConstructedLetter {
  /** Width of the letter in modules (its cap height is CAP). */
  width: number;
  /** The objects the letter is built from, each one part or a few that touch (a bowl's arc and its bars). */
  parts: ReadonlyArray<Part | readonly Part[]>;
  /** The object drawn in the accent ink. */
  accent: number;
  /** What the parts are, in words ("a stem and three arms"). */
  anatomy: string;
}

const bar = (x: number, y: number, w: number, h: number): Part => ({ kind: 'bar', x, y, w, h });
/** A ring segment of outer radius r and stroke S, clockwise on screen from `from` to `to` degrees (0 = right, 90 = down). */
const arc = (cx: number, cy: number, r: number, from: number, to: number): Part => ({ kind: 'arc', cx, cy, r, from, to });
const poly = (...points: Array<readonly [number, number]>): Part => ({ kind: 'poly', points });

/** Half the gap as an angle on a ring of outer radius r (measured at the stroke's middle). */
const halfGapDeg = (r: number) => ((G / 2 / (r - S / 2)) * 180) / Math.PI;
/** Ring segments between consecutive cut angles, each trimmed by half a gap at its cuts. */
function ringParts(cx: number, cy: number, r: number, cuts: readonly number[], closed: boolean): Part[] {
  const h = halfGapDeg(r);
  const parts: Part[] = [];
  const ends = closed ? [...cuts, cuts[0]! + 360] : cuts;
  for (let i = 0; i + 1 < ends.length; i++) {
    const from = ends[i]! + (closed || i > 0 ? h : 0);
    const to = ends[i + 1]! - (closed || i + 2 < ends.length ? h : 0);
    parts.push(arc(cx, cy, r, from, to));
  }
  return parts;
}

/** The bowl of B, D, P, R: a half ring on the stem's right, its ends squared off by bars back to the gap. */
function bowl(top: number, height: number, reach: number): Part[] {
  const r = height / 2;
  const cx = Math.max(X0, reach - r);
  const parts: Part[] = [arc(cx, top + r, r, 270, 450)];
  if (cx > X0) parts.push(bar(X0, top, cx - X0, S), bar(X0, top + height - S, cx - X0, S));
  return parts;
}

const M = CAP / 2;
const LETTERS: Readonly<Record<string, ConstructedLetter>> = {
  A: {
    width: 24,
    parts: [poly([0, 24], [9.5, 0], [14.5, 0], [24, 24], [19.6, 24], [12, 5.2], [4.4, 24]), bar(10, 15, 4, 4)],
    accent: 1,
    anatomy: 'a peak and a crossbar',
  },
  B: { width: 18, parts: [bar(0, 0, S, CAP), bowl(0, 11, 16), bowl(13, 11, 18)], accent: 1, anatomy: 'a stem and two bowls' },
  C: { width: 24, parts: ringParts(M, M, M, [45, 135, 225, 315], false), accent: 1, anatomy: 'a ring in three arcs' },
  D: { width: 21, parts: [bar(0, 0, S, CAP), bowl(0, CAP, 21)], accent: 1, anatomy: 'a stem and a bowl' },
  E: {
    width: 15,
    parts: [bar(0, 0, S, CAP), bar(X0, 0, 9, S), bar(X0, M - S / 2, 7, S), bar(X0, CAP - S, 9, S)],
    accent: 2,
    anatomy: 'a stem and three arms',
  },
  F: { width: 15, parts: [bar(0, 0, S, CAP), bar(X0, 0, 9, S), bar(X0, M - S / 2, 7, S)], accent: 2, anatomy: 'a stem and two arms' },
  I: {
    width: 14,
    parts: [bar(0, 0, 14, S), bar(5, X0, S, CAP - 2 * X0), bar(0, CAP - S, 14, S)],
    accent: 1,
    anatomy: 'a stem between two bars',
  },
  J: { width: 16, parts: [bar(16 - S, 0, S, 14), arc(8, 16, 8, 0, 180)], accent: 1, anatomy: 'a stem and a hook' },
  L: { width: 14, parts: [bar(0, 0, S, CAP), bar(X0, CAP - S, 8, S)], accent: 1, anatomy: 'a stem and a foot' },
  N: {
    width: 21,
    parts: [bar(0, 0, S, CAP), bar(21 - S, 0, S, CAP), poly([X0, 0], [X0 + 4.5, 0], [21 - X0, 24], [21 - X0 - 4.5, 24])],
    accent: 2,
    anatomy: 'two stems and a diagonal',
  },
  O: { width: 24, parts: ringParts(M, M, M, [135, 315], true), accent: 1, anatomy: 'a ring in two halves' },
  P: { width: 18, parts: [bar(0, 0, S, CAP), bowl(0, 14, 18)], accent: 1, anatomy: 'a stem and a bowl' },
  R: {
    width: 19,
    parts: [bar(0, 0, S, CAP), bowl(0, 14, 18), poly([X0 + 2, 14 + G], [X0 + 6.5, 14 + G], [19, 24], [14.5, 24])],
    accent: 0,
    anatomy: 'a stem, a bowl and a leg',
  },
  S: {
    width: 14,
    parts: [arc(7, 7, 7, 90 + halfGapDeg(7), 340), arc(7, 17, 7, 270 + halfGapDeg(7), 520)],
    accent: 1,
    anatomy: 'two hooks',
  },
  T: { width: 20, parts: [bar(0, 0, 20, S), bar(10 - S / 2, X0, S, CAP - X0)], accent: 0, anatomy: 'a bar and a stem' },
  U: { width: 20, parts: [bar(0, 0, S, 12), bar(20 - S, 0, S, 12), arc(10, 14, 10, 0, 180)], accent: 2, anatomy: 'two stems and a bowl' },
  Z: {
    width: 18,
    parts: [bar(0, 0, 18, S), poly([18, X0], [13, X0], [0, CAP - X0], [5, CAP - X0]), bar(0, CAP - S, 18, S)],
    accent: 1,
    anatomy: 'two bars and a diagonal',
  },
};

/** The capital as a constructed letter, or undefined when it has none (lower case is read as capital). */
export function constructedLetter(letter: string): ConstructedLetter | undefined {
  return LETTERS[letter.toLocaleUpperCase('en')];
}

/** An object of the letter as SVG path data in module units (cap box from y 0 to CAP). */
export function objectPath(object: Part | readonly Part[]): string {
  return (Array.isArray(object) ? object : [object as Part]).map(partPath).join(' ');
}

function partPath(part: Part): string {
  if (part.kind === 'bar') return rectPath(part.x, part.y, part.w, part.h);
  if (part.kind === 'poly') return polygonPath(part.points.map(([x, y]) => ({ x, y })));
  const { cx, cy, r, from, to } = part;
  const inner = r - S;
  const at = (radius: number, deg: number) => ({
    x: cx + radius * Math.cos((deg * Math.PI) / 180),
    y: cy + radius * Math.sin((deg * Math.PI) / 180),
  });
  const sweep = to - from;
  const large = sweep > 180;
  return createPath()
    .moveTo(at(r, from))
    .arcTo(r, r, 0, large, true, at(r, to))
    .lineTo(at(inner, to))
    .arcTo(inner, inner, 0, large, false, at(inner, from))
    .close()
    .toString();
}
