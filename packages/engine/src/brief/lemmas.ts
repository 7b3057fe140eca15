/**
 * Lemmatised content words of free brief text (compromise): nouns singular, verbs infinitive, hyphenated compounds
 * kept whole as well ("wood-fired" → "wood-fired", "wood", "fired"), stop words and filler dropped.
 */
import nlp from 'compromise';
import { eng } from 'stopword';

export type WordPos = 'noun' | 'verb' | 'adjective' | 'other';

export interface Lemma {
  /** Lower-case lemma ("ferries" → "ferry", "baked" → "bake"). */
  word: string;
  pos: WordPos;
  /** Part of a "for …" phrase ("ferries for island commuters"): who the business serves, not what it makes. */
  audience?: boolean;
  /** Part of a place phrase ("by the harbour", "in the old town"): where the business is, not what it is. */
  setting?: boolean;
  /** Part of a clause that lists what comes with the service ("helmets and lamps included"): kit, not the trade. */
  extra?: boolean;
  /** One half of a hyphenated compound that is also listed whole ("wood" of "wood-fired"). */
  part?: boolean;
  /** A hyphenated compound, whole or closed up ("wood-fired", "woodfired"). */
  compound?: boolean;
  /**
   * The service word after a noun ("design" of "garden design", "care" of "lawn care", "tours" of "kayak tours"):
   * the noun before it names the business's object, the service word only what is done with it.
   */
  head?: boolean;
}

/** Service words that, after a noun, say what is done to that noun's object rather than name an object of their own. */
const SERVICE_HEADS = new Set([
  'design',
  'care',
  'repair',
  'hosting',
  'cleaning',
  'clean',
  'training',
  'consulting',
  'consultancy',
  'installation',
  'install',
  'maintenance',
  'supply',
  'management',
  'coaching',
  'removal',
  'planning',
  'delivery',
  'rental',
  'hire',
  'tour',
  'trip',
  'class',
  'lesson',
  'school',
  'academy',
  'camp',
  'course',
]);

/** Words every brief uses that say nothing about what the business is or does (base forms; keywords.ts adds inflections). */
export const GENERIC_BUSINESS_WORDS = [
  'company',
  'brand',
  'business',
  'help',
  'make',
  'best',
  'new',
  'based',
  'provide',
  'offer',
  'solution',
  'service',
  'people',
  'everyone',
  'get',
  'way',
  'use',
  'one',
  'also',
  'like',
  'every',
  'via',
  'inc',
  'ltd',
  'llc',
];

/** Filler for lemmas: the generic words plus what a lemmatised brief still carries without meaning. */
const FILLER = [
  ...GENERIC_BUSINESS_WORDS,
  'base',
  'co',
  'group',
  'partner',
  'partners',
  'studio',
  'lab',
  'labs',
  'the',
  'and',
  'thing',
  'need',
  'want',
  'love',
  'let',
  'bring',
  'give',
  'keep',
  'find',
  'faster',
  'fast',
  'better',
  'simple',
  'easy',
  'great',
  'good',
  'local',
  'modern',
  'small',
  'big',
];
/** Words that open a phrase naming who is served ("for island commuters", "to small firms"). */
const AUDIENCE_OPENERS = new Set(['for', 'to', 'serving', 'helping']);
/** Words that close a clause listing what comes with the service ("helmets and lamps included"). */
const EXTRA_CLOSERS = new Set(['included', 'provided', 'supplied']);
/** Words that open a phrase naming where (or from what) the business works. */
const SETTING_OPENERS = new Set(['by', 'in', 'at', 'near', 'across', 'around', 'from', 'on', 'along', 'beside']);
/** Two-letter words that name a business ("AI", "HR", "PR", "EV", "VR", "3D"). */
const SHORT_WORDS = new Set(['ai', 'hr', 'pr', 'ev', 'vr', 'tv', 'gp', 'it', '3d']);
const STOP = new Set([...eng, ...FILLER]);
const CACHE_LIMIT = 256;
const cache = new Map<string, Lemma[]>();

function posOf(tags: readonly string[]): WordPos {
  if (tags.includes('Noun') || tags.includes('ProperNoun')) return 'noun';
  if (tags.includes('Verb')) return 'verb';
  if (tags.includes('Adjective')) return 'adjective';
  return 'other';
}

function keep(word: string): boolean {
  return (word.length >= 3 || SHORT_WORDS.has(word)) && !/^\d+$/.test(word) && !STOP.has(word);
}

/** Hyphenated compounds of the text, whole and closed up ("wood-fired" → "wood-fired", "woodfired"). */
function compoundsOf(text: string): Lemma[] {
  const found = text.toLocaleLowerCase().match(/\p{L}+(?:-\p{L}+)+/gu) ?? [];
  return found.flatMap((c) => [
    { word: c, pos: 'adjective' as const, compound: true },
    { word: c.replace(/-/g, ''), pos: 'adjective' as const, compound: true, part: true },
  ]);
}

