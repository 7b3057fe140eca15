/** Stand-in palette from the DNA anchors, used until the color module's buildPalette lands. */
import { converter, formatHex } from 'culori';
import type { DesignerDNA } from '../dna/types';
import { contrastRatio } from '../qa/contrast';
import type { ColorRole, Palette, PaletteColor } from '../types';

const toOklch = converter('oklch');
const toRgb = converter('rgb');
const toHsl = converter('hsl');

/** Darkens (in OKLCH lightness) until the colour reaches `minimum` contrast on `ground`. */
export function ensureContrast(hex: string, ground: string, minimum: number): string {
  let color = toOklch(hex);
  if (!color) return hex;
  let out = hex;
  for (let i = 0; i < 40 && contrastRatio(out, ground) < minimum; i++) {
    color = { ...color, l: Math.max(0, color.l - 0.025) };
    out = formatHex(color) ?? out;
  }
  return out;
}

/** All colour notations of one hex; CMYK is the naive process approximation (no ICC profile). */
export function describeColor(role: ColorRole, name: string, hex: string): PaletteColor {
  const rgb = toRgb(hex) ?? { r: 0, g: 0, b: 0 };
  const hsl = toHsl(hex) ?? { h: 0, s: 0, l: 0 };
  const lch = toOklch(hex) ?? { l: 0, c: 0, h: 0 };
  const [r, g, b] = [rgb.r, rgb.g, rgb.b].map((v) => Math.min(1, Math.max(0, v)));
  const k = 1 - Math.max(r ?? 0, g ?? 0, b ?? 0);
  const ink = (v: number) => (k >= 1 ? 0 : Math.round(((1 - v - k) / (1 - k)) * 100));
  const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;
  return {
    role,
    name,
    hex,
    rgb: { r: Math.round((r ?? 0) * 255), g: Math.round((g ?? 0) * 255), b: Math.round((b ?? 0) * 255) },
    hsl: { h: Math.round(hsl.h ?? 0), s: Math.round((hsl.s ?? 0) * 100), l: Math.round((hsl.l ?? 0) * 100) },
    cmyk: { c: ink(r ?? 0), m: ink(g ?? 0), y: ink(b ?? 0), k: Math.round(k * 100) },
    oklch: { l: round(lch.l), c: round(lch.c), h: round(lch.h ?? 0, 1) },
  };
}

function anchorHexes(dna: DesignerDNA): string[] {
  return dna.color.anchors.map((a) => (typeof a === 'string' ? a : a.hex).toUpperCase());
}

/** Primary, secondary and accent from the anchors, a neutral grey, and light/dark grounds. */
export function buildFallbackPalette(dna: DesignerDNA): Palette {
  const light = (dna.color.background[0] ?? '#FFFFFF').toUpperCase();
  const anchors = anchorHexes(dna);
  const [a0 = '#1B1B1B', a1 = a0, a2 = a1] = anchors;
  const primary = ensureContrast(a0, light, 3).toUpperCase();
  const secondary = ensureContrast(a1, light, 3).toUpperCase();
  const accent = ensureContrast(a2, light, 3).toUpperCase();
  const neutral = ensureContrast('#6B6B6B', light, 4.5).toUpperCase();
  const dark = '#141414';
  const colors = [
    describeColor('primary', 'Primary', primary),
    describeColor('secondary', 'Secondary', secondary),
    describeColor('accent', 'Accent', accent),
    describeColor('neutral', 'Neutral', neutral),
    describeColor('background', 'Ground', light),
    describeColor('ink', 'Ink', dark),
  ];
  const pair = (foreground: string, background: string, use: 'text' | 'graphic') => ({
    foreground,
    background,
    ratio: Math.round(contrastRatio(foreground, background) * 100) / 100,
    minimum: use === 'text' ? 4.5 : 3,
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
    contrastPairs: [pair(primary, light, 'graphic'), pair(dark, light, 'text'), pair(light, dark, 'text')],
  };
}
