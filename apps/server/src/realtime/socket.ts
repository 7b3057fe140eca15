/**
 * Binds the hub to WebSockets on `/` of the server (protocol.md §11): a connection's life, from the handshake (its
 * project, the connection caps, its token) through keep-alive to its close. Frames are read in socket-frames.ts; who
 * a socket speaks for, and until when, in socket-auth.ts.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Deps } from '../deps';
import { upgradeAddressKey } from '../http/client-address';
import { isHttpError, notFound, tooManyRequests } from '../http/errors';
import { createBucket, type KeyedBuckets, takeToken } from './caps';
import type { Hub } from './hub';
import { identifySocket, type SocketIdentity, scheduleExpiry, watchSessions } from './socket-auth';
import { errorFrame, type FrameContext, handleFrame, rejectUpgrade, type SocketState, toBytes } from './socket-frames';

/** Server-side keep-alive: a protocol ping every 30 s; a socket silent for two rounds is dead. */
const KEEPALIVE_MS = 30_000;
/** Retry-After for a handshake refused by a connection cap: sockets free up as others leave. */
const CONNECTION_RETRY_AFTER_SECONDS = 10;

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

  const frames: FrameContext = {
    deps,
    hub,
    // A publish must fit the socket's rate and its address's (shared with HTTP publishes).
    publishWait(state) {
      const wait = takeToken(state.publishes, limits.socketPublishesPerSecond, deps.now());
      return wait > 0 ? wait : publishesByAddress.take(state.address);
    },
  };

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
      rejectUpgrade(socket, notFound('Unknown realtime endpoint or project'));
      return;
    }
    const address = upgradeAddressKey(request, deps.config.trustProxy);
    if (!reserve(address, socket)) {
      rejectUpgrade(socket, tooManyRequests(CONNECTION_RETRY_AFTER_SECONDS, 'Too many realtime connections; try again later'));
      return;
    }
    identifySocket(deps, url.searchParams.get('access_token'))
      .then(async (who) => (await socketServer()).handleUpgrade(request, socket, head, (ws) => accept(ws, who, address)))
      .catch((error: unknown) => {
        if (isHttpError(error)) rejectUpgrade(socket, error);
        else {
          deps.logger.error({ err: error }, 'realtime handshake failed');
          socket.destroy();
        }
      });
  });

  function accept(ws: WebSocket, who: SocketIdentity, address: string): void {
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
    scheduleExpiry(deps, ws, state, who.expiresAt);
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
      void handleFrame(frames, ws, state, isBinary ? null : raw.toString());
    });
    ws.on('close', () => {
      clearTimeout(state.expiryTimer);
      states.delete(ws);
      void hub.detach(state).catch((error: unknown) => deps.logger.warn({ err: error }, 'realtime detach failed'));
    });
    ws.on('error', () => ws.terminate());
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

  const sessionCheck = watchSessions(deps, states, limits.sessionCheckMs);

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
