/** Binds the hub to WebSockets on `/` of the server (protocol.md §11): frames, limits, keep-alive, auth. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode, ServerFrame } from '@logo-dna/protocol';
import type { FastifyInstance } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Deps } from '../deps';
import { AccessTokenError } from '../http/access-token';
import { upgradeAddressKey } from '../http/client-address';
import { createBucket, type KeyedBuckets, type TokenBucket, takeToken } from './caps';
import { type Hub, type HubConnection, HubError } from './hub';

/** Server-side keep-alive: a protocol ping every 30 s; a socket silent for two rounds is dead. */
const KEEPALIVE_MS = 30_000;
/** Retry-After for a handshake refused by a connection cap: sockets free up as others leave. */
const CONNECTION_RETRY_AFTER_SECONDS = 10;
/** Close code for a socket whose session ended (signed out, or its access token expired). */
const SESSION_ENDED = 4001;
/** Longest delay setTimeout takes. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Frames are serialised once, into one buffer shared by every socket they go to. */
const serialised = new WeakMap<ServerFrame, Buffer>();
function toBytes(frame: ServerFrame): Buffer {
  let bytes = serialised.get(frame);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(frame));
    serialised.set(frame, bytes);
  }
  return bytes;
}

function errorFrame(code: ErrorCode, error: string, channel?: string): ServerFrame {
  return { type: 'error', payload: { error, code, ...(channel ? { channel } : {}) } };
}

const STATUS_TEXT: Record<number, string> = { 401: 'Unauthorized', 404: 'Not Found', 429: 'Too Many Requests' };

