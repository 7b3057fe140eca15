/**
 * Bounds the work one caller may have queued or running at once on a shared worker pool (the design engine, the
 * brand-kit worker): past the depth the caller gets 429 ENGINE_BUSY with `Retry-After`, while other callers' work
 * still gets its turn. Counts are per server instance, like the pools they guard.
 */
import { ERROR_CODES } from '@logo-dna/protocol';
import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import { HttpError } from './errors';

export interface CallerQueue {
  /** Places each caller may hold at once. */
  readonly depth: number;
  /** The work `key` has queued or running now. */
  size(key: string): number;
  /**
   * Takes one of `key`'s places, or throws 429 ENGINE_BUSY when all are taken; returns the function that gives it
   * back (calling it again does nothing). No key (the service key) takes no place.
   */
  enter(key: string | undefined): () => void;
  /**
   * Runs `work` in one of `key`'s places (throwing 429 at once when none is free), held until the work settles: a
   * caller who hangs up does not free it early.
   */
  run<T>(key: string | undefined, work: () => Promise<T>): Promise<T>;
  /**
   * Takes one of `key`'s places now (or throws 429) for a stream of work, given back when the stream ends, fails or
   * is closed; a stream waiting on work is closed only once that work settles. The stream must be iterated.
   */
  stream<T>(key: string | undefined, source: AsyncIterable<T>): AsyncIterable<T>;
}

export interface CallerQueueOptions {
  depth: number;
  /** Sent as `Retry-After`: about the time one piece of the pool's work takes. Default 2 s. */
  retryAfterSeconds?: number;
  /** What the refusal says the work is ("designs", "brand kits"). */
  work: string;
}

/**
 * Who a piece of work is counted against: the signed-in user, else the client address; none for the service key,
 * which is exempt from per-caller limits.
 */
export function callerKey(request: FastifyRequest): string | undefined {
  const { identity } = request;
  if (identity.kind === 'service') return undefined;
  return identity.kind === 'user' ? `user:${identity.userId}` : `ip:${clientAddressKey(request)}`;
}

export function createCallerQueue({ depth, retryAfterSeconds = 2, work }: CallerQueueOptions): CallerQueue {
  const held = new Map<string, number>();
  const busy = () =>
    new HttpError(
      429,
      ERROR_CODES.ENGINE_BUSY,
      `You already have ${depth} ${work} in progress. Wait for one to finish, then try again.`,
      { depth },
      { 'retry-after': String(retryAfterSeconds) },
    );
  const enter = (key: string | undefined) => {
    if (key === undefined) return () => undefined;
    const taken = held.get(key) ?? 0;
    if (taken >= depth) throw busy();
    held.set(key, taken + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (held.get(key) ?? 1) - 1;
      if (left > 0) held.set(key, left);
      else held.delete(key);
    };
  };
  return {
    depth,
    size: (key) => held.get(key) ?? 0,
    enter,
    run(key, work) {
      // Taken before the promise exists: a caller over the depth is refused at once, before anything is sent.
      const release = enter(key);
      return (async () => {
        try {
          return await work();
        } finally {
          release();
        }
      })();
    },
    stream(key, source) {
      const release = enter(key);
      return (async function* () {
        try {
          yield* source;
        } finally {
          release();
        }
      })();
    },
  };
}
