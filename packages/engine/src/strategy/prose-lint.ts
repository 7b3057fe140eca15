/**
 * A prose linter for the strategy texts: the slips a reader notices at once in generated English. Wrong indefinite
 * articles ("a avocado", "a old-style serif"), an article before a plural ("is a security systems"), a plural
 * pluralised again ("ferrieses"), a plural subject with a singular verb ("security systems is"), a bare singular
 * where a count noun needs its article ("comes down to forest nursery"), repeated adjacent words ("the the"),
 * slot leftovers ("undefined", empty brackets, doubled spaces, a space before a stop) and engine reasoning printed
 * as copy ("has no simple figure that fits a letter", "the brief's concept, …").
 *
 * The brand's own words (its name, tagline, competitors) and anything in quotation marks are the user's text, not
 * ours: they are masked before the checks so a name like "Bora Bora" or "Molars" never counts against the copy.
 */
import nlp from 'compromise';
import { articleFor, isPluralNoun } from './grammar';

/**
 * The words the tagger reads as verbs in a phrase ("a loud accent supplies the surprise": "supplies"), so a verb is
 * never taken for a plural head noun. Only phrases holding a plural-looking word are tagged.
 */
function verbsIn(phrase: string): Set<string> {
  if (!words(phrase).some(({ word }) => isPluralNoun(word))) return new Set();
  const terms = (nlp(phrase).json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>).flatMap((s) => s.terms);
  return new Set(terms.filter((t) => t.tags.includes('Verb')).map((t) => t.text));
}

export type LintRule =
  | 'article'
  | 'article-before-plural'
  | 'double-plural'
  | 'plural-subject-singular-verb'
  | 'bare-singular'
  | 'repeated-word'
  | 'slot-leftover'
  | 'engine-reasoning'
  | 'unbalanced';

export interface LintFinding {
  rule: LintRule;
  /** The words that broke the rule, as written. */
  text: string;
  message: string;
}

interface LintOptions {
  /** The user's own phrases (brand name, tagline, competitors, brief words): never judged as our grammar. */
  userText?: readonly string[];
}

/** Words after which a noun phrase ends: the head noun is the word before one of these. */
const PHRASE_BREAK = new Set([
  'of',
  'for',
  'with',
  'that',
  'who',
  'whose',
  'which',
  'and',
  'or',
  'but',
  'to',
  'in',
  'on',
  'at',
  'by',
  'from',
  'as',
  'than',
  'into',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'can',
  'will',
  'must',
  'should',
  'so',
  'where',
  'when',
  'while',
  'whose',
  'rather',
  'like',
  'between',
  'around',
  'across',
  'beside',
  'over',
  'under',
  'through',
  'without',
  'within',
  'about',
  'after',
  'before',
  'behind',
  'above',
  'below',
  'inside',
  'outside',
  'every',
  'all',
  'not',
  'no',
  'its',
  'their',
  'his',
  'her',
  'the',
  'built',
  'drawn',
  'set',
  'cut',
  'made',
  'held',
  'shown',
  'written',
  'grown',
  'kept',
  'known',
  'worn',
  'sewn',
  // A relative clause without "that" starts with its subject: "a figure people discover", "a mark customers trust".
  'people',
  'customers',
  'users',
  'everyone',
  'nobody',
  'someone',
  'you',
  'we',
  'they',
]);

/** A capitalised word is a name (a typeface, a colour swatch) and an -ly word an adverb: neither is a head noun. */
const NOT_A_HEAD = /^(?:\p{Lu}|.*ly$)/u;

