/**
 * Letter-play archetypes: type-collage, multicolor-letter-sequence (+ multicolor-initial),
 * typographic-ligature, rebus (+ witty-substitution), designer-dna.md §1.
 */
import { type Box, boxOfRings, degrees, degreesToRadians, type Matrix, matrixRotate, type Point, ringsTransform } from '../../geometry';
import type { IconMatch } from '../../icons';
import {
  polygonPath,
  type Region,
  regionFromGlyphs,
  regionFromPath,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  transformPath,
} from '../../path';
import { iconPhrase } from '../../strategy/icon-nouns';
import { camelCaseBoundary, compoundBoundary } from '../../type/word-parts';
import { findCounterSeat, findDotSeat, fitFigureInCounter, holdsItsOwn } from '../counter-figure';
import { type DraftLayer, finishMark } from '../draft';
import { meanStroke } from '../favicon-figure';
import { FAMOUS_LETTER_HUES, hueFamilyOf } from '../guardrails';
import { pickIcon, placeIconTight } from '../icon-pick';
import {
  cleanLetterGlyphs,
  firstInitial,
  fitMatrix,
  hasDrawableLetters,
  letterPair,
  lettersRegion,
  monogramLetters,
  placedRegion,
  setLetters,
  setLineGlyphs,
  toNameGlyphs,
  wordmarkOptions,
} from '../letters';
import { chooseFamily, minFeature, valueInRange } from '../params';
import type { InkRole, Mark, MarkContext, MarkTextOptions, NameGlyph } from '../types';
import { descriptorLine, descriptorUnder, ownTradeSplit } from './descriptor';

const SIZE = 300;
const widthOf = (b: Box) => b.maxX - b.minX;

const MAX_COLLAGE_LINES = 4;

/** Words without letters ("&", "+") ride with the next word (or the last one), so they are never dropped. */
function attachSymbols(words: readonly string[]): string[] {
  const out: string[] = [];
  let pending = '';
  for (const word of words) {
    if (!hasDrawableLetters(word)) pending = pending ? `${pending} ${word}` : word;
    else {
      out.push(pending ? `${pending} ${word}` : word);
      pending = '';
    }
  }
  if (pending && out.length > 0) out[out.length - 1] = `${out[out.length - 1]} ${pending}`;
  return out;
}

/** Joins the shortest neighbouring words until at most `max` lines remain, so no word is ever dropped. */
function mergeToLines(words: readonly string[], max: number): string[] {
  const lines = [...words];
  while (lines.length > max) {
    let at = 0;
    for (let i = 1; i < lines.length - 1; i++) {
      if (lines[i]!.length + lines[i + 1]!.length < lines[at]!.length + lines[at + 1]!.length) at = i;
    }
    lines.splice(at, 2, `${lines[at]} ${lines[at + 1]}`);
  }
  return lines;
}

/** 2–4 stacked lines, each scaled to one block width, the second in the accent; optional block tilt. */
export function buildTypeCollage(ctx: MarkContext, archetype: string): Mark {
  const words = ctx.brief.brandName.trim().toUpperCase().split(/\s+/);
  const drawable = mergeToLines(attachSymbols(words), MAX_COLLAGE_LINES);
  const lines = drawable.length > 1 ? drawable : [drawable[0] ?? words[0]!, descriptorLine(ctx.brief.industry)].filter(hasDrawableLetters);
  const blockWidth = 800;
  const leading = 0.08 * blockWidth;
  let y = 0;
  const layers: DraftLayer[] = [];
  lines.forEach((line, i) => {
    // Weight steps down line by line (900 → 400), the collage's rhythm of loud and quiet.
    const set = setLetters(ctx, archetype, line, { role: 'display', size: SIZE, weight: Math.max(400, 900 - i * 250), trackingEm: -0.01 });
    const scale = blockWidth / widthOf(set.box);
    const placed = ringsTransform(lettersRegion(set), [scale, 0, 0, scale, -set.box.minX * scale, y - set.box.minY * scale]);
    y += (set.box.maxY - set.box.minY) * scale + leading;
    layers.push({ d: regionToPath(placed), ink: i === 1 ? 'secondary' : 'primary', fillRule: 'evenodd' });
  });
  const tilt = valueInRange(ctx, 'collage.tilt', (ctx.dna.geometry.rotationDeg as readonly [number, number] | undefined) ?? [-8, 8]);
  const turned =
    tilt === 0
      ? layers
      : layers.map((l) => ({
          ...l,
          d: regionToPath(
            ringsTransform(regionFromPath(l.d), matrixRotate(degreesToRadians(degrees(-tilt)), { x: blockWidth / 2, y: y / 2 })),
          ),
        }));
  return finishMark(archetype, 'type-collage', turned, {
    description: `${lines.join(' / ')} stacked and justified to one block, loud and quiet type working as an image.`,
    hasText: true,
    carriesName: true,
    // A one-word name is paired with the industry word; only the name's lines are its letters.
    features: { letters: (drawable.length > 1 ? lines : lines.slice(0, 1)).join(' ') },
  });
}

