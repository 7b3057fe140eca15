/**
 * The name set over its descriptor: the name proper large, the words that name the trade (LAUNDRY, HEARING CLINIC,
 * BREWING CO.) set small under it, tracked until the line is exactly as wide as the name, with a rule between or a
 * hairline either side where the designer draws rules. It is the hierarchy a typographer gives a name with a trade in
 * it, instead of setting every word at one size on one line. A one-word name without a tagline takes the trade's head
 * noun from the industry (FIG / RESTAURANT), as a shop front does.
 */
import type { Box, Matrix } from '../../geometry';
import { matchIndustries, stemWord, tokenizeWords } from '../../icons/industry-match';
import { rectPath, transformPath } from '../../path';
import type { Brief } from '../../types';
import { type DraftLayer, finishMark } from '../draft';
import { applyMarkCase, cleanLetterGlyphs, openedApart, type SetLetters, setLetters, wordmarkOptions } from '../letters';
import { chooseFamily, minFeature, valueInRange } from '../params';
import type { Mark, MarkContext, MarkTextOptions, NameGlyph } from '../types';

const SIZE = 300;

/** Words a firm's name ends with that say what kind of firm it is, whatever the trade. */
const FIRM_WORDS = new Set([
  'co',
  'company',
  'inc',
  'ltd',
  'llc',
  'llp',
  'plc',
  'gmbh',
  'group',
  'studio',
  'clinic',
  'partner',
  'associate',
  'collective',
  'work',
  'workshop',
  'shop',
  'store',
  'service',
  'tour',
]);

/** Words that join two trade words in a descriptor ("Plumbing & Heating"). */
const JOINERS = new Set(['&', 'and', '+']);

/** Scripts whose letters take tracking and capitals: a joined script (Arabic) or one without case is never tracked. */
const CASED = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}\p{P}\s&+'’-]+$/u;

/** How many leading letters two words share. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Whether a word of the name names the brief's trade: a word of its industry, a trade the brief names, or a firm word. */
function namesTrade(word: string, tradeStems: readonly string[], industries: ReadonlySet<string>): boolean {
  const tokens = tokenizeWords(word);
  if (tokens.length !== 1) return false;
  const stem = stemWord(tokens[0]!);
  if (FIRM_WORDS.has(stem)) return true;
  // Laundry and laundromat, brewing and brewery: one stem begins the other.
  if (tradeStems.includes(stem)) return true;
  if (stem.length >= 4 && tradeStems.some((t) => t.startsWith(stem) || (t.length >= 5 && stem.startsWith(t)) || sharedStart(t, stem) >= 5))
    return true;
  return matchIndustries(word).some((entry) => industries.has(entry.id));
}

/**
 * The name split into the name proper and the trailing words that name the trade ("Beacon" and "Hearing Clinic"),
 * or null when no word at the end names it, or nothing would be left of the name.
 */
export function splitTradeTail(brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner'>): { head: string; tail: string } | null {
  const words = brief.brandName.trim().split(/\s+/);
  // The industry names the trade; the one-liner also names the place and the people (the old mill of a bakery).
  const tradeStems = tokenizeWords(brief.industry).map(stemWord);
  const industries = new Set(matchIndustries(`${brief.industry} ${brief.oneLiner ?? ''}`).map((entry) => entry.id));
  let at = words.length;
  while (at > 1) {
    const word = words[at - 1]!;
    const joiner = JOINERS.has(word.toLowerCase());
    if (!joiner && !namesTrade(word, tradeStems, industries)) break;
    at--;
  }
  // A joiner never starts the descriptor ("& Heating" under "Brannigan Plumbing").
  while (at < words.length && JOINERS.has(words[at]!.toLowerCase())) at++;
  if (at >= words.length || at === 0) return null;
  const head = words.slice(0, at);
  if (JOINERS.has(head[head.length - 1]!.toLowerCase())) return null;
  return { head: head.join(' '), tail: words.slice(at).join(' ') };
}

/**
 * The name's own split into the name proper and its trade words (splitTradeTail), or null for one line of a name set
 * on two lines (the line is not a name with a trade of its own) and for a name without trade words.
 */
export function ownTradeSplit(ctx: Pick<MarkContext, 'brief' | 'conceptBrief'>): { head: string; tail: string } | null {
  if (ctx.conceptBrief && ctx.conceptBrief.brandName.trim() !== ctx.brief.brandName.trim()) return null;
  return splitTradeTail(ctx.brief);
}

