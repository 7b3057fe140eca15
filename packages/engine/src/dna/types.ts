/**
 * The DesignerDNA schema (designer-dna.md §5): every construction parameter a designer preset carries,
 * from archetype weights to colour strategy, layout ratios and the paths variation must never touch.
 */

export const DESIGNER_IDS = [
  'paul-rand',
  'milton-glaser',
  'carolyn-davidson',
  'saul-bass',
  'lindon-leader',
  'rob-janoff',
  'chermayeff-geismar-haviv',
  'david-ogilvy',
  'terry-heckler',
  'salvador-dali',
  'paula-scher',
  'james-modarelli',
  'alan-fletcher',
  'ivan-chermayeff',
  'sagi-haviv',
  'frank-mason-robinson',
  'ruth-kedar',
  'ed-benguiat',
  'massimo-vignelli',
  'walter-landor',
] as const;

export type DesignerId = (typeof DESIGNER_IDS)[number];

/** Unitless; the reference (M, cap, em, R) is named in the field. */
export type Ratio = number;
export type Range = readonly [min: number, max: number];
export type Hex = `#${string}`;

/** The 27 base construction modules of designer-dna.md §1. */
export type BaseArchetypeId =
  | 'geometric-monogram'
  | 'striped-mark'
  | 'negative-space-wordmark'
  | 'negative-space-letter'
  | 'single-stroke-gesture'
  | 'emblem-badge'
  | 'circular-seal'
  | 'pictogram-silhouette'
  | 'bitten-silhouette'
  | 'pure-wordmark'
  | 'script-wordmark'
  | 'typographic-ligature'
  | 'type-collage'
  | 'name-word-lettering'
  | 'cut-paper-figure'
  | 'rotational-symbol'
  | 'radial-fan'
  | 'radial-petal-frame'
  | 'sunburst'
  | 'meatball-orbit'
  | 'dot-matrix'
  | 'rebus'
  | 'masthead-lettering'
  | 'multicolor-letter-sequence'
  | 'letter-disc'
  | 'arc-gesture-wordmark'
  | 'dual-reading-symbol'
  | 'divided-monogram';

/** A base module id or a designer-specific variant id (see ARCHETYPE_VARIANTS in archetypes.ts). */
export type ArchetypeId = BaseArchetypeId | (string & {});

export type ShapeId = string;

/** A font a preset may use, loadable from its @fontsource package. */
export interface FontRef {
  /** Family name as in the package metadata, e.g. "Jost". */
  family: string;
  /** npm package the files come from, e.g. "@fontsource/jost". */
  package: `@fontsource/${string}`;
  /** Weights this style may use (a subset of the shipped weights). */
  weights: number[];
  /** Use the package's real italic. */
  italic?: boolean;
  /** Slant applied to the outlines when the family has no italic. */
  fauxObliqueDeg?: number;
  /** Per-font horizontal scale override. */
  scaleX?: Ratio;
  /** Relative probability among siblings (default 1). */
  pickWeight?: number;
  /** Classification, e.g. "geometric sans". */
  category: string;
}

export type TextCase = 'upper' | 'lower' | 'title' | 'sentence' | 'as-typed' | 'small-caps';

export interface TypeTreatment {
  case: TextCase;
  /** Snapped to the nearest shipped weight after jitter. */
  weight: number;
  /** −0.06 … +0.2 */
  trackingEm: number;
  /** 0.8 condensed … 1.15 extended */
  scaleX: Ratio;
  obliqueDeg: number;
  kerningMode: 'font' | 'optical-tight' | 'touching' | 'overlap';
  minGlyphGapEm?: number;
  leading?: Ratio;
  capitalScale?: Ratio;
  justifyLines?: boolean;
  noTerminalPeriod?: boolean;
}

export type TaglineTreatment = Pick<TypeTreatment, 'case' | 'weight' | 'trackingEm'> & Partial<TypeTreatment> & { sizeRatio: Ratio };

export type GlyphSurgery =
  | 'hidden-arrow'
  | 'shared-stem'
  | 'counter-swap-icon'
  | 'stencil-bridges'
  | 'stripe-cut'
  | 'dot-raster'
  | 'arc-join';

/**
 * A descriptor under the name: tracked out to its width, under a rule, between two hairlines, in lowercase (flush to
 * the side the designer aligns), or trailing as a division in the name's own capitals, closing on its right edge.
 */
