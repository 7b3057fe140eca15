/**
 * Words of a brand name that ask to be drawn in its letters: "Wobbly" wobbles, "Dog-Eared" folds a corner, "Tall" or
 * "Giraffe" reaches up, "Rootline" or "Deep" sinks a root, "Stitch" is sewn, "Sharp" is cut, "Ridge" or "Summit" climbs to a crest. A general lexicon of name words → typographic treatments
 * (marks/modules/name-words.ts draws them), and which designers' rules admit each treatment.
 */
import { hash32, normalizeForSeed } from '../random/hash';
import { isCommonWord } from '../type/word-parts';

/** The families of treatment: what the letters do. */
export type NameWordFamily = 'wobble' | 'fold' | 'reach' | 'root' | 'stitch' | 'cut' | 'rise';

/** One word of the lexicon found in a name: the family it asks for and where it stands. */
export interface NameWord {
  family: NameWordFamily;
  /** The word as written in the name. */
  word: string;
  /** Index of the word in the name's words (split on spaces). */
  index: number;
}

/**
 * The lexicon: whole words (a hyphenated word is one word), matched case-insensitively. Only words whose meaning is
 * the motion or the shape itself: "rock" (a stone) or "long" (a place name) would draw a pun nobody meant.
 */
const LEXICON: Readonly<Record<NameWordFamily, RegExp>> = {
  wobble:
    /^(?:wobbl\w*|wibbly|wonk(?:y|ier|iest)|jolly|jollies|bounc\w*|tips(?:y|ier)|gidd(?:y|ier)|dizzy|jump(?:s|y|ing|ers?)?|jiggl\w*|wiggl\w*|hops?|hopp(?:y|ing)|skipp(?:y|ing)|tumbl\w*|topsy|turvy|shak(?:y|ing)|bobbl\w*|bump(?:y|ing)|danc(?:e|es|ing|ers?)|jitter\w*|zig-?zag|squiggl\w*)$/i,
  fold: /^(?:dog-?ear(?:s|ed)?|fold(?:s|ed|ing|er)?|origami|pages?|papers?|creas(?:e|es|ed)|corners?|pamphlets?|leaflets?|envelopes?)$/i,
  reach:
    /^(?:tall(?:er|est)?|giraffes?|high(?:er|est)?|heights?|towers?|towering|loft(?:y|s)?|stilts?|spires?|steeples?|giants?|skyscrapers?|beanstalks?|reach(?:ing)?|rising|upright|lanky)$/i,
  stitch:
    /^(?:stitch\w*|thread\w*|seams?|seamstress\w*|sew(?:s|n|ing|ists?)?|tailor\w*|quilt\w*|needles?|needlework|darn(?:s|ed|ing)?|embroider\w*|hems?|hemming|knit\w*|mend(?:s|ed|ing|ers?)?|patch(?:es|ed|work)?|yarns?|crochet\w*|tapestr\w*)$/i,
  root: /^(?:roots?|rooted|taproots?|rootstocks?|deep(?:er|est)?|depths?|anchor(?:s|ed)?|keels?|plumblines?|sinkers?|burrows?)$/i,
  rise: /^(?:ridges?|summits?|peaks?|crests?|climb(?:s|ing|ers?)?|ascents?|uphill|hilltops?|mountains?|alpine|crags?|everest)$/i,
  cut: /^(?:sharp\w*|cut(?:s|ting|ters?)?|edges?|edged|blades?|slic(?:e|es|ed|ing)|split(?:s|ting)?|razors?|knife|knives|shears?|scissors?|chop(?:s|ped|per|ping)?|cleavers?|axes?|sabres?|swords?|snip(?:s|ped|py)?|slash\w*|clip(?:s|per|pers|ped)?|carv(?:e|ed|er|ing))$/i,
};

const FAMILY_ORDER: readonly NameWordFamily[] = ['wobble', 'fold', 'reach', 'root', 'stitch', 'cut', 'rise'];

/** The family a word asks for, if the lexicon has it. */
const familyOf = (word: string) => FAMILY_ORDER.find((f) => LEXICON[f].test(word));

/** Lexicon words that open place names more often than they act ("Highland", "Highgate", "Edgeware"). */
const PLACE_NAME_PARTS = new Set(['high', 'edge']);

