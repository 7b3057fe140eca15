/**
 * Approximate process colour from sRGB, the device-independent formula without ICC profiles or ink limits:
 * K = 1 − max(R, G, B); C = (1 − R − K) / (1 − K); likewise M from G and Y from B (R, G, B in 0..1).
 * See e.g. https://www.rapidtables.com/convert/color/rgb-to-cmyk.html. Printers should proof with their own profile.
 */

export interface Cmyk {
  c: number;
  m: number;
  y: number;
  k: number;
}

/** r, g, b in 0..255; returns whole percentages 0..100. */
export function convertRgbToCmyk(r: number, g: number, b: number): Cmyk {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const k = 1 - Math.max(rn, gn, bn);
  if (k >= 1) return { c: 0, m: 0, y: 0, k: 100 };
  const part = (x: number) => Math.round(((1 - x - k) / (1 - k)) * 100);
  return { c: part(rn), m: part(gn), y: part(bn), k: Math.round(k * 100) };
}
