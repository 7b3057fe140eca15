import { once } from 'node:events';
import { type IncomingMessage, request } from 'node:http';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkLiteralHost } from './address-guard';
import { type EgressProxy, parseTunnelTarget, startEgressProxy } from './egress-proxy';
import { type CountingServer, startCountingServer } from './test-fixtures';

const ALLOWED = '127.0.0.5';
const policy = { allowHosts: [ALLOWED] };

let internal: CountingServer;
let site: CountingServer;

/** Sends one request to the proxy; CONNECT answers come back with the open tunnel socket. */
function viaProxy(proxy: EgressProxy, method: string, path: string): Promise<{ status: number; body: string; socket?: Socket }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, agent: false });
    outgoing.on('connect', (response: IncomingMessage, socket: Socket) => resolve({ status: response.statusCode ?? 0, body: '', socket }));
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Reads from a tunnel until the far end closes it; resolves with what arrived. */
async function readUntilClosed(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  await once(socket, 'close');
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  internal = await startCountingServer('127.0.0.1');
  site = await startCountingServer(ALLOWED, 'public page');
});
afterAll(async () => {
  await internal.close();
  await site.close();
});
beforeEach(() => {
  internal.connections = 0;
});

describe('the egress proxy', () => {
  let proxy: EgressProxy;
  beforeAll(async () => {
    proxy = await startEgressProxy(policy, { maxBytes: 1024 * 1024, idleTimeoutMs: 10_000 });
  });
  afterAll(() => proxy.close());

  it.each([
    ['127.0.0.1', () => `127.0.0.1:${internal.port}`],
    ['localhost (resolved by DNS)', () => `localhost:${internal.port}`],
    ['a decimal loopback', () => `2130706433:${internal.port}`],
    ['a hex loopback', () => `0x7f.1:${internal.port}`],
    ['the IPv6 loopback', () => `[::1]:${internal.port}`],
    ['an IPv4-compatible loopback', () => `[::127.0.0.1]:${internal.port}`],
    ['an IPv4-mapped loopback', () => `[::ffff:127.0.0.1]:${internal.port}`],
    ['a NAT64 loopback', () => `[64:ff9b::7f00:1]:${internal.port}`],
    ['a 6to4 loopback', () => `[2002:7f00:1::]:${internal.port}`],
    ['the metadata service', () => '169.254.169.254:80'],
  ])('refuses a CONNECT tunnel to %s', async (_name, authority) => {
    const { status, socket } = await viaProxy(proxy, 'CONNECT', authority());
    socket?.destroy();
    expect(status).toBe(403);
    expect(internal.connections).toBe(0);
  });

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${internal.port}/dev/inbox`],
    ['localhost', () => `http://localhost:${internal.port}/dev/inbox`],
    ['an IPv4-compatible loopback', () => `http://[::127.0.0.1]:${internal.port}/`],
  ])('refuses a forward request to %s', async (_name, url) => {
    const { status, body } = await viaProxy(proxy, 'GET', url());
    expect(status).toBe(403);
    expect(body).not.toContain('internal secret');
    expect(internal.connections).toBe(0);
  });

  it.each([
    ['a relative path', 'GET', '/dev/inbox'],
    ['a file URL', 'GET', 'file:///etc/passwd'],
    ['an https URL without a tunnel', 'GET', 'https://127.0.0.5/'],
    ['credentials in the URL', 'GET', 'http://user:pw@127.0.0.5/'],
    ['a CONNECT without a port', 'CONNECT', '127.0.0.5'],
    ['a CONNECT to port 0', 'CONNECT', '127.0.0.5:0'],
    ['a CONNECT with a path', 'CONNECT', '127.0.0.5:80/x'],
    ['a CONNECT with credentials', 'CONNECT', 'user@127.0.0.5:80'],
  ])('answers %s with 400', async (_name, method, path) => {
    const { status, socket } = await viaProxy(proxy, method, path);
    socket?.destroy();
    expect(status).toBe(400);
  });

  it('forwards a request to an allowed host', async () => {
    const { status, body } = await viaProxy(proxy, 'GET', `${site.origin}/hello`);
    expect(status).toBe(200);
    expect(body).toContain('public page');
    expect(site.requests).toContain('/hello');
  });

  it('opens a tunnel to an allowed host', async () => {
    const { status, socket } = await viaProxy(proxy, 'CONNECT', `${ALLOWED}:${site.port}`);
    expect(status).toBe(200);
    socket?.end(`GET /through-tunnel HTTP/1.1\r\nHost: ${ALLOWED}\r\nConnection: close\r\n\r\n`);
    expect(await readUntilClosed(socket as Socket)).toContain('public page');
    expect(site.requests).toContain('/through-tunnel');
  });
});

describe('the egress proxy limits', () => {
  const MAX_BYTES = 4096;
  let proxy: EgressProxy;
  let big: CountingServer;
  let silent: Server;
  beforeAll(async () => {
    proxy = await startEgressProxy(policy, { maxBytes: MAX_BYTES, idleTimeoutMs: 300 });
    big = await startCountingServer(ALLOWED, 'x'.repeat(64 * 1024));
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, ALLOWED, resolve));
  });
  afterAll(async () => {
    await proxy.close();
    await big.close();
    silent.close();
  });

  it('cuts a tunnel that carries more than the byte cap', async () => {
    const { status, socket } = await viaProxy(proxy, 'CONNECT', `${ALLOWED}:${big.port}`);
    expect(status).toBe(200);
    socket?.write(`GET / HTTP/1.1\r\nHost: ${ALLOWED}\r\n\r\n`);
    const received = await readUntilClosed(socket as Socket);
    expect(received.length).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('cuts a forwarded response that carries more than the byte cap', async () => {
    const outcome = await viaProxy(proxy, 'GET', `${big.origin}/`).then(
      ({ body }) => body.length,
      () => 'broken',
    );
    expect(outcome === 'broken' || (outcome as number) <= MAX_BYTES).toBe(true);
  });

  it('closes a tunnel that stays quiet past the idle timeout', async () => {
    const { status, socket } = await viaProxy(proxy, 'CONNECT', `${ALLOWED}:${(silent.address() as AddressInfo).port}`);
    expect(status).toBe(200);
    expect(await readUntilClosed(socket as Socket)).toBe('');
  });
});

describe('literal hosts', () => {
  it.each(['[::127.0.0.1]', '[::7f00:1]', '::7f00:1', '[::ffff:7f00:1]', '[64:ff9b::a00:1]', '[2002:a00:1::]', '[fe80::1%25eth0]'])(
    'refuses %s',
    (host) => {
      expect(() => checkLiteralHost(host, policy)).toThrow(/private or reserved/);
    },
  );

  it('reads CONNECT targets the way the URL parser does', () => {
    expect(parseTunnelTarget('2130706433:443')).toEqual({ host: '127.0.0.1', port: 443 });
    expect(parseTunnelTarget('[::127.0.0.1]:80')).toEqual({ host: '[::7f00:1]', port: 80 });
    expect(parseTunnelTarget('Example.COM:8080')).toEqual({ host: 'example.com', port: 8080 });
    expect(parseTunnelTarget('example.com')).toBeUndefined();
  });
});
