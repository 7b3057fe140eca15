/**
 * Name-bearing archetypes whose mark is the set name itself: pure-wordmark and its variants
 * (accent-letter, band-header, ribbon, melting, extended-titling, story-detail, Didone/heritage),
 * script-wordmark (+ script-initial, stacked-interlocking-script), masthead-lettering and
 * arc-gesture-wordmark (designer-dna.md §1, §5). Letter shapes come from the chosen fonts.
 */

import { readTone } from '../../brief/tone';
import { contrastRatio, isBloodRed } from '../../color';
import { requiredContrast } from '../../color/wcag-contrast';
import { boxOfRings, regionGap, ringsFilledSpansAtY, ringsTransform } from '../../geometry';
import type { IconMatch } from '../../icons';
import {
  circlePath,
  createPath,
  type Region,
  rectPath,
  regionFromPath,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  transformPath,
} from '../../path';
import { nounPhrase } from '../../strategy/grammar';
import { iconModifier, iconPhrase } from '../../strategy/icon-nouns';
import { findCounterSeat, findDotSeat, fitFigureInCounter, holdsItsOwn } from '../counter-figure';
import { type DraftLayer, finishMark } from '../draft';
import { measureSwashTurns } from '../guardrails';
import { pickIcon, placeIconTight } from '../icon-pick';
import {
  applyMarkCase,
  cleanLetterGlyphs,
  firstInitial,
  hasDrawableLetters,
  lettersRegion,
  openedApart,
  setLetters,
  setLineGlyphs,
  wordmarkOptions,
  wordmarkText,
} from '../letters';
import { chooseFamily, minFeature, valueInRange } from '../params';
import { SCRIPT_LINE_GAP_CAP, splitInTwo, stackScriptLines } from '../script-lines';
import type { Mark, MarkContext, MarkTextOptions, NameGlyph } from '../types';
import { buildDescriptorMark, descriptorUnder, ownTradeSplit } from './descriptor';
import { buildFramedTitling, drawsFramedTitling } from './titling';

const SIZE = 300;
const region = (d: string) => regionUnion(regionFromPath(d, 0.5));

/** A tapered swash (two Béziers sharing their ends) under the letters from x0 to x1 at baseline + drop. */
export function swashPath(x0: number, x1: number, y: number, thickness: number): string {
  const len = x1 - x0;
  return createPath()
    .moveTo({ x: x0, y })
    .cubicTo(
      { x: x0 + len * 0.3, y: y + thickness * 1.6 },
      { x: x0 + len * 0.7, y: y + thickness * 1.2 },
      { x: x1, y: y - thickness * 0.8 },
    )
    .cubicTo({ x: x0 + len * 0.7, y: y + thickness * 0.2 }, { x: x0 + len * 0.3, y: y + thickness * 0.4 }, { x: x0, y })
    .close()
    .toString();
}

