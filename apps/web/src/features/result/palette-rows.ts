/** The palette card's rows: every colour of the engine's palette record, the ground included, with its contrast. */
import type { PaletteContrastPair } from '@logo-dna/protocol';
import { type ColorPalette, PALETTE_ROLES } from '../generation/logo-system';

export interface PaletteRow {
  role: string;
  /** "Primary", "Ground", … */
  label: string;
  /** The colour's name ("Signal Red"); absent on systems saved before names were kept. */
  name?: string;
  hex: string;
  contrast?: { ratio: number; minimum: number; use: PaletteContrastPair['use']; against: string };
}

const ROLE_LABELS: Record<string, string> = { background: 'Ground', ink: 'Ink' };

function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? `${role.charAt(0).toUpperCase()}${role.slice(1)}`;
}

const sameHex = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The rows in the record's order; the spec's four hex roles when the system has no record. */
export function paletteRows(palette: ColorPalette): PaletteRow[] {
  const colors = palette.swatches ?? PALETTE_ROLES.map((role) => ({ role, name: undefined, hex: palette[role] }));
  const nameOf = (hex: string) => palette.swatches?.find((swatch) => sameHex(swatch.hex, hex))?.name ?? hex.toUpperCase();
  return colors.map(({ role, name, hex }) => {
    const row: PaletteRow = { role, label: roleLabel(role), hex: hex.toUpperCase() };
    if (name) row.name = name;
    const pair = palette.contrastPairs?.find((candidate) => sameHex(candidate.foreground, hex));
    if (pair) row.contrast = { ratio: pair.ratio, minimum: pair.minimum, use: pair.use, against: nameOf(pair.background) };
    return row;
  });
}

/** "4.50:1": rounded down, so a pair that misses 4.5 never reads as meeting it. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** What the pair is good for, in WCAG 2.x AA terms. */
export function contrastVerdict(contrast: NonNullable<PaletteRow['contrast']>): string {
  if (contrast.ratio >= 4.5) return 'AA text';
  if (contrast.ratio >= 3) return contrast.use === 'text' ? 'AA large text' : 'AA graphics';
  return 'Decorative only';
}

/** Copy Palette: one line per colour, "Primary: #DE3535 (Signal Red)". */
export function toPaletteText(palette: ColorPalette): string {
  return paletteRows(palette)
    .map((row) => `${row.label}: ${row.hex}${row.name ? ` (${row.name})` : ''}`)
    .join('\n');
}
