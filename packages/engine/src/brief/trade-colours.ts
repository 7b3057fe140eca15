/**
 * The colours a trade is seen in, read from the brief when it asks for none: a landscape gardener's greens and earth, a
 * funeral home's navy and plum, a roaster's espresso and copper. Each designer takes one of them into its own palette
 * logic (color/build-palette.ts), so twenty answers to a brief without colours share the trade's world in twenty
 * shades instead of all falling back on the designers' house reds and royal blues. Colour words resolve through the
 * colour dictionary (brief/desired-colors.ts), never through hexes typed here.
 */
import type { Brief } from '../types';
import { type DesiredColor, parseDesiredColors } from './desired-colors';
import { readTone, type Tone } from './tone';

/** One trade's colours: the words that name it and what it wears, most telling first. */
interface TradeColours {
  id: string;
  words: RegExp;
  colours: string;
}

/** Trades read from the industry first, then the line; the first row that matches wins. */
const TRADES: readonly TradeColours[] = [
  {
    id: 'garden',
    words:
      /\b(?:garden\w*|landscap\w*|horticult\w*|plants?|plant nurser\w*|trees?|arborist\w*|tree surgeon\w*|forest\w*|farm\w*|allotment\w*|lawns?|hedg\w*|orchard\w*|bramble\w*)\b/i,
    colours: 'moss green, bottle green, sage, terracotta',
  },
  { id: 'coffee', words: /\b(?:coffee|roast\w*|espresso|baristas?)\b/i, colours: 'espresso, copper, rust, bottle green' },
  { id: 'tea', words: /\b(?:tea|teas|tearooms?|teahouses?|matcha)\b/i, colours: 'sage, fern green, amber, plum' },
  { id: 'bees', words: /\b(?:bees?|beekeep\w*|honey\w*|apiar\w*|hives?)\b/i, colours: 'honey, amber, ochre, chocolate' },
  {
    id: 'bakery',
    words: /\b(?:bak\w*|bread|pastr(?:y|ies)|patisser\w*|cakes?|boulanger\w*)\b/i,
    colours: 'ochre, copper, raspberry, chocolate',
  },
  { id: 'flowers', words: /\b(?:florists?|flowers?|floral|blooms?)\b/i, colours: 'rose, raspberry, heather, fern green' },
  {
    id: 'wine',
    words: /\b(?:wines?|winer(?:y|ies)|vineyards?|vintners?|sommeliers?)\b/i,
    // Not three wine reds of four: twenty designers answered a wine shop in near-identical plums (sixteenth review).
    colours: 'burgundy, bottle green, old gold, aubergine',
  },
  { id: 'beer', words: /\b(?:brew\w*|beers?|ales?|pubs?|taverns?|distill\w*)\b/i, colours: 'amber, copper, bottle green, oxblood' },
  { id: 'cheese', words: /\b(?:chees\w*|dair(?:y|ies)|fromager\w*|creamer(?:y|ies))\b/i, colours: 'mustard, ochre, rust, bottle green' },
  {
    id: 'water',
    words: /\b(?:plumb\w*|pools?|swim\w*|marine|sail\w*|boats?|fish\w*|sea|seafood|ferr(?:y|ies)|harbou?rs?|coast\w*|water\w*|surf\w*)\b/i,
    colours: 'sea blue, petrol, navy, teal',
  },
  {
    id: 'stone',
    words: /\b(?:stone\w*|masons?|masonry|potter(?:y|ies)|ceramic\w*|clay|bricks?|brickwork|tiles?|tiling)\b/i,
    colours: 'terracotta, rust, slate blue, ochre',
  },
  {
    id: 'print',
    words: /\b(?:print\w*|letterpress|press|books?|bookshops?|booksellers?|bindery|binders?|stationer\w*|publish\w*)\b/i,
    colours: 'oxblood, navy, bottle green, ink blue',
  },
  {
    id: 'horology',
    words: /\b(?:watch\w*|clocks?|clockmak\w*|horolog\w*|jewel\w*|goldsmith\w*|silversmith\w*|engrav\w*)\b/i,
    colours: 'navy, bottle green, oxblood, ochre',
  },
  {
    id: 'cloth',
    words: /\b(?:tailor\w*|sartorial|bespoke suits?|upholster\w*|sailmak\w*|textiles?|weav\w*|haberdash\w*)\b/i,
    colours: 'navy, oxblood, bottle green, slate blue',
  },
  {
    id: 'hearth',
    words: /\b(?:chimney\w*|sweeps?|flues?|stoves?|fireplaces?|hearths?|woodburn\w*|log[- ]burn\w*)\b/i,
    colours: 'brick red, burnt orange, charcoal, ochre',
  },
  { id: 'glass', words: /\b(?:glass\w*)\b/i, colours: 'cobalt, amber, teal, ruby' },
  // Traditional flash: a red, a green, a yellow and a dark line.
  { id: 'tattoo', words: /\b(?:tattoo\w*|piercings?)\b/i, colours: 'oxblood, teal, marigold, navy' },
  {
    id: 'music',
    words: /\b(?:violins?|violas?|cellos?|luthiers?|guitars?|pianos?|musical instruments?|music\w*|orchestra\w*|choirs?)\b/i,
    colours: 'walnut, amber, oxblood, bottle green',
  },
  {
    id: 'night',
    words: /\b(?:observator(?:y|ies)|stargaz\w*|astronom\w*|planetari\w*|night[- ]sky|telescopes?)\b/i,
    colours: 'indigo, midnight blue, saffron, teal',
  },
  {
    id: 'energy',
    words: /\b(?:solar|renewabl\w*|heat pumps?|wind (?:farms?|power|energy)|home batter(?:y|ies)|ev charg\w*)\b/i,
    colours: 'sunflower yellow, cobalt, leaf green, navy',
  },
];