export function buildPureWordmark(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'extended-titling' && drawsFramedTitling(ctx)) return buildFramedTitling(ctx, archetype);
  const lockup = archetype === 'pure-wordmark' ? buildDescriptorMark(ctx, archetype, 'pure-wordmark') : null;
  if (lockup) return lockup;
  const text = wordmarkText(ctx);
  const options = openedApart(
    ctx,
    archetype,
    text,
    archetype === 'extended-titling' ? { ...wordmarkOptions(ctx, SIZE), scaleX: 1.15, trackingEm: 0.2 } : wordmarkOptions(ctx, SIZE),
  );
  const set = setLetters(ctx, archetype, text, options);
  const cap = set.line.capHeight;
  const box = set.box;
  let layers: DraftLayer[] = [{ d: set.d, ink: 'primary' }];
  let description = `The name ${text} set as a refined wordmark: the letters themselves carry the identity.`;
  let icons: string[] | undefined;
  let counterFigureChar: string | undefined;
  let takenDot: Region | undefined;
  const contrast = archetype === 'pure-wordmark' && (ctx.take ?? 0) % 2 === 0 ? weightContrast(ctx, archetype, text, options) : null;
  if (contrast) {
    layers = [{ d: contrast.d, ink: 'primary' }];
    description = `${text} in two weights, ${contrast.head} set ${contrast.headWeight} and ${contrast.tail} ${contrast.tailWeight}, so the eye lands on ${contrast.head} first.`;
    return finishMark(archetype, 'pure-wordmark', layers, {
      description,
      hasText: true,
      carriesName: true,
      features: { letters: text, ...(contrast.letterGlyphs ? { letterGlyphs: contrast.letterGlyphs } : {}) },
    });
  }
  if (archetype === 'accent-letter-wordmark') {
    const glyphs = setLineGlyphs(ctx, archetype, text, options);
    // The accent goes to the initial, the name's first letter set apart as its sign: a vowel picked mid-word read as a
    // misprint (the twentieth review's black E in HEARTHSTONE and blue a in Daughters).
    layers = glyphs.map((g, i) => ({ d: g.d, ink: i === 0 ? 'accent' : 'primary' }));
    description = `${text} with its initial in the accent colour, the name's first letter set apart as its sign.`;
  } else if (archetype === 'band-header') {
    const pad = cap * 0.6;
    const band = regionFromPath(rectPath(box.minX - pad, -cap * 1.6, box.maxX - box.minX + pad * 2, cap * 2.2));
    layers = [{ d: regionToPath(regionSubtract(band, lettersRegion(set))), ink: 'ink', fillRule: 'evenodd' }];
    description = `${text} reversed out of a solid band, as direct as a newspaper header.`;
  } else if (archetype === 'ribbon-wordmark' || archetype === 'extended-titling') {
    const t = Math.max(cap * 0.08, minFeature(ctx) * 0.3);
    // Under the baseline, and under the descenders with clear space when the name has any (p, g, y): a ribbon drawn
    // through their tails joined the letters to the line.
    const clear = box.maxY + cap * 0.1 + (archetype === 'ribbon-wordmark' ? t * 2 * 0.8 : 0);
    const y = Math.max(cap * 0.28, clear);
    const ribbon =
      archetype === 'ribbon-wordmark' ? swashPath(box.minX, box.maxX, y, t * 2) : rectPath(box.minX, y, box.maxX - box.minX, t);
    layers.push({ d: ribbon, ink: archetype === 'ribbon-wordmark' ? 'secondary' : 'primary' });
    description =
      archetype === 'ribbon-wordmark'
        ? `${text} over a sweeping ribbon, warm and celebratory.`
        : `${text} in wide, tracked capitals over a single rule, calm and monumental.`;
  } else if (archetype === 'melting-wordmark') {
    const letters = lettersRegion(set);
    const melt = meltDrips(ctx, letters, set.box, cap);
    layers = [{ d: regionToPath(regionUnion(letters, melt.drips)), ink: dripInk(ctx), fillRule: 'evenodd' }];
    description = `${text} with letters that begin to melt in ${melt.words}, a dreamlike twist on a clean wordmark.`;
  } else if (archetype === 'wordmark-with-story-detail') {
    const icon = pickIcon(ctx, 'story');
    icons = [icon.name];
    const inCounter = counterFigure(ctx, archetype, text, options, icon, cap);
    const overTrade = inCounter ? null : storyOverTrade(ctx, archetype, icon);
    if (overTrade) return overTrade;
    if (inCounter) {
      if (inCounter.dot) {
        layers = [{ d: regionToPath(regionSubtract(lettersRegion(set), inCounter.dot)), ink: 'primary', fillRule: 'evenodd' }];
        takenDot = inCounter.dot;
      }
      layers.push({ d: regionToPath(inCounter.figure), ink: 'accent', fillRule: 'evenodd' });
      counterFigureChar = inCounter.char;
      description = `${text} with ${iconPhrase(icon.name)} ${inCounter.words}: the name and the story in one line.`;
    } else {
      layers.push({
        d: regionToPath(placeIconTight(icon, { x: box.maxX + cap * 0.55, y: box.minY + cap * 0.3 }, cap * 0.7)),
        ink: 'accent',
        fillRule: 'evenodd',
      });
      description = `${text} with ${nounPhrase(`small ${iconModifier(icon.name)}`)} attached, the detail that tells the brand's story.`;
    }
  }
  // Nothing but the set letters: no figure, rule, band, accent or melt was added.
  const plain = layers.length === 1 && layers[0]?.d === set.d;
  return finishMark(archetype, 'pure-wordmark', layers, {
    description,
    hasText: true,
    carriesName: true,
    features: {
      letters: text,
      icons,
      letterGlyphs: withoutDot(cleanLetterGlyphs(ctx, set, [1, 0, 0, 1, 0, 0]), takenDot),
      ...(counterFigureChar ? { counterFigure: counterFigureChar } : {}),
      ...(plain ? { plainSetting: true } : {}),
    },
  });
}

