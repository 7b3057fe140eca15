/** Auth rate limits: one counter per client IP (IPv6 per /64) and one per address, both applied to known and unknown addresses alike. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { clientAddressKey } from '../http/client-address';
import { tooManyRequests } from '../http/errors';
import type { AuthAction, SignInSlowdown } from './auth-config';

/**
 * Counts one attempt of `action` from this request's IP and, when given, for `address` (a normalised
 * email or a user id); throws 429 RATE_LIMITED with Retry-After once either is over its limit.
 */
export async function enforceAuthRateLimit(deps: Deps, request: FastifyRequest, action: AuthAction, address?: string): Promise<void> {
  const rules = deps.config.auth.rateLimits[action];
  const byIp = await deps.rateLimiter.hit(`auth:${action}:ip:${clientAddressKey(request)}`, rules.ip);
  if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterSeconds);
  if (address === undefined) return;
  const byAddress = await deps.rateLimiter.hit(`auth:${action}:address:${address}`, rules.address);
  if (!byAddress.allowed) throw tooManyRequests(byAddress.retryAfterSeconds);
}

/** A limit no address reaches: the slowdown counter only reads how many attempts there were. */
const COUNT_ONLY_LIMIT = 1_000_000_000;

/** The wait before the `attempt`-th sign-in to one address in a window: none up to the free attempts, then doubling to the cap. */
export function signInDelayMs(slowdown: SignInSlowdown, attempt: number): number {
  const over = attempt - slowdown.freeAttempts;
  if (over <= 0 || slowdown.firstDelayMs <= 0) return 0;
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** Math.min(over - 1, 30));
}

/**
 * Password sign-in limits (reliability.md S5), built so that nobody elsewhere can lock the owner out:
 * a 429 per IP (every attempt) and per IP and address (every attempt on one address from one IP), and
 * for the address itself only a slowdown. Past its free attempts from anywhere in the window, each
 * attempt waits longer before its password is checked (a right one too, so the wait says nothing about
 * the guess), but none is refused. `closing` ends a wait early when the server stops (then 429).
 */
export async function enforceSignInLimits(deps: Deps, request: FastifyRequest, address: string, closing: AbortSignal): Promise<void> {
  const rules = deps.config.auth.rateLimits.signin;
  const caller = clientAddressKey(request);
  const byIp = await deps.rateLimiter.hit(`auth:signin:ip:${caller}`, rules.ip);
  if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterSeconds);
  const byPair = await deps.rateLimiter.hit(`auth:signin:ip-address:${caller}:${address}`, rules.address);
  if (!byPair.allowed) throw tooManyRequests(byPair.retryAfterSeconds);
  const slowdown = deps.config.auth.signInSlowdown;
  if (slowdown.firstDelayMs <= 0) return;
  const onAddress = await deps.rateLimiter.hit(`auth:signin:address:${address}`, {
    limit: COUNT_ONLY_LIMIT,
    windowSeconds: slowdown.windowSeconds,
  });
  const delayMs = signInDelayMs(slowdown, COUNT_ONLY_LIMIT - onAddress.remaining);
  if (delayMs === 0) return;
  try {
    await sleep(delayMs, undefined, { signal: closing, ref: false });
  } catch {
    throw tooManyRequests(delayMs / 1000);
  }
}