/** A trade none of the rows name is read by its tone; tones that admit any colour (art, play of every kind) have none. */
const TONES: readonly (Omit<TradeColours, 'words'> & { tone: Tone })[] = [
  { id: 'solemn', tone: 'solemn', colours: 'navy, aubergine, slate blue, ink blue' },
  { id: 'trust', tone: 'trust', colours: 'navy, burgundy, bottle green, cobalt' },
  { id: 'care', tone: 'care', colours: 'teal, petrol, sea blue, sage' },
  { id: 'medicine', tone: 'medicine', colours: 'teal, petrol, cobalt, sage' },
  { id: 'childcare', tone: 'childcare', colours: 'tomato, marigold, sea blue, emerald' },
  { id: 'technical', tone: 'technical', colours: 'cobalt, teal, indigo, petrol' },
  { id: 'industrial', tone: 'industrial', colours: 'safety orange, steel blue, mustard, navy' },
  { id: 'sport', tone: 'sport', colours: 'safety orange, cobalt, emerald, tomato' },
  { id: 'appetite', tone: 'appetite', colours: 'tomato, paprika, olive, mustard' },
  { id: 'luxury', tone: 'luxury', colours: 'aubergine, rose, bottle green, oxblood' },
];

/** The trade's colours as the brief reads them, or undefined when nothing in it names a trade with colours of its own. */
export interface TradeColourReading {
  /** The trade row or tone they come from ("garden", "solemn"). */
  id: string;
  colours: DesiredColor[];
}

/** Each row's colours, parsed the first time a brief names it (every designer's palette of a brief reads the same row). */
const READINGS = new Map<string, TradeColourReading>();

function reading(row: Pick<TradeColours, 'id' | 'colours'>): TradeColourReading {
  let known = READINGS.get(row.id);
  if (!known) {
    known = { id: row.id, colours: parseDesiredColors(row.colours).colors };
    READINGS.set(row.id, known);
  }
  return known;
}

/**
 * The colours of the trade the brief names: the industry's words first (a "picture framer" whose line mentions family
 * photos is still a framer), then the line's, then the trade's tone. Undefined for a brief that names none.
 */
export function readTradeColours(
  brief: Pick<Brief, 'brandName'> & Partial<Pick<Brief, 'industry' | 'oneLiner' | 'tagline'>>,
): TradeColourReading | undefined {
  for (const text of [brief.industry ?? '', brief.oneLiner ?? '']) {
    const row = TRADES.find((t) => t.words.test(text));
    if (row) return reading(row);
  }
  const tones = readTone({ ...brief, industry: brief.industry ?? '', oneLiner: brief.oneLiner ?? '' });
  const row = TONES.find((t) => tones.has(t.tone));
  return row ? reading(row) : undefined;
}
