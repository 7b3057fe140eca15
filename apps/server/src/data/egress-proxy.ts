/**
 * The screenshot browser's only way out (reliability.md S14): an HTTP forward proxy and CONNECT tunnel on 127.0.0.1
 * that holds every connection Chromium opens (navigations, redirect hops, iframes, subresources, WebSockets) to the
 * outbound address policy of /fetch. The destination is resolved by the guarded lookup at connect time and the socket
 * connects to the address that was checked, so DNS rebinding cannot slip past.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { type Duplex, pipeline, Transform } from 'node:stream';
import { type AddressPolicy, BlockedAddressError, checkLiteralHost, createGuardedLookup } from './address-guard';

/** Per-connection caps (config `screenshotEgress`). */
export interface EgressLimits {
  /** Bytes one proxied connection may carry, both directions together. */
  maxBytes: number;
  /** A proxied connection quiet for this long is closed; this also bounds connecting. */
  idleTimeoutMs: number;
}

export interface EgressProxy {
  /** `http://127.0.0.1:<port>`, for Chromium's `--proxy-server`. */
  readonly url: string;
  close(): Promise<void>;
}

/** Headers that belong to one hop and are never forwarded (RFC 9110 §7.6.1), plus the proxy's own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

class IdleTimeoutError extends Error {}
class ByteCapError extends Error {}

/** `host:port` of a CONNECT request, the host canonicalised by the URL parser (so `2130706433` reads as 127.0.0.1). */
export function parseTunnelTarget(authority: string | undefined): { host: string; port: number } | undefined {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+):(\d{1,5})$/.exec(authority ?? '');
  const port = Number(match?.[2]);
  if (!match?.[1] || !Number.isInteger(port) || port < 1 || port > 65_535) return undefined;
  try {
    return { host: new URL(`http://${match[1]}/`).hostname, port };
  } catch {
    return undefined;
  }
}

/** The header list to send on, without hop-by-hop fields and those the Connection header names. */
function endToEndHeaders(raw: string[], connection: string | string[] | undefined): string[] {
  const named = new Set(
    String(connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (!HOP_BY_HOP.has(name) && !named.has(name)) kept.push(raw[i] as string, raw[i + 1] as string);
  }
  return kept;
}

function statusFor(error: unknown): number {
  if (error instanceof BlockedAddressError || (error as { cause?: unknown })?.cause instanceof BlockedAddressError) return 403;
  return error instanceof IdleTimeoutError ? 504 : 502;
}

function rawResponse(status: number, message: string): string {
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`;
}

const REFUSALS: Record<number, string> = {
  400: 'The proxy accepts absolute http:// URLs and CONNECT host:port only',
  403: 'Refused by the outbound address policy',
  502: 'Could not reach the destination',
  504: 'The destination took too long',
};

/** Counts the bytes of one connection across both directions; the stream fails once the budget is spent. */
function createMeter(limits: EgressLimits) {
  let used = 0;
  return () =>
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        used += chunk.length;
        if (used > limits.maxBytes) callback(new ByteCapError(`More than ${limits.maxBytes} bytes on one connection`));
        else callback(null, chunk);
      },
    });
}

/** Starts the proxy on 127.0.0.1 (ephemeral port). */
export async function startEgressProxy(policy: AddressPolicy, limits: EgressLimits): Promise<EgressProxy> {
  const lookup = createGuardedLookup(policy);
  // Sockets handed over by 'connect' are no longer the HTTP server's to close.
  const tunnels = new Set<Duplex>();

  /** Checks a literal address before connecting (literals skip `lookup`); true when refused and answered. */
  const refuseLiteral = (host: string, refuse: (status: number) => void): boolean => {
    try {
      checkLiteralHost(host, policy);
      return false;
    } catch (error) {
      refuse(statusFor(error));
      return true;
    }
  };

  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const refuse = (status: number) => {
      if (response.headersSent) response.destroy();
      else response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(REFUSALS[status]);
    };
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      return refuse(400);
    }
    if (target.protocol !== 'http:' || target.username || target.password) return refuse(400);
    if (refuseLiteral(target.hostname, refuse)) return;
    const outgoing = httpRequest({
      host: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port || 80,
      method: request.method,
      path: `${target.pathname}${target.search}`,
      headers: toHeaderObject(endToEndHeaders(request.rawHeaders, request.headers.connection), target.host),
      lookup,
      agent: false,
      timeout: limits.idleTimeoutMs,
    });
    const meter = createMeter(limits);
    outgoing.on('timeout', () => outgoing.destroy(new IdleTimeoutError('idle')));
    outgoing.on('error', (error) => refuse(statusFor(error)));
    outgoing.on('response', (upstream) => {
      response.writeHead(
        upstream.statusCode ?? 502,
        upstream.statusMessage,
        endToEndHeaders(upstream.rawHeaders, upstream.headers.connection),
      );
      pipeline(upstream, meter(), response, (error) => {
        if (error) response.destroy();
      });
    });
    // Not pipeline(): a refused destination must not destroy the client socket before the refusal is written.
    const body = meter();
    body.on('error', (error) => outgoing.destroy(error));
    request.pipe(body).pipe(outgoing);
  };

  const tunnel = (request: IncomingMessage, client: Duplex, head: Buffer) => {
    const refuse = (status: number) => {
      if (client.writable) client.end(rawResponse(status, REFUSALS[status] ?? ''));
      else client.destroy();
    };
    client.on('error', () => client.destroy());
    const target = parseTunnelTarget(request.url);
    if (!target) return refuse(400);
    if (refuseLiteral(target.host, refuse)) return;
    const upstream = connect({ host: target.host.replace(/^\[|\]$/g, ''), port: target.port, lookup });
    let established = false;
    const fail = (error: Error) => {
      upstream.destroy();
      if (established) client.destroy();
      else refuse(statusFor(error));
    };
    upstream.setTimeout(limits.idleTimeoutMs, () => fail(new IdleTimeoutError('idle')));
    upstream.on('error', fail);
    tunnels.add(client);
    client.on('close', () => {
      tunnels.delete(client);
      upstream.destroy();
    });
    upstream.once('connect', () => {
      established = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      const meter = createMeter(limits);
      if (head.length > 0) client.unshift(head);
      // Each direction may end on its own (half-close); an error or the byte cap ends both.
      pipeline(client, meter(), upstream, (error) => error && fail(error));
      pipeline(upstream, meter(), client, (error) => error && fail(error));
    });
  };

  const server = createServer(forward);
  server.on('connect', tunnel);
  // Chromium tunnels WebSockets (ws: and wss:) through CONNECT; an Upgrade on a forward request is not ours to relay.
  server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => socket.end(rawResponse(400, REFUSALS[400] ?? '')));
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      closing ??= new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      });
      return closing;
    },
  };
}

function toHeaderObject(flat: string[], host: string): IncomingHttpHeaders {
  const headers: Record<string, string | string[]> = { host };
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const name = (flat[i] as string).toLowerCase();
    if (name === 'host') continue;
    const value = flat[i + 1] as string;
    const existing = headers[name];
    headers[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return headers;
}
