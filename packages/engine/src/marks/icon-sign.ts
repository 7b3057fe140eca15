/**
 * The app icon's sign when the mark is lettering (a wordmark, a script, a name in a badge): the initial in the
 * designer's own face with the brief's idea nested in its open space (a counter, a crook, the room under an arm), so
 * the icon is one designed sign and not the initial alone. The idea is the one the mark already draws, else the one
 * this designer is dealt (icon-pick dealtIdeas), so no pictogram is drawn by more than three designers' icons.
 */
import { type Box, boxOfRings, distanceToRings, isPointInRings, type Point } from '../geometry';
import { getIcon, type IconMatch } from '../icons';
import {
  circlePath,
  type Region,
  rectPath,
  regionFromPath,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  roundedRectPath,
  transformPath,
} from '../path';
import { iconPhrase } from '../strategy/icon-nouns';
import { finishMark } from './draft';
import { isFaviconLegible, measureFaviconFigure } from './favicon-figure';
import { dealtIdeas, deniesIcon, MAX_DESIGNERS_PER_ICON, namePunOf, placeIconTight } from './icon-pick';
import { cleanLetterGlyphs, firstInitial, fitMatrix, placedRegion, setLetters } from './letters';
import { ROUND_INITIAL } from './modules/monogram';
import { swashPath } from './modules/wordmark';
import { cornerRadius, minFeature } from './params';
import { findBuilder } from './registry';
import type { IconDevice, Mark, MarkContext, NameGlyph } from './types';

export type { IconDevice };

const ICON_SIGN_ARCHETYPE = 'initial-with-figure';

/** The device each lettering archetype draws on the name, carried onto the initial. */
const WORDMARK_DEVICE: Readonly<Record<string, Exclude<IconDevice, 'figure-in-initial' | 'figure' | 'sequence-colours' | 'full-stop'>>> = {
  'masthead-lettering': 'rule',
  'extended-titling': 'rule',
  'band-header': 'rule',
  'label-lockup': 'rule',
  'ribbon-wordmark': 'swash',
  'script-wordmark': 'swash',
  'script-initial': 'swash',
  'stacked-interlocking-script': 'swash',
  'script-in-badge': 'swash',
  'arc-gesture-wordmark': 'swash',
};

/** Devices a designer's own vocabulary lends the initial, in order of preference (a swash before a rule). */
const VOCABULARY_DEVICE: readonly [readonly string[], Exclude<IconDevice, 'figure-in-initial' | 'figure' | 'sequence-colours'>][] = [
  [['swash', 'ribbon', 'wave', 'arc'], 'swash'],
  [['rule', 'line', 'bar'], 'rule'],
];

/** Lettering modules that draw their own initial variant: the icon takes it (the same construction, one letter). */
const LETTERING_INITIAL: Readonly<Record<string, { archetype: string; device: 'sequence-colours' }>> = {
  'multicolor-letter-sequence': { archetype: 'multicolor-initial', device: 'sequence-colours' },
};

type WordmarkDevice = Exclude<IconDevice, 'figure-in-initial' | 'figure' | 'sequence-colours'>;

/**
 * The device of a lettering mark that has no idea to give the icon: the one the wordmark draws (its rule, its swash),
 * else the first the designer's vocabulary has (a swash, a rule), else a full stop (a rule outside alphabets whose
 * letters carry dots of their own). None for a designer who puts no full stop after a name and draws no swash or rule
 * (Ogilvy): the initial stands alone, as his icon rule says.
 */
export function wordmarkDeviceOf(mark: Mark, ctx?: Pick<MarkContext, 'dna'>, initial = 'A'): WordmarkDevice | undefined {
  // A swash curving under a round letter draws a smiling face (five designers' O on one brief, twentieth review), and
  // anything under a letter of one upright stroke reads as "!" (Haviv's I over a swash, twenty-eighth review): that
  // letter takes a full stop after it.
  // A rule under a letter open at its foot closes it at 16 px into another (F into E, T into I, Г into "[", thirty-third
  // review): that letter takes a full stop after it too.
  const readable = (device: WordmarkDevice): WordmarkDevice =>
    device !== 'full-stop' && ONE_STROKE_INITIAL.test(initial)
      ? 'full-stop'
      : device === 'rule' && OPEN_FOOT_INITIAL.test(initial)
        ? 'full-stop'
        : device === 'swash' && ROUND_INITIAL.test(initial)
          ? 'rule'
          : device;
  const own = WORDMARK_DEVICE[mark.archetype] ?? WORDMARK_DEVICE[mark.baseArchetype];
  if (own) return readable(own);
  const vocabulary = ctx?.dna.geometry.vocabulary ?? [];
  const device = VOCABULARY_DEVICE.find(([words]) => words.some((w) => vocabulary.includes(w)))?.[1];
  if (device) return readable(device);
  if (ctx?.dna.avoid?.some((check) => check.id === 'noFullStop')) return undefined;
  // Beside an Arabic or Hebrew letter a dot could read as one of the letter's own dots: a rule cannot.
  return FULL_STOP_SCRIPTS.test(initial) ? 'full-stop' : 'rule';
}

