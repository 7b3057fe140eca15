/** Wordmark marks of long names set on two balanced lines, so the primary keeps a presentable shape (about ≤ 4:1). */
import { buildMark } from '../marks';
import { REBUS_COUNTER_TEXT, REBUS_TEXT } from '../marks/modules/lettering';
import { NEGATIVE_SPACE_TEXT } from '../marks/modules/negative-space';
import { MARK_BOX, type Mark, type MarkContext, type MarkLayer, type MarkTextOptions } from '../marks/types';
import { fitBoxMatrix, transformPath } from '../path';
import { measurePathBounds, unionBounds } from '../svg/bounds';
import type { TextBox } from '../type/types';
import { splitForStack } from './typography';

/** Names longer than this many characters go on two lines in a wordmark mark. */
const TWO_LINE_MIN_CHARS = 18;
/**
 * A hidden figure lives only in the mark's letters: a name the primary would otherwise break onto two plain lines of
 * type is stacked inside the mark instead, so the primary still shows the figure.
 */
const TWO_LINE_MIN_CHARS_BY_BASE: Record<string, number> = { 'negative-space-wordmark': 14 };
/**
 * Modules that set the name as one line of letters, so each line can be built on its own (a script wordmark
 * writes a long name on two lines itself, with one swash under both).
 */
const LINE_BASES = new Set(['pure-wordmark', 'multicolor-letter-sequence', 'negative-space-wordmark', 'rebus']);
/**
 * Marks with one device (a hidden arrow, one pictogram): only the first line carries it, the second is the same
 * capitals set plainly. Their lines are matched by ink height, since the device widens the first line.
 */
const PLAIN_SECOND_LINE: Record<string, MarkTextOptions> = { 'negative-space-wordmark': NEGATIVE_SPACE_TEXT, rebus: REBUS_TEXT };
/** Marks whose one device follows the name's last letter (a story detail): only the last line carries it. */
const DEVICE_AT_END = new Set(['wordmark-with-story-detail']);
// Gap between the lines as a share of the taller line's ink height: tight, as in a set two-line logotype.
const LINE_GAP = 0.3;
const SHARE = 0.86;

/**
 * A one-line name mark wider than this (a wide or tracked face on a name under TWO_LINE_MIN_CHARS) goes on two lines
 * as well: the lockups would otherwise replace it with plain lines of type, dropping the mark's own device.
 */
const MAX_ONE_LINE_ASPECT = 7.5;

function aspectOfLayers(layers: readonly MarkLayer[]): number {
  const box = boundsOf(layers);
  return box ? (box.maxX - box.minX) / Math.max(1e-6, box.maxY - box.minY) : 0;
}

function boundsOf(layers: readonly MarkLayer[]): TextBox | null {
  return unionBounds(layers.map((l) => measurePathBounds(l.d)));
}

function moveLayers(layers: readonly MarkLayer[], matrix: readonly [number, number, number, number, number, number]): MarkLayer[] {
  return layers.map((l) => ({ ...l, d: transformPath(l.d, matrix) }));
}

/** One line of the name as its own mark (see PLAIN_SECOND_LINE for marks with a single device). */
function buildLine(ctx: MarkContext, mark: Mark, line: string, index: number, count: number, first?: Mark): Mark {
  if (DEVICE_AT_END.has(mark.archetype) && index < count - 1) return buildPlainLine(ctx, mark, line);
  // A rebus whose first line holds its figure in a counter is set lighter: the second line matches it.
  const plain =
    first?.features?.counterFigure && mark.baseArchetype === 'rebus' ? REBUS_COUNTER_TEXT : PLAIN_SECOND_LINE[mark.baseArchetype];
  if (index > 0 && plain && ctx.fonts) {
    const set = ctx.fonts.setText(line.toUpperCase(), plain);
    const glyphs = ctx.fonts.glyphOutlines?.(line.toUpperCase(), plain).filter((g) => g.d.trim() !== '');
    const chars = [...line.toUpperCase()].filter((c) => c.trim() !== '');
    const nameGlyphs = glyphs?.length === chars.length ? glyphs.map((g, i) => ({ char: chars[i]!, d: g.d })) : undefined;
    return {
      ...mark,
      layers: [{ d: set.d, ink: 'primary', fillRule: 'nonzero' }],
      // Set plainly, the line's letters are their own clean setting.
      features: { ...mark.features, nameGlyphs, letterGlyphs: nameGlyphs },
    };
  }
  return buildLineAs(ctx, line, mark.archetype);
}

/**
 * One line of the name built as a mark of its own by `archetype`. Its pictures are still chosen from the whole brief
 * (the line "WOBBLY" alone would be dealt another idea than "Wobbly Giraffe Store": the record named a puzzle piece
 * while the line drew a toy brick).
 */
function buildLineAs(ctx: MarkContext, line: string, archetype: string): Mark {
  return buildMark({ ...ctx, conceptBrief: ctx.conceptBrief ?? ctx.brief, brief: { ...ctx.brief, brandName: line } }, archetype);
}

/** The line set as the mark's base archetype, without its device. */
function buildPlainLine(ctx: MarkContext, mark: Mark, line: string): Mark {
  return buildLineAs(ctx, line, mark.baseArchetype);
}

/** Each line's letters moved with its line (undefined unless every line reported them). */
function stackGlyphs(
  key: 'nameGlyphs' | 'letterGlyphs',
  parts: readonly Mark[],
  place: (i: number) => readonly [number, number, number, number, number, number],
  fit: readonly [number, number, number, number, number, number],
) {
  if (!parts.every((p) => p.features?.[key])) return undefined;
  return parts.flatMap((p, i) =>
    (p.features?.[key] ?? []).map((g) => ({ char: g.char, d: transformPath(transformPath(g.d, place(i)), fit) })),
  );
}