/** The weights a two-weight name is set in: the designer's own and its partner, far enough apart to read as a choice. */
function contrastWeights(base: number): { head: number; tail: number } {
  return base >= 600 ? { head: base, tail: 300 } : { head: 800, tail: Math.min(base, 400) };
}

const ARTICLES = new Set([
  'the',
  'a',
  'an',
  'le',
  'la',
  'les',
  'el',
  'los',
  'las',
  'il',
  'lo',
  'der',
  'die',
  'das',
  'de',
  'het',
  'o',
  'os',
  'as',
]);

const WEIGHT_WORDS: Record<number, string> = { 300: 'light', 400: 'in the regular weight', 800: 'heavy' };
const weightWords = (weight: number) => WEIGHT_WORDS[weight] ?? (weight >= 600 ? 'heavy' : 'light');

/**
 * A name of two or more words set in two weights: its first word (the name proper) heavy, the rest (most often the
 * trade: "Bakery", "Legal") light, one word space apart. Null for a one-word name, or when the face has no second
 * weight (both parts would come out as set).
 */
function weightContrast(ctx: MarkContext, archetype: string, text: string, options: MarkTextOptions) {
  const space = text.search(/\s/);
  if (space <= 0) return null;
  const head = text.slice(0, space);
  const tail = text.slice(space).trim();
  // "The Kind Fork": an article is not the name proper, and a heavy "The" reads as the brand.
  if (!tail || !ctx.fonts || ARTICLES.has(head.toLocaleLowerCase())) return null;
  const weights = contrastWeights(options.weight ?? 400);
  const headSet = setLetters(ctx, archetype, head, { ...options, weight: weights.head });
  const tailSet = setLetters(ctx, archetype, tail, { ...options, weight: weights.tail });
  const plainHead = setLetters(ctx, archetype, head, options);
  const plainTail = setLetters(ctx, archetype, tail, options);
  // A face with one weight sets both parts as it set them before: there is no contrast to draw.
  if (headSet.d === plainHead.d && tailSet.d === plainTail.d) return null;
  const wordSpace = ctx.fonts.setText('x x', options).width - 2 * ctx.fonts.setText('x', options).width;
  const shift = headSet.line.width + Math.max(wordSpace, options.size * 0.22);
  const m: [number, number, number, number, number, number] = [1, 0, 0, 1, shift, 0];
  const headGlyphs = cleanLetterGlyphs(ctx, headSet, [1, 0, 0, 1, 0, 0]);
  const tailGlyphs = cleanLetterGlyphs(ctx, tailSet, m);
  return {
    d: `${headSet.d}${transformPath(tailSet.d, m)}`,
    head,
    tail,
    headWeight: weightWords(weights.head),
    tailWeight: weightWords(weights.tail),
    letterGlyphs: headGlyphs && tailGlyphs ? [...headGlyphs, ...tailGlyphs] : undefined,
  };
}