/** Plurals the parser and the plural rules read as another word: "chillies" is not the adjective "chilly". */
export const MISREAD_PLURALS: Readonly<Record<string, string>> = { chillies: 'chilli', chilies: 'chili' };

type ParsedTerm = { normal?: string; root?: string; post?: string; tags?: Set<string> };

/**
 * Whether the comma after terms[index] continues a list: an "and" or "or" follows before the sentence ends or a verb
 * starts a new clause.
 */
function listGoesOn(terms: readonly ParsedTerm[], index: number): boolean {
  if (!/^\s*,/.test(terms[index]?.post ?? '')) return false;
  for (const term of terms.slice(index + 1)) {
    if (term.normal === 'and' || term.normal === 'or') return true;
    if (posOf([...(term.tags ?? [])]) === 'verb' || /[.;:!?]/.test(term.post ?? '')) return false;
  }
  return false;
}

/**
 * Whether a verb-tagged word is the modifier of the next item in a list of whom the business serves: "care" in "for
 * shops, offices and care homes" names the homes, it does not start a clause (a fire safety firm drew a heart for care).
 */
function listedModifier(terms: readonly ParsedTerm[], index: number, phrase: 'audience' | 'setting' | undefined): boolean {
  const before = terms[index - 1]?.normal;
  const next = terms[index + 1];
  return (
    phrase === 'audience' &&
    (before === 'and' || before === 'or') &&
    !/[.,;:!?]/.test(terms[index]?.post ?? '') &&
    posOf([...(next?.tags ?? [])]) === 'noun'
  );
}

function computeLemmas(text: string): Lemma[] {
  const doc = nlp(text);
  doc.compute('root');
  // The parsed terms themselves (compromise's `docs`): much cheaper than serialising them with `json()`.
  const terms = (doc as unknown as { docs: ParsedTerm[][] }).docs.flat();
  const lemmas: Lemma[] = compoundsOf(text);
  let phrase: 'audience' | 'setting' | undefined;
  // Where the clause being read starts in `lemmas`: a closing "included" marks everything since as kit.
  let clause = lemmas.length;
  // Whether the word just read was a kept noun with no punctuation after it (the modifier of a compound).
  let afterNoun = false;
  terms.forEach((term, index) => {
    const normal = (term.normal ?? '').replace(/['’]s$/, '');
    const word = (MISREAD_PLURALS[normal] ?? (term.root || normal)).toLocaleLowerCase();
    const tags = [...(term.tags ?? [])];
    const pos = posOf(tags);
    if (AUDIENCE_OPENERS.has(normal)) phrase = 'audience';
    else if (SETTING_OPENERS.has(normal)) phrase = 'setting';
    else if ((pos === 'verb' && !listedModifier(terms, index, phrase)) || (phrase === 'setting' && normal === 'and')) phrase = undefined;
    if (EXTRA_CLOSERS.has(normal)) for (const lemma of lemmas.slice(clause)) lemma.extra = true;
    else if (pos === 'verb') clause = lemmas.length;
    const head = afterNoun && (SERVICE_HEADS.has(word) || SERVICE_HEADS.has(normal));
    const flag = {
      ...(phrase ? { [phrase]: true } : {}),
      ...(tags.includes('Hyphenated') ? { part: true } : {}),
      ...(head ? { head: true } : {}),
    };
    // A verb-tagged word before a service word is its object all the same ("Watch repair", "driving school").
    afterNoun = (pos === 'noun' || pos === 'verb') && keep(word) && !/[.,;:!?]/.test(term.post ?? '');
    if (keep(word)) lemmas.push({ word, pos, ...flag });
    // Keep the surface form too when it is not a plain plural of the lemma ("dentistry" after "dentist").
    if (normal && normal !== word && keep(normal) && !normal.endsWith('s')) lemmas.push({ word: normal, pos, ...flag });
    // Punctuation after a word closes its phrase ("Outdoor, play-based"), except a comma inside a list of whom the
    // business serves ("for weddings, festivals and outdoor parties": all three are the audience).
    if (/[.,;:!?]/.test(term.post ?? '') && !(phrase === 'audience' && listGoesOn(terms, index))) phrase = undefined;
    if (/[.,;:!?()]/.test(term.post ?? '')) clause = lemmas.length;
  });
  const seen = new Set<string>();
  return lemmas.filter((l) => !seen.has(l.word) && seen.add(l.word));
}

/** The content words of `text` as lemmas, in reading order, unique; memoised (briefs are re-read per candidate). */
export function lemmatize(text: string | undefined): Lemma[] {
  const key = (text ?? '').normalize('NFC').trim();
  if (!key) return [];
  const hit = cache.get(key);
  if (hit) return hit;
  const lemmas = computeLemmas(key);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, lemmas);
  return lemmas;
}