/** What the device line drew: its pictogram and the letter whose counter holds it, if any. */
function deviceFeatures(part: Mark): Pick<NonNullable<Mark['features']>, 'icons' | 'counterFigure'> {
  const { icons, counterFigure } = part.features ?? {};
  return { icons, counterFigure };
}

/** Features without the one-line mark's hidden figure (the stacked mark reports its first line's instead). */
function withoutFigure(features: Mark['features']): Mark['features'] {
  const { gapFigure: _kind, hiddenFigure: _outline, ...rest } = features ?? {};
  return rest;
}

/** The hidden figure of a line, moved with its line. */
function lineFigure(
  part: Mark,
  place: readonly [number, number, number, number, number, number],
  fit: readonly [number, number, number, number, number, number],
): Pick<NonNullable<Mark['features']>, 'gapFigure' | 'hiddenFigure'> {
  const { gapFigure, hiddenFigure } = part.features ?? {};
  return {
    ...(gapFigure ? { gapFigure } : {}),
    ...(hiddenFigure ? { hiddenFigure: transformPath(transformPath(hiddenFigure, place), fit) } : {}),
  };
}

/**
 * Rebuilds a one-line name mark line by line and stacks the lines at one type size (each line is fitted to the
 * box on its own, so it is rescaled by its set width). Returns the mark unchanged when it is short, not a line
 * of letters, or a line cannot be built.
 */
export function stackLongNameMark(ctx: MarkContext, mark: Mark): Mark {
  const name = ctx.brief.brandName.trim();
  const minChars = TWO_LINE_MIN_CHARS_BY_BASE[mark.baseArchetype] ?? TWO_LINE_MIN_CHARS;
  // A name over its descriptor is already set on two lines.
  if (!mark.carriesName || !LINE_BASES.has(mark.baseArchetype) || mark.features?.descriptor) return mark;
  if (name.length <= minChars && aspectOfLayers(mark.layers) <= MAX_ONE_LINE_ASPECT) return mark;
  const lines = splitForStack(name);
  if (lines.length !== 2) return mark;
  let parts: Mark[];
  try {
    parts = [];
    for (const [index, line] of lines.entries()) parts.push(buildLine(ctx, mark, line, index, lines.length, parts[0]));
  } catch {
    return mark;
  }
  const setWidths = lines.map((line) => ctx.fonts?.setText(line, { role: 'display', size: 100 }).width ?? line.length);
  const boxes = parts.map((p) => boundsOf(p.layers));
  if (boxes.some((b) => b === null)) return mark;
  // A line carrying a trailing device is sized by its letters alone, so both lines keep one type size.
  const sized = DEVICE_AT_END.has(mark.archetype)
    ? boxes.map((b, i) => (i === lines.length - 1 ? boundsOf(buildPlainLine(ctx, mark, lines[i]!).layers) : b))
    : boxes;
  if (sized.some((b) => b === null)) return mark;
  const widest = Math.max(...setWidths);
  // Line widths in MARK_BOX units keep the intermediate numbers large, so rounding never eats a curve.
  const scales = PLAIN_SECOND_LINE[mark.baseArchetype]
    ? boxes.map((b) => (MARK_BOX * 0.1) / Math.max(1e-6, b!.maxY - b!.minY))
    : sized.map((b, i) => (MARK_BOX * setWidths[i]!) / widest / Math.max(1e-6, b!.maxX - b!.minX));
  const heights = boxes.map((b, i) => (b!.maxY - b!.minY) * scales[i]!);
  const gap = LINE_GAP * Math.max(...heights);
  const place = (i: number) => {
    const b = boxes[i]!;
    const s = scales[i]!;
    const w = (b.maxX - b.minX) * s;
    const top = i === 0 ? 0 : heights[0]! + gap;
    return [s, 0, 0, s, -w / 2 - b.minX * s, top - b.minY * s] as const;
  };
  const stack = (pick: (p: Mark) => readonly MarkLayer[]) => parts.flatMap((p, i) => moveLayers(pick(p), place(i)));
  const layers = stack((p) => p.layers);
  const box = boundsOf(layers);
  if (!box) return mark;
  const fit = fitBoxMatrix({ minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY }, MARK_BOX * SHARE, {
    x: MARK_BOX / 2,
    y: MARK_BOX / 2,
  });
  const hasMono = parts.some((p) => p.monoLayers);
  const hiddenFigure = mark.baseArchetype === 'negative-space-wordmark';
  // The line that carries the one device tells what was drawn (the one-line mark may have found another letter for it).
  const devicePart = DEVICE_AT_END.has(mark.archetype) ? parts[parts.length - 1] : mark.baseArchetype === 'rebus' ? parts[0] : undefined;
  return {
    ...mark,
    layers: moveLayers(layers, fit),
    ...(hasMono
      ? {
          monoLayers: moveLayers(
            stack((p) => p.monoLayers ?? p.layers),
            fit,
          ),
        }
      : {}),
    // The hidden figure is found (or not) on the first line only, so that line's own account replaces the one-line mark's.
    description: hiddenFigure
      ? `${parts[0]!.description} ${lines[1]} follows on a second line, set plainly.`
      : (devicePart ?? mark).description,
    features: {
      ...(hiddenFigure ? { ...withoutFigure(mark.features), ...lineFigure(parts[0]!, place(0), fit) } : mark.features),
      ...(devicePart ? deviceFeatures(devicePart) : {}),
      letters: lines.join(' '),
      nameGlyphs: stackGlyphs('nameGlyphs', parts, (i) => place(i), fit),
      letterGlyphs: stackGlyphs('letterGlyphs', parts, (i) => place(i), fit),
    },
  };
}