/**
 * The icon in the roomiest counter of the set name (or for the dot of an i), with a clear band of ground all round it,
 * or null when no letter holds a figure of at least 0.36 cap across and 7 % of the line (the icon then stands
 * after the name).
 */
function counterFigure(ctx: MarkContext, archetype: string, text: string, options: MarkTextOptions, icon: IconMatch, cap: number) {
  const glyphs = setLineGlyphs(ctx, archetype, text, options);
  const chars = [...text].filter((char) => char.trim() !== '');
  if (chars.length !== glyphs.length) return null;
  const margin = Math.max(cap * 0.05, minFeature(ctx) * 0.25);
  const seat = findCounterSeat(glyphs, chars, cap);
  const figure = seat && fitFigureInCounter(icon, seat, margin, cap * 0.36, minFeature(ctx) * 0.3);
  if (seat && figure && holdsItsOwn(figure, glyphs))
    return { figure, char: seat.char, words: `set in the counter of its ${seat.char}`, dot: null };
  const dot = findDotSeat(glyphs, chars, icon, cap, margin, cap * 0.3, minFeature(ctx) * 0.3);
  return dot && holdsItsOwn(dot.figure, glyphs)
    ? { figure: dot.figure, char: dot.char, words: `as the dot of its ${dot.char}`, dot: dot.dot }
    : null;
}

/**
 * The clean letters with the dot a figure stands for taken out of its letter: the letters read are checked against
 * the name as drawn, where the figure is that letter's dot (a clean i beside a dotless one read as bitten).
 */
function withoutDot(glyphs: NameGlyph[] | undefined, dot: Region | undefined): NameGlyph[] | undefined {
  if (!glyphs || !dot) return glyphs;
  return glyphs.map((g) => {
    const letter = region(g.d);
    return regionIntersect(letter, dot).length > 0 ? { char: g.char, d: regionToPath(regionSubtract(letter, dot)) } : g;
  });
}

/**
 * The story's figure in a counter or for a dot of the name proper, where the whole name is too long a line for it to
 * hold its own (OAKRIDGE DENTAL): the name proper with its figure, the trade words set under it as the designer sets a
 * descriptor. Null when the name has no trade words, or the name proper holds no figure.
 */
function storyOverTrade(ctx: MarkContext, archetype: string, icon: IconMatch): Mark | null {
  const split = ownTradeSplit(ctx);
  if (!split) return null;
  const text = applyMarkCase(ctx, split.head);
  const options = openedApart(ctx, archetype, text, wordmarkOptions(ctx, SIZE));
  const set = setLetters(ctx, archetype, text, options);
  const inCounter = counterFigure(ctx, archetype, text, options, icon, set.line.capHeight);
  if (!inCounter) return null;
  const under = descriptorUnder(ctx, archetype, { box: set.box, capHeight: set.line.capHeight, options }, split.tail);
  if (!under) return null;
  const headGlyphs = withoutDot(cleanLetterGlyphs(ctx, set, [1, 0, 0, 1, 0, 0]), inCounter.dot ?? undefined);
  const letters = inCounter.dot ? regionToPath(regionSubtract(lettersRegion(set), inCounter.dot)) : set.d;
  return finishMark(
    archetype,
    'pure-wordmark',
    [
      { d: letters, ink: 'primary', fillRule: 'evenodd' },
      { d: regionToPath(inCounter.figure), ink: 'accent', fillRule: 'evenodd' },
      ...under.layers,
    ],
    {
      description: `${text} with ${iconPhrase(icon.name)} ${inCounter.words}, over ${under.text} ${under.how}: the name and the story in one sign.`,
      hasText: true,
      carriesName: true,
      features: {
        letters: `${text} ${under.text}`,
        icons: [icon.name],
        counterFigure: inCounter.char,
        descriptor: under.text,
        ...(headGlyphs && under.letterGlyphs ? { letterGlyphs: [...headGlyphs, ...under.letterGlyphs] } : {}),
      },
    },
  );
}

