/** Bounds of SVG path data (control-point hull: exact for fonts and arcs drawn with extrema points). */
import { absoluteSegments, eachSegment } from '../path/segments';
import type { TextBox } from '../type/types';

/** Ink bounds of path data, or null when it draws nothing. */
export function measurePathBounds(d: string): TextBox | null {
  let box: TextBox | null = null;
  const add = (x: number, y: number) => {
    box = box
      ? { minX: Math.min(box.minX, x), minY: Math.min(box.minY, y), maxX: Math.max(box.maxX, x), maxY: Math.max(box.maxY, y) }
      : { minX: x, minY: y, maxX: x, maxY: y };
  };
  eachSegment(absoluteSegments(d), (segment, x, y) => {
    const [command, ...values] = segment as [string, ...number[]];
    if (command === 'H') return add(values[0] ?? x, y);
    if (command === 'V') return add(x, values[0] ?? y);
    if (command === 'Z' || command === 'M') {
      if (command === 'M') add(values[0] ?? x, values[1] ?? y);
      return;
    }
    for (let i = 0; i + 1 < values.length; i += 2) add(values[i] ?? x, values[i + 1] ?? y);
  });
  return box;
}

/** Union of boxes; null when all are null. */
export function unionBounds(boxes: ReadonlyArray<TextBox | null>): TextBox | null {
  let out: TextBox | null = null;
  for (const b of boxes) {
    if (!b) continue;
    out = out
      ? {
          minX: Math.min(out.minX, b.minX),
          minY: Math.min(out.minY, b.minY),
          maxX: Math.max(out.maxX, b.maxX),
          maxY: Math.max(out.maxY, b.maxY),
        }
      : { ...b };
  }
  return out;
}

/** Counts drawing commands, the complexity measure QA bounds. */
export function countPathCommands(d: string): number {
  return (d.match(/[MLHVCSQTAZ]/gi) ?? []).length;
}
