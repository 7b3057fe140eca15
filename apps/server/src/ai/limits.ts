/**
 * AI rate limits per IP and per user, and the daily quota of anonymous logo generations (reliability.md
 * S18). Both are checked in an onRequest hook, before the body is read: a caller over a limit costs a
 * header parse, never a body.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Deps } from '../deps';
import { clientAddressKey } from '../http/client-address';
import { HttpError, tooManyRequests } from '../http/errors';
import { isExhausted, type RateLimitResult, type RateLimitRule } from '../http/rate-limit';

/** Calls per minute from one address, and from one signed-in user. */
export const AI_RATE_LIMITS: { perIp: RateLimitRule; perUser: RateLimitRule } = {
  perIp: { limit: 120, windowSeconds: 60 },
  perUser: { limit: 120, windowSeconds: 60 },
};

/**
 * Logo previews per minute from one address, and from one signed-in user: a gallery asks for 20 at once and a
 * designer's variants for 8 more, each about a third of a logo system's work, so they have their own budget.
 */
export const PREVIEW_RATE_LIMITS: { perIp: RateLimitRule; perUser: RateLimitRule } = {
  perIp: { limit: 240, windowSeconds: 60 },
  perUser: { limit: 240, windowSeconds: 60 },
};

const DAY_SECONDS = 86_400;

export interface AiGuardOptions {
  /** Checks that need no body: the project id, a capability with no provider (each throws its HttpError). */
  precheck(request: FastifyRequest): void;
  /** A logo generation (an image call): anonymous callers get `config.ai.anonymousDailyQuota` per address per day. */
  generation: boolean;
  /** Per-minute limits under their own key prefix; default AI_RATE_LIMITS under `ai`. */
  perMinute?: { prefix: string; rules: typeof AI_RATE_LIMITS };
}

function quotaExceeded(state: RateLimitResult): HttpError {
  return new HttpError(429, 'QUOTA_EXCEEDED', 'Daily generation limit reached. Sign in to keep generating.', undefined, {
    'retry-after': String(state.retryAfterSeconds),
  });
}

const dailyRule = (deps: Deps): RateLimitRule => ({ limit: deps.config.ai.anonymousDailyQuota, windowSeconds: DAY_SECONDS });

/**
 * The onRequest hook of an AI route. Every call counts against the per-minute limits, valid or not (the
 * service key is exempt); the daily quota is only looked at here and counted by countGeneration once
 * the request proved valid.
 */
export function aiRequestGuard(deps: Deps, options: AiGuardOptions): onRequestAsyncHookHandler {
  return async (request) => {
    options.precheck(request);
    const { identity } = request;
    if (identity.kind === 'service') return;
    const { prefix, rules } = options.perMinute ?? { prefix: 'ai', rules: AI_RATE_LIMITS };
    const perIp = await deps.rateLimiter.hit(`${prefix}:ip:${clientAddressKey(request)}`, rules.perIp);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);
    if (identity.kind === 'user') {
      const perUser = await deps.rateLimiter.hit(`${prefix}:user:${identity.userId}`, rules.perUser);
      if (!perUser.allowed) throw tooManyRequests(perUser.retryAfterSeconds);
      return;
    }
    if (!options.generation) return;
    const spent = await isExhausted(deps.rateLimiter, `ai:anon-daily:${clientAddressKey(request)}`, dailyRule(deps));
    if (spent) throw quotaExceeded(spent);
  };
}

/** Counts one anonymous logo generation against the daily quota (signed-in callers and the service key are not counted). */
export async function countGeneration(request: FastifyRequest, deps: Deps): Promise<void> {
  if (request.identity.kind !== 'anonymous') return;
  const quota = await deps.rateLimiter.hit(`ai:anon-daily:${clientAddressKey(request)}`, dailyRule(deps));
  if (!quota.allowed) throw quotaExceeded(quota);
}
