/** What the editor may offer: the licence-safe font families and the Phosphor icons a mark can draw, searchable. */
import { FONT_CATALOG, type FontFamilyInfo, getDesigner } from '../dna';
import { type IndexedIcon, iconIndex, iconPath } from '../icons/search';

export interface FontChoiceInfo {
  family: string;
  category: string;
  weights: number[];
  hasItalic: boolean;
}

/** Every family the editor offers (the designer DNA fonts, all SIL OFL or Apache), sorted by name. */
export function listFontChoices(): FontChoiceInfo[] {
  return Object.values(FONT_CATALOG as Record<string, FontFamilyInfo>)
    .map((info) => ({ family: info.family, category: info.category, weights: [...info.shippedWeights], hasItalic: info.hasItalic }))
    .sort((a, b) => a.family.localeCompare(b.family, 'en'));
}

/** The catalogue entry for a family name or package id ("DM Sans", "dm sans", "dm-sans", "@fontsource/dm-sans"). */
export function findFontFamily(name: string): FontFamilyInfo | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^@fontsource\//, '');
  const catalog = FONT_CATALOG as Record<string, FontFamilyInfo>;
  return catalog[key] ?? Object.values(catalog).find((info) => info.family.toLowerCase() === key || info.package.slice(12) === key);
}

export interface IconChoice {
  /** Phosphor id, e.g. "coffee-bean". */
  id: string;
  tags: string[];
  /** Fill path data on Phosphor's 256 × 256 grid, for a thumbnail. */
  d: string;
}

export interface FindIconsOptions {
  /** Leaves out the icons this designer never draws (its deny-list). */
  designerId?: string;
  /** Most results; default 48, at most 200. */
  limit?: number;
}

/** An icon the marks can draw (UI containers such as folders and charts are not), by exact id. */
export function findIconChoice(id: string): IndexedIcon | undefined {
  return iconIndex().find((icon) => icon.record.n === id);
}

/** How one query word meets an icon: in its name (a word of the id, or the start of one) or only in its tags. */
interface WordMatch {
  inName: boolean;
  /** id word 4, start of an id word 3, tag 2, start of a tag 1. */
  score: number;
}

function matchWord(icon: IndexedIcon, word: string): WordMatch | undefined {
  if (icon.nameTokens.has(word)) return { inName: true, score: 4 };
  if ([...icon.nameTokens].some((token) => token.startsWith(word))) return { inName: true, score: 3 };
  if (icon.tags.has(word)) return { inName: false, score: 2 };
  if ([...icon.tags].some((tag) => tag.startsWith(word))) return { inName: false, score: 1 };
  return undefined;
}

/** Where an icon ranks for a query: the tiers compare first, in order, so a tag can never lift an icon over a name. */
interface IconRank {
  /** The id is the query itself ("anchor", "coffee bean" → coffee-bean). */
  exactName: boolean;
  /** How many query words the id holds (as a word or the start of one); the rest are in its tags. */
  wordsInName: number;
  /** The words' match strengths added up. */
  score: number;
  /** Words of the id the query did not ask for: fewer is closer ("arrow down" → arrow-down before arrow-bend-down-left). */
  extraNameWords: number;
}

/** The rank of one icon for the query's words, or undefined when a word matches neither its id nor its tags. */
function rankIcon(icon: IndexedIcon, words: readonly string[]): IconRank | undefined {
  const matches: WordMatch[] = [];
  for (const word of words) {
    const match = matchWord(icon, word);
    if (!match) return undefined;
    matches.push(match);
  }
  const wordsInName = matches.filter((match) => match.inName).length;
  return {
    exactName: icon.record.n === words.join('-'),
    wordsInName,
    score: matches.reduce((total, match) => total + match.score, 0),
    extraNameWords: Math.max(0, icon.nameTokens.size - wordsInName),
  };
}

/** Sort order of two ranks: the exact name, then names holding more of the query, then strength, then closeness. */
function compareIconRanks(a: IconRank, b: IconRank): number {
  return (
    Number(b.exactName) - Number(a.exactName) || b.wordsInName - a.wordsInName || b.score - a.score || a.extraNameWords - b.extraNameWords
  );
}

/** Every icon's rank for an empty query: all equal, so the list is alphabetical. */
const UNRANKED: IconRank = { exactName: false, wordsInName: 0, score: 0, extraNameWords: 0 };

/**
 * Icons for a search box: every word of the query must match the id or a tag (prefixes count, so "cof" finds
 * coffee). The icon named by the query comes first, then icons whose names hold the words, then tag matches, so a
 * search for "anchor" shows the anchors before the links Phosphor also tags "anchor"; ties go by id. An empty
 * query lists icons alphabetically.
 */
export function findIcons(query: string, options: FindIconsOptions = {}): IconChoice[] {
  const limit = Math.min(200, Math.max(1, Math.floor(options.limit ?? 48)));
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const denied = options.designerId ? (getDesigner(options.designerId).icons?.denyNames ?? []) : [];
  const allowed = (icon: IndexedIcon) => !denied.some((name) => icon.record.n === name || icon.nameTokens.has(name));
  const ranked: Array<{ icon: IndexedIcon; rank: IconRank }> = [];
  for (const icon of iconIndex()) {
    if (!allowed(icon)) continue;
    const rank = words.length === 0 ? UNRANKED : rankIcon(icon, words);
    if (rank) ranked.push({ icon, rank });
  }
  ranked.sort((a, b) => compareIconRanks(a.rank, b.rank) || a.icon.record.n.localeCompare(b.icon.record.n));
  return ranked.slice(0, limit).map(({ icon }) => ({ id: icon.record.n, tags: [...icon.record.t], d: iconPath(icon.record) }));
}