/** Engine talk that must never reach a reader. */
const REASONING: RegExp[] = [
  /\bthe brief'?s concept\b/i,
  /\bhas no simple figure\b/i,
  /\bfits a letter\b/i,
  /\bthe brief names no\b/i,
  /\b(?:fell|falls|falling) back\b/i,
  /\bfallback\b/i,
  /\b(?:archetype|guardrail|candidate|the engine|QA)\b/,
  /\bno (?:icon|figure|concept) (?:was )?(?:found|fits|matched)\b/i,
  /\(abstract:/i,
];

/** Text of a slot filled with nothing or with a value that was never meant to be read. */
const LEFTOVERS: Array<[RegExp, string]> = [
  [/\b(?:undefined|null|NaN)\b|\[object Object\]|\$\{/, 'a value that was never filled in'],
  [/ {2,}/, 'a doubled space'],
  [/\s[,.;:!?]/, 'a space before punctuation'],
  [/[,;:]\s*[,.;:]|\.\.(?!\.)|,\s*,/, 'punctuation with nothing between'],
  [/\(\s*\)|"\s*"/, 'an empty bracket or quotation'],
  [/\b(?:a|an|the|The|An)\s*[,.;:!?)]/, 'an article with no noun after it'],
  [/^\s*[,.;:]|[,;:]\s*$/, 'a sentence that starts or ends on a slot'],
];

/** Replaces the user's own phrases and quotations with a neutral token so the checks read only our words. */
function mask(text: string, userText: readonly string[]): string {
  let out = text.replace(/"[^"]*"/g, '"Q"').replace(/“[^”]*”/g, '"Q"');
  const phrases = [...userText].filter((p) => p.trim().length > 0).sort((a, b) => b.length - a.length);
  for (const phrase of phrases) {
    const escaped = phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A name that opens with "The" keeps it, so "the The Salted Anchor" still reads as a doubled article.
    const token = /^the\s/i.test(phrase.trim()) ? 'The Brandname' : 'Brandname';
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), token);
  }
  return out;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

function words(text: string): Array<{ word: string; index: number }> {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0], index: m.index ?? 0 }));
}

/** True when `index` starts a sentence (text start, or after . ! ? : and a space). */
function startsSentence(text: string, index: number): boolean {
  return /(?:^|[.!?:]\s+)$/.test(text.slice(0, index));
}

