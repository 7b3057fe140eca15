/**
 * What a mockup scene is drawn from: the design's lockup files, palette and fonts (one master), plus the colour names
 * and the few words (handle, web address) a scene shows. Pure: the web app and the brand kit build the same model.
 */
import transliterate from '@sindresorhus/transliterate';

export interface MockupColor {
  hex: string;
  /** "Signal Red", or the hex value for systems saved without names. */
  name: string;
}

/** The lockups a scene places: each an image address (a URL, or a data: URL of the SVG); '' when there is none. */
export interface MockupFiles {
  primary: string;
  horizontal: string;
  icon: string;
  reversed: string;
}

/**
 * The owner's own details (the wire's `ContactDetails`, which the engine cannot import: the server checks the two
 * stay one shape). Each field trimmed and checked by the caller; an absent or empty one leaves its line out.
 */
export interface ContactDetails {
  name?: string;
  role?: string;
  email?: string;
  phone?: string;
  website?: string;
  address?: string;
}

export interface MockupModel {
  brandName: string;
  /** The tagline, or the one-liner when there is none. */
  line: string;
  industry: string;
  /** The brief's one-liner: with the industry, it tells which of the trades' scenes the design gets. */
  oneLiner: string;
  /** The name as a handle and web address: its Latin letters and digits, transliterated from any script that has a Latin spelling. */
  slug: string;
  files: MockupFiles;
  colors: { primary: MockupColor; secondary: MockupColor; accent: MockupColor; light: MockupColor; dark: MockupColor };
  fonts: { display: string; support: string };
  /** The owner's details; none (or all empty) and the scenes show a clearly sample name and the derived address. */
  contact?: ContactDetails;
}

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

/** The handle a scene shows ("@cafenoir") and the address of the brand's mail ("hello@cafenoir.com"). */
export function handleOf(model: Pick<MockupModel, 'slug'>): string {
  return `@${model.slug}`;
}

export function emailOf(model: Pick<MockupModel, 'slug'>): string {
  return `hello@${model.slug}.com`;
}

export function siteOf(model: Pick<MockupModel, 'slug'>): string {
  return `${model.slug}.com`;
}

const CONTACT_KEYS = ['name', 'role', 'email', 'phone', 'website', 'address'] as const;

/** The details with empty fields dropped and the rest trimmed: what collateral prints. */
export function filledContact(details: ContactDetails | null | undefined): ContactDetails {
  const filled: ContactDetails = {};
  for (const key of CONTACT_KEYS) {
    const value = details?.[key]?.trim();
    if (value) filled[key] = value;
  }
  return filled;
}

/** A website as printed: without its scheme or a trailing slash ("https://cafenoel.fr/" → "cafenoel.fr"). */
export function websiteShown(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** What a mockup scene shows as the owner's details. */
export interface ShownContact extends ContactDetails {
  /** True when the owner gave none: the words are a sample ("Your Name", the derived address), never a phone number. */
  sample: boolean;
}

/**
 * The details a scene shows: the owner's own, each empty one left out; with none at all a clearly sample set, "Your
 * Name" and "Your title" with the address and site derived from the name (never a made-up phone number).
 */
export function shownContact(model: Pick<MockupModel, 'slug' | 'contact'>): ShownContact {
  const filled = filledContact(model.contact);
  if (Object.keys(filled).length === 0) {
    return { name: 'Your Name', role: 'Your title', email: emailOf(model), website: siteOf(model), sample: true };
  }
  return { ...filled, ...(filled.website ? { website: websiteShown(filled.website) } : {}), sample: false };
}

/** The web address a browser or profile shows: the owner's website, else the one derived from the name as a sample. */
export function shownSite(model: Pick<MockupModel, 'slug' | 'contact'>): string {
  const website = model.contact?.website?.trim();
  return website ? websiteShown(website) : siteOf(model);
}

/** The contact lines of a shown set, in print order: email, phone, website, address. */
export function contactLines(contact: ContactDetails): string[] {
  return [contact.email, contact.phone, contact.website, contact.address].filter((line): line is string => Boolean(line));
}

/** WCAG 2.x contrast ratio of two #rrggbb colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). */
export function contrast(a: string, b: string): number {
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
