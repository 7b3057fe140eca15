/** Rasterises engine SVG with resvg: PNG bytes for files, RGBA pixels for quality checks. */
import { Resvg } from '@resvg/resvg-js';

export type PngBackground = 'transparent' | 'light' | 'dark' | `#${string}`;

export interface RenderPngOptions {
  /** Width of the PNG in pixels (height follows the viewBox aspect). Default 1024. */
  size?: number;
  /** Default transparent. 'light' and 'dark' are white and near-black unless colours are given. */
  background?: PngBackground | string;
  /** Colours used for 'light' / 'dark' (the palette's grounds). */
  light?: string;
  dark?: string;
  /** Fit the height instead of the width (for rasterising a wordmark to a given height). */
  fitHeight?: boolean;
}

export const DEFAULT_PNG_SIZE = 1024;

function toBackground(options: RenderPngOptions): string | undefined {
  const background = options.background ?? 'transparent';
  if (background === 'transparent') return undefined;
  if (background === 'light') return options.light ?? '#FFFFFF';
  if (background === 'dark') return options.dark ?? '#141414';
  return background;
}

function createRenderer(svg: string, options: RenderPngOptions): Resvg {
  const size = Math.max(1, Math.round(options.size ?? DEFAULT_PNG_SIZE));
  // Engine SVG holds outlines only; skipping system fonts keeps rendering fast and identical on every machine.
  return new Resvg(svg, {
    fitTo: options.fitHeight ? { mode: 'height', value: size } : { mode: 'width', value: size },
    background: toBackground(options),
    font: { loadSystemFonts: false },
  });
}

/** Renders an SVG document to PNG bytes. */
export function renderPng(svg: string, options: RenderPngOptions = {}): Uint8Array {
  return new Uint8Array(createRenderer(svg, options).render().asPng());
}

export interface RasterImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row-major. */
  pixels: Uint8Array;
}

/** Renders an SVG document to raw RGBA pixels (for checks and image comparisons). */
export function renderPixels(svg: string, options: RenderPngOptions = {}): RasterImage {
  const image = createRenderer(svg, options).render();
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
}

/** Decodes a PNG (e.g. a stored reference image) to RGBA pixels through resvg's own decoder. */
export function decodePng(png: Uint8Array): RasterImage {
  const base64 = Buffer.from(png).toString('base64');
  const [width, height] = readPngSize(png);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" xlink:href="data:image/png;base64,${base64}"/></svg>`;
  return renderPixels(svg, { size: width });
}

function readPngSize(png: Uint8Array): [number, number] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  // IHDR starts at byte 16: width and height as big-endian uint32 (PNG spec §11.2.2).
  return [view.getUint32(16), view.getUint32(20)];
}
