/** Redis backplane: messages fan out over pub/sub, history in a capped stream, presence in a hash per channel. */
import { randomUUID } from 'node:crypto';
import type { PresenceUser, RealtimeMessage } from '@logo-dna/protocol';
import { Redis } from 'ioredis';
import { type Backplane, HISTORY_PER_CHANNEL, type HistoryQuery } from './backplane';

/** Presence entries not refreshed for this long belong to a dead instance and are ignored (and pruned). */
const PRESENCE_STALE_MS = 120_000;

export function createRedisBackplane(url: string, prefix = 'logo-dna:rt'): Backplane {
  const instance = randomUUID();
  const command = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
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
  const presenceKey = (channel: string) => `${prefix}:presence:${channel}`;

  return {
    async publish(partial) {
      await ready;
      const body = JSON.stringify(partial);
      // The stream assigns the `<ms>-<seq>` id, unique across instances.
      const id = (await command.xadd(historyKey(partial.channel), 'MAXLEN', '~', String(HISTORY_PER_CHANNEL), '*', 'm', body)) as string;
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
    async close() {
      subscriber.disconnect();
      command.disconnect();
    },
  };
}
