/**
 * The treatments of name-word-lettering other than the wobble (marks/modules/name-words.ts): a page with a folded
 * corner, a stem raised high, a running stitch, a diagonal slice. Each works on the letters as placed, in the
 * module's units (cap heights), and reports what it drew.
 */
import {
  type Box,
  boxOfRings,
  type Matrix,
  matrixTranslate,
  type Point,
  regionGap,
  ringsFilledSpansAtY,
  ringsTransform,
} from '../../geometry';
import {
  polygonPath,
  type Region,
  rectPath,
  regionFromPath,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  roundedRectPath,
  transformPath,
} from '../../path';
import type { DraftLayer } from '../draft';
import type { NameWord } from '../name-words';
import { chooseFamily, valueInRange } from '../params';
import type { InkRole, MarkContext, NameGlyph } from '../types';

/** Clear space kept between two letters after any move, in cap heights. */
export const LETTER_GAP_CAP = 0.08;

/** One letter as placed: its character, outline, word and line. */
export interface PlacedLetter {
  char: string;
  /** The outline as set and moved (curves kept): what the layer paints and the name checks measure. */
  d: string;
  region: Region;
  word: number;
  line: number;
}

/** The treatment's result: the layers, the letters as drawn whole (if they are) and a sentence of what it does. */
export interface Treatment {
  layers: DraftLayer[];
  /** The letters as drawn, each whole (moved, turned or lengthened): the name checks measure them. */
  nameGlyphs?: NameGlyph[];
  /** The letters set clean before a cut or a knock-out, for the letters-read check. */
  letterGlyphs?: NameGlyph[];
  says: string;
  mono?: DraftLayer[];
}

const boxOf = (region: Region): Box => boxOfRings(region);

/** The letter moved by `m`, its outline and its region alike. */
export function moveLetter(letter: PlacedLetter, m: Matrix): PlacedLetter {
  return { ...letter, d: transformPath(letter.d, m), region: ringsTransform(letter.region, m) };
}

/** The letters as one layer: their own outlines side by side (they never overlap). */
export function lettersLayer(letters: readonly PlacedLetter[]): DraftLayer {
  return { d: letters.map((l) => l.d).join(''), ink: 'primary', fillRule: 'nonzero' };
}

/** Shifts letter `i` and every later letter of its line right until it clears its left neighbour by `gap`. */
export function spaceLetters(letters: PlacedLetter[], gap: number): void {
  for (let i = 1; i < letters.length; i++) {
    const prev = letters[i - 1]!;
    if (prev.line !== letters[i]!.line) continue;
    for (let tries = 0; tries < 6; tries++) {
      const clear = regionGap(prev.region, letters[i]!.region, gap * 2);
      const overlap = boxOf(prev.region).maxX - boxOf(letters[i]!.region).minX;
      // Regions whose boxes overlap deeply may hold one inside the other (no crossing): push by the overlap.
      const need = clear >= gap ? 0 : overlap > gap * 4 && clear === 0 ? overlap : gap - clear + gap * 0.1;
      if (need <= 0) break;
      for (let j = i; j < letters.length && letters[j]!.line === letters[i]!.line; j++)
        letters[j] = moveLetter(letters[j]!, matrixTranslate(need, 0));
    }
  }
}

const glyphsOf = (letters: readonly PlacedLetter[]): NameGlyph[] => letters.map((l) => ({ char: l.char, d: l.d }));
const unionOf = (letters: readonly PlacedLetter[]): Region => regionUnion(...letters.map((l) => l.region));
const polygon = (points: readonly Point[]): Region => regionFromPath(polygonPath(points));

/** A second ink when the designer's palette has one, else the first. */
function secondInk(ctx: MarkContext): InkRole {
  return (ctx.dna.color?.count[1] ?? 2) >= 2 ? 'accent' : 'primary';
}

/**
 * The name reversed out of a page whose top right corner is folded over: the corner is cut away and the flap lies on
 * the page as a triangle in a lighter tone of the page, a hairline of ground round its two folded edges so it still
 * reads in one colour. The margins grow until the flap clears every letter.
 */
