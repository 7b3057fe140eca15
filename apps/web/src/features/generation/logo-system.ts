/** The logo system the result view shows: the stored record plus its palette and fonts parsed from JSON text. */
import type { GenerationBrief, LogoSystemRecord } from '@logo-dna/protocol';

export interface ColorPalette {
  primary: string;
  secondary: string;
  accent: string;
  neutral: string;
}

export interface TypographyPair {
  display: string;
  support: string;
}

export interface LogoSystem {
  record: LogoSystemRecord;
  palette: ColorPalette;
  typography: TypographyPair;
  /** The brief the images were made from; regeneration increments its variant. */
  brief: GenerationBrief;
}

export const PALETTE_ROLES = ['primary', 'secondary', 'accent', 'neutral'] as const;

const FALLBACK_COLOR = '#64748b';

/** Accepts a font as a family name or as an engine FontChoice ({family, …}). */
export function toFontFamily(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && typeof (value as { family?: unknown }).family === 'string') {
    return (value as { family: string }).family.trim();
  }
  return '';
}

/** Accepts a colour as a hex string or as an engine PaletteColor ({hex, …}). */
export function toHex(value: unknown): string {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (value && typeof value === 'object' && typeof (value as { hex?: unknown }).hex === 'string') return (value as { hex: string }).hex;
  return FALLBACK_COLOR;
}

export function toColorPalette(value: unknown): ColorPalette {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    primary: toHex(source.primary),
    secondary: toHex(source.secondary),
    accent: toHex(source.accent),
    neutral: toHex(source.neutral),
  };
}

export function toTypographyPair(value: unknown): TypographyPair {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { display: toFontFamily(source.display), support: toFontFamily(source.support) };
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A stable seed for a record reopened from history (its brief's seed is not stored). */
export function seedFromId(id: string): number {
  let hash = 2166136261;
  // FNV-1a, 32-bit (Fowler–Noll–Vo, http://www.isthe.com/chongo/tech/comp/fnv/).
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** Rebuilds the view model of a saved record (history panel). */
export function toLogoSystem(record: LogoSystemRecord): LogoSystem {
  return {
    record,
    palette: toColorPalette(parseJsonText(record.colorPalette)),
    typography: toTypographyPair(parseJsonText(record.typography)),
    brief: {
      brandName: record.brandName,
      industry: record.industry,
      oneLiner: record.oneLiner,
      tagline: record.tagline || undefined,
      desiredColors: record.desiredColors || undefined,
      competitors: record.competitors || undefined,
      designerId: record.designerDna,
      seed: seedFromId(record.id),
      // The regeneration on screen when it was saved (older records have none: the first design).
      variant: record.variant ?? 0,
    },
  };
}