function checkArticles(text: string, findings: LintFinding[]): void {
  for (const m of text.matchAll(/\b(a|an|A|An)\s+["“]?([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu)) {
    const [whole, article = '', next = ''] = m;
    // A capital A mid-sentence is a letter ("the initials A and K"), not an article.
    if (/^A/.test(article) && !startsSentence(text, m.index ?? 0)) continue;
    if (next === 'Q' || next === 'Brandname') continue;
    const expected = articleFor(next);
    if (expected !== article.toLocaleLowerCase())
      findings.push({ rule: 'article', text: whole, message: `"${whole}" should be "${expected} ${next}"` });
  }
}

/** The noun phrase after each "a"/"an": its head must not be a plural ("a security systems"). */
function checkArticlePlurals(text: string, findings: LintFinding[]): void {
  for (const m of text.matchAll(/\b(?:a|an)\s+((?:[\p{L}\p{N}][\p{L}\p{N}'’-]*\s*){1,6})/gu)) {
    // "a few", "a couple of", "a dozen", "a number of" quantify a plural: "a few flat shapes" is right.
    if (/^(?:few|couple|dozen|number|lot|pair|handful|series|set)\b/i.test(m[1] ?? '')) continue;
    const phrase: string[] = [];
    const verbs = verbsIn(m[0]);
    for (const { word } of words(m[1] ?? '')) {
      // A participle, a verb or a preposition ends the noun phrase: "a company built around…", "a disc radiating
      // rays", "a heavy O holds cherries".
      if (PHRASE_BREAK.has(word.toLocaleLowerCase()) || /(?:ing|ed)$/.test(word) || verbs.has(word)) break;
      phrase.push(word);
      // A letter's name ends its phrase: "a heavy O holds cherries".
      if (/^\p{Lu}$/u.test(word)) break;
    }
    // Only a phrase that ends before punctuation or a break word has a known head.
    const head = phrase[phrase.length - 1];
    if (!head || phrase.length === 0 || NOT_A_HEAD.test(head) || head === 'Q') continue;
    if (isPluralNoun(head))
      findings.push({
        rule: 'article-before-plural',
        text: `${m[0].split(head)[0]}${head}`.trim(),
        message: `"${head}" is plural after a singular article`,
      });
  }
}

function checkDoublePlurals(text: string, findings: LintFinding[]): void {
  for (const { word } of words(text)) {
    const lower = word.toLocaleLowerCase();
    // "ferrieses", "systemses": an -es added to a word that was already plural.
    const stem = lower.endsWith('ses') ? lower.slice(0, -2) : '';
    if (stem.length > 3 && isPluralNoun(stem))
      findings.push({ rule: 'double-plural', text: word, message: `"${word}" pluralises a plural` });
  }
}

function checkAgreement(text: string, findings: LintFinding[]): void {
  for (const m of text.matchAll(/\b(\p{Ll}[\p{L}'’-]*)\s+(is|was|has|does)\b/gu)) {
    const noun = m[1] ?? '';
    // "The opportunity among law firms is…": a plural inside a prepositional phrase is not the subject.
    const before = text
      .slice(Math.max(0, (m.index ?? 0) - 40), m.index)
      .split(/\s+/)
      .slice(-3);
    if (before.some((w) => /^(?:among|of|for|in|with|at|by|to|from|on|about|like|between)$/i.test(w))) continue;
    if (!isPluralNoun(noun) || /^(?:this|its|his|hers|ours|yours|theirs|what|who|it|as|was|is|has|does|less|this)$/i.test(noun)) continue;
    findings.push({ rule: 'plural-subject-singular-verb', text: m[0], message: `plural "${noun}" with singular "${m[2]}"` });
  }
}

/** Prepositions and verbs after which a singular count noun needs its article: "comes down to forest nursery". */
function checkBareSingulars(text: string, findings: LintFinding[], countNouns: readonly string[]): void {
  for (const noun of countNouns) {
    const escaped = noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(
      `\\b(?:to|on|about|around|of|is|into|sells|shows|picture of|applies it to|competes on)\\s+${escaped}(?![\\p{L}'’-])`,
      'giu',
    );
    for (const m of text.matchAll(re)) findings.push({ rule: 'bare-singular', text: m[0], message: `"${noun}" needs an article here` });
  }
}

function checkRepeats(text: string, findings: LintFinding[]): void {
  const list = words(text);
  for (let i = 1; i < list.length; i++) {
    const a = list[i - 1] as { word: string; index: number };
    const b = list[i] as { word: string; index: number };
    const between = text.slice(a.index + a.word.length, b.index);
    if (!/^\s+$/.test(between)) continue;
    if (a.word.toLocaleLowerCase() !== b.word.toLocaleLowerCase() || a.word === 'Q' || a.word === 'Brandname') continue;
    findings.push({ rule: 'repeated-word', text: `${a.word} ${b.word}`, message: `"${a.word}" twice in a row` });
  }
}

function checkBalance(text: string, findings: LintFinding[]): void {
  if ((text.match(/"/g) ?? []).length % 2 !== 0) findings.push({ rule: 'unbalanced', text: '"', message: 'an unclosed quotation' });
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length)
    findings.push({ rule: 'unbalanced', text: '(', message: 'an unclosed bracket' });
}

export interface LintContext extends LintOptions {
  /** Singular count nouns the text may use as phrases (the brief's offer, the drawn subject): never bare. */
  countNouns?: readonly string[];
}

/** Every finding in one text; an empty list when it reads as a person would write it. */
export function lintProse(text: string, options: LintContext = {}): LintFinding[] {
  const findings: LintFinding[] = [];
  if (!text.trim()) return [{ rule: 'slot-leftover', text: '', message: 'an empty text' }];
  for (const [re, message] of LEFTOVERS) {
    const m = re.exec(text);
    if (m) findings.push({ rule: 'slot-leftover', text: m[0], message });
  }
  for (const re of REASONING) {
    const m = re.exec(text);
    if (m) findings.push({ rule: 'engine-reasoning', text: m[0], message: 'engine reasoning printed as copy' });
  }
  checkBalance(text, findings);
  const masked = mask(text, options.userText ?? []);
  checkArticles(masked, findings);
  checkArticlePlurals(masked, findings);
  checkDoublePlurals(masked, findings);
  checkAgreement(masked, findings);
  checkBareSingulars(masked, findings, options.countNouns ?? []);
  checkRepeats(masked, findings);
  return findings;
}