/** Heights (shares of the cap height) at which a stem standing on the baseline is filled above its foot. */
const STEM_LEVELS = [0.1, 0.2, 0.33] as const;

/** The narrowest a foot may be beside its stroke a tenth and a fifth of the cap height up: a point (v, w) is narrower. */
const FOOT_TO_STEM = 0.75;

/** The bead at a drip's end, as a share of the run's half-width. */
const DRIP_BEAD = 1.9;

/** How the letters melt: the take picks one. */
const MELT_FAMILIES = ['three', 'two', 'one'] as const;
type MeltFamily = (typeof MELT_FAMILIES)[number];
/** Where along the name each family's drips aim (they then move onto the nearest stroke), and how long they run. */
const MELT_PLAN: Record<MeltFamily, { at: readonly number[]; length: readonly number[]; words: string }> = {
  three: { at: [0.2, 0.5, 0.8], length: [0.35, 0.65, 0.5], words: 'three drips' },
  two: { at: [0.3, 0.72], length: [0.8, 0.5], words: 'two long drips' },
  one: { at: [0.62], length: [1.05], words: 'one long drip' },
};

/**
 * Red drips read as blood (the costume shop of the twenty-seventh review): outside horror the melting name runs in the
 * first palette colour that is no red and still reads on the ground (a claret ink is dried blood too).
 */
function dripInk(ctx: MarkContext): 'primary' | 'secondary' | 'ink' | 'accent' {
  if (!isBloodRed(ctx.palette.primary) || readTone(ctx.conceptBrief ?? ctx.brief).has('horror')) return 'primary';
  const roles = ['secondary', 'ink', 'accent'] as const;
  const ink = roles.find(
    (role) => !isBloodRed(ctx.palette[role]) && contrastRatio(ctx.palette[role], ctx.palette.ground) >= requiredContrast('graphic'),
  );
  // Every ink that reads is a red: the name does not melt at all.
  if (!ink) throw new Error('every ink that reads on the ground is a red, and red drips read as blood');
  return ink;
}

/**
 * Drips hanging from strokes that stand on the baseline, never from the gap between letters (a drip there reads
 * as a comma): each aims at a share of the name and moves to the nearest stroke wide enough to feed it.
 */
