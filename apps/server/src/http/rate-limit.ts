/** Fixed-window rate limiting: in process by default, in Redis when configured (shared by instances). */

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts `cost` hits (default 1; bytes, say) for `key` under `rule`. A cost of 0 only reads the
   * window (see isExhausted).
   */
  hit(key: string, rule: RateLimitRule, cost?: number): Promise<RateLimitResult>;
  /** Forgets every counter (tests). */
  reset?(): Promise<void>;
  close?(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, rule, cost = 1) {
      const at = now();
      if (at - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
        lastSweep = at;
      }
      const id = `${rule.limit}/${rule.windowSeconds}:${key}`;
      let window = windows.get(id);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + rule.windowSeconds * 1000 };
        windows.set(id, window);
      }
      window.count += cost;
      return {
        allowed: window.count <= rule.limit,
        remaining: Math.max(0, rule.limit - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
      };
    },
    async reset() {
      windows.clear();
    },
  };
}

/**
 * Whether `key` has nothing left under `rule`, without counting a hit: checked before a request body
 * is read, so a caller already over a limit is refused without being read.
 */
export async function isExhausted(limiter: RateLimiter, key: string, rule: RateLimitRule): Promise<RateLimitResult | undefined> {
  const state = await limiter.hit(key, rule, 0);
  return !state.allowed || state.remaining === 0 ? state : undefined;
}
