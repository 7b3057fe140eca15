/** The realtime hub: channels, subscriptions and presence, with no knowledge of sockets or Redis. */
import { type ErrorCodeFor, type PresenceUser, REALTIME_LIMITS, type RealtimeMessage, type ServerFrame } from '@logo-dna/protocol';
import type { RealtimeLimits } from '../config';
import type { Backplane } from './backplane';
import { isNestedDeeperThan } from './caps';
import { type ChannelAccess, isValidChannelName } from './channel-access';

/** A connected client as the hub sees it: an id, who it is, and a way to send it a frame. */
export interface HubConnection {
  id: string;
  /** Signed-in user id, or undefined for an anonymous socket. */
  userId: string | undefined;
  send(frame: ServerFrame): void;
}

export class HubError extends Error {
  constructor(
    readonly code: ErrorCodeFor<400 | 403>,
    message: string,
  ) {
    super(message);
  }
}

interface Subscription {
  joinedAt: number;
  lastSeen: number;
  metadata: Record<string, unknown> | undefined;
}

/** How often a live connection refreshes its presence `lastSeen` through the backplane. */
const LAST_SEEN_REFRESH_MS = 10_000;

function displayUserId(connection: HubConnection): string {
  return connection.userId ?? `anon_${connection.id.slice(0, 8)}`;
}

/** Merges one user's several connections into one presence entry. */
export function mergePresence(members: readonly PresenceUser[]): PresenceUser[] {
  const byUser = new Map<string, PresenceUser>();
  for (const member of members) {
    const seen = byUser.get(member.userId);
    byUser.set(
      member.userId,
      seen ? { ...seen, joinedAt: Math.min(seen.joinedAt, member.joinedAt), lastSeen: Math.max(seen.lastSeen, member.lastSeen) } : member,
    );
  }
  return [...byUser.values()].sort((a, b) => a.joinedAt - b.joinedAt);
}

/** The caps the hub enforces on what it is given. */
export type HubLimits = Pick<RealtimeLimits, 'channelsPerSocket' | 'maxJsonDepth' | 'maxPresenceBytes'>;

function checkDepth(value: unknown, what: string, maxDepth: number): void {
  if (isNestedDeeperThan(value, maxDepth)) throw new HubError('TOO_DEEP', `${what} may nest at most ${maxDepth} levels`);
}

function checkMetadata(metadata: unknown, maxDepth: number): Record<string, unknown> | undefined {
  if (metadata === undefined || metadata === null) return undefined;
  if (typeof metadata !== 'object' || Array.isArray(metadata)) throw new HubError('INVALID_METADATA', 'metadata must be an object');
  if (Object.keys(metadata).length > REALTIME_LIMITS.maxPresenceKeys) {
    throw new HubError('PRESENCE_TOO_LARGE', `metadata may have at most ${REALTIME_LIMITS.maxPresenceKeys} keys`);
  }
  checkDepth(metadata, 'metadata', maxDepth);
  return metadata as Record<string, unknown>;
}

export class Hub {
  /** channel → local connections subscribed to it. */
  private readonly channels = new Map<string, Map<string, HubConnection>>();
  /** connection id → its subscriptions. */
  private readonly subscriptions = new Map<string, Map<string, Subscription>>();

  constructor(
    private readonly backplane: Backplane,
    private readonly access: ChannelAccess,
    private readonly limits: HubLimits,
    private readonly now: () => number = Date.now,
  ) {
    backplane.onMessage((message) => this.deliver(message));
    backplane.onPresenceChanged((channel) => void this.broadcastPresence(channel));
  }

  private checkChannel(connection: Pick<HubConnection, 'userId'>, channel: unknown, service = false): string {
    if (!isValidChannelName(channel)) throw new HubError('INVALID_CHANNEL', 'channel must be 1-128 letters, digits or :._-@/');
    if (!this.access.canUse({ userId: connection.userId, service }, channel)) {
      throw new HubError('FORBIDDEN', connection.userId ? 'Not allowed on this channel' : 'Sign in to use private channels');
    }
    return channel;
  }

