/**
 * Opens pairs of a set line whose letters touch: tight tracking stays tight, but a pair the font's kerning drives
 * into each other (t + w, r + y in a heavy face at −0.05 em) is kerned open by what it lacks, as a typesetter
 * would. Connected scripts and joining scripts (Arabic, Devanagari) are left as set.
 */
import { type Ring, regionGap, ringsTransform } from '../geometry';
import { regionFromPath, transformPath } from '../path';
import { isSeparateLetter } from '../qa/glyph-integrity';
import type { SetTextResult } from '../type/types';

/** Clear space the wordmark keeps between letters, in cap heights (above the name check's minimum). */
export const WORDMARK_MIN_GAP_CAP = 0.03;
const MAX_STEPS = 8;

/** The line with every touching pair of separate letters opened to `minGap`; the same object when none touch. */
export function openTouchingPairs(line: SetTextResult, minGap: number): SetTextResult {
  // Joining scripts are left as set; punctuation (a hyphen, an apostrophe) does not stop the Latin letters being opened.
  if (line.glyphs.some((g) => g.d.trim() && /[\p{L}\p{M}]/u.test(g.char) && !isSeparateLetter(g.char))) return line;
  if (line.glyphs.some((g, i) => i > 0 && g.x < line.glyphs[i - 1]!.x)) return line;
  let shift = 0;
  // The previous letter as placed; its outline is flattened only when a neighbour's box comes within the gap.
  let prev: { d: string; shift: number; maxX: number } | undefined;
  const outlineOf = (d: string, by: number): Ring[] => ringsTransform(regionFromPath(d, minGap / 4), [1, 0, 0, 1, by, 0]);
  const shifts = line.glyphs.map((g) => {
    if (!g.d.trim()) return shift;
    // Boxes apart by the gap or more cannot touch: most pairs of a line end here, without any geometry.
    const near = prev && g.bbox && g.bbox.minX + shift - prev.maxX < minGap;
    if (prev && (near || !g.bbox)) {
      const before = outlineOf(prev.d, prev.shift);
      for (let step = 0; step < MAX_STEPS; step++) {
        const gap = regionGap(before, outlineOf(g.d, shift), minGap * 2);
        if (gap >= minGap) break;
        // Overlapping outlines report no gap at all, so step by a whole gap until they part.
        shift += gap > 0 ? minGap - gap + minGap * 0.05 : minGap;
      }
    }
    prev = { d: g.d, shift, maxX: (g.bbox?.maxX ?? Number.POSITIVE_INFINITY) + shift };
    return shift;
  });
  if (shift === 0) return line;
  const glyphs = line.glyphs.map((g, i) => {
    const by = shifts[i]!;
    if (by === 0) return g;
    return {
      ...g,
      x: g.x + by,
      d: g.d.trim() ? transformPath(g.d, [1, 0, 0, 1, by, 0]) : g.d,
      bbox: g.bbox ? { ...g.bbox, minX: g.bbox.minX + by, maxX: g.bbox.maxX + by } : g.bbox,
    };
  });
  return {
    ...line,
    d: glyphs.map((g) => g.d).join(''),
    width: line.width + shift,
    bbox: { ...line.bbox, maxX: line.bbox.maxX + shift },
    glyphs,
  };
}
