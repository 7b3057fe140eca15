/**
 * What the built design really does, read from the final mark, palette and inks, so the strategy claims nothing
 * the logo does not show: whether there is a symbol at all, what it depicts and which brief words chose it, which
 * colour carries the name and which requested colour each role honours.
 */
import { converter } from 'culori';
import { nameColor } from '../color/color-names';
import { contrastRatio } from '../color/wcag-contrast';
import type { Mark } from '../marks/types';
import type { Palette, PaletteColor } from '../types';

/** What the mark is, for the sentences allowed to describe it. */
export type MarkKind =
  /** The name itself is the logo; there is no separate symbol. */
  | 'wordmark'
  /** A symbol drawn from the brand's initials. */
  | 'letters'
  /** A symbol depicting a concrete thing (boat, flower). */
  | 'figure'
  /** A symbol with no picture and no letters (gesture, rotation, stripes). */
  | 'abstract'
  /** A badge or seal that holds the whole name. */
  | 'badge';

/** The parts of a Mark the strategy reads (a full Mark is assignable). */
export type StrategyMark = Pick<Mark, 'archetype' | 'description' | 'hasText'> &
  Partial<Pick<Mark, 'baseArchetype' | 'carriesName' | 'features' | 'concept'>>;

export interface MarkFacts {
  kind: MarkKind;
  /** "boat": what the figure depicts (figure marks only). */
  subject?: string;
  /** The brief words that chose the subject ("ferries", "island"). */
  subjectWords: string[];
  /** Letters drawn in the mark, for letter marks. */
  letters?: string;
  /** A ring or badge holds the lettering (seal and emblem archetypes). */
  contained: boolean;
}

export interface ColorFacts {
  primary: string;
  secondary: string;
  accent: string;
  ground: string;
  ink: string;
  /** The colour the name is set in. */
  nameColor: string;
  /** True when the primary was too light to carry text, so the name took the ink. */
  primaryTooLightForText: boolean;
  /** Each honoured request: the user's word and the palette colour and role that carry it. */
  honoured: Array<{ requested: string; name: string; role: string }>;
}

const CONTAINED = /seal|emblem|badge|shield/;

/** "ph:boat-fill" or "boat-fill" → "boat". */
function iconLabel(icon: string): string {
  return (icon.split(':').pop() ?? icon).replace(/-(fill|bold|duotone|light|thin|regular)$/, '').replace(/-/g, ' ');
}

const lettersOf = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLocaleUpperCase('en');

export function readMark(mark: StrategyMark, initials: string, name = ''): MarkFacts {
  const base = mark.baseArchetype ?? mark.archetype;
  const icons = mark.concept?.icons ?? mark.features?.icons ?? [];
  const contained = CONTAINED.test(base);
  const subjectWords = mark.concept?.words ?? [];
  if (icons.length > 0) {
    const subject = mark.concept?.label || iconLabel(icons[0] as string);
    return { kind: 'figure', subject, subjectWords, contained };
  }
  // A lettered mark that spells the whole name is the wordmark, whatever flag its module set.
  const spellsName = Boolean(name && mark.features?.letters && lettersOf(mark.features.letters) === lettersOf(name));
  if (mark.carriesName || spellsName) return { kind: contained ? 'badge' : 'wordmark', subjectWords, contained };
  if (mark.hasText) return { kind: 'letters', letters: mark.features?.letters || initials, subjectWords, contained };
  return { kind: 'abstract', subjectWords, contained };
}

/**
 * The palette's name for a colour the logo paints: its own swatch, else a deeper shade of the swatch of its hue (the
 * name set in a text-strength shade of a requested colour), else the everyday name of the colour itself.
 */
function nameOf(palette: Palette, hex: string | undefined, fallback: string): string {
  if (!hex) return fallback;
  const own = palette.colors.find((c) => c.hex.toLowerCase() === hex.toLowerCase());
  if (own) return own.name;
  const shade = toOklch(hex);
  if (!shade || (shade.c ?? 0) < 0.04) return nameColor(hex);
  const family = palette.colors.find((c) => {
    const swatch = toOklch(c.hex);
    return swatch && (swatch.c ?? 0) >= 0.04 && hueGap(swatch.h ?? 0, shade.h ?? 0) <= 15 && swatch.l > shade.l;
  });
  return family ? `a deeper shade of ${family.name}` : nameColor(hex);
}

const toOklch = converter('oklch');
const hueGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

function byRole(palette: Palette, role: string): PaletteColor | undefined {
  return palette.colors.find((c) => c.role === role);
}

/** `nameInk`: the hex the name is set in, when the caller knows it; otherwise the same rule the lockups use. */
export function readColors(palette: Palette, nameInk?: string): ColorFacts {
  const primary = byRole(palette, 'primary')?.name ?? palette.primary;
  const ink = byRole(palette, 'ink')?.name ?? nameOf(palette, palette.dark, 'near-black');
  const primaryTooLightForText = contrastRatio(palette.primary, palette.light) < 4.5;
  const nameHex = nameInk ?? (primaryTooLightForText ? (byRole(palette, 'ink')?.hex ?? palette.dark) : palette.primary);
  return {
    primary,
    secondary: byRole(palette, 'secondary')?.name ?? palette.secondary,
    accent: byRole(palette, 'accent')?.name ?? palette.accent,
    ground: byRole(palette, 'background')?.name ?? 'white',
    ink,
    nameColor: nameOf(palette, nameHex, primaryTooLightForText ? ink : primary),
    primaryTooLightForText,
    honoured: palette.colors
      .filter((c): c is PaletteColor & { requested: string } => Boolean(c.requested))
      .map((c) => ({ requested: c.requested, name: c.name, role: c.role })),
  };
}
