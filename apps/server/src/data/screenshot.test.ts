import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { DEFAULT_CHROMIUM_PATH } from './screenshot';
import { type CountingServer, startCountingServer } from './test-fixtures';

/** The "public" host of the attacker: a loopback address allow-listed through DATA_ALLOW_HOSTS. */
const ATTACKER_HOST = '127.0.0.5';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface HostileSite {
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

/**
 * The attacker's site. `/ws` opens a WebSocket and holds the page's `load` (an image answered only once the page
 * reports how the socket ended), so the screenshot cannot be taken before the socket attempt is over.
 */
async function startHostileSite(): Promise<HostileSite> {
  const hits: string[] = [];
  const held: ServerResponse[] = [];
  const release = () => {
    for (const response of held.splice(0))
      response.writeHead(200, { 'content-type': 'image/gif' }).end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
  };
  const html = (response: ServerResponse, body: string) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><body>${body}</body></html>`);
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    hits.push(request.url ?? '/');
    const url = new URL(request.url ?? '/', 'http://site');
    const to = url.searchParams.get('to') ?? '';
    switch (url.pathname) {
      case '/page':
        return html(response, '<h1 style="font:48px sans-serif">A public page</h1>');
      case '/redirect':
        return response.writeHead(302, { location: to }).end();
      case '/iframe':
        return html(response, `<h1>Framed</h1><iframe src="/redirect?to=${encodeURIComponent(to)}" width="600" height="300"></iframe>`);
      case '/ws':
        return html(
          response,
          `<h1>Socket</h1><img src="/held.gif"><script>
            const report = (state) => { new Image().src = '/report?state=' + state; };
            const socket = new WebSocket(${JSON.stringify(to)});
            socket.onopen = () => report('open');
            socket.onerror = () => report('error');
          </script>`,
        );
      case '/held.gif':
        held.push(response);
        return;
      case '/report':
        release();
        return response.writeHead(204).end();
      case '/subresources':
        return html(
          response,
          `<h1>Subresources</h1><img src="${to}/pixel.png"><script src="${to}/app.js"></script><link rel="stylesheet" href="${to}/site.css">`,
        );
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, ATTACKER_HOST, resolve));
  return {
    origin: `http://${ATTACKER_HOST}:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const chromiumMissing = !existsSync(DEFAULT_CHROMIUM_PATH);

describe.skipIf(chromiumMissing)('screenshots cannot reach internal addresses', () => {
  let server: TestServer;
  let site: HostileSite;
  let internal: CountingServer;
  let token: string;

  beforeAll(async () => {
    internal = await startCountingServer('127.0.0.1', 'password reset link for usera@example.com');
    site = await startHostileSite();
    server = await createTestServer({ env: { DATA_ALLOW_HOSTS: ATTACKER_HOST, CHROMIUM_PATH: DEFAULT_CHROMIUM_PATH } });
    token = await server.deps.tokens.sign({ userId: 'u1', email: 'u1@example.com', role: 'user' });
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
    await internal?.close();
  });
  beforeEach(() => {
    internal.connections = 0;
    internal.requests.length = 0;
  });

  const screenshot = (url: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/data/logo-dna/screenshot',
      payload: { url, width: 640, height: 400 },
      headers: { authorization: `Bearer ${token}` },
    });
  const internalUrl = (scheme: string, host = '127.0.0.1') => `${scheme}://${host}:${internal.port}/dev/inbox?to=usera@example.com`;

  it('still renders a page on an allowed host', async () => {
    const response = await screenshot(`${site.origin}/page`);
    expect(response.statusCode).toBe(200);
    const key = decodeURIComponent(new URL(response.json().url).pathname.split('/').slice(4).join('/'));
    const stored = await server.deps.storage.driver.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(site.hits).toContain('/page');
  }, 60_000);

  it.each([
    ['to 127.0.0.1 over http', () => internalUrl('http'), 'BLOCKED_ADDRESS'],
    ['to localhost (resolved by DNS)', () => internalUrl('http', 'localhost'), 'BLOCKED_ADDRESS'],
    ['to 127.0.0.1 over https (a tunnel)', () => internalUrl('https'), 'BLOCKED_ADDRESS'],
    ['to a file: URL', () => 'file:///etc/passwd', 'INVALID_URL'],
  ])(
    'refuses a page redirect hop %s',
    async (_name, target, code) => {
      const response = await screenshot(`${site.origin}/redirect?to=${encodeURIComponent(target())}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code });
      expect(internal.requests).toEqual([]);
      expect(internal.connections).toBe(0);
    },
    60_000,
  );

  it.each([
    ['an iframe whose src redirects to the internal host', () => `/iframe?to=${encodeURIComponent(internalUrl('http'))}`],
    ['an iframe whose src redirects to localhost', () => `/iframe?to=${encodeURIComponent(internalUrl('http', 'localhost'))}`],
    ['a page WebSocket to ws://127.0.0.1', () => `/ws?to=${encodeURIComponent(`ws://127.0.0.1:${internal.port}/`)}`],
    ['a page WebSocket to ws://localhost', () => `/ws?to=${encodeURIComponent(`ws://localhost:${internal.port}/`)}`],
    [
      'img, script and stylesheet on the internal host',
      () => `/subresources?to=${encodeURIComponent(`http://127.0.0.1:${internal.port}`)}`,
    ],
  ])(
    'renders the page but blocks %s',
    async (_name, path) => {
      const response = await screenshot(`${site.origin}${path()}`);
      expect(response.statusCode).toBe(200);
      expect(internal.requests).toEqual([]);
      expect(internal.connections).toBe(0);
    },
    60_000,
  );

  it('lets the WebSocket page finish loading only after the socket attempt failed', async () => {
    site.hits.length = 0;
    const response = await screenshot(`${site.origin}/ws?to=${encodeURIComponent(`ws://127.0.0.1:${internal.port}/`)}`);
    expect(response.statusCode).toBe(200);
    expect(site.hits).toContain('/report?state=error');
    expect(site.hits).not.toContain('/report?state=open');
  }, 60_000);
});
