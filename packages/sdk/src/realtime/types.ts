/** Public types of the realtime module: messages, presence, channels and the client. */
import type { PresenceUser, RealtimeMessage as WireRealtimeMessage } from '@logo-dna/protocol';
import type { ConnectionState } from './connection';

/** A message as the server sends it (protocol.md §11); the client does not rely on `channel`, so it is optional here. */
export type RealtimeMessage = Omit<WireRealtimeMessage, 'channel'> & { channel?: string };

export type { PresenceUser };

export interface SubscribeOptions {
  userId?: string;
  metadata?: Record<string, unknown>;
}

interface MessagesQuery {
  limit?: number;
  /** Oldest message id to include (exclusive bounds follow the server); default the oldest. */
  after?: string;
  before?: string;
}

export type RealtimeChannelState = 'unsubscribed' | 'connecting' | 'subscribed' | 'reconnecting';

export interface RealtimeChannel {
  readonly name: string;
  subscribe(options?: SubscribeOptions): Promise<void>;
  unsubscribe(): Promise<void>;
  publish(type: string, data: unknown, options?: SubscribeOptions): Promise<string>;
  onMessage(callback: (message: RealtimeMessage) => void): () => void;
  onPresence(callback: (users: PresenceUser[]) => void): () => void;
  getPresence(): Promise<PresenceUser[]>;
  getMessages(query?: MessagesQuery): Promise<RealtimeMessage[]>;
  isSubscribed(): boolean;
  /** The channel states of spec §4: connecting, subscribed, reconnecting (with backoff), or unsubscribed. */
  getState(): RealtimeChannelState;
}

export interface RealtimeClient {
  channel(name: string): RealtimeChannel;
  /** Subscribes and routes this channel's messages to `onMessage`; resolves to the unsubscribe function. */
  subscribe(channel: string, onMessage: (message: RealtimeMessage) => void, options?: SubscribeOptions): Promise<() => Promise<void>>;
  publish(channel: string, type: string, data: unknown, options?: SubscribeOptions): Promise<string>;
  onPresence(channel: string, callback: (users: PresenceUser[]) => void): () => void;
  presence(channel: string): Promise<PresenceUser[]>;
  getState(): ConnectionState;
  onStateChange(callback: (state: ConnectionState) => void): () => void;
  /** Closes the socket and forgets every subscription. */
  /** Reopens an open socket with the current access token (done automatically when the user changes). */
  reconnect(): Promise<void>;
  disconnect(): void;
}
