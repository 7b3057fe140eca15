/** Horizontal, stacked and mark-only compositions, measured in wordmark units (cap height = master's cap). */

import { transformPath } from '../path/transform';
import { boxHeight, boxWidth, createMarkPiece, createTextPiece, measurePlaced, type Piece, type Placed } from './pieces';
import type { LockupLength, LockupParams } from './types';

/** Grid unit of 'u' lengths: a quarter of the cap height (Vignelli's unigrid habit, designer-dna.md §5). */
export function resolveLength(value: LockupLength, markHeight: number, cap: number): number {
  if (typeof value === 'number') return value * markHeight;
  return Number.parseFloat(value) * (cap / 4);
}

export interface Composition {
  items: Placed[];
  /** Mark height used for clear space (cap-derived when there is no mark). */
  markHeight: number;
  /** Clear space all round when the arrangement sets its own (a name block keeps one cap height). */
  clearSpace?: number;
}

// Taglines sit this many cap heights under the name.
const TAGLINE_GAP_CAP = 0.7;

// A tagline's capitals stay at most this share of the name's cap height, and its line no wider than the name...
const TAGLINE_MAX_CAP_SHARE = 0.42;
const TAGLINE_MAX_WIDTH_SHARE = 0.9;
// ...unless that would set them under this share: a long tagline then runs wider than the name rather than shrink to
// a hairline no one reads on a letterhead or an email signature.
const TAGLINE_MIN_CAP_SHARE = 0.3;
// How far past the name's width a one-line tagline may run at that floor before it breaks onto two lines.
const TAGLINE_MAX_OVERRUN = 1.25;
// The largest a two-line tagline's capitals are set, as a share of the name's.
const TAGLINE_TWO_LINE_CAP_SHARE = 0.32;

/** How a two-line tagline's lines sit against each other: flush left beside a mark, centred under a centred name. */
type TaglineAlign = 'left' | 'center' | 'right';

/** Baseline-to-baseline distance of a two-line tagline, in its capitals. */
const TAGLINE_LEADING_CAPS = 1.9;

/** The tagline's two lines as one piece, each line aligned in the width of the longer. */
function twoLineTagline(lines: NonNullable<LockupParams['master']['taglineLines']>, align: TaglineAlign): Piece {
  const pieces = lines.map((line) => createTextPiece(line, 'tagline'));
  const width = Math.max(...pieces.map((p) => boxWidth(p.box)));
  const leading = TAGLINE_LEADING_CAPS * lines[0].capHeight;
  const offset = (p: Piece) =>
    (align === 'left' ? 0 : align === 'right' ? width - boxWidth(p.box) : (width - boxWidth(p.box)) / 2) - p.box.minX;
  const paths = pieces.flatMap((p, i) =>
    p.paths.map((path) => ({ ...path, d: transformPath(path.d, [1, 0, 0, 1, offset(p), i * leading]) })),
  );
  const descent = Math.max(...pieces.map((p) => p.ink.maxY));
  return {
    paths,
    box: { minX: 0, minY: -lines[0].capHeight, maxX: width, maxY: leading },
    ink: { minX: 0, minY: Math.min(...pieces.map((p) => p.ink.minY)), maxX: width, maxY: leading + descent },
  };
}

/**
 * Places the tagline under or beside a name `nameWidth` wide: smaller than the name and no wider. A tagline that would
 * have to shrink below a readable share of the name's capitals to stay that narrow breaks onto two lines; one too long
 * even for two runs wider than the name rather than shrink to a hairline.
 */