/**
 * The trade's head noun for a one-word name, from the industry (RESTAURANT, COURIER, BOOKSHOP): the short end of its
 * first phrase, as a shop front names its trade under the name.
 */
export function descriptorLine(industry: string): string {
  const all = industry.trim().toUpperCase().split(/\s+/).filter(Boolean);
  // The trade's own phrase ends where a joining word starts (SOFTWARE as a service, PLUMBING and heating).
  const cut = all.findIndex((w, i) => i > 0 && /^(?:AND|&|OR|OF|FOR|AS|WITH|TO|IN|BY|A|AN|THE)$/.test(w));
  const phrase = cut > 0 ? all.slice(0, cut) : all;
  // Who does the work says nothing under a name: a shearing contractor's descriptor is SHEEP SHEARING, a soundproofing
  // installer's SOUNDPROOFING ("CLIP CONTRACTOR" read as a builder, "HUSH INSTALLER" as software; twenty-third review).
  const agent = phrase.length > 1 && AGENT_NOUNS.test(phrase[phrase.length - 1] ?? '') && /ING$/.test(phrase[phrase.length - 2] ?? '');
  const words = agent ? phrase.slice(0, -1) : phrase;
  // "Lawn mower and small engine repair" is a repair of both: the first phrase is the thing the work is done to, and
  // the work is the industry's last word (MOWER REPAIR, not LAWN MOWER, which names a machine, twentieth review).
  const work = all[all.length - 1] ?? '';
  const object = words[words.length - 1] ?? '';
  if (cut > 0 && all[cut] === 'AND' && WORK_NOUNS.test(work) && !WORK_NOUNS.test(object) && !/ING$/.test(object)) {
    const shared = `${object} ${work}`;
    return shared.length <= 18 ? shared : work;
  }
  for (let from = Math.max(0, words.length - 2); from < words.length; from++) {
    const tail = words.slice(from).join(' ');
    if (tail.length <= 16) return tail;
  }
  return words[words.length - 1] ?? '';
}

/** Nouns for whoever does a trade, which name no trade of their own. */
const AGENT_NOUNS = /^(?:CONTRACTORS?|INSTALLERS?|SPECIALISTS?|SUPPLIERS?|PROVIDERS?|COMPANY|FIRM|BUSINESS|SERVICES?|EXPERTS?|TEAM)$/;

/** Kinds of work done to a thing, which an industry's coordinated objects share ("ski and snowboard rental"). */
const WORK_NOUNS = /^(?:REPAIRS?|HIRE|RENTALS?|INSTALLATIONS?|RESTORATIONS?|SERVICING|MAINTENANCE|FITTING|CLEANING|REMOVALS?)$/;

/** How the descriptor sits under the name (DesignerDNA typography.descriptor says which a designer draws). */
type DescriptorStyle = 'justified' | 'ruled' | 'flanked' | 'lower' | 'trailing';
const STYLES: readonly DescriptorStyle[] = ['justified', 'ruled', 'flanked', 'lower', 'trailing'];

/** A module's own setting of the lockup: its style and how it sets the name (capitals, weight, tracking). */
export interface DescriptorSetting {
  style: DescriptorStyle;
  head: MarkTextOptions;
  upper: boolean;
}

/** The trailing descriptor's size as a share of the name's. */
const TRAILING_SIZE = 0.44;
/** Least space between two letters of a trailing division, in the name's cap heights (the name check asks 0.02). */
const TRAILING_GAP_CAP = 0.025;
/** The widest a trailing division may run, as a share of the name's width. */
const TRAILING_WIDTH = 0.75;

/** The styles this designer draws, canonical first. */
function stylesFor(ctx: MarkContext): DescriptorStyle[] {
  return (ctx.dna.typography?.descriptor ?? []).filter((s): s is DescriptorStyle => (STYLES as readonly string[]).includes(s));
}

// The descriptor's cap height as a share of the name's, and the tracking it may take (em) to reach the name's width.
const TAIL_CAP: readonly [number, number] = [0.28, 0.34];
const MIN_TAIL_CAP = 0.16;
/** A lowercase descriptor's size as a share of the name's. */
const FLUSH_SIZE = 0.4;
const MAX_TAIL_CAP = 0.4;
const MIN_TRACKING = 0.06;
const MAX_TRACKING = 0.35;
/** Clear space between a flanking hairline and the descriptor, in the name's cap heights. */
const FLANK_GAP_CAP = 0.22;
/** The widest lockup kept (width over height). */
const MAX_ASPECT = 7;
/** Flanking hairlines are drawn only when each is at least this long, in the name's cap heights. */
const MIN_FLANK_CAP = 0.5;

