/**
 * dual-reading-symbol: at most three primitives on a 24-module grid that read as two things at once
 * (designer-dna.md §1); frame-symbol uses a single open frame, skewed-symbol adds a 10–20° skew.
 * "Abstract with meaning": when the brief names a concrete subject (a ranked icon found by its own words), the
 * symbol is built from that subject's silhouette: read twice against a disc (figure/ground), carrying the
 * initial as a knockout, or knocked out of one bold frame. The abstract compositions below are the fallback
 * for briefs with no concrete subject, and the eclipse stays for night, moon and sleep.
 */
import { contrastRatio } from '../../color/wcag-contrast';
import {
  boxOfRings,
  degrees,
  degreesToRadians,
  matrixSkewX,
  outerRingSign,
  ringSignedArea,
  ringsArea,
  ringsTransform,
} from '../../geometry';
import type { IconMatch } from '../../icons';
import {
  circlePath,
  createPath,
  type Region,
  regionFromPath,
  regionGrow,
  regionSubtract,
  regionToPath,
  regionUnion,
  roundedRectPath,
} from '../../path';
import { capitalFirst, withArticle } from '../../strategy/grammar';
import { iconModifier, iconPhrase } from '../../strategy/icon-nouns';
import { type DraftLayer, finishMark } from '../draft';
import { dealtIdeas, deniedGenericTokens, MAX_DESIGNERS_PER_ICON, namePunOf, pickIcon, placeIconTight, rankBriefIcons } from '../icon-pick';
import { firstInitial, fitMatrix, hasDrawableLetters, placedRegion, setLetters } from '../letters';
import { holdersFor, nestFigure } from '../nested-figure';
import { chooseFamily, cornerRadius, minFeature, valueInRange } from '../params';
import type { Mark, MarkContext } from '../types';

const U = 1000 / 24;
const r = (d: string) => regionFromPath(d);

interface Composition {
  name: string;
  description: string;
  layers: (ctx: MarkContext) => DraftLayer[];
}

/** A head over an arched body: a person and a keyhole (or doorway) in one. */
const PERSON_KEYHOLE: Composition = {
  name: 'person-keyhole',
  description: 'A circle over an arch that reads both as a person and as a keyhole: people and access in one sign.',
  layers: () => {
    const arch = createPath()
      .moveTo({ x: 6 * U, y: 22 * U })
      .lineTo({ x: 6 * U, y: 17 * U })
      .arcTo(6 * U, 6 * U, 0, false, true, { x: 18 * U, y: 17 * U })
      .lineTo({ x: 18 * U, y: 22 * U })
      .close()
      .toString();
    return [
      { d: circlePath({ x: 12 * U, y: 6.5 * U }, 4.5 * U), ink: 'primary' },
      { d: arch, ink: 'primary' },
    ];
  },
};

/** A disc with a crescent bite and a dot: a sun setting and a face turned to the light. */
const ECLIPSE: Composition = {
  name: 'eclipse',
  description: 'A disc eclipsed by a second circle, with a dot in the gap: a moon and a watching eye at once.',
  layers: () => [
    {
      d: regionToPath(regionSubtract(r(circlePath({ x: 12 * U, y: 12 * U }, 10 * U)), r(circlePath({ x: 16 * U, y: 9 * U }, 7.5 * U)))),
      ink: 'primary',
      fillRule: 'evenodd',
    },
    { d: circlePath({ x: 17.5 * U, y: 8 * U }, 2.2 * U), ink: 'accent' },
  ],
};

/** A rounded square with a round window off-centre: a speech bubble and a camera/eye. */
const WINDOW: Composition = {
  name: 'window',
  description: 'A rounded square pierced by one round window: a screen, a face and a speech bubble in the same shape.',
  layers: (ctx) => {
    const body = r(roundedRectPath(2 * U, 2 * U, 20 * U, 17 * U, Math.max(cornerRadius(ctx, 20 * U), 3 * U)));
    const tail = r(
      createPath()
        .moveTo({ x: 6 * U, y: 18 * U })
        .lineTo({ x: 6 * U, y: 23 * U })
        .lineTo({ x: 11 * U, y: 18 * U })
        .close()
        .toString(),
    );
    const hole = r(circlePath({ x: 14 * U, y: 10.5 * U }, 4.5 * U));
    return [{ d: regionToPath(regionSubtract(regionUnion(body, tail), hole)), ink: 'primary', fillRule: 'evenodd' }];
  },
};

/**
 * The abstract readings for a brief without a figure. Not the eclipse: a crescent with a dot in its mouth is the star
 * and crescent, a faith's and a flag's sign (a pawnbroker's "moon and watching eye", thirtieth review); it stays the
 * night reading of a brief about sleep or the night.
 */
const COMPOSITIONS = [PERSON_KEYHOLE, WINDOW];