export function drawFold(ctx: MarkContext, letters: PlacedLetter[], cap: number): Treatment {
  const inked = unionOf(letters);
  const box = boxOfRings(inked);
  const leg = cap * valueInRange(ctx, 'fold.leg', [0.8, 0.95]);
  const hair = cap * 0.07;
  const pad = { x: cap * 0.55, top: cap * 0.5, bottom: cap * 0.5 };
  const page = (extra: number) => ({
    x0: box.minX - pad.x - extra,
    x1: box.maxX + pad.x + extra,
    y0: box.minY - pad.top,
    y1: box.maxY + pad.bottom,
  });
  const flapOf = (p: ReturnType<typeof page>) =>
    polygon([
      { x: p.x1 - leg, y: p.y0 },
      { x: p.x1 - leg, y: p.y0 + leg },
      { x: p.x1, y: p.y0 + leg },
    ]);
  let extra = 0;
  while (extra < leg && regionGap(flapOf(page(extra)), inked, cap) < cap * 0.14 + hair) extra += cap * 0.05;
  const p = page(extra);
  const notch = regionFromPath(rectPath(p.x1 - leg - hair, p.y0, leg + hair, leg + hair));
  // The letters' own outlines, even-odd inside the sheet, knock them out with their curves exactly as set.
  const sheet =
    regionToPath(regionSubtract(regionFromPath(rectPath(p.x0, p.y0, p.x1 - p.x0, p.y1 - p.y0)), notch)) + letters.map((l) => l.d).join('');
  const flap = regionToPath(flapOf(p));
  const layers: DraftLayer[] = [
    { d: sheet, ink: 'primary', fillRule: 'evenodd' },
    { d: flap, ink: 'primary', tone: { of: 'primary', dl: 0.22 } },
  ];
  return {
    layers,
    letterGlyphs: glyphsOf(letters),
    mono: layers.map(({ tone: _tone, ...layer }) => layer),
    says: 'the letters reversed out of a page whose top corner is folded over like a dog-eared leaf, the fold a triangle in a lighter tone',
  };
}

/** The height of a letter's head (serif or square end) that is lifted with it, in cap heights. */
const HEAD_CAP = 0.15;

/**
 * Where a letter's vertical stem stands at its top: the stem's span, or undefined when its top is a bar or a curve.
 * The head (the top HEAD_CAP of the letter) must sit within a little of the stem on both sides (a serif, never a
 * T's bar or an arch), and the stem must run straight below it.
 */
function stemAtTop(region: Region, box: Box, cap: number): [number, number] | undefined {
  const at = (share: number) => ringsFilledSpansAtY(region, box.minY + cap * share);
  const low = at(0.4);
  const head = [0.01, 0.05, 0.1, HEAD_CAP - 0.01].map(at);
  for (const [a, b] of at(0.24)) {
    const width = b - a;
    if (width < cap * 0.04 || width > cap * 0.32) continue;
    const straight = low.some(([c, d]) => Math.abs(c - a) < cap * 0.05 && Math.abs(d - b) < cap * 0.05);
    const capped = head.every((spans) => spans.length > 0 && spans.every(([c, d]) => c >= a - cap * 0.2 && d <= b + cap * 0.2));
    if (straight && capped) return [a, b];
  }
  return undefined;
}

/** The index of the first letter of the lexicon words (else of the rest of the name) that `fits`. */
function firstLetter(
  letters: readonly PlacedLetter[],
  words: readonly NameWord[],
  fits: (letter: PlacedLetter, box: Box) => boolean,
): number | undefined {
  const inWords = new Set(words.map((w) => w.index));
  const order = [...letters.keys()].sort((a, b) => Number(!inWords.has(letters[a]!.word)) - Number(!inWords.has(letters[b]!.word)));
  return order.find((i) => fits(letters[i]!, boxOfRings(letters[i]!.region)));
}

/**
 * One letter's stem run up high above the others, as a giraffe's neck or a tower: the first letter of the lexicon
 * word (else of the name) whose stem stands straight at its top and reaches the line's full height.
 */
export function drawReach(ctx: MarkContext, letters: PlacedLetter[], cap: number, words: readonly NameWord[]): Treatment {
  const top = Math.min(...letters.map((l) => boxOfRings(l.region).minY));
  const pick = firstLetter(letters, words, (l, box) => box.minY <= top + cap * 0.03 && stemAtTop(l.region, box, cap) !== undefined);
  if (pick === undefined) throw new Error('name-word-lettering: no letter has a stem to raise');
  const letter = letters[pick]!;
  const box = boxOfRings(letter.region);
  const [a, b] = stemAtTop(letter.region, box, cap)!;
  const lift = cap * valueInRange(ctx, 'reach.lift', [0.85, 1.2]);
  // The letter's head (its serif or its square end) is lifted whole and the stem drawn up to meet it, as a letterer
  // stretches a stem: a rod stuck on the serif would read as a cross.
  const head = cap * HEAD_CAP;
  const window = regionFromPath(rectPath(a - cap * 0.2, box.minY - 1, b - a + cap * 0.4, head + 1));
  const lifted = ringsTransform(regionIntersect(letter.region, window), matrixTranslate(0, -lift));
  const stem = regionFromPath(rectPath(a, box.minY + head - lift - cap * 0.03, b - a, lift + cap * 0.06));
  const tall = regionUnion(regionSubtract(letter.region, window), lifted, stem);
  return stemRedrawn(letters, pick, tall, cap, words, 'running high above the other letters, one letter standing tall');
}

