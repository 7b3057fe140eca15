import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type SpawnedServer, spawnServer } from './test/spawn-server';

/** A request the server has begun (it answered `100 Continue`) whose body never arrives: in-flight work. */
async function holdRequest(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let received = '';
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.startsWith('HTTP/1.1 100 ')) resolve();
    });
    socket.once('close', () => reject(new Error(`closed before 100 Continue: ${received}`)));
    socket.write(
      'POST /api/kit/logo-dna HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\nExpect: 100-continue\r\n\r\n',
    );
  });
  return { socket, closed };
}

function exited(server: SpawnedServer): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => server.process.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Resolves once the port refuses connections (the listener is closed). */
async function untilRefused(origin: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    try {
      await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server kept answering');
}

describe('shutdown on SIGTERM', () => {
  let server: SpawnedServer | undefined;
  afterEach(async () => {
    if (server && server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL');
    await server?.stop();
    server = undefined;
  });

  it('closes WebSockets with 1001, cuts in-flight work at the drain deadline and exits', async () => {
    server = await spawnServer({ SHUTDOWN_DRAIN_MS: '300' });
    const held = await holdRequest(server.port);
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/?project_id=logo-dna`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const wsClosed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    const exit = exited(server);

    server.process.kill('SIGTERM');

    expect(await wsClosed).toBe(1001);
    await held.closed;
    expect(await exit).toEqual({ code: 0, signal: null });
    await expect(fetch(`${server.origin}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('exits at once on a second signal', async () => {
    server = await spawnServer({ SHUTDOWN_DRAIN_MS: '600000' });
    const held = await holdRequest(server.port);
    const exit = exited(server);

    server.process.kill('SIGTERM');
    await untilRefused(server.origin);
    server.process.kill('SIGTERM');

    expect(await exit).toEqual({ code: 1, signal: null });
    await held.closed;
  }, 60_000);
});
