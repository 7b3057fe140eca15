/** WCAG 2.x contrast ratio between two sRGB hex colours. */

function toLinear(channel: number): number {
  // sRGB transfer function inverse, WCAG 2.x definition of relative luminance
  // (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Parses #rgb or #rrggbb; throws on anything else. */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const body = match[1].length === 3 ? Array.from(match[1], (c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(body.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(toLinear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (L1 + 0.05) / (L2 + 0.05) with L1 the lighter colour (WCAG 2.x, 1.4.3). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
