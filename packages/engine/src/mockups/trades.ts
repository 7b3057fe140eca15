/**
 * Which scenes a design gets: the ones every business uses (a card, stationery, mail, a website, a phone, social), and
 * the ones its trade does (a café's takeaway cup, a plumber's van, a candle maker's label, a software firm's app). The
 * trade is read from the brief's industry with the engine's curated industry table, then from its one-liner.
 */
import { matchesWords, matchIndustries } from '../icons/industry-match';
import type { MockupModel } from './model';

/** The kinds of business whose scenes differ. */
export type Trade = 'food' | 'maker' | 'software' | 'service' | 'premises' | 'office';

/** When a brief names several trades, the first here wins: a bakery app is software, a candle shop a maker, a coffee shop food. */
const TRADE_ORDER: readonly Trade[] = ['software', 'maker', 'food', 'service', 'premises', 'office'];

/** Curated industries (icons/industries.ts) by trade; an industry left out (transport, art, music…) says too little. */
const INDUSTRY_TRADES: Readonly<Record<string, Trade>> = {
  coffee: 'food',
  tea: 'food',
  bakery: 'food',
  restaurant: 'food',
  pizza: 'food',
  burger: 'food',
  wine: 'food',
  beer: 'food',
  tech: 'software',
  telecom: 'software',
  cleaning: 'service',
  logistics: 'service',
  construction: 'service',
  energy: 'service',
  auto: 'service',
  retail: 'premises',
  fashion: 'premises',
  florist: 'premises',
  beauty: 'premises',
  books: 'premises',
  fitness: 'premises',
  pets: 'premises',
  kids: 'premises',
  outdoors: 'premises',
  travel: 'premises',
  legal: 'office',
  finance: 'office',
  consulting: 'office',
  health: 'office',
  dental: 'office',
  'real-estate': 'office',
  education: 'office',
  security: 'office',
  science: 'office',
  media: 'office',
  charity: 'office',
};

/**
 * Trades the industry table does not name, or names for another purpose (its "architecture" is construction, its
 * "marketing" stems to a market). Its entries steer the icon search (a word added there changes the marks drawn), so
 * the words that only tell which scenes a business uses are kept here; they are matched the same way, and first.
 */
const TRADE_WORDS: Readonly<Record<Trade, readonly string[]>> = {
  software: ['software', 'saas', 'app', 'apps', 'platform', 'webapp'],
  maker: [
    'candle',
    'candlemaker',
    'soap',
    'soapmaker',
    'cosmetic',
    'skincare',
    'perfume',
    'fragrance',
    'apothecary',
    'jam',
    'preserve',
    'honey',
    'chocolate',
    'chocolatier',
    'sauce',
    'granola',
    'pottery',
    'ceramic',
    'handmade',
    'maker',
  ],
  food: [
    'deli',
    'juice',
    'smoothie',
    'gelato',
    'icecream',
    'donut',
    'bagel',
    'sandwich',
    'noodle',
    'ramen',
    'sushi',
    'taco',
    'bbq',
    'brunch',
  ],
  service: [
    'locksmith',
    'plumber',
    'plumbing',
    'electrician',
    'handyman',
    'roofer',
    'roofing',
    'painter',
    'decorator',
    'carpenter',
    'joiner',
    'glazier',
    'tiler',
    'hvac',
    'mover',
    'removal',
    'gardener',
    'gardening',
    'landscaper',
    'landscaping',
    'pest',
  ],
  premises: ['bookshop', 'gallery', 'boutique'],
  office: ['accountant', 'accountancy', 'bookkeeping', 'solicitor', 'architect', 'architecture', 'marketing', 'agency'],
};

/** The trades a text names, each once, best first (TRADE_ORDER): by the words kept here, else by the industry table. */
function tradesIn(text: string): Trade[] {
  const own = TRADE_ORDER.filter((trade) => matchesWords(text, TRADE_WORDS[trade]));
  if (own.length > 0) return own;
  const named = new Set(matchIndustries(text).map((entry) => INDUSTRY_TRADES[entry.id]));
  return TRADE_ORDER.filter((trade) => named.has(trade));
}

/**
 * The brief's trade: the industry's first, else the one-liner's (an office only from the industry: a one-liner's
 * "home" or "care" says little), else none.
 */
export function tradeOf({ industry, oneLiner }: Pick<MockupModel, 'industry' | 'oneLiner'>): Trade | undefined {
  return tradesIn(industry)[0] ?? tradesIn(oneLiner).find((trade) => trade !== 'office');
}

/** The scenes every business gets. */
export const UNIVERSAL_SCENE_IDS = ['business-card', 'phone', 'social', 'social-post', 'letterhead', 'email-signature', 'website'] as const;

/** The scenes of a business with a shop, a venue or goods to carry home. */
const PREMISES = ['storefront', 'tote', 'night-sign'];

/**
 * Each trade's own scenes, beside the universal ones; a brief with no trade keeps every scene but the trades' own. Food
 * and drink goes home in the takeaway scene's paper bag, not a tote.
 */
export const TRADE_SCENE_IDS: Readonly<Record<Trade, readonly string[]>> = {
  food: ['takeaway', 'storefront', 'night-sign'],
  maker: ['label', 'storefront', 'tote'],
  software: ['app'],
  service: ['van'],
  premises: PREMISES,
  office: ['night-sign'],
};

/** The ids of the scenes a brief gets (in no order: the scene list orders them). */
export function sceneIdsFor(brief: Pick<MockupModel, 'industry' | 'oneLiner'>): Set<string> {
  const trade = tradeOf(brief);
  return new Set<string>([...UNIVERSAL_SCENE_IDS, ...(trade ? TRADE_SCENE_IDS[trade] : PREMISES)]);
}
