import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { HISTORY_PER_CHANNEL } from './backplane';
import { createRedisBackplane } from './redis-backplane';

/** Redis runs on its standard local port in CI. */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('Redis history caps', () => {
  const prefix = `logo-dna-test:${randomBytes(4).toString('hex')}`;
  const backplane = createRedisBackplane(REDIS_URL, { maxBytes: 40_000, channelMaxBytes: 12_000 }, prefix);
  const redis = new Redis(REDIS_URL);

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await backplane.close();
  });

  const all = { limit: 100, start: '-', end: '+' };
  const publish = (channel: string, data: string) => backplane.publish({ channel, type: 't', data, timestamp: 0 });

  it('keeps each channel and the whole history under their byte caps, the oldest going first', async () => {
    for (let i = 0; i < 10; i++) await publish('hot', `${i}:${'z'.repeat(5000)}`);
    const hot = await backplane.history('hot', all);
    expect(hot.messages.map((m) => String(m.data).split(':')[0])).toEqual(['8', '9']);

    for (let i = 0; i < 20; i++) await publish(`spread${i}`, `${i}:${'y'.repeat(5000)}`);
    const stats = await backplane.historyStats();
    expect(stats.bytes).toBeGreaterThan(30_000);
    expect(stats.bytes).toBeLessThanOrEqual(40_000);
    expect(stats.channels).toBe(7);
    // The least recently published channels were emptied, and their keys are gone.
    expect((await backplane.history('hot', all)).messages).toEqual([]);
    expect(await redis.exists(`${prefix}:history:hot`)).toBe(0);
    expect((await backplane.history('spread19', all)).messages).toEqual([expect.objectContaining({ data: expect.stringMatching(/^19:/) })]);
  });

  it('keeps at most the newest messages of a channel by count too', async () => {
    for (let i = 0; i < HISTORY_PER_CHANNEL + 5; i++) await publish('count', String(i));
    const { messages } = await backplane.history('count', all);
    expect(messages).toHaveLength(HISTORY_PER_CHANNEL);
    expect(messages[0]?.data).toBe('5');
    expect((await backplane.historyStats()).bytes).toBeLessThanOrEqual(40_000);
  });
});
