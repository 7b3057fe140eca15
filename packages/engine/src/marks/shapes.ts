/** Container and accent outlines used by several archetypes (shield, oval, label, leaf, teardrop, fin). */

import type { Point } from '../geometry';
import { createPath, ellipsePath, roundedRectPath } from '../path';

/** Heraldic shield: flat top, straight sides to 55 % of the height, then two arcs to the point. */
export function shieldPath(cx: number, top: number, width: number, height: number): string {
  const half = width / 2;
  const shoulder = top + height * 0.5;
  const bottom = top + height;
  return createPath()
    .moveTo({ x: cx - half, y: top })
    .lineTo({ x: cx + half, y: top })
    .lineTo({ x: cx + half, y: shoulder })
    .cubicTo({ x: cx + half, y: shoulder + height * 0.3 }, { x: cx + half * 0.35, y: bottom - height * 0.06 }, { x: cx, y: bottom })
    .cubicTo(
      { x: cx - half * 0.35, y: bottom - height * 0.06 },
      { x: cx - half, y: shoulder + height * 0.3 },
      { x: cx - half, y: shoulder },
    )
    .close()
    .toString();
}

export function ovalPath(center: Point, width: number, height: number): string {
  return ellipsePath(center, width / 2, height / 2);
}

/** A rounded label (pill-ended rectangle) centred on `center`. */
export function labelPath(center: Point, width: number, height: number, roundness = 0.5): string {
  return roundedRectPath(center.x - width / 2, center.y - height / 2, width, height, (height / 2) * roundness);
}

/** A leaf / vesica: two circular arcs meeting at sharp tips, long axis horizontal. */
export function leafPath(center: Point, length: number, width: number): string {
  const half = length / 2;
  // Arc radius through both tips and the belly: r = (half² + (w/2)²) / w (circle through three points).
  const r = (half * half + (width / 2) ** 2) / width;
  return createPath()
    .moveTo({ x: center.x - half, y: center.y })
    .arcTo(r, r, 0, false, true, { x: center.x + half, y: center.y })
    .arcTo(r, r, 0, false, true, { x: center.x - half, y: center.y })
    .close()
    .toString();
}

/** Batwing: a wide cartouche whose ends flare into points (Landor-style container). */
export function batwingPath(center: Point, width: number, height: number): string {
  const hw = width / 2;
  const hh = height / 2;
  return createPath()
    .moveTo({ x: center.x - hw, y: center.y })
    .quadTo({ x: center.x - hw * 0.7, y: center.y - hh * 0.15 }, { x: center.x - hw * 0.62, y: center.y - hh })
    .quadTo({ x: center.x, y: center.y - hh * 0.7 }, { x: center.x + hw * 0.62, y: center.y - hh })
    .quadTo({ x: center.x + hw * 0.7, y: center.y - hh * 0.15 }, { x: center.x + hw, y: center.y })
    .quadTo({ x: center.x + hw * 0.7, y: center.y + hh * 0.15 }, { x: center.x + hw * 0.62, y: center.y + hh })
    .quadTo({ x: center.x, y: center.y + hh * 0.7 }, { x: center.x - hw * 0.62, y: center.y + hh })
    .quadTo({ x: center.x - hw * 0.7, y: center.y + hh * 0.15 }, { x: center.x - hw, y: center.y })
    .close()
    .toString();
}
