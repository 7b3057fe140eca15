/**
 * Geometry of an intact name: each glyph outline as set is painted whole in one colour, no other shape covers
 * part of it, and nothing of its own colour (another glyph, a bridge, an orbit) comes closer than a minimum gap.
 * Regions are compared with boolean operations (path/boolean.ts), windowed to each glyph so marks stay cheap.
 */
import { type Box, boxOfRings, isPointInRings, type Point, type Ring, regionGap, ringsArea, ringsFilledSpansAtY } from '../geometry';
import { type Region, rectPath, regionFromPath, regionIntersect, regionSplit, regionSubtract, regionUnion } from '../path';

/** A filled shape as drawn, bottom to top; `paint` is its colour, 'ground' for the background's. */
export interface PaintedShape {
  region: Region;
  paint: string;
}

/** One glyph of the name as set (before anything was drawn over or around it). */
export interface GlyphShape {
  char: string;
  region: Region;
}

export interface GlyphIntegrityOptions {
  /** Smallest clear space between a glyph and another glyph or a shape of its own colour. */
  minGap: number;
  /**
   * Letter height (cap) of the glyphs: when set, two neighbours whose facing strokes run side by side over
   * FACING_RUN_CAP cap across a channel narrower than FUSED_CHANNEL_SHARE of the line's usual one are reported fused.
   */
  cap?: number;
  /** A connected script face: neighbouring glyphs are designed to join, so their gap is not measured. */
  connected?: boolean;
  /**
   * A figure the mark hides in its letters (negative space): ground may show through a glyph inside it, but only
   * where the trim leaves every letter legible (findFigureTrimDamage).
   */
  figure?: Region;
}

const GROUND = 'ground';
/** Share of a glyph's area that must show its own colour (the rest is outline rounding). */
const MIN_WHOLE_SHARE = 0.985;

const grow = (b: Box, by: number): Box => ({ minX: b.minX - by, minY: b.minY - by, maxX: b.maxX + by, maxY: b.maxY + by });
const overlaps = (a: Box, b: Box) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
const boxRegion = (b: Box): Region => regionFromPath(rectPath(b.minX, b.minY, b.maxX - b.minX, b.maxY - b.minY));

const ringBoxes = new WeakMap<object, Box>();
const ringBox = (ring: readonly Point[]): Box => {
  let box = ringBoxes.get(ring);
  if (!box) {
    box = boxOfRings([ring]);
    ringBoxes.set(ring, box);
  }
  return box;
};

/**
 * The rings of an even-odd region that reach into a box. Inside the box they paint exactly what the whole region
 * paints (a ring that stays outside changes no point's parity there), so clipping a window against them is exact
 * and costs a glyph's worth of outline instead of a whole name's.
 */
function ringsNear(region: Region, box: Box): Region {
  return region.filter((ring) => overlaps(ringBox(ring), box));
}

/** What shows inside `window`, per paint, after painting `shapes` bottom to top (uncovered area is ground). */
function visibleIn(window: Region, shapes: readonly PaintedShape[]): Map<string, Region[]> {
  const out = new Map<string, Region[]>();
  let remaining: Region = window;
  const windowBox = boxOfRings(window);
  for (let i = shapes.length - 1; i >= 0 && remaining.length > 0; i--) {
    const shape = shapes[i]!;
    const near = ringsNear(shape.region, windowBox);
    if (near.length === 0) continue;
    const split = regionSplit(remaining, near);
    const part = split.inside();
    if (part.length === 0) continue;
    out.set(shape.paint, [...(out.get(shape.paint) ?? []), part]);
    remaining = split.outside();
  }
  if (remaining.length > 0) out.set(GROUND, [...(out.get(GROUND) ?? []), remaining]);
  return out;
}

const areaOf = (region: readonly Ring[]) => Math.abs(ringsArea(region));
const areaOfParts = (parts: readonly Region[]) => parts.reduce((sum, part) => sum + areaOf(part), 0);

/**
 * Problems with each glyph as drawn: cut or covered (less than MIN_WHOLE_SHARE of it in one colour), or touching a
 * shape of its own colour that is not another glyph. Empty when every glyph is whole and clear.
 */
