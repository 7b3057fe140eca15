/**
 * Boolean operations on filled regions. Regions are sets of rings read with the even-odd rule; Clipper2 (Vatti's
 * sweep on integer coordinates, Angus Johnson's library as ported to TypeScript by clipper2-ts) clips the flattened
 * outlines, snapped to a 1/1024-unit grid, far below what a 1000-unit box shows.
 */
import { areaPaths, booleanOp, ClipType, EndType, FillRule, inflatePaths, JoinType, type Path64, type Paths64 } from 'clipper2-ts';
import { cleanRing, type Point, type Ring } from '../geometry';
import { flattenPath } from './flatten';
import { smoothRingsToPath } from './smooth';

/** A filled region: rings under the even-odd rule (outer contours and their holes). */
export type Region = Point[][];

/** Coordinates are snapped to 1/GRID of a unit: integers for the clipper, exact and robust. */
const GRID = 1024;

function toPath(ring: Ring): Path64 {
  const out: Path64 = [];
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  for (const p of ring) {
    const x = Math.round(p.x * GRID);
    const y = Math.round(p.y * GRID);
    if (x !== lastX || y !== lastY) out.push({ x, y });
    lastX = x;
    lastY = y;
  }
  const first = out[0];
  if (out.length > 1 && first && first.x === lastX && first.y === lastY) out.pop();
  return out;
}

/** A region's rings snapped to the grid (rings of fewer than three points draw nothing). */
function snap(region: readonly Ring[]): Paths64 {
  const paths: Paths64 = [];
  for (const ring of region) {
    const path = toPath(ring);
    if (path.length >= 3) paths.push(path);
  }
  return paths;
}

/**
 * The region as non-overlapping outers (positive winding) and holes (negative): its even-odd reading, in a form
 * whose windings add up, so several regions combine under the non-zero rule as a union of their even-odd fills.
 */
function normalise(paths: Paths64): Paths64 {
  return paths.length === 0 ? paths : booleanOp(ClipType.Union, paths, null, FillRule.EvenOdd);
}

/** Snapped and normalised forms of regions, kept for the operations that share their inputs. */
type ClipCache = Map<readonly Ring[], { raw: Paths64; normalised?: Paths64 }>;

function prepared(region: readonly Ring[], cache?: ClipCache): { raw: Paths64; normalised?: Paths64 } {
  let entry = cache?.get(region);
  if (!entry) {
    entry = { raw: snap(region) };
    cache?.set(region, entry);
  }
  return entry;
}

function normalised(region: readonly Ring[], cache?: ClipCache): Paths64 {
  const entry = prepared(region, cache);
  entry.normalised ??= normalise(entry.raw);
  return entry.normalised;
}

/** Paths of several regions for one side of an operation, with the fill rule that reads them as their union. */
function side(regions: ReadonlyArray<readonly Ring[]>, cache?: ClipCache): { paths: Paths64; fill: FillRule } {
  const nonEmpty = regions.filter((region) => prepared(region, cache).raw.length > 0);
  if (nonEmpty.length === 1) return { paths: prepared(nonEmpty[0]!, cache).raw, fill: FillRule.EvenOdd };
  return { paths: nonEmpty.flatMap((region) => normalised(region, cache)), fill: FillRule.NonZero };
}

/** Runs one operation; both sides are read with one fill rule, so an even-odd side meeting a non-zero one is normalised. */
function run(type: ClipType, subject: ReadonlyArray<readonly Ring[]>, clip: ReadonlyArray<readonly Ring[]>, cache?: ClipCache): Region {
  let a = side(subject, cache);
  let b = side(clip, cache);
  if (a.paths.length === 0 && type !== ClipType.Union) return [];
  if (b.paths.length > 0 && a.fill !== b.fill) {
    if (a.fill === FillRule.EvenOdd) a = { paths: subject.flatMap((region) => normalised(region, cache)), fill: FillRule.NonZero };
    if (b.fill === FillRule.EvenOdd) b = { paths: clip.flatMap((region) => normalised(region, cache)), fill: FillRule.NonZero };
  }
  const result = booleanOp(type, a.paths, b.paths.length > 0 ? b.paths : null, a.paths.length > 0 ? a.fill : b.fill);
  return fromPaths(result);
}

