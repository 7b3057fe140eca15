/**
 * Parses the brief's desiredColors (spec §3: "a list of colours or the word auto") into hex colours with human names:
 * colour words from the colour dictionary (what people mean by a word, not CSS's value for it: "lavender" is a lilac,
 * not a near-white), #rgb/#rrggbb, CSS functions (rgb(), hsl(), oklch()), shade and temperature modifiers ("deep
 * teal", "warm yellow"), separated by commas, "and", slashes or plain spaces. Unrecognised words are reported, not
 * guessed.
 */
import { clampChroma, converter, formatHex, parse } from 'culori';
import type { Hex } from '../dna/types';
import {
  AUTO_WORDS,
  BASIC_HUES,
  COLOR_FILLER_WORDS,
  EVERYDAY_COLOR_WORDS,
  EXTRA_COLOR_WORDS,
  FAMILY_HUES,
  SHADE_MODIFIERS,
} from './color-words';
import { COLOR_DICTIONARY } from './data/color-dictionary.generated';

export interface DesiredColor {
  /** What the user typed for this colour. */
  input: string;
  /** Title-cased human name, e.g. "Forest Green", or the hex for a hex input. */
  name: string;
  hex: Hex;
}

export interface DesiredColorsResult {
  colors: DesiredColor[];
  /** Words that were not colours (e.g. "sparkly"); callers may surface them. */
  unknown: string[];
  /** True when the user asked for automatic colours (empty, "auto", "any"). */
  auto: boolean;
  /** Colours the user ruled out ("no red", "not pink", "without orange"): never asked for, whatever else is said. */
  avoided?: DesiredColor[];
}

/** Words that rule out the colours after them in the same phrase ("no red", "anything but pink"). */
const NEGATIONS = new Set(['no', 'not', 'without', 'avoid', 'never', 'nothing', 'except', 'none', 'non', 'dont', "don't"]);

const MAX_PHRASE_WORDS = 3;
const HEX_TOKEN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const CSS_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^)]*\)/gi;
const SEPARATORS = /[,;/|+&\n]|\band\b|\bor\b|\bthen\b/i;
const toOklch = converter('oklch');

