/** The `realtime` module: channels with subscribe/publish acknowledgments, presence, history, and resubscription after reconnects. */
import type { HttpClient } from '../core/http-client';
import type { Runtime } from '../core/runtime';
import { type ConnectionState, createConnection, type Frame, realtimeError } from './connection';
import type { PresenceUser, RealtimeChannel, RealtimeClient, RealtimeMessage, SubscribeOptions } from './types';

export type {
  PresenceUser,
  RealtimeChannel,
  RealtimeChannelState,
  RealtimeClient,
  RealtimeMessage,
  SubscribeOptions,
} from './types';

const ACK_TIMEOUT_MS = 10_000;

export interface RealtimeParams {
  http: HttpClient;
  projectId: string;
  runtime: Runtime;
  getToken: () => Promise<string | null>;
}

interface Pending {
  resolve: (value: string) => void;
  reject: (error: Error) => void;
  timer: unknown;
}

interface ChannelRecord {
  subscribed?: SubscribeOptions;
  joining: boolean;
  pendingSubscribe?: Pending;
  pendingPublishes: Pending[];
  messageListeners: Set<(message: RealtimeMessage) => void>;
  presenceListeners: Set<(users: PresenceUser[]) => void>;
}

/** `ws(s)://host/?project_id=…&access_token=…` from the HTTP base URL. */
export function toSocketUrl(baseUrl: string, projectId: string, token: string | null): string {
  const url = new URL(baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = '/';
  url.search = new URLSearchParams({ project_id: projectId, ...(token ? { access_token: token } : {}) }).toString();
  return url.toString();
}

export function createRealtimeClient(params: RealtimeParams): RealtimeClient {
  const { http, projectId, runtime } = params;
  const channels = new Map<string, ChannelRecord>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const apiBase = `/api/realtime/${encodeURIComponent(projectId)}`;

  const stateOf = (name: string): ChannelRecord => {
    let channel = channels.get(name);
    if (!channel) {
      channel = { joining: false, pendingPublishes: [], messageListeners: new Set(), presenceListeners: new Set() };
      channels.set(name, channel);
    }
    return channel;
  };

  const connection = createConnection({
    runtime,
    buildUrl: async () => toSocketUrl(http.baseUrl, projectId, await params.getToken()),
    onFrame: handleFrame,
    onOpen: () => {
      // After a reconnect the server has forgotten us: subscribe every channel again.
      for (const [name, channel] of channels) if (channel.subscribed) sendSubscribe(name, channel.subscribed).catch(() => undefined);
    },
    onDrop: () => {
      for (const channel of channels.values()) {
        for (const pending of channel.pendingPublishes.splice(0)) settle(pending, realtimeError('Connection closed', 'CONNECTION_CLOSED'));
      }
    },
    onStateChange: (state) => {
      for (const listener of stateListeners) listener(state);
    },
    shouldReconnect: () => [...channels.values()].some((channel) => channel.subscribed),
  });

  function settle(pending: Pending, outcome: string | Error): void {
    runtime.timers.clearTimeout(pending.timer);
    if (outcome instanceof Error) pending.reject(outcome);
    else pending.resolve(outcome);
  }

  function awaitAck(timeoutMessage: string, register: (pending: Pending) => void, unregister: (pending: Pending) => void): Promise<string> {
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject, timer: undefined };
      pending.timer = runtime.timers.setTimeout(() => {
        unregister(pending);
        reject(realtimeError(timeoutMessage, 'TIMEOUT'));
      }, ACK_TIMEOUT_MS);
      register(pending);
    });
  }

  function handleFrame(frame: Frame): void {
    const payload = (frame.payload ?? {}) as Record<string, unknown>;
    const name = typeof payload.channel === 'string' ? payload.channel : undefined;
    const channel = name ? channels.get(name) : undefined;
    switch (frame.type) {
      case 'subscribed':
        if (channel?.pendingSubscribe) settle(channel.pendingSubscribe, name as string);
        if (channel) channel.pendingSubscribe = undefined;
        break;
      case 'published': {
        const pending = channel?.pendingPublishes.shift();
        if (pending) settle(pending, String(payload.messageId ?? ''));
        break;
      }
      case 'message':
        // Messages are routed by channel: one socket carries every channel of this client.
        for (const listener of channel?.messageListeners ?? []) listener(payload as unknown as RealtimeMessage);
        break;
      case 'presence': {
        const users = ((payload.data as { users?: PresenceUser[] } | undefined)?.users ?? []) as PresenceUser[];
        for (const listener of channel?.presenceListeners ?? []) listener(users);
        break;
      }
      case 'error': {
        const text = String(payload.error ?? payload.message ?? 'Unknown error');
        if (channel?.pendingSubscribe) {
          settle(channel.pendingSubscribe, realtimeError(`Subscription error: ${text}`));
          channel.pendingSubscribe = undefined;
        } else {
          const target = channel ?? [...channels.values()].find((candidate) => candidate.pendingPublishes.length > 0);
          const pending = target?.pendingPublishes.shift();
          if (pending) settle(pending, realtimeError(`Server error: ${text}`));
        }
        break;
      }
    }
  }

  function sendSubscribe(name: string, options: SubscribeOptions): Promise<string> {
    const channel = stateOf(name);
    const ack = awaitAck(
      'Subscription timeout - no acknowledgment from server',
      (pending) => {
        channel.pendingSubscribe = pending;
      },
      () => {
        channel.pendingSubscribe = undefined;
      },
    );
    connection.send({ type: 'subscribe', payload: { channel: name, ...withoutUndefined(options) } });
    return ack;
  }

  function createChannel(name: string): RealtimeChannel {
    const channel = stateOf(name);
    const api: RealtimeChannel = {
      name,
      async subscribe(options = {}) {
        if (channel.subscribed) return;
        channel.joining = true;
        try {
          await connection.open();
          await sendSubscribe(name, options);
          channel.subscribed = options;
        } finally {
          channel.joining = false;
        }
      },
      async unsubscribe() {
        if (!channel.subscribed) return;
        channel.subscribed = undefined;
        if (connection.getState() === 'open') connection.send({ type: 'unsubscribe', payload: { channel: name } });
        if (![...channels.values()].some((other) => other.subscribed)) connection.close();
      },
      async publish(type, data, options = {}) {
        await connection.open();
        const ack = awaitAck(
          'Message send timeout - no response from server',
          (pending) => channel.pendingPublishes.push(pending),
          (pending) => channel.pendingPublishes.splice(channel.pendingPublishes.indexOf(pending), 1),
        );
        connection.send({ type: 'publish', payload: { channel: name, type, data, ...withoutUndefined(options) } });
        return ack;
      },
      onMessage(callback) {
        channel.messageListeners.add(callback);
        return () => channel.messageListeners.delete(callback);
      },
      onPresence(callback) {
        channel.presenceListeners.add(callback);
        return () => channel.presenceListeners.delete(callback);
      },
      async getPresence() {
        const { data } = await http.request<{ users?: PresenceUser[] }>('GET', `${apiBase}/presence`, { query: { channel: name } });
        return data?.users ?? [];
      },
      async getMessages(query = {}) {
        const { data } = await http.request<{ messages?: RealtimeMessage[] }>('GET', `${apiBase}/messages`, {
          query: { channel: name, limit: query.limit, start: query.after ?? '-', end: query.before ?? '+' },
        });
        return data?.messages ?? [];
      },
      isSubscribed: () => Boolean(channel.subscribed),
      getState() {
        if (!channel.subscribed) return channel.joining ? 'connecting' : 'unsubscribed';
        return connection.getState() === 'open' && !channel.pendingSubscribe ? 'subscribed' : 'reconnecting';
      },
    };
    return api;
  }

  return {
    channel: createChannel,
    async subscribe(name, onMessage, options) {
      const channel = createChannel(name);
      const stop = channel.onMessage(onMessage);
      try {
        await channel.subscribe(options);
      } catch (error) {
        stop();
        throw error;
      }
      return async () => {
        stop();
        await channel.unsubscribe();
      };
    },
    publish: (name, type, data, options) => createChannel(name).publish(type, data, options),
    onPresence: (name, callback) => createChannel(name).onPresence(callback),
    presence: (name) => createChannel(name).getPresence(),
    getState: () => connection.getState(),
    onStateChange(callback) {
      stateListeners.add(callback);
      return () => stateListeners.delete(callback);
    },
    reconnect: () => connection.restart(),
    disconnect() {
      for (const channel of channels.values()) channel.subscribed = undefined;
      connection.close();
    },
  };
}

function withoutUndefined(options: SubscribeOptions): SubscribeOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}
