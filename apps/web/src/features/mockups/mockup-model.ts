/**
 * What the mockups are drawn from: the system's own lockup files, palette and fonts (one master), plus the
 * colour names and the few words (handle, web address) a scene shows.
 */
import transliterate from '@sindresorhus/transliterate';
import type { LogoSystem } from '../generation/logo-system';
import { lockupUrls } from '../preview/lockup-urls';

interface MockupColor {
  hex: string;
  /** "Signal Red", or the hex value for systems saved without names. */
  name: string;
}

export interface MockupModel {
  brandName: string;
  /** The tagline, or the one-liner when there is none. */
  line: string;
  industry: string;
  /** The name as a handle and web address: its Latin letters and digits, transliterated from any script that has a Latin spelling. */
  slug: string;
  /** Each lockup as SVG when it can be found, else its PNG; '' when the system has none. */
  files: { primary: string; horizontal: string; icon: string; reversed: string };
  colors: { primary: MockupColor; secondary: MockupColor; accent: MockupColor; light: MockupColor; dark: MockupColor };
  fonts: { display: string; support: string };
}

const FALLBACK_GROUNDS = { light: '#FFFFFF', dark: '#111111' };

const SLUG_LENGTH = 24;

/**
 * The name as a handle and web address: transliterated to Latin ("Café Noir" → "cafenoir", "Северный Мёд" →
 * "severniymyod", "Ελιά" → "elia"), then its ASCII letters and digits. A script with no Latin spelling here (Hebrew,
 * Devanagari, Chinese, Japanese, Korean) keeps its own letters, as an internationalised handle and domain do.
 */
export function toSlug(name: string): string {
  const latin = transliterate(name.normalize('NFC'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (latin) return latin.slice(0, SLUG_LENGTH);
  const own = Array.from(
    name
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}]/gu, ''),
  );
  return own.slice(0, SLUG_LENGTH).join('') || 'brand';
}

export function toMockupModel(system: LogoSystem): MockupModel {
  const { record, palette, typography } = system;
  const urls = lockupUrls(record);
  const grounds = palette.grounds ?? FALLBACK_GROUNDS;
  const named = (hex: string, role?: string): MockupColor => {
    const swatch =
      palette.swatches?.find((candidate) => candidate.role === role && candidate.hex.toLowerCase() === hex.toLowerCase()) ??
      palette.swatches?.find((candidate) => candidate.hex.toLowerCase() === hex.toLowerCase());
    return { hex, name: swatch?.name ?? hex.toUpperCase() };
  };
  return {
    brandName: record.brandName,
    line: (record.tagline || record.oneLiner).trim(),
    industry: record.industry.trim(),
    slug: toSlug(record.brandName),
    files: {
      primary: urls.shown.primary,
      horizontal: urls.shown.horizontal || urls.shown.primary,
      icon: urls.shown.icon,
      reversed: urls.shown.reversed,
    },
    colors: {
      primary: named(palette.primary, 'primary'),
      secondary: named(palette.secondary, 'secondary'),
      accent: named(palette.accent, 'accent'),
      light: named(grounds.light, 'background'),
      dark: named(grounds.dark),
    },
    fonts: { display: typography.display, support: typography.support },
  };
}

/** WCAG 2.x contrast ratio of two #rrggbb colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
    const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The first colour that reads on `ground` at `minimum`, else black or white, whichever reads better. */
export function readableOn(ground: string, candidates: readonly string[], minimum = 4.5): string {
  const found = candidates.find((candidate) => contrast(candidate, ground) >= minimum);
  if (found) return found;
  return contrast('#000000', ground) >= contrast('#FFFFFF', ground) ? '#000000' : '#FFFFFF';
}

const charsFor = (width: number, size: number, average: number) => Math.max(2, Math.floor(width / (size * average)));

/** `line` ended with an ellipsis, within `chars` characters. */
function ellipsize(line: string, chars: number): string {
  const letters = Array.from(line);
  return letters.length < chars
    ? `${line}…`
    : `${letters
        .slice(0, chars - 1)
        .join('')
        .trimEnd()}…`;
}

/** Cuts text to what fits `width` at `size` (an average glyph is `average` em wide), with an ellipsis. */
export function fitText(text: string, width: number, size: number, average = 0.55): string {
  const chars = charsFor(width, size, average);
  return Array.from(text).length <= chars ? text : ellipsize(text, chars);
}

/** Breaks text into at most `lines` lines of what fits `width`; when words are left over the last line ends with "…". */
export function wrapText(text: string, width: number, size: number, lines: number, average = 0.52): string[] {
  const chars = charsFor(width, size, average);
  const words = text.split(/\s+/).filter(Boolean);
  const result: string[] = [];
  let current = '';
  let used = 0;
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (!current || Array.from(next).length <= chars) {
      current = next;
      used += 1;
      continue;
    }
    result.push(current);
    if (result.length === lines) break;
    current = word;
    used += 1;
  }
  if (result.length < lines && current) result.push(current);
  const fitted = result.map((line) => fitText(line, width, size, average));
  const last = fitted.length - 1;
  if (used < words.length && last >= 0 && !fitted[last]?.endsWith('…')) fitted[last] = ellipsize(fitted[last] ?? '', chars);
  return fitted;
}
