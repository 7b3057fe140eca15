/** Horizontal, stacked and mark-only compositions, measured in wordmark units (cap height = master's cap). */
import { boxHeight, boxWidth, createMarkPiece, createTextPiece, type Placed } from './pieces';
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
}

// Taglines sit this many cap heights under the name.
const TAGLINE_GAP_CAP = 0.7;

/** Mark scale so its ink box is `height` tall, keeping very wide marks from outgrowing the text. */
function scaleMarkToHeight(params: LockupParams, height: number, maxWidth = Number.POSITIVE_INFINITY): number {
  const box = params.master.markBounds;
  return Math.min(height / Math.max(1e-6, boxHeight(box)), maxWidth / Math.max(1e-6, boxWidth(box)));
}

/** The mark alone, plus the tagline under it when the mark carries the name. */
export function composeMarkOnly(params: LockupParams): Composition {
  const { master } = params;
  const cap = master.wordmark.capHeight;
  const markHeight = params.layout.horizontal.markHeightToCap * cap * 1.6;
  const scale = scaleMarkToHeight(params, markHeight, markHeight * 3.2);
  const mark = createMarkPiece(master);
  const items: Placed[] = [{ piece: mark, x: 0, y: 0, scale }];
  if (master.tagline && master.nameInMark) {
    const tagline = createTextPiece(master.tagline, 'tagline');
    const markW = boxWidth(mark.box) * scale;
    items.push({
      piece: tagline,
      x: (markW - boxWidth(tagline.box)) / 2,
      y: boxHeight(mark.box) * scale + TAGLINE_GAP_CAP * cap,
      scale: 1,
    });
  }
  return { items, markHeight: boxHeight(mark.box) * scale };
}

// A one-line name longer than this (in cap heights) is set on two lines beside the mark.
const HORIZONTAL_TWO_LINE_CAPS = 11;

/** Mark beside the name (designer-dna.md §2 layout.horizontal); very long names go on two lines. */
export function composeHorizontal(params: LockupParams): Composition {
  const { master, layout } = params;
  if (master.nameInMark) return composeMarkOnly(params);
  const cap = master.wordmark.capHeight;
  const twoLines = master.stackedLines.length > 1 && master.wordmark.width > HORIZONTAL_TWO_LINE_CAPS * cap;
  const lines = (twoLines ? master.stackedLines : [master.wordmark]).map((line) => createTextPiece(line, 'wordmark'));
  const leading = lineLeading(params);
  const tagline = master.tagline ? createTextPiece(master.tagline, 'tagline') : undefined;
  const taglineGap = TAGLINE_GAP_CAP * cap;
  const blockH = cap + (lines.length - 1) * leading + (tagline ? taglineGap + boxHeight(tagline.box) : 0);
  const targetH = Math.max(layout.horizontal.markHeightToCap * cap, twoLines ? cap + leading : 0);
  const scale = scaleMarkToHeight(params, targetH, targetH * 2.2);
  const mark = createMarkPiece(master);
  const markW = boxWidth(mark.box) * scale;
  const markH = boxHeight(mark.box) * scale;
  const gap = resolveLength(layout.horizontal.gapToMarkH, markH, cap);
  const wordTop = layout.horizontal.vAlign === 'cap' ? 0 : layout.horizontal.vAlign === 'baseline' ? markH - cap : (markH - blockH) / 2;
  const right = layout.horizontal.markSide === 'right';
  const textX = right ? 0 : markW + gap;
  const textW = Math.max(...lines.map((l) => boxWidth(l.box)), tagline ? boxWidth(tagline.box) : 0);
  const items: Placed[] = [{ piece: mark, x: right ? textW + gap : 0, y: 0, scale }];
  lines.forEach((line, index) => {
    items.push({ piece: line, x: textX, y: wordTop + index * leading, scale: 1 });
  });
  if (tagline) items.push({ piece: tagline, x: textX, y: wordTop + cap + (lines.length - 1) * leading + taglineGap, scale: 1 });
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
  if (master.nameInMark) return composeMarkOnly(params);
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
  const left = layout.stacked.align === 'left';
  const width = Math.max(markW, blockW);
  const alignX = (w: number) => (left ? 0 : (width - w) / 2);
  const items: Placed[] = [{ piece: mark, x: alignX(markW), y: 0, scale }];
  const leading = lineLeading(params);
  let baseline = realMarkH + gap + cap;
  lines.forEach((line, index) => {
    if (index > 0) baseline += leading;
    items.push({ piece: line, x: alignX(boxWidth(line.box)), y: baseline - boxHeight(line.box), scale: 1 });
  });
  if (master.tagline) {
    const tagline = createTextPiece(master.tagline, 'tagline');
    items.push({ piece: tagline, x: alignX(boxWidth(tagline.box)), y: baseline + TAGLINE_GAP_CAP * cap, scale: 1 });
  }
  return { items, markHeight: realMarkH };
}

/** The name alone (wordmark-only preference). */
export function composeWordmarkOnly(params: LockupParams): Composition {
  const { master } = params;
  const word = createTextPiece(master.wordmark, 'wordmark');
  const items: Placed[] = [{ piece: word, x: 0, y: 0, scale: 1 }];
  const cap = master.wordmark.capHeight;
  if (master.tagline) items.push({ piece: createTextPiece(master.tagline, 'tagline'), x: 0, y: cap + TAGLINE_GAP_CAP * cap, scale: 1 });
  return { items, markHeight: 2 * cap };
}
