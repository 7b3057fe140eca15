/**
 * With AI_WARMUP the engine threads start once the server listens, not while it is built: the server answers its
 * health check while they start, and the log says when they are warm.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../http/logging';
import { createTestServer, type TestServer } from '../test/harness';

function memoryLog() {
  const lines: string[] = [];
  return { write: (line: string) => void lines.push(line), messages: () => lines.map((line) => JSON.parse(line).msg as string) };
}

describe('engine warm-up at start', () => {
  let server: TestServer | undefined;
  afterAll(async () => server?.close());

  it('starts after listening, while health checks are answered', async () => {
    const log = memoryLog();
    server = await createTestServer({ env: { AI_WARMUP: '1' }, logger: createLogger({ level: 'info', destination: log }) });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    await vi.waitFor(() => expect(log.messages()).toContain('design engine warmed'), { timeout: 120_000, interval: 100 });
    expect(log.messages()).not.toContain('design engine warm-up failed');
  }, 180_000);
});
