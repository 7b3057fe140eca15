/**
 * Pictogram archetypes: pictogram-silhouette (alone or in a container; variants surreal-fusion-pictogram,
 * pictogram-twist, dual-icon-emblem) and bitten-silhouette (+ notched-silhouette), designer-dna.md §1.
 */
import { boxOfRings, ringsSpanAtY } from '../../geometry';
import { getIcon, RELEVANT_SHARE } from '../../icons';
import {
  circlePath,
  regionFromPath,
  regionIntersect,
  regionSubtract,
  regionToPath,
  regionUnion,
  roundedRectPath,
  starPath,
} from '../../path';
import { capitalFirst, withArticle } from '../../strategy/grammar';
import { iconModifier, iconPhrase } from '../../strategy/icon-nouns';
import { type DraftLayer, finishMark } from '../draft';
import { isEyeInDisc } from '../guardrails';
import { pickIcon, placeIconTight, rankBriefIcons } from '../icon-pick';
import { nestFigure } from '../nested-figure';
import { allowsShape, chooseFamily, chooseOption, minFeature, moduleBlock, readNumber, readRange, valueInRange } from '../params';
import { shieldPath } from '../shapes';
import type { Mark, MarkContext } from '../types';

const C = { x: 500, y: 500 };
const label = (name: string) => iconModifier(name);
const phrase = (name: string) => capitalFirst(iconPhrase(name));

function wantsContainer(ctx: MarkContext): boolean {
  return ctx.dna.icons?.treatment?.includes('silhouette-in-container') ?? false;
}

/** One filled icon, simplified to the DNA's minimum feature; in a container when the designer uses one. */
export function buildPictogram(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'surreal-fusion-pictogram') return buildSurrealEye(ctx, archetype);
  if (archetype === 'dual-icon-emblem') return buildDualEmblem(ctx, archetype);
  const icon = pickIcon(ctx, 'pictogram');
  const feature = minFeature(ctx);
  if (!wantsContainer(ctx) && archetype !== 'pictogram-twist') {
    const figure = placeIconTight(icon, C, 860, feature);
    return finishMark(archetype, 'pictogram-silhouette', [{ d: regionToPath(figure), ink: 'primary', fillRule: 'evenodd' }], {
      description: `A single ${label(icon.name)} silhouette, simplified until it reads at favicon size.`,
      hasText: false,
      features: { icons: [icon.name] },
    });
  }
  if (archetype === 'pictogram-twist') {
    // Two shapes and one re-meaning element: the figure plus an accent dot that completes it.
    const figure = placeIconTight(icon, { x: 470, y: 530 }, 720, feature);
    const box = boxOfRings(figure);
    const dot = circlePath({ x: box.maxX + 30, y: box.minY - 10 }, 70);
    return finishMark(
      archetype,
      'pictogram-silhouette',
      [
        { d: regionToPath(figure), ink: 'primary', fillRule: 'evenodd' },
        { d: dot, ink: 'accent' },
      ],
      {
        description: `${phrase(icon.name)} reduced to its essentials, with one dot that gives it a second meaning.`,
        hasText: false,
        features: { icons: [icon.name] },
      },
    );
  }
  const shapes = ['shield', 'circle', 'square'].filter((s) => allowsShape(ctx, s));
  const container = chooseOption(ctx, 'pictogram.container', shapes.length > 0 ? shapes : ['circle']);
  const outline =
    container === 'shield'
      ? shieldPath(500, 80, 700, 840)
      : container === 'circle'
        ? circlePath(C, 420)
        : roundedRectPath(100, 100, 800, 800, 0);
  const height = 840;
  // The pictogram takes 35–45 % of the container height (§2.1), knocked out in the ground colour.
  const size = height * valueInRange(ctx, 'pictogram.share', [0.35, 0.45]) * 1.25;
  const figure = placeIconTight(icon, { x: 500, y: container === 'shield' ? 440 : 500 }, size, feature);
  const d = regionToPath(regionSubtract(regionFromPath(outline), figure));
  return finishMark(archetype, 'pictogram-silhouette', [{ d, ink: 'primary', fillRule: 'evenodd' }], {
    description: `${phrase(icon.name)} knocked out of a solid ${container}: the container carries the brand, the pictogram the business.`,
    hasText: false,
    features: { icons: [icon.name] },
  });
}

