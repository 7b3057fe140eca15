/** Inputs of the lockup builder: one master (mark + wordmark + tagline), inks and the DNA's proportions. */
import type { IconDevice, InkRole, MarkLayer } from '../marks/types';
import type { SetTextResult, TextBox } from '../type/types';

/** A ratio of the mark height, or grid units (`'2u'`, 1u = cap/4, Vignelli). */
export type LockupLength = number | `${number}u`;

/** The subset of the DNA layout block lockups read (a DesignerDNA's `layout` is assignable). */
export interface LockupLayout {
  preferred: readonly string[];
  horizontal: { markHeightToCap: number; gapToMarkH: LockupLength; vAlign: 'center' | 'cap' | 'baseline'; markSide?: 'left' | 'right' };
  stacked: { markWidthToWordmark: number; gapToMarkH: LockupLength; align: 'center' | 'left' | 'right' };
  clearSpaceRatio: LockupLength;
}

/**
 * The layout mirrored for a name read right to left: the mark leads on the reading side (right), and a flush-left
 * stack becomes flush-right, as an Arabic or Hebrew reader expects.
 */
export function mirrorLayout<T extends LockupLayout>(layout: T): T {
  const markSide = layout.horizontal.markSide === 'right' ? 'left' : 'right';
  const align = layout.stacked.align === 'left' ? 'right' : layout.stacked.align;
  return { ...layout, horizontal: { ...layout.horizontal, markSide }, stacked: { ...layout.stacked, align } };
}

/** The subset of the DNA appIcon block lockups read. */
interface LockupAppIcon {
  source: 'mark' | 'monogram' | 'initial' | 'crop';
  ground: 'white' | 'primary' | 'secondary' | 'black';
  markScale: number;
  crop?: { mode: 'bleed' | 'zoom'; focus: string; zoom: number };
  opticalOffset?: readonly [number, number];
  gridPlacement?: 'center' | 'bottom-left';
  /** The icon must work below this many pixels, so lettering in the mark is dropped (master.iconLayers). */
  simplifyBelowPx?: number;
}

export interface LockupInks {
  primary: string;
  secondary: string;
  accent: string;
  ink: string;
  /** The light ground (also the colour of 'ground' layers on light). */
  light: string;
  /** The dark ground of the reversed version. */
  dark: string;
  /** Colour of the wordmark and tagline on light. */
  wordmark: string;
  tagline: string;
  /** The single ink of the monochrome version. */
  mono: string;
  /** A coloured ground the colour lockups are drawn on (a requested colour that carries the ground); absent: none. */
  groundFill?: string;
}

export interface LockupMaster {
  layers: readonly MarkLayer[];
  /** One-ink layers for the monochrome and reversed versions (the mark's monoLayers); absent: `layers`. */
  monoLayers?: readonly MarkLayer[];
  /** The mark without lettering, for app icons that must work at small sizes. */
  iconLayers?: readonly MarkLayer[];
  /** Ink bounds of the mark layers (mark units). */
  markBounds: TextBox;
  /** The name on one line (horizontal). */
  wordmark: SetTextResult;
  /** The name as stacked lines (one or two). */
  stackedLines: readonly SetTextResult[];
  tagline?: SetTextResult;
  /** The tagline broken at its most even word break, for a tagline too long to stand on one line under the name. */
  taglineLines?: readonly [SetTextResult, SetTextResult];
  /** Initials set in the display face, used by app icons whose source is the initial. */
  initial: SetTextResult;
  /** True when the mark contains lettering (ring text, initials), which an icon crop must never cut. */
  markHasText: boolean;
  /** The letters the mark draws (its monogram, ring text or name), when it reports them. */
  markLetters?: string;
  /** True when the mark already carries the name (wordmark archetypes, emblems), so no name is added beside it. */
  nameInMark: boolean;
  /**
   * The app icon's sign when the mark cannot stand in a square (lettering, a line of type): the initial in the
   * display face with a device added (marks/icon-sign.ts). Absent: the icon is the mark, or the initial alone.
   */
  iconSign?: IconSign;
  /**
   * The icon the mark gave blurred at 16 px (a repair): the app icon is the initial alone, set heavy, whatever the mark.
   */
  sturdyIcon?: boolean;
  /**
   * The mark's figure blurred inside its ring or disc at 16 px (a repair): the app icon is `iconSign`, the figure
   * drawn alone and large, whatever the mark.
   */
  figureIcon?: boolean;
}

/** A designed sign for the app icon, built with the mark from the same brief, face and inks. */
export interface IconSign {
  layers: readonly MarkLayer[];
  /** Ink bounds of the layers (mark units). */
  bounds: TextBox;
  /** What the sign adds to the initial. */
  device: IconDevice;
  /** The letters it draws. */
  letters: string;
}

export interface LockupParams {
  master: LockupMaster;
  inks: LockupInks;
  layout: LockupLayout;
  appIcon: LockupAppIcon;
  /** Accessible title written into each SVG. */
  title: string;
}

export type PaintMode = 'color' | 'mono' | 'reversed';
export type PieceRole = InkRole | 'wordmark' | 'tagline';
