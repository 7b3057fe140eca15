/** The backplane: how hubs share messages, presence and history (in process, or Redis across instances). */
import type { PresenceUser, RealtimeMessage } from '@logo-dna/protocol';

export interface HistoryQuery {
  limit: number;
  /** XRANGE-style bounds: `-` oldest, `+` newest, otherwise a message id (inclusive). */
  start: string;
  end: string;
}

export interface Backplane {
  /** Gives the message its id and timestamp, appends it to history and delivers it to every hub. */
  publish(message: Omit<RealtimeMessage, 'id'>): Promise<RealtimeMessage>;
  /** Called for every message published by any instance. */
  onMessage(handler: (message: RealtimeMessage) => void): void;
  /** Sets (or removes, with null) one member's presence; `key` is unique per connection. */
  setPresence(channel: string, key: string, member: PresenceUser | null): Promise<void>;
  getPresence(channel: string): Promise<PresenceUser[]>;
  /** Called when presence on a channel changed on any instance. */
  onPresenceChanged(handler: (channel: string) => void): void;
  history(channel: string, query: HistoryQuery): Promise<{ messages: RealtimeMessage[]; hasMore: boolean }>;
  /** What the message history holds now. */
  historyStats(): Promise<HistoryStats>;
  close(): Promise<void>;
}

interface HistoryStats {
  /** Bytes of message JSON kept, all channels together. */
  bytes: number;
  /** Channels with any history. */
  channels: number;
}

/** How much history is kept: whole-store and per-channel bytes of JSON (the oldest go first). */
export interface HistoryCaps {
  maxBytes: number;
  channelMaxBytes: number;
}

/** Messages kept per channel. */
export const HISTORY_PER_CHANNEL = 100;
/** Channels whose history is kept in process (least recently used dropped first). */
const MAX_HISTORY_CHANNELS = 1000;

interface StoredMessage {
  id: string;
  /** The message as JSON: kept as text, so its size is known exactly and it is parsed only when read. */
  text: string;
  bytes: number;
}

interface ChannelHistory {
  messages: StoredMessage[];
  bytes: number;
}

/** Compares `<ms>-<seq>` ids numerically. */
function compareMessageIds(a: string, b: string): number {
  const [am = '0', as = '0'] = a.split('-');
  const [bm = '0', bs = '0'] = b.split('-');
  return Number(am) - Number(bm) || Number(as) - Number(bs);
}

export function createLocalBackplane(caps: HistoryCaps, now: () => number = Date.now): Backplane {
  const messageHandlers: Array<(message: RealtimeMessage) => void> = [];
  const presenceHandlers: Array<(channel: string) => void> = [];
  const presence = new Map<string, Map<string, PresenceUser>>();
  /** Channel → its history; map order is least recently published first. */
  const history = new Map<string, ChannelHistory>();
  let totalBytes = 0;
  let lastMs = 0;
  let seq = 0;

  function nextId(): { id: string; timestamp: number } {
    const ms = Math.max(now(), lastMs);
    seq = ms === lastMs ? seq + 1 : 0;
    lastMs = ms;
    return { id: `${ms}-${seq}`, timestamp: ms };
  }

  /** Drops a channel's oldest message (and the channel once it is empty). */
  function dropOldest(channel: string, kept: ChannelHistory): void {
    const dropped = kept.messages.shift();
    if (dropped) {
      kept.bytes -= dropped.bytes;
      totalBytes -= dropped.bytes;
    }
    if (kept.messages.length === 0) history.delete(channel);
  }

  function remember(message: RealtimeMessage): void {
    const text = JSON.stringify(message);
    const bytes = Buffer.byteLength(text);
    let kept = history.get(message.channel);
    if (kept) history.delete(message.channel);
    else kept = { messages: [], bytes: 0 };
    history.set(message.channel, kept);
    kept.messages.push({ id: message.id, text, bytes });
    kept.bytes += bytes;
    totalBytes += bytes;
    while (history.has(message.channel) && (kept.messages.length > HISTORY_PER_CHANNEL || kept.bytes > caps.channelMaxBytes)) {
      dropOldest(message.channel, kept);
    }
    while (totalBytes > caps.maxBytes || history.size > MAX_HISTORY_CHANNELS) {
      const [oldest] = history;
      if (!oldest) break;
      dropOldest(oldest[0], oldest[1]);
    }
  }

  return {
    async publish(partial) {
      const { id, timestamp } = nextId();
      const message: RealtimeMessage = { ...partial, id, timestamp };
      remember(message);
      for (const handler of messageHandlers) handler(message);
      return message;
    },
    onMessage(handler) {
      messageHandlers.push(handler);
    },
    async setPresence(channel, key, member) {
      let members = presence.get(channel);
      if (!members) {
        if (!member) return;
        members = new Map();
        presence.set(channel, members);
      }
      if (member) members.set(key, member);
      else members.delete(key);
      if (members.size === 0) presence.delete(channel);
      for (const handler of presenceHandlers) handler(channel);
    },
    async getPresence(channel) {
      return [...(presence.get(channel)?.values() ?? [])];
    },
    onPresenceChanged(handler) {
      presenceHandlers.push(handler);
    },
    async history(channel, query) {
      const { messages, hasMore } = selectHistory(history.get(channel)?.messages ?? [], query);
      return { messages: messages.map((stored) => JSON.parse(stored.text) as RealtimeMessage), hasMore };
    },
    async historyStats() {
      return { bytes: totalBytes, channels: history.size };
    },
    async close() {},
  };
}

/** Applies XRANGE bounds and a limit (newest `limit` within the range, oldest first). */
export function selectHistory<T extends { id: string }>(all: readonly T[], query: HistoryQuery): { messages: T[]; hasMore: boolean } {
  const inRange = all.filter(
    (message) =>
      (query.start === '-' || compareMessageIds(message.id, query.start) >= 0) &&
      (query.end === '+' || compareMessageIds(message.id, query.end) <= 0),
  );
  const messages = inRange.slice(Math.max(0, inRange.length - query.limit));
  return { messages, hasMore: inRange.length > messages.length };
}