/** Capitals drawn as one upright stroke: a rule or a swash under one reads as an exclamation mark. */
const ONE_STROKE_INITIAL = /^[IІӀ]$/u;

/** Capitals whose foot is one stem over open ground: a rule under one closes it into another letter at 16 px. */
const OPEN_FOOT_INITIAL = /^[FTГТΓΤ]$/u;

/** Scripts in which a dot after a letter reads as a full stop (and never as a dot of the letter). */
const FULL_STOP_SCRIPTS = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}]/u;

/**
 * The lettering module's own one-letter variant (a name in sequence colours gives its initial in those colours), when
 * the mark's module has one; undefined otherwise.
 */
export function buildLetteringInitial(ctx: MarkContext, mark: Mark): { mark: Mark; device: IconDevice } | undefined {
  const variant = LETTERING_INITIAL[mark.archetype] ?? LETTERING_INITIAL[mark.baseArchetype];
  const builder = variant ? findBuilder(variant.archetype) : undefined;
  if (!variant || !builder) return undefined;
  return { mark: builder(ctx, variant.archetype), device: variant.device };
}

/** The idea an icon sign draws: its pictogram and the brief words that chose it. */
export interface IconIdea {
  icon: IconMatch;
  label: string;
  words: string[];
  /**
   * Where it came from: the mark's own concept, the user's chosen icon, this designer's seat in the deal, or the
   * name's own picture where that is the idea of the seat.
   */
  source: 'mark' | 'chosen' | 'deal' | 'name';
}

/**
 * The idea an icon sign carries: the mark's own pictogram first (a rebus, an accent drawn as a figure), then the icon
 * the user chose, then the idea of this designer's seat in the deal, but only within the first three rounds of the
 * deal (a thin brief's one idea is not handed to every lettering designer). None: the icon stays the initial.
 */
export function pickIconIdea(ctx: MarkContext, mark: Mark): IconIdea | undefined {
  const own = mark.concept?.icons[0] ?? mark.features?.icons?.[0];
  const ownIcon = own ? getIcon(own) : undefined;
  if (ownIcon)
    return {
      icon: ownIcon,
      label: mark.concept?.label ?? ownIcon.name.replace(/-/g, ' '),
      words: [...(mark.concept?.words ?? [])],
      source: 'mark',
    };
  const chosen = ctx.icon ? getIcon(ctx.icon) : undefined;
  if (chosen) return { icon: chosen, label: chosen.name.replace(/-/g, ' '), words: [], source: 'chosen' };
  if (!ctx.deal) return undefined;
  const ideas = dealtIdeas(ctx);
  if (ideas.length > 0 && Math.floor(ctx.deal.seat / ideas.length) < MAX_DESIGNERS_PER_ICON) {
    const idea = ideas[ctx.deal.seat % ideas.length]!;
    if (deniesIcon(ctx, idea.name)) return undefined;
    const source = idea.name === namePunOf(ctx)?.name ? 'name' : 'deal';
    return { icon: idea, label: idea.label, words: [...idea.words], source };
  }
  return undefined;
}

/** Clear space between the letter and the figure, in letter heights: about a pixel of a 16 px icon. */
const CLEARANCE = 0.075;
/** How far the figure may stand out of the letter's box, in letter heights (into an L's open arm, not beside an I). */
const OVERHANG = 0.1;
/** Smallest figure worth drawing, in letter heights: smaller reads as a speck at 32 px. */
const MIN_FIGURE = 0.3;
const GRID = 36;
/** Figures shaped like a plus sign: after a letter they read as a "+" service (Google+, Disney+, Canal+). */
const PLUS_SHAPED: ReadonlySet<string> = new Set(['cross', 'plus', 'plus-square', 'plus-circle', 'first-aid', 'asterisk']);