/**
 * The treatment of one letter whose stem was redrawn as `region`: the letters spaced clear of it again, and what the
 * stem does said of that letter and its word.
 */
function stemRedrawn(
  letters: PlacedLetter[],
  pick: number,
  region: Region,
  cap: number,
  words: readonly NameWord[],
  does: string,
): Treatment {
  const letter = letters[pick]!;
  letters[pick] = { ...letter, region, d: regionToPath(region) };
  spaceLetters(letters, LETTER_GAP_CAP * cap);
  const word = words.find((w) => w.index === letter.word)?.word;
  return {
    layers: [lettersLayer(letters)],
    nameGlyphs: glyphsOf(letters),
    says: `the stem of its ${letter.char}${word ? ` in ${word}` : ''} ${does}`,
  };
}

/** A region turned upside down about y = 0 (its rings reversed, so they keep their winding). */
const upsideDown = (region: Region): Region => ringsTransform(region, [1, 0, 0, -1, 0, 0]).map((ring) => [...ring].reverse());

/** Where a letter's vertical stem stands at its foot (stemAtTop on the letter turned upside down; x is unchanged). */
function stemAtFoot(region: Region, cap: number): [number, number] | undefined {
  const turned = upsideDown(region);
  return stemAtTop(turned, boxOfRings(turned), cap);
}

/**
 * Letters whose stem is the whole of their foot, so a root under it leaves the letter itself: an E or a D would lose
 * an arm or a bowl to the root, an r or an n would grow a descender and read as another letter (ɽ, ŋ), an i as a j.
 */
const ROOTING_LETTERS = /^[ITFPlТГП]$/u;

/**
 * One letter's stem run down below the baseline and narrowing to a point that bends a little aside, as a root into
 * the ground: the first letter of the lexicon word (else of the name) that may root (ROOTING_LETTERS) and whose stem
 * stands straight at its foot.
 */
export function drawRoot(ctx: MarkContext, letters: PlacedLetter[], cap: number, words: readonly NameWord[]): Treatment {
  // The baseline is where most letters stand (a g or a y reaches below it).
  const feet = letters.map((l) => boxOfRings(l.region).maxY).sort((a, b) => a - b);
  const base = feet[Math.floor(feet.length / 2)]!;
  const pick = firstLetter(
    letters,
    words,
    (l, box) => ROOTING_LETTERS.test(l.char) && Math.abs(box.maxY - base) <= cap * 0.03 && stemAtFoot(l.region, cap) !== undefined,
  );
  if (pick === undefined) throw new Error('name-word-lettering: no letter has a stem to root');
  const letter = letters[pick]!;
  const box = boxOfRings(letter.region);
  const [a, b] = stemAtFoot(letter.region, cap)!;
  const drop = cap * valueInRange(ctx, 'root.drop', [0.8, 1.05]);
  const bend = cap * valueInRange(ctx, 'root.bend', [0.1, 0.18]) * (ctx.rng('marks:root.side').next() < 0.5 ? -1 : 1);
  // The foot (its serif or square end) gives way to the root, which leaves the stem at its full width and narrows to
  // a point under it: a rod with the foot kept would read as a cross.
  const top = box.maxY - cap * HEAD_CAP;
  const window = regionFromPath(rectPath(a - cap * 0.2, top, b - a + cap * 0.4, cap * HEAD_CAP + 1));
  const mid = (a + b) / 2;
  const tip = { x: mid + bend, y: box.maxY + drop };
  const root = regionFromPath(
    `M${a},${top - cap * 0.03}L${b},${top - cap * 0.03}` +
      `C${b},${top + drop * 0.45} ${tip.x + (b - a) * 0.12},${tip.y - drop * 0.3} ${tip.x},${tip.y}` +
      `C${tip.x - (b - a) * 0.12},${tip.y - drop * 0.3} ${a},${top + drop * 0.45} ${a},${top - cap * 0.03}Z`,
    0.5,
  );
  const rooted = regionUnion(regionSubtract(letter.region, window), root);
  return stemRedrawn(letters, pick, rooted, cap, words, 'running down below the line and narrowing like a root');
}

/** A running stitch: rounded dashes along a line from x0 to x1 at y, centred, in the second ink. */
function stitchRow(x0: number, x1: number, y: number, cap: number): string {
  const dash = cap * 0.3;
  const space = cap * 0.16;
  const thick = cap * 0.075;
  const count = Math.max(2, Math.floor((x1 - x0 + space) / (dash + space)));
  const start = (x0 + x1) / 2 - (count * dash + (count - 1) * space) / 2;
  return Array.from({ length: count }, (_, i) => roundedRectPath(start + i * (dash + space), y - thick / 2, dash, thick, thick / 2)).join(
    '',
  );
}

