/**
 * Negative-space archetypes (designer-dna.md §1): negative-space-letter (an icon in the letter's
 * counter, or cut from its heaviest stroke), figure-ground-monogram (the figure sits where two
 * initials meet) and negative-space-wordmark (the name whole and tight, with one figure from the brief's concept found
 * in the gap between two facing stems, else knocked out inside one upright stem, else honestly none).
 */
import { type Box, boxOfRings, isPointInRings, matrixChain, matrixTranslate, type Point, regionGap, ringsTransform } from '../../geometry';
import {
  polygonPath,
  type Region,
  regionFromPath,
  regionSubtract,
  regionToPath,
  regionUnion,
  roundedRectPath,
  transformPath,
} from '../../path';
import { findFigureTrimDamage, isLoneStem, MIN_TRIM_BALANCE, MIN_TRIM_KEPT } from '../../qa/glyph-integrity';
import { capitalFirst, withArticle } from '../../strategy/grammar';
import { iconPhrase } from '../../strategy/icon-nouns';
import { camelCaseBoundary, compoundBoundary } from '../../type/word-parts';
import { glyphCounters, thickestPoint } from '../counter-figure';
import { type DraftLayer, finishMark } from '../draft';
import { isFaviconLegible, measureFaviconFigure } from '../favicon-figure';
import { dealtIdeas, deniesIcon, pickIcon, placeIconTight, rankBriefIcons } from '../icon-pick';
import { cleanLetterGlyphs, firstInitial, fitMatrix, letterPair, placedRegion, setLetters, setLineGlyphs, toNameGlyphs } from '../letters';
import { cornerRadius, minFeature } from '../params';
import type { Mark, MarkContext } from '../types';
import { buildDescriptorMark } from './descriptor';

const C = { x: 500, y: 500 };

/** The largest counter (hole) of a region: a ring that lies inside another ring. */
function largestCounter(region: Region): Box | null {
  const best = glyphCounters(region)[0];
  return best ? boxOfRings(best) : null;
}

export function buildNegativeSpaceLetter(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'figure-ground-monogram') return buildFigureGround(ctx, archetype);
  const icon = pickIcon(ctx, 'negative-letter');
  const text = firstInitial(ctx);
  const set = setLetters(ctx, archetype, text, { role: 'display', size: 400, weight: 900 });
  const fit = fitMatrix(set.box, C, 860, 860);
  const letter = placedRegion(set, fit);
  const letterGlyphs = cleanLetterGlyphs(ctx, set, fit);
  const counter = largestCounter(letter);
  const letterBox = boxOfRings(letter);
  const counterArea = counter ? (counter.maxX - counter.minX) * (counter.maxY - counter.minY) : 0;
  const feature = minFeature(ctx);
  // The letter is the app icon's figure: a figure that would be a speck or a smudge there is no idea at all.
  const reads = (figure: Region) => isFaviconLegible(measureFaviconFigure(figure, letterBox, ctx.dna.appIcon));
  const counterFigure =
    counter && counterArea > 0.04 * (letterBox.maxX - letterBox.minX) * (letterBox.maxY - letterBox.minY)
      ? placeIconTight(
          icon,
          { x: (counter.minX + counter.maxX) / 2, y: (counter.minY + counter.maxY) / 2 },
          Math.min(counter.maxX - counter.minX, counter.maxY - counter.minY) * 0.8,
          feature * 0.5,
        )
      : undefined;
  if (counterFigure && reads(counterFigure)) {
    const figure = counterFigure;
    return finishMark(
      archetype,
      'negative-space-letter',
      [
        { d: regionToPath(letter), ink: 'primary', fillRule: 'evenodd' },
        { d: regionToPath(figure), ink: 'accent', fillRule: 'evenodd' },
      ],
      {
        description: `The counter of a heavy ${text} holds ${iconPhrase(icon.name)}: the letter and the business in one form.`,
        hasText: true,
        features: { letters: text, icons: [icon.name], letterGlyphs },
      },
    );
  }
  const { p, r } = thickestPoint(letter);
  const figure = placeIconTight(icon, p, Math.max(r * 1.7, feature * 3), feature * 0.5);
  if (!reads(figure)) throw new Error(`${text} has no counter or stroke that holds ${iconPhrase(icon.name)} legibly at 16 px`);
  return finishMark(
    archetype,
    'negative-space-letter',
    [{ d: regionToPath(regionSubtract(letter, figure)), ink: 'primary', fillRule: 'evenodd' }],
    {
      description: `${capitalFirst(iconPhrase(icon.name))} cut out of the heaviest stroke of ${text}, found only on a second look.`,
      hasText: true,
      features: { letters: text, icons: [icon.name], letterGlyphs },
    },
  );
}

