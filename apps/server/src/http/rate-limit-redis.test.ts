import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, isExhausted } from './rate-limit';
import { createRedisRateLimiter } from './rate-limit-redis';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('Redis rate limiter', () => {
  const limiter = createRedisRateLimiter({ url: REDIS_URL, keyPrefix: `test:${randomBytes(6).toString('hex')}:` });
  afterAll(async () => {
    await limiter.reset?.();
    await limiter.close?.();
  });

  it('allows exactly the limit per window, then refuses with the time left', async () => {
    const rule = { limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.hit('k', rule));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(results[4]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts keys and rules apart, and forgets everything on reset', async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
    expect((await limiter.hit('a', rule)).allowed).toBe(false);
    await limiter.reset?.();
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
  });

  it.each([
    ['Redis', () => limiter],
    ['memory', () => createMemoryRateLimiter()],
  ])('%s: counts a cost (bytes, say), and a cost of 0 only reads the window', async (_name, make) => {
    const rule = { limit: 1000, windowSeconds: 60 };
    const costly = make();
    expect(await isExhausted(costly, 'bytes', rule)).toBeUndefined();
    expect(await costly.hit('bytes', rule, 600)).toMatchObject({ allowed: true, remaining: 400 });
    expect(await costly.hit('bytes', rule, 0)).toMatchObject({ allowed: true, remaining: 400 });
    expect(await costly.hit('bytes', rule, 400)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await isExhausted(costly, 'bytes', rule)).toMatchObject({ remaining: 0 });
    expect((await costly.hit('bytes', rule, 1)).allowed).toBe(false);
  });

  it('opens a new window once the old one expires', async () => {
    const rule = { limit: 1, windowSeconds: 1 };
    expect((await limiter.hit('short', rule)).allowed).toBe(true);
    expect((await limiter.hit('short', rule)).allowed).toBe(false);
    // Redis expires the window by its own clock: wait for that state (a zero-cost look), not for a fixed time.
    for (const deadline = Date.now() + 30_000; (await isExhausted(limiter, 'short', rule)) && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await limiter.hit('short', rule)).allowed).toBe(true);
  });

  it('fails open when Redis cannot be reached', async () => {
    const down = createRedisRateLimiter({ url: 'redis://127.0.0.1:1' });
    const result = await down.hit('k', { limit: 1, windowSeconds: 60 });
    expect(result.allowed).toBe(true);
    await down.close?.();
  });
});
