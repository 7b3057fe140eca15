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
  'education',
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
  'publishing',
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

/** Letters whose spoken name starts with a vowel sound: "an FBI agent", "an SEO agency". */
const VOWEL_SOUND_LETTERS = new Set(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);

function isAcronym(word: string): boolean {
  return /^[A-Z0-9]{2,5}s?$/.test(word) || /^[A-Z][a-z]?[A-Z]+[a-z]?$/.test(word);
}

/** "a" or "an" by the sound of the first word (letters for acronyms, a few silent h and "you"-sounding u). */
export function articleFor(phrase: string): 'a' | 'an' {
  const first = phrase.trim().split(/[\s-]+/)[0] ?? '';
  if (isAcronym(first)) return VOWEL_SOUND_LETTERS.has(first.charAt(0)) ? 'an' : 'a';
  const w = first.toLocaleLowerCase();
  if (/^(hour|honest|honou?r|heir|herb)/.test(w)) return 'an';
  if (/^(uni|use|usu|uti|ure|eu|one|once|ewe)/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/** Plural of one English noun, regular rules and the irregulars a business name meets. */
export function pluralize(word: string): string {
  const lower = word.toLocaleLowerCase();
  const irregular: Record<string, string> = { person: 'people', child: 'children', man: 'men', woman: 'women', café: 'cafés' };
  if (irregular[lower]) return irregular[lower];
  if (isAcronym(word)) return `${word}s`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]o$/i.test(word) && !/(studio|photo|logo|video|piano|radio)$/i.test(word)) return `${word}s`;
  return `${word}s`;
}

/** "Coffee Roastery" → "coffee roastery", while "SaaS" or "AI tools" keep their capitals. */
export function lowerCommonWords(text: string): string {
  return text.replace(/(?<![\p{L}'’])\p{Lu}\p{Ll}+(?![\p{L}])/gu, (w) => w.toLocaleLowerCase());
}

function isMass(words: readonly string[]): boolean {
  const head = words[words.length - 1] ?? '';
  if (isAcronym(head)) return true;
  const lower = head.toLocaleLowerCase();
  if (MASS_HEADS.has(lower)) return true;
  // Fields named by -ware, -care, -ics, -ness, or a gerund ("plumbing", "accounting").
  return /(ware|care|ics|ness|ism)$/.test(lower) || (/ing$/.test(lower) && lower.length > 5);
}

/** "a boat", "an anchor", but "coffee" and "bread" bare: a noun phrase as the object of "shows". */
export function nounPhrase(noun: string): string {
  return isMass(noun.split(' ')) || /^(coffee|bread|tea|wine|beer|water|fire|grain|wheat|sourdough|food|money)$/i.test(noun)
    ? noun
    : withArticle(noun);
}

/** Reads an industry phrase once for every sentence that names the brand's kind of business. */
export function readIndustry(industry: string): IndustryPhrase {
  const term = lowerCommonWords(industry.trim().replace(/\s+/g, ' ')).replace(/[.!?]+$/, '') || 'business';
  const words = term.split(' ');
  if (isMass(words) || /\s(and|&)\s/.test(term)) {
    return {
      term,
      mass: true,
      one: withArticle(`${term} ${FIELD_NOUN}`),
      choice: term,
      peers: `${term} ${pluralize(FIELD_NOUN)}`,
      among: `in ${term}`,
    };
  }
  const head = words[words.length - 1] ?? term;
  const peers = [...words.slice(0, -1), pluralize(head)].join(' ');
  return { term, mass: false, one: withArticle(term), choice: withArticle(term), peers, among: `among ${peers}` };
}
