/** Everything the strategy sentences draw on, resolved once from the brief, the DNA and the built design. */

import { initialsOf } from '../brief/initials';
import { extractKeywords } from '../brief/keywords';
import { normalizeText } from '../brief/text';
import { isGroundLed } from '../color';
import { baseArchetypeOf } from '../dna/archetypes';
import type { ColorStrategy, DesignerDNA, DesignerId } from '../dna/types';
import { seedFor } from '../random/hash';
import { createRng, type Rng } from '../random/rng';
import type { Brief, FontChoice, Palette, Typography } from '../types';
import { ARCHETYPE_IDEAS, type ArchetypeIdea } from './archetype-ideas';
import { type ColorFacts, type DrawnInks, type MarkFacts, readColors, readMark, type StrategyMark } from './facts';
import { type IndustryPhrase, lowerCommonWords, nounPhrase, readIndustry } from './grammar';
import { type BriefReading, readOneLiner } from './reading';
import { DESIGNER_VOICES, type DesignerVoice, LIVING_DESIGNERS, methodInTense, toPluralVerb } from './voices';
import { clipWords, toSentence } from './words';

export interface StrategyParams {
  brief: Brief;
  dna: DesignerDNA;
  /** The archetype the mark was built with (a base id or a designer variant id). */
  archetype: string;
  /** One sentence from the mark builder, e.g. "A lowercase monogram knocked out of a solid disc." */
  markDescription: string;
  /** The final mark, when built: what it depicts (concept), whether it holds letters or the whole name. */
  mark?: StrategyMark;
  palette: Palette;
  /** The hex the name is set in by the lockups, when known. */
  nameInk?: string;
  /** What the primary logo paints, when built: the strategy names only these colours. */
  drawn?: DrawnInks;
  typography: Typography;
  variant?: number;
  /** Defaults to seedFor(brandName, dna.id, variant). */
  seed?: number;
}

export interface StrategyContext {
  name: string;
  industry: IndustryPhrase;
  /** The one-liner's first sentence, for the rare frame that quotes it. */
  oneLiner: string;
  reading: BriefReading;
  tagline?: string;
  competitors: string[];
  keywords: string[];
  keyword: string;
  initials: string;
  designer: string;
  /** Present tense for living designers and the active firm, past for the late. */
  living: boolean;
  principles: string[];
  voice: DesignerVoice;
  /** The voice's methods in the designer's tense. */
  methods: [string, string];
  archetypeId: string;
  idea: ArchetypeIdea;
  markSentence: string;
  mark: MarkFacts;
  colors: ColorFacts;
  colorStrategy: ColorStrategy;
  /** The one colour asked for became the ground and its own deep shade the ink: the designer's colour habit gave way. */
  groundLed: boolean;
  /** How many ink colours (not the ground) honour the brief's requests: the designer's colour habit gave way to them. */
  requestedInks: number;
  display: FontChoice;
  support: FontChoice;
  dna: DesignerDNA;
  rng(slot: string): Rng;
  /** The designer's question, enemy and methods once used, so one document does not repeat them. */
  spent: Set<string>;
  /** "prizes"/"prized" by the designer's tense. */
  tense(present: string, past: string): string;
}

/** Drops keywords that repeat an earlier one's stem ("roastery" after "roast"), so lists do not stutter. */
function distinctStems(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const stem = word.slice(0, 5);
    if (!out.some((w) => w.startsWith(stem) || word.startsWith(w.slice(0, 5)))) out.push(word);
  }
  return out;
}

const MAX_QUOTE_WORDS = 22;

/** The one-liner as quoted in the copy: its first sentence, clipped with an ellipsis if still too long. */
function quotableLine(oneLiner: string): string {
  const text = normalizeText(oneLiner);
  const first = text.split(/(?<=[.!?])\s+/)[0] ?? text;
  const clipped = clipWords(first, MAX_QUOTE_WORDS);
  const trimmed = clipped.replace(/[.!]+$/, '');
  return clipped.split(/\s+/).length < first.split(/\s+/).length ? `${trimmed}…` : trimmed;
}

function splitCompetitors(text: string | undefined): string[] {
  return normalizeText(text)
    .split(/\s*(?:,|;|\/|\band\b|\bor\b|&)\s*/i)
    .map((c) => clipWords(c, 4))
    .filter(Boolean)
    .slice(0, 3);
}

/**
 * An offer that only repeats the industry ("audit software" for audit software) says nothing new: drop it. The
 * offer the sentences use is a noun phrase with its article when it needs one ("a forest nursery", "electric
 * ferries", "audit software").
 */
function withoutEcho(reading: BriefReading, industry: string, lineStart: string): BriefReading {
  const offer = reading.offer?.toLocaleLowerCase();
  const term = industry.toLocaleLowerCase();
  if (!offer || !(offer === term || offer.endsWith(` ${term}`) || term.endsWith(` ${offer}`))) {
    if (!reading.offer) return reading;
    const phrase = nounPhrase(reading.offer);
    // "A gentle dental clinic…" names the business itself, not what it sells: it opens the positioning only.
    if (/^an? /.test(phrase) && /^an? /i.test(lineStart)) {
      const { offer: _self, ...rest } = reading;
      return { ...rest, self: phrase };
    }
    return { ...reading, offer: phrase };
  }
  const { offer: _echo, ...rest } = reading;
  return rest;
}