function titleCase(words: string): string {
  return words.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

function toHex(color: Parameters<typeof formatHex>[0]): Hex {
  return (formatHex(color) ?? '#000000').toUpperCase() as Hex;
}

/** A phrase that names one colour by itself, e.g. "forest green", "burgundy", "navy blue", "herb green". */
function lookupName(phrase: string): Hex | undefined {
  const joined = phrase.replace(/[\s-]+/g, '');
  const spaced = phrase.replace(/-/g, ' ');
  const everyday = EVERYDAY_COLOR_WORDS[joined] ?? EVERYDAY_COLOR_WORDS[spaced];
  if (everyday) return everyday;
  const known = COLOR_DICTIONARY[spaced] ?? COLOR_DICTIONARY[joined] ?? EXTRA_COLOR_WORDS[spaced] ?? EXTRA_COLOR_WORDS[joined];
  const words = spaced.split(' ');
  if (known)
    return words.length === 2 && BASIC_HUES.has(words[1] as string) ? keptInHue(known, words[1] as string) : (known.toUpperCase() as Hex);
  if (words.length === 2 && BASIC_HUES.has(words[1] as string) && !SHADE_MODIFIERS[words[0] as string])
    return qualifiedHue(words[0] as string, words[1] as string);
  if (words.length === 2 && FAMILY_HUES.has(words[1] as string) && !SHADE_MODIFIERS[words[0] as string]) {
    const own = qualifiedHue(words[0] as string, words[1] as string);
    return own === lookupName(words[0] as string) ? own : undefined;
  }
  if (words.length === 2 && !SHADE_MODIFIERS[words[0] as string]) return mutedQualifier(words[0] as string, words[1] as string);
  return undefined;
}

/** Below this OKLCH chroma a colour word is a grey or a greyed tint: before a colour it qualifies, it does not list. */
const MUTED_CHROMA = 0.05;

/**
 * "hemp tan", "ash blue": a greyed colour word before a chromatic one is a qualifier, and the phrase is the head
 * colour (a hemp tan is a tan, not a mauve-grey listed beside it). Two chromatic words ("navy orange") stay two colours.
 */
function mutedQualifier(qualifier: string, head: string): Hex | undefined {
  const own = lookupName(qualifier);
  const base = lookupName(head);
  if (!own || !base) return undefined;
  const a = toOklch(own);
  const b = toOklch(base);
  return a && b && (a.c ?? 0) < MUTED_CHROMA && (b.c ?? 0) >= MUTED_CHROMA ? base : undefined;
}

/**
 * OKLCH hue ranges of the warm hue words, where the colour survey's names stray across a border: its "sunset orange"
 * is a red (#FE4C40, h 28), and someone who asks for sunset orange wants an orange.
 */
const HEAD_HUES: Readonly<Record<string, readonly [number, number]>> = { red: [-10, 38], orange: [38, 70], yellow: [70, 110] };

/** A survey colour named "… orange" (red, yellow) turned into that hue's range, lightness and chroma kept. */
function keptInHue(known: string, hue: string): Hex {
  const hex = known.toUpperCase() as Hex;
  const range = HEAD_HUES[hue];
  const lch = toOklch(hex);
  if (!range || !lch || (lch.c ?? 0) < 0.04) return hex;
  const h = (lch.h ?? 0) > 180 ? (lch.h ?? 0) - 360 : (lch.h ?? 0);
  if (h >= range[0] && h <= range[1]) return hex;
  // Just inside the border it crossed, so a sunset orange stays the reddest of the oranges.
  const turned = h < range[0] ? range[0] + 2 : range[1] - 2;
  return toHex(clampChroma({ mode: 'oklch', l: lch.l, c: lch.c, h: (turned + 360) % 360 }, 'oklch'));
}

/** OKLCH hue distance (degrees) within which a word before a hue word names a shade of that hue ("herb" green). */
const QUALIFIER_HUE_GAP = 50;

/**
 * "navy blue", "emerald green", "chili red": the first word when it names a colour of that hue family (or any colour
 * before a neutral), else the hue word itself (a "chili red" is a red, whatever chili means to the dictionary).
 */
function qualifiedHue(qualifier: string, hue: string): Hex | undefined {
  const base = lookupName(hue);
  const own = lookupName(qualifier);
  if (!own || !base) return own ?? base;
  const a = toOklch(own);
  const b = toOklch(base);
  if (!a || !b || (b.c ?? 0) < 0.04) return own;
  const gap = Math.abs((((((a.h ?? 0) - (b.h ?? 0)) % 360) + 540) % 360) - 180);
  return (a.c ?? 0) >= 0.03 && gap <= QUALIFIER_HUE_GAP ? own : base;
}

/** How far a temperature word turns a hue (OKLCH degrees), toward orange (h ≈ 55) or blue (h ≈ 250). */
const TEMPERATURE_TURN = 18;

function turnHue(h: number, toward: 'warm' | 'cool'): number {
  const target = toward === 'warm' ? 55 : 250;
  const gap = ((target - h + 540) % 360) - 180;
  // A hue already near its target (a red is warm) turns only part of the way there.
  return h + Math.sign(gap) * Math.min(Math.abs(gap) / 3, TEMPERATURE_TURN);
}

/** The OKLCH lightness from which a darkening modifier takes its whole step; below it, a share in proportion. */
const DEEPEST_FULL_STEP_L = 0.5;

/** "deep teal", "pastel pink", "warm yellow": a modifier and a named colour, mixed in OKLCH. */
function lookupModified(phrase: string): Hex | undefined {
  const [first, ...rest] = phrase.split(' ');
  const modifier = SHADE_MODIFIERS[first ?? ''];
  if (!modifier || rest.length === 0) return undefined;
  const base = lookupName(rest.join(' '));
  const lch = base ? toOklch(base) : undefined;
  if (!lch) return undefined;
  // A colour already dark deepens less, so "deep navy" is still a blue and not a black.
  const dl = (modifier.dl ?? 0) < 0 ? (modifier.dl ?? 0) * Math.min(1, lch.l / DEEPEST_FULL_STEP_L) : (modifier.dl ?? 0);
  let l = Math.min(0.97, Math.max(0.12, lch.l + dl));
  if (modifier.minL !== undefined) l = Math.max(l, modifier.minL);
  const c = lch.c * (modifier.chroma ?? 1);
  if (modifier.dh && (lch.c ?? 0) >= 0.04) return toHex(keepChroma(l, c, turnHue(lch.h ?? 0, modifier.dh)));
  return toHex(clampChroma({ mode: 'oklch', l, c, h: lch.h }, 'oklch'));
}

/** The colour of hue h nearest lightness l that keeps most of chroma c (a turned yellow deepens instead of greying). */
function keepChroma(l: number, c: number, h: number): Parameters<typeof formatHex>[0] {
  for (let step = 0; step <= 12; step++) {
    for (const dl of step === 0 ? [0] : [-step * 0.01, step * 0.01]) {
      const color = clampChroma({ mode: 'oklch', l: l + dl, c, h }, 'oklch');
      if ((color.c ?? 0) >= c * 0.8) return color;
    }
  }
  return clampChroma({ mode: 'oklch', l, c, h }, 'oklch');
}

function resolvePhrase(phrase: string): Hex | undefined {
  return lookupName(phrase) ?? lookupModified(phrase);
}

/**
 * Words for a family of colours rather than one ("earthy tones"): the colours people mean by them, each then placed by
 * the designer like any asked colour. Without them the brief read as no colour at all and got the designer's blues.
 */
const COLOR_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  earthy: ['terracotta', 'olive green', 'ochre'],
  earth: ['terracotta', 'olive green', 'ochre'],
  autumnal: ['burnt orange', 'ochre', 'burgundy'],
  autumn: ['burnt orange', 'ochre', 'burgundy'],
  pastel: ['pastel pink', 'powder blue', 'sage'],
  pastels: ['pastel pink', 'powder blue', 'sage'],
};

