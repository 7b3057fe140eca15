/** Fluent builder for SVG path data with absolute commands and rounded numbers. */
import type { Point } from '../geometry';
import { DEFAULT_PRECISION, joinNumbers } from './format';

export interface PathBuilder {
  moveTo(p: Point): PathBuilder;
  lineTo(p: Point): PathBuilder;
  cubicTo(c1: Point, c2: Point, p: Point): PathBuilder;
  quadTo(c: Point, p: Point): PathBuilder;
  /** Elliptical arc as in SVG `A` (sweep 1 = clockwise on screen). */
  arcTo(rx: number, ry: number, rotationDeg: number, largeArc: boolean, sweep: boolean, p: Point): PathBuilder;
  close(): PathBuilder;
  toString(): string;
}

/** Creates an empty path; every call appends one command and returns the builder. */
export function createPath(precision = DEFAULT_PRECISION): PathBuilder {
  const parts: string[] = [];
  const builder: PathBuilder = {
    moveTo: (p) => emit('M', [p.x, p.y]),
    lineTo: (p) => emit('L', [p.x, p.y]),
    cubicTo: (c1, c2, p) => emit('C', [c1.x, c1.y, c2.x, c2.y, p.x, p.y]),
    quadTo: (c, p) => emit('Q', [c.x, c.y, p.x, p.y]),
    // Arc flags are written as separate tokens: some parsers reject the packed "A1 1 0 011 1" form.
    arcTo: (rx, ry, rotationDeg, largeArc, sweep, p) =>
      emit(
        'A',
        [],
        `${joinNumbers([rx, ry, rotationDeg], precision)} ${largeArc ? 1 : 0} ${sweep ? 1 : 0} ${joinNumbers([p.x, p.y], precision)}`,
      ),
    close: () => emit('Z', []),
    toString: () => parts.join(''),
  };
  function emit(command: string, values: number[], text = joinNumbers(values, precision)): PathBuilder {
    parts.push(command + text);
    return builder;
  }
  return builder;
}
