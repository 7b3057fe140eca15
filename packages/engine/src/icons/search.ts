/**
 * Keyword search over the Phosphor index (designer-dna.md §4.3): curated industry expansion,
 * name/tag scoring, UI-variant penalties, container deny-list and silhouette re-ranking.
 */
import { DRAWN_FILL } from './data/drawn.generated';
import { PHOSPHOR_FILL } from './data/phosphor-fill.generated';
import { matchIndustries, stemWord, tokenizeWords } from './industry-match';
import type { IconMatch, IconRecord, IconSearchOptions } from './types';

export { stemWord };

const UI_MODIFIERS = new Set([
  'slash',
  'x',
  'plus',
  'minus',
  'check',
  'dashed',
  'dot',
  'dots',
  'circle',
  'square',
  'left',
  'right',
  'up',
  'down',
  'open',
  'half',
]);
/**
 * Name tokens that qualify an icon's object rather than name one (battery-high, person-simple-ski, arrow-bend-up-left):
 * a brief word that meets only such a token asks for nothing ("High Limb" is no charged battery).
 */
const QUALIFIER_TOKENS: ReadonlySet<string> = new Set([
  ...UI_MODIFIERS,
  ...['simple', 'high', 'low', 'medium', 'full', 'empty', 'fat', 'vertical', 'horizontal', 'double', 'straight', 'tilt', 'split'],
  ...['top', 'bottom', 'center', 'centered', 'none', 'blank', 'outline', 'back', 'forward', 'in', 'out', 'of', 'than'],
  ...['clockwise', 'counter', 'line', 'lines', 'bend', 'elbow', 'u', 'h'],
  ...['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
]);

const QUIET_CATEGORIES = new Set(['arrows', 'system', 'editor', 'office']);
/** UI containers never make a mark, whatever their tags say. */
const DENIED_PREFIXES = ['folder', 'list', 'chart', 'calendar', 'file'];
/**
 * Icons that read as something else once drawn filled at logo size: the compass, a lens cut from a disc, is a coffee
 * bean (a caving firm's and an orienteering club's "coffee bean", twenty-fourth review) or the browser's compass. The
 * compass rose says compass. A campfire, a flame over two crossed logs, is a skull and crossbones at icon size (a hot
 * sauce maker's poison sign); the flame and the tent say fire and camping.
 */
const DENIED_ICONS: ReadonlySet<string> = new Set(['compass', 'campfire']);

export interface IndexedIcon {
  record: IconRecord;
  nameTokens: Set<string>;
  /** The name tokens that name a thing (not its qualifiers): a brief word matches these. */
  objectTokens: Set<string>;
  tags: Set<string>;
  stems: Set<string>;
  penalty: number;
}

/** Every icon: the Phosphor set and the pictograms drawn in its fill style for subjects it lacks (violin, bee…). */
const ICON_RECORDS: readonly IconRecord[] = [...PHOSPHOR_FILL, ...DRAWN_FILL];

/**
 * Tags that name where a thing comes from, not what it is: an egg is tagged "chicken", but a brief about chicken is
 * about the meat (a drumstick), so the word should not find the egg.
 */
const MISLEADING_TAGS: Readonly<Record<string, readonly string[]>> = { egg: ['chicken'], 'egg-crack': ['chicken'] };

let cachedIndex: IndexedIcon[] | undefined;

function buildIndex(): IndexedIcon[] {
  return ICON_RECORDS.filter(
    (icon) => !DENIED_ICONS.has(icon.n) && !DENIED_PREFIXES.some((prefix) => icon.n === prefix || icon.n.startsWith(`${prefix}-`)),
  ).map((full) => {
    const misleading = MISLEADING_TAGS[full.n];
    const record = misleading ? { ...full, t: full.t.filter((tag) => !misleading.includes(tag)) } : full;
    const nameTokens = new Set(record.n.split('-'));
    const tags = new Set([...record.t, ...record.c]);
    const objectTokens = new Set([...nameTokens].filter((t) => !QUALIFIER_TOKENS.has(t)));
    const stems = new Set([...objectTokens, ...tags].flatMap((t) => t.split(/[\s-]+/)).map(stemWord));
    const uiPenalty = [...nameTokens].some((t) => UI_MODIFIERS.has(t)) ? 2 : 0;
    return { record, nameTokens, objectTokens, tags, stems, penalty: uiPenalty };
  });
}

/** The searchable icon index (UI containers removed), built once. */
export function iconIndex(): IndexedIcon[] {
  cachedIndex ??= buildIndex();
  return cachedIndex;
}

/** The seed words of the curated industries an industry label names (e.g. "Coffee roastery" → coffee seeds). */
export function expandIndustry(industry: string): string[] {
  return matchIndustries(industry).flatMap((entry) => entry.seeds);
}

/** Best single-word score of one icon (+5 exact name, +3 name token, +2 exact tag, +1 stem). */
function scoreWord(icon: IndexedIcon, word: string): number {
  if (icon.record.n === word) return 5;
  if (icon.objectTokens.has(word)) return 3;
  if (icon.tags.has(word)) return 2;
  return icon.stems.has(stemWord(word)) ? 1 : 0;
}

/** Shape quality for silhouettes: few outer contours and a solid body score up to +2. */
export function silhouetteBonus(record: IconRecord): number {
  const componentScore = record.k <= 2 ? 1 : record.k <= 4 ? 0 : -1;
  return componentScore + (record.s >= 0.55 ? 1 : 0);
}

/**
 * Ranks icons for a brief. Query words are weighted by position (earlier industry seeds count
 * more), so "coffee" outranks "cup" for a coffee brand. Ties break by name for determinism.
 */
export function searchIcons(options: IconSearchOptions): IconMatch[] {
  const seeds = options.industry ? [...expandIndustry(options.industry), ...tokenizeWords(options.industry)] : [];
  const words = [...new Set([...seeds, ...(options.keywords ?? []).flatMap((k) => [k.toLowerCase(), ...tokenizeWords(k)])])];
  if (words.length === 0) return [];
  const asked = new Set(words);
  const denied = new Set(options.denyNames ?? []);
  const matches: IconMatch[] = [];
  for (const icon of iconIndex()) {
    if (denied.has(icon.record.n) || [...denied].some((name) => icon.nameTokens.has(name))) continue;
    let score = 0;
    words.forEach((word, i) => {
      score += scoreWord(icon, word) * (1 + 1 / (1 + i));
    });
    if (score <= 0) continue;
    score -= icon.penalty;
    if (icon.record.c.some((c) => QUIET_CATEGORIES.has(c) && !asked.has(c))) score -= 1;
    if (options.forSilhouette) score += silhouetteBonus(icon.record);
    if (score > 0)
      matches.push({
        name: icon.record.n,
        score: Math.round(score * 100) / 100,
        d: iconPath(icon.record),
        components: icon.record.k,
        solidity: icon.record.s,
      });
  }
  matches.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  return matches.slice(0, options.limit ?? 12);
}

/** One icon's fill path by exact name, or undefined. */
export function getIcon(name: string): IconMatch | undefined {
  const record = ICON_RECORDS.find((icon) => icon.n === name);
  return record ? { name: record.n, score: 0, d: iconPath(record), components: record.k, solidity: record.s } : undefined;
}

/**
 * Icons whose inner cut-outs read as a sign of their own at logo size (the tooth's sparkle reads as an X): the
 * outer contour alone is the object.
 */
const OUTLINE_ONLY = new Set(['tooth']);

/** The icon's path data as marks draw it. */
export function iconPath(record: Pick<IconRecord, 'n' | 'd'>): string {
  if (!OUTLINE_ONLY.has(record.n)) return record.d;
  const next = record.d.search(/Z\s*[Mm]/i);
  return next < 0 ? record.d : record.d.slice(0, next + 1);
}