/** Two initials and a pictogram knocked out of one solid block: letters and figure share the same ground. */
function buildFigureGround(ctx: MarkContext, archetype: string): Mark {
  const icon = pickIcon(ctx, 'figure-ground');
  const text = letterPair(ctx).join('');
  const parts = [...text].map((ch) => setLetters(ctx, archetype, ch, { role: 'display', size: 400, weight: 800 }));
  const cap = 300;
  const slot = cap * 0.62;
  const gap = cap * 0.14;
  const second = parts[1] ?? parts[0]!;
  const leftFit = fitMatrix(parts[0]!.box, { x: 0, y: 0 }, cap * 1.2, cap);
  const rightFit = fitMatrix(second.box, { x: 0, y: 0 }, cap * 1.2, cap);
  const left = placedRegion(parts[0]!, leftFit);
  const right = placedRegion(second, rightFit);
  const lb = boxOfRings(left);
  const rb = boxOfRings(right);
  const leftX = -(lb.maxX - lb.minX) - slot / 2 - gap;
  const rightX = slot / 2 + gap;
  const placedLeft = ringsTransform(left, [1, 0, 0, 1, leftX - lb.minX, 0]);
  const placedRight = ringsTransform(right, [1, 0, 0, 1, rightX - rb.minX, 0]);
  const letterGlyphs = [
    ...(cleanLetterGlyphs(ctx, parts[0]!, matrixChain(leftFit, matrixTranslate(leftX - lb.minX, 0))) ?? []),
    ...(cleanLetterGlyphs(ctx, second, matrixChain(rightFit, matrixTranslate(rightX - rb.minX, 0))) ?? []),
  ];
  const figure = placeIconTight(icon, { x: 0, y: 0 }, slot, minFeature(ctx) * 0.3);
  const content = regionUnion(placedLeft, placedRight, figure);
  const box = boxOfRings(content);
  const pad = cap * 0.32;
  const block = regionFromPath(
    roundedRectPath(box.minX - pad, box.minY - pad, box.maxX - box.minX + 2 * pad, box.maxY - box.minY + 2 * pad, cornerRadius(ctx, cap)),
  );
  return finishMark(
    archetype,
    'negative-space-letter',
    [{ d: regionToPath(regionSubtract(block, content)), ink: 'primary', fillRule: 'evenodd' }],
    {
      description: `${text} and ${iconPhrase(icon.name)} cut from one solid block, letters and figure sharing the same ground.`,
      hasText: true,
      features: { letters: text, icons: [icon.name], letterGlyphs },
    },
  );
}

/** How the negative-space wordmark sets its letters (capitals, heavy, tight). */
export const NEGATIVE_SPACE_TEXT = { role: 'display', size: 300, weight: 800, trackingEm: -0.02 } as const;
/** Least clear space between two letters of the tight wordmark, in cap heights (the name check asks for 0.02). */
const NEGATIVE_SPACE_GAP = 0.03;

/**
 * Where the second ink starts, as an index into the name's letters (spaces left out): at the second word, else at
 * a capital inside the word ("ByteBurrow"), else between the two words of a closed compound ("COPPER|LINE",
 * "SUN|FIELD"); 0 when the name has no such boundary, so it is set in one ink (never split at an arbitrary letter).
 */
export function findInkSplit(name: string): number {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length > 1) return [...words[0]!].length;
  const word = words[0] ?? '';
  return camelCaseBoundary(word) || compoundBoundary(word);
}