/**
 * Colour rules for a multicolour name, one per family of solution. None repeats the famous four-hue cycle: the guard
 * (marks/guardrails.ts) measures the hues actually painted and refuses it.
 */
type ColorRule = (text: string) => InkRole[];

const isVowel = (ch: string) => /[aeiouyàáâäãåèéêëìíîïòóôöõùúûü]/i.test(ch);

/** Where a one-word name is two words closed up (COPPER|POT, ByteBurrow), or 0. */
const wordBreak = (text: string) => compoundBoundary(text) || camelCaseBoundary(text);

/** Consonants carry the primary, vowels alternate two lighter hues: the rhythm follows how the name is spoken. */
const byVowels: ColorRule = (text) => {
  let v = 0;
  return [...text].map((ch) => (isVowel(ch) ? (v++ % 2 === 0 ? 'secondary' : 'accent') : 'primary'));
};

/** What a colour rule says of the drawing, given how many colours it ends up drawing (a guard may take one away). */
type Says = (colours: number, parts: number) => string;

const COLOR_RULES: ReadonlyArray<{ name: string; rule: ColorRule; says: Says }> = [
  {
    name: 'vowels',
    rule: byVowels,
    says: (colours) =>
      `each vowel picked out in ${colours >= 3 ? 'a second or third colour' : 'a second colour'}, so the name is coloured the way it is spoken`,
  },
  {
    name: 'words',
    // One colour per word; a one-word name splits where it is two words closed up (COPPER|POT, wordBreak).
    rule: (text) => {
      const words = text.split(/(\s+)/);
      const inks: InkRole[] = ['primary', 'secondary', 'accent'];
      if (words.length === 1) return [...text].map((_, i) => (i < wordBreak(text) ? 'primary' : 'secondary'));
      let w = 0;
      return words.flatMap((word) => {
        if (/^\s+$/.test(word)) return [...word].map(() => 'primary' as InkRole);
        const ink = inks[w % inks.length] as InkRole;
        w++;
        return [...word].map(() => ink);
      });
    },
    says: (colours, parts) =>
      `${colours >= parts ? 'each part of the name in its own colour' : `its parts in ${colours === 2 ? 'two' : 'three'} colours by turns`}, friendly and open`,
  },
  {
    name: 'cadence',
    // Three colours in a slow cadence (two letters each), never a colour per letter.
    rule: (text) => [...text].map((_, i) => (['primary', 'secondary', 'accent'] as InkRole[])[Math.floor(i / 2) % 3] as InkRole),
    says: (colours) =>
      `the letters two at a time in ${colours >= 3 ? 'three colours' : 'two colours'} by turns, a slow cadence instead of a rainbow`,
  },
];

/** Whether the palette's three inks span three of the famous four letter hues (blue, red, yellow, green). */
function famousHues(ctx: MarkContext): boolean {
  const families = (['primary', 'secondary', 'accent', 'ink'] as const).map((ink) => hueFamilyOf(ctx.palette[ink]));
  return new Set(families.filter(Boolean)).size >= FAMOUS_LETTER_HUES;
}

