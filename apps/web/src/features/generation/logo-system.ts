/** The logo system the result view shows: the stored record plus its palette and fonts parsed from JSON text. */
import type {
  DesignEdits,
  GenerationBrief,
  LogoSystemRecord,
  OmittedCharacterObject,
  PaletteContrastPair,
  PaletteSwatch,
} from '@logo-dna/protocol';

export interface ColorPalette {
  primary: string;
  secondary: string;
  accent: string;
  neutral: string;
  /** Every colour with its name, the ground included (the kit's palette.json); absent on older systems. */
  swatches?: PaletteSwatch[];
  /** The light ground the logos sit on and the dark ground of the reversed logo. */
  grounds?: { light: string; dark: string };
  /** The pairs the logos use, with their WCAG ratio and the minimum each was held to. */
  contrastPairs?: PaletteContrastPair[];
}

export interface TypographyPair {
  display: string;
  support: string;
  /** The designer's face the display face is drawn in place of (its own has no letters for the name); absent when none. */
  displayStandsInFor?: string;
  supportStandsInFor?: string;
  /** Characters of the name or tagline the logos leave out (an emoji); absent when none. */
  omitted?: OmittedCharacterObject[];
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
function toFontFamily(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && typeof (value as { family?: unknown }).family === 'string') {
    return (value as { family: string }).family.trim();
  }
  return '';
}

/** Accepts a colour as a hex string or as an engine PaletteColor ({hex, …}). */
function toHex(value: unknown): string {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (value && typeof value === 'object' && typeof (value as { hex?: unknown }).hex === 'string') return (value as { hex: string }).hex;
  return FALLBACK_COLOR;
}

const HEX = /^#[0-9a-f]{6}$/i;
const isHex = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function toSwatches(value: unknown): PaletteSwatch[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const swatches = value.filter(
    (item): item is PaletteSwatch =>
      isObject(item) && typeof item.role === 'string' && typeof item.name === 'string' && item.name.trim() !== '' && isHex(item.hex),
  );
  return swatches.length > 0 ? swatches.map(({ role, name, hex }) => ({ role, name: name.trim(), hex })) : undefined;
}

function toContrastPairs(value: unknown): PaletteContrastPair[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const pairs = value.filter(
    (item): item is PaletteContrastPair =>
      isObject(item) &&
      isHex(item.foreground) &&
      isHex(item.background) &&
      typeof item.ratio === 'number' &&
      Number.isFinite(item.ratio) &&
      typeof item.minimum === 'number' &&
      (item.use === 'text' || item.use === 'graphic'),
  );
  return pairs.length > 0
    ? pairs.map(({ foreground, background, ratio, minimum, use }) => ({ foreground, background, ratio, minimum, use }))
    : undefined;
}

/** The four hex roles of spec §3, plus the engine's named colours, grounds and contrast pairs when the answer has them. */
export function toColorPalette(value: unknown): ColorPalette {
  const source = isObject(value) ? value : {};
  const palette: ColorPalette = {
    primary: toHex(source.primary),
    secondary: toHex(source.secondary),
    accent: toHex(source.accent),
    neutral: toHex(source.neutral),
  };
  const swatches = toSwatches(source.swatches);
  if (swatches) palette.swatches = swatches;
  const grounds = source.grounds;
  if (isObject(grounds) && isHex(grounds.light) && isHex(grounds.dark)) palette.grounds = { light: grounds.light, dark: grounds.dark };
  const contrastPairs = toContrastPairs(source.contrastPairs);
  if (contrastPairs) palette.contrastPairs = contrastPairs;
  return palette;
}

const OMITTED_REASONS = new Set(['emoji', 'no-font']);

function toOmitted(value: unknown): OmittedCharacterObject[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is OmittedCharacterObject =>
        isObject(item) &&
        (item.field === 'brandName' || item.field === 'tagline') &&
        typeof item.text === 'string' &&
        item.text !== '' &&
        Array.isArray(item.codePoints) &&
        item.codePoints.every((point) => typeof point === 'string') &&
        OMITTED_REASONS.has(item.reason as string),
    )
    .map(({ field, text, codePoints, reason }) => ({ field, text, codePoints: [...codePoints], reason }));
}

/** The display and support families, plus the engine's word on stand-in faces and left-out characters when it gives one. */
export function toTypographyPair(value: unknown): TypographyPair {
  const source = isObject(value) ? value : {};
  const pair: TypographyPair = { display: toFontFamily(source.display), support: toFontFamily(source.support) };
  const displayStandsInFor = toFontFamily(source.displayStandsInFor);
  const supportStandsInFor = toFontFamily(source.supportStandsInFor);
  if (displayStandsInFor && displayStandsInFor !== pair.display) pair.displayStandsInFor = displayStandsInFor;
  if (supportStandsInFor && supportStandsInFor !== pair.support) pair.supportStandsInFor = supportStandsInFor;
  const omitted = toOmitted(source.omitted);
  if (omitted.length > 0) pair.omitted = omitted;
  return pair;
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

/** The edits stored with a record (JSON text), or none when the column is empty or not an object. */
function readStoredEdits(text: string | null | undefined): DesignEdits | undefined {
  const value = text ? parseJsonText(text) : null;
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0) return undefined;
  return value as DesignEdits;
}

/** The light ground a record's primary logo is drawn for (white for records made before grounds were kept). */
export function lightGroundOf(record: Pick<LogoSystemRecord, 'colorPalette'>): string {
  return toColorPalette(parseJsonText(record.colorPalette)).grounds?.light ?? '#FFFFFF';
}

/** The name the logos show: the edited one, else the brief's. */
export function shownBrandName(system: Pick<LogoSystem, 'record' | 'brief'>): string {
  return system.brief.edits?.text?.brandName ?? system.record.brandName;
}

/** Rebuilds the view model of a saved record (history panel). */
export function toLogoSystem(record: LogoSystemRecord): LogoSystem {
  const edits = readStoredEdits(record.edits);
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
      // Stored for a duplicate (its original's); otherwise derived from the id, as when it was generated.
      seed: record.seed ?? seedFromId(record.id),
      // The regeneration on screen when it was saved (older records have none: the first design).
      variant: record.variant ?? 0,
      // The editor's changes, so the logos, downloads and kit of a reopened system are the ones saved.
      ...(edits ? { edits } : {}),
    },
  };
}