export function findGlyphDamage(glyphs: readonly GlyphShape[], shapes: readonly PaintedShape[], options: GlyphIntegrityOptions): string[] {
  const issues: string[] = [];
  const allGlyphs = regionUnion(...glyphs.map((g) => g.region));
  const trimmed: TrimmedGlyph[] = [];
  for (const [index, glyph] of glyphs.entries()) {
    const area = areaOf(glyph.region);
    if (area <= 0) continue;
    const box = boxOfRings(glyph.region);
    const seen = visibleIn(glyph.region, shapes);
    const [paint, shown] = [...seen.entries()].map(([p, parts]) => [p, areaOfParts(parts)] as const).sort((a, b) => b[1] - a[1])[0] ?? [
      GROUND,
      area,
    ];
    // Ground showing through the glyph inside a declared hidden figure is a trim, judged with the figure's other
    // trims below; whatever else the glyph loses is damage.
    let kept = shown;
    const ground = seen.get(GROUND) ?? [];
    if (options.figure && paint !== GROUND && ground.length > 0) {
      const trim = areaOf(regionIntersect(regionUnion(...ground), options.figure));
      if (trim > 0.002 * area) {
        trimmed.push({ index, glyph });
        kept += trim;
      }
    }
    if (kept / area < MIN_WHOLE_SHARE) {
      const others = [...seen.keys()].filter((p) => p !== paint);
      issues.push(`"${glyph.char}" is cut or covered (${Math.round((100 * shown) / area)}% whole; ${others.join(', ')} over it)`);
      continue;
    }
    // Same-colour shapes near the glyph that are not glyphs: they merge with it at any size.
    const windowBox = grow(box, options.minGap * 2);
    const near = visibleIn(boxRegion(windowBox), shapes).get(paint) ?? [];
    if (near.length === 0) continue;
    const foreign = regionSubtract(regionUnion(...near), ringsNear(allGlyphs, windowBox)).filter(
      (ring) => Math.abs(ringsArea([ring])) > area * 1e-3,
    );
    if (foreign.length > 0 && regionGap(glyph.region, foreign, options.minGap) < options.minGap)
      issues.push(`"${glyph.char}" touches a shape of its own colour`);
  }
  if (options.figure && trimmed.length > 0) issues.push(...findFigureTrimDamage(trimmed, options.figure));
  return issues;
}

/** A glyph of the name (by its place in the name) that a hidden figure trims. */
export interface TrimmedGlyph {
  index: number;
  glyph: GlyphShape;
}

export interface FigureTrimOptions {
  /** Least share of its depth every stroke keeps, row by row, where the figure cuts into it. */
  minKept?: number;
  /** Least ratio of the smaller to the larger of the two trims of a figure set between two letters. */
  minBalance?: number;
}

/** A trimmed stroke keeps at least this share of its depth (less reads as a letter cut through, not trimmed). */
export const MIN_TRIM_KEPT = 0.45;
/**
 * A figure between two letters takes comparable bites from both (the smaller at least this share of the larger):
 * a figure that sits almost wholly in one letter reads as a notch in it, not as a shape the pair frames.
 */
export const MIN_TRIM_BALANCE = 0.4;

/**
 * A letter drawn as one upright stroke and nothing else (a sans I, l or |, accents aside): every row through the
 * middle of its body is a single run of about the same width, narrow beside its height. The stroke is the whole
 * letter, so no part of it can be given to a figure: a notch or a hole reads as a broken letter or a "!".
 */
export function isLoneStem(region: Region): boolean {
  const outers = region.filter((ring, i) => ring[0] && !region.some((other, j) => j !== i && isPointInRings(ring[0]!, [other])));
  const body = outers.sort((a, b) => areaOf([b]) - areaOf([a]))[0];
  if (!body) return false;
  const box = boxOfRings([body]);
  const height = box.maxY - box.minY;
  const widths: number[] = [];
  for (let t = 0.12; t <= 0.88; t += 0.04) {
    const spans = ringsFilledSpansAtY(region, box.minY + t * height).filter(([x0, x1]) => x1 > box.minX && x0 < box.maxX);
    if (spans.length !== 1) return false;
    widths.push(spans[0]![1] - spans[0]![0]);
  }
  const widest = Math.max(...widths);
  return widest - Math.min(...widths) <= 0.06 * height && widest <= 0.45 * height;
}