export function buildMulticolorSequence(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'multicolor-initial') return buildMulticolorInitial(ctx, archetype);
  const text = ctx.brief.brandName.trim();
  const glyphs = setLineGlyphs(ctx, archetype, text, wordmarkOptions(ctx, SIZE));
  const chosen = chooseFamily(ctx, 'multicolor.rule', COLOR_RULES);
  // A one-word name coloured by parts splits only at a word break: split anywhere else its halves read as two words
  // it does not have ("Oka for", "Dunm ore"), so its vowels are coloured instead.
  const family = chosen.name === 'words' && !/\s/.test(text) && wordBreak(text) === 0 ? COLOR_RULES[0]! : chosen;
  // Glyphs are set for the drawable characters only (spaces carry no outline).
  // Three of the famous four hues on one word read as the search-engine wordmark: the accent then gives way to
  // the primary, and the sequence is the primary with one breaking colour.
  const twoInks = famousHues(ctx);
  // Nor may the letters take turns in its blue and red alone (Сорока, thirtieth review): then the dark ink breaks.
  const blueRed = new Set([hueFamilyOf(ctx.palette.primary), hueFamilyOf(ctx.palette.secondary)]);
  const breaking: InkRole = blueRed.has('blue') && blueRed.has('red') ? 'ink' : 'secondary';
  const inks = family
    .rule(text)
    .filter((_, i) => !/\s/.test([...text][i] ?? ''))
    .map((ink) => (twoInks && ink === 'accent' ? 'primary' : ink === 'secondary' ? breaking : ink));
  const layers: DraftLayer[] = glyphs.map((g, i) => ({ d: g.d, ink: inks[i % Math.max(1, inks.length)] ?? 'primary' }));
  // The words say only what is drawn: a guard that took the third colour away leaves two (Kedar's "pairs of three").
  const hexes = layers.map((l) => ctx.palette[l.ink].toLowerCase());
  const colours = new Set(hexes);
  const parts = hexes.filter((hex, i) => i === 0 || hex !== hexes[i - 1]).length;
  return finishMark(archetype, 'multicolor-letter-sequence', layers, {
    description: `${text} with ${family.says(colours.size, parts)}.`,
    hasText: true,
    carriesName: true,
    features: { letters: text, letterColors: layers.map((l) => ctx.palette[l.ink]) },
  });
}

/** The initial cut into four colour segments around its centre. */
function buildMulticolorInitial(ctx: MarkContext, archetype: string): Mark {
  const set = setLetters(ctx, archetype, firstInitial(ctx), { role: 'display', size: 400, weight: 800 });
  const letter = placedRegion(set, fitMatrix(set.box, { x: 500, y: 500 }, 800, 800));
  const c: Point = { x: 500, y: 500 };
  const quadrant = (a: number) => {
    const far = 2000;
    const p = (deg: number) => ({
      x: c.x + far * Math.cos(degreesToRadians(degrees(deg))),
      y: c.y - far * Math.sin(degreesToRadians(degrees(deg))),
    });
    return regionFromPath(polygonPath([c, p(a), p(a + 45), p(a + 90)]));
  };
  // Four segments in three of the famous four hues are the segmented G: then the letter alternates two inks.
  const inks: InkRole[] = famousHues(ctx) ? ['primary', 'secondary', 'primary', 'secondary'] : ['secondary', 'accent', 'primary', 'ink'];
  const layers: DraftLayer[] = [45, 135, 225, 315].map((a, i) => ({
    d: regionToPath(regionIntersect(letter, quadrant(a))),
    ink: inks[i]!,
    fillRule: 'evenodd',
  }));
  return finishMark(
    archetype,
    'multicolor-letter-sequence',
    layers.filter((l) => l.d !== ''),
    {
      description: `The initial ${set.text} split into four segments of colour, the palette in a single letter.`,
      hasText: true,
      features: { letters: set.text, letterColors: inks.map((ink) => ctx.palette[ink]) },
    },
  );
}

