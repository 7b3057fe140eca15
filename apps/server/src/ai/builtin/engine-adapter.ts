/** The one file that binds @logo-dna/engine: designer ids on the main thread, design and PNG work in a worker pool. */
import { availableParallelism } from 'node:os';
import { DESIGNER_IDS } from '@logo-dna/engine';
import type { Piscina } from 'piscina';
import { workerEntry } from '../../compiled';
import { httpError } from '../../http/errors';
import { toWorkerError, workerUnavailable } from '../../http/worker-errors';
import type { DesignEngine, DesignFailure, DesignInput, DesignPreview, DesignSummary } from './design-summary';
import { createRecyclingPool } from './recycling-pool';

export interface DesignEngineOptions {
  /** Worker threads; default one per core, at most 4. */
  threads?: number;
  /**
   * Tasks a pool of workers is given before a fresh one replaces it (it still runs every task it was given). A worker's
   * heap keeps what designing leaves behind (parsed fonts, shaping caches, code), so a long-lived worker only
   * grows; a fresh pool starts from nothing. Default 400.
   */
  recycleAfterTasks?: number;
  /** A worker idle this long exits, and with no worker left the pool's memory goes back. Default 30 000 ms. */
  idleTimeoutMs?: number;
  /**
   * Each worker's old-generation heap limit in MB. Default 512. A design leaves a few megabytes of garbage and
   * resvg's pixel buffers live outside the heap where V8 cannot see them, so an uncapped worker lets its heap run
   * to about 800 MB before collecting; the live set after a collection stays near 250 MB (fonts, shaping caches).
   */
  maxHeapMb?: number;
}

/** A design engine that says how often it replaced its worker pool. */
export interface RecyclingDesignEngine extends DesignEngine {
  readonly recycledPools: number;
  /** Worker threads running now (none before the first task, and none once all have idled out). */
  readonly liveThreads: number;
}

/** The brief a warm-up designs: any valid one loads the same code; each thread gets its own seed. */
const WARM_UP_BRIEF: DesignInput = {
  brandName: 'Northwind',
  industry: 'coffee roastery',
  oneLiner: 'Small-batch coffee roasted by the sea',
  designerId: 'paul-rand',
  seed: 1,
  variant: 0,
};

const KNOWN_DESIGNERS = new Set<string>(DESIGNER_IDS);

/** A worker's answer, or its client-facing failure as an HttpError. */
function orThrow<T extends object>(result: T | DesignFailure): T {
  if (!('failure' in result)) return result;
  // A bad brief is a 400; QUALITY_FAILED (422) means the brief is valid and another designer or variant may succeed.
  throw httpError(result.failure.code, result.failure.message);
}

/** Starts the pool lazily, so a server that never designs never spawns threads. */
export function createDesignEngine(options: DesignEngineOptions = {}): RecyclingDesignEngine {
  const { threads = Math.min(4, availableParallelism()), recycleAfterTasks = 400, idleTimeoutMs = 30_000, maxHeapMb = 512 } = options;
  let PiscinaPool: typeof Piscina | undefined;
  const startPool = (): Piscina => {
    if (!PiscinaPool) throw new Error('piscina is not loaded');
    return new PiscinaPool({
      filename: workerEntry(import.meta.url, './engine-worker-entry.mjs', 'engine-worker.js').href,
      // No thread is kept when idle: a quiet server gives the workers' memory back.
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: idleTimeoutMs,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      // With piscina's default ('sync') a worker waits for its next task on Atomics.wait and never turns its event
      // loop, so the finalisers that free resvg's native pixel buffers never run and a worker's RSS climbs by about
      // 1.3 MB a task until the pool is recycled (bench/soak: 1.29 GB after 180 generations, 0.62 GB with 'async').
      atomics: 'async',
    });
  };
  // A retired pool finishes every task it was given (running or queued), then its threads end and their heaps are freed.
  const pools = createRecyclingPool({ create: startPool, recycleAfterTasks });
  let closed = false;
  /**
   * Runs one task. piscina is loaded with the first task (or the warm-up), not with the server; once it is loaded,
   * choosing the pool and submitting the task happen in one synchronous step. A task whose worker was stopped (the
   * engine closing, a worker out of memory) is a 503 ENGINE_UNAVAILABLE, never a 500.
   */
  const run = async (task: unknown, name: string): Promise<unknown> => {
    const { Piscina } = await import('piscina');
    PiscinaPool = Piscina;
    // A task that was waiting for piscina while the engine closed starts no pool.
    if (closed) throw workerUnavailable('The design');
    try {
      return await pools.run(task, { name });
    } catch (error) {
      throw toWorkerError(error, 'The design');
    }
  };
  return {
    get recycledPools() {
      return pools.recycledPools;
    },
    get liveThreads() {
      return pools.current?.threads.length ?? 0;
    },
    hasDesigner: (designerId) => KNOWN_DESIGNERS.has(designerId),
    async design(input: DesignInput) {
      return orThrow((await run(input, 'design')) as DesignSummary | DesignFailure);
    },
    async preview(input: DesignInput) {
      return orThrow((await run(input, 'preview')) as DesignPreview | DesignFailure);
    },
    async warm() {
      const preview = (index: number) => run({ ...WARM_UP_BRIEF, seed: index + 1 }, 'preview');
      // One thread first: threads that start together share the cores and all become ready late, while the first
      // visitor needs just one. Starting a thread and loading its code is most of a cold thread's cost; the task is
      // a preview (the gallery's own call, rasterised checks included), so a visitor arriving meanwhile waits little.
      await preview(0);
      // Then one task per thread at once: each task queued while every thread is busy starts another thread.
      await Promise.all(Array.from({ length: threads }, (_, index) => preview(index + 1)));
    },
    async renderPng(svg, size) {
      return new Uint8Array((await run({ svg, size }, 'png')) as Uint8Array);
    },
    async renderPdf(svg, fallbackTitle) {
      return new Uint8Array((await run({ svg, fallbackTitle }, 'pdf')) as Uint8Array);
    },
    async close() {
      closed = true;
      await pools.close();
    },
  };
}
