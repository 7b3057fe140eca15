/** Builds the logo_systems record exactly as spec §3 describes it. */
import type { BrandInput, LogoSystemRecord, StrategyResult } from '@logo-dna/protocol';
import type { ColorPalette, TypographyPair } from './logo-system';

/** The images of one generation, in the order the AI returns them (primary, monochrome, horizontal, stacked, icon). */
export interface LogoImageUrls {
  primary: string;
  monochrome: string;
  horizontal: string;
  stacked: string;
  /** The system's own app icon, when the server drew one. */
  icon?: string;
}

export interface BuildRecordParams {
  input: BrandInput;
  userId: string;
  strategy: StrategyResult;
  images: LogoImageUrls;
  palette: ColorPalette;
  typography: TypographyPair;
  now: Date;
  /** Made before the AI calls (a gallery direction's, minted with its tile); created here when absent. */
  id?: string;
  /** The design seed the system was drawn with; left out, the record says none (older rows: the id's). */
  seed?: number;
  /** Which regeneration of the design this is (0 = the first). */
  variant?: number;
  random?: () => number;
}

const ALT_TEXT_CONCEPT_LENGTH = 100;

/** "logo_" plus the timestamp plus a random suffix (spec §3). */
export function createLogoSystemId(now: Date, random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 11).padEnd(9, '0');
  return `logo_${now.getTime()}_${suffix}`;
}

/**
 * The brand name plus at most the first 100 characters of the selected concept (spec §3). A longer concept ends at the
 * last whole word that fits, with an ellipsis (counted in the 100), never mid-word; a text without spaces (Chinese,
 * Japanese) ends at a character.
 */
export function buildAltText(brandName: string, selectedConcept: string): string {
  const concept = selectedConcept.trim();
  const characters = Array.from(concept);
  if (characters.length <= ALT_TEXT_CONCEPT_LENGTH) return `${brandName} - ${concept}`;
  // One character is left for the ellipsis; the one after the cut says whether it falls between words.
  const head = characters.slice(0, ALT_TEXT_CONCEPT_LENGTH - 1).join('');
  const betweenWords = /\s/u.test(characters[ALT_TEXT_CONCEPT_LENGTH - 1] ?? '');
  const space = head.search(/\s\S*$/u);
  const words = betweenWords || space <= 0 ? head : head.slice(0, space);
  return `${brandName} - ${words.replace(/[\s,;:.\-–—(]+$/u, '')}…`;
}

export function buildLogoSystemRecord(params: BuildRecordParams): LogoSystemRecord {
  const { input, strategy, images, now } = params;
  const timestamp = now.toISOString();
  return {
    id: params.id ?? createLogoSystemId(now, params.random),
    userId: params.userId,
    brandName: input.brandName,
    industry: input.industry,
    tagline: input.tagline ?? '',
    oneLiner: input.oneLiner,
    desiredColors: input.desiredColors ?? '',
    competitors: input.competitors ?? '',
    designerDna: input.designerDna,
    strategyText: strategy.positioning,
    selectedConcept: strategy.selectedConcept,
    brandRationale: strategy.rationale,
    primaryLogoUrl: images.primary,
    monochromeLogoUrl: images.monochrome,
    horizontalLogoUrl: images.horizontal,
    stackedLogoUrl: images.stacked,
    // The engine draws a real app icon (the kit's icon); spec §3's fallback is the primary image.
    appIconUrl: images.icon || images.primary,
    colorPalette: JSON.stringify(params.palette),
    typography: JSON.stringify(params.typography),
    altText: buildAltText(input.brandName, strategy.selectedConcept),
    ...(params.seed === undefined ? {} : { seed: params.seed }),
    variant: params.variant ?? 0,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}
