/** Redis backplane: messages fan out over pub/sub, history in a capped stream, presence in a hash per channel. */
import { randomUUID } from 'node:crypto';
import type { PresenceUser, RealtimeMessage } from '@logo-dna/protocol';
import { Redis } from 'ioredis';
import { type Backplane, HISTORY_PER_CHANNEL, type HistoryCaps, type HistoryQuery } from './backplane';

/** Presence entries not refreshed for this long belong to a dead instance and are ignored (and pruned). */
const PRESENCE_STALE_MS = 120_000;

/**
 * Appends a message to its channel's stream and keeps history within its caps, atomically: the
 * channel's oldest messages go while it holds too many or too many bytes, then the least recently
 * published channels lose their oldest while the whole history is over its bytes.
 * KEYS: the channel's stream, bytes per channel (hash), channels by last publish (sorted set), total bytes.
 * ARGV: message JSON, channel, messages per channel, channel bytes, total bytes, stream key prefix.
 */
const APPEND_SCRIPT = `
local size = string.len(ARGV[1])
local id = redis.call('XADD', KEYS[1], '*', 'm', ARGV[1])
redis.call('ZADD', KEYS[3], tonumber(string.match(id, '^(%d+)')), ARGV[2])
local bytes = redis.call('HINCRBY', KEYS[2], ARGV[2], size)
local total = redis.call('INCRBY', KEYS[4], size)
local function forget(key, channel)
  local left = tonumber(redis.call('HGET', KEYS[2], channel) or '0')
  redis.call('HDEL', KEYS[2], channel)
  redis.call('ZREM', KEYS[3], channel)
  redis.call('DEL', key)
  total = redis.call('DECRBY', KEYS[4], left)
  return 0
end
local function dropOldest(key, channel)
  local oldest = redis.call('XRANGE', key, '-', '+', 'COUNT', 1)[1]
  if not oldest then return forget(key, channel) end
  local dropped = string.len(oldest[2][2])
  redis.call('XDEL', key, oldest[1])
  local left = redis.call('HINCRBY', KEYS[2], channel, 0 - dropped)
  total = redis.call('DECRBY', KEYS[4], dropped)
  if redis.call('XLEN', key) == 0 then return forget(key, channel) end
  return left
end
while bytes > 0 and (redis.call('XLEN', KEYS[1]) > tonumber(ARGV[3]) or bytes > tonumber(ARGV[4])) do
  bytes = dropOldest(KEYS[1], ARGV[2])
end
while total > tonumber(ARGV[5]) do
  local victim = redis.call('ZRANGE', KEYS[3], 0, 0)[1]
  if not victim then break end
  dropOldest(ARGV[6] .. victim, victim)
end
return id
`;

interface AppendCommand {
  realtimeAppend(...args: string[]): Promise<string>;
}

export function createRedisBackplane(url: string, caps: HistoryCaps, prefix = 'logo-dna:rt'): Backplane {
  const instance = randomUUID();
  const command = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  command.defineCommand('realtimeAppend', { numberOfKeys: 4, lua: APPEND_SCRIPT });
  const append = command as unknown as AppendCommand;
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const messageTopic = `${prefix}:messages`;
  const presenceTopic = `${prefix}:presence`;
  const messageHandlers: Array<(message: RealtimeMessage) => void> = [];
  const presenceHandlers: Array<(channel: string) => void> = [];
  const ready = subscriber.subscribe(messageTopic, presenceTopic);

  subscriber.on('message', (topic: string, text: string) => {
    if (topic === messageTopic) {
      const message = JSON.parse(text) as RealtimeMessage;
      for (const handler of messageHandlers) handler(message);
    } else if (topic === presenceTopic) {
      for (const handler of presenceHandlers) handler(text);
    }
  });

  const historyKey = (channel: string) => `${prefix}:history:${channel}`;
  const historyBytesKey = `${prefix}:history-bytes`;
  const historyChannelsKey = `${prefix}:history-channels`;
  const historyTotalKey = `${prefix}:history-total`;
  const presenceKey = (channel: string) => `${prefix}:presence:${channel}`;

  return {
    async publish(partial) {
      await ready;
      const body = JSON.stringify(partial);
      // The stream assigns the `<ms>-<seq>` id, unique across instances.
      const id = await append.realtimeAppend(
        historyKey(partial.channel),
        historyBytesKey,
        historyChannelsKey,
        historyTotalKey,
        body,
        partial.channel,
        String(HISTORY_PER_CHANNEL),
        String(caps.channelMaxBytes),
        String(caps.maxBytes),
        historyKey(''),
      );
      const message: RealtimeMessage = { ...partial, id, timestamp: Number(id.split('-')[0]) };
      await command.publish(messageTopic, JSON.stringify(message));
      return message;
    },
    onMessage(handler) {
      messageHandlers.push(handler);
    },
    async setPresence(channel, key, member) {
      await ready;
      const field = `${instance}:${key}`;
      if (member) await command.hset(presenceKey(channel), field, JSON.stringify(member));
      else await command.hdel(presenceKey(channel), field);
      await command.publish(presenceTopic, channel);
    },
    async getPresence(channel) {
      const entries = await command.hgetall(presenceKey(channel));
      const now = Date.now();
      const live: PresenceUser[] = [];
      const stale: string[] = [];
      for (const [field, text] of Object.entries(entries)) {
        const member = JSON.parse(text) as PresenceUser;
        if (now - member.lastSeen > PRESENCE_STALE_MS && !field.startsWith(`${instance}:`)) stale.push(field);
        else live.push(member);
      }
      if (stale.length > 0) await command.hdel(presenceKey(channel), ...stale);
      return live;
    },
    onPresenceChanged(handler) {
      presenceHandlers.push(handler);
    },
    async history(channel, query: HistoryQuery) {
      // Newest first from the stream, one extra to learn whether more exist, then oldest first.
      const rows = await command.xrevrange(historyKey(channel), query.end, query.start, 'COUNT', query.limit + 1);
      const messages = rows.slice(0, query.limit).map(([id, fields]) => {
        const body = JSON.parse(fields[1] ?? '{}') as Omit<RealtimeMessage, 'id'>;
        return { ...body, id, timestamp: Number(id.split('-')[0]) } as RealtimeMessage;
      });
      return { messages: messages.reverse(), hasMore: rows.length > query.limit };
    },
    async historyStats() {
      const [total, channels] = await Promise.all([command.get(historyTotalKey), command.zcard(historyChannelsKey)]);
      return { bytes: Number(total ?? 0), channels };
    },
    async close() {
      subscriber.disconnect();
      command.disconnect();
    },
  };
}
