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
import { iconNoun } from './icon-nouns';

/** What the mark is, for the sentences allowed to describe it. */
type MarkKind =
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
  /** "sailboat": what the figure depicts, named from the icon drawn (figure marks only). */
  subject?: string;
  /** Every drawn icon's noun ("boat", "anchor"), the subject first. */
  subjects: string[];
  /** The brief words that chose the subject ("ferries", "island"). */
  subjectWords: string[];
  /** Letters drawn in the mark, for letter marks. */
  letters?: string;
  /** A ring or badge holds the lettering (seal and emblem archetypes). */
  contained: boolean;
  /** The letter of the name whose counter (or dot) holds the figure, when the figure is fused with the name. */
  inLetter?: string;
  /** The figure stands in a disc, ring, tile or badge: the stock frame the copy must not call a fresh idea. */
  framed: boolean;
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
  /** What the primary logo really paints. */
  logo: LogoColorFacts;
}

/** The colours the primary logo paints (read from its SVG) and which of them set the name, the tagline, the ground. */
export interface DrawnInks {
  /** Every fill of the primary logo, as hex. */
  fills: readonly string[];
  /** The name's ink when the name is set beside the mark (absent when the mark spells it). */
  name?: string;
  /** The tagline's ink when a tagline is set. */
  tagline?: string;
  /** A coloured ground the logo is drawn on. */
  ground?: string;
}

type LogoPart = 'mark' | 'name' | 'ground';

interface LogoColorFacts {
  /** Names of the colours the symbol paints (the fills other than the name's, the tagline's and the ground's). */
  mark: string[];
  /** Every colour name the logo paints, the ground left out, in order of first use. */
  all: string[];
  /** Each request and the parts of the logo that show it (empty: the request stays in the palette only). */
  requests: Array<{ requested: string; name: string; shownIn: LogoPart[] }>;
  /** Colours with a hue of their own that no request asked for (the designer's own), by name. */
  unasked: string[];
  /** The kind of colour the logo really paints, so a sentence about its colour logic cannot contradict the drawing. */
  character: LogoColorCharacter;
}

/** The painted inks of the logo (the ground left out), measured. */
export interface LogoColorCharacter {
  /** Distinct inks painted. */
  inks: number;
  /** Distinct hues among the chromatic inks (hues within 30° count once). */
  hues: number;
  /** No ink has a hue: black, greys, white. */
  neutral: boolean;
  /** Every chromatic ink is warm (red, orange, yellow, warm brown). */
  warm: boolean;
  /** Every chromatic ink is warm and muted or deep (browns, ochres, terracotta): an earth palette. */
  earthy: boolean;
  /** At least one ink is strongly saturated. */
  vivid: boolean;
}

const CONTAINED = /seal|emblem|badge|shield/;
/** The builder's own sentence says the figure sits in (or is cut from) a frame. */
const FRAMED = /\b(disc|ring|roundel|circle|tile|square|badge|shield|frame)\b/i;

const lettersOf = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLocaleUpperCase('en');

export function readMark(mark: StrategyMark, initials: string, name = ''): MarkFacts {
  const base = mark.baseArchetype ?? mark.archetype;
  // What is drawn, not what was planned: the icon the module placed names the figure ("sailboat", not the concept
  // "boat"; "key", not "bed").
  const icons = mark.concept?.icons?.length ? mark.concept.icons : (mark.features?.icons ?? []);
  const contained = CONTAINED.test(base);
  const subjectWords = mark.concept?.words ?? [];
  const framed = contained || Boolean(mark.features?.disc) || FRAMED.test(mark.description);
  if (icons.length > 0) {
    const subjects = [...new Set(icons.map(iconNoun))];
    const inLetter = mark.features?.counterFigure;
    return { kind: 'figure', subject: subjects[0] as string, subjects, subjectWords, contained, framed, ...(inLetter ? { inLetter } : {}) };
  }
  // A lettered mark that spells the whole name is the wordmark, whatever flag its module set.
  const spellsName = Boolean(name && mark.features?.letters && lettersOf(mark.features.letters) === lettersOf(name));
  if (mark.carriesName || spellsName) return { kind: contained ? 'badge' : 'wordmark', subjects: [], subjectWords, contained, framed };
  if (mark.hasText) return { kind: 'letters', letters: mark.features?.letters || initials, subjects: [], subjectWords, contained, framed };
  return { kind: 'abstract', subjects: [], subjectWords, contained, framed };
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
  if (family) return `a deeper shade of ${family.name}`;
  const lighter = palette.colors.find((c) => {
    const swatch = toOklch(c.hex);
    return swatch && (swatch.c ?? 0) >= 0.04 && hueGap(swatch.h ?? 0, shade.h ?? 0) <= 15 && swatch.l < shade.l;
  });
  return lighter ? `a lighter tint of ${lighter.name}` : nameColor(hex);
}

