/** One palette swatch in every notation the brand kit prints: HEX, RGB, HSL, approximate CMYK and OKLCH. */
import { converter, parse } from 'culori';
import type { ColorRole, PaletteColor } from '../types';
import { convertRgbToCmyk } from './convert-rgb-to-cmyk';

const toRgb = converter('rgb');
const toHsl = converter('hsl');
const toOklch = converter('oklch');

const round = (value: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** Builds the swatch; `hex` must be #rrggbb (or anything culori parses). Achromatic colours report hue 0. */
export function describeColor(hex: string, role: ColorRole, name: string): PaletteColor {
  const color = parse(hex);
  if (!color) throw new RangeError(`Not a colour: ${hex}`);
  const rgb = toRgb(color);
  const r = Math.round(rgb.r * 255);
  const g = Math.round(rgb.g * 255);
  const b = Math.round(rgb.b * 255);
  const hsl = toHsl(color);
  const lch = toOklch(color);
  return {
    role,
    name,
    hex: `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase(),
    rgb: { r, g, b },
    hsl: { h: round(hsl.h ?? 0), s: round((hsl.s ?? 0) * 100), l: round(hsl.l * 100) },
    cmyk: convertRgbToCmyk(r, g, b),
    oklch: { l: round(lch.l, 3), c: round(lch.c, 3), h: round(lch.h ?? 0, 1) },
  };
}
