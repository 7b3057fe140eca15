/**
 * Work that a worker pool ended instead of answering (the pool destroyed, the worker exited or ran out of memory) is
 * not a fault of the request: it is retried where that is safe, and otherwise answered 503 ENGINE_UNAVAILABLE with
 * `Retry-After`, never a 500.
 */
import { ERROR_CODES } from '@logo-dna/protocol';
import { HttpError } from './errors';

/** piscina's words for a task whose pool was destroyed, or whose worker went away (piscina 5, dist/errors.js, index.js). */
const ENDED_TASK_MESSAGES = [/^Terminating worker thread$/, /^worker exited with code/];
/** The reasons piscina aborts a task given to a pool that is closing (`AbortError`, the reason as its cause). */
const CLOSING_POOL_REASONS = new Set(['pool is closed', 'queue is being terminated']);

/** True when `error` says the task's worker or pool ended, not that the task itself failed. */
function isWorkerLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') return true;
  if (error.name === 'AbortError') return CLOSING_POOL_REASONS.has(String(error.cause));
  return ENDED_TASK_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** 503 ENGINE_UNAVAILABLE: `work` ("The design", "The brand kit") was stopped with its worker; retrying may succeed. */
export function workerUnavailable(work: string, retryAfterSeconds = 2): HttpError {
  return new HttpError(503, ERROR_CODES.ENGINE_UNAVAILABLE, `${work} was stopped before it finished; try again shortly`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

/** `error` as a 503 when it is a worker loss, else unchanged. */
export function toWorkerError(error: unknown, work: string): unknown {
  return isWorkerLoss(error) ? workerUnavailable(work) : error;
}
