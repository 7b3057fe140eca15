/**
 * Keywords for icon search and strategy copy: industry words first, then the one-liner's, lower-cased, without
 * English stop-words (the `stopword` list) or generic business filler, de-duplicated, singular where obvious.
 */
import { eng, removeStopwords } from 'stopword';
import type { Brief } from '../types';
import { GENERIC_BUSINESS_WORDS, type Lemma, lemmatize, MISREAD_PLURALS } from './lemmas';
import { glossNameWords } from './name-glossary';
import { normalizeText } from './text';

/** Words every one-liner uses that say nothing about the business: the generic words and their inflections. */
const FILLER_WORDS = [
  ...GENERIC_BUSINESS_WORDS,
  'helps',
  'helping',
  'makes',
  'making',
  'provides',
  'offers',
  'solutions',
  'services',
  'gets',
  'ways',
  'using',
  'uses',
];
const STOP_WORDS = [...eng, ...FILLER_WORDS];
const MAX_KEYWORDS = 12;

/**
 * Nouns ending in -ie, whose plural is not a -y word's ("cookies" are no "cooky"); the plurals no rule reads
 * (chillies, the strategy's "a chilly") are lemmas.ts's MISREAD_PLURALS.
 */
const IE_NOUNS: ReadonlySet<string> = new Set([
  'auntie',
  'birdie',
  'brownie',
  'calorie',
  'collie',
  'cookie',
  'foodie',
  'genie',
  'goalie',
  'hoodie',
  'lassie',
  'movie',
  'newbie',
  'pie',
  'pixie',
  'prairie',
  'rookie',
  'selfie',
  'smoothie',
  'techie',
  'tie',
  'veggie',
  'zombie',
]);

/** "bakeries" → "bakery", "cookies" → "cookie", "shoes" → "shoe", "glass" stays: enough for icon tags, not a stemmer. */
export function singularize(word: string): string {
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  const misread = MISREAD_PLURALS[word];
  if (misread) return misread;
  if (word.endsWith('ies') && IE_NOUNS.has(word.slice(0, -1))) return word.slice(0, -1);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function wordsOf(text: string | undefined): string[] {
  const words = normalizeText(text)
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, '').replace(/'s$/, ''))
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  return removeStopwords(words, STOP_WORDS);
}

/** Industry words, then one-liner words, then tagline words; unique, at most `max`. */
export function extractKeywords(brief: Pick<Brief, 'industry' | 'oneLiner' | 'tagline'>, max = MAX_KEYWORDS): string[] {
  const all = [...wordsOf(brief.industry), ...wordsOf(brief.oneLiner), ...wordsOf(brief.tagline)].map(singularize);
  return [...new Set(all)].slice(0, max);
}

/** Where a brief word came from; the icon ranking weighs the one-liner's objects and the name above the rest. */
export type BriefWordSource = 'name' | 'industry' | 'oneLiner' | 'tagline';

export interface BriefTerm extends Lemma {
  source: BriefWordSource;
}

/** Lemmatised words of the name, industry, one-liner and tagline (compromise), each with its source and part of speech. */
export function extractBriefTerms(brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner' | 'tagline'>): BriefTerm[] {
  const fields: Array<[BriefWordSource, string | undefined]> = [
    ['oneLiner', brief.oneLiner],
    ['name', brief.brandName],
    ['industry', brief.industry],
    ['tagline', brief.tagline],
  ];
  const terms = fields.flatMap(([source, text]) =>
    lemmatize(normalizeText(text)).flatMap((lemma) => [{ ...lemma, source }, ...(source === 'name' ? singularOf(lemma, source) : [])]),
  );
  // A Cyrillic or Greek name that is a word is read in English too (Ласточка, the swallow): the lemmatiser reads Latin.
  const glossed = glossNameWords(normalizeText(brief.brandName)).map((word) => ({ word, pos: 'noun' as const, source: 'name' as const }));
  return [...terms, ...glossed];
}

/**
 * A title-cased name is parsed as proper nouns, which keep their plural ("Little Acorns" → "acorns"): the singular
 * is read too, so the name's own object is found.
 */
function singularOf(lemma: Lemma, source: BriefWordSource): BriefTerm[] {
  const { word } = lemma;
  if (word.length < 5 || !/[^s]s$/.test(word)) return [];
  const singular = word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  return [{ ...lemma, word: singular, source }];
}
