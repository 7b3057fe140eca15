/**
 * Boolean operations on filled regions. Regions are sets of rings read with the even-odd rule;
 * polygon-clipping (Martinez–Rueda sweep line) does the clipping on flattened outlines.
 */
import polygonClipping, { type MultiPolygon, type Polygon } from 'polygon-clipping';
import { cleanRing, type Point, type Ring } from '../geometry';
import { flattenPath } from './flatten';
import { smoothRingsToPath } from './smooth';

/** A filled region: rings under the even-odd rule (outer contours and their holes). */
export type Region = Point[][];

/**
 * Snaps a ring to a grid and drops repeated points: the sweep line fails on nearly equal coordinates
 * (e.g. 128 vs 128.0000000000001), and a 1/1024-unit grid is far below what a 1000-unit box shows.
 */
function snapRing(ring: Ring, grid: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const p of ring) {
    const x = Math.round(p.x * grid) / grid;
    const y = Math.round(p.y * grid) / grid;
    const last = out[out.length - 1];
    if (!last || last[0] !== x || last[1] !== y) out.push([x, y]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}

/** Grids tried in turn when the clipper reports a robustness failure (finer first). */
const SNAP_GRIDS = [1024, 64, 8];

/** Regions snapped (and read even-odd) per grid, kept for the operations that share their inputs. */
type SnapCache = Map<readonly Ring[], Map<number, { geometry: MultiPolygon } | { error: unknown }>>;

/** Runs a clipping operation, retrying on a coarser grid if the sweep line gives up. */
function clip(run: (snap: (region: readonly Ring[]) => MultiPolygon) => MultiPolygon, cache?: SnapCache): Region {
  let lastError: unknown;
  for (const grid of SNAP_GRIDS) {
    try {
      return fromClipGeometry(run((region) => (cache ? cachedClipGeometry(cache, region, grid) : toClipGeometry(region, grid))));
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** toClipGeometry once per region and grid (a failure is remembered and raised again, as a fresh call would). */
function cachedClipGeometry(cache: SnapCache, region: readonly Ring[], grid: number): MultiPolygon {
  let byGrid = cache.get(region);
  if (!byGrid) {
    byGrid = new Map();
    cache.set(region, byGrid);
  }
  let entry = byGrid.get(grid);
  if (!entry) {
    try {
      entry = { geometry: toClipGeometry(region, grid) };
    } catch (error) {
      entry = { error };
    }
    byGrid.set(grid, entry);
  }
  if ('error' in entry) throw entry.error;
  return entry.geometry;
}

function toClipGeometry(region: readonly Ring[], grid: number): MultiPolygon {
  const polygons: Polygon[] = region
    .map((ring) => snapRing(ring, grid))
    .filter((ring) => ring.length >= 3)
    .map((ring) => [ring]);
  if (polygons.length === 0) return [];
  const [first, ...rest] = polygons;
  // XOR of the individual contours is exactly the even-odd reading of the compound path.
  return rest.length === 0 ? [first!] : polygonClipping.xor(first!, ...rest);
}

function fromClipGeometry(geometry: MultiPolygon): Region {
  const region: Region = [];
  for (const polygon of geometry) {
    for (const ring of polygon) {
      // polygon-clipping repeats the first point at the end; cleanRing drops it and collinear points.
      const cleaned = cleanRing(ring.map(([x, y]) => ({ x, y })));
      if (cleaned.length >= 3) region.push(cleaned);
    }
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
  return clip((snap) => {
    const geometries = regions.map(snap).filter((g) => g.length > 0);
    const [first, ...rest] = geometries;
    return first ? polygonClipping.union(first, ...rest) : [];
  });
}

export function regionSubtract(subject: readonly Ring[], ...cutters: Array<readonly Ring[]>): Region {
  return subtractWith(subject, cutters);
}

function subtractWith(subject: readonly Ring[], cutters: ReadonlyArray<readonly Ring[]>, cache?: SnapCache): Region {
  return clip((snap) => {
    const base = snap(subject);
    const clips = cutters.map(snap).filter((g) => g.length > 0);
    if (base.length === 0) return [];
    return clips.length === 0 ? base : polygonClipping.difference(base, ...clips);
  }, cache);
}

export function regionIntersect(subject: readonly Ring[], ...others: Array<readonly Ring[]>): Region {
  return intersectWith(subject, others);
}

function intersectWith(subject: readonly Ring[], others: ReadonlyArray<readonly Ring[]>, cache?: SnapCache): Region {
  return clip((snap) => {
    const base = snap(subject);
    const clips = others.map(snap);
    if (base.length === 0 || clips.some((g) => g.length === 0)) return [];
    return polygonClipping.intersection(base, ...clips);
  }, cache);
}

/**
 * The part of `subject` inside `cutter` and the part outside it, each exactly as regionIntersect and regionSubtract
 * give it, but with both inputs snapped and read even-odd once for the two operations. The regions must not change
 * while the pair is in use.
 */
export function regionSplit(subject: readonly Ring[], cutter: readonly Ring[]): { inside: () => Region; outside: () => Region } {
  const cache: SnapCache = new Map();
  return { inside: () => intersectWith(subject, [cutter], cache), outside: () => subtractWith(subject, [cutter], cache) };
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