/** The palette's own account of a requested ground that leads (build-palette.ts isGroundLed). */
function groundLedPalette(palette: Palette): boolean {
  const ground = palette.colors.find((c) => c.role === 'background' && c.requested !== undefined);
  return isGroundLed(
    ground?.hex,
    palette.colors.some((c) => c.role !== 'background' && c.requested),
  );
}

/**
 * The archetype as the drawing shows it, for the concept's title and idea: a negative-space wordmark that hid no
 * figure (the brief gave none that fits) is a plain wordmark to the eye, never "Hidden Figure".
 */
function shownArchetype(archetype: string, mark: StrategyMark): string {
  return baseArchetypeOf(archetype) === 'negative-space-wordmark' && !mark.features?.gapFigure ? 'pure-wordmark' : archetype;
}

export function buildContext(params: StrategyParams): StrategyContext {
  const { brief, dna, palette, typography } = params;
  const name = clipWords(normalizeText(brief.brandName), 8);
  const industry = readIndustry(clipWords(normalizeText(brief.industry), 6));
  const found = extractKeywords(brief);
  // A brief of stop-words only still needs something to talk about: its industry.
  const keywords = found.length > 0 ? distinctStems(found) : [industry.term.toLocaleLowerCase()];
  const seed = params.seed ?? seedFor(brief.brandName, dna.id, params.variant ?? 0);
  const tagline = clipWords(normalizeText(brief.tagline), 12).replace(/[.!]+$/, '');
  const living = LIVING_DESIGNERS.has(dna.id as DesignerId);
  // A firm takes plural verbs: "Chermayeff & Geismar & Haviv build…".
  const plural = /&|\band\b/.test(dna.name);
  const voice = DESIGNER_VOICES[dna.id as DesignerId];
  const initials = initialsOf(name) || name.charAt(0).toLocaleUpperCase();
  const description = params.mark?.description || params.markDescription;
  const mark = params.mark ?? { archetype: params.archetype, description, hasText: false };
  const shown = shownArchetype(params.archetype, mark);
  return {
    name,
    industry,
    oneLiner: quotableLine(brief.oneLiner),
    reading: withoutEcho(readOneLiner(normalizeText(brief.oneLiner)), industry.term, normalizeText(brief.oneLiner)),
    ...(tagline ? { tagline } : {}),
    competitors: splitCompetitors(brief.competitors),
    keywords,
    keyword: lowerCommonWords(keywords[0] ?? industry.term),
    initials,
    designer: dna.name,
    living,
    principles: [...dna.principles],
    voice,
    methods: [methodInTense(voice.methods[0], living, plural), methodInTense(voice.methods[1], living, plural)],
    archetypeId: shown,
    idea: ARCHETYPE_IDEAS[baseArchetypeOf(shown)] ?? ARCHETYPE_IDEAS['pure-wordmark'],
    markSentence: toSentence(description || `A ${baseArchetypeOf(params.archetype).replace(/-/g, ' ')} for ${name}`),
    mark: readMark(mark, initials, name),
    colors: readColors(palette, params.nameInk, params.drawn),
    colorStrategy: dna.color.strategy,
    groundLed: groundLedPalette(palette),
    requestedInks: palette.colors.filter((c) => c.role !== 'background' && c.requested !== undefined).length,
    display: typography.display,
    support: typography.support,
    dna,
    rng: (slot) => createRng(seed, `strategy.${slot}`),
    spent: new Set<string>(),
    tense: (present, past) => (living ? (plural ? toPluralVerb(present) : present) : past),
  };
}

/** A sentence frame; returns undefined when the brief or the design lacks what it talks about. */
export type Frame = (c: StrategyContext) => string | undefined;

/**
 * Picks one applicable frame for a slot with that slot's own stream, so slots vary independently; '' when none
 * applies.
 */
export function pickFrame(ctx: StrategyContext, slot: string, frames: readonly Frame[]): string {
  const written = frames.map((f) => f(ctx)).filter((s): s is string => Boolean(s) && (hasSymbol(ctx) || !talksOfSymbol(s as string)));
  const fresh = written.filter((s) => ![...ctx.spent].some((phrase) => s.includes(phrase)));
  const pool = fresh.length ? fresh : written;
  if (!pool.length) return '';
  const picked = ctx.rng(slot).pick(pool);
  spendVoice(ctx, picked);
  return toSentence(picked);
}

/**
 * Marks the designer's question, enemy or methods as used when a sentence quotes them, and the ground colour's name
 * once a sentence has named it ("Champagne" four times in one paragraph read as a form being filled in).
 */
export function spendVoice(ctx: StrategyContext, text: string): void {
  for (const phrase of [ctx.voice.question, ctx.voice.enemy, ...ctx.methods, ctx.colors.ground])
    if (text.includes(phrase)) ctx.spent.add(phrase);
}

/** Words that presume a symbol; a wordmark-only logo's copy must not use them (except to say there is none). */
const SYMBOL_TALK = /\b(symbol|symbolise|pictogram|silhouette|emblem|icon)/i;

function talksOfSymbol(sentence: string): boolean {
  return SYMBOL_TALK.test(sentence.replace(/\b(no|needs no|without a) symbol\b/gi, ''));
}

/** "Mint" → "mint", "AI" stays; the first letter up: "island commuters" → "Island commuters". */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "a, b and c" */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Fisher–Yates shuffle driven by a seeded stream (a random comparator in sort() is neither uniform nor portable). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** True when the logo has a symbol apart from the set name (anything but a pure wordmark). */
export function hasSymbol(c: StrategyContext): boolean {
  return c.mark.kind !== 'wordmark';
}
