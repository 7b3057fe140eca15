/**
 * Reads a lockup SVG as the engine writes it (groups of filled paths, each group translated and scaled) back into
 * painted shapes, and finds where a set line of the name was drawn, so the name check measures the final artwork.
 */
import { type Box, type Matrix, ringsTransform } from '../geometry';
import { type Region, regionFromPath } from '../path';
import { measurePathBounds } from '../svg/bounds';
import type { SetTextResult } from '../type/types';
import type { GlyphShape, PaintedShape } from './glyph-integrity';

/** One path of the document with its group's transform. */
export interface DrawnPath {
  d: string;
  paint: string;
  matrix: Matrix;
  /** Bounds in document units. */
  box: Box;
}

const GROUP = /<g(?:\s+transform="([^"]*)")?>(.*?)<\/g>/gs;
const PATH = /<path\s+d="([^"]*)"\s+fill="([^"]*)"[^>]*\/>/g;

function parseTransform(value: string | undefined): Matrix {
  const translate = /translate\(([-\d.e]+)[ ,]+([-\d.e]+)\)/.exec(value ?? '');
  const scale = /scale\(([-\d.e]+)\)/.exec(value ?? '');
  const s = scale ? Number(scale[1]) : 1;
  return [s, 0, 0, s, translate ? Number(translate[1]) : 0, translate ? Number(translate[2]) : 0];
}

/**
 * The same path data comes back in every lockup of a design (and in each repaired candidate), each time under
 * another group transform: it is parsed and flattened once, and the flat outline is moved, not the path string.
 */
const MEMO_LIMIT = 4000;
const boundsMemo = new Map<string, Box | null>();
const outlineMemo = new Map<string, Region>();

function remember<T>(memo: Map<string, T>, key: string, make: () => T): T {
  const known = memo.get(key);
  if (known !== undefined || memo.has(key)) return known as T;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const value = make();
  memo.set(key, value);
  return value;
}

/** The path's region placed by a uniform-scale group transform, flattened to `tolerance` in document units. */
function placedRegion(d: string, m: Matrix, tolerance: number): Region {
  const local = tolerance / Math.max(1e-9, Math.abs(m[0]));
  // Tolerances are bucketed so near-equal ones share an outline; a finer one than asked is never used coarser.
  const bucket = 2 ** Math.floor(Math.log2(local));
  return ringsTransform(
    remember(outlineMemo, `${bucket}|${d}`, () => regionFromPath(d, bucket)),
    m,
  );
}

function moveBox(box: Box, m: Matrix): Box {
  return { minX: box.minX * m[0] + m[4], minY: box.minY * m[3] + m[5], maxX: box.maxX * m[0] + m[4], maxY: box.maxY * m[3] + m[5] };
}

/** Every filled path of the document in paint order (top-level rects are the ground and are skipped). */
export function readDrawnPaths(svg: string): DrawnPath[] {
  const out: DrawnPath[] = [];
  for (const group of svg.matchAll(GROUP)) {
    const matrix = parseTransform(group[1]);
    for (const path of (group[2] ?? '').matchAll(PATH)) {
      const d = path[1] ?? '';
      const box = remember(boundsMemo, d, () => measurePathBounds(d));
      if (box) out.push({ d, paint: path[2] ?? '', matrix, box: moveBox(box, matrix) });
    }
  }
  return out;
}

/** The glyphs of the name lines found in the document, placed as drawn. */
export function findDrawnGlyphs(drawn: readonly DrawnPath[], lines: readonly SetTextResult[], tolerance: number): GlyphShape[] {
  const glyphs: GlyphShape[] = [];
  for (const line of lines) {
    const at = drawn.find((p) => p.d === line.d);
    if (!at) continue;
    for (const g of line.glyphs) {
      if (!g.d.trim()) continue;
      glyphs.push({ char: g.char, region: placedRegion(g.d, at.matrix, tolerance) });
    }
  }
  return glyphs;
}

/** The drawn paths as painted regions (only those whose bounds come near `near`, to keep the check cheap). */
export function toPaintedShapes(drawn: readonly DrawnPath[], near: Box, ground: string, tolerance: number): PaintedShape[] {
  return drawn
    .filter((p) => p.box.minX <= near.maxX && near.minX <= p.box.maxX && p.box.minY <= near.maxY && near.minY <= p.box.maxY)
    .map((p) => ({
      region: placedRegion(p.d, p.matrix, tolerance),
      paint: p.paint.toLowerCase() === ground.toLowerCase() ? 'ground' : p.paint.toLowerCase(),
    }));
}