/** Simple figures a letter gap or a stem can hold, drawn upright in a unit box (x −0.5…0.5, y 0 top … 1 bottom). */
export type HiddenFigureKind = 'leaf' | 'drop' | 'flame' | 'sail' | 'tooth' | 'arrow' | 'spark';

interface FigureShape {
  /** Width over height. */
  aspect: number;
  points: Point[];
}

function profileShape(aspect: number, left: (t: number) => number, right: (t: number) => number, n = 24): FigureShape {
  const side = (f: (t: number) => number, sign: number) =>
    Array.from({ length: n + 1 }, (_, i) => {
      const t = i / n;
      return { x: sign * 0.5 * Math.max(0, Math.min(1, f(t))), y: t };
    });
  const r = side(right, 1);
  const l = side(left, -1).reverse();
  return { aspect, points: [...r, ...l] };
}

const bulge = (peak: number) => (t: number) => Math.sin(Math.PI * (t < peak ? (0.5 * t) / peak : 0.5 + (0.5 * (t - peak)) / (1 - peak)));
const dropSide = (t: number) => (t < 0.6 ? Math.sin(((t / 0.6) * Math.PI) / 2) ** 1.4 : Math.sqrt(Math.max(0, 1 - ((t - 0.6) / 0.4) ** 2)));

const FIGURE_SHAPES: Record<HiddenFigureKind, FigureShape> = {
  // A leaf leaning a little: its two sides swell at different heights (no symmetry in the wordmark).
  leaf: profileShape(0.42, bulge(0.58), bulge(0.42)),
  drop: profileShape(0.58, dropSide, dropSide),
  flame: profileShape(
    0.5,
    (t) => dropSide(t) * (t < 0.55 ? 0.75 + 0.25 * Math.sin(t * 11) : 1),
    (t) => dropSide(Math.min(1, t * 1.08)),
  ),
  sail: {
    aspect: 0.62,
    points: [
      { x: -0.5, y: 0 },
      { x: -0.1, y: 0.35 },
      { x: 0.3, y: 0.7 },
      { x: 0.5, y: 1 },
      { x: -0.5, y: 1 },
    ],
  },
  tooth: {
    aspect: 0.62,
    points: [
      { x: -0.5, y: 0.1 },
      { x: -0.3, y: 0 },
      { x: 0, y: 0.07 },
      { x: 0.3, y: 0 },
      { x: 0.5, y: 0.1 },
      { x: 0.44, y: 0.55 },
      { x: 0.28, y: 1 },
      { x: 0.1, y: 0.66 },
      { x: -0.1, y: 0.66 },
      { x: -0.28, y: 1 },
      { x: -0.44, y: 0.55 },
    ],
  },
  arrow: {
    aspect: 0.5,
    points: [
      { x: 0, y: 0 },
      { x: 0.5, y: 0.42 },
      { x: 0.2, y: 0.42 },
      { x: 0.2, y: 1 },
      { x: -0.2, y: 1 },
      { x: -0.2, y: 0.42 },
      { x: -0.5, y: 0.42 },
    ],
  },
  spark: {
    aspect: 0.55,
    points: [
      { x: 0, y: 0 },
      { x: 0.09, y: 0.41 },
      { x: 0.5, y: 0.5 },
      { x: 0.09, y: 0.59 },
      { x: 0, y: 1 },
      { x: -0.09, y: 0.59 },
      { x: -0.5, y: 0.5 },
      { x: -0.09, y: 0.41 },
    ],
  },
};