/** 2–3 glyphs pulled together until their stems coincide, then fused into one shape. */
export function buildLigature(ctx: MarkContext, archetype: string): Mark {
  const initials = monogramLetters(ctx, 3);
  const text = initials.length >= 2 ? initials : letterPair(ctx).join('');
  const parts = [...text].map((char) => setLetters(ctx, archetype, char, { role: 'display', size: 400, weight: 700 }));
  const stem = 400 * 0.09;
  let pen = 0;
  const letterGlyphs: NameGlyph[] = [];
  const regions: Region[] = parts.map((part) => {
    const m: Matrix = [1, 0, 0, 1, pen - part.box.minX, 0];
    letterGlyphs.push(...(cleanLetterGlyphs(ctx, part, m) ?? []));
    const placed = ringsTransform(lettersRegion(part), m);
    // The next letter starts one stem width inside this one, so the two share a stroke.
    pen += widthOf(part.box) - stem;
    return placed;
  });
  return finishMark(
    archetype,
    'typographic-ligature',
    [{ d: regionToPath(regionUnion(...regions)), ink: 'primary', fillRule: 'evenodd' }],
    {
      description: `${text} drawn as one ligature, the letters sharing their strokes like a single character.`,
      hasText: true,
      features: { letters: text, letterGlyphs },
    },
  );
}

/** How the rebus sets its letters (heavy capitals, a little open). */
export const REBUS_TEXT = { role: 'display', size: SIZE, weight: 800, trackingEm: 0.04 } as const;
/** The rebus's letters opened up so a round letter's counter can hold the figure large. */
export const REBUS_COUNTER_TEXT = { ...REBUS_TEXT, weight: 500 } as const;
/** The dotted rebus's letters: a sturdy lowercase whose i or j stem carries the figure. */
const REBUS_DOT_TEXT = { role: 'display', size: SIZE, weight: 700, trackingEm: 0.05 } as const;

// An upright figure (at least about as tall as wide) drawn in bars (a mean stroke under this share of its height, as
// a ladder's rails and rungs) reads as a letter in a name; a solid figure (a bean, a house) reads as a picture.
const LETTERLIKE_ASPECT = 0.95;
const LETTERLIKE_STROKE = 0.16;

// Clear space between the pictogram and the nearest letter, in cap heights: the icon stands in the name's
// rhythm as a word of its own and never touches a letter.
const REBUS_ICON_GAP = 0.32;

/** A figure fused with a line of the name: the line's letters as drawn and the figure, with what it stands in. */
interface LineFusion {
  text: string;
  /** Each letter's outline as drawn (a dot the figure replaces is taken out of its letter). */
  letters: string[];
  figure: Region;
  /** The letter that holds it. */
  char: string;
  /** Where it stands, for the description ("in the counter of its O"). */
  where: string;
  options: MarkTextOptions;
}

/**
 * The figure inside a round letter of `text` (the O of HOLLIS holds a key), when a counter holds it at least 0.36
 * cap across, and 7 % of the line, with clear ground all round: the pun fused with the name instead of standing beside it. The letters
 * are set a little lighter than the word rebus, so an O opens enough to hold a figure that reads.
 */
function fuseInCounter(ctx: MarkContext, archetype: string, text: string, icon: IconMatch): LineFusion | null {
  const glyphs = setLineGlyphs(ctx, archetype, text, REBUS_COUNTER_TEXT);
  const chars = [...text].filter((char) => char.trim() !== '');
  if (chars.length !== glyphs.length) return null;
  const cap = -boxOfRings(glyphs.flatMap((g) => regionFromPath(g.d, 1))).minY;
  const seat = findCounterSeat(glyphs, chars, cap);
  const figure = seat && fitFigureInCounter(icon, seat, Math.max(cap * 0.06, minFeature(ctx) * 0.25), cap * 0.36, minFeature(ctx) * 0.3);
  if (!seat || !figure || !holdsItsOwn(figure, glyphs)) return null;
  return {
    text,
    letters: glyphs.map((g) => g.d),
    figure,
    char: seat.char,
    where: `in the counter of its ${seat.char}`,
    options: REBUS_COUNTER_TEXT,
  };
}