interface DescriptorLockup {
  layers: DraftLayer[];
  /** The letters of the name the mark draws (the name proper, and its descriptor when that is part of the name). */
  letters: string;
  letterGlyphs?: NameGlyph[];
  descriptor: string;
  description: string;
}

/** The descriptor set `trackingEm` apart at `size`, with its ink width. */
function setTail(ctx: MarkContext, archetype: string, text: string, size: number, trackingEm: number, weight?: number) {
  const set = setLetters(ctx, archetype, text, { role: ctx.fonts?.capitalsRole ?? 'display', size, weight, trackingEm });
  return { set, width: set.box.maxX - set.box.minX };
}

/**
 * The descriptor in capitals tracked so its ink is `target` wide, its size moved within bounds when tracking alone
 * would crowd or scatter it; null when even the smallest size is wider than the name.
 */
function justifyTail(
  ctx: MarkContext,
  archetype: string,
  text: string,
  target: number,
  headCap: number,
  headCapOfSize: number,
  weight?: number,
) {
  const gaps = Math.max(1, [...text].length - 1);
  let size = (valueInRange(ctx, 'descriptor.cap', TAIL_CAP) * headCap) / headCapOfSize;
  const bare = (s: number) => setTail(ctx, archetype, text, s, 0, weight).width / s;
  let perSize = bare(size);
  let tracking = (target / size - perSize) / gaps;
  if (tracking > MAX_TRACKING) size = Math.min(target / (perSize + MAX_TRACKING * gaps), (MAX_TAIL_CAP * headCap) / headCapOfSize);
  else if (tracking < MIN_TRACKING) size = target / (perSize + MIN_TRACKING * gaps);
  if ((size * headCapOfSize) / headCap < MIN_TAIL_CAP) return null;
  perSize = bare(size);
  const clamp = (t: number) => Math.min(MAX_TRACKING, Math.max(0, t));
  tracking = clamp((target / size - perSize) / gaps);
  // Tracking widens a line by less than the sum of its gaps where the face kerns: one correction lands it.
  let tail = setTail(ctx, archetype, text, size, tracking, weight);
  tracking = clamp(tracking + (target - tail.width) / size / gaps);
  tail = setTail(ctx, archetype, text, size, tracking, weight);
  return tail.width > target * 1.02 ? null : tail.set;
}

const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];

/** The name proper as set: its ink box, cap height, and the options (and size) it was set with. */
export interface DescriptorHead {
  box: Box;
  capHeight: number;
  options: MarkTextOptions;
}

/** The descriptor placed under a name proper: its layers (letters, and rules where the style draws them). */
export interface PlacedDescriptor {
  layers: DraftLayer[];
  /** The descriptor as drawn, and its clean letters placed as drawn. */
  text: string;
  letterGlyphs?: NameGlyph[];
  /** How it is set, for the mark's description ("tracked to the width of the name"). */
  how: string;
  /** The descriptor's lowest ink. */
  bottom: number;
}

/**
 * `tailWords` set under `head` in `style`, tracked to its width (justified, ruled), between hairlines (flanked), in
 * lighter lowercase (lower) or closing on its right edge (trailing); null when it cannot be fitted to the name.
 */
