/** One provider call's lifetime: aborted at the timeout or when the client goes away, errors made client-safe. */
import type { FastifyReply } from 'fastify';
import { toProviderError } from './openai/provider-errors';
import type { CallContext } from './provider';

export interface RequestCallContext extends CallContext {
  timeoutMs: number;
  /** Runs a provider call under this context; the result or a client-safe HttpError. */
  run<T>(call: () => Promise<T>): Promise<T>;
  /** The client-safe form of an error raised under this context. */
  toError(error: unknown): Error;
}

export function createCallContext(reply: FastifyReply, timeoutMs: number): RequestCallContext {
  const clientGone = new AbortController();
  // 'close' also follows a finished response; only an unfinished one means the client left.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) clientGone.abort(new DOMException('The client closed the request', 'AbortError'));
  });
  const signal = AbortSignal.any([clientGone.signal, AbortSignal.timeout(timeoutMs)]);
  const toError = (error: unknown) => toProviderError(error, signal, timeoutMs);
  return {
    signal,
    caller: reply.request.identity,
    timeoutMs,
    toError,
    async run(call) {
      // The race enforces the timeout even for work that does not watch the signal.
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      aborted.catch(() => undefined);
      try {
        return await Promise.race([call(), aborted]);
      } catch (error) {
        throw toError(error);
      }
    },
  };
}
