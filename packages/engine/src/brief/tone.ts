/**
 * The trade's tone, read once from the brief's words (one table from trade words to tones), and which devices each
 * tone admits: a device with a connotation of its own (blood-red drips, a wedding script, a sleep glyph, a serpent)
 * is drawn only for a trade whose tone carries it, never for one it would insult.
 */
import type { Brief } from '../types';
import { extractBriefTerms } from './keywords';

export type Tone =
  | 'trust'
  | 'care'
  | 'childcare'
  | 'medicine'
  | 'technical'
  | 'industrial'
  | 'sport'
  | 'energy'
  | 'appetite'
  | 'sweet'
  | 'play'
  | 'mind'
  | 'art'
  | 'horror'
  | 'luxury'
  | 'celebration'
  | 'solemn'
  | 'melting';

/** Trade words → tone. A brief may carry several tones ("a bakery for kids' parties": sweet, appetite, play). */
const TONE_WORDS: Readonly<Record<Tone, RegExp>> = {
  trust:
    /\b(?:secur\w*|guard\w*|alarms?|cctv|locksmith\w*|banks?|banking|financ\w*|fintech|account\w*|bookkeep\w*|tax\w*|audit\w*|payroll|insur\w*|invest\w*|wealth|mortgage\w*|pension\w*|credit|loans?|legal|law|lawyers?|attorneys?|solicitors?|notar(?:y|ies)|barristers?|compliance|ledgers?)\b/i,
  care: /\b(?:care ?homes?|home ?care|aged care|elderly care|carers?|health\w*|clinics?|hospice\w*|nursing|nurses?|therap\w*|dental|dentist\w*|counsel\w*|elderly|disabilit\w*|funeral\w*|rehab\w*|wellbeing|mental)\b/i,
  childcare:
    /\b(?:nurser(?:y|ies)|child ?care|childminder\w*|daycare|day care|pre-?school\w*|kindergarten\w*|cr[eè]ches?|toddlers?|bab(?:y|ies)|infants?)\b/i,
  medicine: /\b(?:pharmac\w*|chemists?|medic\w*|doctors?|physicians?|hospitals?|surger(?:y|ies)|apothecar\w*|veterinar\w*|vets?)\b/i,
  technical:
    /\b(?:tech\w*|software|saas|cloud|data|developers?|apps?|digital|cyber\w*|comput\w*|ai|robot\w*|analytics|engineer\w*|platforms?|api|hosting|network\w*)\b/i,
  industrial:
    /\b(?:industr\w*|manufactur\w*|factor(?:y|ies)|construct\w*|builders?|plumb\w*|electrician\w*|welding|steel|logistic\w*|freight|haulage|machin\w*|mechanic\w*|mining|contractors?|roofing|warehous\w*)\b/i,
  sport:
    /\b(?:sports?|fitness|gyms?|climb\w*|boulder\w*|athlet\w*|training|crossfit|boxing|martial|runners?|cycling|swim\w*|football|tennis|golf|yoga|pilates|workouts?)\b/i,
  energy:
    /\b(?:energy|energi\w*|juices?|smoothies?|espresso|coffee|caf[eé]s?|caffein\w*|protein|boost\w*|power|electrolyte\w*|vitality|wake)\b/i,
  appetite:
    /\b(?:food\w*|restaurants?|bak\w*|bread|kitchens?|eat\w*|meals?|snacks?|cater\w*|chefs?|bistro\w*|delis?|delicatessen\w*|grocer\w*|pizz\w*|burgers?|grill\w*|cook\w*|dining|diner|lunch\w*|breakfast|brunch|juices?|smoothies?|coffee|caf[eé]s?|tea|fruit\w*|organic|vegan|butcher\w*|cheese\w*|dessert\w*|ice ?cream|gelato)\b/i,
  sweet:
    /\b(?:confection\w*|cand(?:y|ies)|sweets?|sweet ?shops?|lollipops?|chocolat\w*|ice ?cream\w*|gelato\w*|sorbet\w*|desserts?|cakes?|cupcakes?|patisser\w*|p[aâ]tisser\w*|pastr(?:y|ies)|bakery|bakeries|bakers?|donuts?|doughnuts?|fudge|toffee|marshmallow\w*)\b/i,
  // Play as children play: "playing local music" on a radio station is not it (twenty-third review).
  play: /\b(?:toys?|games?|gaming|play(?:s|ful\w*|ground\w*|group\w*|time|rooms?|house\w*|dates?|schools?)?|fun|party|parties|circus|arcade\w*|kids?|trampolin\w*|puppet\w*|magic|carnival\w*|festival\w*)\b/i,
  art: /\b(?:(?<!the[ -])art|arts|artists?|gallery|galleries|illustrat\w*|paint\w*|murals?|graffiti|surreal\w*|comics?|animation|theat(?:re|er)s?|poster\w*)\b/i,
  // Games of thought played in earnest: a chess or bridge club's "games" are no toy shop's.
  mind: /\b(?:chess|bridge (?:club|players?)|backgammon|draughts|checkers|debat\w*|quiz\w*|crosswords?|mahjong|go club|scrabble)\b/i,
  horror: /\b(?:halloween|horror|haunted|spooky|zombies?|vampires?|ghosts?|fright\w*|scary|monsters?|escape rooms?)\b/i,
  luxury:
    /\b(?:luxur\w*|jewel\w*|perfum\w*|fragrance\w*|couture|fashion|boutique\w*|beauty|cosmetic\w*|skin ?care|salons?|spa|nails?|bridal|wine\w*|winer(?:y|ies)|vineyards?|champagne|sommelier\w*|chocolatier\w*|patisser\w*|florist\w*|flowers?|calligraph\w*|stationer\w*|candles?|lingerie|haute)\b/i,
  // Things that really melt or drip: the one food trade where dripping letters say the product.
  melting: /\b(?:ice ?cream\w*|gelat\w*|sorbet\w*|popsicles?|ice loll(?:y|ies)|chocolat\w*|fondue|candles?|wax\w*|paint\w*)\b/i,
  // Trades met at a loss or in grief: nothing festive, nothing playful.
  solemn:
    /\b(?:funeral\w*|undertak\w*|mortician\w*|crematori\w*|cremation\w*|cemeter(?:y|ies)|burials?|bereave\w*|memorial\w*|headstones?|probate)\b/i,
  celebration:
    /\b(?:wedding\w*|weddings|brides?|bridal|engagement\w*|events?|event planner\w*|celebrat\w*|occasions?|banquet\w*|receptions?)\b/i,
};

