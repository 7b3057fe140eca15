/**
 * Listener limits against socket exhaustion (reliability.md D3, slowloris): open sockets per client
 * address and in all, and deadlines for headers, bodies and idle keep-alive sockets. WebSocket
 * upgrades are the same sockets, so they count too.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { toErrorEnvelope } from '@logo-dna/protocol';
import { toAddressKey } from './client-address';

export interface ConnectionLimits {
  /** Open sockets in all; more are closed on accept. */
  maxConnections: number;
  /** Open sockets per client address (IPv6: per /64); more are closed on accept. 0 turns the cap off. */
  connectionsPerIp: number;
  /** Time for a request's headers to arrive, from the connection or the previous response. */
  headersTimeoutMs: number;
  /** Time for a request's body to arrive, on top of its declared length at `bodyMinBytesPerSecond`. */
  requestTimeoutMs: number;
  /** Slowest upload rate the body deadline allows for, in bytes per second. */
  bodyMinBytesPerSecond: number;
  /** Time an idle keep-alive socket stays open after a response. */
  keepAliveTimeoutMs: number;
}

export interface ConnectionTracker {
  /** Open sockets, WebSockets included. */
  readonly size: number;
  /** Closes every open socket at once (the end of a shutdown drain). */
  destroyAll(): void;
}

interface PendingBody {
  request: IncomingMessage;
  response: ServerResponse;
  deadline: number;
}

const TIMEOUT_RESPONSE = (() => {
  const body = JSON.stringify(toErrorEnvelope('The request took too long to arrive', 'REQUEST_TIMEOUT'));
  return (
    `HTTP/1.1 408 Request Timeout\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`
  );
})();

/** Applies the limits to a Node HTTP server (before it listens); a server that never listens is untouched. */
export function installConnectionLimits(server: Server, limits: ConnectionLimits): ConnectionTracker {
  // Node checks header deadlines on this period (default 30 s, which would let a trickle live 40 s).
  const checkEveryMs = Math.max(10, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)));
  Object.assign(server, { connectionsCheckingInterval: checkEveryMs });
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = limits.headersTimeoutMs;
  // Node's own request deadline is one figure for every route; bodies get the deadline below instead.
  server.requestTimeout = 0;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;

  const sockets = new Set<Socket>();
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = toAddressKey(socket.remoteAddress);
    const count = (perAddress.get(key) ?? 0) + 1;
    if (limits.connectionsPerIp > 0 && count > limits.connectionsPerIp) {
      socket.destroy();
      return;
    }
    perAddress.set(key, count);
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      const left = (perAddress.get(key) ?? 1) - 1;
      if (left > 0) perAddress.set(key, left);
      else perAddress.delete(key);
    });
  });

  // Bodies: the base deadline plus the declared length at the slowest rate allowed, so a 50 MB upload
  // on a slow line fits while a trickled small body does not. Bodiless requests are not tracked.
  const bodies = new Set<PendingBody>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (!(declared > 0) && request.headers['transfer-encoding'] === undefined) return;
    const allowanceMs = Number.isFinite(declared) && declared > 0 ? (declared / limits.bodyMinBytesPerSecond) * 1000 : 0;
    bodies.add({ request, response, deadline: Date.now() + limits.requestTimeoutMs + allowanceMs });
  });
  const sweep = () => {
    const now = Date.now();
    for (const body of bodies) {
      const socket = body.request.socket;
      if (body.request.complete || socket.destroyed) bodies.delete(body);
      else if (now >= body.deadline) {
        bodies.delete(body);
        if (!body.response.headersSent && socket.writable) socket.write(TIMEOUT_RESPONSE);
        socket.destroy();
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  server.on('listening', () => {
    timer = setInterval(sweep, checkEveryMs);
    timer.unref();
  });
  server.on('close', () => clearInterval(timer));

  return {
    get size() {
      return sockets.size;
    },
    destroyAll() {
      for (const socket of sockets) socket.destroy();
    },
  };
}