export type DescriptorStyle = 'justified' | 'ruled' | 'flanked' | 'lower' | 'trailing';

export interface TypographyDNA {
  /** 2–3, ordered by preference; variant 0 uses display[0]. */
  display: FontRef[];
  support: FontRef[];
  script?: FontRef[];
  alternates?: FontRef[];
  weightFamily?: FontRef[];
  wordmark: TypeTreatment;
  /** sizeRatio = tagline cap ÷ wordmark cap; unset fields default to upright, scaleX 1, font kerning. */
  tagline: TaglineTreatment;
  perLetterColor?: 'none' | 'sequence' | 'split-word' | 'accent-one-letter';
  /**
   * How the designer sets the trade words of a name under the name proper (marks/modules/descriptor.ts), first the
   * canonical way, the rest for other takes; absent, the name is never split from its trade.
   */
  descriptor?: DescriptorStyle[];
  weightProgression?: Range;
  baselineJitterEm?: number;
  swash?: { enabled: boolean; lengthRatio: Range; dropRatio: Range };
  shadow?: { enabled: boolean; offsetEm: number; opacity: number };
  glyphSurgery?: GlyphSurgery[];
  maxFamilies?: 1 | 2;
}

export interface StripeDNA {
  count: Range;
  angleDeg: number;
  gapToBarRatio: Range;
  thicknessProfile: 'uniform' | 'sine-volume' | 'taper';
  bleed: boolean;
  optional?: boolean;
}

export type NegativeSpaceTechnique = 'gap-figure' | 'counter-figure' | 'bite' | 'figure-ground-pair' | 'knockout-icon' | 'body-from-gap';

export interface NegativeSpaceDNA {
  /** 0 never … 1 always try first. */
  priority: Ratio;
  techniques: NegativeSpaceTechnique[];
  hiddenAreaRatio?: Range;
  /** Technique parameters (biteRadius, accentGap, …). */
  [param: string]: unknown;
}

export interface GeometryDNA {
  vocabulary: ShapeId[];
  render: 'fill' | 'stroke' | 'fill+keyline';
  strokeRatio?: Ratio;
  cornerRadiusRatio: Ratio;
  edge: 'clean' | 'cut-paper' | 'hand-inked';
  edgeRoughness?: Ratio;
  misregistration?: Ratio;
  symmetry: 'none' | 'mirror-x' | 'mirror-y' | 'rotational' | 'radial';
  rotationalOrder?: number;
  /** 0 = free construction. */
  gridModules: number;
  allowedAnglesDeg?: number[];
  elementCount: Range;
  /** Filled area ÷ mark bbox. */
  inkCoverage: Range;
  motionAngleDeg?: number;
  containerTiltDeg?: number;
  rotationDeg?: Range;
  /** 0 arcs/lines … 1 free sweeps. */
  curveTension?: Ratio;
  /** Smallest detail ÷ M. */
  minFeatureRatio: Ratio;
  stripes?: StripeDNA;
  negativeSpace?: NegativeSpaceDNA;
  /** Module blocks: seal, meatball, petals, gesture, sunburst, dotMatrix, swash … */
  [module: string]: unknown;
}

export type ColorStrategy = 'mono' | 'duo' | 'accent' | 'primary-set' | 'spectrum' | 'flag' | 'warm-pair' | 'earth' | 'spectrum|mono';

export interface ColorAnchor {
  hex: Hex;
  role?: 'primary' | 'secondary' | 'accent' | 'ink';
  weight?: number;
  hueWindowDeg?: number;
}

export interface ColorDNA {
  strategy: ColorStrategy;
  /** Inks, excluding the ground. */
  count: Range;
  anchors: Array<Hex | ColorAnchor>;
  background: Hex[];
  chroma?: Range;
  lightness?: Range;
  minLightness?: number;
  /** WCAG ratio, mark vs ground. */
  minContrast: number;
  forbid: Array<'black' | 'gradient' | 'tint' | 'shadow' | 'reverse' | 'neon'>;
  monoFallback: 'black' | 'white-on-primary' | 'primary';
  sequenceRule?: string;
  fanPalette?: Hex[];
  routePalette?: Hex[];
  /**
   * A designer of coloured fields (a solid ground under a dark figure: posters, a swoosh on a colour, script on a
   * colour): an asked colour light enough for a dark figure becomes the full-bleed ground. Others carry it as an ink.
   */
  field?: boolean;
}

