/** Bidirectional text: embedding levels (Unicode Bidi Algorithm, UAX #9, via bidi-js) and visual run order. */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
// Letters of right-to-left scripts; text without any keeps every level at 0 and skips the algorithm.
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether text reads right to left: its paragraph level, from its first strong character (UAX #9 P2–P3). */
export function isRightToLeft(text: string): boolean {
  if (!RTL_LETTER.test(text)) return false;
  return bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level === 1;
}

/** One embedding level per UTF-16 code unit; odd levels run right to left. */
export function resolveLevels(text: string): Uint8Array {
  if (!RTL_LETTER.test(text)) return new Uint8Array(text.length);
  return bidi.getEmbeddingLevels(text, 'auto').levels;
}

/** The mirrored form of a bracket or similar character set right to left ("(" → ")"), or the character itself. */
export function mirrorChar(char: string): string {
  return bidi.getMirroredCharacter(char) ?? char;
}

/**
 * Visual order of runs given their levels (UAX #9 rule L2): from the highest level down to the lowest odd one,
 * every maximal sequence of runs at that level or above is reversed.
 */
export function orderRunsVisually<T extends { level: number }>(runs: readonly T[]): T[] {
  const out = [...runs];
  if (out.length === 0) return out;
  const levels = out.map((r) => r.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < out.length) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.level >= level) j++;
      const reversed = out.slice(i, j).reverse();
      out.splice(i, j - i, ...reversed);
      i = j;
    }
  }
  return out;
}
