/** Branded geometry primitives shared by the path and marks layers (pure; no IO). */

declare const radiansBrand: unique symbol;
declare const degreesBrand: unique symbol;

/** An angle in radians; a brand keeps degrees and radians from being mixed up. */
export type Radians = number & { readonly [radiansBrand]: true };
/** An angle in degrees, counter-clockwise from +x (designer-dna.md §0). */
export type Degrees = number & { readonly [degreesBrand]: true };

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A closed polyline; the last point connects back to the first. */
export type Ring = readonly Point[];

/** Affine matrix [a, b, c, d, e, f] as in SVG: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function degrees(value: number): Degrees {
  return value as Degrees;
}

export function degreesToRadians(angle: Degrees): Radians {
  return ((angle * Math.PI) / 180) as Radians;
}

/**
 * The point at `angle` on a circle. Angles follow §0 (counter-clockwise, y up), so in SVG's
 * y-down space the sine is negated.
 */
export function pointOnCircle(center: Point, radius: number, angle: Radians): Point {
  return { x: center.x + radius * Math.cos(angle), y: center.y - radius * Math.sin(angle) };
}
