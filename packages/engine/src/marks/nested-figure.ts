/**
 * A figure–ground pair (designer-dna.md §2.4, "a bird inside a leaf"): the brief's figure knocked out of the
 * silhouette of a second idea of the same brief that holds, shelters or sells it: scissors out of a T-shirt for a
 * tailor, a key out of a shield for a locksmith, a bicycle out of a gear for a bike workshop, grain out of a beer stein
 * for a brewery. Two ideas of one brief in one shape, where a stock icon in a stock disc says one.
 */

import { readTone, type Tone } from '../brief';
import { outerRingSign, ringSignedArea } from '../geometry';
import { type ConceptMatch, expandIndustry, type IconMatch } from '../icons';
import type { Region } from '../path';
import type { Brief } from '../types';
import { fitFigureInCounter, thickestPoint } from './counter-figure';
import { audienceOnlyWords, dealtIdeas, namePunOf, placeIconTight, rankBriefIcons, sharedAmongDesigners } from './icon-pick';
import type { MarkContext } from './types';

/**
 * Pictograms whose silhouette reads as something that holds a figure: a place (a house, a shop, a barn), a vessel, a
 * garment, an emblem of care or protection (a shield, a heart, a first-aid cross, an umbrella), a workshop's gear, a
 * speech bubble. Whatever is cut out of them reads as sheltered, served, worn or mended there. Left out: icons that
 * are figures in their own right (a house cut out of a flame is a house on fire, a shield cut out of a key nothing);
 * holders whose silhouette is a box, a bag or a disc at small size (a first-aid kit, a shopping bag, a washing
 * machine, a clock), where the figure reads as a stock icon on a tile; holders whose sense shifts with the trade (a
 * cloud is weather or storage, a hand any gesture, a tent or a boat a place only some trades have): a truck in a
 * cloud read as nothing.
 */
const HOLDERS: ReadonlySet<string> = new Set([
  // Places.
  'house',
  'barn',
  'storefront',
  'warehouse',
  'garage',
  // Vessels.
  'beer-stein',
  'pint-glass',
  'piggy-bank',
  // Garments.
  't-shirt',
  'shirt-folded',
  // Emblems of care, protection, nature and speech.
  'shield',
  'heart',
  'heart-straight',
  'first-aid',
  'umbrella-simple',
  'drop',
  'drop-simple',
  'leaf',
  'chat-teardrop',
  'chat',
  'tag',
  'tooth',
  // Workshops and time.
  'gear',
  'gear-six',
  'watch',
]);

/** Holders that are places: never cut out of another holder (a house cut out of a gear reads as nothing). */
const PLACES: ReadonlySet<string> = new Set([
  'house',
  'house-line',
  'house-simple',
  'barn',
  'storefront',
  'warehouse',
  'garage',
  'tent',
  'door',
  'castle-turret',
]);

/**
 * Holders that hold whatever a trade that names them offers: a house for home services, a shield for protection, a
 * shop for what is sold, a gear for what is mended, a shirt for what is worn. The rest of HOLDERS hold only their own
 * trade's things (a piggy bank money, a watch time, a speech bubble talk, a first-aid cross care: a car in one is an
 * ambulance, not a driving school).
 */
const GENERAL_HOLDERS: ReadonlySet<string> = new Set([
  'house',
  'barn',
  'storefront',
  'warehouse',
  'garage',
  'tag',
  'shield',
  'gear',
  'gear-six',
  't-shirt',
  'shirt-folded',
]);

/** A holder must be among the brief's own ideas down to this share of the best match, not a stray word's icon. */
const HOLDER_SHARE = 0.2;
/**
 * A trade's own holder that is not one of the industry's pictures must rank this high to stand for the trade: lower, a side word's
 * picture held the figure (a cross in a piggy bank for a church's "bank" of volunteers, a book in a clock for "time").
 */
const ONE_LINER_HOLDER_SHARE = 0.6;

/**
 * Holders that say a trade's tone whatever else the brief says: a first-aid cross is care (a car cut out of one is an
 * ambulance, never a driving school's "first aid course"), a tooth dentistry, a piggy bank money, a gear machinery.
 */
const TONED_HOLDERS: Readonly<Record<string, readonly Tone[]>> = {
  // A gear holds what machines make or mend: a gardener's "maintenance" cut a tree out of one, an engine part.
  gear: ['industrial', 'technical'],
  'gear-six': ['industrial', 'technical'],
  'first-aid': ['care', 'medicine'],
  tooth: ['care', 'medicine'],
  'piggy-bank': ['trust'],
};