function fitTagline(
  params: LockupParams,
  nameWidth: number,
  nameCap = params.master.wordmark.capHeight,
  align: TaglineAlign = 'center',
): { piece: Piece; scale: number } | undefined {
  const { tagline, taglineLines } = params.master;
  if (!tagline) return undefined;
  const tagCap = Math.max(1e-6, tagline.capHeight);
  const smallest = (TAGLINE_MIN_CAP_SHARE * nameCap) / tagCap;
  // A designer's small tagline (a fifth of the name) is brought up to the readable floor, never past the ceiling.
  const largest = Math.max(smallest, Math.min(1, (TAGLINE_MAX_CAP_SHARE * nameCap) / tagCap));
  const fit = (piece: Piece) => Math.min(largest, (TAGLINE_MAX_WIDTH_SHARE * nameWidth) / Math.max(1e-6, boxWidth(piece.box)));
  const line = createTextPiece(tagline, 'tagline');
  if (fit(line) >= smallest) return { piece: line, scale: fit(line) };
  // A short tagline at the floor runs a little past the name; a long one breaks, its two lines set no larger than a
  // third of the name's capitals so the block stays a tagline and not a second name.
  const overrun = (boxWidth(line.box) * smallest) / Math.max(1e-6, nameWidth);
  if (!taglineLines || overrun <= TAGLINE_MAX_OVERRUN) return { piece: line, scale: smallest };
  const lines = twoLineTagline(taglineLines, align);
  const twoLineLargest = Math.max(smallest, (TAGLINE_TWO_LINE_CAP_SHARE * nameCap) / tagCap);
  return { piece: lines, scale: Math.min(twoLineLargest, Math.max(fit(lines), smallest)) };
}

/** Mark scale so its ink box is `height` tall, keeping very wide marks from outgrowing the text. */
function scaleMarkToHeight(params: LockupParams, height: number, maxWidth = Number.POSITIVE_INFINITY): number {
  const box = params.master.markBounds;
  return Math.min(height / Math.max(1e-6, boxHeight(box)), maxWidth / Math.max(1e-6, boxWidth(box)));
}

/** The mark alone, plus the tagline under it when the mark carries the name. */
export function composeMarkOnly(params: LockupParams): Composition {
  const { master } = params;
  const cap = master.wordmark.capHeight;
  const { scale, markW, markH } = markOnlySize(params);
  const mark = createMarkPiece(master);
  const items: Placed[] = [{ piece: mark, x: 0, y: 0, scale }];
  const nameCap = nameCapInMark(params, markH);
  const tagline = master.nameInMark ? fitTagline(params, markW, nameCap) : undefined;
  if (tagline) {
    const w = boxWidth(tagline.piece.box) * tagline.scale;
    // The gap follows the name as the mark sets it, not the wordmark the mark stands in for.
    items.push({ piece: tagline.piece, x: (markW - w) / 2, y: markH + TAGLINE_GAP_CAP * Math.min(cap, nameCap), scale: tagline.scale });
  }
  return { items, markHeight: markH };
}

function markOnlySize(params: LockupParams): { scale: number; markW: number; markH: number } {
  const { master } = params;
  const cap = master.wordmark.capHeight;
  const markHeight = params.layout.horizontal.markHeightToCap * cap * 1.6;
  const scale = scaleMarkToHeight(params, markHeight, markHeight * 3.2);
  return { scale, markW: boxWidth(master.markBounds) * scale, markH: boxHeight(master.markBounds) * scale };
}

/** The cap height of a name drawn inside the mark: its ink height for a line of letters, a share of an emblem. */
export function nameCapInMark(params: LockupParams, markH: number): number {
  const { markBounds: box, wordmark, stackedLines } = params.master;
  const aspect = boxWidth(box) / Math.max(1e-6, boxHeight(box));
  if (aspect < 2) return 0.22 * markH;
  // A mark that sets the name on its stacked lines (a long name's rebus or script on two lines) is as wide as those
  // lines: its capitals are a share of its height, not 0.8 of it.
  const lineCount = stackedLines.length;
  if (lineCount > 1) {
    const cap = wordmark.capHeight;
    const span = 1 + ((lineCount - 1) * lineLeading(params)) / cap;
    const stackedAspect = Math.max(...stackedLines.map((line) => line.width)) / (span * cap);
    const oneLineAspect = wordmark.width / cap;
    if (Math.abs(Math.log(aspect / stackedAspect)) < Math.abs(Math.log(aspect / oneLineAspect))) return (0.9 * markH) / span;
  }
  return 0.8 * markH;
}

