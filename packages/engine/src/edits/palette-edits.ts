/**
 * Palette edits: the user's hex per role, kept at WCAG AA on the ground by moving lightness only (hue kept, as
 * buildPalette does). The name's ink and the tagline's neutral are text (4.5:1); the mark's primary, secondary and
 * accent are graphics (3:1), or text when the designer sets letters in them. A new ground refits the colours the user
 * did not set, so the whole palette still reads on it.
 */
import { describeColor, ensureContrast, nameColor } from '../color';
import { type ContrastUse, contrastRatio, requiredContrast } from '../color/wcag-contrast';
import type { ColorAdjustment, ColorRole, DesignEdits, Palette, PaletteColor } from '../types';

export interface PaletteEditOptions {
  /** The designer paints letters in the secondary and accent inks (per-letter colour), so they must pass as text. */
  lettersInAccents: boolean;
}

export interface PaletteEditResult {
  palette: Palette;
  /** Every colour moved to keep its pair at AA, edited or refitted. */
  adjustments: ColorAdjustment[];
}

type Roles = Record<ColorRole, string>;

const MARK_ROLES = ['primary', 'secondary', 'accent'] as const;
const TEXT_ROLES = ['neutral', 'ink'] as const;

/** AA minimum of a role on the ground: text roles 4.5, mark roles 3 (4.5 when letters are set in them). */
export function minimumFor(role: ColorRole, options: PaletteEditOptions): number {
  if (role === 'neutral' || role === 'ink') return requiredContrast('text');
  if (options.lettersInAccents && (role === 'secondary' || role === 'accent')) return requiredContrast('text');
  return requiredContrast('graphic');
}

function rolesOf(palette: Palette): Roles {
  return {
    primary: palette.primary,
    secondary: palette.secondary,
    accent: palette.accent,
    neutral: palette.neutral,
    background: palette.light,
    ink: palette.dark,
  };
}

/** The ground, moved in lightness only when no text colour could reach 4.5:1 on it (a mid grey): black or white text then does. */
function fitGround(ground: string): { hex: string; against: string } {
  const against = contrastRatio('#000000', ground) >= contrastRatio('#FFFFFF', ground) ? '#000000' : '#FFFFFF';
  return { hex: ensureContrast(ground, against, requiredContrast('text')), against };
}

/**
 * The swatches after the edits. A colour the user set is recorded as requested (as a colour named in the brief is),
 * so the lockups show it the way they show any requested colour: a mark without a layer of its role takes it, a new
 * ground is drawn behind the colour logos.
 */
function swatches(before: Palette, roles: Roles, changed: ReadonlySet<ColorRole>, asked: ReadonlySet<ColorRole>): PaletteColor[] {
  const kept = new Map(before.colors.map((color) => [color.role, color]));
  const used = new Set<string>();
  const swatch = (role: ColorRole): PaletteColor => {
    const old = kept.get(role);
    if (old && !changed.has(role)) {
      used.add(old.name);
      return old;
    }
    const base = nameColor(roles[role]);
    const name = used.has(base) ? `${base} ${roles[role]}` : base;
    used.add(name);
    const color = describeColor(roles[role], role, name);
    return asked.has(role) ? { ...color, requested: roles[role] } : color;
  };
  const colors = (['primary', 'secondary', 'accent', 'neutral'] as const).map(swatch);
  const listed = new Set(colors.map((c) => c.hex));
  if (!listed.has(roles.background.toUpperCase())) colors.push(swatch('background'));
  if (!listed.has(roles.ink.toUpperCase())) colors.push(swatch('ink'));
  return colors;
}

function pairsOf(before: Palette, roles: Roles, options: PaletteEditOptions): Palette['contrastPairs'] {
  const light = roles.background;
  const markUse = (role: (typeof MARK_ROLES)[number]): ContrastUse =>
    minimumFor(role, options) > requiredContrast('graphic') || contrastRatio(roles[role], light) >= requiredContrast('text')
      ? 'text'
      : 'graphic';
  const pair = (foreground: string, background: string, use: ContrastUse) => {
    // A pair the edits left alone keeps the minimum it was built to (a designer's stricter house rule included).
    const same = before.contrastPairs.find((p) => p.foreground === foreground && p.background === background && p.use === use);
    return (
      same ?? {
        foreground,
        background,
        ratio: Math.floor(contrastRatio(foreground, background) * 100) / 100,
        minimum: requiredContrast(use),
        use,
      }
    );
  };
  return [
    pair(roles.primary, light, markUse('primary')),
    pair(roles.secondary, light, markUse('secondary')),
    pair(roles.accent, light, markUse('accent')),
    pair(roles.neutral, light, 'text'),
    pair(roles.ink, light, 'text'),
    pair(light, roles.ink, 'text'),
  ];
}

/**
 * The palette with the edited roles set, every foreground kept at its AA minimum on the (possibly edited) ground.
 * Unchanged when there are no palette edits.
 */
export function applyPaletteEdits(palette: Palette, edits: DesignEdits['palette'], options: PaletteEditOptions): PaletteEditResult {
  if (!edits) return { palette, adjustments: [] };
  const before = rolesOf(palette);
  const roles: Roles = { ...before };
  const adjustments: ColorAdjustment[] = [];
  const changed = new Set<ColorRole>();
  if (edits.background) {
    const fitted = fitGround(edits.background);
    roles.background = fitted.hex;
    changed.add('background');
    if (fitted.hex !== edits.background.toUpperCase()) {
      adjustments.push(adjustment('background', edits.background, fitted.hex, fitted.against, requiredContrast('text')));
    }
  }
  const ground = roles.background;
  for (const role of [...TEXT_ROLES, ...MARK_ROLES]) {
    const asked = edits[role] ?? before[role];
    // A colour the user left alone keeps the job it had on the old ground: one that set the name stays text (4.5:1).
    const minimum = edits[role] ? minimumFor(role, options) : Math.max(minimumFor(role, options), keptMinimum(palette, before[role]));
    const applied = ensureContrast(asked, ground, minimum);
    roles[role] = applied;
    if (edits[role] || applied !== before[role].toUpperCase()) changed.add(role);
    if (applied !== asked.toUpperCase()) adjustments.push(adjustment(role, asked, applied, ground, minimum));
  }
  // A ground set to the colour it already was asks for nothing (no fill is drawn behind the logos for it).
  const asked = new Set(
    (Object.keys(edits) as ColorRole[]).filter(
      (role) => edits[role] && (role !== 'background' || roles.background !== before.background.toUpperCase()),
    ),
  );
  const next: Palette = {
    colors: swatches(palette, roles, changed, asked),
    primary: roles.primary,
    secondary: roles.secondary,
    accent: roles.accent,
    neutral: roles.neutral,
    light: roles.background,
    dark: roles.ink,
    contrastPairs: pairsOf(palette, roles, options),
  };
  return { palette: next, adjustments };
}

/** The AA minimum a colour's pair on the ground was built to (0 when the palette has no such pair). */
function keptMinimum(palette: Palette, hex: string): number {
  const pair = palette.contrastPairs.find(
    (p) => p.foreground.toUpperCase() === hex.toUpperCase() && p.background.toUpperCase() === palette.light.toUpperCase(),
  );
  return pair ? requiredContrast(pair.use) : 0;
}

function adjustment(role: ColorRole, requested: string, applied: string, against: string, minimum: number): ColorAdjustment {
  const ratio = Math.floor(contrastRatio(applied, against) * 100) / 100;
  return { role, requested: requested.toUpperCase(), applied, against, ratio, minimum };
}
