/** Affine transforms as SVG-style 2×3 matrices. */
import type { Matrix, Point, Radians } from './types';

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function matrixTranslate(tx: number, ty: number): Matrix {
  return [1, 0, 0, 1, tx, ty];
}

export function matrixScale(sx: number, sy: number = sx, origin: Point = { x: 0, y: 0 }): Matrix {
  return [sx, 0, 0, sy, origin.x * (1 - sx), origin.y * (1 - sy)];
}

/** Rotation in SVG's y-down space: a positive angle turns clockwise on screen. */
export function matrixRotate(angle: Radians, origin: Point = { x: 0, y: 0 }): Matrix {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [cos, sin, -sin, cos, origin.x - cos * origin.x + sin * origin.y, origin.y - sin * origin.x - cos * origin.y];
}

/** Horizontal skew (x shifts with y), used for oblique/perspective treatments. */
export function matrixSkewX(angle: Radians): Matrix {
  return [1, 0, Math.tan(angle), 1, 0, 0];
}

/** `matrixMultiply(m, n)` applies `n` first, then `m`. */
function matrixMultiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Composes transforms in the order given (the first is applied first). */
export function matrixChain(...steps: Matrix[]): Matrix {
  return steps.reduce<Matrix>((acc, step) => matrixMultiply(step, acc), IDENTITY);
}

export function pointTransform(p: Point, m: Matrix): Point {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

/** Transforms every point of a set of rings. */
export function ringsTransform(rings: ReadonlyArray<readonly Point[]>, m: Matrix): Point[][] {
  return rings.map((ring) => ring.map((p) => pointTransform(p, m)));
}