/** Buildings, where an open eye reads as a camera or a surveillance sign, never as a surreal twist. */
const BUILDINGS = /(^|-)(storefront|building|buildings|house|warehouse|factory|garage|church|bank|hospital|city|office|castle|barn)(-|$)/;
/** Flames, where an open eye is the dark lord's eye of the fantasy films (a stove fitter's fire looked back, twentieth review). */
const FLAMES = /(^|-)(fire|flame|campfire)(-|$)/;

/**
 * Dalí's surreal twist on the brief's object: an eye open in its body, knocked out of the solid silhouette, so the
 * everyday thing looks back. A second pictogram grafted onto the first read as two stock icons pasted one over the
 * other (a fish across a kettle, a cat over a first-aid cross), muddy at icon size.
 */
function buildSurrealEye(ctx: MarkContext, archetype: string): Mark {
  const object = pickIcon(ctx, 'pictogram');
  if (BUILDINGS.test(object.name)) throw new Error(`an eye open in ${iconPhrase(object.name)} reads as a camera watching it`);
  if (FLAMES.test(object.name)) throw new Error(`an eye open in ${iconPhrase(object.name)} reads as the flaming eye of the fantasy films`);
  const eye = getIcon('eye');
  const nested = eye ? nestFigure(eye, object, minFeature(ctx)) : null;
  if (!nested) throw new Error(`${iconPhrase(object.name)} has no body broad enough to open an eye in`);
  const mark = finishMark(
    archetype,
    'pictogram-silhouette',
    [{ d: regionToPath(regionSubtract(nested.holder, nested.figure)), ink: 'primary', fillRule: 'evenodd' }],
    {
      description: `${capitalFirst(iconPhrase(object.name))} with an eye open in its body, an everyday object that looks back: the surreal twist.`,
      hasText: false,
      features: { icons: [object.name], eye: true },
    },
  );
  // A round body (a ball, a globe, a ship's wheel) holding an eye is the broadcaster's eye.
  if (isEyeInDisc(mark)) throw new Error(`an eye open in ${iconPhrase(object.name)} is the broadcaster's eye in its disc`);
  return mark;
}

/**
 * Two pictograms on one axis inside a disc: two fields, each its own ink with its own figure cut out of it, so the two
 * ideas never share a ground, neither is pasted over the other, and each stays a clear silhouette at favicon size.
 */
function buildDualEmblem(ctx: MarkContext, archetype: string): Mark {
  const first = pickIcon(ctx, 'pictogram');
  // Two drawings of one object (a book and a book with a bookmark) are one idea: the second is another object.
  const head = (name: string) => name.split('-')[0];
  const same = rankBriefIcons(ctx)
    .filter((m) => head(m.name) === head(first.name))
    .map((m) => m.name);
  const second = pickIcon(ctx, 'pictogram.second', { exclude: [first.name, ...same], index: 1 });
  const feature = minFeature(ctx);
  const disc = regionFromPath(circlePath(C, 440));
  const seam = 14;
  const topField = regionIntersect(disc, regionFromPath(roundedRectPath(0, 0, 1000, 500 - seam, 0)));
  const bottomField = regionIntersect(disc, regionFromPath(roundedRectPath(0, 500 + seam, 1000, 500 - seam, 0)));
  const top = placeIconTight(first, { x: 500, y: 300 }, 250, feature);
  const bottom = placeIconTight(second, { x: 500, y: 700 }, 250, feature);
  // At 32 px two figures a quarter of the disc high are specks: the icon keeps the first, cut out of the whole disc.
  const alone = placeIconTight(first, C, 500, feature);
  return finishMark(
    archetype,
    'pictogram-silhouette',
    [
      { d: regionToPath(regionSubtract(topField, top)), ink: 'primary', fillRule: 'evenodd' },
      { d: regionToPath(regionSubtract(bottomField, bottom)), ink: 'secondary', fillRule: 'evenodd' },
    ],
    {
      description: `${phrase(first.name)} over ${iconPhrase(second.name)}, each cut out of its own half of a disc in its own colour: two ideas on one axis.`,
      hasText: false,
      features: { icons: [first.name, second.name] },
      icon: [{ d: regionToPath(regionSubtract(disc, alone)), ink: 'primary', fillRule: 'evenodd' }],
    },
  );
}

/**
 * Things one bites. A bite taken out of a book, a cup or a boat reads as damage, not wit; and round fruit bitten is
 * the famous apple (§0), so apples and oranges are not offered.
 */
export const BITEABLE_ICONS: ReadonlySet<string> = new Set([
  'cookie',
  'cake',
  'bread',
  'pizza',
  'hamburger',
  'sandwich',
  'ice-cream',
  'popsicle',
  'carrot',
  'pepper',
  'avocado',
  'cheese',
  'onigiri',
  'orange-slice',
]);

