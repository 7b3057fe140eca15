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
  /** The designer's face this one is drawn in place of, when that face has no letters for the text (e.g. Cyrillic). */
  standsInFor?: string;
}

/** A designer's face that has no letters for the text it sets, and the face drawn in its place. */
export interface FaceSubstitution {
  /** Which face: the name's, the tagline's (and running text's), or the script marks'. */
  role: 'display' | 'support' | 'script';
  /** The designer's face. */
  designed: string;
  /** The face drawn instead. */
  drawn: string;
  /** The letters the designer's face lacks, each once ("Мёд"). */
  missing: string;
}

/** A character of the name or tagline that no logo draws, kept in the brief's text and reported. */
export interface OmittedCharacter {
  field: 'brandName' | 'tagline';
  /** The character or emoji sequence as typed. */
  text: string;
  /** Its code points, e.g. ["U+1F31E"]. */
  codePoints: string[];
  /** An emoji (no colour emoji face is bundled), or a character of a script no bundled face draws. */
  reason: 'emoji' | 'no-font';
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
  /** Characters of the name or tagline left out of every logo, each reported once (absent when none). */
  omitted?: OmittedCharacter[];
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
  /** The editor's changes this design was made with (normalised; absent when there were none). */
  edits?: DesignEdits;
  /** How the name and lockups were set (where the editor's controls start); not part of system.json. */
  settings?: DesignSettings;
}

/** The name treatment and lockup layout a design was set with, edits applied. */
export interface DesignSettings {
  /** The designer's case for the name ('sentence' and 'small-caps' included), or the edited one. */
  textCase: 'upper' | 'lower' | 'title' | 'sentence' | 'as-typed' | 'small-caps';
  trackingEm: number;
  /** The lockup the primary is built from; 'mark' when the mark spells the name and stands alone. */
  primaryLockup: EditPrimaryLockup | 'mark';
  markSide: 'left' | 'right';
  stackAlign: 'left' | 'center' | 'right';
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
  /** What the app icon draws and why (absent in records made before the icon was recorded). */
  icon?: {
    /**
     * The mark whole, the mark without its ring lettering, the mark's figure alone (where its detail or a second
     * figure would blur small), or the initial (with a device or alone).
     */
    figure: 'mark' | 'mark-without-lettering' | 'mark-simplified' | 'initial' | 'idea';
    /**
     * What the initial carries: the brief's idea, the lettering's sequence colours, or a rule, swash or full stop;
     * 'figure' when the icon draws the idea alone.
     */
    device?: 'figure-in-initial' | 'figure' | 'sequence-colours' | 'rule' | 'swash' | 'full-stop';
    /** The idea the icon carries in words ("pipe wrench"); "lettering" when it draws letters only. */
    concept: string;
    /** Phosphor icon ids the icon draws (empty when none). */
    icons: string[];
    /** The brief words that chose them. */
    words: string[];
    /** One sentence on what it draws. */
    description: string;
    /** Why this figure: what the mark could give a square tile. */
    reason: string;
  };
  /** Each palette role with the colour request it honours. */
  palette: Array<{ role: ColorRole; name: string; hex: string; requested?: string }>;
  fonts: {
    display: { family: string; weights: number[]; style: 'normal' | 'italic' };
    support: { family: string; weights: number[]; style: 'normal' | 'italic' };
    /** The designer's faces that had no letters for the text, and the faces drawn instead (absent when none). */
    substitutions?: FaceSubstitution[];
  };
  /** Every lockup with its viewBox size, and whether it shows the mark (absent when unknown). */
  lockups: Array<{ id: LockupKind; width: number; height: number; showsMark?: boolean }>;
  qa: QualityReport;
  /** The editor's changes and what the engine did to honour them (absent when the design has no edits). */
  edits?: EditsRecord;
}

/** Letter case the editor offers for the name. */
export type EditTextCase = 'as-typed' | 'upper' | 'lower' | 'title';

/** The lockup the primary logo (and so the monochrome and reversed ones) is built from. */
export type EditPrimaryLockup = 'horizontal' | 'stacked' | 'wordmark';

/**
 * Changes a user made to one design in the editor. Every lockup, the app icon, the palette files, the guidelines and
 * the kit are built from the master these edits change, so they always agree. All fields are optional; an empty object
 * is the same design as no edits at all.
 */
export interface DesignEdits {
  /** The name and tagline as set in the logos (the brief keeps the name the design was first made for); "" removes the tagline. */
  text?: { brandName?: string; tagline?: string };
  /** #RRGGBB per palette role. Text roles (ink, neutral) keep 4.5:1 on the ground, mark roles 3:1: lightness moves, never hue. */
  palette?: Partial<Record<ColorRole, string>>;
  /** Family names from the engine's licence-safe set (FONT_CATALOG): display sets the name, support the tagline. */
  fonts?: { display?: string; support?: string };
  /** The name's treatment: case, tracking in em (−0.1 … 0.5) and weight (100 … 900, snapped to the family's weights). */
  type?: { case?: EditTextCase; trackingEm?: number; weight?: number };
  /**
   * The primary lockup, the side the mark takes in the horizontal lockup, the stacked lockup's alignment and the space
   * between mark and name (× the designer's gap, 0.25 … 3). A mark that spells the name stays the primary on its own.
   */
  layout?: { primary?: EditPrimaryLockup; markSide?: 'left' | 'right'; stackAlign?: 'left' | 'center' | 'right'; spacing?: number };
  /** A Phosphor icon id the mark draws instead of the one the brief chose. */
  mark?: { icon?: string };
}

/** A colour the engine moved in lightness (hue kept) so an edited pair still meets WCAG AA. */
export interface ColorAdjustment {
  role: ColorRole;
  /** The hex the edit asked for. */
  requested: string;
  /** The hex used. */
  applied: string;
  /** The ground it is measured against and the ratio reached. */
  against: string;
  ratio: number;
  minimum: number;
}

/** The edits of a design as recorded in system.json. */
export interface EditsRecord {
  applied: DesignEdits;
  adjustments: ColorAdjustment[];
  /** What could not be honoured as asked, in words (e.g. an icon the designer's marks could not draw). */
  notes: string[];
}

export interface DesignOptions {
  /** Variation index; 0 (default) is the canonical preset. */
  variant?: number;
  /** The editor's changes (validated by parseEdits; INVALID_EDITS when they are not valid). */
  edits?: DesignEdits;
}

/** Raised for bad input, e.g. an unknown designer ("Designer not found"). */
export class EngineError extends Error {
  readonly isEngineError = true;
  constructor(
    message: string,
    readonly code: 'DESIGNER_NOT_FOUND' | 'INVALID_BRIEF' | 'INVALID_EDITS' | 'QUALITY_FAILED',
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
