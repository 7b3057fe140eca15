/** Compact number and path-data formatting, so every SVG the engine writes is small and byte-stable. */
import { formatNumber as formatPathNumber } from '../path/format';

/** Rounds to `digits` decimals and prints without trailing zeros or a leading "0." zero ("-0.5" → "-.5"). */
export function formatNumber(value: number, digits = 2): string {
  return formatPathNumber(value, digits);
}

/** Joins numbers the way path data allows: a minus sign or a leading "." needs no separator. */
export function joinNumbers(values: readonly number[], digits = 2): string {
  let out = '';
  let previous = '';
  for (const value of values) {
    const text = formatNumber(value, digits);
    const needsSpace = out !== '' && !text.startsWith('-') && !(text.startsWith('.') && previous.includes('.'));
    out += needsSpace ? ` ${text}` : text;
    previous = text;
  }
  return out;
}

/** A point transform applied while writing path data. */
export type PointMap = (x: number, y: number) => readonly [number, number];

export type PathCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

/** Writes absolute path data from commands, mapping each point through `map`. */
export function toPathData(commands: readonly PathCommand[], map: PointMap, digits = 2): string {
  let out = '';
  // Each command's numbers joined as joinNumbers joins them, written straight onto the path.
  let body = '';
  let previous = '';
  const add = (value: number) => {
    const text = formatNumber(value, digits);
    const needsSpace = body !== '' && !text.startsWith('-') && !(text.startsWith('.') && previous.includes('.'));
    body += needsSpace ? ` ${text}` : text;
    previous = text;
  };
  const addPoint = (x: number, y: number) => {
    const [px, py] = map(x, y);
    add(px);
    add(py);
  };
  for (const command of commands) {
    if (command.type === 'Z') {
      out += 'Z';
      continue;
    }
    body = '';
    previous = '';
    if (command.type === 'Q') addPoint(command.x1, command.y1);
    if (command.type === 'C') {
      const [x1, y1] = map(command.x1, command.y1);
      const [x2, y2] = map(command.x2, command.y2);
      add(x1);
      add(y1);
      add(x2);
      add(y2);
    }
    addPoint(command.x, command.y);
    out += command.type + body;
  }
  return out;
}