function placeDescriptor(
  ctx: MarkContext,
  archetype: string,
  style: DescriptorStyle,
  head: DescriptorHead,
  tailWords: string,
): PlacedDescriptor | null {
  const { options } = head;
  const headCap = head.capHeight;
  const capOfSize = headCap / options.size;
  const width = head.box.maxX - head.box.minX;
  const weight = ctx.dna.typography?.tagline?.weight;
  const rule = Math.max(headCap * (style === 'ruled' ? 0.06 : 0.035), minFeature(ctx, options.size) * 0.3);
  const below = Math.max(head.box.maxY, 0);
  let tail: SetLetters | null;
  let flanked = style === 'flanked';
  if (style === 'lower') {
    // A lowercase designer writes the descriptor as words, lighter and about a third of the name's size, from the same edge.
    tail = setLetters(ctx, archetype, tailWords.toLowerCase(), { role: 'display', size: options.size * FLUSH_SIZE, weight, trackingEm: 0 });
    if (tail.box.maxX - tail.box.minX > width) return null;
  } else if (style === 'trailing') {
    const capitals = { ...options, role: ctx.fonts?.capitalsRole ?? options.role };
    // The name's tracking was opened for the name's own pairs; the division's pairs (LA of SOLAR) are opened for theirs,
    // as far apart as the name's letters must be (the name check measures every pair of the mark against the name's cap).
    const text = tailWords.toUpperCase();
    const setTrailing = (size: number) =>
      setLetters(ctx, archetype, text, openedApart(ctx, archetype, text, { ...capitals, size }, TRAILING_GAP_CAP * headCap));
    tail = setTrailing(options.size * TRAILING_SIZE);
    // A division reads as one only where it is clearly the lesser line: at most three quarters of the name's width.
    const share = (tail.box.maxX - tail.box.minX) / width;
    if (share > TRAILING_WIDTH) {
      const size = (options.size * TRAILING_SIZE * TRAILING_WIDTH) / share;
      if (size < options.size * MIN_TAIL_CAP * 1.5) return null;
      tail = setTrailing(size);
    }
  } else {
    const text = tailWords.toUpperCase();
    const between = () =>
      setTail(ctx, archetype, text, (valueInRange(ctx, 'descriptor.cap', TAIL_CAP) * headCap) / capOfSize, 0.16, weight).set;
    const flankOf = (t: SetLetters) => (width - (t.box.maxX - t.box.minX)) / 2 - headCap * FLANK_GAP_CAP;
    tail = flanked ? between() : justifyTail(ctx, archetype, text, width, headCap, capOfSize, weight);
    if (flanked && flankOf(tail!) < MIN_FLANK_CAP * headCap) {
      tail = justifyTail(ctx, archetype, text, width, headCap, capOfSize, weight);
      flanked = false;
    } else if (style === 'justified' && tail && tail.box.maxX - tail.box.minX < width * 0.9) {
      // A descriptor too short to be tracked out to the name (LAUNDRY under ANCHOR STREET) sits between hairlines.
      const short = between();
      if (flankOf(short) >= MIN_FLANK_CAP * headCap) {
        tail = short;
        flanked = true;
      }
    }
  }
  if (!tail) return null;
  const tailCap = tail.line.capHeight;
  const tailWidth = tail.box.maxX - tail.box.minX;
  const ruled = style === 'ruled';
  const ruleY = below + headCap * 0.24;
  const tailTop = ruled ? ruleY + rule + headCap * 0.22 : below + headCap * (style === 'trailing' ? 0.2 : 0.34);
  // Centred under the name, as the lockups centre the tagline under it (flush left under a centred tagline read as a
  // mistake to both reviewers who saw it); a trailing division closes on the name's right edge.
  const dx = style === 'trailing' ? head.box.maxX - tail.box.maxX : head.box.minX + (width - tailWidth) / 2 - tail.box.minX;
  const m = translate(dx, tailTop + tailCap);
  // The small letters keep the name's ink (a pale accent would not carry them); the accent goes to the rules. A
  // trailing division in a second colour would also be FedEx's heavy capitals closing on the right.
  const layers: DraftLayer[] = [{ d: transformPath(tail.d, m), ink: 'primary' }];
  let how = 'tracked to the width of the name';
  if (ruled) {
    layers.push({ d: rectPath(head.box.minX, ruleY, width, rule), ink: 'accent' });
    how = 'tracked to the width of the name under a rule';
  } else if (flanked) {
    const y = tailTop + tailCap / 2 - rule / 2;
    const gap = headCap * FLANK_GAP_CAP;
    const left = tail.box.minX + dx;
    layers.push({ d: rectPath(head.box.minX, y, left - gap - head.box.minX, rule), ink: 'accent' });
    layers.push({ d: rectPath(left + tailWidth + gap, y, head.box.maxX - (left + tailWidth + gap), rule), ink: 'accent' });
    how = 'between two hairlines that run out to the width of the name';
  } else if (style === 'lower') how = 'in lowercase, lighter';
  else if (style === 'trailing') how = 'in the same heavy capitals, smaller, closing on its right edge';
  const letterGlyphs = cleanLetterGlyphs(ctx, tail, m);
  return {
    layers,
    text: tail.text,
    ...(letterGlyphs ? { letterGlyphs } : {}),
    how,
    bottom: tailTop + tailCap + Math.max(tail.box.maxY, 0),
  };
}