export function meltDrips(
  ctx: MarkContext,
  letters: Region,
  box: { minX: number; maxX: number },
  cap: number,
): { drips: Region; words: string } {
  const family = chooseFamily(ctx, 'melt.family', MELT_FAMILIES);
  const plan = MELT_PLAN[family];
  const rng = ctx.rng('noise:melt');
  const width = box.maxX - box.minX;
  // Thin strokes (a light Hangul or Devanagari face) feed thinner drips rather than none.
  const spans = ringsFilledSpansAtY(letters, -cap * 0.04);
  const widest = Math.max(0, ...spans.map(([a, b]) => b - a));
  // A drip is a thin run ending in a bead, well under the stem's width: a stem-wide bar under a letter is a descender
  // (a D over one reads as a thorn or a p, fifteenth review).
  const w = Math.min(cap * 0.045, widest / 4.8);
  // A foot is a stem standing on the baseline: filled straight up through a third of the cap height. A drip under the round
  // bottom of an e, o or c hangs as a descender and reads as a q, g or p (fifteenth review: "Ciphqr").
  const levels = STEM_LEVELS.map((share) => ringsFilledSpansAtY(letters, -cap * share));
  const onStem = ([a, b]: [number, number]) => levels.every((spans) => spans.some(([c, d]) => c <= (a + b) / 2 && d >= (a + b) / 2));
  // And a stem's foot is as wide as the stroke just above it: the point of a v, or the rounded foot of an italic e,
  // narrower than the strokes a little higher, under a drip reads as a y ("Marayela", seventeenth review).
  const notPointed = ([a, b]: [number, number]) =>
    levels.slice(0, 2).every((spans) => {
      const stroke = spans.find(([c, d]) => c <= (a + b) / 2 && d >= (a + b) / 2);
      return !stroke || b - a >= (stroke[1] - stroke[0]) * FOOT_TO_STEM;
    });
  const feet = spans.filter((span) => span[1] - span[0] >= w * 4.8 && w > cap * 0.01 && onStem(span) && notPointed(span));
  // Nor may a drip run into a descender (the loop of a g): its letters below the baseline, kept clear by a stroke.
  const below = regionIntersect(letters, regionFromPath(rectPath(box.minX - cap, cap * 0.02, width + cap * 2, cap * 2)));
  const used = new Set<number>();
  const drips: Region = [];
  let placed = 0;
  plan.at.forEach((share, i) => {
    const aim = box.minX + width * (share + (ctx.variant === 0 ? 0 : (rng.next() - 0.5) * 0.1));
    const ranked = feet
      .map((span, index) => ({ index, x: (span[0] + span[1]) / 2 }))
      .filter(({ index }) => !used.has(index))
      .sort((a, b) => Math.abs(a.x - aim) - Math.abs(b.x - aim));
    const len = cap * plan.length[i]!;
    const drip = (x: number) =>
      regionUnion(
        regionFromPath(
          createPath()
            .moveTo({ x: x - w * 1.4, y: -1 })
            .cubicTo({ x: x - w * 0.6, y: 0 }, { x: x - w, y: len * 0.6 }, { x: x - w, y: len })
            .arcTo(w, w, 0, false, false, { x: x + w, y: len })
            .cubicTo({ x: x + w, y: len * 0.6 }, { x: x + w * 0.6, y: 0 }, { x: x + w * 1.4, y: -1 })
            .close()
            .toString(),
        ),
        regionFromPath(circlePath({ x, y: len - w * 0.4 }, w * DRIP_BEAD)),
      );
    for (const foot of ranked) {
      const run = drip(foot.x);
      if (below.length > 0 && regionGap(run, below, w * 2) < w * 2) continue;
      used.add(foot.index);
      placed += 1;
      drips.push(...run);
      return;
    }
  });
  // A name of round letters only (Coco) has no stem to melt from: the archetype gives way to the designer's next.
  if (placed === 0) throw new Error('no stem of the name stands on the baseline to drip from');
  // The words count the drips drawn: a name with fewer stems than the plan's drips (at most three) gets fewer.
  return { drips, words: placed === plan.at.length ? plan.words : placed === 1 ? 'one drip' : 'two drips' };
}

const SWASH_FAMILIES = ['tail', 'lead', 'rule'] as const;
const SWASH_WORDS: Record<(typeof SWASH_FAMILIES)[number], string> = {
  tail: 'one swash trailing off its last letters',
  lead: 'one swash leading out of its capital',
  rule: 'one tapered rule drawn under the whole name',
};

/** Names longer than this many characters are written on two lines (as the two-line wordmarks of integrate/). */
const SCRIPT_TWO_LINE_MIN_CHARS = 18;

/** The name's lines: two balanced lines at a word break for a long name of several words, else one. */
function scriptNameLines(name: string): string[] {
  const words = name.split(/\s+/);
  if (name.length <= SCRIPT_TWO_LINE_MIN_CHARS || words.length < 2) return [name];
  const lines = splitInTwo(words);
  return lines.every(hasDrawableLetters) ? lines : [name];
}

/**
 * The name in the script face; a long name goes on two lines stacked as close as their loops allow. A designer
 * whose DNA draws a swash (typography.swash) gets one tapered swash under the last line's letters, others (a
 * signature without flourish) none. script-initial sets the initial only.
 */
