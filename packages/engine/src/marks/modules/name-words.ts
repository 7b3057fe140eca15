/**
 * name-word-lettering: the name set in the designer's face with the idea of one of its words enacted in the letters
 * (marks/name-words.ts): a wobbly word wobbles, a dog-eared name folds a corner of its page, a tall word raises one
 * stem, a rooted word sinks one, a stitched word is sewn along its baseline, a sharp word is sliced through, a ridge climbs to a
 * crest. Letters are never jammed: every
 * move is measured against the neighbours.
 */
import {
  boxOfRings,
  degrees,
  degreesToRadians,
  matrixChain,
  matrixRotate,
  matrixTranslate,
  regionGap,
  ringsTransform,
} from '../../geometry';
import { regionFromPath, transformPath } from '../../path';
import { finishMark } from '../draft';
import { MissingFontsError, setLineGlyphs, wordmarkOptions, wordmarkText } from '../letters';
import { type NameWord, type NameWordFamily, nameWordsFor } from '../name-words';
import { chooseFamily } from '../params';
import { splitInTwo } from '../script-lines';
import type { Mark, MarkContext } from '../types';
import {
  drawCut,
  drawFold,
  drawReach,
  drawRoot,
  drawStitch,
  LETTER_GAP_CAP,
  lettersLayer,
  moveLetter,
  type PlacedLetter,
  spaceLetters,
  type Treatment,
} from './name-word-treatments';

const SIZE = 300;
/** Clear space between letters as set, in cap heights (the name checks ask for 0.02). */
const SET_GAP_CAP = 0.03;
/**
 * A name set on one line wider than this many cap heights goes on two lines, so the mark stays a shape a lockup can
 * place (about 7:1 at most): a taller treatment (a page) allows a longer line; a raised stem needs one line.
 */
const MAX_LINE_CAPS: Record<NameWordFamily, number> = {
  wobble: 9,
  cut: 8,
  stitch: 9.5,
  fold: 12,
  reach: Number.POSITIVE_INFINITY,
  root: Number.POSITIVE_INFINITY,
  rise: 10,
};

/** The name's lines: two balanced lines at a word break when one line would be too wide, else one. */
function nameLines(text: string, widthCaps: number, family: NameWordFamily): string[] {
  const words = text.split(/\s+/);
  if (words.length < 2 || widthCaps <= MAX_LINE_CAPS[family]) return [text];
  return splitInTwo(words);
}

/** Sets the name's letters line by line (each line centred on x = 0, the next one cap × 1.45 lower). */
function setName(ctx: MarkContext, archetype: string, family: NameWordFamily): { letters: PlacedLetter[]; cap: number; lines: string[] } {
  if (!ctx.fonts) throw new MissingFontsError(archetype);
  const text = wordmarkText(ctx);
  const options = wordmarkOptions(ctx, SIZE);
  const probe = ctx.fonts.setText(text, options);
  const cap = probe.capHeight;
  const lines = nameLines(text, probe.width / Math.max(1e-6, cap), family);
  const letters: PlacedLetter[] = [];
  let wordBase = 0;
  lines.forEach((line, l) => {
    const chars = [...line].filter((c) => c.trim() !== '');
    const glyphs = setLineGlyphs(ctx, archetype, line, options);
    if (glyphs.length !== chars.length) throw new Error(`${archetype}: the face does not set one outline per letter`);
    const words = wordIndexOfChars(line);
    const box = boxOfRings(glyphs.flatMap((g) => regionFromPath(g.d, 0.5)));
    const shift = matrixTranslate(-(box.minX + box.maxX) / 2, l * cap * 1.45);
    glyphs.forEach((g, i) => {
      const d = transformPath(g.d, shift);
      letters.push({ char: chars[i]!, d, region: regionFromPath(d, 0.5), word: wordBase + words[i]!, line: l });
    });
    wordBase += line.split(/\s+/).length;
  });
  // A face set tight (its letters touching) is opened just enough that each letter stands clear, line by line.
  spaceLetters(letters, SET_GAP_CAP * cap);
  centreLines(letters);
  stackLines(letters, cap);
  return { letters, cap, lines };
}

