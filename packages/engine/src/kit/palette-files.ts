/** Palette exports for the brand kit: JSON, CSS custom properties and a GIMP/Inkscape palette (GPL). */
import type { Palette, PaletteColor } from '../types';
import { toCssCommentText, toPlainTextLine } from './safe-text';

/** One entry per colour with every notation the kit promises. */
export function toPaletteJson(brandName: string, palette: Palette): string {
  const colors = palette.colors.map((color) => ({
    role: color.role,
    name: color.name,
    hex: color.hex,
    rgb: color.rgb,
    hsl: color.hsl,
    cmyk: color.cmyk,
    oklch: color.oklch,
  }));
  const pairs = palette.contrastPairs.map((pair) => ({ ...pair, ratio: Math.round(pair.ratio * 100) / 100 }));
  return `${JSON.stringify({ brand: brandName, colors, grounds: { light: palette.light, dark: palette.dark }, contrastPairs: pairs }, null, 2)}\n`;
}

function cssLine(color: PaletteColor): string {
  const { h, s, l } = color.hsl;
  return `  --brand-${color.role}: ${color.hex}; /* ${toCssCommentText(color.name)}; rgb(${color.rgb.r} ${color.rgb.g} ${color.rgb.b}); hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%) */`;
}

/** CSS custom properties, one per role, with the other notations as comments; names cannot leave a comment. */
export function toPaletteCss(brandName: string, palette: Palette): string {
  const seen = new Set<string>();
  const lines = palette.colors
    .filter((color) => {
      const key = color.role;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(cssLine);
  return [
    `/* ${toCssCommentText(brandName)} brand colours. */`,
    ':root {',
    ...lines,
    `  --brand-ground-light: ${palette.light};`,
    `  --brand-ground-dark: ${palette.dark};`,
    '}',
    '',
  ].join('\n');
}

/** GIMP palette format (also read by Inkscape, Krita and Scribus): one line per entry, names without control characters. */
export function toGimpPalette(brandName: string, palette: Palette): string {
  const rows = palette.colors.map((color) => {
    const { r, g, b } = color.rgb;
    return `${String(r).padStart(3)} ${String(g).padStart(3)} ${String(b).padStart(3)}\t${toPlainTextLine(color.name)} (${color.role}) ${color.hex}`;
  });
  return ['GIMP Palette', `Name: ${toPlainTextLine(brandName)}`, 'Columns: 4', '#', ...rows, ''].join('\n');
}
