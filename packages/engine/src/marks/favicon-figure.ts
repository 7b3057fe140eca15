/**
 * How big a figure nested in a letter (a gavel in the counter of an A) or standing beside it (a pictogram as the
 * initial's full stop) is where it is drawn smallest: the app icon at 16 px. Under 4 px, or drawn in strokes
 * under 0.75 px, it is a speck or a smudge there, and the construction that drew it gives way to the next one.
 */
import { type Box, boxOfRings, ringsArea } from '../geometry';
import type { Region } from '../path';
import type { IconScale } from './types';

/** Share of the app icon's tile, on each side, that the figure keeps clear (platform masks round the corners off). */
export const ICON_SAFE_INSET = 0.1;
/** The smallest share of the tile the icon draws a figure at, taken when the designer's scale is not known. */
const LEAST_SHARE = 0.6;
/** The smallest size an app icon is shown at (a favicon, a tab). */
const FAVICON_PX = 16;
/** Least side of a figure's ink box at 16 px: smaller reads as a speck beside or inside the letter. */
const MIN_FIGURE_PX = 4;
/** Least mean stroke of a figure at 16 px: thinner strokes grey out into a smudge. */
const MIN_FIGURE_STROKE_PX = 0.75;

/**
 * The share of the icon's tile the drawing's longer side takes: the DNA's mark scale (never under 0.6), times a zoom
 * crop's zoom, within the safe area. lockups/app-icon.ts scales every figure by it.
 */
export function appIconShare(appIcon: IconScale = { markScale: LEAST_SHARE }): number {
  const zoom = appIcon.crop ? appIcon.crop.zoom : 1;
  return Math.min(Math.max(LEAST_SHARE, appIcon.markScale) * zoom, 1 - 2 * ICON_SAFE_INSET);
}

export interface FaviconFigure {
  /** The longer side of the figure's ink box at 16 px. */
  sizePx: number;
  /** Its mean stroke at 16 px: twice its area over the length of its outline (a bar of width w and any length: w). */
  strokePx: number;
}

function outlineLength(region: Region): number {
  let length = 0;
  for (const ring of region)
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      length += Math.hypot(b.x - a.x, b.y - a.y);
    }
  return length;
}

/** A figure's mean stroke: twice its area over the length of its outline (a bar of width w and any length: w). */
export function meanStroke(region: Region): number {
  const outline = outlineLength(region);
  return outline > 0 ? (2 * Math.abs(ringsArea(region))) / outline : 0;
}

/** The figure measured at 16 px, when the drawing it belongs to (ink box `drawn`) is the app icon's figure. */
export function measureFaviconFigure(figure: Region, drawn: Box, appIcon?: IconScale): FaviconFigure {
  const px = (appIconShare(appIcon) * FAVICON_PX) / Math.max(drawn.maxX - drawn.minX, drawn.maxY - drawn.minY, 1e-9);
  const box = boxOfRings(figure);
  return { sizePx: Math.max(box.maxX - box.minX, box.maxY - box.minY) * px, strokePx: meanStroke(figure) * px };
}

/** Whether a figure reads at 16 px: big enough not to be a speck, its strokes thick enough not to grey out. */
export function isFaviconLegible(figure: FaviconFigure): boolean {
  return figure.sizePx >= MIN_FIGURE_PX && figure.strokePx >= MIN_FIGURE_STROKE_PX;
}

/**
 * Least side, at 16 px, of a figure held inside a ring or a disc: a ring round a smaller one (a seal's or a keylined
 * disc's figure takes half the tile) reads as a grey ring with a smudge in it (the twentieth to twenty-third reviews'
 * paws, bells, guitars and tractors).
 */
export const HELD_FIGURE_PX = 8;

/**
 * Whether a mark's figure, held in a ring or disc whose ink box is `drawn`, should be drawn alone for the app icon:
 * held, it falls under HELD_FIGURE_PX (or under a pixel's stroke) at 16 px, and alone, scaled to the tile, it reads.
 */
export function drawsHeldFigureAlone(figure: Region, drawn: Box, appIcon?: IconScale): boolean {
  const held = measureFaviconFigure(figure, drawn, appIcon);
  if (held.sizePx >= HELD_FIGURE_PX && isFaviconLegible(held)) return false;
  return isFaviconLegible(measureFaviconFigure(figure, boxOfRings(figure), appIcon));
}
