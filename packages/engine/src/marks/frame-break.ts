/**
 * A figure that breaks its frame (art-direction.md: a container with a decision, not a neutral frame): the figure is
 * grown past the frame's edge, and the frame is parted by a halo of ground where the figure crosses it, so the two
 * read as one figure standing in front of its ring.
 */

import { type Point, ringsTransform } from '../geometry';
import type { IconMatch } from '../icons';
import { type Region, regionArea, regionGrow, regionIntersect, regionSubtract, regionUnion } from '../path';
import { placeIconTight } from './icon-pick';

interface CrossingOptions {
  center: Point;
  /** The frame the figure crosses (a ring or a band), and the area it encloses. */
  frame: Region;
  enclosed: Region;
  /** The halo of ground around the figure where it crosses the frame. */
  gap: number;
  /** The share of the frame's ink to keep: the figure grows until the frame behind it is parted down to this. */
  keep: number;
  /** The smallest and largest the figure may be (its bounding box side); the largest keeps it in the mark's box. */
  minSize: number;
  maxSize: number;
  minFeature: number;
}

/**
 * The icon placed at the centre and grown (by bisection on its bounding box side: the frame's ink left falls as the
 * figure grows) until the frame parted around it keeps about `keep` of its ink: the figure crosses the frame, and
 * enough of the frame is left to read as one. Returns the figure and the parted frame, or undefined when the figure
 * only comes near the frame (under MIN_CROSSING of its ink past the enclosed area): a ring eaten by halos around
 * toes that never reach it reads as bitten, not broken.
 */
export function placeIconCrossing(icon: IconMatch, o: CrossingOptions): { figure: Region; frame: Region } | undefined {
  const placed = growAcross(icon, o);
  const ink = regionArea(placed.figure);
  const past = regionArea(regionSubtract(placed.figure, o.enclosed));
  return ink > 0 && past / ink >= MIN_CROSSING ? placed : undefined;
}

/** The share of the figure's ink that must lie past the enclosed area for it to cross its frame. */
const MIN_CROSSING = 0.03;

function growAcross(icon: IconMatch, o: CrossingOptions): { figure: Region; frame: Region } {
  const total = regionArea(o.frame);
  const at = (size: number) => {
    const figure = placeIconTight(icon, o.center, size, o.minFeature);
    return { figure, frame: partFrame(o.frame, figure, o.gap) };
  };
  const kept = (placed: { frame: Region }) => (total > 0 ? regionArea(placed.frame) / total : 0);
  let lo = o.minSize;
  let hi = o.maxSize;
  const largest = at(hi);
  if (kept(largest) >= o.keep) return largest;
  let best = at(lo);
  for (let i = 0; i < 7; i++) {
    const size = (lo + hi) / 2;
    const placed = at(size);
    if (kept(placed) >= o.keep) {
      lo = size;
      best = placed;
    } else hi = size;
  }
  return best;
}

/** Ink share of its bounding box past which a figure is a tile (a filled square with a picture cut in it). */
const TILE_FILL = 0.72;

function boxFill(figure: Region): number {
  const points = figure.flat();
  if (points.length === 0) return 0;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const box = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
  return box > 0 ? regionArea(figure) / box : 0;
}

/**
 * Whether the figure is a tile: crossing a ring, a tile cuts it into four corner scraps and reads as a square stamped
 * on a circle, so it stays inside its frame.
 */
export function isTileLike(figure: Region): boolean {
  return boxFill(figure) > TILE_FILL;
}

/** Overlap with its mirror image (intersection over union) from which a figure counts as mirror-symmetric. */
const MIRROR_OVERLAP = 0.75;

/**
 * Whether the figure is mirror-symmetric about its vertical axis. Only such a figure crosses a ring: a diagonal one
 * (a pen, a gavel, a plug and its cord) laid across a parted ring reads as a prohibition sign.
 */
export function isMirrorSymmetric(figure: Region): boolean {
  const xs = figure.flat().map((p) => p.x);
  if (xs.length === 0) return false;
  const axis = Math.min(...xs) + Math.max(...xs);
  const mirrored = ringsTransform(figure, [-1, 0, 0, 1, axis, 0]);
  const union = regionArea(regionUnion(figure, mirrored));
  return union > 0 && regionArea(regionIntersect(figure, mirrored)) / union >= MIRROR_OVERLAP;
}

/** The frame with a halo of `gap` units cut around the figure, so the figure passes in front of it. */
function partFrame(frame: Region, figure: Region, gap: number): Region {
  return regionSubtract(frame, regionGrow(figure, gap));
}