export function buildScriptWordmark(ctx: MarkContext, archetype: string): Mark {
  const options = { role: 'script' as const, size: SIZE, trackingEm: 0 };
  if (archetype === 'stacked-interlocking-script') return buildStackedScript(ctx, archetype);
  const name = ctx.brief.brandName.trim();
  const lines = archetype === 'script-initial' ? [firstInitial(ctx)] : scriptNameLines(name);
  if (archetype === 'script-initial' && ctx.fonts?.readsAlone?.(lines[0]!, 'script') === false)
    throw new Error(`${archetype}: the script's ${lines[0]} alone reads as another sign`);
  const text = lines.join(' ');
  const set = stackScriptLines(ctx, archetype, lines, options);
  const cap = set.cap;
  const letters = set.region;
  const flourish = ctx.dna.typography?.swash?.enabled === true;
  const layer = (extra: Region) => [
    { d: regionToPath(regionUnion(letters, extra)), ink: 'primary' as const, fillRule: 'evenodd' as const },
  ];
  const features = { letters: archetype === 'script-initial' ? text : lines.join(' ') };
  if (!flourish) {
    return finishMark(archetype, 'script-wordmark', layer([]), {
      description: `${text} written as a signature in a flowing script, personal and confident.`,
      hasText: true,
      carriesName: archetype !== 'script-initial',
      features,
    });
  }
  // The swash runs under the last line: it trails off its last letters, leads out of its capital (mirrored), or
  // rules the whole line.
  const box = set.lines[set.lines.length - 1]!.box;
  const lineText = lines[lines.length - 1]!;
  const family = chooseFamily(ctx, 'swash.family', SWASH_FAMILIES);
  const span = (box.maxX - box.minX) * (family === 'rule' ? 0.96 : Math.min(0.85, 4.5 / Math.max(4.5, lineText.length)));
  const drop = cap * valueInRange(ctx, 'swash.drop', [0.15, 0.3]);
  const thickness = Math.max(cap * 0.07, minFeature(ctx) * 0.25);
  const swash =
    family === 'lead'
      ? transformPath(swashPath(-box.minX - span, -box.minX + cap * 0.1, box.maxY + drop, thickness), [-1, 0, 0, 1, 0, 0])
      : family === 'rule'
        ? swashPath(
            box.minX + (box.maxX - box.minX) * 0.02,
            box.minX + (box.maxX - box.minX) * 0.02 + span,
            box.maxY + drop,
            thickness * 0.8,
          )
        : swashPath(box.maxX - span, box.maxX + cap * 0.1, box.maxY + drop, thickness);
  return finishMark(archetype, 'script-wordmark', layer(region(swash)), {
    description: `${Array.from(text.trim()).length === 1 ? `The initial ${text}` : text} in a flowing script with ${SWASH_WORDS[family]}, personal and confident.`,
    hasText: true,
    carriesName: archetype !== 'script-initial',
    features: {
      ...features,
      script: { swashTurns: measureSwashTurns(swash), swashSpan: span / Math.max(1, box.maxX - box.minX) },
    },
  });
}

/**
 * Two words (or two balanced groups of words) on offset lines whose capitals interlock. A one-word name is never cut
 * inside the word: it is written on one line.
 */
function buildStackedScript(ctx: MarkContext, archetype: string): Mark {
  const words = ctx.brief.brandName.trim().split(/\s+/).filter(hasDrawableLetters);
  if (words.length < 2) return { ...buildScriptWordmark(ctx, 'script-wordmark'), archetype };
  const [first, second] = splitInTwo(words);
  const options = { role: 'script' as const, size: SIZE, trackingEm: 0 };
  const top = setLetters(ctx, archetype, first, options);
  const bottom = setLetters(ctx, archetype, second, options);
  const cap = top.line.capHeight;
  const above = lettersRegion(top);
  const below = lettersRegion(bottom);
  // The second line steps in and down until its letters clear the first line's: capitals may tuck under, but a
  // swash that crossed a letter above would be unioned into it and misread ("Creek" through "Marrowbone").
  const at = (dy: number) => ringsTransform(below, [1, 0, 0, 1, cap * 0.9, dy]);
  let dy = cap * 0.95;
  while (dy < cap * 3 && regionGap(above, at(dy), cap) < cap * SCRIPT_LINE_GAP_CAP) dy += cap * 0.05;
  const shifted = at(dy);
  return finishMark(archetype, 'script-wordmark', [{ d: regionToPath(regionUnion(above, shifted)), ink: 'primary', fillRule: 'evenodd' }], {
    description: `${first} and ${second} stacked in script, their capitals interlocking into one signature.`,
    hasText: true,
    carriesName: true,
    features: { letters: `${first} ${second}` },
  });
}

