/** Auth rate limits: one counter per client IP and one per address, both applied to known and unknown addresses alike. */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { tooManyRequests } from '../http/errors';
import type { AuthAction } from './auth-config';

/**
 * Counts one attempt of `action` from this request's IP and, when given, for `address` (a normalised
 * email or a user id); throws 429 RATE_LIMITED with Retry-After once either is over its limit.
 */
export async function enforceAuthRateLimit(deps: Deps, request: FastifyRequest, action: AuthAction, address?: string): Promise<void> {
  const rules = deps.config.auth.rateLimits[action];
  // request.ip honours X-Forwarded-For only when TRUST_PROXY is set, so a spoofed header is ignored.
  const byIp = await deps.rateLimiter.hit(`auth:${action}:ip:${request.ip}`, rules.ip);
  if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterSeconds);
  if (address === undefined) return;
  const byAddress = await deps.rateLimiter.hit(`auth:${action}:address:${address}`, rules.address);
  if (!byAddress.allowed) throw tooManyRequests(byAddress.retryAfterSeconds);
}