/** Concept words (icon name and concept label) → the simple figure that stands for them. */
const FIGURE_FOR_CONCEPT: Array<[RegExp, HiddenFigureKind]> = [
  [/^(tooth|teeth|dental|dentist|molars?|smile)$/, 'tooth'],
  [/^(flame|fire|ember|candle|grill|oven|bake|baker|bakery|bread|pizza|cookie|cake|croissant|campfire|steam)$/, 'flame'],
  [/^(leaf|leaves|plant|potted|tree|flower|florist|garden|herb|grains?|tea|seed|cactus|clover|petal|tulip|farm|forest|plant)$/, 'leaf'],
  [/^(drop|water|coffee|cup|mug|wine|beer|drink|milk|shower|rain|swim|bath|ink|paint|oil|spa|honey|honeycomb|bee)$/, 'drop'],
  [/^(boat|sail|sailboat|ship|anchor|ferry|waves?|lighthouse|kayak|nautical|marine|sea|harbou?r|fish)$/, 'sail'],
  [/^(arrow|truck|rocket|airplane|plane|trend|chart|growth|delivery|package|road|mountains?|rise)$/, 'arrow'],
];

export interface FigureChoice {
  kind: HiddenFigureKind;
  /** The concept the figure stands for, or null when no figure fits the brief's concept (a neutral spark stands in). */
  concept: string | null;
}

/** The figure for the brief's concept; the arrow is never used when the name holds an E beside an X (guardrail §0). */
export function chooseHiddenFigure(text: string, concept: { name: string; label: string } | null): FigureChoice {
  const words = concept ? `${concept.name} ${concept.label}`.toLowerCase().split(/[^a-z]+/) : [];
  const found = FIGURE_FOR_CONCEPT.find(([re]) => words.some((word) => re.test(word)));
  if (!found || !concept) return { kind: 'spark', concept: null };
  if (found[1] === 'arrow' && /ex/i.test(text)) return { kind: 'spark', concept: null };
  return { kind: found[1], concept: concept.label };
}

/** Ink intervals [x0, x1] of a region along the horizontal line y, left to right. */
function rowIntervals(region: Region, y: number): Array<[number, number]> {
  const xs: number[] = [];
  for (const ring of region) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      if (a.y <= y === b.y <= y) continue;
      xs.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
  }
  xs.sort((p, q) => p - q);
  const out: Array<[number, number]> = [];
  for (let i = 0; i + 1 < xs.length; i += 2) out.push([xs[i]!, xs[i + 1]!]);
  return out;
}

/** Left and right half-widths (unit box) of a figure at height t, around x = 0. */
function unitSpan(shape: FigureShape, t: number): [number, number] {
  const spans = rowIntervals([shape.points], t);
  if (spans.length === 0) return [0, 0];
  return [Math.max(0, -Math.min(...spans.map((s) => s[0]))), Math.max(0, Math.max(...spans.map((s) => s[1])))];
}

/** The figure's region: unit shape scaled to width × height, top centre at (cx, top). */
export function figureRegion(kind: HiddenFigureKind, cx: number, top: number, height: number): Region {
  const shape = FIGURE_SHAPES[kind];
  const width = shape.aspect * height;
  return regionUnion(regionFromPath(polygonPath(shape.points.map((p) => ({ x: cx + p.x * width, y: top + p.y * height })))));
}

/** Share of a letter's stroke depth a figure may cut from its edge: the rest keeps the letter whole and legible. */
const MAX_CUT = 0.5;
/** Least depth of a stroke that frames a gap figure, in cap heights (hairline stems are left alone). */
const MIN_STROKE = 0.13;

interface GapRow {
  y: number;
  /** Right edge of the left letter's last ink run, its depth; left edge of the right letter's first run, its depth. */
  l1: number;
  dL: number;
  r0: number;
  dR: number;
}

export interface GapFigurePlan {
  /** Index of the left glyph of the pair. */
  index: number;
  cx: number;
  top: number;
  height: number;
  width: number;
}

/** Widest set space between two facing stems, in cap heights, that a figure may open out (a tight pair, not a word space). */
const MAX_STEM_GAP = 0.25;

/**
 * Where a figure of `kind` fits in the space between two neighbouring letters as they are set: rows where both
 * letters show a thick upright stroke facing the other across the line's own letter space. The pair is never closed
 * up, so above and below the figure the two letters keep the same clear space as every other pair and read as two.
 * Null when the run of such rows is short or the figure would take more than MAX_CUT of either stroke.
 */
/** How many times wider than the plain gap a figure between two letters must be to read as a figure. */
const MIN_GAP_SWELL = 2;

