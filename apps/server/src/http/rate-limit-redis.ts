/** Fixed-window rate limiting in Redis, shared by every server instance (chosen when REDIS_URL is set). */
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RateLimiter } from './rate-limit';

export interface RedisRateLimiterOptions {
  url: string;
  /** Namespace for the counters. Default `logo-dna:ratelimit:`. */
  keyPrefix?: string;
  logger?: Pick<Logger, 'warn'>;
}

// INCRBY the cost, then set the expiry when the window has none yet, atomically, and report the time left.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/**
 * Redis errors fail open (the request is allowed and a warning logged): a limiter outage should not
 * take sign-in down. Commands time out after 2 s and are not queued while disconnected, as the
 * Supabase Storage limiter does.
 */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const prefix = options.keyPrefix ?? 'logo-dna:ratelimit:';
  const redis = new Redis(options.url, {
    commandTimeout: 2000,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  redis.on('error', (error: Error) => options.logger?.warn({ err: error }, 'redis rate limiter error'));
  const ready = new Promise<void>((resolve) => {
    if (redis.status === 'ready') resolve();
    redis.once('ready', () => resolve());
    redis.once('end', () => resolve());
    setTimeout(resolve, 2000).unref();
  });
  return {
    async hit(key, rule, cost = 1) {
      const windowMs = rule.windowSeconds * 1000;
      try {
        await ready;
        const [count, ttl] = (await redis.eval(
          HIT_SCRIPT,
          1,
          `${prefix}${rule.limit}/${rule.windowSeconds}:${key}`,
          String(windowMs),
          String(cost),
        )) as [number, number];
        return {
          allowed: count <= rule.limit,
          remaining: Math.max(0, rule.limit - count),
          retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
        };
      } catch (error) {
        options.logger?.warn({ err: error, key }, 'rate limit check skipped: redis unavailable');
        return { allowed: true, remaining: rule.limit, retryAfterSeconds: rule.windowSeconds };
      }
    },
    async reset() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
