/**
 * Caps on anonymous analytics ingestion (reliability.md S18), so one caller gets a small share of the
 * disk: batches, events and bytes per IP (in the rate limiter, shared by instances with Redis), and a
 * budget of events and bytes stored per UTC day for everyone together (in the database, counted in the
 * same transaction as the rows it admits).
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AnalyticsLimits } from '../config';
import type { Queryable } from '../db/database';
import type { Deps } from '../deps';
import { clientAddressKey } from '../http/client-address';
import { HttpError, notFound, tooManyRequests } from '../http/errors';
import { isExhausted, type RateLimitRule } from '../http/rate-limit';

const MINUTE = 60;
const DAY = 86_400;

interface IpRules {
  events: RateLimitRule;
  bytesPerMinute: RateLimitRule;
  bytesPerDay: RateLimitRule;
}

function ipRules(limits: AnalyticsLimits): IpRules {
  return {
    events: { limit: limits.ipEventsPerMinute, windowSeconds: MINUTE },
    bytesPerMinute: { limit: limits.ipBytesPerMinute, windowSeconds: MINUTE },
    bytesPerDay: { limit: limits.ipBytesPerDay, windowSeconds: DAY },
  };
}

const keys = (address: string) => ({ events: `analytics:events:${address}`, bytes: `analytics:bytes:${address}` });

/**
 * The log route's onRequest hook: the project, the batch count, and whether the caller has any event
 * or byte allowance left — all before the body is read. The service key skips the per-IP caps.
 */
export function analyticsRequestGuard(deps: Deps): onRequestAsyncHookHandler {
  const limits = deps.config.analytics;
  const rules = ipRules(limits);
  return async (request) => {
    if ((request.params as { projectId: string }).projectId !== deps.config.projectId) throw notFound('Project not found');
    if (request.identity.kind === 'service') return;
    const address = clientAddressKey(request);
    const batches = await deps.rateLimiter.hit(`analytics:${address}`, { limit: limits.batchesPerMinute, windowSeconds: MINUTE });
    if (!batches.allowed) throw tooManyRequests(batches.retryAfterSeconds);
    const key = keys(address);
    for (const [name, rule] of [
      [key.events, rules.events],
      [key.bytes, rules.bytesPerMinute],
      [key.bytes, rules.bytesPerDay],
    ] as const) {
      const spent = await isExhausted(deps.rateLimiter, name, rule);
      if (spent) throw tooManyRequests(spent.retryAfterSeconds, 'Too many analytics events from this address. Please try again later.');
    }
  };
}

/** Counts a parsed batch against the caller's per-IP event and byte allowances; 429 past any of them. */
export async function countIpUsage(request: FastifyRequest, deps: Deps, events: number, bytes: number): Promise<void> {
  if (request.identity.kind === 'service') return;
  const rules = ipRules(deps.config.analytics);
  const key = keys(clientAddressKey(request));
  const results = [
    await deps.rateLimiter.hit(key.events, rules.events, events),
    await deps.rateLimiter.hit(key.bytes, rules.bytesPerMinute, bytes),
    await deps.rateLimiter.hit(key.bytes, rules.bytesPerDay, bytes),
  ];
  const refused = results.find((result) => !result.allowed);
  if (refused) throw tooManyRequests(refused.retryAfterSeconds, 'Too many analytics events from this address. Please try again later.');
}

/** The UTC day of `now` (`YYYY-MM-DD`) and the seconds until the next one starts. */
function utcDay(now: number): { day: string; secondsLeft: number } {
  const day = new Date(now).toISOString().slice(0, 10);
  const next = Date.parse(`${day}T00:00:00.000Z`) + DAY * 1000;
  return { day, secondsLeft: Math.max(1, Math.ceil((next - now) / 1000)) };
}

function budgetSpent(secondsLeft: number): HttpError {
  const message = 'The analytics budget for today is used up. Events are accepted again tomorrow (UTC).';
  return new HttpError(429, 'QUOTA_EXCEEDED', message, undefined, { 'retry-after': String(secondsLeft) });
}

/** A read-only look at today's budget: 429 when this batch cannot fit, before any row is written. */
export async function checkDailyBudget(db: Queryable, limits: AnalyticsLimits, now: number, events: number, bytes: number): Promise<void> {
  const { day, secondsLeft } = utcDay(now);
  const used = (await db.query<{ events: number; bytes: number }>('SELECT events, bytes FROM analytics_daily_usage WHERE day = ?', [day]))
    .rows[0];
  if (used && (Number(used.events) + events > limits.dailyEvents || Number(used.bytes) + bytes > limits.dailyBytes)) {
    throw budgetSpent(secondsLeft);
  }
}

/**
 * Takes `events` and `bytes` from today's budget inside the transaction that stores them, or throws 429
 * (rolling the transaction back). One conditional UPDATE, so concurrent batches cannot overshoot it;
 * run last in the transaction, so the day's row stays locked only while it commits.
 */
export async function takeDailyBudget(tx: Queryable, limits: AnalyticsLimits, now: number, events: number, bytes: number): Promise<void> {
  const { day, secondsLeft } = utcDay(now);
  await tx.query('INSERT INTO analytics_daily_usage (day, events, bytes) VALUES (?, 0, 0) ON CONFLICT (day) DO NOTHING', [day]);
  const taken = await tx.query(
    `UPDATE analytics_daily_usage SET events = events + ?, bytes = bytes + ?
     WHERE day = ? AND events + ? <= ? AND bytes + ? <= ?`,
    [events, bytes, day, events, limits.dailyEvents, bytes, limits.dailyBytes],
  );
  if (taken.rowCount === 0) throw budgetSpent(secondsLeft);
}