/** Length of the part of [x0, x1] covered by the spans. */
function coveredLength(x0: number, x1: number, spans: ReadonlyArray<readonly [number, number]>): number {
  return spans.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, x1) - Math.max(a, x0)), 0);
}

/**
 * Whether a hidden figure that trims letters leaves the name legible: it lies inside one letter (knocked out of a
 * stroke) or between two neighbours (cut from their facing sides, taking comparable bites from both); it never
 * touches a letter drawn as one stroke (isLoneStem), and every stroke it cuts keeps at least minKept of its depth
 * in every row. Returns the problems, empty when the figure reads as a deliberate figure in whole letters.
 */
export function findFigureTrimDamage(trimmed: readonly TrimmedGlyph[], figure: Region, options: FigureTrimOptions = {}): string[] {
  const minKept = options.minKept ?? MIN_TRIM_KEPT;
  const minBalance = options.minBalance ?? MIN_TRIM_BALANCE;
  const issues: string[] = [];
  const chars = trimmed.map((t) => t.glyph.char).join('');
  const sorted = [...trimmed].sort((a, b) => a.index - b.index);
  if (sorted.length > 2 || (sorted.length === 2 && sorted[1]!.index - sorted[0]!.index !== 1))
    issues.push(`the hidden figure cuts "${chars}" (it may sit inside one letter or between two neighbours only)`);
  const cuts = sorted.map((t) => areaOf(regionIntersect(t.glyph.region, figure)));
  if (sorted.length === 1) {
    const outside = areaOf(regionSubtract(figure, sorted[0]!.glyph.region));
    if (outside > 0.01 * areaOf(figure))
      issues.push(`"${chars}" is bitten by the hidden figure, which lies neither inside it nor between it and a neighbour`);
  }
  if (sorted.length === 2 && issues.length === 0) {
    const [a, b] = cuts as [number, number];
    if (Math.min(a, b) < minBalance * Math.max(a, b)) {
      const [deep, shallow] = a > b ? [sorted[0]!, sorted[1]!] : [sorted[1]!, sorted[0]!];
      issues.push(
        `the hidden figure between "${chars}" cuts "${deep.glyph.char}" ${(Math.max(a, b) / Math.max(1e-9, Math.min(a, b))).toFixed(1)}× deeper than "${shallow.glyph.char}" (a notch in one letter, not a figure between two)`,
      );
    }
  }
  const fb = boxOfRings(figure);
  for (const { glyph } of sorted) {
    if (isLoneStem(glyph.region)) {
      issues.push(`"${glyph.char}" is one stroke and the hidden figure cuts into it (it reads as a broken letter)`);
      continue;
    }
    const rows = 48;
    for (let k = 0; k < rows; k++) {
      const y = fb.minY + ((k + 0.5) * (fb.maxY - fb.minY)) / rows;
      const cut = ringsFilledSpansAtY(figure, y);
      const thin = ringsFilledSpansAtY(glyph.region, y).some(
        ([x0, x1]) => x1 - x0 - coveredLength(x0, x1, cut) < minKept * (x1 - x0) - 1e-9 && coveredLength(x0, x1, cut) > 0,
      );
      if (thin) {
        issues.push(
          `"${glyph.char}" keeps less than ${Math.round(minKept * 100)}% of a stroke the hidden figure cuts (cut through, not trimmed)`,
        );
        break;
      }
    }
  }
  return issues;
}

/** Height, in cap heights, over which two letters' facing strokes must run side by side to be compared as a pair. */
const FACING_RUN_CAP = 0.4;
/** How far, in cap heights, a facing edge may wander over that run and still count as an upright stem. */
const STEM_WANDER_CAP = 0.03;
/**
 * Two upright stems facing each other across less than this share of the line's usual stem-to-stem space read as
 * one shape: the pair is jammed together while the rest of the line keeps the face's even rhythm.
 */
const FUSED_CHANNEL_SHARE = 0.7;
/** Stems further apart than this, in cap heights, are a word space or a break, not the spacing of two letters. */
const WORD_SPACE_CAP = 0.3;