/** A single square frame, opened at one corner (chosen by the brand's seed), with a dot leaving it. */
function frameLayers(ctx: MarkContext): DraftLayer[] {
  const outer = r(roundedRectPath(2 * U, 2 * U, 20 * U, 20 * U, cornerRadius(ctx, 20 * U)));
  const inner = r(roundedRectPath(6 * U, 6 * U, 12 * U, 12 * U, cornerRadius(ctx, 12 * U)));
  const corner = ctx.rng('marks:symbol.frameCorner').int(0, 3);
  const right = corner === 1 || corner === 2;
  const bottom = corner >= 2;
  const opening = r(roundedRectPath(right ? 14 * U : 1.5 * U, bottom ? 14 * U : 1.5 * U, 8.5 * U, 8.5 * U, 0));
  const frame: Region = regionSubtract(outer, inner, opening);
  return [
    { d: regionToPath(frame), ink: 'primary', fillRule: 'evenodd' },
    { d: circlePath({ x: right ? 18 * U : 6 * U, y: bottom ? 18 * U : 6 * U }, 2.6 * U), ink: 'accent' },
  ];
}

/** Concept labels and icon ids that ask for the night reading (the eclipse) rather than an object. */
const NIGHT = /(^|-)(moon|night|sleep|bed|star|stars|evening|dream)(-|$)/;

/**
 * The brief's concrete subject for a symbol: an icon the brief's own words found (name, industry, one-liner), the
 * seed choosing among the still-relevant leading ones; undefined when nothing in the brief names an object.
 */
export function symbolConcept(ctx: MarkContext, path: string): IconMatch | undefined {
  const own = rankBriefIcons(ctx).filter((m) => m.words.length > 0);
  if (own.length === 0) return undefined;
  return pickIcon(ctx, path);
}

const words = (icon: IconMatch) => iconModifier(icon.name);
const phrase = (icon: IconMatch) => capitalFirst(iconPhrase(icon.name));

/** The icon's silhouette fitted by its ink into a square of `size` about `center`, specks below the minimum feature dropped. */
function silhouette(ctx: MarkContext, icon: IconMatch, center: { x: number; y: number }, size: number): Region {
  return boldSilhouette(placeIconTight(icon, center, size, minFeature(ctx)));
}

/**
 * The silhouette reduced to its bold figure: small interior details (sparkles, dots, seams: holes under 4 % of the
 * ink) are filled, so the symbol reads as one shape at 16 px; large counters (a ring, a frame) stay.
 */
export function boldSilhouette(region: Region): Region {
  if (region.length < 2) return region;
  const areas = region.map((ring) => ringSignedArea(ring));
  const outerSign = outerRingSign(region);
  const ink = areas.filter((a) => Math.sign(a) === outerSign).reduce((sum, a) => sum + Math.abs(a), 0);
  return region.filter((_, i) => Math.sign(areas[i]!) === outerSign || Math.abs(areas[i]!) >= ink * 0.04);
}

/** The brand's initial, heavy, fitted into a box about `center`. */
function initialRegion(ctx: MarkContext, archetype: string, center: { x: number; y: number }, width: number, height: number) {
  if (!ctx.fonts || !hasDrawableLetters(ctx.initials + ctx.brief.brandName)) return undefined;
  const letters = setLetters(ctx, archetype, firstInitial(ctx), { role: 'display', size: 1000, weight: 800 });
  if (!letters.d || letters.box.maxX <= letters.box.minX) return undefined;
  return placedRegion(letters, fitMatrix(letters.box, center, width, height));
}

/**
 * No object before a disc set off its centre: two blind reviews called it a pictogram pasted half over a disc (a van
 * with a crescent through its wheels, an anchor over a black disc), with no second reading.
 */
type ConceptComposition = 'initial' | 'cradle';
const CONCEPT_COMPOSITIONS: readonly ConceptComposition[] = ['initial', 'cradle'];

/**
 * The band of ground (in the 1000 box) between the object and the disc or arc behind it. Butted edge to edge, two dark
 * inks (navy on purple, green on gold) fused into one blot and the object was lost in its disc.
 */
const FIGURE_HALO = 28;
/**
 * The least WCAG contrast between the object's ink and its disc's for the two to read apart when the band of ground
 * between them is under a pixel (a 32 px app icon); below it the band is widened this many times.
 */
const MIN_INK_CONTRAST = 2;
const CLOSE_INKS_HALO = 3;

