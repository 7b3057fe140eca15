/** Builds the brand mark: the DNA's ranked archetypes through the marks module, with a letter disc as last resort. */
import type { DesignerDNA } from '../dna/types';
import { buildMark } from '../marks';
import { dealtIdeas, namePunOf } from '../marks/icon-pick';
import type { Mark, MarkContext, MarkFonts, MarkTextOptions } from '../marks/types';
import { hash32 } from '../random/hash';
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
export function measureMark(mark: Mark): TextBox | null {
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
function buildBrandMark(
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

/**
 * The archetype through which each designer fuses the brief's figure with the name (a figure in a round letter's
 * counter or for the dot of an i): Rand's and Glaser's rebus, Fletcher's witty substitution, Ogilvy's story detail.
 */
const FUSING_ARCHETYPES: Readonly<Record<string, string>> = {
  'paul-rand': 'rebus',
  'milton-glaser': 'rebus',
  'alan-fletcher': 'witty-substitution',
  'david-ogilvy': 'wordmark-with-story-detail',
};

/** At most this many of them fuse one brief's figure with its name, so twenty answers do not repeat one device. */
const FUSING_DESIGNERS_PER_NAME = 3;

/** How many of the brief's ideas, best first, may be fused with the name. */
const FUSED_IDEAS = 2;

/**
 * The smallest fused figure worth preferring, as a share of the mark's width: in a long name set on two lines a
 * figure in a counter or for a dot shrinks to a speck no one reads at a glance, and the designer's own take is better.
 */
const FUSED_MIN_SHARE = 0.1;

/** The size of a mark's figure (its accent layers) as a share of the whole mark's width; 0 without one. */
function figureShare(mark: Mark): number {
  const whole = measureMark(mark);
  const figure = unionBounds(mark.layers.filter((l) => l.ink === 'accent').map((l) => measurePathBounds(l.d)));
  if (!whole || !figure) return 0;
  return Math.max(figure.maxX - figure.minX, figure.maxY - figure.minY) / Math.max(1e-6, whole.maxX - whole.minX);
}

/** Whether a mark fuses an idea with the name's letters: a figure in a counter or for a dot, or a name word acted out. */
function fusesIdea(mark: Mark): boolean {
  return Boolean(mark.features?.counterFigure || mark.features?.nameWord);
}

/**
 * The fusing archetype this designer tries before its planned take on this name, and its turn among the designers
 * that try one (0–2), or undefined: three of the four designers that have one do, chosen by a hash of the name, so
 * which three changes from name to name.
 */
export function fusingArchetypeFor(designerId: string, name: string): { archetype: string; turn: number } | undefined {
  const key = name.trim().toLowerCase();
  const seats = Object.keys(FUSING_ARCHETYPES).sort(
    (a, b) => hash32(`${a}|fuse|${key}`) - hash32(`${b}|fuse|${key}`) || a.localeCompare(b),
  );
  const turn = seats.indexOf(designerId);
  const archetype = FUSING_ARCHETYPES[designerId];
  return archetype && turn < FUSING_DESIGNERS_PER_NAME ? { archetype, turn } : undefined;
}

/**
 * The brand mark, built as buildBrandMark builds it, except that a designer's default design whose planned take
 * does not fuse an idea with the name is measured against the designer's fusing archetype: when that one fuses the
 * brief's figure with the name, it wins (the planned take is recorded as passed over).
 */
export function buildPreferringFusion(
  ctx: MarkContext,
  archetypes: readonly string[],
  fallback: () => Mark,
  fusing: { archetype: string; turn: number } | undefined,
  accept?: (mark: Mark) => boolean,
): BuiltMark {
  const built = buildBrandMark(ctx, archetypes, fallback, accept);
  if (!fusing || accept || fusesIdea(built.mark) || !archetypes.includes(fusing.archetype) || built.mark.archetype === fusing.archetype)
    return built;
  // Fused with the name, a side idea would stand for the business: only the name's own picture (a pun) or one of the
  // brief's two leading ideas may. The fusing designers take turns at which they try first, so no more than two of
  // them set the same pun.
  const pun = namePunOf(ctx)?.name;
  const leading = new Set(
    dealtIdeas(ctx)
      .slice(0, FUSED_IDEAS)
      .map((m) => m.name),
  );
  const withPun = pun ? [{ ...ctx, pun }] : [];
  const tries = fusing.turn === 1 ? [ctx, ...withPun] : [...withPun, ctx];
  for (const attempt of tries) {
    const fits = (mark: Mark) => {
      const icon = mark.features?.icons?.[0] ?? '';
      return fusesIdea(mark) && (icon === attempt.pun || leading.has(icon)) && figureShare(mark) >= FUSED_MIN_SHARE;
    };
    const fused = buildBrandMark(attempt, [fusing.archetype], fallback, fits);
    if (fits(fused.mark))
      return { ...fused, skipped: [...built.skipped, `${built.mark.archetype}: ${fusing.archetype} fuses the figure with the name`] };
  }
  return built;
}