const same = (a: string | undefined, b: string | undefined) => Boolean(a && b && a.toUpperCase() === b.toUpperCase());

/** A painted colour shows a request when it is the request's colour or a shade or tint of its hue. */
function shows(fill: string, request: string): boolean {
  if (same(fill, request)) return true;
  const a = toOklch(fill);
  const b = toOklch(request);
  if (!a || !b) return false;
  const chromatic = (c: typeof a) => (c.c ?? 0) >= 0.04;
  if (chromatic(a) !== chromatic(b)) return false;
  return chromatic(a) ? hueGap(a.h ?? 0, b.h ?? 0) <= 15 : Math.abs(a.l - b.l) < 0.15;
}

function readLogo(palette: Palette, drawn: DrawnInks): LogoColorFacts {
  const markFills = drawn.fills.filter((f) => !same(f, drawn.name) && !same(f, drawn.tagline) && !same(f, drawn.ground));
  const painted = drawn.fills.filter((f) => !same(f, drawn.ground));
  const names = (hexes: readonly string[]) => [...new Set(hexes.map((h) => nameOf(palette, h, nameColor(h))))];
  const requested = palette.colors.filter((c): c is PaletteColor & { requested: string } => Boolean(c.requested));
  const requests = requested.map((c) => {
    const shownIn: LogoPart[] = [];
    if (markFills.some((f) => shows(f, c.hex))) shownIn.push('mark');
    if (drawn.name && shows(drawn.name, c.hex)) shownIn.push('name');
    // A requested paper the designer keeps for the palette (the logo stands unfilled) is not in the logo's ground.
    if (drawn.ground && (c.role === 'background' || shows(drawn.ground, c.hex))) shownIn.push('ground');
    return { requested: c.requested, name: c.name, shownIn };
  });
  const unasked = painted.filter((f) => {
    const lch = toOklch(f);
    return lch && (lch.c ?? 0) >= 0.04 && !requested.some((c) => shows(f, c.hex));
  });
  return {
    mark: names(markFills),
    all: names(painted),
    requests,
    unasked: requested.length ? names(unasked) : [],
    character: colorCharacter(painted),
  };
}

const CHROMATIC = 0.04;
/** OKLCH hues from crimson through orange and yellow to olive-gold; magenta and violet are not warm. */
const isWarmHue = (h: number) => h < 105 || h >= 345;

function colorCharacter(painted: readonly string[]): LogoColorCharacter {
  const inks: string[] = [];
  for (const f of painted) if (!inks.some((i) => same(i, f))) inks.push(f);
  const chromatic = inks.map((f) => toOklch(f)).filter((c): c is NonNullable<typeof c> => Boolean(c && (c.c ?? 0) >= CHROMATIC));
  const hues: number[] = [];
  for (const c of chromatic) if (!hues.some((h) => hueGap(h, c.h ?? 0) <= 30)) hues.push(c.h ?? 0);
  const warm = chromatic.length > 0 && chromatic.every((c) => isWarmHue(c.h ?? 0));
  return {
    inks: inks.length,
    hues: hues.length,
    neutral: chromatic.length === 0,
    warm,
    earthy: warm && chromatic.every((c) => (c.c ?? 0) < 0.16 && c.l < 0.72),
    vivid: chromatic.some((c) => (c.c ?? 0) >= 0.15),
  };
}

const toOklch = converter('oklch');
const hueGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

function byRole(palette: Palette, role: string): PaletteColor | undefined {
  return palette.colors.find((c) => c.role === role);
}

/**
 * `nameInk`: the hex the name is set in, when the caller knows it; otherwise the same rule the lockups use. `drawn`:
 * what the primary logo paints; without it the logo is taken to paint the primary and the name's ink.
 */
export function readColors(palette: Palette, nameInk?: string, drawn?: DrawnInks): ColorFacts {
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
    logo: readLogo(palette, drawn ?? { fills: [palette.primary, nameHex], name: nameHex }),
  };
}
