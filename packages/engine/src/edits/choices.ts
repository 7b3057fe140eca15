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

/** How well one icon matches every query word: exact id 6, id word 4, id word prefix 3, tag 2, tag prefix 1; 0 = no. */
function matchScore(icon: IndexedIcon, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    const tokens = [...icon.nameTokens];
    const tags = [...icon.tags];
    const score =
      icon.record.n === word
        ? 6
        : icon.nameTokens.has(word)
          ? 4
          : tokens.some((t) => t.startsWith(word))
            ? 3
            : icon.tags.has(word)
              ? 2
              : tags.some((t) => t.startsWith(word))
                ? 1
                : 0;
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

/**
 * Icons for a search box: every word of the query must match the id or a tag (prefixes count, so "cof" finds
 * coffee); best matches first, then by id. An empty query lists icons alphabetically.
 */
export function findIcons(query: string, options: FindIconsOptions = {}): IconChoice[] {
  const limit = Math.min(200, Math.max(1, Math.floor(options.limit ?? 48)));
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const denied = options.designerId ? (getDesigner(options.designerId).icons?.denyNames ?? []) : [];
  const allowed = (icon: IndexedIcon) => !denied.some((name) => icon.record.n === name || icon.nameTokens.has(name));
  const scored = iconIndex()
    .filter(allowed)
    .map((icon) => ({ icon, score: words.length === 0 ? 1 : matchScore(icon, words) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.icon.record.n.localeCompare(b.icon.record.n));
  return scored.slice(0, limit).map(({ icon }) => ({ id: icon.record.n, tags: [...icon.record.t], d: iconPath(icon.record) }));
}
