/**
 * The contrast a palette edit will have on the ground, with the engine's own rules and repair: the name's ink and the
 * tagline's neutral are text (WCAG AA 4.5:1), the mark's colours graphics (3:1); a colour below its minimum moves in
 * lightness only (OKLCH, hue kept) to the nearest value that passes, exactly as the engine will draw it.
 */

import { contrastRatio, ensureContrast, minimumFor } from '@logo-dna/engine';
import type { EditColorRole } from '@logo-dna/protocol';

export interface ColourCheck {
  /** Contrast of the colour as asked for, on the ground. */
  ratio: number;
  minimum: number;
  use: 'text' | 'graphic' | 'ground';
  passes: boolean;
  /** The colour the logos will use: the one asked for, or its lightness moved to reach the minimum. */
  applied: string;
}

export const TEXT_ROLES: readonly EditColorRole[] = ['ink', 'neutral'];

/** The check of a foreground role on the ground. */
export function checkColour(role: EditColorRole, hex: string, ground: string): ColourCheck {
  const minimum = minimumFor(role, { lettersInAccents: false });
  const ratio = contrastRatio(hex, ground);
  const passes = ratio + 1e-9 >= minimum;
  return {
    ratio,
    minimum,
    use: minimum > 3 ? 'text' : 'graphic',
    passes,
    applied: passes ? hex.toUpperCase() : ensureContrast(hex, ground, minimum),
  };
}

/** The check of a ground: the weakest of the text colours set on it, which must reach 4.5:1. */
export function checkGround(ground: string, textColours: readonly string[]): ColourCheck {
  const ratio = Math.min(...textColours.map((hex) => contrastRatio(hex, ground)));
  const passes = ratio + 1e-9 >= 4.5;
  return { ratio, minimum: 4.5, use: 'ground', passes, applied: ground.toUpperCase() };
}

/** "4.83:1", rounded down so a shown 4.50 is never really 4.499. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export const isHex = (text: string) => /^#[0-9a-f]{6}$/i.test(text.trim());