function rejectUpgrade(socket: Duplex, status: number, code: ErrorCode, message: string, retryAfterSeconds?: number): void {
  const body = JSON.stringify({ error: message, message, code });
  const retryAfter = retryAfterSeconds === undefined ? '' : `Retry-After: ${retryAfterSeconds}\r\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nContent-Type: application/json\r\n${retryAfter}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Who a token names, or why it is refused (the same answers as the HTTP identity layer). */
class TokenRefused extends Error {
  constructor(
    readonly code: 'UNAUTHORIZED' | 'TOKEN_EXPIRED',
    message: string,
  ) {
    super(message);
  }
}

interface Who {
  userId?: string;
  sessionId?: string;
  expiresAt?: number;
}

interface SocketState extends HubConnection {
  address: string;
  alive: boolean;
  frames: TokenBucket;
  publishes: TokenBucket;
  /** Frames refused in a row by the frame rate; past a second burst the socket is closed. */
  refusedInARow: number;
  sessionId: string | undefined;
  expiryTimer: NodeJS.Timeout | undefined;
}

export interface RealtimeSocketStats {
  /** Open sockets. */
  connections: number;
  /** Sockets closed since start because they stopped reading. */
  slowConsumersClosed: number;
}

export function installRealtimeSocket(
  app: FastifyInstance,
  deps: Deps,
  hub: Hub,
  publishesByAddress: KeyedBuckets,
): { stats(): RealtimeSocketStats } {
  const limits = deps.config.realtime;
  // ws is loaded with the first upgrade, not with the server.
  let wss: WebSocketServer | undefined;
  let loading: Promise<WebSocketServer> | undefined;
  const socketServer = () =>
    (loading ??= import('ws').then(({ WebSocketServer }) => {
      wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes, perMessageDeflate: false });
      return wss;
    }));
  const states = new Map<WebSocket, SocketState>();
  /** Sockets per address, handshakes under way included. */
  const perAddress = new Map<string, number>();
  let reserved = 0;
  let slowConsumersClosed = 0;

  async function identify(token: string | null): Promise<Who> {
    if (!token) return {};
    let claims: Awaited<ReturnType<Deps['tokens']['verify']>>;
    try {
      claims = await deps.tokens.verify(token);
    } catch (error) {
      if (error instanceof AccessTokenError && error.expired)
        throw new TokenRefused('TOKEN_EXPIRED', 'Session expired. Please sign in again.');
      throw new TokenRefused('UNAUTHORIZED', 'Invalid access token');
    }
    // A signed-out session's token opens nothing, as on every HTTP endpoint.
    if (claims.sessionId && !(await deps.sessions.isActive(claims.sessionId))) {
      throw new TokenRefused('TOKEN_EXPIRED', 'Session expired. Please sign in again.');
    }
    return { userId: claims.userId, sessionId: claims.sessionId, expiresAt: claims.expiresAt };
  }

  /** Holds a connection slot for the socket's whole life; false when a cap is reached. */
  function reserve(address: string, socket: Duplex): boolean {
    const mine = perAddress.get(address) ?? 0;
    if (reserved >= limits.maxConnections || mine >= limits.connectionsPerIp) return false;
    reserved += 1;
    perAddress.set(address, mine + 1);
    socket.once('close', () => {
      reserved -= 1;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    return true;
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/' || url.searchParams.get('project_id') !== deps.config.projectId) {
      rejectUpgrade(socket, 404, 'NOT_FOUND', 'Unknown realtime endpoint or project');
      return;
    }
    const address = upgradeAddressKey(request, deps.config.trustProxy);
    if (!reserve(address, socket)) {
      rejectUpgrade(socket, 429, 'RATE_LIMITED', 'Too many realtime connections; try again later', CONNECTION_RETRY_AFTER_SECONDS);
      return;
    }
    identify(url.searchParams.get('access_token'))
      .then(async (who) => (await socketServer()).handleUpgrade(request, socket, head, (ws) => accept(ws, who, address)))
      .catch((error: unknown) => {
        if (error instanceof TokenRefused) rejectUpgrade(socket, 401, error.code, error.message);
        else {
          deps.logger.error({ err: error }, 'realtime handshake failed');
          socket.destroy();
        }
      });
  });

  function closeSessionEnded(ws: WebSocket, reason: string): void {
    if (ws.readyState === ws.OPEN) ws.close(SESSION_ENDED, reason);
  }

  /** Closes the socket when its access token expires, unless a fresh token is pushed first. */
  function scheduleExpiry(ws: WebSocket, state: SocketState, expiresAt: number | undefined): void {
    clearTimeout(state.expiryTimer);
    state.expiryTimer = undefined;
    if (expiresAt === undefined) return;
    const delay = Math.max(0, expiresAt - deps.now());
    state.expiryTimer = setTimeout(
      () => (delay > MAX_TIMER_MS ? scheduleExpiry(ws, state, expiresAt) : closeSessionEnded(ws, 'Access token expired')),
      Math.min(delay, MAX_TIMER_MS),
    );
    state.expiryTimer.unref();
  }

  function accept(ws: WebSocket, who: Who, address: string): void {
    const at = deps.now();
    const state: SocketState = {
      id: randomUUID(),
      userId: who.userId,
      sessionId: who.sessionId,
      address,
      alive: true,
      frames: createBucket(limits.framesPerSecond, at),
      publishes: createBucket(limits.socketPublishesPerSecond, at),
      refusedInARow: 0,
      expiryTimer: undefined,
      send(frame) {
        if (ws.readyState !== ws.OPEN) return;
        // A client that stops reading must not make the server buffer without bound: it is dropped
        // and reconnects (history covers what it missed).
        if (ws.bufferedAmount > limits.maxBufferedBytes) {
          slowConsumersClosed += 1;
          ws.terminate();
          return;
        }
        ws.send(toBytes(frame), { binary: false });
      },
    };
    states.set(ws, state);
    scheduleExpiry(ws, state, who.expiresAt);
    ws.on('pong', () => {
      state.alive = true;
    });
    ws.on('message', (raw, isBinary) => {
      state.alive = true;
      const wait = takeToken(state.frames, limits.framesPerSecond, deps.now());
      if (wait > 0) {
        state.refusedInARow += 1;
        if (state.refusedInARow > limits.framesPerSecond * 2) ws.close(1008, 'Rate limit exceeded');
        else state.send(errorFrame('RATE_LIMITED', `Too many messages; slow down (retry in ${Math.ceil(wait)} s)`));
        return;
      }
      state.refusedInARow = 0;
      void handleFrame(ws, state, isBinary ? null : raw.toString());
    });
    ws.on('close', () => {
      clearTimeout(state.expiryTimer);
      states.delete(ws);
      void hub.detach(state).catch((error: unknown) => deps.logger.warn({ err: error }, 'realtime detach failed'));
    });
    ws.on('error', () => ws.terminate());
  }

  /** Whether a publish fits the socket's rate and its address's (shared with HTTP publishes); seconds to wait otherwise. */
  function publishWait(state: SocketState): number {
    const wait = takeToken(state.publishes, limits.socketPublishesPerSecond, deps.now());
    return wait > 0 ? wait : publishesByAddress.take(state.address);
  }

  async function sessionStillActive(ws: WebSocket, state: SocketState): Promise<boolean> {
    if (!state.sessionId || (await deps.sessions.isActive(state.sessionId))) return true;
    state.send(errorFrame('TOKEN_EXPIRED', 'Session expired. Please sign in again.'));
    closeSessionEnded(ws, 'Session signed out');
    return false;
  }

  async function handleFrame(ws: WebSocket, state: SocketState, text: string | null): Promise<void> {
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
    const channel = typeof payload.channel === 'string' && payload.channel.length <= 128 ? payload.channel : undefined;
    try {
      switch (frame.type) {
        case 'subscribe':
          if (!(await sessionStillActive(ws, state))) break;
          await hub.subscribe(state, payload.channel, payload.metadata);
          break;
        case 'unsubscribe':
          await hub.unsubscribe(state, payload.channel);
          break;
        case 'publish': {
          const wait = publishWait(state);
          if (wait > 0) {
            state.send(errorFrame('RATE_LIMITED', `Too many messages; slow down (retry in ${Math.ceil(wait)} s)`, channel));
            break;
          }
          if (!(await sessionStillActive(ws, state))) break;
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
          state.sessionId = who.sessionId;
          scheduleExpiry(ws, state, who.expiresAt);
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
  const keepAlive = setInterval(() => {
    for (const [ws, state] of states) {
      if (!state.alive) {
        ws.terminate();
        continue;
      }
      state.alive = false;
      ws.ping();
    }
  }, KEEPALIVE_MS);
  keepAlive.unref();

  // Sign-out ends a session everywhere: open sockets re-check theirs (one look-up per session) and close.
  const sessionCheck = setInterval(() => {
    const bySession = new Map<string, WebSocket[]>();
    for (const [ws, state] of states) {
      if (!state.sessionId) continue;
      const sockets = bySession.get(state.sessionId);
      if (sockets) sockets.push(ws);
      else bySession.set(state.sessionId, [ws]);
    }
    for (const [sessionId, sockets] of bySession) {
      deps.sessions
        .isActive(sessionId)
        .then((active) => {
          if (!active) for (const ws of sockets) closeSessionEnded(ws, 'Session signed out');
        })
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'realtime session check failed'));
    }
  }, limits.sessionCheckMs);
  sessionCheck.unref();

  // Before the listener stops: an open socket would otherwise hold the shutdown drain until its deadline.
  app.addHook('preClose', (done) => {
    for (const ws of wss?.clients ?? []) ws.close(1001, 'Server shutting down');
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(keepAlive);
    clearInterval(sessionCheck);
    const server = await loading;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return {
    stats: () => ({ connections: states.size, slowConsumersClosed }),
  };
}
