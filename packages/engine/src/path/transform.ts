/** Affine transforms, bounding boxes and fitting of path data. */
import svgpath from 'svgpath';
import { type Box, boxHeight, boxOfRings, boxWidth, type Matrix, matrixChain, matrixScale, matrixTranslate } from '../geometry';
import { flattenPath } from './flatten';
import { DEFAULT_PRECISION } from './format';
import { type AbsoluteSegment, eachSegment, readSimpleShared } from './segments';

/** Applies a matrix to path data; arcs stay arcs, numbers are rounded. */
export function transformPath(d: string, m: Matrix, precision = DEFAULT_PRECISION): string {
  // The engine's own path data (absolute M L H V C Q Z) takes the direct route; anything else goes through svgpath.
  const segments = /[a-df-z]/.test(d) ? null : readSimpleShared(d);
  if (segments) return transformAbsolute(segments, m, precision);
  return svgpath(d)
    .matrix([...m])
    .round(precision)
    .toString();
}

/**
 * svgpath's matrix, round and toString for absolute segments, number for number: the same products in the same
 * order, H and V kept only while the transform keeps them axis-aligned, toFixed rounding, and its spacing (a
 * repeated command is written once, no space before a negative number).
 */
function transformAbsolute(segments: readonly AbsoluteSegment[], m: Matrix, precision: number): string {
  const identity = m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0;
  const tx = (px: number, py: number) => (identity ? px : px * m[0] + py * m[2] + m[4]);
  const ty = (px: number, py: number) => (identity ? py : px * m[1] + py * m[3] + m[5]);
  const round = (value: number) => +value.toFixed(precision);
  let out = '';
  let previous = '';
  const write = (command: string, values: number[]) => {
    const repeated = command === previous && command !== 'M';
    if (!repeated) out += command;
    for (let i = 0; i < values.length; i++) {
      const value = round(values[i]!);
      if ((i > 0 || repeated) && value >= 0) out += ' ';
      out += value;
    }
    previous = command;
  };
  // The pen (x, y) is in the untransformed coordinates svgpath tracks.
  eachSegment(segments, (segment, x, y) => {
    switch (segment[0]) {
      case 'M':
      case 'L':
        write(segment[0], [tx(segment[1], segment[2]), ty(segment[1], segment[2])]);
        break;
      case 'H': {
        const py = ty(segment[1], y);
        if (py === ty(x, y)) write('H', [tx(segment[1], y)]);
        else write('L', [tx(segment[1], y), py]);
        break;
      }
      case 'V': {
        const px = tx(x, segment[1]);
        if (px === tx(x, y)) write('V', [ty(x, segment[1])]);
        else write('L', [px, ty(x, segment[1])]);
        break;
      }
      case 'Z':
        write('Z', []);
        break;
      default: {
        const values: number[] = [];
        for (let i = 1; i < segment.length; i += 2) {
          const px = segment[i] as number;
          const py = segment[i + 1] as number;
          values.push(tx(px, py), ty(px, py));
        }
        write(segment[0], values);
      }
    }
  });
  return out;
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
