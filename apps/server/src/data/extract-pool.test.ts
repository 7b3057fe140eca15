/** Documents still running or waiting when the extractor closes are answered 503 ENGINE_UNAVAILABLE, never a 500. */
import { describe, expect, it, vi } from 'vitest';
import { isHttpError } from '../http/errors';
import { createDocumentExtractor } from './extract-pool';

const OPTIONS = {
  threads: 1,
  timeoutMs: 60_000,
  perCallerQueue: 2,
  maxHeapMb: 256,
  maxInflatedBytes: 1 << 20,
  maxParts: 100,
  maxPages: 10,
};
const TEXT = { bytes: new TextEncoder().encode('A small document.\n'.repeat(1000)), kind: 'text' as const };

const statusOf = (error: unknown) =>
  isHttpError(error) ? `${error.status} ${error.code} ${error.headers?.['retry-after']}` : String(error);

describe('document extractor closing', () => {
  it('answers the waiting document 503 ENGINE_UNAVAILABLE, and the running one with its text or the same 503', async () => {
    const extractor = createDocumentExtractor(OPTIONS, { error: () => undefined });
    const running = extractor.extract('user:a', TEXT).then(
      () => 'read',
      (error: unknown) => statusOf(error),
    );
    const waiting = extractor.extract('user:b', TEXT).catch((error: unknown) => statusOf(error));
    // One thread: user:a's document runs (or its worker starts), user:b's waits for it.
    await vi.waitFor(() => expect(extractor.stats).toMatchObject({ running: 1, waiting: 1 }), { interval: 5 });
    await extractor.close();
    expect(await waiting).toBe('503 ENGINE_UNAVAILABLE 2');
    expect(await running).toMatch(/^(read|503 ENGINE_UNAVAILABLE 2)$/);
    await expect(extractor.extract('user:c', TEXT)).rejects.toMatchObject({ status: 503, code: 'ENGINE_UNAVAILABLE' });
  }, 60_000);
});
