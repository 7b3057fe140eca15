/** The marks seam: what an archetype module receives (MarkContext) and returns (Mark). */
import type { Brief } from '../types';

/** Side of the square design box every mark is drawn in (the DNA's unit box 0..1 scaled ×1000). */
export const MARK_BOX = 1000;

/** Paint roles a layer can take; the lockup maps them to palette hex values (or all to one ink for mono). */
export type InkRole = 'primary' | 'secondary' | 'accent' | 'ink' | 'ground';

export interface MarkLayer {
  /** SVG path data in the MARK_BOX coordinate system (y down). */
  d: string;
  ink: InkRole;
  /** Knock-outs are drawn as even-odd compound paths, so the renderer must honour this. */
  fillRule: 'nonzero' | 'evenodd';
  /** In colour, paint a tint or shade of another palette colour instead of `ink` (one-ink versions keep `ink`). */
  tone?: InkTone;
  /**
   * A figure of separate specks (dots): at icon size they blend with the ground between them, so the icon painter
   * holds it to a higher contrast than a solid figure.
   */
  sparse?: boolean;
}

/**
 * A tint or shade of a palette colour: the colour of role `of` moved by `dl` in OKLCH lightness (hue kept, chroma
 * raised to `minChroma` when given). The painter keeps it at 3:1 or more against the ground it is drawn on.
 */
export interface InkTone {
  of: InkRole;
  dl: number;
  minChroma?: number;
}

export interface Mark {
  /** The archetype id asked for (may be a designer-specific variant, e.g. "gesture-letter"). */
  archetype: string;
  /** The base module that built it (designer-dna.md §5 variant table). */
  baseArchetype: string;
  /** Painted bottom to top. */
  layers: MarkLayer[];
  /** Always [0, 0, MARK_BOX, MARK_BOX]; the artwork is centred and inset inside it. */
  viewBox: readonly [number, number, number, number];
  /** One sentence for the rationale, e.g. "A lowercase monogram knocked out of a solid disc." */
  description: string;
  /** True when the mark contains lettering (initials, ring text), so lockups can skip a duplicate name. */
  hasText: boolean;
  /**
   * True when the whole brand name is set inside the mark (wordmark archetypes), so lockups should not
   * repeat it; false when the mark holds only initials or no letters.
   */
  // NEEDS(type & lockups, src/integrate/mark.ts): prefer `mark.carriesName` over the NAME_BEARING base list —
  // oval-monogram and script-initial run on name-bearing bases but hold initials only.
  carriesName?: boolean;
  /**
   * A one-ink version for monochrome and reversed lockups when painting every layer in one ink would
   * lose the figure (e.g. a misregistered underprint filling a knock-out). Absent: use `layers`.
   */
  // NEEDS(type & lockups, src/lockups/pieces.ts): in 'mono' and 'reversed' modes paint `mark.monoLayers ?? mark.layers`.
  monoLayers?: MarkLayer[];
  /** The mark without its lettering (ring text) for app icons meant to work at small sizes (simplifyBelowPx). */
  iconLayers?: MarkLayer[];
  /** The icon layers are the mark's figure alone, without the ring or disc that holds it (too small in it at 16 px). */
  iconFigureAlone?: boolean;
  /** What the module built, for the forbidden-motif guard and QA (absent on marks built elsewhere). */
  features?: MarkFeatures;
  /** The concept drawn: label in words (e.g. "boat"), the Phosphor icon ids in the mark, the brief words that chose them. */
  concept?: { label: string; icons: string[]; words: string[] };
}

