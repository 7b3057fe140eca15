/** Binary pixel masks of letters: pixel grids, colour classes of a rendering, components, and one-pixel erosion and growth. */
/** A pixel grid over document space: pixel (i, j) has its centre at (x0 + (i + ½) / scale, y0 + (j + ½) / scale). */
export interface PixelFrame {
  x0: number;
  y0: number;
  scale: number;
  width: number;
  height: number;
}

/** One byte per pixel, 1 = ink. */
export type Mask = Uint8Array;

/** Parses "#rgb" / "#rrggbb" to [r, g, b]. */
export function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0');
  return [Number.parseInt(full.slice(0, 2), 16), Number.parseInt(full.slice(2, 4), 16), Number.parseInt(full.slice(4, 6), 16)];
}

/** Index of the colour nearest to each RGBA pixel (squared RGB distance). */
export function nearestColours(pixels: Uint8Array, colours: ReadonlyArray<readonly [number, number, number]>): Uint8Array {
  const out = new Uint8Array(pixels.length / 4);
  for (let p = 0; p < out.length; p++) {
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let c = 0; c < colours.length; c++) {
      const [r, g, b] = colours[c]!;
      const d = (pixels[4 * p]! - r) ** 2 + (pixels[4 * p + 1]! - g) ** 2 + (pixels[4 * p + 2]! - b) ** 2;
      if (d < bestDistance) [best, bestDistance] = [c, d];
    }
    out[p] = best;
  }
  return out;
}

type Rgb = readonly [number, number, number];
const dist2 = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/**
 * A pixel counts as ink from this coverage up: below half, so a hairline thinner than a pixel stays one stroke in the
 * drawing and in the clean setting alike (both are measured at the same threshold).
 */
export const INK_COVERAGE = 0.25;

/**
 * Whether a pixel is at least INK_COVERAGE covered by the letter's colour `ink` over the colour behind it `behind`: its share
 * of `ink` along the line between the two (an anti-aliased edge pixel lies on that line, so a third colour of the
 * palette that happens to be nearer, a mid-tone, does not eat the letter's edges). `nearest` is its nearest palette
 * colour, which decides for a pixel off that line.
 */
export function isInkPixel(pixel: Rgb, ink: Rgb, behind: Rgb, nearest: Rgb): boolean {
  // A pixel of a third colour's own fill (a rule, a figure) is that colour, wherever it lies.
  if (nearest !== ink && nearest !== behind && dist2(pixel, nearest) <= 0.04 * dist2(nearest, ink)) return false;
  const axis = dist2(ink, behind);
  if (axis === 0) return dist2(pixel, ink) <= dist2(pixel, nearest);
  const t =
    ((pixel[0] - behind[0]) * (ink[0] - behind[0]) +
      (pixel[1] - behind[1]) * (ink[1] - behind[1]) +
      (pixel[2] - behind[2]) * (ink[2] - behind[2])) /
    axis;
  const clamped = Math.min(1, Math.max(0, t));
  const onLine: Rgb = [
    behind[0] + clamped * (ink[0] - behind[0]),
    behind[1] + clamped * (ink[1] - behind[1]),
    behind[2] + clamped * (ink[2] - behind[2]),
  ];
  if (dist2(pixel, onLine) <= dist2(pixel, nearest)) return t >= INK_COVERAGE;
  return nearest === ink;
}

/** Connected components of the pixels where `mask` equals `value`: a label per pixel (0 = not in any) and their sizes. */
export function labelComponents(
  mask: Mask,
  width: number,
  height: number,
  value: number,
  eight: boolean,
): { labels: Int32Array; sizes: number[] } {
  const labels = new Int32Array(mask.length);
  const sizes = [0];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || labels[start] !== 0) continue;
    const label = sizes.length;
    sizes.push(0);
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      sizes[label]!++;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (!eight && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (mask[q] === value && labels[q] === 0) {
            labels[q] = label;
            stack.push(q);
          }
        }
      }
    }
  }
  return { labels, sizes };
}

/** Whether a component touches the edge of the grid (an outside space, not a counter). */
export function touchingBorder(labels: Int32Array, width: number, height: number): Set<number> {
  const out = new Set<number>();
  for (let x = 0; x < width; x++) out.add(labels[x]!).add(labels[(height - 1) * width + x]!);
  for (let y = 0; y < height; y++) out.add(labels[y * width]!).add(labels[y * width + width - 1]!);
  out.delete(0);
  return out;
}

/** The mask shrunk (erode) or grown (dilate) by one pixel, 4-neighbourhood. */
export function morph(mask: Mask, width: number, height: number, grow: boolean): Mask {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const around = [
        x > 0 ? mask[p - 1] : 0,
        x + 1 < width ? mask[p + 1] : 0,
        y > 0 ? mask[p - width] : 0,
        y + 1 < height ? mask[p + width] : 0,
      ];
      out[p] = grow ? (mask[p] || around.some((v) => v === 1) ? 1 : 0) : mask[p] && around.every((v) => v === 1) ? 1 : 0;
    }
  }
  return out;
}

/**
 * Distance of each ink pixel to the nearest ground pixel (0 on ground), by the two-pass 3-4 chamfer transform
 * (Borgefors, "Distance transformations in digital images", 1986), divided by 3 to read in pixels.
 */
export function distanceToGround(mask: Mask, width: number, height: number): Float32Array {
  const d = new Float32Array(mask.length);
  const far = 3 * (width + height);
  for (let p = 0; p < mask.length; p++) d[p] = mask[p] ? far : 0;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : d[y * width + x]!);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (d[p]) d[p] = Math.min(d[p]!, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4);
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const p = y * width + x;
      if (d[p]) d[p] = Math.min(d[p]!, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4);
    }
  return d.map((v) => v / 3);
}