/** Devices whose connotation must suit the trade. */
export type ToneDevice =
  | 'drip'
  | 'formal-script'
  | 'festive-script'
  | 'dot-face'
  | 'sleep'
  | 'serpent'
  | 'comet'
  | 'swoosh'
  | 'slant'
  | 'orbit';

interface DeviceRule {
  /** The tones that call for it; without a list every trade may have it unless it refuses it. */
  admit?: readonly Tone[];
  /** Tones it would insult; they win over an admitting tone ("sweet" sums for an accountant). */
  refuse: readonly Tone[];
  /** Tones it would insult unless another tone is there too (food drips only where the product melts). */
  refuseUnless?: { tones: readonly Tone[]; unless: Tone };
  /** What the device says, for the record ("dripping type reads as blood"). */
  reads: string;
}

const DEVICE_RULES: Readonly<Record<ToneDevice, DeviceRule>> = {
  // Drips through a bakery's letters read as food melting or spoiling: food and sweets do not take them either.
  drip: {
    admit: ['play', 'art', 'horror', 'melting'],
    refuse: ['trust', 'care', 'childcare', 'medicine', 'mind'],
    // Food that does not melt (bread, cakes, coffee) is refused unless the trade's product is one that does.
    refuseUnless: { tones: ['appetite', 'sweet'], unless: 'melting' },
    reads: 'dripping letters read as blood, decay or spoiled food outside play, art or horror, and as a joke at a chess board',
  },
  'formal-script': {
    admit: ['celebration', 'luxury', 'sweet'],
    refuse: ['sport', 'trust', 'technical', 'industrial', 'medicine', 'solemn'],
    reads: 'a thin formal script reads as a wedding invitation outside weddings, events, luxury, beauty or patisserie',
  },
  // A name set in lamp dots or pixels reads as a screen, a scoreboard or a game: a florist or a clinic set that way
  // reads as a glitch. The dot-matrix mark (an initial built of dots) is a construction, not this face.
  'dot-face': {
    admit: ['technical', 'play', 'industrial', 'sport', 'energy'],
    refuse: ['luxury', 'care', 'childcare', 'medicine', 'celebration'],
    reads: 'a dot-matrix or pixel face reads as a screen or a scoreboard outside technology, games, sport or industry',
  },
  // A retro brush or party script is at home on a diner, a gym or a toy shop: every trade may have one but those whose
  // clients come to them in earnest (their case, their money, their health, their dead).
  'festive-script': {
    refuse: ['trust', 'medicine', 'solemn'],
    reads: 'a casual party script reads as a party flyer for law, money, medicine or bereavement',
  },
  sleep: { refuse: ['energy', 'sport'], reads: 'a sleep sign says the opposite of energy' },
  serpent: {
    admit: ['medicine'],
    refuse: ['childcare', 'appetite'],
    reads: 'a serpent frightens outside a pharmacy or a doctor',
  },
  comet: { admit: [], refuse: [], reads: 'a round head with a long tail reads as a sperm cell' },
  // A swept stroke over leaning type is the sports swoosh: speed and effort, wrong where people come in grief.
  swoosh: { refuse: ['solemn'], reads: 'a swept stroke over leaning type reads as sportswear at a funeral' },
  // Heavy capitals leaning forward say speed and effort: a sports brand's voice, not a funeral home's.
  slant: { refuse: ['solemn'], reads: 'heavy letters leaning forward read as a sports brand where people come in grief' },
  // An orbit with a star riding it is a space mission: adventure and launch, wrong where people come in grief.
  orbit: { refuse: ['solemn'], reads: 'an orbit with a star riding it reads as a space launch where people come in grief' },
};

