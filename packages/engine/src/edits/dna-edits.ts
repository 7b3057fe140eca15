/**
 * Type and layout edits as changes to the (varied) designer DNA and the lockup layout, so every piece that reads them
 * (wordmark, stacked lines, tagline, lettered marks, app icon, QA) sees one master. Returns new objects: presets are
 * frozen and shared.
 */
import { FONT_CATALOG, type FontFamilyInfo, primaryLockupOf } from '../dna';
import type { DesignerDNA, FontRef, LayoutKind } from '../dna/types';
import type { LockupLayout, LockupLength } from '../lockups/types';
import type { DesignEdits, EditPrimaryLockup } from '../types';
import { findFontFamily } from './choices';

const PRIMARY_LAYOUT: Record<EditPrimaryLockup, LayoutKind> = {
  horizontal: 'horizontal',
  stacked: 'stacked',
  wordmark: 'wordmark-only',
};

/** The catalogue family as a FontRef in place of `old`: upright unless the old face was italic and the new one has an italic. */
function replaceRef(old: FontRef | undefined, family: string): FontRef {
  const info = findFontFamily(family) ?? (Object.values(FONT_CATALOG)[0] as FontFamilyInfo);
  return {
    family: info.family,
    package: info.package,
    weights: [...info.shippedWeights],
    category: info.category,
    ...(old?.italic && info.hasItalic ? { italic: true } : {}),
  };
}

/**
 * The primary lockup the edits ask for: the one chosen, else (an icon chosen for a designer who sets the name alone)
 * the mark beside the name, so the icon the user picked shows in the primary logo and not only in the other lockups.
 */
function editedPrimary(dna: DesignerDNA, edits: DesignEdits | undefined): LayoutKind | undefined {
  if (edits?.layout?.primary) return PRIMARY_LAYOUT[edits.layout.primary];
  const nameAlone = primaryLockupOf(dna) === 'wordmark-only';
  return edits?.mark?.icon && nameAlone ? 'horizontal' : undefined;
}

/** The DNA with the edited fonts, name treatment (case, tracking, weight) and primary lockup; `dna` itself when none apply. */
export function applyDnaEdits(dna: DesignerDNA, edits: DesignEdits | undefined): DesignerDNA {
  const primary = editedPrimary(dna, edits);
  if (!edits || (!edits.fonts && !edits.type && !primary)) return dna;
  const { typography } = dna;
  const display = edits.fonts?.display
    ? [replaceRef(typography.display[0], edits.fonts.display), ...typography.display.slice(1)]
    : typography.display;
  // The support face falls back to the display face (integrate/typography.ts), so a new display face alone changes both.
  const supportBase = typography.support.length > 0 ? typography.support : typography.display;
  const support = edits.fonts?.support ? [replaceRef(supportBase[0], edits.fonts.support), ...supportBase.slice(1)] : typography.support;
  const type = edits.type ?? {};
  const wordmark = {
    ...typography.wordmark,
    ...(type.case ? { case: type.case } : {}),
    ...(type.trackingEm !== undefined ? { trackingEm: type.trackingEm } : {}),
    ...(type.weight !== undefined ? { weight: type.weight } : {}),
  };
  const preferred = primary ? [primary, ...dna.layout.preferred.filter((kind) => kind !== primary)] : dna.layout.preferred;
  return {
    ...dna,
    typography: { ...typography, display, support, wordmark },
    layout: { ...dna.layout, preferred },
  };
}

function scaleLength(length: LockupLength, factor: number): LockupLength {
  if (typeof length === 'number') return length * factor;
  return `${Number.parseFloat(length) * factor}u`;
}

/** The lockup layout with the edited mark side, stacked alignment and mark-to-name spacing; `layout` itself when none apply. */
export function applyLayoutEdits(layout: LockupLayout, edits: DesignEdits['layout']): LockupLayout {
  if (!edits || (!edits.markSide && !edits.stackAlign && edits.spacing === undefined)) return layout;
  const spacing = edits.spacing ?? 1;
  return {
    ...layout,
    horizontal: {
      ...layout.horizontal,
      ...(edits.markSide ? { markSide: edits.markSide } : {}),
      gapToMarkH: scaleLength(layout.horizontal.gapToMarkH, spacing),
    },
    stacked: {
      ...layout.stacked,
      ...(edits.stackAlign ? { align: edits.stackAlign } : {}),
      gapToMarkH: scaleLength(layout.stacked.gapToMarkH, spacing),
    },
  };
}