/** Each line centred on x = 0 again, after its letters moved apart. */
function centreLines(letters: PlacedLetter[]): void {
  for (const line of new Set(letters.map((l) => l.line))) {
    const box = boxOfRings(letters.filter((l) => l.line === line).flatMap((l) => l.region));
    const m = matrixTranslate(-(box.minX + box.maxX) / 2, 0);
    letters.forEach((l, i) => {
      if (l.line === line) letters[i] = moveLetter(l, m);
    });
  }
}

/** For each non-space character of a line, the index of its word. */
function wordIndexOfChars(line: string): number[] {
  return line.split(/\s+/).flatMap((word, w) => [...word].filter((c) => c.trim() !== '').map(() => w));
}

/** Turns the letters of the lexicon words alternately a few degrees and sets them on a bouncing baseline. */
function drawWobble(ctx: MarkContext, letters: PlacedLetter[], cap: number, words: readonly NameWord[]): Treatment {
  const moving = new Set(words.map((w) => w.index));
  const tilt = 7 + 2.5 * ctx.rng('marks:wobble.tilt').next();
  const bounce = cap * (0.12 + 0.05 * ctx.rng('marks:wobble.bounce').next());
  const start = ctx.rng('marks:wobble.start').next() < 0.5 ? 1 : -1;
  let k = 0;
  const moved = letters.map((letter) => {
    if (!moving.has(letter.word)) return letter;
    const box = boxOfRings(letter.region);
    const sign = k % 2 === 0 ? start : -start;
    // The baseline hops: up, down, a little up, down again, so no two neighbours sit level.
    const lift = [0.7, -0.35, 1, -0.15][k % 4]! * bounce;
    k++;
    const m = matrixChain(
      matrixRotate(degreesToRadians(degrees(sign * tilt)), { x: (box.minX + box.maxX) / 2, y: box.maxY - cap * 0.5 }),
      matrixTranslate(0, -lift),
    );
    return moveLetter(letter, m);
  });
  const said = words.map((w) => w.word).join(' and ');
  return settle(
    letters,
    moved,
    cap,
    `the letters of ${said} tipped a few degrees this way and that and set on a bouncing baseline, so the name does what it says`,
  );
}

/**
 * The moved letters spaced clear of each other and their lines centred and stacked again (a moved letter may reach
 * toward the next line), written back into `letters`: the whole letters of a treatment that moves them.
 */
function settle(letters: PlacedLetter[], moved: PlacedLetter[], cap: number, says: string): Treatment {
  spaceLetters(moved, LETTER_GAP_CAP * cap);
  centreLines(moved);
  stackLines(moved, cap);
  letters.splice(0, letters.length, ...moved);
  return { layers: [lettersLayer(letters)], nameGlyphs: letters.map((l) => ({ char: l.char, d: l.d })), says };
}

/** The fewest letters a word climbing to a crest needs. */
const MIN_RISE_LETTERS = 5;

/**
 * Sets the letters of the lexicon words on a baseline that climbs to a crest and comes down again (one summit, or two
 * on a longer word, chosen by the seed), every letter upright: the word traces the ridge it names.
 */
