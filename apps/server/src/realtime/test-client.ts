/** A small WebSocket test client that records frames and waits for the one it needs. */
import type { ServerFrame } from '@logo-dna/protocol';
import WebSocket from 'ws';

export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  send(frame: unknown): void;
  /** Resolves with the first recorded frame (past or future) that matches. */
  next(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function openTestSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const frames: ServerFrame[] = [];
  const waiters: Array<{ match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }> = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(match, timeoutMs = 3000) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
  };
}

export const ofType =
  (type: ServerFrame['type'], channel?: string) =>
  (frame: ServerFrame): boolean =>
    frame.type === type && (channel === undefined || (frame.payload as { channel?: string }).channel === channel);