/** The mark's initial as a figure in the primary ink (the app icon's sign for a lettering mark). */
function initialFigure(params: LockupParams): Piece {
  const { initial } = params.master;
  const piece = createTextPiece(initial, 'wordmark');
  return { ...piece, paths: piece.paths.map((p) => ({ ...p, role: 'primary' as const })), box: initial.bbox, ink: initial.bbox };
}

/** A name-bearing mark as wide as a line of type (a wordmark, a rebus), rather than an emblem holding the name. */
function isWideMark(params: LockupParams): boolean {
  const box = params.master.markBounds;
  return boxWidth(box) / Math.max(1e-6, boxHeight(box)) >= 2;
}

/**
 * The sign that stands for the brand beside or above a name-bearing mark: the app icon's sign (the initial with the
 * figure or device the icon carries), so the stacked logo and the app icon show one sign; the bare initial without one.
 */
function signFigure(params: LockupParams): Piece {
  const sign = params.master.iconSign;
  if (!sign) return initialFigure(params);
  return { paths: sign.layers.map((l) => ({ d: l.d, role: l.ink, fillRule: l.fillRule })), box: sign.bounds, ink: sign.bounds };
}

/**
 * A name-bearing mark laid out wide. A wordmark or rebus already is the horizontal logo: it stands alone with its
 * tagline under it (beside it, a long tagline shrank to a hairline), never after a repeated initial ("H HOLLIS").
 * An emblem holding the name takes its tagline, or (without one) the brand's sign, beside it.
 */
function composeNamedMarkHorizontal(params: LockupParams): Composition {
  const { master } = params;
  if (isWideMark(params)) return composeMarkOnly(params);
  const cap = master.wordmark.capHeight;
  const { scale, markW, markH } = markOnlySize(params);
  const mark = createMarkPiece(master);
  if (master.tagline) {
    const tagline = fitTagline(params, markW, nameCapInMark(params, markH));
    if (tagline) {
      const tagH = boxHeight(tagline.piece.box) * tagline.scale;
      const x = markW + 1.2 * cap;
      return {
        items: [
          { piece: mark, x: 0, y: 0, scale },
          { piece: tagline.piece, x, y: (markH - tagH) / 2, scale: tagline.scale },
        ],
        markHeight: markH,
      };
    }
  }
  const sign = signFigure(params);
  const signScale = (1.05 * markH) / Math.max(1e-6, boxHeight(sign.box));
  const signW = boxWidth(sign.box) * signScale;
  const signH = boxHeight(sign.box) * signScale;
  return {
    items: [
      { piece: sign, x: 0, y: (markH - signH) / 2, scale: signScale },
      { piece: mark, x: signW + 0.5 * signH, y: 0, scale },
    ],
    markHeight: signH,
  };
}

/** A name-bearing mark stacked: the brand's sign above a line of letters (tagline under); an emblem over its tagline. */
function composeNamedMarkStacked(params: LockupParams): Composition {
  const { master } = params;
  // An emblem holding the name is already a stacked arrangement: it stands over its tagline, never over the name again.
  if (!isWideMark(params)) return composeMarkOnly(params);
  const cap = master.wordmark.capHeight;
  const { scale, markW, markH } = markOnlySize(params);
  const sign = signFigure(params);
  const signScale = Math.min((2.6 * markH) / Math.max(1e-6, boxHeight(sign.box)), (0.5 * markW) / Math.max(1e-6, boxWidth(sign.box)));
  const signW = boxWidth(sign.box) * signScale;
  const signH = boxHeight(sign.box) * signScale;
  const items: Placed[] = [
    { piece: sign, x: (markW - signW) / 2, y: 0, scale: signScale },
    { piece: createMarkPiece(master), x: 0, y: signH + 0.7 * markH, scale },
  ];
  const tagline = fitTagline(params, markW, nameCapInMark(params, markH));
  if (tagline) {
    const w = boxWidth(tagline.piece.box) * tagline.scale;
    items.push({ piece: tagline.piece, x: (markW - w) / 2, y: signH + 1.7 * markH + TAGLINE_GAP_CAP * cap, scale: tagline.scale });
  }
  return { items, markHeight: signH };
}