/**
 * Tones a trade has by what it is and makes, never by whom it serves: a cooperage building casks "for distilleries and
 * wineries" is a workshop, not a luxury house. Occasions stay (a bakery "for weddings" serves a celebration).
 */
const OWN_TONES: ReadonlySet<Tone> = new Set(['luxury']);

const TONE_CACHE_LIMIT = 64;
const toneCache = new Map<string, ReadonlySet<Tone>>();

/** The tones of the brief's name, industry, one-liner and tagline (memoised: every candidate build asks). */
export function readTone(brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner' | 'tagline'>): ReadonlySet<Tone> {
  const text = [brief.brandName, brief.industry, brief.oneLiner, brief.tagline].filter(Boolean).join(' ');
  const hit = toneCache.get(text);
  if (hit) return hit;
  const found = (Object.keys(TONE_WORDS) as Tone[]).filter((tone) => TONE_WORDS[tone].test(text));
  const own = found.some((tone) => OWN_TONES.has(tone)) ? ownWords(brief) : '';
  const tones = new Set(found.filter((tone) => !OWN_TONES.has(tone) || TONE_WORDS[tone].test(own)));
  if (toneCache.size >= TONE_CACHE_LIMIT) toneCache.delete(toneCache.keys().next().value as string);
  toneCache.set(text, tones);
  return tones;
}

/** The brief's words outside its "for …" phrases (lemmas, and the name as written). */
function ownWords(brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner' | 'tagline'>): string {
  const terms = extractBriefTerms(brief).filter((term) => !term.audience);
  return [brief.brandName, ...terms.map((term) => term.word)].join(' ');
}

/** Whether a trade of this tone may be given the device: no refusing tone, and an admitting one where it needs one. */
export function toneAdmits(tone: ReadonlySet<Tone>, device: ToneDevice): boolean {
  const rule = DEVICE_RULES[device];
  if (rule.refuse.some((t) => tone.has(t))) return false;
  if (rule.refuseUnless?.tones.some((t) => tone.has(t)) && !tone.has(rule.refuseUnless.unless)) return false;
  return rule.admit === undefined || rule.admit.some((t) => tone.has(t));
}

/** Why the device is left out, for the decision record. */
export function toneReason(device: ToneDevice): string {
  return DEVICE_RULES[device].reads;
}