/** A figure standing as the full stop after a letter with no room inside, in letter heights. */
const STOP_FIGURE = 0.5;

/** The initial as the lockups set it (the master's, in the face its letter reads in, with its fallbacks): outline and character. */
export interface SetInitial {
  text: string;
  d: string;
}

/**
 * The initial placed in the sign's box: the master's own outline when given (so a name in any script the faces draw
 * has its sign), else the first initial set in the display face.
 */
function placeInitial(ctx: MarkContext, initial?: SetInitial): { text: string; letter: Region; letterGlyphs?: NameGlyph[] } {
  const center = { x: 500, y: 500 };
  if (initial && initial.d.trim() !== '') {
    const box = boxOfRings(regionUnion(regionFromPath(initial.d, 0.5)));
    if (box.maxX > box.minX) {
      const fit = fitMatrix(box, center, 800, 800);
      const placed = transformPath(initial.d, fit);
      // Flattened where it is drawn, not at the wordmark's size: a letter 70 units tall flattened there and blown up
      // eleven times showed its facets (a J's bowl in eight straight cuts) that no curve fit could smooth back.
      return { text: initial.text, letter: regionUnion(regionFromPath(placed, 0.5)), letterGlyphs: [{ char: initial.text, d: placed }] };
    }
  }
  const text = firstInitial(ctx);
  const set = setLetters(ctx, ICON_SIGN_ARCHETYPE, text, { role: 'display', size: 400 });
  const fit = fitMatrix(set.box, center, 800, 800);
  const letterGlyphs = cleanLetterGlyphs(ctx, set, fit);
  return { text, letter: placedRegion(set, fit), ...(letterGlyphs ? { letterGlyphs } : {}) };
}

/** The widest open spot of the letter's box: the centre of the largest circle clear of the letter and the box edge. */
function openSpot(letter: Region, box: Box, overhang: number): { p: Point; r: number } {
  let best = { p: { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }, r: 0 };
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  for (let j = 1; j < GRID; j++) {
    for (let i = 1; i < GRID; i++) {
      const p = { x: box.minX + (w * i) / GRID, y: box.minY + (h * j) / GRID };
      if (isPointInRings(p, letter)) continue;
      const edge = Math.min(p.x - box.minX, box.maxX - p.x, p.y - box.minY, box.maxY - p.y) + overhang;
      const r = Math.min(distanceToRings(p, letter), edge);
      if (r > best.r) best = { p, r };
    }
  }
  return best;
}

/** Whether every point of the figure stays clear of the letter by `gap`. */
function clearOf(figure: Region, letter: Region, gap: number): boolean {
  return figure.every((ring) => ring.every((p) => !isPointInRings(p, letter) && distanceToRings(p, letter) >= gap));
}

/**
 * The initial with the idea nested in its open space, in the designer's display face and the mark's inks (the letter
 * in the primary, the figure in the accent where the designer uses more than one colour). Undefined when neither the
 * letter's open space nor the place of a full stop holds a figure that reads at 16 px (favicon-figure.ts), so the
 * icon takes the next sign.
 */
export function buildIconSign(ctx: MarkContext, idea: IconIdea, initial?: SetInitial): Mark | undefined {
  const { text, letter, letterGlyphs } = placeInitial(ctx, initial);
  const box = boxOfRings(letter);
  const h = box.maxY - box.minY;
  const gap = CLEARANCE * h;
  const spot = openSpot(letter, box, OVERHANG * h);
  const feature = minFeature(ctx) * 0.5;
  // The sign is the app icon's figure: a figure that would be a speck or a smudge there is no sign at all.
  const reads = (placed: Region) => {
    const drawn = boxOfRings([...letter, ...placed]);
    return isFaviconLegible(measureFaviconFigure(placed, drawn, ctx.dna.appIcon));
  };
  let size = (spot.r - gap) * 1.5;
  let figure: Region | undefined;
  for (let attempt = 0; attempt < 6 && size >= MIN_FIGURE * h; attempt++) {
    const placed = placeIconTight(idea.icon, spot.p, size, feature);
    if (placed.length > 0 && clearOf(placed, letter, gap * 0.8)) {
      figure = reads(placed) ? placed : undefined;
      break;
    }
    size *= 0.9;
  }
  // No room inside (a P, an F): the figure stands where a full stop would, on the baseline after the letter; never a
  // plus-shaped one, which makes the letter a brand with a plus ("G+").
  let inside = true;
  if (!figure && PLUS_SHAPED.has(idea.icon.name)) return undefined;
  if (!figure) {
    inside = false;
    const side = STOP_FIGURE * h;
    const placed = placeIconTight(idea.icon, { x: box.maxX + gap + side / 2, y: box.maxY - side / 2 }, side, feature);
    figure = placed.length > 0 && clearOf(placed, letter, gap * 0.8) && reads(placed) ? placed : undefined;
  }
  if (!figure) return undefined;
  const twoInks = (ctx.dna.color?.count[1] ?? 2) >= 2;
  const noun = iconPhrase(idea.icon.name);
  return finishMark(
    ICON_SIGN_ARCHETYPE,
    'negative-space-letter',
    [
      { d: regionToPath(letter), ink: 'primary', fillRule: 'evenodd' },
      { d: regionToPath(figure), ink: twoInks ? 'accent' : 'primary', fillRule: 'evenodd' },
    ],
    {
      description: inside
        ? `${text} with ${noun} set in its open space: the initial and the idea in one sign.`
        : `${text} with ${noun} for its full stop: the initial and the idea in one sign.`,
      hasText: true,
      features: { letters: text, icons: [idea.icon.name], ...(letterGlyphs ? { letterGlyphs } : {}) },
    },
  );
}