/**
 * Whether the holder may hold this trade's figure: a general holder the brief's words found, or a trade's own holder
 * that is a picture of the industry (its curated seeds) or ranked near the top of the brief. A word of the industry
 * is not enough: the tags of a beer stein include "food", and a food truck's figure went into one.
 */
function heldByTrade(holder: ConceptMatch, brief: Brief, best: number): boolean {
  const tones = TONED_HOLDERS[holder.name];
  if (tones && !tones.some((tone) => readTone(brief).has(tone))) return false;
  const industry = brief.industry;
  return (
    GENERAL_HOLDERS.has(holder.name) || expandIndustry(industry).includes(holder.name) || holder.score >= best * ONE_LINER_HOLDER_SHARE
  );
}

/** The least size of the cut-out figure across, as a share of the holder's: below it the figure is a detail, not an idea. */
const MIN_FIGURE_SHARE = 0.4;

/** The holder's size across in the 1000 box, and the ground left between the figure and the holder's edge. */
const HOLDER_SIZE = 900;
const MARGIN_SHARE = 0.04;

/** Whether `inner` may be cut out of a holder: not a place, and a figure of its own (not the holder's own kind). */
function nestable(inner: IconMatch): boolean {
  return !PLACES.has(inner.name);
}

/**
 * The holders the brief offers for `inner`, best first: pictograms from HOLDERS that the brief's own words found,
 * other than the figure itself and its own concept, other than the ideas dealt among the designers (each already
 * drawn by as many designers as one picture may be), and standing for the trade (heldByTrade).
 */
export function holdersFor(ctx: MarkContext, inner: IconMatch): ConceptMatch[] {
  if (!nestable(inner)) return [];
  const ranked = rankBriefIcons(ctx);
  const best = ranked[0]?.score ?? 0;
  const innerLabel = ranked.find((m) => m.name === inner.name)?.label;
  const dealt = new Set(dealtIdeas(ctx).map((m) => m.name));
  const brief = ctx.conceptBrief ?? ctx.brief;
  // A holder found only by whom the business serves is theirs, not the business's (an app studio's code in a heart
  // for "built for charities").
  const audience = audienceOnlyWords(brief);
  return ranked.filter(
    (m) =>
      HOLDERS.has(m.name) &&
      !dealt.has(m.name) &&
      m.words.some((word) => !audience.has(word)) &&
      heldByTrade(m, brief, best) &&
      m.words.length > 0 &&
      m.score >= best * HOLDER_SHARE &&
      m.name !== inner.name &&
      (innerLabel === undefined || m.label !== innerLabel),
  );
}

/** How many of the brief's ideas, best first, are worth knocking out of a holder (with the name's own picture). */
const NESTED_IDEAS = 2;

/**
 * Whether the brief offers a holder for one of its leading ideas or the name's own picture: the same answer for all
 * twenty designers (ranked without any designer's deny-list), so the deal can seat the designers who make the pair
 * first without two designers taking one seat.
 */
export function nestingOffered(ctx: MarkContext): boolean {
  const shared = sharedAmongDesigners(ctx);
  const pun = namePunOf(shared);
  const inners = [...dealtIdeas(shared).slice(0, NESTED_IDEAS), ...(pun ? [pun] : [])];
  return inners.some((inner) => holdersFor(shared, inner).length > 0);
}

/** The holder's silhouette filled solid (its inner details and holes closed), fitted into the 1000 box. */
function solidHolder(outer: IconMatch, minFeature: number): Region {
  const placed = placeIconTight(outer, { x: 500, y: 500 }, HOLDER_SIZE, minFeature);
  const outerSign = outerRingSign(placed);
  return placed.filter((ring) => Math.sign(ringSignedArea(ring)) === outerSign);
}

export interface NestedFigure {
  holder: Region;
  figure: Region;
}

/**
 * The figure fitted into the holder's thickest part, as large as a clear margin of ground on every side allows; null
 * when it would be under MIN_FIGURE_SHARE of the holder across (a thin holder: a map pin's tip, a boot's shaft).
 */
export function nestFigure(inner: IconMatch, outer: IconMatch, minFeature: number): NestedFigure | null {
  const holder = solidHolder(outer, minFeature);
  if (holder.length === 0) return null;
  const { p, r } = thickestPoint(holder, 40);
  const figure = fitFigureInCounter(
    inner,
    { index: 0, char: '', counter: holder, centre: p, radius: r },
    HOLDER_SIZE * MARGIN_SHARE,
    HOLDER_SIZE * MIN_FIGURE_SHARE,
    minFeature,
  );
  return figure ? { holder, figure } : null;
}
