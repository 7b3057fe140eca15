/** Chooses the backplane: Redis when REDIS_URL is set (its client loaded only then), otherwise in process. */
import type { RealtimeLimits } from '../config';
import { type Backplane, createLocalBackplane, type HistoryCaps } from './backplane';

export async function createBackplane(
  redisUrl: string | undefined,
  limits: Pick<RealtimeLimits, 'historyMaxBytes' | 'historyChannelMaxBytes'>,
  now: () => number,
): Promise<Backplane> {
  const caps: HistoryCaps = { maxBytes: limits.historyMaxBytes, channelMaxBytes: limits.historyChannelMaxBytes };
  return redisUrl ? (await import('./redis-backplane')).createRedisBackplane(redisUrl, caps) : createLocalBackplane(caps, now);
}
