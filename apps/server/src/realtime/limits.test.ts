import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestServer, type TestServer } from '../test/harness';
import { ofType, openTestSocket } from './test-client';

/** Small caps so each flood is a miniature of the real one. */
const LIMITS = {
  REALTIME_MAX_MESSAGE_BYTES: '16384',
  REALTIME_IP_PUBLISHES_PER_SECOND: '5',
  REALTIME_SOCKET_PUBLISHES_PER_SECOND: '2',
  REALTIME_CONNECTIONS_PER_IP: '4',
  REALTIME_HISTORY_MAX_BYTES: '40000',
  REALTIME_HISTORY_CHANNEL_MAX_BYTES: '12000',
  REALTIME_MAX_BUFFERED_BYTES: '65536',
};

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await createTestServer({ env: LIMITS });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => server.close());

const url = () => `${base}/?project_id=logo-dna`;
const service = () => ({ authorization: `Bearer ${server.serviceKey}` });

/** Moves the server clock forward, so rate buckets refill without waiting. */
function advanceClock(ms: number): void {
  const before = server.deps.now;
  server.deps.now = () => before() + ms;
}

function publish(payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/realtime/logo-dna/publish',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function stats(): Promise<{ connections: number; history: { bytes: number; channels: number; messages: number } }> {
  const response = await server.app.inject({ url: '/api/realtime/logo-dna/stats', headers: service() });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Polls a condition until it holds, with a generous overall bound. */
async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function handshakeStatus(target: string): Promise<{ status: number; retryAfter?: string; body: string }> {
  const ws = new WebSocket(target);
  return new Promise((resolve) => {
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }));
    });
    ws.on('open', () => {
      resolve({ status: 101, body: '' });
      ws.close();
    });
    ws.on('error', () => undefined);
  });
}

