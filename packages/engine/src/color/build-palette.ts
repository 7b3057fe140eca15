/**
 * buildPalette: the brand palette of 4–6 colours (spec §9) built in OKLCH from the brief's desired colours or the
 * designer's colour strategy, with every foreground/background pair the logos use adjusted to WCAG AA (text 4.5:1,
 * graphics 3:1, or the designer's stricter minContrast) by moving lightness only.
 */
import { converter } from 'culori';
import { parseDesiredColors } from '../brief/desired-colors';
import type { DesignerDNA, Hex } from '../dna/types';
import { seedFor } from '../random/hash';
import { createRng } from '../random/rng';
import type { Brief, ColorRole, Palette, PaletteColor } from '../types';
import { nameColor } from './color-names';
import { describeColor } from './describe-color';
import { ensureContrast, oklchToHex } from './ensure-contrast';
import { type Ink, isGroundLike, pickInks } from './pick-inks';
import { type ContrastUse, contrastRatio, requiredContrast } from './wcag-contrast';

export interface PaletteOptions {
  /** Seed of this (brand, designer, variant); defaults to seedFor(brief.brandName, dna.id, variant). */
  seed?: number;
}

const toOklch = converter('oklch');
const lch = (hex: string) => toOklch(hex) ?? { mode: 'oklch' as const, l: 0, c: 0, h: 0 };

/** Letters take secondary/accent inks in these treatments, so those inks must pass as text. */
const PER_LETTER = new Set(['sequence', 'split-word', 'accent-one-letter']);

function pickLight(dna: DesignerDNA, userGround: Hex | undefined): Hex {
  const candidate = userGround ?? dna.color.background[0] ?? '#FFFFFF';
  return lch(candidate).l >= 0.85 ? (candidate.toUpperCase() as Hex) : '#FFFFFF';
}

/** The dark ink and reversed ground: the designer's own near-black, or a deep tint of the primary's hue. */
function pickDark(dna: DesignerDNA, primary: Hex): Hex {
  const noBlack = dna.color.forbid.includes('black');
  const own = dna.color.anchors.map((a) => (typeof a === 'string' ? a : a.hex)).find((hex) => lch(hex).l < 0.3 && lch(hex).c < 0.04);
  if (own && !noBlack) return own.toUpperCase() as Hex;
  const p = lch(primary);
  // A black-free designer (Dalí, Kedar) gets a coloured deep tone rather than near-black.
  return noBlack ? oklchToHex(0.3, Math.max(0.08, p.c * 0.6), p.h) : oklchToHex(0.2, Math.min(0.03, p.c), p.h);
}

function humanName(ink: Ink, finalHex: Hex): string {
  if (!ink.userName || ink.userName.startsWith('#')) return nameColor(finalHex);
  const shift = lch(finalHex).l - lch(ink.hex).l;
  if (Math.abs(shift) <= 0.08 || /^(deep|dark|light|pale)\b/i.test(ink.userName)) return ink.userName;
  return `${shift < 0 ? 'Deep' : 'Light'} ${ink.userName}`;
}

/** Names must be unique inside a palette: a repeated name gets a Deep/Light qualifier. */
function uniqueName(name: string, hex: Hex, used: Map<string, Hex>): string {
  const other = used.get(name);
  if (!other) return name;
  const qualified = `${lch(hex).l < lch(other).l ? 'Deep' : 'Light'} ${name}`;
  return used.has(qualified) ? `${qualified} ${hex}` : qualified;
}

/** Builds the palette for one design. Deterministic for (dna, brief, variant, seed). */
export function buildPalette(
  dna: DesignerDNA,
  brief: Pick<Brief, 'brandName' | 'desiredColors'>,
  variant = 0,
  options: PaletteOptions = {},
): Palette {
  const desired = parseDesiredColors(brief.desiredColors).colors;
  const rng = variant > 0 ? createRng(options.seed ?? seedFor(brief.brandName, dna.id, variant), 'color.palette') : undefined;
  const inks = pickInks(dna.color, desired, rng);
  const light = pickLight(dna, inks.userGround);
  const designerMin = dna.color.minContrast;
  const textMin = requiredContrast('text', designerMin);
  const accentUse: ContrastUse = PER_LETTER.has(dna.typography.perLetterColor ?? 'none') ? 'text' : 'graphic';

  const primary = ensureContrast(inks.primary.hex, light, textMin);
  const secondary = ensureContrast(inks.secondary.hex, light, textMin);
  const accent = ensureContrast(inks.accent.hex, light, requiredContrast(accentUse, designerMin));
  const dark = ensureContrast(pickDark(dna, primary), light, Math.max(textMin, 7));
  const p = lch(primary);
  const neutral = ensureContrast(oklchToHex(0.5, Math.min(0.02, p.c), p.h), light, textMin);

  const used = new Map<string, Hex>();
  const swatch = (hex: Hex, role: ColorRole, name: string): PaletteColor => {
    const unique = uniqueName(name, hex, used);
    used.set(unique, hex);
    return describeColor(hex, role, unique);
  };
  const colors: PaletteColor[] = [
    swatch(primary, 'primary', humanName(inks.primary, primary)),
    swatch(secondary, 'secondary', humanName(inks.secondary, secondary)),
    swatch(accent, 'accent', humanName(inks.accent, accent)),
    swatch(neutral, 'neutral', nameColor(neutral)),
  ];
  const listed = new Set(colors.map((c) => c.hex));
  if (!listed.has(light))
    colors.push(swatch(light, 'background', isGroundLike(light) && light !== '#FFFFFF' ? nameColor(light) : 'Paper White'));
  if (!listed.has(dark)) colors.push(swatch(dark, 'ink', nameColor(dark)));

  const pair = (foreground: Hex, background: Hex, use: ContrastUse) => ({
    foreground,
    background,
    // Rounded down so a reported 4.50 is never really 4.499.
    ratio: Math.floor(contrastRatio(foreground, background) * 100) / 100,
    minimum: requiredContrast(use, designerMin),
    use,
  });
  return {
    colors,
    primary,
    secondary,
    accent,
    neutral,
    light,
    dark,
    contrastPairs: [
      pair(primary, light, 'text'),
      pair(secondary, light, 'text'),
      pair(accent, light, accentUse),
      pair(neutral, light, 'text'),
      pair(dark, light, 'text'),
      pair(light, dark, 'text'),
    ],
  };
}
