/** Worker thread: builds a design and its brand kit off the main thread (CPU-bound rasterising and PDF work). */
import { buildBrandKit } from '@logo-dna/engine/kit';
import { designBrand } from '@logo-dna/engine/node';
import type { GenerationInput } from '../generation/brief';

export interface KitJobResult {
  filename: string;
  zip: Uint8Array;
}

export default async function buildKit(input: GenerationInput): Promise<KitJobResult> {
  const { designerId, seed, variant, ...brief } = input;
  const design = designBrand(brief, designerId, seed, { variant });
  const kit = await buildBrandKit(design);
  return { filename: kit.filename, zip: kit.zip };
}