/** Letters whose dot a figure may take: a lone one on a tile reads as the information sign. */
const DOTTED_STEM = /^[iIjJıȷíìîïĩī]$/u;

/**
 * The letter of the name that holds the mark's figure, with the figure, as the mark draws them (a cup in MOTA's O, a
 * feather in Quill's Q, a flame for the dot of Kiln's i): the mark's own idea at icon size, where the initial with a
 * full stop dropped it. Undefined for a mark whose figure sits in no letter, and for a stem whose dot the figure
 * takes (an i or a j): alone on a tile, a stem under a figure is the information sign.
 */
export function buildFigureLetterSign(mark: Mark): Mark | undefined {
  const char = mark.features?.counterFigure;
  const glyphs = mark.features?.letterGlyphs ?? mark.features?.nameGlyphs;
  const figureLayer = mark.layers.find((layer) => layer.ink === 'accent');
  if (!char || !glyphs || !figureLayer || DOTTED_STEM.test(char)) return undefined;
  const figure = regionFromPath(figureLayer.d, 0.5);
  const f = boxOfRings(figure);
  const centre = { x: (f.minX + f.maxX) / 2, y: (f.minY + f.maxY) / 2 };
  const near = (g: NameGlyph) => {
    const b = boxOfRings(regionFromPath(g.d, 0.5));
    return Math.abs((b.minX + b.maxX) / 2 - centre.x);
  };
  const holder = glyphs.filter((g) => g.char === char).sort((a, b) => near(a) - near(b))[0];
  if (!holder) return undefined;
  const letter = regionFromPath(holder.d, 0.5);
  // A figure standing for a dot takes the dot's place: the glyph's own dot under it goes.
  const pad = 0.15 * Math.max(f.maxX - f.minX, f.maxY - f.minY);
  const clear = regionFromPath(rectPath(f.minX - pad, f.minY - pad, f.maxX - f.minX + 2 * pad, f.maxY - f.minY + 2 * pad));
  const held = regionIntersect(letter, figure).length > 0 ? regionSubtract(letter, clear) : letter;
  const icon = mark.features?.icons?.[0];
  return finishMark(
    ICON_SIGN_ARCHETYPE,
    'negative-space-letter',
    [
      { d: regionToPath(held), ink: 'primary', fillRule: 'evenodd' },
      { d: figureLayer.d, ink: 'accent', fillRule: 'evenodd' },
    ],
    {
      description: `${char} with ${icon ? iconPhrase(icon) : 'its figure'} as the mark sets them: the letter and the idea in one sign.`,
      hasText: true,
      features: { letters: char, icons: icon ? [icon] : [], letterGlyphs: [{ char, d: regionToPath(held) }] },
    },
  );
}

/**
 * The brief's idea alone on the tile, in the mark's primary ink, for a lettering mark whose initial has no room for it:
 * the icon says what the business is instead of repeating a letter with a swash or a rule. 'held': the figure a mark
 * holds in a ring or disc, taken out of it for a tile where it would blur. Undefined when the figure would not read at
 * 16 px.
 */
