/**
 * The line-prefixed streaming format of protocol.md §7.3 (`f:`, `0:`, `2:`, `d:`, `e:`). Nothing is sent
 * until the first event exists, so an early failure still gets a normal HTTP error.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type StreamEvent = readonly [prefix: 'f' | '0' | '2' | 'd' | 'e', value: unknown];

function toLine([prefix, value]: StreamEvent): string {
  return `${prefix}:${JSON.stringify(value)}\n`;
}

/** Sends `events` as a text stream; a failure after the first event becomes an `e:` line, then the stream ends. */
export async function sendLineStream(
  reply: FastifyReply,
  events: AsyncIterable<StreamEvent>,
  toError: (error: unknown) => Error,
): Promise<FastifyReply> {
  const iterator = events[Symbol.asyncIterator]();
  const first = await iterator.next().catch((error: unknown) => {
    throw toError(error);
  });
  const out = new PassThrough();
  if (!first.done) out.write(toLine(first.value));
  const pump = async () => {
    try {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        if (out.destroyed) break;
        out.write(toLine(next.value));
      }
    } catch (error) {
      if (!out.destroyed) out.write(toLine(['e', { message: toError(error).message }]));
    } finally {
      out.end();
      await iterator.return?.();
    }
  };
  void pump();
  return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(out);
}