/** Greedy longest-match over the words of one chunk ("forest green gold" → forest green, gold). */
function scanChunk(chunk: string, out: DesiredColorsResult): void {
  const words = chunk.split(/\s+/).filter(Boolean);
  // Colours after a negation in the same phrase are ruled out, not asked for.
  let negated = false;
  const take = (color: DesiredColor) => {
    if (!negated) out.colors.push(color);
    else out.avoided = [...(out.avoided ?? []), color];
  };
  let i = 0;
  while (i < words.length) {
    const word = words[i] as string;
    if (NEGATIONS.has(word)) {
      negated = true;
      i += 1;
      continue;
    }
    // A shade word before a family ("muted pastels", "deep earthy tones") shades each of its colours.
    const shade = SHADE_MODIFIERS[word] && COLOR_FAMILIES[words[i + 1] ?? ''] ? word : undefined;
    const familyWord = shade ? (words[i + 1] as string) : word;
    // "pastel coral" is one shaded colour; "pastel" alone, or before "colours", is the family.
    const next = words[shade ? i + 2 : i + 1];
    const shadesNext =
      SHADE_MODIFIERS[familyWord] !== undefined && next !== undefined && resolvePhrase(`${familyWord} ${next}`) !== undefined;
    const family = shadesNext ? undefined : COLOR_FAMILIES[familyWord];
    if (family) {
      for (const phrase of family) {
        const hex = shade ? (lookupModified(`${shade} ${phrase}`) ?? resolvePhrase(phrase)) : resolvePhrase(phrase);
        const input = [shade, familyWord, phrase].filter(Boolean).join(' ');
        if (hex) take({ input, name: titleCase(shade ? `${shade} ${phrase}` : phrase), hex });
      }
      i += shade ? 2 : 1;
      continue;
    }
    if (HEX_TOKEN.test(word)) {
      const hex = toHex(word);
      take({ input: word, name: hex, hex });
      i += 1;
      continue;
    }
    let matched = false;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !matched; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const hex = resolvePhrase(phrase);
      if (hex) {
        take({ input: phrase, name: titleCase(phrase), hex });
        i += n;
        matched = true;
      }
    }
    if (!matched) {
      if (!COLOR_FILLER_WORDS.has(word)) out.unknown.push(word);
      i += 1;
    }
  }
}