// A one-line name longer than this (in cap heights) is set on two lines beside the mark.
const HORIZONTAL_TWO_LINE_CAPS = 11;

/** Mark beside the name (designer-dna.md §2 layout.horizontal); very long names go on two lines. */
export function composeHorizontal(params: LockupParams): Composition {
  const { master, layout } = params;
  if (master.nameInMark) return composeNamedMarkHorizontal(params);
  const cap = master.wordmark.capHeight;
  const twoLines = master.stackedLines.length > 1 && master.wordmark.width > HORIZONTAL_TWO_LINE_CAPS * cap;
  const lines = (twoLines ? master.stackedLines : [master.wordmark]).map((line) => createTextPiece(line, 'wordmark'));
  const leading = lineLeading(params);
  const nameW = Math.max(...lines.map((l) => boxWidth(l.box)));
  const tagline = fitTagline(params, nameW, cap, 'left');
  const taglineGap = TAGLINE_GAP_CAP * cap;
  const tagH = tagline ? boxHeight(tagline.piece.box) * tagline.scale : 0;
  const blockH = cap + (lines.length - 1) * leading + (tagline ? taglineGap + tagH : 0);
  // The mark is at least as tall as the text block beside it, so it never looks like a bullet point.
  const targetH = Math.max(layout.horizontal.markHeightToCap * cap, blockH, twoLines ? cap + leading : 0);
  const scale = scaleMarkToHeight(params, targetH, targetH * 3.2);
  const mark = createMarkPiece(master);
  const markW = boxWidth(mark.box) * scale;
  const markH = boxHeight(mark.box) * scale;
  const gap = resolveLength(layout.horizontal.gapToMarkH, markH, cap);
  const wordTop = layout.horizontal.vAlign === 'cap' ? 0 : layout.horizontal.vAlign === 'baseline' ? markH - cap : (markH - blockH) / 2;
  const right = layout.horizontal.markSide === 'right';
  const textX = right ? 0 : markW + gap;
  const textW = Math.max(nameW, tagline ? boxWidth(tagline.piece.box) * tagline.scale : 0);
  const items: Placed[] = [{ piece: mark, x: right ? textW + gap : 0, y: 0, scale }];
  lines.forEach((line, index) => {
    items.push({ piece: line, x: textX, y: wordTop + index * leading, scale: 1 });
  });
  if (tagline) {
    items.push({ piece: tagline.piece, x: textX, y: wordTop + cap + (lines.length - 1) * leading + taglineGap, scale: tagline.scale });
  }
  return { items, markHeight: markH };
}

/** Baseline-to-baseline distance of a two-line name. */
function lineLeading(params: LockupParams): number {
  const { wordmark } = params.master;
  return Math.max(1.45 * wordmark.capHeight, (wordmark.capHeight + wordmark.descent) * 1.12);
}

