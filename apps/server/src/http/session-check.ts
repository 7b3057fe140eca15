/**
 * Whether an access token's session is still open, so a signed-out session stops working everywhere,
 * not only at /api/auth/me. Answers are cached for a few seconds to keep the check off the hot path.
 */

export interface SessionCheck {
  isActive(sessionId: string): Promise<boolean>;
  /** Drops cached answers (one session's, or all) so a revocation on this instance applies at once. */
  forget(sessionId?: string): void;
}

export interface CachedSessionCheckOptions {
  /** How long an answer is reused. Default 5 s: a sign-out takes effect everywhere within that. */
  ttlMs?: number;
  /** Sessions remembered at once. */
  maxEntries?: number;
  now?: () => number;
}

export function createCachedSessionCheck(
  lookup: (sessionId: string) => Promise<boolean>,
  options: CachedSessionCheckOptions = {},
): SessionCheck {
  const { ttlMs = 5000, maxEntries = 10_000, now = Date.now } = options;
  const cache = new Map<string, { active: boolean; until: number }>();
  return {
    async isActive(sessionId) {
      const at = now();
      const hit = cache.get(sessionId);
      if (hit && hit.until > at) return hit.active;
      const active = await lookup(sessionId);
      if (cache.size >= maxEntries) cache.clear();
      cache.set(sessionId, { active, until: at + ttlMs });
      return active;
    },
    forget(sessionId) {
      if (sessionId === undefined) cache.clear();
      else cache.delete(sessionId);
    },
  };
}
