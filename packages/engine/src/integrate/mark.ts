/** Builds the brand mark: the DNA's ranked archetypes through the marks module, with a letter disc as last resort. */
import { isNeutralHex } from '../color';
import { baseArchetypeOf } from '../dna/archetypes';
import type { DesignerDNA } from '../dna/types';
import { buildMark } from '../marks';
import { FIGURE_MIN_SHARE_OF_LINE } from '../marks/counter-figure';
import { dealSeatOf, dealtIdeas, namePunOf } from '../marks/icon-pick';
import type { Mark, MarkContext, MarkFonts, MarkTextOptions } from '../marks/types';
import { hash32 } from '../random/hash';
import { measurePathBounds, unionBounds } from '../svg/bounds';
import { misreadsAlone } from '../type/alone-misreads';
import { keepsLettersTogether, setText } from '../type/set-text';
import type { FontHandle, FontSource, TextBox } from '../type/types';
import { stackLongNameMark } from './two-line-mark';
import { type ChosenType, initialFaceOf } from './typography';

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
    displayWrites: chosen.display.category.includes('script') || chosen.displayFont.style === 'italic',
    capitalsRole: initialFaceOf(chosen.display, chosen.support),
    readsAlone: (char, role) => !misreadsAlone(fontFor({ role, size: 1 }).family, char),
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
 * A default design whose planned take came out as a bare setting (the name in its face with nothing decided, or one
 * letter in a plain disc) tries the designer's other archetypes in the order of its cycle and keeps the first that
 * decides something: a figure, a rule, a second weight, the trade under the name. Where none does, the bare setting
 * stays (a designer of pure lettering whose other ideas the brief refused).
 */