// A figure standing for a dot reads only as one shape (a flame, a drop, a clock face), never as a scatter of parts.
const DOT_FIGURE_MIN_SOLIDITY = 0.72;

/**
 * The figure as the dot of an i or j of `typed` (kiln with a flame for its dot), set in lowercase unless it already
 * shows a dotted letter as typed, so the pun is fused with the name.
 */
function fuseInDot(ctx: MarkContext, archetype: string, typed: string, icon: IconMatch): LineFusion | null {
  if ((icon.components ?? 1) > 1 || (icon.solidity ?? 1) < DOT_FIGURE_MIN_SOLIDITY) return null;
  const text = /[ij]/.test(typed) ? typed : typed.toLowerCase();
  const glyphs = setLineGlyphs(ctx, archetype, text, REBUS_DOT_TEXT);
  const chars = [...text].filter((char) => char.trim() !== '');
  if (chars.length !== glyphs.length) return null;
  const xHeight = -Math.min(...glyphs.flatMap((g, i) => (/^[acemnorsuvwxz]$/.test(chars[i]!) ? [g.box.minY] : [])));
  if (!Number.isFinite(xHeight) || xHeight <= 0) return null;
  const margin = Math.max(xHeight * 0.07, minFeature(ctx) * 0.25);
  const seat = findDotSeat(glyphs, chars, icon, xHeight * 1.8, margin, xHeight * 0.66, minFeature(ctx) * 0.3);
  if (!seat) return null;
  // In a long name the dot is a speck however large the room over the stem: the figure must hold its own in the line.
  if (!holdsItsOwn(seat.figure, glyphs)) return null;
  const letters = glyphs.map((g, i) => (i === seat.index ? regionToPath(regionSubtract(regionFromGlyphs(g.d, 0.5), seat.dot)) : g.d));
  return { text, letters, figure: seat.figure, char: seat.char, where: `for the dot of its ${seat.char}`, options: REBUS_DOT_TEXT };
}

/** The fused line as a finished rebus, with the layers drawn under it (a descriptor) and the letters they add. */
function finishFusion(
  archetype: string,
  icon: IconMatch,
  fusion: LineFusion,
  under?: { layers: DraftLayer[]; text: string; letterGlyphs?: NameGlyph[]; how: string },
): Mark {
  // The letters read are checked against the name as drawn: a dot the figure replaces is taken out of its letter.
  const nameGlyphs = toNameGlyphs(
    fusion.text,
    fusion.letters.map((d) => ({ d })),
  );
  const glyphs = under ? (nameGlyphs && under.letterGlyphs ? [...nameGlyphs, ...under.letterGlyphs] : undefined) : nameGlyphs;
  const noun = iconPhrase(icon.name);
  return finishMark(
    archetype,
    'rebus',
    [
      { d: fusion.letters.join(''), ink: 'primary', fillRule: 'nonzero' },
      { d: regionToPath(fusion.figure), ink: 'accent', fillRule: 'evenodd' },
      ...(under?.layers ?? []),
    ],
    {
      description: under
        ? `${fusion.text} with ${noun} ${fusion.where}, a visual pun you read twice, over ${under.text} ${under.how}.`
        : `${fusion.text} with ${noun} ${fusion.where}, a visual pun you read twice.`,
      hasText: true,
      carriesName: true,
      features: {
        letters: under ? `${fusion.text} ${under.text}` : fusion.text,
        icons: [icon.name],
        counterFigure: fusion.char,
        ...(under ? { descriptor: under.text } : {}),
        ...(glyphs ? { nameGlyphs: glyphs } : {}),
      },
    },
  );
}

/**
 * The figure fused with the name proper of a name whose trade words make the line too long for it to hold its own
 * (IRONWOOD GYM, COPPERLINE PLUMBING): the name proper with the figure in a counter or for a dot, the trade words
 * set under it as this designer sets a descriptor, so the pun stays in the name and the hierarchy is a typographer's.
 */
