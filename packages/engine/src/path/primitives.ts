/** Primitive outlines (circle, ellipse, rectangle, rounded rectangle, regular polygon, star) as path data. */
import { degrees, degreesToRadians, type Point, pointOnCircle } from '../geometry';
import { createPath } from './path-builder';

/** A circle as two arcs; clockwise on screen unless `counterClockwise` (for hand-built holes). */
export function circlePath(center: Point, r: number, counterClockwise = false): string {
  return ellipsePath(center, r, r, counterClockwise);
}

export function ellipsePath(center: Point, rx: number, ry: number, counterClockwise = false): string {
  const sweep = !counterClockwise;
  return createPath()
    .moveTo({ x: center.x - rx, y: center.y })
    .arcTo(rx, ry, 0, false, sweep, { x: center.x + rx, y: center.y })
    .arcTo(rx, ry, 0, false, sweep, { x: center.x - rx, y: center.y })
    .close()
    .toString();
}

export function rectPath(x: number, y: number, width: number, height: number): string {
  return createPath()
    .moveTo({ x, y })
    .lineTo({ x: x + width, y })
    .lineTo({ x: x + width, y: y + height })
    .lineTo({ x, y: y + height })
    .close()
    .toString();
}

/** Rounded rectangle; the radius is clamped to half the shorter side. */
export function roundedRectPath(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) return rectPath(x, y, width, height);
  return createPath()
    .moveTo({ x: x + r, y })
    .lineTo({ x: x + width - r, y })
    .arcTo(r, r, 0, false, true, { x: x + width, y: y + r })
    .lineTo({ x: x + width, y: y + height - r })
    .arcTo(r, r, 0, false, true, { x: x + width - r, y: y + height })
    .lineTo({ x: x + r, y: y + height })
    .arcTo(r, r, 0, false, true, { x, y: y + height - r })
    .lineTo({ x, y: y + r })
    .arcTo(r, r, 0, false, true, { x: x + r, y })
    .close()
    .toString();
}

export function polygonPath(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const path = createPath().moveTo(first);
  for (const p of rest) path.lineTo(p);
  return path.close().toString();
}

/** A star with `spikes` outer points; `innerRatio` = inner radius ÷ outer radius. */
function starPoints(center: Point, r: number, spikes: number, innerRatio: number, startDeg = 90): Point[] {
  return Array.from({ length: spikes * 2 }, (_, i) =>
    pointOnCircle(center, i % 2 === 0 ? r : r * innerRatio, degreesToRadians(degrees(startDeg - (180 / spikes) * i))),
  );
}

export function starPath(center: Point, r: number, spikes: number, innerRatio = 0.45, startDeg = 90): string {
  return polygonPath(starPoints(center, r, spikes, innerRatio, startDeg));
}
