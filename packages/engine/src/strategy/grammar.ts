import nlp from 'compromise';
import indefinite from 'indefinite';
import pluralize from 'pluralize-esm';

/**
 * English for whatever a user types as an industry: the right article ("a florist", "an HR platform", "an
 * audit software company"), plurals of the head noun ("law firms", "coffee roasteries") and mass nouns that take
 * neither ("audit software", "real estate", "AI").
 */

export interface IndustryPhrase {
  /** As typed, with ordinary capitals lowered ("coffee roastery", "SaaS", "AI"). */
  term: string;
  /** True for mass nouns and acronyms used as a field ("software", "logistics", "AI"). */
  mass: boolean;
  /** One business of this kind, with its article: "a florist", "an audit software company". */
  one: string;
  /** Businesses of this kind: "florists", "audit software companies". */
  peers: string;
  /** What a customer chooses: "a florist", "audit software". */
  choice: string;
  /** Where the brand competes, with its preposition: "among florists", "in audit software". */
  among: string;
}

/** Heads that take no article or plural (the field, not a shop): "audit software", "kids apparel". */
const MASS_HEADS = new Set([
  'accounting',
  'advertising',
  'ai',
  'analytics',
  'apparel',
  'architecture',
  'banking',
  'broth',
  'catering',
  'childcare',
  'clothing',
  'coffee',
  'construction',
  'consulting',
  'cybersecurity',
  'data',
  'design',
  'delivery',
  'denim',
  'education',
  'employment',
  'entertainment',
  'management',
  'recruitment',
  'energy',
  'equipment',
  'estate',
  'eyewear',
  'fashion',
  'finance',
  'fintech',
  'fitness',
  'food',
  'footwear',
  'freight',
  'furniture',
  'gear',
  'healthcare',
  'hospitality',
  'insurance',
  'jewellery',
  'jewelry',
  'logistics',
  'media',
  'medicine',
  'music',
  'power',
  'pottery',
  'publishing',
  'repair',
  'repairs',
  'research',
  'retail',
  'saas',
  'security',
  'skincare',
  'software',
  'telemedicine',
  'tourism',
  'transport',
  'transportation',
  'travel',
  'tea',
  'wellness',
]);

/** A business noun to follow a mass field: "an audit software company". */
const FIELD_NOUN = 'company';

/**
 * Words the article library reads the American way or not at all: "a herb garden" (British, as the rest of the copy),
 * "a ukulele" (a "you" sound).
 */
const ARTICLE_EXCEPTIONS: Record<string, 'a' | 'an'> = { herb: 'a', herbs: 'a', herbal: 'a', ukulele: 'a' };

function isAcronym(word: string): boolean {
  return /^[A-Z0-9]{2,5}s?$/.test(word) || /^[A-Z][a-z]?[A-Z]+[a-z]?$/.test(word);
}

