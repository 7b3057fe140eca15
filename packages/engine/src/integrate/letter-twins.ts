/**
 * Letters that differ from a twin only by one small stroke: a Q is an O with a tail, a G a C with a spur. Set alone in
 * an app icon, the stroke must survive 16 px, or the letter reads as its twin (League Gothic's Q as a zero, the
 * twenty-ninth review's fire safety icons).
 */
import { boxOfRings, matrixTranslate, ringsTransform } from '../geometry';
import { regionArea, regionFromGlyphs, regionSubtract } from '../path';
import { misreadsAlone } from '../type/alone-misreads';
import { setText } from '../type/set-text';
import type { FontHandle } from '../type/types';

/** Each letter with the letter it reads as when its telling stroke melts. */
const TWINS: Readonly<Record<string, string>> = { Q: 'O', G: 'C', R: 'P', E: 'F' };

/**
 * Least area, in square pixels of a 16 px icon, by which a letter must differ from its twin: a normal Q's tail is
 * 3 to 7 px² there; League Gothic's is 1.3 px², about one grey pixel.
 */
export const MIN_TWIN_PX = 2.5;

/**
 * The area, in square pixels at 16 px, by which `char` set in `font` differs from its twin in the same face, the two
 * aligned at their top-left ink corner, when the letter fills `share` of the tile; Infinity for a letter with no twin.
 */
export function twinDifferencePx(font: FontHandle, char: string, share: number): number {
  return differenceShare(font, char) * (share * 16) ** 2;
}

/** Per face and letter, the area differing from the twin as a share of the letter's longer side squared (memoised). */
const shares = new WeakMap<FontHandle, Map<string, number>>();

function differenceShare(font: FontHandle, char: string): number {
  const known = shares.get(font) ?? new Map<string, number>();
  shares.set(font, known);
  const hit = known.get(char);
  if (hit !== undefined) return hit;
  const measured = measureDifferenceShare(font, char);
  known.set(char, measured);
  return measured;
}

function measureDifferenceShare(font: FontHandle, char: string): number {
  const twin = TWINS[char];
  if (!twin) return Number.POSITIVE_INFINITY;
  const letter = regionFromGlyphs(setText(font, char, { size: 1000, trackingEm: 0 }).d);
  const other = regionFromGlyphs(setText(font, twin, { size: 1000, trackingEm: 0 }).d);
  if (letter.length === 0 || other.length === 0) return Number.POSITIVE_INFINITY;
  const a = boxOfRings(letter);
  const b = boxOfRings(other);
  const moved = ringsTransform(other, matrixTranslate(a.minX - b.minX, a.minY - b.minY));
  const differ = regionArea(regionSubtract(letter, moved)) + regionArea(regionSubtract(moved, letter));
  return differ / Math.max(a.maxX - a.minX, a.maxY - a.minY, 1e-9) ** 2;
}

/** Whether `char` in `font` keeps the stroke that tells it from its twin at 16 px, and reads as itself alone. */
export function tellsTwinApart(font: FontHandle, char: string, share: number): boolean {
  if (misreadsAlone(font.family, char)) return false;
  return twinDifferencePx(font, char, share) >= MIN_TWIN_PX;
}