/** Display lettering centred between two rules (rule weight ≥ the minimum feature). */
export function buildMasthead(ctx: MarkContext, archetype: string): Mark {
  const text = wordmarkText(ctx);
  const set = setLetters(ctx, archetype, text, wordmarkOptions(ctx, SIZE));
  const cap = set.line.capHeight;
  const rule = Math.max(cap * 0.04, minFeature(ctx) * 0.35);
  const pad = cap * 0.3;
  const { minX, maxX, minY, maxY } = set.box;
  const layers: DraftLayer[] = [
    { d: set.d, ink: 'primary' },
    { d: `${rectPath(minX, minY - pad - rule, maxX - minX, rule)}${rectPath(minX, maxY + pad, maxX - minX, rule)}`, ink: 'primary' },
  ];
  return finishMark(archetype, 'masthead-lettering', layers, {
    description: `${text} set like a masthead between two fine rules, editorial and assured.`,
    hasText: true,
    carriesName: true,
    features: { letters: text, letterGlyphs: cleanLetterGlyphs(ctx, set, [1, 0, 0, 1, 0, 0]) },
  });
}

/** A lowercase name with one arc (stroke = stem width) joining 2–4 letters above the x-height. */
export function buildArcGestureWordmark(ctx: MarkContext, archetype: string): Mark {
  const text = ctx.brief.brandName.trim().toLowerCase();
  const options = wordmarkOptions(ctx, SIZE);
  const glyphs = setLineGlyphs(ctx, archetype, text, options);
  const all = boxOfRings(glyphs.flatMap((g) => regionFromPath(g.d, 1)));
  const span = Math.min(glyphs.length, Math.max(2, Math.round(valueInRange(ctx, 'arc.span', [2, 4]))));
  const a = glyphs[0]!.box;
  const b = glyphs[span - 1]!.box;
  const x0 = (a.minX + a.maxX) / 2;
  const x1 = (b.minX + b.maxX) / 2;
  const stem = Math.max(SIZE * 0.07, minFeature(ctx) * 0.3);
  const lift = SIZE * valueInRange(ctx, 'arc.lift', [0.15, 0.3]);
  // The arc's feet rest on the letters' tops and its crown clears them by 0.15–0.3 of the size.
  const baseY = all.minY + stem * 0.5;
  const rx = (x1 - x0) / 2;
  const ry = baseY - (all.minY - lift);
  const arc = createPath()
    .moveTo({ x: x0 - stem / 2, y: baseY })
    .arcTo(rx + stem / 2, ry + stem / 2, 0, false, true, { x: x1 + stem / 2, y: baseY })
    .lineTo({ x: x1 - stem / 2, y: baseY })
    .arcTo(rx - stem / 2, ry - stem / 2, 0, false, false, { x: x0 + stem / 2, y: baseY })
    .close()
    .toString();
  return finishMark(
    archetype,
    'arc-gesture-wordmark',
    [
      { d: glyphs.map((g) => g.d).join(''), ink: 'primary' },
      { d: arc, ink: 'accent' },
    ],
    {
      description: `${text} in lowercase with one arc joining its first letters, a smile drawn with a single stroke.`,
      hasText: true,
      carriesName: true,
      features: { letters: text },
    },
  );
}