export function buildPreferringDecision(
  ctx: MarkContext,
  archetypes: readonly string[],
  fallback: () => Mark,
  built: BuiltMark,
): BuiltMark {
  if (!built.mark.features?.plainSetting) return built;
  const others = archetypes.filter((id) => id !== built.mark.archetype);
  // Nor may it leave room for fewer of the colours the brief asked for than the bare setting did: the inks a mark
  // paints, and the name beside it when the mark does not carry it (Vignelli's disc took the asked yellow beside a navy
  // name; his name over its trade words, in one ink, had no room for it).
  // Asked hues only: a charcoal asked beside a yellow is the name's ink in any take.
  const asked = (ctx.requestedInks ?? []).filter((ink) => ink !== 'ground' && !isNeutralHex(ctx.palette[ink])).length;
  const room = (mark: Mark) => new Set(mark.layers.map((l) => l.ink).filter((ink) => ink !== 'ground')).size + (mark.carriesName ? 0 : 1);
  const decides = (mark: Mark) => !mark.features?.plainSetting && (asked < 2 || room(mark) >= Math.min(asked, room(built.mark)));
  const decided = buildBrandMark(ctx, others, fallback, decides);
  if (!decides(decided.mark) || !others.includes(decided.mark.archetype)) return built;
  return {
    ...decided,
    skipped: [...built.skipped, ...decided.skipped, `${built.mark.archetype}: a bare setting gives way to ${decided.mark.archetype}`],
  };
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
 * Designers who knock the brief's figure out of a second idea that holds it (a figure–ground pair, marks/nested-figure.ts):
 * Bass's and Leader's knockout figures, the firm's "abstract with meaning" frames, Haviv's double readings.
 */
const NESTING_DESIGNERS: readonly string[] = ['saul-bass', 'lindon-leader', 'chermayeff-geismar-haviv', 'sagi-haviv'];
const NESTING_ARCHETYPE = 'figure-ground-pair';
/** At most this many of them make the pair on one brief, each cutting into a different holder where the brief has several. */
const NESTING_DESIGNERS_PER_NAME = 3;

/** An archetype a designer's default design tries before its planned take, because it carries the brief's idea. */
export interface IdeaPreference {
  archetype: string;
  /** For 'nest': the deal seats of the designers whose turn comes before this one's (marks/nested-figure.ts). */
  rivals?: readonly number[];
  /** The designer's turn among those of its group trying it on this name (0–2). */
  turn: number;
  /** 'fuse': the figure set into the name's letters; 'nest': the figure knocked out of a holder. */
  kind: 'fuse' | 'nest';
  /** For 'fuse': the brief's ideas were dealt to this designer first (ideaDesignersOn), to draw one of them. */
  dealtFirst?: boolean;
}

/** The designer's turn among `group` on this name (a hash of the name orders them), or -1 when it has none. */
function turnAmong(group: readonly string[], designerId: string, name: string, seats: number): number {
  const key = name.trim().toLowerCase();
  const order = [...group].sort((a, b) => hash32(`${a}|fuse|${key}`) - hash32(`${b}|fuse|${key}`) || a.localeCompare(b));
  const turn = order.indexOf(designerId);
  return turn < seats ? turn : -1;
}

/**
 * The archetype this designer tries before its planned take on this name, with its turn, or undefined: three of the
 * four designers that fuse a figure with the name (chosen by a hash of the name, so which three changes from name to
 * name), and three of the four that knock it out of a holder.
 */
export function ideaArchetypeFor(designerId: string, name: string, ahead: readonly string[] = []): IdeaPreference | undefined {
  const fusing = FUSING_ARCHETYPES[designerId];
  if (fusing) {
    const turn = turnAmong(Object.keys(FUSING_ARCHETYPES), designerId, name, FUSING_DESIGNERS_PER_NAME);
    return turn < 0 ? undefined : { archetype: fusing, turn, kind: 'fuse', dealtFirst: ahead.includes(designerId) };
  }
  const turn = turnAmong(NESTING_DESIGNERS, designerId, name, NESTING_DESIGNERS_PER_NAME);
  if (turn < 0) return undefined;
  const rivals = NESTING_DESIGNERS.filter((id) => {
    const theirs = turnAmong(NESTING_DESIGNERS, id, name, NESTING_DESIGNERS_PER_NAME);
    return theirs >= 0 && theirs < turn;
  }).map((id) => dealSeatOf(id, 0, ahead)!);
  return { archetype: NESTING_ARCHETYPE, turn, kind: 'nest', rivals };
}

/**
 * A name with a letter that can hold a fused figure: a round counter in capitals (the Cyrillic and Greek O as well as
 * the Latin), or a dotted i or j.
 */
const FUSION_SEAT = /[OQDÒÓÔÕÖØОΟ]|[IJ]/u;

/**
 * The designers whose default design tries to fuse the brief's figure with this name, in their turns, where the name
 * has a letter to hold it, then those who knock it out of a holder, where the brief offers one (`nesting`): the
 * brief's ideas are dealt to them first, so an idea goes to a construction that carries it before a pictogram placed
 * in a disc or a seal takes it, and the fusing designers are dealt different ideas where the brief has as many.
 */
export function ideaDesignersOn(name: string, nesting = false): string[] {
  const inTurn = (group: readonly string[], seats: number) =>
    group
      .map((id) => ({ id, turn: turnAmong(group, id, name, seats) }))
      .filter((entry) => entry.turn >= 0)
      .sort((a, b) => a.turn - b.turn)
      .map((entry) => entry.id);
  // Only the rebus designers: a figure no letter holds still stands in their name as a word, so the idea dealt to them
  // is drawn either way (a story detail would pin it after a name its designer sets better over its trade).
  const rebus = (id: string) => baseArchetypeOf(FUSING_ARCHETYPES[id]!) === 'rebus';
  return [
    ...(FUSION_SEAT.test(name.toUpperCase()) ? inTurn(Object.keys(FUSING_ARCHETYPES), FUSING_DESIGNERS_PER_NAME).filter(rebus) : []),
    ...(nesting ? inTurn(NESTING_DESIGNERS, NESTING_DESIGNERS_PER_NAME) : []),
  ];
}

/** Whether a mark knocks the brief's figure out of a holder. */
function nestsIdea(mark: Mark): boolean {
  return mark.archetype === NESTING_ARCHETYPE && (mark.features?.icons?.length ?? 0) === 2;
}

/**
 * The brand mark, built as buildBrandMark builds it, except that a designer's default design whose planned take
 * carries no idea is measured against the designer's idea archetype: when that one fuses the brief's figure with the
 * name, or knocks it out of a holder, it wins (the planned take is recorded as passed over).
 */
export function buildPreferringFusion(
  ctx: MarkContext,
  archetypes: readonly string[],
  fallback: () => Mark,
  preferred: IdeaPreference | undefined,
  accept?: (mark: Mark) => boolean,
): BuiltMark {
  const built = buildBrandMark(ctx, archetypes, fallback, accept);
  if (!preferred || accept?.(built.mark) || fusesIdea(built.mark) || nestsIdea(built.mark) || built.mark.archetype === preferred.archetype)
    return built;
  if (preferred.kind === 'nest') {
    const nested = buildBrandMark({ ...ctx, holderRivals: preferred.rivals ?? [] }, [preferred.archetype], fallback, nestsIdea);
    return nestsIdea(nested.mark)
      ? { ...nested, skipped: [...built.skipped, `${built.mark.archetype}: ${preferred.archetype} knocks the figure out of a holder`] }
      : built;
  }
  if (!archetypes.includes(preferred.archetype)) return built;
  const fusing = preferred;
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
      return fusesIdea(mark) && (icon === attempt.pun || leading.has(icon)) && figureShare(mark) >= FIGURE_MIN_SHARE_OF_LINE;
    };
    const fused = buildBrandMark(attempt, [fusing.archetype], fallback, fits);
    if (fits(fused.mark))
      return { ...fused, skipped: [...built.skipped, `${built.mark.archetype}: ${fusing.archetype} fuses the figure with the name`] };
  }
  // Dealt the brief's idea before the designers who place pictograms, and no letter holds it: the rebus still draws it,
  // the pictogram standing in the name as a word, rather than leave it undrawn under a planned take of letters alone.
  const drawsFigure = (mark: Mark) => (mark.features?.icons?.length ?? 0) > 0;
  if (fusing.dealtFirst && !drawsFigure(built.mark)) {
    const own = buildBrandMark(ctx, [fusing.archetype], fallback, drawsFigure);
    if (drawsFigure(own.mark) && own.mark.archetype === fusing.archetype)
      return { ...own, skipped: [...built.skipped, `${built.mark.archetype}: ${fusing.archetype} draws the idea dealt to it`] };
  }
  return built;
}