/** Construction facts a module reports about its mark (designer-dna.md §0 guardrail inputs). */
export interface MarkFeatures {
  /** Letters drawn in the mark, as set (e.g. "ABC"). */
  letters?: string;
  /** Icon names used. */
  icons?: string[];
  /** An open eye drawn in the mark (Dalí's surreal twist opens one in the brief's object). */
  eye?: boolean;
  stripeCount?: number;
  /** A circular bite was taken out of a silhouette. */
  bite?: boolean;
  /** A detached leaf-like accent sits above the figure. */
  leafAccent?: boolean;
  /** The silhouette is about as wide as tall (a fruit-like body). */
  roundFigure?: boolean;
  petals?: number;
  /** Blades of a radial fan. */
  fanBlades?: number;
  disc?: boolean;
  /** Stars scattered over the ground. */
  starField?: boolean;
  /** Round points scattered over the ground (data, people, places): a star field by another name. */
  pointField?: number;
  orbit?: boolean;
  chevron?: boolean;
  /** A swept vector, streak or satellite in motion (a chevron by another name). */
  vector?: boolean;
  /** The single-stroke gesture's rise in degrees and its hook (dip below the start ÷ height). */
  gesture?: { riseDeg: number; hookDepth: number };
  /** A figure formed in the gap between two letters (e.g. "arrow"). */
  gapFigure?: string;
  /**
   * Outline of that hidden figure (MARK_BOX units, final position): the ground it shows through the name's letters
   * is a deliberate trim, which the name check judges for legibility instead of reporting the letters cut.
   */
  hiddenFigure?: string;
  /** Direction of the stripes, degrees from horizontal (0 = level bands). */
  stripeAngleDeg?: number;
  /** Petal outline of a flower frame: round scallops or pointed leaves. */
  petalShape?: 'round' | 'pointed';
  /** The name written in script across a filled oval. */
  scriptInOval?: boolean;
  /** Fill of each drawn letter, in reading order (per-letter colour marks), as hex. */
  letterColors?: string[];
  /** Script lettering and the swash drawn with it: its direction changes along the word (0 = a plain tail). */
  script?: { swashTurns: number; swashSpan: number };
  /**
   * The letters of the name drawn in the mark, each glyph's outline as set (MARK_BOX units, final position),
   * so the name check can compare them with what the layers paint (qa/name-check.ts).
   */
  nameGlyphs?: NameGlyph[];
  /**
   * Every letter the mark spells (initials, a ligature, letters cut or framed), each set clean in its face at its
   * final place (MARK_BOX units) before any notch, cut, shared stem or frame: the letters-read check compares them.
   */
  letterGlyphs?: NameGlyph[];
  /** The brief's figure set in the counter (or as the dot) of this letter of the name (marks/counter-figure.ts). */
  counterFigure?: string;
  /** Lettering that acts out a word of the name (marks/name-words.ts): the treatment drawn and the words it enacts. */
  nameWord?: { family: string; words: string[] };
  /** The trade's words set under the name proper (marks/modules/descriptor.ts), as drawn. */
  descriptor?: string;
  /** Nothing decided: the name set in its face alone, or one letter in a plain disc (the critic's last choice). */
  plainSetting?: boolean;
}

/** One letter as set before any mark surgery: its character and outline path. */
export interface NameGlyph {
  char: string;
  d: string;
}

/** Seeded random stream for one parameter path (the random module's `createRng` fits this shape). */
export interface MarkRng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export type MarkRange = readonly [number, number];

/** The subset of designer-dna.md §5 `DesignerDNA` the marks read; a full DesignerDNA is assignable to it. */
/** How large the app icon draws its figure: the mark's longer side over the tile, times a zoom crop's zoom. */
export interface IconScale {
  markScale: number;
  crop?: { zoom: number };
}

export interface MarkDna {
  id: string;
  geometry: {
    vocabulary: readonly string[];
    render: string;
    cornerRadiusRatio: number;
    edge: string;
    edgeRoughness?: number;
    misregistration?: number;
    symmetry: string;
    rotationalOrder?: number;
    gridModules: number;
    elementCount: MarkRange;
    inkCoverage: MarkRange;
    motionAngleDeg?: number;
    containerTiltDeg?: number;
    strokeRatio?: number;
    minFeatureRatio: number;
    stripes?: {
      count: MarkRange;
      angleDeg: number;
      gapToBarRatio: MarkRange;
      thicknessProfile: string;
      bleed: boolean;
    };
    [module: string]: unknown;
  };
  icons?: {
    use: string;
    treatment?: readonly string[];
    denyNames?: readonly string[];
    preferSymmetric?: boolean;
  };
  color?: { count: MarkRange };
  /** The designer's anti-patterns (DesignerDNA.avoid), by id. */
  avoid?: readonly { id: string }[];
  /** How large the app icon draws the mark (its scale and any zoom crop): a figure in it must read there at 16 px. */
  appIcon?: IconScale;
  typography?: {
    wordmark?: { case?: string; trackingEm?: number; weight?: number; scaleX?: number; obliqueDeg?: number };
    /** How the designer sets a line under the name (a descriptor takes its weight). */
    tagline?: { weight?: number };
    /** How the designer sets a name's trade words under it, canonical first (absent: never). */
    descriptor?: readonly string[];
    /** A generated swash under script lettering (absent or disabled: a script without flourish). */
    swash?: { enabled: boolean };
  };
}

