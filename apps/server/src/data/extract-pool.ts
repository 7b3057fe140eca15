/**
 * The extraction workers: documents are read off the main thread, each worker under a heap cap, each task under a
 * wall-time cap that ends its worker (piscina starts another), and callers queued fairly: one caller has at most one
 * document being read and `perCallerQueue` running and waiting together, so it cannot hold every worker.
 */
import { MessageChannel } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Piscina } from 'piscina';
import { workerEntry } from '../compiled';
import { toWorkerError, workerUnavailable } from '../http/worker-errors';
import type { DocumentKind } from './extract';
import { ExtractError, type ExtractLimits, type ExtractorOptions } from './extract-limits';
import type { ExtractFailure, ExtractResult, ExtractTask } from './extract-worker';

interface ExtractJob {
  bytes: Uint8Array;
  kind: DocumentKind;
  chunkSize?: number;
}

interface ExtractorStats {
  running: number;
  waiting: number;
  /** Tasks ended by the time cap (their workers were terminated). */
  timedOut: number;
  workersStarted: number;
  workersEnded: number;
}

export interface DocumentExtractor {
  /** Reads a document in a worker on behalf of `caller` (a user id, or the service key). */
  extract(caller: string, job: ExtractJob): Promise<ExtractResult>;
  readonly stats: Readonly<ExtractorStats>;
  close(): Promise<void>;
}

/** Documents waiting in all, per worker thread; beyond that every caller is told to come back. */
const WAITING_PER_THREAD = 16;

interface Waiting {
  caller: string;
  job: ExtractJob;
  resolve(result: ExtractResult): void;
  reject(error: unknown): void;
}

const busy = () => new ExtractError('TOO_MANY_EXTRACTIONS', 'Too many documents are being read for you; try again shortly');
/** A document waiting or being read when the server closes: 503 ENGINE_UNAVAILABLE, not a 500. */
const closedError = () => workerUnavailable('Reading the document');

export function createDocumentExtractor(options: ExtractorOptions, logger: Pick<Logger, 'error'>): DocumentExtractor {
  const { threads, timeoutMs, perCallerQueue, maxHeapMb } = options;
  const limits: ExtractLimits = { maxInflatedBytes: options.maxInflatedBytes, maxParts: options.maxParts, maxPages: options.maxPages };
  const stats: ExtractorStats = { running: 0, waiting: 0, timedOut: 0, workersStarted: 0, workersEnded: 0 };
  const waiting: Waiting[] = [];
  const held = new Map<string, number>();
  const reading = new Set<string>();
  let pool: Piscina | undefined;
  let closed = false;

  const workers = async (): Promise<Piscina> => {
    const { Piscina } = await import('piscina');
    if (closed) throw closedError();
    if (pool) return pool;
    pool = new Piscina({
      filename: workerEntry(import.meta.url, './extract-worker-entry.mjs', 'extract-worker.js').href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 30_000,
      // A document that outgrows the heap ends its worker (ERR_WORKER_OUT_OF_MEMORY), not the server.
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      atomics: 'async',
    });
    pool.on('workerCreate', () => stats.workersStarted++);
    pool.on('workerDestroy', () => stats.workersEnded++);
    // A worker that dies outside a task emits 'error' on the pool; unheard, that event would end the process.
    pool.on('error', (error: unknown) => logger.error({ err: error }, 'extraction worker failed'));
    return pool;
  };

  /** Runs one task; the time cap starts when the worker takes it, and aborting a running task terminates its worker. */
  const runInWorker = async (job: ExtractJob): Promise<ExtractResult> => {
    const channel = new MessageChannel();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    channel.port1.once('message', () => {
      timer = setTimeout(() => abort.abort(), timeoutMs);
    });
    try {
      const task: ExtractTask = { ...job, limits, started: channel.port2 };
      const result = (await (await workers()).run(task, { signal: abort.signal, transferList: [channel.port2] })) as
        | ExtractResult
        | ExtractFailure;
      if ('failure' in result) throw new ExtractError(result.failure.code, result.failure.message);
      return result;
    } catch (error) {
      if (abort.signal.aborted) {
        stats.timedOut++;
        throw new ExtractError('EXTRACT_TIMEOUT', `The document was still being read after ${timeoutMs} ms`);
      }
      if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new ExtractError('DOCUMENT_TOO_LARGE', 'The document needs more memory than a document may use');
      // Its worker ended for another reason (the extractor closing, a crash): the request may be retried.
      throw toWorkerError(error, 'Reading the document');
    } finally {
      clearTimeout(timer);
      channel.port1.close();
    }
  };

  const release = (caller: string) => {
    const count = (held.get(caller) ?? 1) - 1;
    if (count > 0) held.set(caller, count);
    else held.delete(caller);
  };

  const start = (entry: Waiting) => {
    stats.running++;
    reading.add(entry.caller);
    runInWorker(entry.job)
      .then(entry.resolve, entry.reject)
      .finally(() => {
        stats.running--;
        reading.delete(entry.caller);
        release(entry.caller);
        pump();
      });
  };

  /** Starts waiting documents while workers are free, skipping callers who already have one being read. */
  const pump = () => {
    while (stats.running < threads) {
      const index = waiting.findIndex((entry) => !reading.has(entry.caller));
      if (index === -1) break;
      const [next] = waiting.splice(index, 1);
      if (next) start(next);
    }
    stats.waiting = waiting.length;
  };

  return {
    stats,
    extract(caller, job) {
      if (closed) return Promise.reject(closedError());
      const count = held.get(caller) ?? 0;
      if (count >= perCallerQueue || waiting.length >= threads * WAITING_PER_THREAD) return Promise.reject(busy());
      held.set(caller, count + 1);
      return new Promise<ExtractResult>((resolve, reject) => {
        waiting.push({ caller, job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const entry of waiting.splice(0)) entry.reject(closedError());
      await pool?.destroy();
    },
  };
}