export function buildFigureSign(ctx: MarkContext, idea: IconIdea, from: 'lettering' | 'held' = 'lettering'): Mark | undefined {
  const figure = placeIconTight(idea.icon, { x: 500, y: 500 }, 800, minFeature(ctx) * 0.5);
  if (figure.length === 0 || !isFaviconLegible(measureFaviconFigure(figure, boxOfRings(figure), ctx.dna.appIcon))) return undefined;
  const noun = iconPhrase(idea.icon.name);
  return finishMark(ICON_SIGN_ARCHETYPE, 'pictogram-silhouette', [{ d: regionToPath(figure), ink: 'primary', fillRule: 'evenodd' }], {
    description:
      from === 'held'
        ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} drawn alone, the mark's figure without what holds it.`
        : `${noun.charAt(0).toUpperCase()}${noun.slice(1)} drawn alone, the idea the name is set with.`,
    hasText: false,
    features: { icons: [idea.icon.name] },
  });
}

const DEVICE_WORDS: Record<WordmarkDevice, string> = {
  rule: 'over a heavy rule',
  swash: 'with a tapered swash drawn under it',
  'full-stop': 'closed by a full stop in the second colour',
};

/** The shortest rule under an initial, as a share of the letter's height. */
const RULE_MIN_SPAN = 0.6;

/**
 * The initial carrying the wordmark's own device: a heavy rule under it (a masthead, titling or band), a tapered swash
 * under it (a script, a ribbon, an arc) or a full stop after it (a name set plain), the device in the accent where the
 * designer uses more than one colour, so the icon reads as the name's sign and not as a letter in a tile.
 */
export function buildDeviceSign(
  ctx: MarkContext,
  device: WordmarkDevice,
  initial?: SetInitial,
  ink: 'accent' | 'secondary' = 'accent',
): Mark {
  const { text, letter, letterGlyphs } = placeInitial(ctx, initial);
  const box = boxOfRings(letter);
  const h = box.maxY - box.minY;
  const w = box.maxX - box.minX;
  const weight = Math.max(minFeature(ctx), 0.1 * h);
  // A rule as narrow as a narrow letter (I, l, 1) is a block under a stem, and the pair reads as "!" or "i": the rule
  // runs at least RULE_MIN_SPAN of the letter's height, centred under it.
  const span = Math.max(w, RULE_MIN_SPAN * h);
  const shape =
    device === 'rule'
      ? rectPath((box.minX + box.maxX) / 2 - span / 2, box.maxY + 0.14 * h, span, weight)
      : device === 'swash'
        ? swashFor(ctx, box, weight)
        : fullStop(ctx, { x: box.maxX + 0.1 * h, y: box.maxY }, Math.max(0.2 * h, weight * 1.6));
  const twoInks = (ctx.dna.color?.count[1] ?? 2) >= 2;
  return finishMark(
    ICON_SIGN_ARCHETYPE,
    'pure-wordmark',
    [
      { d: regionToPath(letter), ink: 'primary', fillRule: 'evenodd' },
      { d: shape, ink: twoInks ? ink : 'primary' },
    ],
    {
      description: `${text} ${DEVICE_WORDS[device]}.`,
      hasText: true,
      features: { letters: text, ...(letterGlyphs ? { letterGlyphs } : {}) },
    },
  );
}

/**
 * A tapered swash under the letter, in one of two hands the designer's seeded stream picks (rising to the right, or
 * mirrored to rise to the left), so the designers who draw one do not all share one smile.
 */
function swashFor(ctx: MarkContext, box: Box, weight: number): string {
  const h = box.maxY - box.minY;
  const under = swashPath(box.minX - 0.08 * h, box.maxX + 0.22 * h, box.maxY + 0.16 * h, weight * 0.9);
  // Never over the letter: an arc above an O reads as a macron, a different letter.
  const mirrored = ctx.rng('icon-sign.swash').int(0, 1) === 1;
  const cx = (box.minX + box.maxX) / 2;
  return mirrored ? transformPath(under, [-1, 0, 0, 1, 2 * cx, 0]) : under;
}

/** A full stop sitting on the baseline at `at` (its lower left): round, or square in a designer of hard corners. */
function fullStop(ctx: MarkContext, at: Point, size: number): string {
  const radius = cornerRadius(ctx, size);
  if (ctx.dna.geometry.vocabulary.includes('circle') || radius >= size * 0.3)
    return circlePath({ x: at.x + size / 2, y: at.y - size / 2 }, size / 2);
  return radius > 0 ? roundedRectPath(at.x, at.y - size, size, size, radius) : rectPath(at.x, at.y - size, size, size);
}