/** A ratio, or grid units (`'2u'`, Vignelli: 1u = cap/4). */
export type LayoutLength = Ratio | `${number}u`;

export type LayoutKind = 'mark-only' | 'horizontal' | 'stacked' | 'wordmark-only' | 'emblem';

export interface LayoutDNA {
  preferred: LayoutKind[];
  horizontal: { markHeightToCap: Ratio; gapToMarkH: LayoutLength; vAlign: 'center' | 'cap' | 'baseline'; markSide?: 'left' | 'right' };
  stacked: { markWidthToWordmark: Ratio; gapToMarkH: LayoutLength; align: 'center' | 'left' };
  clearSpaceRatio: LayoutLength;
  wordmarkInsideMark?: boolean;
}

export interface AppIconDNA {
  source: 'mark' | 'monogram' | 'initial' | 'crop';
  ground: 'white' | 'primary' | 'secondary' | 'black';
  /** Mark bbox ÷ tile. */
  markScale: Ratio;
  crop?: { mode: 'bleed' | 'zoom'; focus: 'center' | 'first-letters' | 'figure' | 'hidden-figure'; zoom: Ratio };
  opticalOffset?: readonly [dx: Ratio, dy: Ratio];
  centreOn?: 'bbox' | 'body';
  gridPlacement?: 'center' | 'bottom-left';
  simplifyBelowPx?: number;
}

export type IconTreatment =
  | 'as-is'
  | 'simplify'
  | 'rough-edge'
  | 'stripe-cut'
  | 'bite'
  | 'knockout'
  | 'dot-raster'
  | 'silhouette-in-container'
  | 'ring-center'
  | 'fuse-two';

export interface IconDNA {
  use: 'never' | 'optional' | 'preferred';
  weight?: 'fill' | 'bold' | 'regular' | 'duotone';
  treatment?: IconTreatment[];
  maxIcons?: 1 | 2;
  maxShapes?: number;
  maxAreaRatio?: Ratio;
  preferSymmetric?: boolean;
  /** Icon names never used (trademark guard). */
  denyNames?: string[];
}

export type AntiPatternCheck =
  | { id: 'maxColors'; value: number }
  | { id: 'noGradient' }
  | { id: 'noStrokeOnlyMark' }
  | { id: 'trackingRange'; value: Range }
  | { id: 'noBlack' }
  | { id: 'noReverse' }
  /** No full stop after the name or its initial (Ogilvy's rule for headlines): the icon's initial takes no dot. */
  | { id: 'noFullStop' }
  | { id: 'maxElements'; value: number }
  | { id: 'fontClassDeny'; value: string[] }
  | { id: 'alignment'; value: 'left' | 'center' }
  | { id: 'minFeatureAtPx'; value: readonly [px: number, ratio: number] }
  | { id: 'forbiddenMotif'; value: string };

export interface SignatureWork {
  name: string;
  year: number | string;
  traits: string[];
}

export interface VariationDNA {
  /** Default 0.10 (spec §9: ±10 %). */
  amount: Ratio;
  /** Dotted paths never jittered, e.g. "color.forbid". */
  locked: string[];
  overrides?: Record<string, Ratio | { abs: number } | { range: Range }>;
}

export interface ArchetypeWeight {
  id: ArchetypeId;
  /** Weights of one designer sum to 1. */
  weight: number;
  rules?: Record<string, unknown>;
}

export interface DesignerDNA {
  id: DesignerId;
  name: string;
  /** One-line style description (shown as the preset's description). */
  style: string;
  /** Four short phrases. */
  principles: [string, string, string, string];
  signatureWorks: SignatureWork[];
  /** Ranked, best first. */
  archetypes: ArchetypeWeight[];
  geometry: GeometryDNA;
  typography: TypographyDNA;
  color: ColorDNA;
  layout: LayoutDNA;
  appIcon: AppIconDNA;
  icons: IconDNA;
  /** Machine checks (validated by QA). */
  avoid: AntiPatternCheck[];
  /** The designer's "avoid" list in words, for checks that need judgement. */
  avoidNotes: string[];
  rules?: Record<string, string>;
  variation: VariationDNA;
}
