/** PNG rendering on libuv's thread pool (resvg renderAsync), so the kit's many rasters use every core. */
import { renderAsync } from '@resvg/resvg-js';

export interface AsyncPngOptions {
  /** Width in pixels (height follows the viewBox). */
  size: number;
  /** A solid ground colour, or undefined for transparency. */
  background?: string;
}

export async function renderPngAsync(svg: string, options: AsyncPngOptions): Promise<Uint8Array> {
  // Same settings as the synchronous renderer: outlines only, so system fonts are never needed.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: Math.round(options.size) },
    ...(options.background ? { background: options.background } : {}),
    font: { loadSystemFonts: false },
  });
  return new Uint8Array(image.asPng());
}
