/**
 * Path data read as absolute segments (M, L, H, V, C, Q, Z), the form flattening and measuring walk. The engine's
 * own path data uses only these commands, so a direct reader handles it; anything else (arcs, shorthand curves,
 * malformed data) goes through svgpath's abs/unarc/unshort, which the direct reader matches number for number.
 */
import svgpath from 'svgpath';

/** A segment with absolute coordinates: the command letter, then its numbers as in the path data. */
export type AbsoluteSegment =
  | ['M' | 'L', number, number]
  | ['H' | 'V', number]
  | ['C', number, number, number, number, number, number]
  | ['Q', number, number, number, number]
  | ['Z'];

/** Numbers each command takes. */
const PARAMS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, Q: 4, Z: 0 };

const isDigit = (ch: number) => ch >= 0x30 && ch <= 0x39;
const isSpace = (ch: number) => ch === 0x20 || ch === 0x09 || ch === 0x0a || ch === 0x0d;
/** A character that may start a number: a digit, a sign or a point. */
const startsNumber = (ch: number) => isDigit(ch) || ch === 0x2b || ch === 0x2d || ch === 0x2e;

/**
 * Reads path data made of M L H V C Q Z (either case) as absolute segments, the way svgpath parses and makes them
 * absolute; null when the data holds anything else, so the caller falls back to svgpath.
 */
function readSimple(d: string): AbsoluteSegment[] | null {
  const out: AbsoluteSegment[] = [];
  const max = d.length;
  let index = 0;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const skipSpaces = () => {
    while (index < max && isSpace(d.charCodeAt(index))) index++;
  };
  /** One number (svgpath's grammar), or NaN when the text there is not one. */
  const readNumber = (): number => {
    const start = index;
    let ch = index < max ? d.charCodeAt(index) : 0;
    if (ch === 0x2b || ch === 0x2d) {
      index++;
      ch = index < max ? d.charCodeAt(index) : 0;
    }
    if (!isDigit(ch) && ch !== 0x2e) return Number.NaN;
    let digits = false;
    if (ch !== 0x2e) {
      const zeroFirst = ch === 0x30;
      index++;
      if (zeroFirst && index < max && isDigit(d.charCodeAt(index))) return Number.NaN;
      while (index < max && isDigit(d.charCodeAt(index))) index++;
      digits = true;
      ch = index < max ? d.charCodeAt(index) : 0;
    }
    if (ch === 0x2e) {
      index++;
      let decimals = false;
      while (index < max && isDigit(d.charCodeAt(index))) {
        index++;
        decimals = true;
      }
      if (!digits && !decimals) return Number.NaN;
      ch = index < max ? d.charCodeAt(index) : 0;
    }
    // Exponents are rare in written paths; leave them to svgpath.
    if (ch === 0x65 || ch === 0x45) return Number.NaN;
    return Number.parseFloat(d.slice(start, index)) + 0.0;
  };
  skipSpaces();
  while (index < max) {
    const letter = d[index]!;
    const upper = letter.toUpperCase();
    const need = PARAMS[upper];
    if (need === undefined) return null;
    const relative = letter !== upper;
    index++;
    skipSpaces();
    if (out.length === 0 && upper !== 'M') return null;
    if (need === 0) {
      out.push(['Z']);
      x = startX;
      y = startY;
      continue;
    }
    let command = upper;
    // The first move is absolute even when written "m"; later "m" pairs after the first are line-tos.
    let isRelative = relative && out.length > 0;
    for (;;) {
      const values: number[] = [];
      let comma = false;
      for (let i = 1; i <= need; i++) {
        const value = readNumber();
        if (Number.isNaN(value)) return null;
        values.push(isRelative ? value + (command === 'V' ? y : i % 2 ? x : y) : value);
        skipSpaces();
        comma = false;
        if (index < max && d.charCodeAt(index) === 0x2c) {
          index++;
          skipSpaces();
          comma = true;
        }
      }
      out.push([command, ...values] as AbsoluteSegment);
      if (command === 'M') {
        x = values[0]!;
        y = values[1]!;
        startX = x;
        startY = y;
      } else if (command === 'H') x = values[0]!;
      else if (command === 'V') y = values[0]!;
      else {
        x = values[need - 2]!;
        y = values[need - 1]!;
      }
      // Pairs after a move are line-tos.
      if (command === 'M') {
        command = 'L';
        isRelative = relative;
      }
      if (comma) continue;
      if (index >= max || !startsNumber(d.charCodeAt(index))) break;
    }
  }
  return out;
}

/** Path data read recently, oldest first: a design reads the same outline to transform, flatten and measure it. */
const recent = new Map<string, readonly AbsoluteSegment[] | null>();
const RECENT_MAX = 128;
/** Short data is cheaper to read again than to look up. */
const RECENT_MIN_LENGTH = 48;

/** readSimple, remembered for the last RECENT_MAX path data read. The segments are shared: never change them. */
export function readSimpleShared(d: string): readonly AbsoluteSegment[] | null {
  if (d.length < RECENT_MIN_LENGTH) return readSimple(d);
  const known = recent.get(d);
  if (known !== undefined) return known;
  const read = readSimple(d);
  recent.set(d, read);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  return read;
}

/**
 * The path data's segments with absolute coordinates, arcs as cubics and shorthand curves written out. The result
 * may be shared with other readers of the same data: never change it.
 */
export function absoluteSegments(d: string): readonly AbsoluteSegment[] {
  const simple = readSimpleShared(d);
  if (simple) return simple;
  const segments: AbsoluteSegment[] = [];
  svgpath(d)
    .abs()
    .unarc()
    .unshort()
    .iterate((segment) => {
      segments.push(segment as AbsoluteSegment);
    });
  return segments;
}

/**
 * Walks absolute segments with the current point before each (after Z, the subpath's start), as svgpath's iterate
 * passes it.
 */
export function eachSegment(segments: readonly AbsoluteSegment[], visit: (segment: AbsoluteSegment, x: number, y: number) => void): void {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const segment of segments) {
    visit(segment, x, y);
    switch (segment[0]) {
      case 'M':
        x = segment[1]!;
        y = segment[2]!;
        startX = x;
        startY = y;
        break;
      case 'H':
        x = segment[1]!;
        break;
      case 'V':
        y = segment[1]!;
        break;
      case 'Z':
        x = startX;
        y = startY;
        break;
      default:
        x = segment[segment.length - 2] as number;
        y = segment[segment.length - 1] as number;
    }
  }
}
