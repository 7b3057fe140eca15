/** AI rate limits per IP and per user, and the daily quota of anonymous logo generations (reliability.md S18). */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { HttpError, tooManyRequests } from '../http/errors';
import type { RateLimitRule } from '../http/rate-limit';

/** Calls per minute from one address, and from one signed-in user. */
export const AI_RATE_LIMITS: { perIp: RateLimitRule; perUser: RateLimitRule } = {
  perIp: { limit: 120, windowSeconds: 60 },
  perUser: { limit: 120, windowSeconds: 60 },
};

const DAY_SECONDS = 86_400;

/**
 * Counts one AI call. The service key is exempt; `generation` marks a logo generation (an image call),
 * which anonymous callers get `config.ai.anonymousDailyQuota` of per address per day.
 */
export async function enforceAiLimits(request: FastifyRequest, deps: Deps, generation: boolean): Promise<void> {
  const { identity } = request;
  if (identity.kind === 'service') return;
  const perIp = await deps.rateLimiter.hit(`ai:ip:${request.ip}`, AI_RATE_LIMITS.perIp);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);
  if (identity.kind === 'user') {
    const perUser = await deps.rateLimiter.hit(`ai:user:${identity.userId}`, AI_RATE_LIMITS.perUser);
    if (!perUser.allowed) throw tooManyRequests(perUser.retryAfterSeconds);
    return;
  }
  if (!generation) return;
  const quota = await deps.rateLimiter.hit(`ai:anon-daily:${request.ip}`, {
    limit: deps.config.ai.anonymousDailyQuota,
    windowSeconds: DAY_SECONDS,
  });
  if (!quota.allowed) {
    throw new HttpError(429, 'QUOTA_EXCEEDED', 'Daily generation limit reached. Sign in to keep generating.', undefined, {
      'retry-after': String(quota.retryAfterSeconds),
    });
  }
}
