/** Worker thread: builds a design and its brand kit off the main thread (CPU-bound rasterising and PDF work). */
import type { EngineError } from '@logo-dna/engine';
import { buildBrandKit } from '@logo-dna/engine/kit';
import { designBrand } from '@logo-dna/engine/node';
import type { KitInput } from './kit-brief';

export interface KitJobResult {
  filename: string;
  zip: Uint8Array;
}

/** The engine's refusal, passed back as data: an error's code does not survive the thread boundary. */
export interface KitJobFailure {
  failure: { code: EngineError['code']; message: string };
}

export default async function buildKit(input: KitInput): Promise<KitJobResult | KitJobFailure> {
  const { designerId, seed, variant, edits, contact, ...brief } = input;
  try {
    const design = designBrand(brief, designerId, seed, { variant, ...(edits ? { edits } : {}) });
    const kit = await buildBrandKit(design, contact ? { contact } : {});
    return { filename: kit.filename, zip: kit.zip };
  } catch (error) {
    const engineError = error as { isEngineError?: boolean; code?: EngineError['code']; message?: string };
    if (!engineError.isEngineError) throw error;
    return { failure: { code: engineError.code ?? 'INVALID_BRIEF', message: engineError.message ?? 'Invalid brief' } };
  }
}