/**
 * A running stitch sewn along the name: a dashed line under its last line (clear of descenders), or a seam above and
 * below as on a sewn label.
 */
export function drawStitch(ctx: MarkContext, letters: PlacedLetter[], cap: number): Treatment {
  const box = boxOfRings(unionOf(letters));
  const rows = chooseFamily(ctx, 'stitch.rows', ['under', 'label'] as const);
  const reach = cap * 0.12;
  const seams = [stitchRow(box.minX - reach, box.maxX + reach, box.maxY + cap * 0.3, cap)];
  if (rows === 'label') seams.push(stitchRow(box.minX - reach, box.maxX + reach, box.minY - cap * 0.3, cap));
  return {
    layers: [lettersLayer(letters), { d: seams.join(''), ink: secondInk(ctx) }],
    nameGlyphs: glyphsOf(letters),
    says:
      rows === 'label'
        ? 'a running stitch sewn above and below it like the seams of a woven label'
        : 'a running stitch sewn along under its letters',
  };
}

/**
 * The name reversed out of a slab with both ends sliced on one sharp diagonal, like a blade, and split on that same
 * diagonal in the word space after the word that says it, the far piece slid up along the cut. The blade passes
 * between words only, so no letter is cut; without a word space wide enough, the slab stays whole.
 */
export function drawCut(ctx: MarkContext, letters: PlacedLetter[], cap: number, words: readonly NameWord[]): Treatment {
  const box = boxOfRings(unionOf(letters));
  const pad = cap * 0.42;
  const y0 = box.minY - pad;
  const y1 = box.maxY + pad;
  const lean = (y1 - y0) * Math.tan((valueInRange(ctx, 'cut.angle', [16, 22]) * Math.PI) / 180);
  const x0 = box.minX - pad - lean;
  const x1 = box.maxX + pad;
  // The slab between two cuts through x at mid-height: each cut meets the top edge lean/2 to the right of x.
  const slabPart = (from: number, to: number) =>
    polygon([
      { x: from + lean / 2, y: y0 },
      { x: to + lean / 2, y: y0 },
      { x: to - lean / 2, y: y1 },
      { x: from - lean / 2, y: y1 },
    ]);
  const gap = cap * 0.12;
  const split = splitAt(letters, words, cap, (x) => slabPart(x - gap / 2, x + gap / 2), gap);
  const inked = (part: readonly PlacedLetter[], shape: Region, m: Matrix) => ({
    d: regionToPath(ringsTransform(shape, m)) + part.map((l) => moveLetter(l, m).d).join(''),
    ink: 'primary' as const,
    fillRule: 'evenodd' as const,
  });
  const still: Matrix = [1, 0, 0, 1, 0, 0];
  if (split === undefined) {
    return {
      layers: [inked(letters, slabPart(x0 + lean / 2, x1 + lean / 2), still)],
      letterGlyphs: glyphsOf(letters),
      says: 'the letters reversed out of a slab whose ends are sliced on one sharp diagonal, like a blade',
    };
  }
  const slide = cap * valueInRange(ctx, 'cut.slide', [0.2, 0.28]);
  const length = Math.hypot(lean, y1 - y0);
  const along: Matrix = [1, 0, 0, 1, (slide * lean) / length, (-slide * (y1 - y0)) / length];
  const left = letters.filter((l) => boxOfRings(l.region).maxX < split);
  const right = letters.filter((l) => !left.includes(l));
  const moved = [...left, ...right.map((l) => moveLetter(l, along))];
  return {
    layers: [inked(left, slabPart(x0 + lean / 2, split - gap / 2), still), inked(right, slabPart(split + gap / 2, x1 + lean / 2), along)],
    letterGlyphs: glyphsOf(moved),
    says: `the letters reversed out of a slab sliced on one sharp diagonal after ${words[0]!.word}, the far piece slid up along the cut`,
  };
}

/**
 * Where the blade splits the slab: the middle of the word space after the first lexicon word (else before it), when a
 * cut of width `gap` there clears every letter by a margin; undefined when it would touch one.
 */
function splitAt(
  letters: readonly PlacedLetter[],
  words: readonly NameWord[],
  cap: number,
  cutAt: (x: number) => Region,
  gap: number,
): number | undefined {
  if (letters.some((l) => l.line > 0) || words.length === 0) return undefined;
  const word = words[0]!.index;
  const spaces = [word, word - 1].flatMap((w) => {
    const last = letters.filter((l) => l.word === w).at(-1);
    const next = letters.find((l) => l.word === w + 1);
    return last && next ? [(boxOfRings(last.region).maxX + boxOfRings(next.region).minX) / 2] : [];
  });
  const inked = unionOf(letters);
  return spaces.find((x) => regionGap(cutAt(x), inked, cap) >= cap * 0.1 && gap > 0);
}
