/**
 * Ranks pictograms for weighted brief words: the concept map first, then the icon set's own names, tags and
 * categories. Evidence from the user's words outranks generic industry clipart, and an icon of an exclusive group
 * (vehicles, medical signs…) that the brief does not ask for gives way to the one it does (a ferry is not a truck).
 */
import { type ConceptEntry, conceptsForWord, EXCLUSIVE_GROUPS } from './concepts';
import { type IndexedIcon, iconIndex, iconPath, silhouetteBonus, stemWord } from './search';
import type { ConceptMatch, ConceptSearchOptions, QueryTerm } from './types';

/** Strength of a concept-map hit for the map's first icon; later icons of the entry weigh a little less. */
const CONCEPT_STRENGTH = 6;
/** Below this share of the best score an icon is no longer a relevant alternative. */
export const RELEVANT_SHARE = 0.6;
/** Strong evidence from the user's own words makes icons found only through generic seeds this much weaker. */
const SEED_ONLY_FACTOR = 0.3;
/** Inside an exclusive group, members below this share of the group's best are dropped. */
const GROUP_SHARE = 0.7;
/**
 * When the industry or one-liner names the business's object, an icon only a word of the brand name asks for is
 * this much weaker: "Bow & Bridge" repairs violins, it is not a bridge. Icons both sources ask for keep their score.
 */
const NAME_ONLY_FACTOR = 0.3;
/** Business evidence that strong: a concept an industry noun or one-liner word names, or an icon a one-liner noun names outright. */
const STRONG_BUSINESS = 1.5 * CONCEPT_STRENGTH;

interface Hit {
  value: number;
  concept?: ConceptEntry;
}

function conceptHit(icon: IndexedIcon, entries: readonly ConceptEntry[]): Hit | undefined {
  let best: Hit | undefined;
  for (const entry of entries) {
    const at = entry.icons.indexOf(icon.record.n);
    if (at < 0) continue;
    const value = Math.max(CONCEPT_STRENGTH - 1.5 * at, 3);
    if (!best || value > best.value) best = { value, concept: entry };
  }
  return best;
}

/** Exact name 5, name token 3 (2 in a long name), tag 2, tag stem 1, category 0.5. */
function lexicalHit(icon: IndexedIcon, word: string, stem: string): number {
  if (icon.record.n === word) return 5;
  if (icon.objectTokens.has(word)) return icon.nameTokens.size <= 2 ? 3 : 2;
  if (icon.record.t.includes(word)) return 2;
  if (icon.record.c.includes(word)) return 0.5;
  return icon.stems.has(stem) ? 1 : 0;
}

/** A query term with its stem and concept entries looked up once. */
interface PreparedTerm extends QueryTerm {
  stem: string;
  concepts: readonly ConceptEntry[];
}

interface Scored {
  icon: IndexedIcon;
  score: number;
  specific: number;
  /** Evidence from the business's own objects (one-liner and name words). */
  object: number;
  /** Evidence from the words that describe the business (industry, one-liner, tagline), not the brand name. */
  business: number;
  words: Map<string, number>;
  concept?: { entry: ConceptEntry; value: number };
}

function scoreIcon(icon: IndexedIcon, terms: readonly PreparedTerm[]): Scored | undefined {
  const scored: Scored = { icon, score: 0, specific: 0, object: 0, business: 0, words: new Map() };
  for (const term of terms) {
    const concept = term.concepts.length > 0 ? conceptHit(icon, term.concepts) : undefined;
    const strength = Math.max(concept?.value ?? 0, lexicalHit(icon, term.word, term.stem));
    if (strength <= 0) continue;
    const value = strength * term.weight;
    scored.score += value;
    if (term.specific) {
      scored.specific += value;
      if (term.object) scored.object += value;
      if (!term.name) scored.business += value;
      scored.words.set(term.word, (scored.words.get(term.word) ?? 0) + value);
    }
    if (concept?.concept && (!scored.concept || scored.concept.value < concept.value * term.weight))
      scored.concept = { entry: concept.concept, value: concept.value * term.weight };
  }
  return scored.score > 0 ? scored : undefined;
}

function adjust(scored: Scored, strongSpecific: boolean, strongBusiness: boolean, forSilhouette: boolean): number {
  let score = scored.score;
  if (strongSpecific && scored.specific === 0) score *= SEED_ONLY_FACTOR;
  else if (strongBusiness && scored.business === 0) score *= NAME_ONLY_FACTOR;
  score *= 1 - 0.4 * Math.min(scored.icon.penalty / 2, 1);
  if (forSilhouette) score *= 1 + 0.05 * silhouetteBonus(scored.icon.record);
  return score;
}

