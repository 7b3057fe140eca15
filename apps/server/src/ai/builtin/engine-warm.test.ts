/** The engine warms every worker thread when configured, so the first visitor's burst of logos does not wait for them. */
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../http/logging';
import { createTestServer } from '../../test/harness';
import { createDesignEngine } from './engine-adapter';

const engine = createDesignEngine({ threads: 2 });
afterAll(() => engine.close());

describe('engine warm-up', () => {
  it('starts every thread, drawing a sample in each, and leaves them ready for the next design', async () => {
    expect(engine.liveThreads).toBe(0);
    await engine.warm();
    expect(engine.liveThreads).toBe(2);
    const summary = await engine.design({
      brandName: 'Halcyon Ferry',
      industry: 'transport',
      oneLiner: 'Electric ferries for island commuters',
      designerId: 'saul-bass',
      seed: 3,
      variant: 0,
    });
    expect(summary.logos.primary).toContain('<svg');
    expect(engine.liveThreads).toBe(2);
  }, 120_000);

  it('starts once the server listens, not while it is built', async () => {
    const messages: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void messages.push(JSON.parse(line).msg) } });
    const server = await createTestServer({ env: { AI_WARMUP: '1' }, logger });
    try {
      await server.app.ready();
      expect(messages).not.toContain('design engine warming');
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const listening = messages.findIndex((message) => message.startsWith('Server listening'));
      expect(listening).toBeGreaterThanOrEqual(0);
      expect(messages.indexOf('design engine warming')).toBeGreaterThan(listening);
    } finally {
      await server.close();
    }
  });

  it('is on when AI_WARMUP is set (npm start sets it) and off otherwise or with 0', () => {
    expect(loadConfig({ AI_WARMUP: '1' }).ai.warmUp).toBe(true);
    expect(loadConfig({ AI_WARMUP: '0' }).ai.warmUp).toBe(false);
    expect(loadConfig({}).ai.warmUp).toBe(false);
  });
});