/** The brief's most relevant icon that one can bite (still a relevant alternative to its best); throws (the archetype is skipped) when the brief has none. */
function pickBiteIcon(ctx: MarkContext) {
  const ranked = rankBriefIcons(ctx);
  const best = ranked[0]?.score ?? 0;
  const edible = ranked.filter((m) => BITEABLE_ICONS.has(m.name) && m.score >= best * RELEVANT_SHARE).map((m) => m.name);
  if (edible.length === 0) throw new Error('nothing in the brief to take a bite of');
  const others = ranked.filter((m) => !edible.includes(m.name)).map((m) => m.name);
  return pickIcon(ctx, 'bitten', { exclude: others });
}

// No dash: tilted above the figure it reads as a leaf, beside it as a hyphen before the name.
const BITE_ACCENTS = ['spark', 'dot'] as const;
const ACCENT_WORDS: Record<(typeof BITE_ACCENTS)[number], string> = { spark: 'spark', dot: 'crumb' };

/**
 * An object silhouette with one circular bite on its right contour (r = 0.18–0.24 × width at
 * 40–55 % height) and a detached accent (a spark or a crumb, never a leaf); notched-silhouette cuts a slot instead.
 */
export function buildBittenSilhouette(ctx: MarkContext, archetype: string): Mark {
  const notched = archetype === 'notched-silhouette';
  const icon = notched ? pickIcon(ctx, 'bitten') : pickBiteIcon(ctx);
  const figure = placeIconTight(icon, { x: 480, y: 540 }, 760, minFeature(ctx));
  const solid = regionUnion(figure);
  const box = boxOfRings(solid);
  const width = box.maxX - box.minX;
  const block = moduleBlock(ctx, 'negativeSpace');
  const r = width * valueInRange(ctx, 'bite.radius', readRange(block, 'biteRadius', [0.18, 0.24]));
  const y = box.minY + (box.maxY - box.minY) * valueInRange(ctx, 'bite.height', readRange(block, 'biteHeight', [0.4, 0.55]));
  const span = ringsSpanAtY(solid, y);
  const edge = span ? span.maxX : box.maxX;
  const cutter = notched
    ? regionFromPath(roundedRectPath(edge - r * 1.2, y - r * 0.35, r * 2, r * 0.7, r * 0.35))
    : regionFromPath(circlePath({ x: edge + r * 0.35, y }, r));
  const bitten = regionSubtract(solid, cutter);
  const layers: DraftLayer[] = [{ d: regionToPath(bitten), ink: 'primary', fillRule: 'evenodd' }];
  const gap = readNumber(block, 'accentGap', 0.04) * 1000;
  const accentSize = width * 0.34;
  // §0: a bite plus a leaf is the famous bitten apple whatever the object, so the accent is a spark or a dot.
  const aspect = width / (box.maxY - box.minY);
  const round = aspect > 0.75 && aspect < 1.33;
  // A spark above a round figure with a bite or a notch is the bitten apple's leaf (a notched egg for a fertility
  // clinic, twenty-seventh review): a round figure takes the crumb beside its bite.
  const accentKind = round ? 'dot' : chooseFamily(ctx, 'bite.accent', BITE_ACCENTS);
  const accentCenter = { x: (box.minX + box.maxX) / 2 + accentSize * 0.3, y: box.minY - gap - accentSize * 0.28 };
  const accent =
    accentKind === 'spark'
      ? regionFromPath(starPath(accentCenter, accentSize * 0.42, 4, 0.38))
      : regionFromPath(circlePath({ x: edge + r * 0.35, y: y - r * 1.45 }, r * 0.32));
  layers.push({ d: regionToPath(regionSubtract(accent, solid)), ink: 'secondary', fillRule: 'evenodd' });
  return finishMark(archetype, 'bitten-silhouette', layers, {
    description: notched
      ? `${capitalFirst(withArticle(`${label(icon.name)} silhouette`))} with one clean notch and a detached ${ACCENT_WORDS[accentKind]}, a detail that makes a plain object ownable.`
      : `${capitalFirst(withArticle(`${label(icon.name)} silhouette`))} with a single bite and a detached ${ACCENT_WORDS[accentKind]}: familiar, human, slightly imperfect.`,
    hasText: false,
    features: { icons: [icon.name], bite: !notched, leafAccent: false, roundFigure: round },
  });
}
