/** The per-caller bound on queued work: places taken and given back by state, never by time. */
import { describe, expect, it } from 'vitest';
import { createCallerQueue } from './caller-queue';
import { isHttpError } from './errors';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createCallerQueue', () => {
  it('refuses a caller past its depth with 429 ENGINE_BUSY and Retry-After, while another caller still gets a place', async () => {
    const queue = createCallerQueue({ depth: 2, work: 'designs' });
    const held = [deferred(), deferred()];
    const running = held.map((gate) => queue.run('ip:a', () => gate.promise));
    expect(queue.size('ip:a')).toBe(2);
    let refusal: unknown;
    try {
      queue.run('ip:a', async () => undefined);
    } catch (error) {
      refusal = error;
    }
    expect(isHttpError(refusal) && refusal).toMatchObject({ status: 429, code: 'ENGINE_BUSY', headers: { 'retry-after': '2' } });
    await queue.run('ip:b', async () => undefined);
    held[0]?.resolve();
    held[1]?.reject(new Error('engine failed'));
    await Promise.allSettled(running);
    expect(queue.size('ip:a')).toBe(0);
    await expect(queue.run('ip:a', async () => 'again')).resolves.toBe('again');
  });

  it('takes no place for the service key (no caller key)', async () => {
    const queue = createCallerQueue({ depth: 1, work: 'designs' });
    const gate = deferred();
    const running = [queue.run(undefined, () => gate.promise), queue.run(undefined, () => gate.promise)];
    gate.resolve();
    await Promise.all(running);
  });

  it('holds a stream’s place until the stream is closed, and gives a place back once only', async () => {
    const queue = createCallerQueue({ depth: 1, work: 'designs' });
    async function* words() {
      yield 'one';
      yield 'two';
    }
    const iterator = queue.stream('user:u', words())[Symbol.asyncIterator]();
    expect(queue.size('user:u')).toBe(1);
    expect((await iterator.next()).value).toBe('one');
    await iterator.return?.(undefined);
    expect(queue.size('user:u')).toBe(0);
    const release = queue.enter('user:u');
    release();
    release();
    expect(queue.size('user:u')).toBe(0);
  });
});
