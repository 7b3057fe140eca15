/**
 * Boolean operations on filled regions. Regions are sets of rings read with the even-odd rule;
 * polygon-clipping (Martinez–Rueda sweep line) does the clipping on flattened outlines.
 */
import polygonClipping, { type MultiPolygon, type Polygon } from 'polygon-clipping';
import { cleanRing, type Point, type Ring } from '../geometry';
import { flattenPath } from './flatten';
import { ringsToPathData } from './format';

/** A filled region: rings under the even-odd rule (outer contours and their holes). */
export type Region = Point[][];

function toClipGeometry(region: readonly Ring[]): MultiPolygon {
  const polygons: Polygon[] = region.filter((ring) => ring.length >= 3).map((ring) => [ring.map((p) => [p.x, p.y] as [number, number])]);
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

export function regionToPath(region: readonly Ring[], precision?: number): string {
  return ringsToPathData(region, precision);
}

export function regionUnion(...regions: Array<readonly Ring[]>): Region {
  const geometries = regions.map(toClipGeometry).filter((g) => g.length > 0);
  if (geometries.length === 0) return [];
  const [first, ...rest] = geometries;
  return fromClipGeometry(polygonClipping.union(first!, ...rest));
}

export function regionSubtract(subject: readonly Ring[], ...cutters: Array<readonly Ring[]>): Region {
  const base = toClipGeometry(subject);
  const clips = cutters.map(toClipGeometry).filter((g) => g.length > 0);
  if (base.length === 0) return [];
  return fromClipGeometry(clips.length === 0 ? base : polygonClipping.difference(base, ...clips));
}

export function regionIntersect(subject: readonly Ring[], ...others: Array<readonly Ring[]>): Region {
  const base = toClipGeometry(subject);
  const clips = others.map(toClipGeometry);
  if (base.length === 0 || clips.some((g) => g.length === 0)) return [];
  return fromClipGeometry(polygonClipping.intersection(base, ...clips));
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
