/** Binds the hub to WebSockets on `/` of the server (protocol.md §11): frames, limits, keep-alive, auth. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_LIMITS, type ServerFrame } from '@logo-dna/protocol';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Deps } from '../deps';
import { type Hub, type HubConnection, HubError } from './hub';

/** Frames a socket may send per second (sustained), with a burst of twice that. */
const FRAMES_PER_SECOND = 50;
/** Server-side keep-alive: a protocol ping every 30 s; a socket silent for two rounds is dead. */
const KEEPALIVE_MS = 30_000;

const serialised = new WeakMap<ServerFrame, string>();
function toText(frame: ServerFrame): string {
  let text = serialised.get(frame);
  if (text === undefined) {
    text = JSON.stringify(frame);
    serialised.set(frame, text);
  }
  return text;
}

function errorFrame(code: string, error: string, channel?: string): ServerFrame {
  return { type: 'error', payload: { error, code, ...(channel ? { channel } : {}) } };
}

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message, message, code: status === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND' });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Not Found'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

interface SocketState extends HubConnection {
  alive: boolean;
  tokens: number;
  refilledAt: number;
  expiresAt: number | undefined;
}

export function installRealtimeSocket(app: FastifyInstance, deps: Deps, hub: Hub): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.maxFrameBytes, perMessageDeflate: false });
  const states = new Map<WebSocket, SocketState>();

  async function identify(token: string | null): Promise<{ userId?: string; expiresAt?: number }> {
    if (!token) return {};
    const claims = await deps.tokens.verify(token);
    return { userId: claims.userId, expiresAt: claims.expiresAt };
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/' || url.searchParams.get('project_id') !== deps.config.projectId) {
      rejectUpgrade(socket, 404, 'Unknown realtime endpoint or project');
      return;
    }
    identify(url.searchParams.get('access_token'))
      .then((who) => wss.handleUpgrade(request, socket, head, (ws) => accept(ws, who)))
      .catch(() => rejectUpgrade(socket, 401, 'Invalid access token'));
  });

  function accept(ws: WebSocket, who: { userId?: string; expiresAt?: number }): void {
    const state: SocketState = {
      id: randomUUID(),
      userId: who.userId,
      alive: true,
      tokens: FRAMES_PER_SECOND * 2,
      refilledAt: deps.now(),
      expiresAt: who.expiresAt,
      send(frame) {
        if (ws.readyState === ws.OPEN) ws.send(toText(frame));
      },
    };
    states.set(ws, state);
    ws.on('pong', () => {
      state.alive = true;
    });
    ws.on('message', (raw, isBinary) => {
      state.alive = true;
      if (!takeToken(state)) {
        state.send(errorFrame('RATE_LIMITED', 'Too many messages; slow down'));
        return;
      }
      void handleFrame(state, isBinary ? null : raw.toString());
    });
    ws.on('close', () => {
      states.delete(ws);
      void hub.detach(state);
    });
    ws.on('error', () => ws.terminate());
  }

  function takeToken(state: SocketState): boolean {
    const at = deps.now();
    state.tokens = Math.min(FRAMES_PER_SECOND * 2, state.tokens + ((at - state.refilledAt) / 1000) * FRAMES_PER_SECOND);
    state.refilledAt = at;
    if (state.tokens < 1) return false;
    state.tokens -= 1;
    return true;
  }

  async function handleFrame(state: SocketState, text: string | null): Promise<void> {
    let frame: { type?: unknown; payload?: Record<string, unknown> };
    try {
      if (text === null) throw new Error('binary');
      frame = JSON.parse(text) as typeof frame;
      if (typeof frame !== 'object' || frame === null || typeof frame.type !== 'string') throw new Error('shape');
    } catch {
      state.send(errorFrame('INVALID_FRAME', 'Frames must be JSON objects with a string "type"'));
      return;
    }
    const payload = (typeof frame.payload === 'object' && frame.payload !== null ? frame.payload : {}) as Record<string, unknown>;
    const channel = typeof payload.channel === 'string' ? payload.channel : undefined;
    try {
      switch (frame.type) {
        case 'subscribe':
          await hub.subscribe(state, payload.channel, payload.metadata);
          break;
        case 'unsubscribe':
          await hub.unsubscribe(state, payload.channel);
          break;
        case 'publish': {
          const message = await hub.publish(
            { userId: state.userId, connection: state },
            {
              channel: payload.channel,
              type: payload.type,
              data: payload.data,
              metadata: payload.metadata,
            },
          );
          state.send({ type: 'published', payload: { channel: message.channel, messageId: message.id } });
          break;
        }
        case 'ping':
          state.send({ type: 'pong', payload: { timestamp: deps.now() } });
          await hub.touch(state);
          break;
        case 'auth': {
          const who = await identify(typeof payload.access_token === 'string' ? payload.access_token : null).catch(() => null);
          if (!who?.userId || (state.userId && state.userId !== who.userId)) {
            state.send(errorFrame('UNAUTHORIZED', 'Invalid access token'));
            break;
          }
          state.userId = who.userId;
          state.expiresAt = who.expiresAt;
          state.send({ type: 'authenticated', payload: { userId: who.userId } });
          break;
        }
        default:
          state.send(errorFrame('UNKNOWN_FRAME', `Unknown frame type: ${String(frame.type).slice(0, 32)}`, channel));
      }
    } catch (error) {
      if (error instanceof HubError) state.send(errorFrame(error.code, error.message, channel));
      else {
        deps.logger.error({ err: error }, 'realtime frame failed');
        state.send(errorFrame('SERVER_ERROR', 'Server error', channel));
      }
    }
  }

  // Keep-alive: protocol pings keep idle sockets (and proxies) open; only unresponsive sockets are dropped.
  const timer = setInterval(() => {
    const at = deps.now();
    for (const [ws, state] of states) {
      if (!state.alive) {
        ws.terminate();
        continue;
      }
      if (state.expiresAt !== undefined && at >= state.expiresAt) {
        // The access token behind this socket expired and no fresh one was pushed: the client reconnects with a new one.
        ws.close(4001, 'Access token expired');
        continue;
      }
      state.alive = false;
      ws.ping();
    }
  }, KEEPALIVE_MS);
  timer.unref();

  // Before the listener stops: an open socket would otherwise hold the shutdown drain until its deadline.
  app.addHook('preClose', (done) => {
    for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