/** "a" or "an" by the sound of the phrase's first word (indefinite: letters of acronyms, silent h, "you"-sounding u). */
export function articleFor(phrase: string): 'a' | 'an' {
  const trimmed = phrase.trim().replace(/^["“'‘(]+/, '');
  const first = (trimmed.split(/[\s-]+/)[0] ?? '').toLocaleLowerCase();
  const exception = ARTICLE_EXCEPTIONS[first];
  if (exception) return exception;
  // A silent h in a compound the library lists only as its root: "an hourglass", "an honourable".
  if (/^(hour|honest|honou?r|heir)/.test(first)) return 'an';
  // "SaaS", "HR": the library reads only all-capital words as letters; a mixed acronym is spoken as letters too
  // unless it is a word ("SaaS" is said "sass").
  const word = trimmed.split(/[\s-]+/)[0] ?? '';
  if (isAcronym(word) && !/^[A-Z]+$/.test(word.replace(/s$/, ''))) return /^[AEIOU]/.test(word) ? 'an' : 'a';
  return indefinite(trimmed || 'a', { articleOnly: true }) as 'a' | 'an';
}

/** The first letter up: "an anchor…" → "An anchor…". */
export function capitalFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/** Heads that are fields, not things: no article and no plural ("software", "real estate", "AI"). */
function isMassWord(word: string): boolean {
  const lower = word.toLocaleLowerCase();
  if (MASS_HEADS.has(lower) || isAcronym(word)) return true;
  // The library's uncountables ("software", "equipment", "clothing") are both singular and plural.
  if (pluralize.isPlural(lower) && pluralize.isSingular(lower)) return !/^(?:fish|sheep|deer|series|species)$/.test(lower);
  // Fields named by -ware, -care, -ics, -ness, -ism, or a gerund ("plumbing", "accounting").
  if (/(ware|care|ics|ness|ism)$/.test(lower) || (/ing$/.test(lower) && lower.length > 5)) return true;
  // The tagger's lexicon knows the rest of the stuff nouns ("advice", "luggage", "cotton", "bread").
  return isUncountable(lower);
}

const UNCOUNTABLE = new Map<string, boolean>();

function isUncountable(word: string): boolean {
  // Only plain English words: the lexicon reads an unknown accented word ("café") as stuff.
  if (!/^[a-z]+$/.test(word)) return false;
  let known = UNCOUNTABLE.get(word);
  if (known === undefined) {
    const terms = (nlp(word).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms ?? [];
    known = terms.length === 1 && (terms[0]?.tags ?? []).includes('Uncountable');
    if (UNCOUNTABLE.size > 2000) UNCOUNTABLE.clear();
    UNCOUNTABLE.set(word, known);
  }
  return known;
}

/** True for a plural count noun ("ferries", "systems", "children"); false for singulars and mass nouns. */
export function isPluralNoun(word: string): boolean {
  const lower = word.toLocaleLowerCase().replace(/[’']s?$/, '');
  if (!/^[\p{L}-]+$/u.test(lower) || lower.length < 3 || isMassWord(lower)) return false;
  // "sans" (a typeface), "glass", "bus", "analysis": singulars the rules could take for plurals.
  if (/(?:ss|us|is|ous|less|ness)$/.test(lower) || lower === 'sans') return false;
  return pluralize.isPlural(lower) && !pluralize.isSingular(lower);
}

/** The singular of one noun ("ferries" → "ferry"); a singular or mass noun is returned as it is. */
function singularNoun(word: string): string {
  return isPluralNoun(word) ? keepCase(word, pluralize.singular(word.toLocaleLowerCase())) : word;
}

/** Plural of one English noun (the maintained rules of pluralize); an acronym takes -s, a plural stays as it is. */
function pluralNoun(word: string): string {
  if (isAcronym(word)) return /s$/.test(word) ? word : `${word}s`;
  if (isPluralNoun(word) || isMassWord(word)) return word;
  return keepCase(word, pluralize.plural(word.toLocaleLowerCase()));
}

/** Plural of a noun phrase: only its last word changes ("coffee roastery" → "coffee roasteries"). */
export function pluralPhrase(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  const head = words.pop() ?? '';
  return [...words, pluralNoun(head)].join(' ');
}

/** True when the phrase's last word is a plural count noun ("electric ferries"). */
export function isPluralPhrase(phrase: string): boolean {
  return isPluralNoun((phrase.trim().split(/\s+of\s+/)[0] ?? phrase).split(/\s+/).pop() ?? '');
}

function keepCase(original: string, changed: string): string {
  return /^\p{Lu}/u.test(original) ? changed.charAt(0).toLocaleUpperCase() + changed.slice(1) : changed;
}

/** "Coffee Roastery" → "coffee roastery", while "SaaS" or "AI tools" keep their capitals. */
export function lowerCommonWords(text: string): string {
  return text.replace(/(?<![\p{L}'’])\p{Lu}\p{Ll}+(?![\p{L}])/gu, (w) => w.toLocaleLowerCase());
}

function isMass(words: readonly string[]): boolean {
  return isMassWord(words[words.length - 1] ?? '');
}

/** Food and materials spoken of as stuff, not as one thing: "shows bread", not "shows a bread". */
const STUFF =
  /^(coffee|bread|tea|wine|beer|water|fire|grain|wheat|sourdough|food|money|honey|chocolate|ice cream|pasta|rice|soup|broth|juice|cheese)$/i;

/**
 * A noun phrase as the object of a sentence: "a boat", "an anchor", "electric ferries", but "coffee" and "audit
 * software" bare (mass nouns and plurals take no article).
 */
export function nounPhrase(noun: string): string {
  const phrase = noun.trim();
  if (!phrase) return phrase;
  // The head of "pair of scales" is "pair": what follows "of" does not decide the article.
  const words = (phrase.split(/\s+of\s+/)[0] ?? phrase).split(/\s+/);
  const head = words.join(' ');
  if (isMass(words) || STUFF.test(head) || STUFF.test(words[words.length - 1] ?? '') || isPluralPhrase(head)) return phrase;
  if (/^(?:a|an|the|our|your|its|their|every|each)\s/i.test(phrase)) return phrase;
  return withArticle(phrase);
}

/** Plural heads that stay plural in front of another noun: "a security systems company", "a sports club". */
const PLURAL_MODIFIERS =
  /^(systems|services|sports|goods|arts|sales|savings|communications|electronics|solutions|products|supplies|works|graphics|games|events|materials)$/i;

/** Reads an industry phrase once for every sentence that names the brand's kind of business. */
export function readIndustry(industry: string): IndustryPhrase {
  const term = lowerCommonWords(industry.trim().replace(/\s+/g, ' ')).replace(/[.!?]+$/, '') || 'business';
  const words = term.split(' ');
  const head = words[words.length - 1] ?? term;
  // A plural field ("security systems", "ferries") is a kind of company: "a security systems company", "a ferry
  // company", never "a security systems" or "ferrieses".
  if (isPluralNoun(head) || isMass(words) || /\s(and|&)\s/.test(term)) {
    const modifier = isPluralNoun(head) && !PLURAL_MODIFIERS.test(head) ? [...words.slice(0, -1), singularNoun(head)].join(' ') : term;
    return {
      term,
      mass: true,
      one: withArticle(`${modifier} ${FIELD_NOUN}`),
      choice: isMass(words) ? term : withArticle(`${modifier} ${FIELD_NOUN}`),
      peers: `${modifier} ${pluralNoun(FIELD_NOUN)}`,
      among: isMass(words) ? `in ${term}` : `among ${modifier} ${pluralNoun(FIELD_NOUN)}`,
    };
  }
  const peers = pluralPhrase(term);
  return { term, mass: false, one: withArticle(term), choice: withArticle(term), peers, among: `among ${peers}` };
}
