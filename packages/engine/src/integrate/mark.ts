/** Builds the brand mark: the DNA's ranked archetypes through the marks module, with a letter disc as last resort. */
import type { DesignerDNA } from '../dna/types';
import { buildMark } from '../marks';
import type { Mark, MarkContext, MarkFonts, MarkTextOptions } from '../marks/types';
import { measurePathBounds, unionBounds } from '../svg/bounds';
import { keepsLettersTogether, setText } from '../type/set-text';
import type { FontHandle, FontSource, TextBox } from '../type/types';
import { stackLongNameMark } from './two-line-mark';
import type { ChosenType } from './typography';

/** Adapts the chosen typography to the marks seam (MarkFonts). */
export function createMarkFonts(fonts: FontSource, chosen: ChosenType, dna: DesignerDNA, fallbacks: FontHandle[]): MarkFonts {
  const fontFor = (options: MarkTextOptions): FontHandle => {
    const ref =
      options.role === 'support'
        ? chosen.support
        : options.role === 'script'
          ? (dna.typography.script?.[0] ?? chosen.display)
          : chosen.display;
    const base = options.role === 'support' ? chosen.supportFont : chosen.displayFont;
    return options.weight || options.role === 'script'
      ? fonts.getFont(ref.family, options.weight ?? base.weight, ref.italic ? 'italic' : 'normal')
      : base;
  };
  const set = (text: string, options: MarkTextOptions) =>
    setText(fontFor(options), text, {
      size: options.size,
      trackingEm: options.trackingEm ?? 0,
      scaleX: options.scaleX,
      obliqueDeg: options.obliqueDeg,
      fallbacks,
    });
  return {
    setText: set,
    glyphOutlines: (text, options) => {
      const line = set(text, options);
      // Arabic, Hebrew or Devanagari letters re-placed one by one would fall apart: the line is one shape.
      const parts = keepsLettersTogether(text) ? [{ d: line.d, advance: line.width }] : line.glyphs;
      return parts.map((g) => ({
        d: g.d,
        width: g.advance,
        ascent: line.ascent,
        descent: line.descent,
        capHeight: line.capHeight,
        xHeight: line.xHeight,
      }));
    },
  };
}

/** Ink bounds of a mark's layers, or null when it draws nothing. */
function measureMark(mark: Mark): TextBox | null {
  return unionBounds(mark.layers.map((l) => measurePathBounds(l.d)));
}

export interface BuiltMark {
  mark: Mark;
  bounds: TextBox;
  /** Archetypes that failed before this one, with why (reported as repairs). */
  skipped: string[];
}

/**
 * Tries each ranked archetype; a module that throws or draws nothing is skipped, never returned. With `accept`, the
 * first mark it accepts wins (the first built one when it accepts none): a chosen icon looks for a module that draws it.
 */
export function buildBrandMark(
  ctx: MarkContext,
  archetypes: readonly string[],
  fallback: () => Mark,
  accept?: (mark: Mark) => boolean,
): BuiltMark {
  const skipped: string[] = [];
  let first: BuiltMark | undefined;
  for (const id of archetypes) {
    try {
      const mark = stackLongNameMark(ctx, buildMark(ctx, id));
      const bounds = measureMark(mark);
      if (bounds && bounds.maxX - bounds.minX > 1 && bounds.maxY - bounds.minY > 1) {
        if (!accept || accept(mark)) return { mark, bounds, skipped };
        first ??= { mark, bounds, skipped: [...skipped] };
        continue;
      }
      skipped.push(`${id}: empty mark`);
    } catch (error) {
      skipped.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (first) return first;
  const mark = fallback();
  return { mark, bounds: measureMark(mark) ?? { minX: 0, minY: 0, maxX: 1000, maxY: 1000 }, skipped };
}