/**
 * The trade words of a name set under its name proper as this designer sets a descriptor (its own style, seeded as
 * the descriptor lockup seeds it), for a module that sets the name proper its own way (a rebus holding its figure in
 * the name proper); null when the designer's descriptor cannot be fitted under it.
 */
export function descriptorUnder(ctx: MarkContext, archetype: string, head: DescriptorHead, tailWords: string): PlacedDescriptor | null {
  if (!CASED.test(tailWords)) return null;
  const styles = stylesFor(ctx);
  const style = styles.length > 0 ? chooseFamily(ctx, 'descriptor.style', styles) : 'justified';
  return placeDescriptor(ctx, archetype, style, head, tailWords);
}

/**
 * The name proper over its descriptor, or null when the name has no trade words and is not a single word, the name
 * proper is too long for one line, the script takes no tracking, or the descriptor cannot be fitted to the name.
 */
function buildDescriptorLockup(ctx: MarkContext, archetype: string, setting?: DescriptorSetting): DescriptorLockup | null {
  const name = ctx.brief.brandName.trim();
  // One line of a name set on two lines is not a name with a trade of its own.
  if (ctx.conceptBrief && ctx.conceptBrief.brandName.trim() !== name) return null;
  const split = splitTradeTail(ctx.brief);
  const oneWord = !/\s/.test(name);
  // A one-word name borrows its trade's noun only where no tagline already speaks under it.
  const borrow = oneWord && /^\p{Script=Latin}/u.test(name) && !ctx.brief.tagline?.trim();
  const tailWords = split?.tail ?? (borrow ? descriptorLine(ctx.brief.industry) : '');
  const headWords = split?.head ?? name;
  if (!tailWords || !CASED.test(headWords) || !CASED.test(tailWords) || [...headWords].length > 14) return null;
  const styles = stylesFor(ctx);
  if (!setting && styles.length === 0) return null;
  const style = setting?.style ?? chooseFamily(ctx, 'descriptor.style', styles);
  const headText = setting?.upper ? headWords.toUpperCase() : applyMarkCase(ctx, headWords);
  const options = openedApart(ctx, archetype, headText, setting?.head ?? wordmarkOptions(ctx, SIZE));
  const head = setLetters(ctx, archetype, headText, options);
  const tail = placeDescriptor(
    ctx,
    archetype,
    style,
    { box: head.box, capHeight: head.line.capHeight, options: { ...options, size: SIZE } },
    tailWords,
  );
  if (!tail) return null;
  // A wide face on a long name proper leaves a strip the lockups would replace with plain lines of the name.
  const width = head.box.maxX - head.box.minX;
  if (width / (tail.bottom - head.box.minY) > MAX_ASPECT) return null;
  const nameHasTail = split !== null;
  const headGlyphs = cleanLetterGlyphs(ctx, head, translate(0, 0));
  const tailGlyphs = nameHasTail ? tail.letterGlyphs : [];
  return {
    layers: [{ d: head.d, ink: 'primary' }, ...tail.layers],
    letters: nameHasTail ? `${head.text} ${tail.text}` : head.text,
    ...(headGlyphs && tailGlyphs ? { letterGlyphs: [...headGlyphs, ...tailGlyphs] } : {}),
    descriptor: tail.text,
    description: `${head.text} set large over ${tail.text} ${tail.how}: the name first, the trade second.`,
  };
}

/** The lockup as a finished mark of `baseArchetype`, or null where no lockup is made (buildDescriptorLockup). */
export function buildDescriptorMark(ctx: MarkContext, archetype: string, baseArchetype: string, setting?: DescriptorSetting): Mark | null {
  const lockup = buildDescriptorLockup(ctx, archetype, setting);
  if (!lockup) return null;
  return finishMark(archetype, baseArchetype, lockup.layers, {
    description: lockup.description,
    hasText: true,
    carriesName: true,
    features: {
      letters: lockup.letters,
      descriptor: lockup.descriptor,
      // The letters are drawn as set: those the name check reads are the clean ones.
      ...(lockup.letterGlyphs ? { letterGlyphs: lockup.letterGlyphs, nameGlyphs: lockup.letterGlyphs } : {}),
    },
  });
}