/** Parses desiredColors; never throws. Duplicates (same hex) are dropped, order is kept. */
export function parseDesiredColors(input: string[] | string | undefined | null): DesiredColorsResult {
  const raw = (Array.isArray(input) ? input.join(', ') : (input ?? '')).normalize('NFC').trim();
  const result: DesiredColorsResult = { colors: [], unknown: [], auto: false };
  if (raw === '' || AUTO_WORDS.has(raw.toLowerCase())) return { ...result, auto: true };
  const functions = raw.match(CSS_FUNCTION) ?? [];
  for (const fn of functions) {
    const parsed = parse(fn);
    if (parsed) {
      const hex = toHex(clampChroma(parsed, 'oklch'));
      result.colors.push({ input: fn, name: hex, hex });
    } else result.unknown.push(fn);
  }
  const rest = raw.replace(CSS_FUNCTION, ',').toLowerCase();
  for (const chunk of rest.split(SEPARATORS)) {
    const cleaned = chunk.replace(/[^\p{L}\p{N}#\s-]/gu, ' ').trim();
    if (cleaned && !AUTO_WORDS.has(cleaned)) scanChunk(cleaned, result);
  }
  const seen = new Set<string>((result.avoided ?? []).map((c) => c.hex));
  result.colors = result.colors.filter((c) => !seen.has(c.hex) && seen.add(c.hex));
  result.auto = result.colors.length === 0 && result.unknown.length === 0;
  return result;
}

/** The phrase after a sentence's last "in" or "colours:" at the end of a field ("…, in warm copper orange."). */
const COLOUR_PHRASE = /(?:\bin|\bcolou?rs?\s*:?|\bpalette\s*:?)\s+([^,.;:!?()]+?)\s*[.!]?\s*$/i;
/** The most words a colour phrase in free text runs to ("warm copper orange and cream"). */
const MAX_TEXT_PHRASE_WORDS = 6;
/** A phrase opening with an article or a possessive names a thing, not a colour ("in the studio", "in our kitchen"). */
const DETERMINER = /^(?:the|a|an|our|your|my|their|his|her|its|this|that)\s/i;

/**
 * Colours a brief asks for in its one-liner or tagline when its colour field is empty ("After-school tutoring, in navy
 * blue."): the phrase closing the text after "in" or "colours:", taken only when every word of it names a colour, so
 * "in the pine woods" or "in Leeds" ask for nothing.
 */
export function colorsInText(brief: { oneLiner?: string; tagline?: string }): string | undefined {
  for (const text of [brief.oneLiner, brief.tagline]) {
    const phrase = COLOUR_PHRASE.exec((text ?? '').normalize('NFC').trim())?.[1]?.trim();
    if (!phrase || phrase.split(/\s+/).length > MAX_TEXT_PHRASE_WORDS) continue;
    // After an article or a possessive the phrase names a thing ("sewn in the studio"), whatever the dictionary says.
    if (DETERMINER.test(phrase)) continue;
    const parsed = parseDesiredColors(phrase);
    if (parsed.colors.length > 0 && parsed.unknown.length === 0) return phrase;
  }
  return undefined;
}

/** The brief's colour request: its colour field, else a colour phrase closing its one-liner or tagline (colorsInText). */
export function askedColors(brief: {
  desiredColors?: string[] | string;
  oneLiner?: string;
  tagline?: string;
}): string[] | string | undefined {
  const field = brief.desiredColors;
  const empty = field === undefined || (Array.isArray(field) ? field.every((c) => c.trim() === '') : field.trim() === '');
  return empty ? (colorsInText(brief) ?? field) : field;
}