export interface FacingChannel {
  /** Narrowest width the space between the two letters keeps over the whole run. */
  width: number;
  /**
   * Both facing edges stay upright over the run and are the letters' outermost sides (a stem beside a stem, not the
   * stem of a T under its bar), so the width is the pair's stem spacing.
   */
  stems: boolean;
}

/**
 * The clear channel between a glyph and its right-hand neighbour where their facing strokes run side by side over
 * `run` of height in all (rows need not be contiguous, so a figure cut between two stems does not hide the narrow
 * channel above and below it; a foot or a bar reaching towards the next letter is too short to count). Null when
 * they never face each other over `run`.
 */
export function facingChannel(
  left: Region,
  right: Region,
  run: number,
  wander = (STEM_WANDER_CAP * run) / FACING_RUN_CAP,
): FacingChannel | null {
  const a = boxOfRings(left);
  const b = boxOfRings(right);
  const top = Math.max(a.minY, b.minY);
  const bottom = Math.min(a.maxY, b.maxY);
  if (run <= 0 || bottom - top < run) return null;
  const step = run / 16;
  const rows: Array<{ gap: number; l: number; r: number }> = [];
  for (let y = top + step / 2; y < bottom; y += step) {
    const l = ringsFilledSpansAtY(left, y);
    const r = ringsFilledSpansAtY(right, y);
    if (l.length === 0 || r.length === 0) continue;
    const edgeL = l[l.length - 1]![1];
    const edgeR = r[0]![0];
    if (edgeR > edgeL) rows.push({ gap: edgeR - edgeL, l: edgeL, r: edgeR });
  }
  const count = Math.round(run / step);
  if (rows.length < count) return null;
  const narrowest = rows.sort((p, q) => p.gap - q.gap).slice(0, count);
  const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
  const ls = narrowest.map((row) => row.l);
  const rs = narrowest.map((row) => row.r);
  return {
    width: narrowest[count - 1]!.gap,
    stems: spread(ls) <= wander && spread(rs) <= wander && a.maxX - Math.max(...ls) <= wander && Math.min(...rs) - b.minX <= wander,
  };
}

/**
 * Neighbouring glyphs closer than the minimum gap (touching or overlapping letters), and, when the cap height is
 * given, neighbours fused into one block: each outline may be whole, but two upright stems face each other across
 * far less space than the line's other capital stem pairs keep, so the pair reads as one shape.
 */
export function findTouchingGlyphs(glyphs: readonly GlyphShape[], options: GlyphIntegrityOptions): string[] {
  if (options.connected) return [];
  const issues: string[] = [];
  const stems: Array<{ i: number; width: number }> = [];
  for (let i = 0; i + 1 < glyphs.length; i++) {
    const a = glyphs[i]!;
    const b = glyphs[i + 1]!;
    if (!isSeparateLetter(a.char) || !isSeparateLetter(b.char)) continue;
    if (regionGap(a.region, b.region, options.minGap) < options.minGap) {
      issues.push(`"${a.char}${b.char}" touch`);
      continue;
    }
    // Capitals only: a face gives its straight-sided capitals one side space, while lower-case stems (a, r, m, l)
    // are spaced by design unevenly, so only a capital pair has a usual spacing to be measured against.
    const capitals = options.cap !== undefined && /^\p{Lu}$/u.test(a.char) && /^\p{Lu}$/u.test(b.char);
    const channel = capitals ? facingChannel(a.region, b.region, FACING_RUN_CAP * options.cap!) : null;
    if (channel?.stems && channel.width < WORD_SPACE_CAP * options.cap!) stems.push({ i, width: channel.width });
  }
  // The line's usual stem spacing needs a few stem pairs to be known.
  if (stems.length < 3) return issues;
  const usual = stems.map((s) => s.width).sort((p, q) => p - q)[Math.floor(stems.length / 2)]!;
  for (const { i, width } of stems) {
    if (width >= FUSED_CHANNEL_SHARE * usual) continue;
    issues.push(`"${glyphs[i]!.char}${glyphs[i + 1]!.char}" fused (stems ${(width / usual).toFixed(2)}× the line's usual space apart)`);
  }
  return issues;
}

/** Letters of scripts set as separate glyphs; Arabic joins and Devanagari shares a headline by design. */
export function isSeparateLetter(char: string): boolean {
  return /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}&]+$/u.test(char);
}
