/**
 * Words of a brand name that ask to be drawn in its letters: "Wobbly" wobbles, "Dog-Eared" folds a corner, "Tall" or
 * "Giraffe" reaches up, "Stitch" is sewn, "Sharp" is cut. A general lexicon of name words → typographic treatments
 * (marks/modules/name-words.ts draws them), and which designers' rules admit each treatment.
 */
import { hash32, normalizeForSeed } from '../random/hash';

/** The families of treatment: what the letters do. */
export type NameWordFamily = 'wobble' | 'fold' | 'reach' | 'stitch' | 'cut';

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
    /^(?:wobbl\w*|wibbly|wonk(?:y|ier|iest)|jolly|jollies|bounc\w*|tips(?:y|ier)|gidd(?:y|ier)|dizzy|jump(?:s|y|ing|ers?)?|jiggl\w*|wiggl\w*|hopp(?:y|ing)|skipp(?:y|ing)|tumbl\w*|topsy|turvy|shak(?:y|ing)|bobbl\w*|bump(?:y|ing)|danc(?:e|es|ing|ers?)|jitter\w*|zig-?zag|squiggl\w*)$/i,
  fold: /^(?:dog-?ear(?:s|ed)?|fold(?:s|ed|ing|er)?|origami|pages?|papers?|creas(?:e|es|ed)|corners?|pamphlets?|leaflets?|envelopes?)$/i,
  reach:
    /^(?:tall(?:er|est)?|giraffes?|high(?:er|est)?|heights?|towers?|towering|loft(?:y|s)?|stilts?|spires?|steeples?|giants?|skyscrapers?|beanstalks?|reach(?:ing)?|rising|upright|lanky)$/i,
  stitch:
    /^(?:stitch\w*|thread\w*|seams?|seamstress\w*|sew(?:s|n|ing|ists?)?|tailor\w*|quilt\w*|needles?|needlework|darn(?:s|ed|ing)?|embroider\w*|hems?|hemming|knit\w*|mend(?:s|ed|ing|ers?)?|patch(?:es|ed|work)?|yarns?|crochet\w*|tapestr\w*)$/i,
  cut: /^(?:sharp\w*|cut(?:s|ting|ters?)?|edges?|edged|blades?|slic(?:e|es|ed|ing)|split(?:s|ting)?|razors?|knife|knives|shears?|scissors?|chop(?:s|ped|per|ping)?|cleavers?|axes?|sabres?|swords?|snip(?:s|ped|py)?|slash\w*|clip(?:s|per|pers|ped)?|carv(?:e|ed|er|ing))$/i,
};

const FAMILY_ORDER: readonly NameWordFamily[] = ['wobble', 'fold', 'reach', 'stitch', 'cut'];

/** The lexicon words of a name, in reading order (a word is matched once, by the first family that takes it). */
export function readNameWords(name: string): NameWord[] {
  const words = name.normalize('NFC').trim().split(/\s+/u);
  return words.flatMap((raw, index) => {
    const word = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    const family = FAMILY_ORDER.find((f) => LEXICON[f].test(word));
    return family ? [{ family, word, index }] : [];
  });
}

/**
 * Designers whose rules admit lettering that acts out the name, with the treatments each would draw and the share of
 * their cycle it takes when the name carries one. Scher plays with type as image (every family), Fletcher with wit
 * (not the raised stem: in his hairline Didone it reads as a cursor);
 * Glaser's warm wit moves, folds and sews; Benguiat, the letterer, raises a stem and sews a line; Rand's playful
 * geometry tilts, cuts and folds; Bass cuts, tilts and folds like his paper.
 */
export const NAME_WORD_DESIGNERS: Readonly<Record<string, { weight: number; families: readonly NameWordFamily[] }>> = {
  'paula-scher': { weight: 0.4, families: ['wobble', 'reach', 'cut', 'fold', 'stitch'] },
  'alan-fletcher': { weight: 0.4, families: ['wobble', 'fold', 'stitch', 'cut'] },
  'milton-glaser': { weight: 0.3, families: ['wobble', 'fold', 'stitch', 'reach'] },
  'ed-benguiat': { weight: 0.35, families: ['reach', 'stitch', 'wobble', 'fold'] },
  'paul-rand': { weight: 0.3, families: ['wobble', 'cut', 'fold', 'reach'] },
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
