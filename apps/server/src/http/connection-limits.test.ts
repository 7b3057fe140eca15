import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestServer, type TestServer } from '../test/harness';

/** A raw client socket that records what it receives and settles when the server closes it. */
interface RawClient {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
}

function openRaw(port: number): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** One keep-alive GET /api/health on a raw socket; resolves with the status line once the whole answer is in. */
async function getHealth(client: RawClient): Promise<string> {
  const before = client.received().length;
  client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    const answer = client.received().slice(before);
    if (/\r\n\r\n[\s\S]*"status":"ok"/.test(answer)) return answer.split('\r\n')[0] ?? '';
    if (client.socket.destroyed) break;
    await new Promise((resolve) => client.socket.once('data', resolve).once('close', resolve));
  }
  throw new Error(`no health answer: ${client.received().slice(before)}`);
}

async function listen(env: Record<string, string>): Promise<{ server: TestServer; port: number }> {
  const server = await createTestServer({ env });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, port: (server.app.server.address() as { port: number }).port };
}

describe('listener limits on a real socket', () => {
  let server: TestServer | undefined;
  const clients: RawClient[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.destroy();
    await server?.close();
    server = undefined;
  });

  it('closes a connection over the per-address cap at once while the first ones keep being answered', async () => {
    const started = await listen({ HTTP_CONNECTIONS_PER_IP: '3' });
    server = started.server;
    // Two plain connections and a WebSocket: upgrades count against the cap too.
    for (let i = 0; i < 2; i++) {
      const client = await openRaw(started.port);
      clients.push(client);
      expect(await getHealth(client)).toBe('HTTP/1.1 200 OK');
    }
    const ws = new WebSocket(`ws://127.0.0.1:${started.port}/?project_id=logo-dna`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

    const extra = await openRaw(started.port);
    clients.push(extra);
    await extra.closed;
    expect(extra.received()).toBe('');

    for (const client of clients.slice(0, 2)) expect(await getHealth(client)).toBe('HTTP/1.1 200 OK');
    expect(ws.readyState).toBe(WebSocket.OPEN);

    // A closed connection frees its place.
    const wsClosed = new Promise((resolve) => ws.once('close', resolve));
    ws.close();
    await wsClosed;
    let again: RawClient | undefined;
    for (const deadline = Date.now() + 15_000; !again && Date.now() < deadline; ) {
      const candidate = await openRaw(started.port);
      clients.push(candidate);
      again = await getHealth(candidate).then(
        () => candidate,
        () => undefined,
      );
    }
    expect(again).toBeDefined();
  }, 30_000);

  it('closes a socket that trickles its headers once the header deadline passes', async () => {
    const started = await listen({ HTTP_HEADERS_TIMEOUT_MS: '300' });
    server = started.server;
    const client = await openRaw(started.port);
    clients.push(client);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => client.socket.write('X-Slow: 1\r\n'), 50);
    await client.closed;
    clearInterval(trickle);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('closes a socket that never sends a byte once the header deadline passes', async () => {
    const started = await listen({ HTTP_HEADERS_TIMEOUT_MS: '300' });
    server = started.server;
    const client = await openRaw(started.port);
    clients.push(client);
    await client.closed;
    expect(client.socket.destroyed).toBe(true);
  }, 30_000);

  it('answers 408 to a body trickled past its deadline', async () => {
    const started = await listen({ HTTP_REQUEST_TIMEOUT_MS: '300', HTTP_BODY_MIN_BYTES_PER_SECOND: '1000000' });
    server = started.server;
    const client = await openRaw(started.port);
    clients.push(client);
    client.socket.write(
      'POST /api/kit/logo-dna HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"brief":',
    );
    const trickle = setInterval(() => client.socket.write(' '), 50);
    await client.closed;
    clearInterval(trickle);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain('"code":"REQUEST_TIMEOUT"');
  }, 30_000);

  it('gives a body time for its declared length at the slowest allowed rate', async () => {
    // 200 ms base plus 1000 bytes at 200 B/s: five seconds for a body sent over a few hundred ms.
    const started = await listen({ HTTP_REQUEST_TIMEOUT_MS: '200', HTTP_BODY_MIN_BYTES_PER_SECOND: '200' });
    server = started.server;
    const client = await openRaw(started.port);
    clients.push(client);
    const body = JSON.stringify({ brief: { brandName: 'x'.repeat(960) } });
    client.socket.write(
      `POST /api/kit/logo-dna HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    for (let sent = 0; sent < body.length; sent += 100) {
      client.socket.write(body.slice(sent, sent + 100));
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    for (const deadline = Date.now() + 15_000; !client.received().includes('\r\n\r\n') && Date.now() < deadline; ) {
      await new Promise((resolve) => client.socket.once('data', resolve).once('close', resolve));
    }
    expect(client.received()).toMatch(/^HTTP\/1\.1 400 /);
  }, 30_000);
});
