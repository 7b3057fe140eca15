/** The one file that binds @logo-dna/engine: designer ids on the main thread, design and PNG work in a worker pool. */
import { availableParallelism } from 'node:os';
import { DESIGNER_IDS } from '@logo-dna/engine';
import { Piscina } from 'piscina';
import { badRequest, HttpError } from '../../http/errors';
import type { DesignEngine, DesignFailure, DesignInput, DesignPreview, DesignSummary } from './design-summary';

export interface DesignEngineOptions {
  /** Worker threads; default one per core, at most 4. */
  threads?: number;
}

const KNOWN_DESIGNERS = new Set<string>(DESIGNER_IDS);

/** A worker's answer, or its client-facing failure as an HttpError. */
function orThrow<T extends object>(result: T | DesignFailure): T {
  if (!('failure' in result)) return result;
  // No design passed the quality checks: the brief is valid, another designer or variant may succeed.
  if (result.failure.code === 'QUALITY_FAILED') throw new HttpError(422, 'QUALITY_FAILED', result.failure.message);
  throw badRequest(result.failure.message, result.failure.code);
}

/** Starts the pool lazily, so a server that never designs never spawns threads. */
export function createDesignEngine(options: DesignEngineOptions = {}): DesignEngine {
  const threads = options.threads ?? Math.min(4, availableParallelism());
  let pool: Piscina | undefined;
  const workers = () =>
    (pool ??= new Piscina({
      filename: new URL('./engine-worker-entry.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: 60_000,
    }));
  return {
    hasDesigner: (designerId) => KNOWN_DESIGNERS.has(designerId),
    async design(input: DesignInput) {
      return orThrow((await workers().run(input, { name: 'design' })) as DesignSummary | DesignFailure);
    },
    async preview(input: DesignInput) {
      return orThrow((await workers().run(input, { name: 'preview' })) as DesignPreview | DesignFailure);
    },
    async warm() {
      const sample: DesignInput = {
        brandName: 'Northwind',
        industry: 'coffee roastery',
        oneLiner: 'Small-batch coffee roasted by the sea',
        designerId: 'paul-rand',
        seed: 1,
        variant: 0,
      };
      await workers().run(sample, { name: 'design' });
      await workers().run({ svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>', size: 16 }, { name: 'png' });
    },
    async renderPng(svg, size) {
      return new Uint8Array((await workers().run({ svg, size }, { name: 'png' })) as Uint8Array);
    },
    async close() {
      await pool?.destroy();
    },
  };
}