export function planGapFigure(left: Region, right: Region, cap: number, kind: HiddenFigureKind): Omit<GapFigurePlan, 'index'> | null {
  const step = cap / 60;
  const rows: Array<GapRow | null> = [];
  for (let y = -0.95 * cap; y <= -0.05 * cap; y += step) {
    const a = rowIntervals(left, y);
    const b = rowIntervals(right, y);
    const la = a[a.length - 1];
    const fb = b[0];
    rows.push(la && fb ? { y, l1: la[1], dL: la[1] - la[0], r0: fb[0], dR: fb[1] - fb[0] } : null);
  }
  const thick = rows.map(
    (r) => r !== null && r.r0 > r.l1 && r.r0 - r.l1 <= MAX_STEM_GAP * cap && r.dL >= MIN_STROKE * cap && r.dR >= MIN_STROKE * cap,
  );
  // Straight facing edges only (a stem beside a stem): curves and diagonals turn the figure into a bite.
  const thickRows = rows.filter((r, i): r is GapRow => thick[i]!);
  const median = (values: number[]) => values.sort((p, q) => p - q)[Math.floor(values.length / 2)] ?? 0;
  const edgeL = median(thickRows.map((r) => r.l1));
  const edgeR = median(thickRows.map((r) => r.r0));
  const good = rows.map((r, i) => thick[i]! && Math.abs(r!.l1 - edgeL) <= 0.025 * cap && Math.abs(r!.r0 - edgeR) <= 0.025 * cap);
  let best: [number, number] = [0, -1];
  for (let i = 0; i < good.length; i++) {
    if (!good[i]) continue;
    let j = i;
    while (j + 1 < good.length && good[j + 1]) j++;
    if (j - i > best[1] - best[0]) best = [i, j];
    i = j;
  }
  const run = rows.slice(best[0], best[1] + 1) as GapRow[];
  if (run.length * step < 0.5 * cap) return null;
  const mids = run.map((r) => (r.l1 + r.r0) / 2).sort((p, q) => p - q);
  const cx = mids[Math.floor(mids.length / 2)]!;
  const centre = (run[0]!.y + run[run.length - 1]!.y) / 2;
  const shape = FIGURE_SHAPES[kind];
  let height = run.length * step * 0.86;
  for (let pass = 0; pass < 4; pass++) {
    const top = centre - height / 2;
    let width = shape.aspect * height;
    for (const r of run) {
      const t = (r.y - top) / height;
      if (t < 0 || t > 1) continue;
      const [uL, uR] = unitSpan(shape, t);
      if (uL > 1e-6) width = Math.min(width, (MAX_CUT * r.dL - (r.l1 - cx)) / uL);
      if (uR > 1e-6) width = Math.min(width, (MAX_CUT * r.dR - (cx - r.r0)) / uR);
    }
    if (width >= shape.aspect * height * 0.98) break;
    height = Math.max(0, width / shape.aspect);
  }
  const width = shape.aspect * height;
  const gapAtCentre = Math.min(...run.map((r) => r.r0 - r.l1));
  // It must read as a figure: tall, at least 0.06 cap (designer-dna.md §2.5), and at least twice as wide as the plain
  // gap it swells from: narrower, it reads as the gap bulging, a crack or an apostrophe between the letters (a leaf
  // 1.6 gaps wide between U and N read "RU'N", thirty-first review).
  if (height < 0.4 * cap || width < Math.max(0.12 * cap, gapAtCentre + 0.08 * cap, MIN_GAP_SWELL * gapAtCentre)) return null;
  return { cx, top: centre - height / 2, height, width };
}

/**
 * A figure knocked out in the middle of a clean stretch of one letter's upright stem, away from every junction (a
 * bar, a bowl or an arm meeting the stem): centred in the stem, at most half its depth wide, with a wall of at least
 * a quarter of the stroke on either side and half the stroke's depth of plain stem above and below it. Null when no
 * stem holds one at least `minWidth` wide and 0.2 cap tall (a smaller knock-out reads as a speck, not a figure).
 */
