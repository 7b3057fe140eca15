/** The engine warms its worker at start when configured, so the first visitor's logo does not wait for it. */
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDesignEngine } from './engine-adapter';

const engine = createDesignEngine({ threads: 1 });
afterAll(() => engine.close());

describe('engine warm-up', () => {
  it('designs a sample in a worker and leaves that worker ready for the next design', async () => {
    await engine.warm();
    const summary = await engine.design({
      brandName: 'Halcyon Ferry',
      industry: 'transport',
      oneLiner: 'Electric ferries for island commuters',
      designerId: 'saul-bass',
      seed: 3,
      variant: 0,
    });
    expect(summary.logos.primary).toContain('<svg');
  }, 120_000);

  it('is on when AI_WARMUP is set (npm start sets it) and off otherwise or with 0', () => {
    expect(loadConfig({ AI_WARMUP: '1' }).ai.warmUp).toBe(true);
    expect(loadConfig({ AI_WARMUP: '0' }).ai.warmUp).toBe(false);
    expect(loadConfig({}).ai.warmUp).toBe(false);
  });
});
