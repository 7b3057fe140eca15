/** How much mail the email endpoint sends: per user, per recipient across senders, and a per-recipient cooldown for users. */
import type { NotificationLimits } from '../config';
import { HttpError } from '../http/errors';
import { isExhausted, type RateLimiter, type RateLimitResult, type RateLimitRule } from '../http/rate-limit';

const HOUR_SECONDS = 3600;
/** Seconds before a user may mail the same address again (reliability.md S18). */
const RECIPIENT_COOLDOWN_SECONDS = 60;

interface Counter {
  key: string;
  rule: RateLimitRule;
  /** The address a refusal names, for a per-recipient counter. */
  recipient?: string;
}

function countersFor(sender: { userId: string } | 'service', recipients: string[], limits: NotificationLimits): Counter[] {
  const hourly = { limit: limits.recipientMailsPerHour, windowSeconds: HOUR_SECONDS };
  const counters: Counter[] = recipients.map((recipient) => ({ key: `notify:rcpt:${recipient}`, rule: hourly, recipient }));
  if (sender === 'service') return counters;
  counters.push({ key: `notify:user:${sender.userId}`, rule: { limit: limits.userMailsPerHour, windowSeconds: HOUR_SECONDS } });
  const cooldown = { limit: 1, windowSeconds: RECIPIENT_COOLDOWN_SECONDS };
  for (const recipient of recipients) counters.push({ key: `notify:rcpt-cooldown:${recipient}`, rule: cooldown, recipient });
  return counters;
}

function refusal(counter: Counter, state: RateLimitResult): HttpError {
  const message = counter.recipient
    ? 'This recipient has been sent as much email as it may for now. Please wait and try again.'
    : 'You have sent as much email as you may for now. Please wait and try again.';
  return new HttpError(429, 'RATE_LIMITED', message, counter.recipient ? { recipient: counter.recipient } : undefined, {
    'retry-after': String(state.retryAfterSeconds),
  });
}

/**
 * Counts one mail from `sender` to each of `recipients` (bare, lower-case addresses), or throws 429 with
 * Retry-After. Every counter is read before any is counted, so a refused mail uses up no allowance.
 */
export async function holdMailLimits(
  limiter: RateLimiter,
  sender: { userId: string } | 'service',
  recipients: string[],
  limits: NotificationLimits,
): Promise<void> {
  const counters = countersFor(sender, recipients, limits);
  const exhausted = await Promise.all(counters.map((counter) => isExhausted(limiter, counter.key, counter.rule)));
  const first = exhausted.findIndex((state) => state !== undefined);
  if (first >= 0) throw refusal(counters[first] as Counter, exhausted[first] as RateLimitResult);
  const states = await Promise.all(counters.map((counter) => limiter.hit(counter.key, counter.rule)));
  // Only a concurrent request can push a counter over between the read and the count.
  const over = states.findIndex((state) => !state.allowed);
  if (over >= 0) throw refusal(counters[over] as Counter, states[over] as RateLimitResult);
}