function drawRise(ctx: MarkContext, letters: PlacedLetter[], cap: number, words: readonly NameWord[]): Treatment {
  const moving = new Set(words.map((w) => w.index));
  const climbing = letters.filter((l) => moving.has(l.word));
  // Four letters make a plateau, not a crest ("pEAK").
  if (climbing.length < MIN_RISE_LETTERS) throw new Error(`${words[0]?.word ?? 'the word'} is too short to climb to a crest`);
  const height = cap * (0.38 + 0.08 * ctx.rng('marks:rise.height').next());
  const summits = climbing.length >= 7 && ctx.rng('marks:rise.summits').next() < 0.5 ? 2 : 1;
  const profile = (t: number) => {
    // One crest at the middle, or two (the first the higher) with a saddle between.
    if (summits === 1) return 1 - Math.abs(2 * t - 1);
    const u = (t * 2) % 1;
    const peak = 1 - Math.abs(2 * u - 1);
    return t < 0.5 ? peak : peak * 0.7;
  };
  const lifts = new Map(climbing.map((l, k) => [l, profile(climbing.length > 1 ? k / (climbing.length - 1) : 0.5) * height]));
  const moved = letters.map((letter) => {
    const lift = lifts.get(letter);
    return lift === undefined ? letter : moveLetter(letter, matrixTranslate(0, -lift));
  });
  const said = words.map((w) => w.word).join(' and ');
  const crests = summits === 1 ? 'a crest' : 'two crests';
  return settle(
    letters,
    moved,
    cap,
    `the letters of ${said} stepping up to ${crests} and down again, so the baseline traces the ridge the name speaks of`,
  );
}

/** Lines stacked with clear space between them, whatever their letters now reach. */
function stackLines(letters: PlacedLetter[], cap: number): void {
  const lineCount = Math.max(...letters.map((l) => l.line)) + 1;
  for (let l = 1; l < lineCount; l++) {
    const above = letters.filter((x) => x.line < l).flatMap((x) => x.region);
    const below = letters.filter((x) => x.line === l);
    let dy = 0;
    const at = () => below.flatMap((x) => ringsTransform(x.region, matrixTranslate(0, dy)));
    while (dy < cap * 2 && regionGap(above, at(), cap) < cap * 0.22) dy += cap * 0.05;
    for (const x of below) Object.assign(x, moveLetter(x, matrixTranslate(0, dy)));
  }
}

/** The treatments, by family. */
function treat(ctx: MarkContext, family: NameWordFamily, letters: PlacedLetter[], cap: number, words: readonly NameWord[]): Treatment {
  switch (family) {
    case 'wobble':
      return drawWobble(ctx, letters, cap, words);
    case 'fold':
      return drawFold(ctx, letters, cap);
    case 'reach':
      return drawReach(ctx, letters, cap, words);
    case 'stitch':
      return drawStitch(ctx, letters, cap);
    case 'cut':
      return drawCut(ctx, letters, cap, words);
    case 'rise':
      return drawRise(ctx, letters, cap, words);
    case 'root':
      return drawRoot(ctx, letters, cap, words);
  }
}

/**
 * The name with one of its words acted out in the letters. The take steps through the families the name carries and
 * this designer draws (a "Wobbly Giraffe" wobbles on one take and stands tall on the next).
 */
export function buildNameWordLettering(ctx: MarkContext, archetype: string): Mark {
  const found = nameWordsFor(ctx.dna.id, ctx.brief.brandName);
  if (found.length === 0) throw new Error(`${archetype}: the name carries no word to draw`);
  const families = [...new Set(found.map((w) => w.family))];
  const family = chooseFamily(ctx, 'nameword.family', families);
  const words = found.filter((w) => w.family === family);
  const { letters, cap } = setName(ctx, archetype, family);
  const done = treat(ctx, family, letters, cap, words);
  return finishMark(archetype, 'name-word-lettering', done.layers, {
    description: `${wordmarkText(ctx)} with ${done.says}.`,
    hasText: true,
    carriesName: true,
    features: {
      letters: wordmarkText(ctx),
      ...(done.nameGlyphs ? { nameGlyphs: done.nameGlyphs } : {}),
      ...(done.letterGlyphs ? { letterGlyphs: done.letterGlyphs } : {}),
      nameWord: { family, words: words.map((w) => w.word) },
    },
    ...(done.mono ? { mono: done.mono } : {}),
  });
}