/** The subject read twice: as an object and as a second figure made with one arc or the initial. */
function conceptDualReading(ctx: MarkContext, archetype: string, icon: IconMatch): { layers: DraftLayer[]; description: string } {
  const name = words(icon);
  // Two inks too close to tell apart at icon size (navy on purple) make the object and its disc one blot: the
  // one-ink reading (the initial cut out of the object) comes first, and a two-ink one keeps a wide band of ground.
  const close = contrastRatio(ctx.palette.primary, ctx.palette.accent) < MIN_INK_CONTRAST;
  const halo = close ? FIGURE_HALO * CLOSE_INKS_HALO : FIGURE_HALO;
  const composition = close ? 'initial' : chooseFamily(ctx, 'symbol.conceptComposition', CONCEPT_COMPOSITIONS);
  if (composition === 'initial') {
    // The initial cut out of the object's body: the object and the brand's letter in one silhouette.
    const body = silhouette(ctx, icon, { x: 500, y: 500 }, 900);
    const box = boxOfRings(body);
    const letter = initialRegion(ctx, archetype, { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }, 300, 300);
    // Only when the letter sits wholly inside the ink, so it reads as a cut and not as a broken edge.
    if (letter && ringsArea(regionSubtract(letter, body)) < ringsArea(letter) * 0.03) {
      return {
        layers: [{ d: regionToPath(regionSubtract(body, letter)), ink: 'primary', fillRule: 'evenodd' }],
        description: `${capitalFirst(withArticle(`${name} silhouette`))} with the initial ${firstInitial(ctx)} cut out of its body: the business's object and its letter read as one sign.`,
      };
    }
  }
  // Circle + arc, the canonical base: the object rises out of a bowl-shaped arc (a horizon, a hand, a cup).
  const object = silhouette(ctx, icon, { x: 500, y: 380 }, 560);
  const bowl = regionSubtract(r(circlePath({ x: 500, y: 470 }, 450)), r(circlePath({ x: 500, y: 420 }, 400)), r(rectPathAbove(560)));
  return {
    layers: [
      { d: regionToPath(regionSubtract(bowl, regionGrow(object, halo))), ink: 'accent', fillRule: 'evenodd' },
      { d: regionToPath(object), ink: 'primary', fillRule: 'evenodd' },
    ],
    description: `${phrase(icon)} rising out of one bold arc: the subject and a horizon (or an open hand) read together.`,
  };
}

/** Everything above y (in the 1000 box), as a rectangle path. */
function rectPathAbove(y: number): string {
  return createPath()
    .moveTo({ x: -10, y: -10 })
    .lineTo({ x: 1010, y: -10 })
    .lineTo({ x: 1010, y })
    .lineTo({ x: -10, y })
    .close()
    .toString();
}

type FrameShape = 'square' | 'disc' | 'arch';

function frameOutline(ctx: MarkContext, shape: FrameShape, inset: number): Region {
  const size = 1000 - 2 * inset;
  if (shape === 'disc') return r(circlePath({ x: 500, y: 500 }, size / 2));
  if (shape === 'square') return r(roundedRectPath(inset, inset, size, size, cornerRadius(ctx, size)));
  const half = size / 2;
  return r(
    createPath()
      .moveTo({ x: inset, y: 1000 - inset })
      .lineTo({ x: inset, y: inset + half })
      .arcTo(half, half, 0, false, true, { x: 1000 - inset, y: inset + half })
      .lineTo({ x: 1000 - inset, y: 1000 - inset })
      .close()
      .toString(),
  );
}

/** frame-symbol with a subject: the object knocked out of one bold solid shape, or held inside one heavy frame. */
function conceptFrame(ctx: MarkContext, icon: IconMatch): { layers: DraftLayer[]; description: string } {
  const shape = chooseFamily(ctx, 'symbol.frameShape', ['square', 'arch', 'disc'] as const);
  const open = ctx.rng('marks:symbol.frameOpen').int(0, 1) === 1;
  const outer = frameOutline(ctx, shape, 40);
  const center = { x: 500, y: shape === 'arch' ? 560 : 500 };
  if (!open) {
    const object = silhouette(ctx, icon, center, shape === 'disc' ? 540 : 580);
    return {
      layers: [{ d: regionToPath(regionSubtract(outer, object)), ink: 'primary', fillRule: 'evenodd' }],
      description: `${phrase(icon)} knocked out of one solid ${shape}: the subject read as the space inside a single bold form.`,
    };
  }
  // A frame 0.12 M thick, the object filling its window.
  const frame = regionSubtract(outer, frameOutline(ctx, shape, 160));
  const object = silhouette(ctx, icon, center, shape === 'disc' ? 480 : 520);
  return {
    layers: [
      { d: regionToPath(frame), ink: 'primary', fillRule: 'evenodd' },
      { d: regionToPath(object), ink: 'primary', fillRule: 'evenodd' },
    ],
    description: `${phrase(icon)} held in one heavy ${shape} frame: a window on the business's subject.`,
  };
}

/** How many of the brief's ideas, best first, a figure–ground pair may cut out of a holder. */
const LEADING_IDEAS = 2;