describe('realtime caps against an anonymous flood', () => {
  it('answers an HTTP publish over the size cap with 413 and a flood over the IP rate with 429 and Retry-After', async () => {
    const big = await publish({ channel: 'public:flood-big', type: 't', data: 'x'.repeat(20_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    advanceClock(60_000);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof publish>> | undefined;
    for (let i = 0; i < 50 && !limited; i++) {
      const response = await publish({ channel: `public:flood${i}`, type: 't', data: 'x'.repeat(8000) });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // A burst of twice the per-second rate, then refusals.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(11);
  });

  it('keeps history bytes under the global and per-channel caps, evicting the oldest', async () => {
    const sent: string[] = [];
    for (let i = 0; i < 30; i++) {
      advanceClock(60_000);
      const channel = i < 10 ? 'public:hot' : `public:spread${i}`;
      const response = await publish({ channel, type: 't', data: `${i}:${'y'.repeat(5000)}` });
      expect(response.statusCode).toBe(200);
      sent.push(channel);
    }
    const { history } = await stats();
    expect(history.bytes).toBeGreaterThan(0);
    expect(history.bytes).toBeLessThanOrEqual(40_000);

    const hot = await server.app.inject({ url: '/api/realtime/logo-dna/messages?channel=public:hot&limit=100' });
    expect(hot.statusCode).toBe(200);
    // The hot channel was the least recently used, so the global cap emptied it first.
    expect(hot.json().messages).toEqual([]);
    const latest = await server.app.inject({ url: '/api/realtime/logo-dna/messages?channel=public:spread29&limit=100' });
    expect(latest.json().messages).toEqual([expect.objectContaining({ data: expect.stringMatching(/^29:/) })]);

    // Per channel: ten 5 KB messages in a row keep only what fits in 12 KB, newest last.
    for (let i = 0; i < 10; i++) {
      advanceClock(60_000);
      expect((await publish({ channel: 'public:one', type: 't', data: `${i}:${'z'.repeat(5000)}` })).statusCode).toBe(200);
    }
    const one = (await server.app.inject({ url: '/api/realtime/logo-dna/messages?channel=public:one&limit=100' })).json();
    expect(one.messages.map((m: { data: string }) => m.data.split(':')[0])).toEqual(['8', '9']);
  });

  it('refuses deep nesting with 400 (HTTP) and an error frame (WebSocket), and history stays readable', async () => {
    advanceClock(60_000);
    const deep = `${'['.repeat(6000)}1${']'.repeat(6000)}`;
    // Far too deep: refused whether the JSON body parser or the realtime check sees it first.
    const response = await publish(`{"channel":"public:n","type":"t","data":${deep}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.stringMatching(/TOO_DEEP$/) });
    // Just past the realtime cap (32 levels by default), within what any JSON body may hold.
    const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const data = await publish(`{"channel":"public:n","type":"t","data":${nested(33)}}`);
    expect(data.statusCode).toBe(400);
    expect(data.json()).toMatchObject({ code: 'TOO_DEEP' });
    const metadata = await publish(`{"channel":"public:n","type":"t","data":1,"metadata":{"a":${nested(32)}}}`);
    expect(metadata.statusCode).toBe(400);
    expect(metadata.json()).toMatchObject({ code: 'TOO_DEEP' });
    advanceClock(60_000);
    expect((await publish(`{"channel":"public:n-ok","type":"t","data":${nested(32)}}`)).statusCode).toBe(200);

    const socket = await openTestSocket(url());
    socket.send(`{"type":"publish","payload":{"channel":"public:n","type":"t","data":${deep}}}`);
    const error = await socket.next(ofType('error'));
    expect(error.payload).toMatchObject({ code: 'TOO_DEEP', channel: 'public:n' });
    socket.send(`{"type":"subscribe","payload":{"channel":"public:n","metadata":{"a":${deep}}}}`);
    await socket.next((frame) => frame.type === 'error' && frame !== error);
    socket.ws.close();

    const history = await server.app.inject({ url: '/api/realtime/logo-dna/messages?channel=public:n' });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ channel: 'public:n', count: 0 });
  });

  it('answers WebSocket publishes over the socket rate with an error frame', async () => {
    advanceClock(60_000);
    const socket = await openTestSocket(url());
    for (let i = 0; i < 10; i++) socket.send({ type: 'publish', payload: { channel: 'public:ws-rate', type: 't', data: i } });
    const error = await socket.next(ofType('error'));
    expect(error.payload).toMatchObject({ code: 'RATE_LIMITED', channel: 'public:ws-rate' });
    socket.send({ type: 'ping' });
    await socket.next(ofType('pong'));
    socket.ws.close();
    await socket.closed;
  });

  it('closes a socket whose frame is over the size cap with 1009', async () => {
    const socket = await openTestSocket(url());
    socket.send({ type: 'publish', payload: { channel: 'public:big', type: 't', data: 'x'.repeat(20_000) } });
    expect((await socket.closed).code).toBe(1009);
  });

  it('refuses sockets past the per-IP cap with 429 and Retry-After, and frees the slot on close', async () => {
    const open = await Promise.all(Array.from({ length: 4 }, () => openTestSocket(url())));
    const refused = await handshakeStatus(url());
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    const first = open.shift();
    first?.ws.close();
    await first?.closed;
    await until(async () => (await stats()).connections === 3);
    expect((await handshakeStatus(url())).status).toBe(101);
    for (const socket of open) socket.ws.close();
    await Promise.all(open.map((socket) => socket.closed));
  });

  it('drops a subscriber that stops reading instead of buffering without bound', async () => {
    const slow = await openTestSocket(url());
    slow.send({ type: 'subscribe', payload: { channel: 'public:slow' } });
    await slow.next(ofType('subscribed', 'public:slow'));
    await until(async () => (await stats()).connections === 1);
    // The client stops reading: the kernel buffers fill, then the server's send queue grows.
    (slow.ws as unknown as { _socket: Socket })._socket.pause();
    const data = 'w'.repeat(15_000);
    let published = 0;
    await until(async () => {
      if ((await stats()).connections === 0) return true;
      if (published >= 4000) throw new Error('the slow subscriber was never dropped');
      // The service key is not rate-limited, so one caller can push enough to fill every buffer.
      const response = await publish({ channel: 'public:slow', type: 't', data }, service());
      expect(response.statusCode).toBe(200);
      published += 1;
      return false;
    }, 60_000);
    (slow.ws as unknown as { _socket: Socket })._socket.resume();
    await slow.closed;
  }, 90_000);
});
