/**
 * The engine's public contract: what `designBrand` takes and returns. Other packages (server AI,
 * brand kit, web app, CLI) depend only on these types and the functions exported from index.ts.
 */

/** The brand brief (spec §3 brand input, without the designer id). */
export interface Brief {
  brandName: string;
  industry: string;
  oneLiner: string;
  tagline?: string;
  /** A list of colour names / hex values, a free-text list ("navy, #ff6600"), or "auto". */
  desiredColors?: string[] | string;
  competitors?: string;
}

/** A designer preset as the product shows it (spec §3). */
export interface DesignerPreset {
  id: string;
  name: string;
  /** One-line style description. */
  description: string;
  /** Four short phrases. */
  principles: [string, string, string, string];
}

export type ColorRole = 'primary' | 'secondary' | 'accent' | 'neutral' | 'background' | 'ink';

export interface PaletteColor {
  role: ColorRole;
  /** Human name, e.g. "Signal Red". */
  name: string;
  hex: string;
  rgb: { r: number; g: number; b: number };
  hsl: { h: number; s: number; l: number };
  /** Approximate process values, 0–100. */
  cmyk: { c: number; m: number; y: number; k: number };
  oklch: { l: number; c: number; h: number };
  /** The user's colour word or hex that this role honours (absent when the role was not asked for). */
  requested?: string;
}

export interface Palette {
  /** 4 to 6 colours; the first four have the roles primary, secondary, accent, neutral. */
  colors: PaletteColor[];
  primary: string;
  secondary: string;
  accent: string;
  neutral: string;
  /** Light ground the logos sit on and the dark ground of the reversed version. */
  light: string;
  dark: string;
  /** Every foreground/background pair the logos use, with its WCAG 2.x ratio. */
  contrastPairs: Array<{ foreground: string; background: string; ratio: number; minimum: number; use: 'text' | 'graphic' }>;
}

export interface FontChoice {
  /** Family name as in the @fontsource package metadata, e.g. "Jost". */
  family: string;
  /** The package the files come from, e.g. "@fontsource/jost". */
  package: string;
  weights: number[];
  style: 'normal' | 'italic';
  /** Classification, e.g. "geometric sans". */
  category: string;
}

export interface Typography {
  display: FontChoice;
  support: FontChoice;
}

export interface Strategy {
  /** 50–120 words. */
  positioning: string;
  concepts: [string, string, string];
  selectedConcept: string;
  /** 150–200 words. */
  rationale: string;
}

export type LockupKind = 'primary' | 'horizontal' | 'stacked' | 'icon' | 'monochrome' | 'reversed';

/** Clean, optimised SVG documents (viewBox, outlines only, no <text>, no external references). */
export type LogoSet = Record<LockupKind, string>;

export interface QualityCheck {
  id: string;
  passed: boolean;
  detail: string;
}

export interface QualityReport {
  passed: boolean;
  checks: QualityCheck[];
  /** Repairs applied before the design passed (empty when the first candidate passed). */
  repairs: string[];
}

export interface BrandDesign {
  brief: Brief;
  designer: DesignerPreset;
  seed: number;
  /** 0 is the canonical preset; regeneration uses 1, 2, … (±10 % variation). */
  variant: number;
  /** The archetype the mark was built with, e.g. "geometric-monogram". */
  archetype: string;
  strategy: Strategy;
  palette: Palette;
  typography: Typography;
  logos: LogoSet;
  quality: QualityReport;
  /** Brand name plus the first 100 characters of the selected concept (spec §3). */
  altText: string;
  /** Why the design is what it is (record/decisions.ts); set on every design designBrandWith returns. */
  decisions?: DesignDecisions;
}

/** The decision record: plain JSON, read by system.json, the brand kit and the strategy text. */
export interface DesignDecisions {
  mark: {
    archetype: string;
    baseArchetype: string;
    description: string;
    /** The concept in words (e.g. "boat"); "lettering" when the mark draws no icon. */
    concept: string;
    /** Phosphor icon ids drawn in the mark (empty when none). */
    icons: string[];
    /** The brief words that chose the concept. */
    words: string[];
    /** Letters drawn inside the mark, as set. */
    letters: string;
    /** The whole name is set inside the mark. */
    carriesName: boolean;
    /** Archetypes the engine skipped or replaced before this one, with the reason. */
    rejected: string[];
  };
  /** Each palette role with the colour request it honours. */
  palette: Array<{ role: ColorRole; name: string; hex: string; requested?: string }>;
  fonts: {
    display: { family: string; weights: number[]; style: 'normal' | 'italic' };
    support: { family: string; weights: number[]; style: 'normal' | 'italic' };
  };
  /** Every lockup with its viewBox size, and whether it shows the mark (absent when unknown). */
  lockups: Array<{ id: LockupKind; width: number; height: number; showsMark?: boolean }>;
  qa: QualityReport;
}

export interface DesignOptions {
  /** Variation index; 0 (default) is the canonical preset. */
  variant?: number;
}

/** Raised for bad input, e.g. an unknown designer ("Designer not found"). */
export class EngineError extends Error {
  readonly isEngineError = true;
  constructor(
    message: string,
    readonly code: 'DESIGNER_NOT_FOUND' | 'INVALID_BRIEF' | 'QUALITY_FAILED',
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