export function planStemFigure(
  glyph: Region,
  cap: number,
  kind: HiddenFigureKind,
  minWidth: number,
): { cx: number; top: number; height: number } | null {
  const shape = FIGURE_SHAPES[kind];
  const box = boxOfRings(glyph);
  const step = cap / 60;
  const same = (y: number, x0: number, x1: number) =>
    rowIntervals(glyph, y).some(([a, b]) => Math.abs(a - x0) <= 0.02 * cap && Math.abs(b - x1) <= 0.02 * cap);
  let best: { cx: number; top: number; height: number } | null = null;
  for (let y = box.minY + step; y < box.maxY - step; y += 4 * step) {
    for (const [x0, x1] of rowIntervals(glyph, y)) {
      const depth = x1 - x0;
      if (depth < MIN_STROKE * cap || depth > 0.45 * cap) continue;
      // The plain stretch of this stem: the same run above and below.
      let top = y;
      let bottom = y;
      while (top - step > box.minY && same(top - step, x0, x1)) top -= step;
      while (bottom + step < box.maxY && same(bottom + step, x0, x1)) bottom += step;
      const height = Math.min(0.6 * cap, (0.5 * depth) / shape.aspect, bottom - top - depth);
      if (shape.aspect * height < minWidth || height < 0.2 * cap || (best && height <= best.height)) continue;
      best = { cx: (x0 + x1) / 2, top: (top + bottom) / 2 - height / 2, height };
    }
  }
  return best;
}

/**
 * Least width of a figure knocked out of a stem, in cap heights. At half a stroke's depth it reads only in the heaviest
 * stems: a flame 0.07 cap wide in the N of KILN was a speck at 64 px and a printing fault at full size.
 */
const MIN_STEM_FIGURE = 0.16;

/** Outer contours of a region (rings not inside another ring). */
function outerCount(region: Region): number {
  return region.filter((ring, i) => ring[0] && !region.some((other, j) => j !== i && isPointInRings(ring[0]!, [other]))).length;
}

export interface HiddenFigureResult {
  /** Glyph outlines, trimmed where the figure lives, in the same order. */
  glyphs: string[];
  figure: Region | null;
  mode: 'gap' | 'stem' | 'none';
  /** The letters that hold the figure. */
  letters: string;
}

/**
 * The figure's trims judged as the name check judges them (findFigureTrimDamage), with a margin: every stroke keeps
 * half its depth, and a figure between two letters takes comparable bites from both.
 */
const TRIM_MARGIN = { minKept: MIN_TRIM_KEPT + 0.03, minBalance: MIN_TRIM_BALANCE + 0.1 };

/**
 * Hides a figure in a tightly set line: first in the gap between two letters of one word (their facing edges cut
 * into the figure, the letters left at their set spacing so they still read as two), else knocked out in a plain
 * stretch of one stem (heaviest letters first); letters are never removed, overlapped or split, and each keeps at
 * least (1 − MAX_CUT) of its stroke. A letter that is one stroke and nothing else (I) is never cut: its stem is the
 * whole letter, so any notch misreads it. Each placement must pass the name check's own judgement of its trims.
 */