/** The ring turned to start at its leftmost (then lowest) point, so a region's path data does not depend on the sweep. */
function fromPath(path: Path64): Point[] {
  let start = 0;
  for (let i = 1; i < path.length; i++) {
    const p = path[i]!;
    const s = path[start]!;
    if (p.x < s.x || (p.x === s.x && p.y < s.y)) start = i;
  }
  const ring: Point[] = [];
  for (let i = 0; i < path.length; i++) {
    const p = path[(start + i) % path.length]!;
    ring.push({ x: p.x / GRID, y: p.y / GRID });
  }
  return ring;
}

function fromPaths(paths: Paths64): Region {
  const region: Region = [];
  for (const path of paths) {
    // cleanRing drops repeated and collinear points.
    const cleaned = cleanRing(fromPath(path));
    if (cleaned.length >= 3) region.push(cleaned);
  }
  return region;
}

/** Reads path data (curves are flattened) as a region. */
export function regionFromPath(d: string, tolerance?: number): Region {
  return flattenPath(d, tolerance);
}

/** A region as path data, its flattened curves fitted back to cubics (smooth.ts). */
export function regionToPath(region: readonly Ring[], precision?: number): string {
  return smoothRingsToPath(region, precision);
}

export function regionUnion(...regions: Array<readonly Ring[]>): Region {
  return run(ClipType.Union, regions, []);
}

/**
 * Glyph outlines as one region, read under the non-zero rule as fonts draw them: contours that overlap (the joins of a
 * connected script, a swash over its letter, a variable face's overlapping strokes) fill as one shape. Read even-odd,
 * as every other region is, each overlap came out as a hole: a white slit at every join of a script.
 */
export function regionFromGlyphs(d: string, tolerance?: number): Region {
  const paths = snap(regionFromPath(d, tolerance));
  return paths.length === 0 ? [] : fromPaths(booleanOp(ClipType.Union, paths, null, FillRule.NonZero));
}

export function regionSubtract(subject: readonly Ring[], ...cutters: Array<readonly Ring[]>): Region {
  return subtractWith(subject, cutters);
}

function subtractWith(subject: readonly Ring[], cutters: ReadonlyArray<readonly Ring[]>, cache?: ClipCache): Region {
  return run(ClipType.Difference, [subject], cutters, cache);
}

export function regionIntersect(subject: readonly Ring[], ...others: Array<readonly Ring[]>): Region {
  return intersectWith(subject, others);
}

function intersectWith(subject: readonly Ring[], others: ReadonlyArray<readonly Ring[]>, cache?: ClipCache): Region {
  let result: readonly Ring[] = subject;
  for (const other of others) {
    if (result.length === 0) return [];
    result = run(ClipType.Intersection, [result], [other], cache);
  }
  return others.length === 0 ? run(ClipType.Union, [subject], [], cache) : (result as Region);
}

/**
 * The part of `subject` inside `cutter` and the part outside it, each exactly as regionIntersect and regionSubtract
 * give it, but with both inputs snapped once for the two operations. The regions must not change while the pair is
 * in use.
 */
export function regionSplit(subject: readonly Ring[], cutter: readonly Ring[]): { inside: () => Region; outside: () => Region } {
  const cache: ClipCache = new Map();
  return { inside: () => intersectWith(subject, [cutter], cache), outside: () => subtractWith(subject, [cutter], cache) };
}

/** The region's filled area (its even-odd reading), in square units. */
export function regionArea(region: readonly Ring[]): number {
  return Math.abs(areaPaths(normalise(snap(region)))) / (GRID * GRID);
}

/** The region grown outward by `delta` units with round corners (a halo), or shrunk when `delta` is negative. */
export function regionGrow(region: readonly Ring[], delta: number): Region {
  return fromPaths(inflatePaths(normalise(snap(region)), delta * GRID, JoinType.Round, EndType.Polygon));
}

/** Path-data conveniences for the common case of combining two outlines. */
export function unionPaths(...paths: string[]): string {
  return regionToPath(regionUnion(...paths.map((d) => regionFromPath(d))));
}

export function subtractPaths(subject: string, ...cutters: string[]): string {
  return regionToPath(regionSubtract(regionFromPath(subject), ...cutters.map((d) => regionFromPath(d))));
}

export function intersectPaths(subject: string, ...others: string[]): string {
  return regionToPath(regionIntersect(regionFromPath(subject), ...others.map((d) => regionFromPath(d))));
}