/** Common words that end other words ("seam|less", "patch|work" is a compound but "fold|ing" is not a word pair). */
const SUFFIX_WORDS = new Set(['less', 'ness', 'ment', 'ship', 'able', 'ings', 'ward', 'wards']);

/**
 * The family a closed compound asks for by one of its parts, the other part a common word of four letters or more
 * ("Hemline" is sewn by its hem, "Hopscotch" hops, "Cutwater" is cut, "Towerbridge" reaches up); undefined for a word
 * that is common on its own ("Seamless", "Handmade") or has no such parts.
 */
function compoundFamily(word: string): NameWordFamily | undefined {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || isCommonWord(lower)) return undefined;
  const plain = (part: string) => part.length >= 4 && isCommonWord(part) && !SUFFIX_WORDS.has(part);
  const acted = (part: string) => (PLACE_NAME_PARTS.has(part) ? undefined : familyOf(part));
  for (let at = 3; at <= lower.length - 3; at++) {
    const left = lower.slice(0, at);
    const right = lower.slice(at);
    const family = (plain(right) && acted(left)) || (plain(left) && acted(right));
    if (family) return family;
  }
  return undefined;
}

/**
 * The lexicon words of a name, in reading order (a word is matched once, by the first family that takes it); a
 * closed compound is matched by its parts, and the whole word acts it out.
 */
export function readNameWords(name: string): NameWord[] {
  const words = name.normalize('NFC').trim().split(/\s+/u);
  return words.flatMap((raw, index) => {
    const word = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    const family = familyOf(word) ?? compoundFamily(word);
    return family ? [{ family, word, index }] : [];
  });
}

/**
 * Designers whose rules admit lettering that acts out the name, with the treatments each would draw and the share of
 * their cycle it takes when the name carries one. Scher plays with type as image (every family), Fletcher with wit
 * (not the raised stem: in his hairline Didone it reads as a cursor);
 * a ridge or a summit climbs for the playful ones (Scher, Fletcher, Glaser, Rand);
 * Glaser's warm wit moves, folds and sews (his typewriter slab's feet are too wide to root); Benguiat, the letterer,
 * raises or roots a stem and sews a line; a root sinks for Scher, Fletcher and Rand too; Rand's playful
 * geometry tilts, cuts and folds; Bass cuts, tilts and folds like his paper.
 */
export const NAME_WORD_DESIGNERS: Readonly<Record<string, { weight: number; families: readonly NameWordFamily[] }>> = {
  'paula-scher': { weight: 0.4, families: ['wobble', 'reach', 'root', 'cut', 'fold', 'stitch', 'rise'] },
  'alan-fletcher': { weight: 0.4, families: ['wobble', 'fold', 'stitch', 'cut', 'rise', 'root'] },
  'milton-glaser': { weight: 0.3, families: ['wobble', 'fold', 'stitch', 'reach', 'rise'] },
  'ed-benguiat': { weight: 0.35, families: ['reach', 'root', 'stitch', 'wobble', 'fold'] },
  'paul-rand': { weight: 0.3, families: ['wobble', 'cut', 'fold', 'reach', 'root', 'rise'] },
  'saul-bass': { weight: 0.3, families: ['cut', 'wobble', 'fold'] },
};

/** The lexicon words of the name this designer would draw, in reading order; empty when none. */
export function nameWordsFor(designerId: string, name: string): NameWord[] {
  const designer = NAME_WORD_DESIGNERS[designerId];
  if (!designer) return [];
  return readNameWords(name).filter((w) => designer.families.includes(w.family));
}

/** At most this many designers act out one name's words, so twenty answers to one brief do not repeat one device. */
const DESIGNERS_PER_NAME = 3;

/**
 * Whether this designer offers the name-word lettering for this name: of the designers who could act the name out,
 * three do, ranked by a hash of the name and the designer, so which three changes from name to name.
 */
export function offersNameWords(designerId: string, name: string): boolean {
  if (nameWordsFor(designerId, name).length === 0) return false;
  const key = normalizeForSeed(name);
  const seats = Object.keys(NAME_WORD_DESIGNERS)
    .filter((id) => nameWordsFor(id, name).length > 0)
    .sort((a, b) => hash32(`${key}:${a}`) - hash32(`${key}:${b}`) || a.localeCompare(b));
  return seats.indexOf(designerId) < DESIGNERS_PER_NAME;
}