export function hideFigure(chars: readonly string[], glyphs: readonly string[], cap: number, kind: HiddenFigureKind): HiddenFigureResult {
  const regions = glyphs.map((d) => regionUnion(regionFromPath(d, 0.5)));
  const isLetter = (c: string | undefined) => c !== undefined && /^[\p{L}\p{Nd}]$/u.test(c);
  const lone = regions.map((region) => isLoneStem(region));
  const plans: GapFigurePlan[] = [];
  for (let i = 0; i + 1 < glyphs.length; i++) {
    if (!isLetter(chars[i]) || !isLetter(chars[i + 1]) || chars[i] === ' ' || lone[i] || lone[i + 1]) continue;
    const plan = planGapFigure(regions[i]!, regions[i + 1]!, cap, kind);
    if (plan) plans.push({ ...plan, index: i });
  }
  plans.sort((a, b) => b.height * b.width - a.height * a.width);
  const shapeOf = (i: number) => ({ index: i, glyph: { char: chars[i]!, region: regions[i]! } });
  for (const plan of plans) {
    const figure = figureRegion(kind, plan.cx, plan.top, plan.height);
    const left = regionSubtract(regions[plan.index]!, figure);
    const right = regionSubtract(regions[plan.index + 1]!, figure);
    // A cut that splits a letter in two, or opens a hole, is not a trim.
    if (outerCount(left) !== outerCount(regions[plan.index]!) || outerCount(right) !== outerCount(regions[plan.index + 1]!)) continue;
    if (left.length !== regions[plan.index]!.length || right.length !== regions[plan.index + 1]!.length) continue;
    if (regionGap(left, right, NEGATIVE_SPACE_GAP * cap * 2) < NEGATIVE_SPACE_GAP * cap) continue;
    // A figure that sits mostly in one letter (a sail's upright mast) reads as a notch in it, not a shape the pair frames.
    if (findFigureTrimDamage([shapeOf(plan.index), shapeOf(plan.index + 1)], figure, TRIM_MARGIN).length > 0) continue;
    const out = [...glyphs];
    out[plan.index] = regionToPath(left);
    out[plan.index + 1] = regionToPath(right);
    return { glyphs: out, figure, mode: 'gap', letters: `${chars[plan.index]}${chars[plan.index + 1]}` };
  }
  // No pair frames a figure: knock it out of a stem of one letter instead, heaviest letters first.
  const heaviest = regions
    .map((region, i) => ({ i, r: isLetter(chars[i]) && !lone[i] ? thickestPoint(region).r : 0 }))
    .filter((h) => h.r > 0)
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of heaviest) {
    const plan = planStemFigure(regions[i]!, cap, kind, MIN_STEM_FIGURE * cap);
    if (!plan) continue;
    const figure = figureRegion(kind, plan.cx, plan.top, plan.height);
    if (findFigureTrimDamage([shapeOf(i)], figure, TRIM_MARGIN).length > 0) continue;
    const out = [...glyphs];
    out[i] = regionToPath(regionSubtract(regions[i]!, figure));
    return { glyphs: out, figure, mode: 'stem', letters: chars[i]! };
  }
  return { glyphs: [...glyphs], figure: null, mode: 'none', letters: '' };
}

const FIGURE_WORDS: Record<HiddenFigureKind, string> = {
  leaf: 'leaf',
  drop: 'drop',
  flame: 'flame',
  sail: 'sail',
  tooth: 'tooth',
  arrow: 'rising arrow',
  spark: 'four-point spark',
};

/** The icon the brief's concept chose, or null when nothing relevant is found (the figure then falls back). */
function conceptOf(ctx: MarkContext): { name: string; label: string } | null {
  try {
    const ranked = rankBriefIcons(ctx);
    const icon = pickIcon(ctx, 'negative-wordmark');
    const match = ranked.find((m) => m.name === icon.name);
    return { name: icon.name, label: match?.label ?? icon.name.replace(/-/g, ' ') };
  } catch {
    return null;
  }
}

/** The text in two at its `split`-th letter (spaces not counted), each part keeping its own spaces: "THE" | "FENWICK & CO". */
function splitLetters(text: string, split: number): [string, string] {
  let seen = 0;
  const chars = [...text];
  const at = chars.findIndex((c) => c.trim() !== '' && seen++ === split);
  return at < 0 ? [text, ''] : [chars.slice(0, at).join('').trim(), chars.slice(at).join('').trim()];
}

/**
 * The name set tight in heavy capitals and split into two inks between its words (or the words of a compound), with one figure hidden in the
 * negative space (the FedEx way of working, never its E–x arrow): letters whole and never touching, every one kept
 * clear of the next by at least NEGATIVE_SPACE_GAP cap.
 */
