/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): ratio = (L1 + 0.05) / (L2 + 0.05) with L the
 * relative luminance 0.2126 R + 0.7152 G + 0.0722 B of linearised sRGB
 * (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance). Linearisation is culori's sRGB → linear-sRGB conversion.
 */
import { wcagContrast, wcagLuminance } from 'culori';

/** AA minimums: normal text 4.5:1 (SC 1.4.3), graphical objects 3:1 (SC 1.4.11). */
const WCAG_AA_TEXT = 4.5;
const WCAG_AA_GRAPHIC = 3;

export type ContrastUse = 'text' | 'graphic';

export function relativeLuminance(hex: string): number {
  return wcagLuminance(hex);
}

/** Symmetric: contrastRatio(a, b) === contrastRatio(b, a); 1 for equal colours, 21 for black on white. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** The minimum a pair must meet: the AA minimum for its use, or the designer's own if that is stricter. */
export function requiredContrast(use: ContrastUse, designerMinimum = 0): number {
  return Math.max(use === 'text' ? WCAG_AA_TEXT : WCAG_AA_GRAPHIC, designerMinimum);
}