  async subscribe(connection: HubConnection, rawChannel: unknown, rawMetadata?: unknown): Promise<void> {
    const channel = this.checkChannel(connection, rawChannel);
    const metadata = checkMetadata(rawMetadata, this.limits.maxJsonDepth);
    // Presence is kept for every subscription and sent to every member: it stays small.
    if (metadata && Buffer.byteLength(JSON.stringify(metadata)) > this.limits.maxPresenceBytes) {
      throw new HubError('PRESENCE_TOO_LARGE', `metadata may take at most ${this.limits.maxPresenceBytes} bytes as JSON`);
    }
    let mine = this.subscriptions.get(connection.id);
    if (!mine) {
      mine = new Map();
      this.subscriptions.set(connection.id, mine);
    }
    if (!mine.has(channel) && mine.size >= this.limits.channelsPerSocket) {
      throw new HubError('TOO_MANY_CHANNELS', `at most ${this.limits.channelsPerSocket} channels per connection`);
    }
    const at = this.now();
    const joinedAt = mine.get(channel)?.joinedAt ?? at;
    mine.set(channel, { joinedAt, lastSeen: at, metadata });
    let members = this.channels.get(channel);
    if (!members) {
      members = new Map();
      this.channels.set(channel, members);
    }
    members.set(connection.id, connection);
    connection.send({ type: 'subscribed', payload: { channel } });
    await this.backplane.setPresence(channel, connection.id, {
      userId: displayUserId(connection),
      ...(metadata ? { metadata } : {}),
      joinedAt,
      lastSeen: at,
    });
  }

  async unsubscribe(connection: HubConnection, rawChannel: unknown): Promise<void> {
    if (!isValidChannelName(rawChannel)) throw new HubError('INVALID_CHANNEL', 'channel must be 1-128 letters, digits or :._-@/');
    const channel = rawChannel;
    const removed = this.subscriptions.get(connection.id)?.delete(channel) ?? false;
    this.channels.get(channel)?.delete(connection.id);
    if (this.channels.get(channel)?.size === 0) this.channels.delete(channel);
    connection.send({ type: 'unsubscribed', payload: { channel } });
    if (removed) await this.backplane.setPresence(channel, connection.id, null);
  }

  /** Publishes for a socket (identity from the connection) or for an HTTP caller. */
  async publish(
    caller: { userId: string | undefined; service?: boolean; connection?: HubConnection },
    input: { channel: unknown; type: unknown; data: unknown; metadata?: unknown },
  ): Promise<RealtimeMessage> {
    const channel = this.checkChannel(caller, input.channel, caller.service);
    if (typeof input.type !== 'string' || input.type.length === 0 || input.type.length > 64) {
      throw new HubError('INVALID_TYPE', 'type must be a non-empty string of at most 64 characters');
    }
    const metadata = checkMetadata(input.metadata, this.limits.maxJsonDepth);
    // Too deep a value cannot be serialised (the stack overflows): it would break history and fan-out.
    checkDepth(input.data, 'data', this.limits.maxJsonDepth);
    const userId = caller.connection ? displayUserId(caller.connection) : caller.userId;
    return this.backplane.publish({
      channel,
      type: input.type,
      data: input.data ?? null,
      timestamp: this.now(),
      ...(userId ? { userId } : {}),
      ...(metadata ? { metadata } : {}),
    });
  }

  /** A ping: refresh lastSeen (through the backplane at most every 10 s per channel). */
  async touch(connection: HubConnection): Promise<void> {
    const at = this.now();
    for (const [channel, subscription] of this.subscriptions.get(connection.id) ?? []) {
      if (at - subscription.lastSeen < LAST_SEEN_REFRESH_MS) continue;
      subscription.lastSeen = at;
      await this.backplane.setPresence(channel, connection.id, {
        userId: displayUserId(connection),
        ...(subscription.metadata ? { metadata: subscription.metadata } : {}),
        joinedAt: subscription.joinedAt,
        lastSeen: at,
      });
    }
  }

  /** Forgets a closed connection and withdraws its presence everywhere. */
  async detach(connection: HubConnection): Promise<void> {
    const mine = this.subscriptions.get(connection.id);
    this.subscriptions.delete(connection.id);
    for (const channel of mine?.keys() ?? []) {
      this.channels.get(channel)?.delete(connection.id);
      if (this.channels.get(channel)?.size === 0) this.channels.delete(channel);
      await this.backplane.setPresence(channel, connection.id, null);
    }
  }

  async presence(channel: string): Promise<PresenceUser[]> {
    return mergePresence(await this.backplane.getPresence(channel));
  }

  channelCount(connection: HubConnection): number {
    return this.subscriptions.get(connection.id)?.size ?? 0;
  }

  private deliver(message: RealtimeMessage): void {
    const members = this.channels.get(message.channel);
    if (!members) return;
    const frame: ServerFrame = { type: 'message', payload: message };
    for (const connection of members.values()) connection.send(frame);
  }

  private async broadcastPresence(channel: string): Promise<void> {
    const members = this.channels.get(channel);
    if (!members || members.size === 0) return;
    const users = await this.presence(channel);
    const frame: ServerFrame = { type: 'presence', payload: { channel, data: { users } } };
    for (const connection of members.values()) connection.send(frame);
  }
}
