/** One WebSocket per client: connect with a time-out, 25 s heartbeat, and reconnection with capped exponential backoff. */
import { FeatureError } from '../core/errors';
import type { Runtime, WebSocketLike } from '../core/runtime';

const CONNECT_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;
const MAX_JITTER_MS = 1000;

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface Frame {
  type: string;
  payload?: unknown;
}

export interface ConnectionParams {
  runtime: Runtime;
  /** Builds the socket URL at each (re)connect, so it carries the current access token. */
  buildUrl: () => Promise<string>;
  onFrame: (frame: Frame) => void;
  /** Called after every successful (re)connect. */
  onOpen: () => void;
  /** Called when the socket drops (pending acknowledgments should fail). */
  onDrop: () => void;
  onStateChange?: (state: ConnectionState) => void;
  /** Whether a dropped socket should come back (true while any channel is subscribed). */
  shouldReconnect: () => boolean;
}

/** Delay before reconnect attempt `attempt` (0-based): min(30 s, 2^attempt s) plus up to 1 s of jitter (spec §9). */
export function toBackoffMs(attempt: number, random: () => number): number {
  return Math.min(MAX_BACKOFF_MS, 2 ** attempt * 1000) + Math.floor(random() * MAX_JITTER_MS);
}

export const realtimeError = (message: string, code = 'REALTIME_ERROR') => new FeatureError('realtime', code, message);

export function createConnection(params: ConnectionParams) {
  const { runtime } = params;
  let socket: WebSocketLike | null = null;
  let state: ConnectionState = 'idle';
  let opening: Promise<void> | null = null;
  let heartbeat: unknown;
  let reconnectTimer: unknown;
  let attempt = 0;

  function setState(next: ConnectionState): void {
    if (state === next) return;
    state = next;
    params.onStateChange?.(next);
  }

  function stopHeartbeat(): void {
    runtime.timers.clearInterval(heartbeat);
    heartbeat = undefined;
  }

  function scheduleReconnect(): void {
    if (!params.shouldReconnect()) {
      setState('closed');
      return;
    }
    setState('reconnecting');
    const delay = toBackoffMs(attempt, runtime.random);
    attempt += 1;
    reconnectTimer = runtime.timers.setTimeout(() => {
      reconnectTimer = undefined;
      connection.open().catch(() => scheduleReconnect());
    }, delay);
  }

  async function connect(): Promise<void> {
    const WebSocketClass = runtime.WebSocket;
    if (!WebSocketClass) throw realtimeError('WebSocket is not available in this environment');
    const url = await params.buildUrl();
    setState(state === 'reconnecting' ? 'reconnecting' : 'connecting');
    await new Promise<void>((resolve, reject) => {
      const ws = new WebSocketClass(url);
      socket = ws;
      let opened = false;
      const timeout = runtime.timers.setTimeout(() => {
        socket = null;
        ws.close();
        reject(realtimeError('Connection timeout', 'TIMEOUT'));
      }, CONNECT_TIMEOUT_MS);
      ws.onopen = () => {
        opened = true;
        runtime.timers.clearTimeout(timeout);
        attempt = 0;
        setState('open');
        heartbeat = runtime.timers.setInterval(() => connection.send({ type: 'ping', payload: {} }), HEARTBEAT_MS);
        resolve();
        params.onOpen();
      };
      ws.onmessage = (event) => {
        const frame = parseFrame(event.data);
        if (frame) params.onFrame(frame);
      };
      ws.onerror = () => undefined;
      ws.onclose = () => {
        runtime.timers.clearTimeout(timeout);
        if (socket !== ws) return;
        socket = null;
        stopHeartbeat();
        if (!opened) return reject(realtimeError('Connection closed', 'CONNECTION_CLOSED'));
        params.onDrop();
        if (state !== 'closed') scheduleReconnect();
      };
    });
  }

  const connection = {
    getState: () => state,
    /** Opens the socket unless it is open or opening. */
    open(): Promise<void> {
      if (state === 'open' && socket) return Promise.resolve();
      opening ??= connect().finally(() => {
        opening = null;
      });
      return opening;
    },
    send(frame: Frame): void {
      if (!socket || state !== 'open') throw realtimeError('Connection closed', 'CONNECTION_CLOSED');
      socket.send(JSON.stringify(frame));
    },
    /**
     * Replaces an open socket with a fresh one (new URL, so a new access token), for when the signed-in
     * user changes; the server then sees the new identity and every channel is subscribed again.
     */
    async restart(): Promise<void> {
      if (state !== 'open' || !socket) return;
      const current = socket;
      socket = null;
      stopHeartbeat();
      current.close(1000, 'identity changed');
      params.onDrop();
      setState('reconnecting');
      await connection.open().catch(() => scheduleReconnect());
    },
    /** Closes for good: no reconnection until `open()` is called again. */
    close(): void {
      runtime.timers.clearTimeout(reconnectTimer);
      stopHeartbeat();
      setState('closed');
      const current = socket;
      socket = null;
      current?.close(1000, 'client closed');
    },
  };
  return connection;
}

function parseFrame(data: unknown): Frame | undefined {
  try {
    const frame = JSON.parse(typeof data === 'string' ? data : String(data)) as Frame;
    return typeof frame?.type === 'string' ? frame : undefined;
  } catch {
    return undefined;
  }
}