/** How many designers knocking figures out of holders before this one were dealt the same figure (the same seat mod the ideas). */
function sharedFigures(ctx: MarkContext): number {
  const ideas = ctx.deal ? dealtIdeas(ctx).length : 0;
  if (!ctx.deal || ideas === 0) return 0;
  const mine = ctx.deal.seat % ideas;
  return (ctx.holderRivals ?? []).filter((seat) => Math.floor(seat / ideas) < MAX_DESIGNERS_PER_ICON && seat % ideas === mine).length;
}

/**
 * figure-ground-pair: the brief's figure knocked out of a second idea of the brief that holds it (nested-figure.ts),
 * each designer dealt the same figure cutting it out of a different holder.
 * Throws when the brief offers no holder the figure fits, so the designer's next take is drawn instead.
 */
function buildFigureGroundPair(ctx: MarkContext, archetype: string): Mark {
  const inner = pickIcon(ctx, `symbol.${archetype}`);
  // Only a leading idea of the brief (or the name's own picture) is worth holding: a side idea in a holder (a comb in
  // a T-shirt for a tailor, a trophy in a first-aid kit for a physio) pairs two weak readings.
  const leading = dealtIdeas(ctx)
    .slice(0, LEADING_IDEAS)
    .some((m) => m.name === inner.name);
  if (!leading && inner.name !== namePunOf(ctx)?.name) throw new Error(`${iconPhrase(inner.name)} is a side idea of the brief`);
  const holders = holdersFor(ctx, inner);
  // A designer dealt the same figure before this one has cut it out of the first holder that fits it: take the next.
  const taken = sharedFigures(ctx);
  let fitting = 0;
  for (const outer of holders) {
    const nested = nestFigure(inner, outer, minFeature(ctx));
    if (!nested || fitting++ < taken) continue;
    return finishMark(
      archetype,
      'dual-reading-symbol',
      [{ d: regionToPath(regionSubtract(nested.holder, nested.figure)), ink: 'primary', fillRule: 'evenodd' }],
      {
        description: `${phrase(inner)} knocked out of ${withArticle(words(outer))}: the business's figure and what holds it read as one shape.`,
        hasText: false,
        features: { icons: [inner.name, outer.name] },
      },
    );
  }
  throw new Error(`the brief offers nothing to hold ${iconPhrase(inner.name)}`);
}

export function buildDualReadingSymbol(ctx: MarkContext, archetype: string): Mark {
  if (archetype === 'figure-ground-pair') return buildFigureGroundPair(ctx, archetype);
  const icon = symbolConcept(ctx, `symbol.${archetype}`);
  const night = icon && (NIGHT.test(icon.name) || NIGHT.test(rankBriefIcons(ctx).find((m) => m.name === icon.name)?.label ?? ''));
  if (archetype === 'frame-symbol') {
    if (icon) {
      const { layers, description } = conceptFrame(ctx, icon);
      return finishMark(archetype, 'dual-reading-symbol', layers, { description, hasText: false, features: { icons: [icon.name] } });
    }
    return finishMark(archetype, 'dual-reading-symbol', frameLayers(ctx), {
      description: 'One square frame opened at a corner, with a dot leaving it: a container and a way out, abstract rather than literal.',
      hasText: false,
    });
  }
  let layers: DraftLayer[];
  let description: string;
  let features: { icons: string[] } | undefined;
  if (icon && !night) {
    ({ layers, description } = conceptDualReading(ctx, archetype, icon));
    features = { icons: [icon.name] };
  } else if (night) {
    layers = ECLIPSE.layers(ctx);
    description = ECLIPSE.description;
  } else {
    // The brand's own seed picks the composition, so two brands with one designer differ.
    // The person reading is a generic avatar unless the industry is about people (deniedGenericTokens).
    const denied = deniedGenericTokens(ctx.brief.industry);
    const aboutPeople = !denied.includes('person') || !denied.includes('users');
    const composition = chooseFamily(
      ctx,
      'symbol.composition',
      aboutPeople ? COMPOSITIONS : COMPOSITIONS.filter((c) => c !== PERSON_KEYHOLE),
    );
    layers = composition.layers(ctx);
    description = `${composition.description.replace(/\.$/, '')}, abstract rather than literal.`;
  }
  if (archetype === 'skewed-symbol') {
    const skew = matrixSkewX(degreesToRadians(degrees(-valueInRange(ctx, 'symbol.skew', [10, 20]))));
    layers = layers.map((l) => ({ ...l, d: regionToPath(ringsTransform(regionFromPath(l.d), skew)), fillRule: 'evenodd' }));
  }
  return finishMark(archetype, 'dual-reading-symbol', layers, { description, hasText: false, ...(features ? { features } : {}) });
}
