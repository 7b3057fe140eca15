/**
 * Parses the brief's desiredColors (spec §3: "a list of colours or the word auto") into hex colours with human names:
 * CSS/X11 names and common colour words, #rgb/#rrggbb, CSS functions (rgb(), hsl(), oklch()), shade modifiers
 * ("deep teal"), separated by commas, "and", slashes or plain spaces. Unrecognised words are reported, not guessed.
 */
import { clampChroma, colorsNamed, converter, formatHex, parse } from 'culori';
import type { Hex } from '../dna/types';
import { AUTO_WORDS, BASIC_HUES, COLOR_FILLER_WORDS, EVERYDAY_COLOR_WORDS, EXTRA_COLOR_WORDS, SHADE_MODIFIERS } from './color-words';

export interface DesiredColor {
  /** What the user typed for this colour. */
  input: string;
  /** Title-cased human name, e.g. "Forest Green", or the hex for a hex input. */
  name: string;
  hex: Hex;
}

export interface DesiredColorsResult {
  colors: DesiredColor[];
  /** Words that were not colours (e.g. "earthy"); callers may surface them. */
  unknown: string[];
  /** True when the user asked for automatic colours (empty, "auto", "any"). */
  auto: boolean;
}

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

/** A phrase that names one colour by itself, e.g. "forest green", "burgundy", "navy blue". */
function lookupName(phrase: string): Hex | undefined {
  const joined = phrase.replace(/[\s-]+/g, '');
  const everyday = EVERYDAY_COLOR_WORDS[joined];
  if (everyday) return everyday;
  const css = (colorsNamed as Record<string, number>)[joined];
  if (css !== undefined) return `#${css.toString(16).padStart(6, '0').toUpperCase()}`;
  const extra = EXTRA_COLOR_WORDS[phrase] ?? EXTRA_COLOR_WORDS[joined];
  if (extra) return extra;
  const words = phrase.split(' ');
  if (words.length === 2 && BASIC_HUES.has(words[1] as string)) return lookupName(words[0] as string);
  return undefined;
}

/** "deep teal", "pastel pink": a shade modifier and a named colour, mixed in OKLCH (hue kept). */
function lookupModified(phrase: string): Hex | undefined {
  const [first, ...rest] = phrase.split(' ');
  const modifier = SHADE_MODIFIERS[first ?? ''];
  if (!modifier || rest.length === 0) return undefined;
  const base = lookupName(rest.join(' '));
  const lch = base ? toOklch(base) : undefined;
  if (!lch) return undefined;
  let l = Math.min(0.97, Math.max(0.12, lch.l + (modifier.dl ?? 0)));
  if (modifier.minL !== undefined) l = Math.max(l, modifier.minL);
  return toHex(clampChroma({ mode: 'oklch', l, c: lch.c * (modifier.chroma ?? 1), h: lch.h }, 'oklch'));
}

function resolvePhrase(phrase: string): Hex | undefined {
  return lookupName(phrase) ?? lookupModified(phrase);
}

/** Greedy longest-match over the words of one chunk ("forest green gold" → forest green, gold). */
function scanChunk(chunk: string, out: DesiredColorsResult): void {
  const words = chunk.split(/\s+/).filter(Boolean);
  let i = 0;
  while (i < words.length) {
    const word = words[i] as string;
    if (HEX_TOKEN.test(word)) {
      const hex = toHex(word);
      out.colors.push({ input: word, name: hex, hex });
      i += 1;
      continue;
    }
    let matched = false;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !matched; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const hex = resolvePhrase(phrase);
      if (hex) {
        out.colors.push({ input: phrase, name: titleCase(phrase), hex });
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
  const seen = new Set<string>();
  result.colors = result.colors.filter((c) => !seen.has(c.hex) && seen.add(c.hex));
  result.auto = result.colors.length === 0 && result.unknown.length === 0;
  return result;
}
