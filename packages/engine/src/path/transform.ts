/** Affine transforms, bounding boxes and fitting of path data. */
import svgpath from 'svgpath';
import { type Box, boxHeight, boxOfRings, boxWidth, type Matrix, matrixChain, matrixScale, matrixTranslate } from '../geometry';
import { flattenPath } from './flatten';
import { DEFAULT_PRECISION } from './format';

/** Applies a matrix to path data; arcs stay arcs, numbers are rounded. */
export function transformPath(d: string, m: Matrix, precision = DEFAULT_PRECISION): string {
  return svgpath(d)
    .matrix([...m])
    .round(precision)
    .toString();
}

/** The box of the painted outline (curves included, via flattening at a fine tolerance). */
export function pathBBox(d: string): Box {
  return boxOfRings(flattenPath(d, 0.1));
}

/**
 * The matrix that scales `box` uniformly to fit a square of side `size` centred on `center`
 * (aspect ratio kept; the longer side becomes `size`).
 */
export function fitBoxMatrix(box: Box, size: number, center: { x: number; y: number }): Matrix {
  const scale = size / Math.max(boxWidth(box), boxHeight(box));
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  return matrixChain(matrixTranslate(-cx, -cy), matrixScale(scale), matrixTranslate(center.x, center.y));
}

/** Fits path data into a centred square of side `size`. */
export function fitPath(d: string, size: number, center: { x: number; y: number }): string {
  return transformPath(d, fitBoxMatrix(pathBBox(d), size, center));
}
