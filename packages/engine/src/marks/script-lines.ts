/** Lines of script set at one size and stacked as close as their loops allow (script wordmarks and badges). */
import { type Box, boxOfRings, regionGap, ringsTransform } from '../geometry';
import type { Region } from '../path';
import { lettersRegion, type SetLetters, setLetters } from './letters';
import type { MarkContext, MarkTextOptions } from './types';

/** Clear space between two stacked lines of script, in cap heights. */
export const SCRIPT_LINE_GAP_CAP = 0.1;

export interface ScriptLines {
  /** All lines, each centred on x = 0; the first line's baseline is y = 0. */
  region: Region;
  box: Box;
  /** Each line's ink box and baseline in the block. */
  lines: Array<{ box: Box; baseline: number }>;
  cap: number;
}

/** Splits words into two lines of similar length. */
export function splitInTwo(words: readonly string[]): [string, string] {
  let best = 1;
  let bestDiff = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) {
      best = i;
      bestDiff = diff;
    }
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/**
 * Sets each line in the script face at one size, centres it, and puts it under the line above at the smallest
 * baseline step (from one cap height up) that keeps SCRIPT_LINE_GAP_CAP of clear space: ascender loops may reach
 * into the descender zone above, as in a written two-line signature, but letters never meet.
 */
export function stackScriptLines(ctx: MarkContext, archetype: string, texts: readonly string[], options: MarkTextOptions): ScriptLines {
  const sets: SetLetters[] = texts.map((text) => setLetters(ctx, archetype, text, options));
  const cap = sets[0]!.line.capHeight;
  const region: Region = [];
  const lines: ScriptLines['lines'] = [];
  let baseline = 0;
  sets.forEach((set, i) => {
    const dx = -(set.box.minX + set.box.maxX) / 2;
    const line = ringsTransform(lettersRegion(set), [1, 0, 0, 1, dx, 0]);
    if (i > 0) {
      const above = [...region];
      let step = cap;
      while (step < cap * 3 && regionGap(above, ringsTransform(line, [1, 0, 0, 1, 0, baseline + step]), cap) < cap * SCRIPT_LINE_GAP_CAP)
        step += cap * 0.05;
      baseline += step;
    }
    region.push(...ringsTransform(line, [1, 0, 0, 1, 0, baseline]));
    const b = set.box;
    lines.push({ box: { minX: b.minX + dx, maxX: b.maxX + dx, minY: b.minY + baseline, maxY: b.maxY + baseline }, baseline });
  });
  return { region, box: boxOfRings(region), lines, cap };
}
