/**
 * The editor's contract: the edits a design is made with (carried on the generation brief, stored with the record)
 * and the design endpoints that serve the live preview and the icon search.
 */

export type EditColorRole = 'primary' | 'secondary' | 'accent' | 'neutral' | 'background' | 'ink';
export type EditTextCase = 'as-typed' | 'upper' | 'lower' | 'title';
export type EditPrimaryLockup = 'horizontal' | 'stacked' | 'wordmark';

/**
 * Changes a user made to one design in the editor; every lockup, the app icon, the guidelines and the kit follow them
 * from the one master. The same shape as the engine's `DesignEdits`; the server refuses invalid ones with 400
 * INVALID_EDITS (unknown font or icon, bad hex, a name over 60 characters, a number out of range).
 */
export interface DesignEdits {
  /** The name and tagline as set in the logos (the brief keeps the name the design was first made for); "" removes the tagline. */
  text?: { brandName?: string; tagline?: string };
  /** #RRGGBB per palette role; text roles (ink, neutral) are kept at 4.5:1 on the ground, mark roles at 3:1, by lightness. */
  palette?: Partial<Record<EditColorRole, string>>;
  /** Family names from the engine's licence-safe set. */
  fonts?: { display?: string; support?: string };
  /** Case, tracking in em (−0.1 … 0.5) and weight (100 … 900 in hundreds) of the name. */
  type?: { case?: EditTextCase; trackingEm?: number; weight?: number };
  /** Primary lockup, the horizontal lockup's mark side, the stacked lockup's alignment, mark-to-name spacing (× 0.25 … 3). */
  layout?: { primary?: EditPrimaryLockup; markSide?: 'left' | 'right'; stackAlign?: 'left' | 'center' | 'right'; spacing?: number };
  /** A Phosphor icon id the mark draws instead of the brief's choice. */
  mark?: { icon?: string };
}

/** Every lockup the engine draws, as SVG text. */
export type DesignLockups = Record<'primary' | 'horizontal' | 'stacked' | 'icon' | 'monochrome' | 'reversed', string>;

/** How the name and lockups were set, edits applied: where the editor's controls start. */
export interface DesignSettings {
  textCase: EditTextCase | 'sentence' | 'small-caps';
  trackingEm: number;
  /** 'mark' when the mark spells the name and stands alone as the primary. */
  primaryLockup: EditPrimaryLockup | 'mark';
  markSide: 'left' | 'right';
  stackAlign: 'left' | 'center' | 'right';
}

/** POST /api/design/{projectId}/system `{brief}` (a generation brief, edits included): the whole system, not stored. */
export interface DesignSystemResponse {
  /** The decision record exactly as the kit's system.json has it (engine `SystemRecord`). */
  record: Record<string, unknown>;
  logos: DesignLockups;
  settings: DesignSettings;
}

/** One icon a mark can draw. */
export interface DesignIcon {
  id: string;
  tags: string[];
  /** Fill path data on a 256 × 256 grid. */
  d: string;
}

/** GET /api/design/{projectId}/icons?q=…&designerId=…&limit=…: icons for the editor's search box. */
export interface DesignIconsResponse {
  icons: DesignIcon[];
}