function fuseOverTrade(ctx: MarkContext, archetype: string, icon: IconMatch): Mark | null {
  const split = ownTradeSplit(ctx);
  if (!split) return null;
  const fusion = fuseInCounter(ctx, archetype, split.head.toUpperCase(), icon) ?? fuseInDot(ctx, archetype, split.head, icon);
  if (!fusion) return null;
  const head = setLetters(ctx, archetype, fusion.text, fusion.options);
  const under = descriptorUnder(ctx, archetype, { box: head.box, capHeight: head.line.capHeight, options: fusion.options }, split.tail);
  return under ? finishFusion(archetype, icon, fusion, under) : null;
}

/**
 * The name with a pictogram standing in it as a word, in the accent colour, every letter left whole: between
 * the first word and the rest of a longer name (as a heart stands between "I" and a city), before or after a
 * one-word name. witty-substitution always leads with the icon, the pun read first.
 */
export function buildRebus(ctx: MarkContext, archetype: string): Mark {
  const icon = pickIcon(ctx, 'rebus');
  const text = ctx.brief.brandName.trim().toUpperCase();
  const compact = text.replace(/\s+/g, '');
  const glyphs = setLineGlyphs(ctx, archetype, text, REBUS_TEXT);
  const all = boxOfRings(glyphs.flatMap((g) => regionFromPath(g.d, 1)));
  const cap = -all.minY;
  const size = cap * valueInRange(ctx, 'rebus.iconCap', [1.0, 1.15]);
  const gap = cap * REBUS_ICON_GAP;
  const fusion = fuseInCounter(ctx, archetype, text, icon) ?? fuseInDot(ctx, archetype, ctx.brief.brandName.trim(), icon);
  if (fusion) return finishFusion(archetype, icon, fusion);
  const overTrade = fuseOverTrade(ctx, archetype, icon);
  if (overTrade) return overTrade;
  const figure = placeIconTight(icon, { x: 0, y: 0 }, size);
  const figureBox = boxOfRings(figure);
  // An upright figure built of bars (a ladder, an easel) standing in a line of capitals reads as one more letter.
  const figureHeight = figureBox.maxY - figureBox.minY;
  if (
    figureHeight / Math.max(1e-6, figureBox.maxX - figureBox.minX) >= LETTERLIKE_ASPECT &&
    meanStroke(figure) < LETTERLIKE_STROKE * figureHeight
  )
    throw new Error(`${iconPhrase(icon.name)} standing in a line of capitals reads as one more letter`);
  const firstWordLength = text.split(/\s+/)[0]!.length;
  const oneWord = firstWordLength >= compact.length;
  const after = oneWord && archetype !== 'witty-substitution' && ctx.rng('marks:rebus.side').next() < 0.5;
  // Index of the first glyph set after the icon (glyphs.length when the icon ends the line).
  const at = oneWord ? (after ? glyphs.length : 0) : firstWordLength;
  const prev = glyphs[at - 1];
  const next = glyphs[at];
  const iconX = prev ? prev.box.maxX + gap + size / 2 : (next?.box.minX ?? 0) - gap - size / 2;
  // Letters after the icon move right by the room it takes, minus the word space they already had.
  const space = prev && next ? next.box.minX - prev.box.maxX : 0;
  const shift = prev && next ? Math.max(0, size + 2 * gap - space) : 0;
  const placed = glyphs.map((g, i) => (i >= at && shift > 0 ? transformPath(g.d, [1, 0, 0, 1, shift, 0]) : g.d));
  const layers: DraftLayer[] = [
    { d: placed.join(''), ink: 'primary', fillRule: 'nonzero' },
    { d: regionToPath(placeIconTight(icon, { x: iconX, y: -cap / 2 }, size)), ink: 'accent', fillRule: 'evenodd' },
  ];
  const nameGlyphs = toNameGlyphs(
    text,
    placed.map((d) => ({ d })),
  );
  return finishMark(archetype, 'rebus', layers, {
    description: `${text} with ${iconPhrase(icon.name)} standing in the name as a word of its own, a visual pun you read twice.`,
    hasText: true,
    carriesName: true,
    features: { letters: text, icons: [icon.name], ...(nameGlyphs ? { nameGlyphs } : {}) },
  });
}