/** Text set as outlines; the same shape as the type module's `setText` result. */
export interface MarkText {
  d: string;
  width: number;
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
}

export interface MarkTextOptions {
  /** Which of the designer's families to use. */
  role: 'display' | 'support' | 'script';
  /** Font size in MARK_BOX units. */
  size: number;
  weight?: number;
  trackingEm?: number;
  scaleX?: number;
  obliqueDeg?: number;
}

/**
 * Text outlining bound to the chosen typography; the integration adapts the type module's
 * FontSource + setText to this, so marks stay independent of how fonts are loaded.
 */
export interface MarkFonts {
  setText(text: string, options: MarkTextOptions): MarkText;
  /** One outline per character (for per-letter colour and monogram surgery). */
  glyphOutlines?(text: string, options: MarkTextOptions): MarkText[];
  /** Whether the display face writes rather than sets: a script or an italic (a red oval badge then reads as the soft-drink button). */
  displayWrites?: boolean;
  /**
   * The face a line of capitals is set in: the support face where the display's capitals are drawn to start a word
   * (a script, a blackletter), since a row of them reads as nothing.
   */
  capitalsRole?: 'display' | 'support';
  /** Whether a capital set alone in the face of `role` reads as itself (Yellowtail's lone F is a crossed 7). */
  readsAlone?(char: string, role: 'display' | 'script'): boolean;
}

export interface MarkContext {
  brief: Brief;
  dna: MarkDna;
  /** Independent seeded stream per parameter path (designer-dna.md §6). */
  rng(path: string): MarkRng;
  /** Hex values per ink role, used only where a module must reason about colour (e.g. fan hues). */
  palette: Record<Exclude<InkRole, 'ground'>, string> & { ground: string };
  /** The palette roles that honour a colour the brief asked for ('ground' for a requested ground); absent: none. */
  requestedInks?: readonly InkRole[];
  /** Optional: without fonts, lettered archetypes draw their letters from geometric primitives. */
  fonts?: MarkFonts;
  /** 1–3 uppercase letters from the brand name. */
  initials: string;
  /** Brief keywords (industry words first) for icon search. */
  keywords: readonly string[];
  /** 0 = canonical preset. */
  variant: number;
  /**
   * Which take of this archetype to draw: modules with several families of solution draw family `take mod n`, so
   * consecutive seeds and regenerations of one brief step through them. Absent: the seeded stream chooses.
   */
  take?: number;
  /** A Phosphor icon id the user chose (an edit): the concept every icon-drawing module draws first. */
  icon?: string;
  /**
   * The name's own picture (icon-pick namePunOf) a fusing archetype is asked to set into the name's letters: drawn
   * first, like a chosen icon, but read as the brief's own idea.
   */
  pun?: string;
  /**
   * The deal seats of the designers who knock the brief's figure out of a holder before this one (marks/nested-figure.ts):
   * one dealt the same figure has taken a holder, so this one takes the next.
   */
  holderRivals?: readonly number[];
  /**
   * This designer's seat in the deal of the brief's pictogram ideas among the 20 designers (icon-pick dealtIdeas):
   * the icon modules draw the idea of the seat; `strict` (the default designs) makes a module whose seat goes round
   * past a thin brief's ideas give way. Absent (a module drawn on its own): the best ideas, seeded.
   */
  deal?: {
    seat: number;
    strict: boolean;
    /** How many designers were dealt first, ahead of the deal's own order (integrate/mark.ts ideaDesignersOn). */
    ahead?: number;
  };
  /** The brief the concept is read from when the name or tagline was edited (the first brief); absent: `brief`. */
  conceptBrief?: Brief;
}

/**
 * What an app icon adds to the initial when the mark is lettering (marks/icon-sign.ts): the brief's idea nested in the
 * letter, the lettering module's own initial (a letter in the sequence's colours), or the wordmark's device carried
 * onto it (its rule, its swash, the designer's own, or the full stop of a name set plain).
 */
export type IconDevice = 'figure-in-initial' | 'figure' | 'sequence-colours' | 'rule' | 'swash' | 'full-stop';

/** One archetype module. */
export type MarkBuilder = (ctx: MarkContext, archetype: string) => Mark;