/**
 * Drops members of an exclusive group well below the group's best (a truck beside the boat a ferry asked for), and
 * members the business's own words do not name when another member is named by them (a kids' dentist is a tooth,
 * not the stethoscope of "healthcare").
 */
function dropGroupRivals(list: Array<{ s: Scored; name: string; score: number }>): Set<string> {
  const dropped = new Set<string>();
  for (const group of EXCLUSIVE_GROUPS) {
    const members = list.filter((m) => group.includes(m.name));
    const best = members[0];
    if (!best) continue;
    const named = Math.max(...members.map((m) => m.s.object));
    for (const m of members.slice(1)) {
      // Only the brand name asks for it: the name's own picture (the cloud of Nimbus Payroll), no rival of the trade's.
      if (m.s.business === 0 && m.s.specific > 0) continue;
      if (m.score < best.score * GROUP_SHARE || (named >= CONCEPT_STRENGTH && m.s.object === 0)) dropped.add(m.name);
    }
    if (named >= CONCEPT_STRENGTH && best.s.object === 0) dropped.add(best.name);
  }
  return dropped;
}

function labelOf(scored: Scored): string {
  return scored.concept?.entry.label ?? scored.icon.record.n.replace(/-/g, ' ');
}

const SCORE_CACHE_LIMIT = 64;
const scoreCache = new Map<string, Scored[]>();

/** Every icon any term matches, scored; memoised by the terms (designers differ only in what they deny). */
function scoreAll(terms: readonly QueryTerm[]): Scored[] {
  const key = JSON.stringify(terms);
  const hit = scoreCache.get(key);
  if (hit) return hit;
  // "non-profit" finds the entry for "nonprofit": compounds are looked up closed up as well.
  const prepared = terms.map((t) => {
    const closed = t.word.replace(/-/g, '');
    const concepts = closed === t.word ? conceptsForWord(t.word) : [...new Set([...conceptsForWord(t.word), ...conceptsForWord(closed)])];
    return { ...t, stem: stemWord(t.word), concepts };
  });
  const scored = iconIndex()
    .map((icon) => scoreIcon(icon, prepared))
    .filter((s): s is Scored => s !== undefined);
  if (scoreCache.size >= SCORE_CACHE_LIMIT) scoreCache.delete(scoreCache.keys().next().value as string);
  scoreCache.set(key, scored);
  return scored;
}

/**
 * Icons for weighted brief words, best first, each with the concept label and the user's words that chose it.
 * Deterministic: ties break by name.
 */
export function rankConceptIcons(options: ConceptSearchOptions): ConceptMatch[] {
  const terms = options.terms.filter((t) => t.weight > 0 && t.word.length >= 2);
  if (terms.length === 0) return [];
  const denied = [...new Set(options.denyNames ?? [])];
  const scored = scoreAll(terms).filter((s) => !denied.some((name) => s.icon.record.n === name || s.icon.nameTokens.has(name)));
  const strongSpecific = scored.some((s) => s.specific >= CONCEPT_STRENGTH);
  const strongBusiness = scored.some((s) => s.business >= STRONG_BUSINESS);
  const ranked = scored
    .map((s) => ({ s, name: s.icon.record.n, score: adjust(s, strongSpecific, strongBusiness, options.forSilhouette ?? true) }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const dropped = dropGroupRivals(ranked);
  return ranked
    .filter((r) => !dropped.has(r.name) && r.score > 0)
    .slice(0, options.limit ?? 12)
    .map(({ s, score }) => ({
      name: s.icon.record.n,
      score: Math.round(score * 100) / 100,
      d: iconPath(s.icon.record),
      components: s.icon.record.k,
      solidity: s.icon.record.s,
      label: labelOf(s),
      words: [...s.words.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w),
    }));
}

/** The leading matches that are still relevant (at least RELEVANT_SHARE of the best score), starting at `from`. */
export function relevantPool<T extends { score: number }>(matches: readonly T[], from = 0, size = 3): T[] {
  const best = matches[0]?.score ?? 0;
  const pool = matches.slice(from, from + size).filter((m) => m.score >= best * RELEVANT_SHARE);
  return pool.length > 0 ? pool : matches.slice(from, from + 1);
}