export function buildNegativeSpaceWordmark(ctx: MarkContext, archetype: string): Mark {
  const text = ctx.brief.brandName.trim().toUpperCase();
  const set = setLineGlyphs(ctx, archetype, text, NEGATIVE_SPACE_TEXT);
  const cap = -boxOfRings(set.flatMap((g) => regionFromPath(g.d, 1))).minY;
  // Tight, not touching: a pair closer than the gap is opened by exactly what it lacks.
  const minGap = NEGATIVE_SPACE_GAP * cap;
  let shift = 0;
  let prev: Region | undefined;
  const spaced = set.map((g) => {
    const outline = regionFromPath(g.d, 0.5);
    for (let tries = 0; prev && tries < 8; tries++) {
      const gap = regionGap(prev, ringsTransform(outline, [1, 0, 0, 1, shift, 0]), minGap * 2);
      if (gap >= minGap) break;
      // Overlapping outlines report no gap at all, so step by a whole gap until they part.
      shift += gap > 0 ? minGap - gap + 0.01 : minGap;
    }
    prev = ringsTransform(outline, [1, 0, 0, 1, shift, 0]);
    return shift === 0 ? g.d : transformPath(g.d, [1, 0, 0, 1, shift, 0]);
  });
  const chars = [...text].filter((c) => c.trim() !== '');
  const concept = conceptOf(ctx);
  // The designer's own idea first; where it has no figure to hide (a name's picture such as the wind of Northwind),
  // the brief's other ideas in turn, so the name is not left as heavy capitals with nothing found in them.
  const choice =
    [concept, ...dealtIdeas(ctx).filter((idea) => !deniesIcon(ctx, idea.name))]
      .map((idea) => chooseHiddenFigure(text, idea))
      .find((c) => c.concept !== null) ?? chooseHiddenFigure(text, null);
  // A figure that stands for nothing in the brief (the neutral spark) is not hidden at all: knocked out of a stem it
  // reads as a nick in the letter, and in a gap as a flaw in the spacing, never as an idea found on a second look.
  const hidden = chars.length === spaced.length && choice.concept !== null ? hideFigure(chars, spaced, cap, choice.kind) : null;
  // With nothing to hide, the name is set as a division of itself: the name proper over its trade, smaller.
  const division =
    hidden === null || hidden.mode === 'none'
      ? buildDescriptorMark(ctx, archetype, 'negative-space-wordmark', { style: 'trailing', head: NEGATIVE_SPACE_TEXT, upper: true })
      : null;
  if (division) return division;
  const glyphs = hidden?.glyphs ?? spaced;
  const split = findInkSplit(ctx.brief.brandName);
  // With no word boundary the name is one ink. The hidden figure stays in the ground colour (designer-dna.md: never
  // outlined or highlighted), so it is found on the second look rather than pointed at.
  const layers: DraftLayer[] = [
    { d: glyphs.slice(0, split || glyphs.length).join(''), ink: 'primary' },
    { d: split ? glyphs.slice(split).join('') : '', ink: 'secondary' },
  ];
  // The letters as set, before the figure trimmed them: the name check measures the trim against them.
  const nameGlyphs = toNameGlyphs(
    text,
    spaced.map((d) => ({ d })),
  );
  const [head, tail] = splitLetters(text, split);
  const inks = split
    ? `${text} set tight in heavy capitals, ${head} and ${tail} in two inks`
    : `${text} set tight in heavy capitals, in one ink`;
  const what = `${withArticle(FIGURE_WORDS[choice.kind])}${choice.concept ? ` for ${choice.concept}` : ''}`;
  const found =
    hidden?.mode === 'gap'
      ? `; the space between ${hidden.letters[0]} and ${hidden.letters[1]} forms ${what}, found on a second look, every letter kept legible.`
      : hidden?.mode === 'stem'
        ? `; ${what} is knocked out of a stem of ${hidden.letters}, inside the letter, which stays whole.`
        : '.';
  return finishMark(archetype, 'negative-space-wordmark', layers, {
    description: `${inks}${found}`,
    hasText: true,
    carriesName: true,
    features: {
      letters: text,
      ...(nameGlyphs ? { nameGlyphs } : {}),
      ...(hidden?.figure && hidden.mode !== 'none' ? { gapFigure: choice.kind, hiddenFigure: regionToPath(hidden.figure) } : {}),
    },
  });
}
