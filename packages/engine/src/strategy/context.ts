/** Everything the strategy sentences draw on, resolved once from the brief, the DNA and the built design. */

import { initialsOf } from '../brief/initials';
import { extractKeywords } from '../brief/keywords';
import { normalizeText } from '../brief/text';
import { baseArchetypeOf } from '../dna/archetypes';
import type { ColorStrategy, DesignerDNA } from '../dna/types';
import { seedFor } from '../random/hash';
import { createRng, type Rng } from '../random/rng';
import type { Brief, FontChoice, Palette, Typography } from '../types';
import { ARCHETYPE_IDEAS, type ArchetypeIdea } from './archetype-ideas';
import { DESIGNER_VOICES, type DesignerVoice } from './voices';
import { clipWords, toSentence } from './words';

export interface StrategyParams {
  brief: Brief;
  dna: DesignerDNA;
  /** The archetype the mark was built with (a base id or a designer variant id). */
  archetype: string;
  /** One sentence from the mark builder, e.g. "A lowercase monogram knocked out of a solid disc." */
  markDescription: string;
  palette: Palette;
  typography: Typography;
  variant?: number;
  /** Defaults to seedFor(brandName, dna.id, variant). */
  seed?: number;
}

export interface StrategyContext {
  name: string;
  industry: string;
  oneLiner: string;
  tagline?: string;
  competitors: string[];
  keywords: string[];
  keyword: string;
  initials: string;
  designer: string;
  principles: string[];
  voice: DesignerVoice;
  archetypeId: string;
  idea: ArchetypeIdea;
  markSentence: string;
  colors: { primary: string; secondary: string; accent: string; light: string; dark: string };
  colorStrategy: ColorStrategy;
  display: FontChoice;
  support: FontChoice;
  dna: DesignerDNA;
  rng(slot: string): Rng;
}

/** "Coffee Roastery" → "coffee roastery", while "SaaS" or "AI tools" keep their capitals. */
function lowerCommonWords(text: string): string {
  return text.replace(/\b\p{Lu}\p{Ll}+\b/gu, (w) => w.toLocaleLowerCase());
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

/** "a coffee brand", "an apparel brand" (by first letter; good enough for industry words). */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
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

function colorName(palette: Palette, role: string, fallback: string): string {
  return palette.colors.find((c) => c.role === role)?.name ?? fallback;
}

export function buildContext(params: StrategyParams): StrategyContext {
  const { brief, dna, palette, typography } = params;
  const name = clipWords(normalizeText(brief.brandName), 8);
  const industry = lowerCommonWords(clipWords(normalizeText(brief.industry), 6));
  const found = extractKeywords(brief);
  // A brief of stop-words only still needs something to talk about: its industry.
  const keywords = found.length > 0 ? distinctStems(found) : [industry.toLocaleLowerCase()];
  const seed = params.seed ?? seedFor(brief.brandName, dna.id, params.variant ?? 0);
  const tagline = clipWords(normalizeText(brief.tagline), 12).replace(/[.!]+$/, '');
  return {
    name,
    industry,
    oneLiner: quotableLine(brief.oneLiner),
    ...(tagline ? { tagline } : {}),
    competitors: splitCompetitors(brief.competitors),
    keywords,
    keyword: keywords[0] ?? industry,
    initials: initialsOf(name) || name.charAt(0).toLocaleUpperCase(),
    designer: dna.name,
    principles: [...dna.principles],
    voice: DESIGNER_VOICES[dna.id],
    archetypeId: params.archetype,
    idea: ARCHETYPE_IDEAS[baseArchetypeOf(params.archetype)] ?? ARCHETYPE_IDEAS['pure-wordmark'],
    markSentence: toSentence(params.markDescription || `A ${baseArchetypeOf(params.archetype).replace(/-/g, ' ')} for ${name}`),
    colors: {
      primary: colorName(palette, 'primary', palette.primary),
      secondary: colorName(palette, 'secondary', palette.secondary),
      accent: colorName(palette, 'accent', palette.accent),
      light: colorName(palette, 'background', 'white'),
      dark: colorName(palette, 'ink', colorName(palette, 'primary', palette.dark)),
    },
    colorStrategy: dna.color.strategy,
    display: typography.display,
    support: typography.support,
    dna,
    rng: (slot) => createRng(seed, `strategy.${slot}`),
  };
}

/** Picks one frame for a slot with that slot's own stream, so slots vary independently. */
export function pickFrame(ctx: StrategyContext, slot: string, frames: ReadonlyArray<(c: StrategyContext) => string>): string {
  return toSentence(ctx.rng(slot).pick(frames)(ctx));
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