/** Mark centred (or left-aligned) above the name, the name on one or two lines (layout.stacked). */
export function composeStacked(params: LockupParams): Composition {
  const { master, layout } = params;
  if (master.nameInMark) return composeNamedMarkStacked(params);
  const cap = master.wordmark.capHeight;
  const lines = master.stackedLines.map((line) => createTextPiece(line, 'wordmark'));
  const blockW = Math.max(...lines.map((l) => boxWidth(l.box)));
  // The preset ratio sizes the mark from the name's width; clamp it so short names don't shrink it to a dot
  // and long names don't blow it up past the type.
  const wanted = layout.stacked.markWidthToWordmark * blockW;
  const box = master.markBounds;
  const heightFromWidth = wanted * (boxHeight(box) / Math.max(1e-6, boxWidth(box)));
  const markH = Math.min(4.6 * cap, Math.max(2.4 * cap, heightFromWidth));
  const scale = scaleMarkToHeight(params, markH, Math.max(blockW, 3 * cap));
  const mark = createMarkPiece(master);
  const markW = boxWidth(mark.box) * scale;
  const realMarkH = boxHeight(mark.box) * scale;
  const gap = resolveLength(layout.stacked.gapToMarkH, realMarkH, cap);
  const width = Math.max(markW, blockW);
  const alignX = (w: number) => (layout.stacked.align === 'left' ? 0 : layout.stacked.align === 'right' ? width - w : (width - w) / 2);
  const items: Placed[] = [{ piece: mark, x: alignX(markW), y: 0, scale }];
  const leading = lineLeading(params);
  let baseline = realMarkH + gap + cap;
  lines.forEach((line, index) => {
    if (index > 0) baseline += leading;
    items.push({ piece: line, x: alignX(boxWidth(line.box)), y: baseline - boxHeight(line.box), scale: 1 });
  });
  const tagline = fitTagline(params, blockW, cap, layout.stacked.align);
  if (tagline) {
    const w = boxWidth(tagline.piece.box) * tagline.scale;
    items.push({ piece: tagline.piece, x: alignX(w), y: baseline + TAGLINE_GAP_CAP * cap, scale: tagline.scale });
  }
  return { items, markHeight: realMarkH };
}

/** The name alone (wordmark-only preference). */
/** The name set on its stacked lines (a long name broken at a word), centred, with the tagline under it. */
export function composeTwoLineName(params: LockupParams): Composition {
  const { master } = params;
  const cap = master.wordmark.capHeight;
  // A name the mark spelled keeps the mark's lettering colour (a requested colour may live there).
  const nameInk = master.nameInMark ? master.layers.find((layer) => layer.ink !== 'ground')?.ink : undefined;
  const lines = master.stackedLines.map((line) => {
    const piece = createTextPiece(line, 'wordmark');
    return nameInk ? { ...piece, paths: piece.paths.map((path) => ({ ...path, role: nameInk })) } : piece;
  });
  const blockW = Math.max(...lines.map((l) => boxWidth(l.box)));
  const leading = lineLeading(params);
  const items: Placed[] = [];
  let baseline = cap;
  lines.forEach((line, index) => {
    if (index > 0) baseline += leading;
    items.push({ piece: line, x: (blockW - boxWidth(line.box)) / 2, y: baseline - boxHeight(line.box), scale: 1 });
  });
  const tagline = fitTagline(params, blockW);
  if (tagline) {
    const w = boxWidth(tagline.piece.box) * tagline.scale;
    items.push({ piece: tagline.piece, x: (blockW - w) / 2, y: baseline + TAGLINE_GAP_CAP * cap, scale: tagline.scale });
  }
  return { items, markHeight: 2 * cap, clearSpace: cap };
}

/** Width over height of a composition's ink. */
export function aspectOf(composition: Composition): number {
  const box = measurePlaced(composition.items);
  return boxWidth(box) / Math.max(1e-6, boxHeight(box));
}

export function composeWordmarkOnly(params: LockupParams): Composition {
  const { master } = params;
  const word = createTextPiece(master.wordmark, 'wordmark');
  const items: Placed[] = [{ piece: word, x: 0, y: 0, scale: 1 }];
  const cap = master.wordmark.capHeight;
  const tagline = fitTagline(params, boxWidth(word.box));
  if (tagline) items.push({ piece: tagline.piece, x: 0, y: cap + TAGLINE_GAP_CAP * cap, scale: tagline.scale });
  return { items, markHeight: 2 * cap };
}
