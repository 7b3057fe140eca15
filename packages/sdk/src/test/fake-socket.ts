/** Test helper: an in-memory WebSocket class that records instances, sent frames and lets tests play the server. */
import type { WebSocketLike } from '../core/runtime';

export class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; payload?: Record<string, unknown> }[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }

  /** Server side: accept the connection. */
  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** Server side: send a frame. */
  push(type: string, payload: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ type, payload }) });
  }

  /** Server side: drop the connection. */
  drop(): void {
    this.close();
  }

  sentOfType(type: string) {
    return this.sent.filter((frame) => frame.type === type);
  }
}
