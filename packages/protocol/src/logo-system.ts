/** The product's entities as they travel (spec §3). */
import type { DesignEdits } from './design';

/** The brand form (spec §3 "Brand input"). */
export interface BrandInput {
  brandName: string;
  industry: string;
  oneLiner: string;
  tagline?: string;
  desiredColors?: string;
  competitors?: string;
  designerDna: string;
}

/** A `logo_systems` row in camelCase, as the SDK returns it. */
export interface LogoSystemRecord {
  id: string;
  userId: string;
  brandName: string;
  industry: string;
  tagline: string;
  oneLiner: string;
  desiredColors: string;
  competitors: string;
  designerDna: string;
  strategyText: string;
  selectedConcept: string;
  brandRationale: string;
  primaryLogoUrl: string;
  monochromeLogoUrl: string;
  horizontalLogoUrl: string;
  stackedLogoUrl: string;
  appIconUrl: string;
  colorPalette: string;
  typography: string;
  altText: string;
  /**
   * Which regeneration of the design the record shows (0, or absent on older rows, is the first); the seed derives
   * from the id. Beyond spec §3: it lets a reopened system, its downloads and its kit be the design on screen.
   */
  variant?: number;
  /** The name My logo systems shows; unset (null from the table) means the brand name. Beyond spec §3. */
  title?: string | null;
  /**
   * The design seed: OWN_DESIGN_SEED for the designer's own design (what the page stores); unset on rows made before it
   * was stored means the one derived from the id. A duplicate keeps its original's. Beyond spec §3.
   */
  seed?: number | null;
  /**
   * The editor's changes as JSON text (`DesignEdits`; absent or empty on an unedited system). Beyond spec §3: the brief
   * fields above stay as first typed, so the seed and the concept are the ones the design was made from.
   */
  edits?: string;
  /**
   * The owner's own details for the collateral as JSON text (`ContactDetails`; absent or null when none were given).
   * Beyond spec §3, and not part of a version: they are facts about the owner, not a design choice, so changing them
   * records no version and restoring an older design keeps them.
   */
  contact?: string | null;
  /**
   * Write-only: the version a save restores (its id). The server copies it into the version it records for the save
   * and clears it, so it reads as null. Beyond spec §3.
   */
  restoredFrom?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Strategy object of spec §3. */
export interface StrategyResult {
  positioning: string;
  concepts: [string, string, string];
  selectedConcept: string;
  rationale: string;
}

/**
 * The seed that asks for the designer's own design of a brief: the one the twenty designers' answers are dealt for, so
 * they draw different pictures. A brief without a seed means it too; a record stores it for the design it shows.
 */
export const OWN_DESIGN_SEED = 0;

/**
 * The structured brief that AI calls carry beside the prompt (ARCHITECTURE.md, "The generation
 * pipeline"), so the builtin provider answers without parsing prose.
 */
export interface GenerationBrief {
  brandName: string;
  industry: string;
  oneLiner: string;
  tagline?: string;
  desiredColors?: string;
  competitors?: string;
  designerId: string;
  /** OWN_DESIGN_SEED for the designer's own design; any other value draws another design of the same designer. */
  seed: number;
  /** 0 is the design the seed names; regeneration and a gallery's further variants walk on from it. */
  variant?: number;
  /** The editor's changes; every lockup, the icon and the kit are drawn with them. */
  edits?: DesignEdits;
}
