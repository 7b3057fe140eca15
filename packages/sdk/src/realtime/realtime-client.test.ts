import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../core/http-client';
import { createRuntime } from '../core/runtime';
import { createFakeFetch, jsonResponse } from '../test/fake-fetch';
import { FakeSocket } from '../test/fake-socket';
import { toBackoffMs } from './connection';
import { createRealtimeClient, type RealtimeMessage, toSocketUrl } from './realtime-client';

function setup(random = 0) {
  const fetcher = createFakeFetch(() => jsonResponse({ channel: 'room', users: [{ userId: 'u1', joinedAt: 1, lastSeen: 2 }], count: 1 }));
  const runtime = createRuntime({ fetch: fetcher.fetch, window: null, storage: null, WebSocket: FakeSocket, random: () => random });
  const http = createHttpClient({ baseUrl: 'https://api.test', fetch: fetcher.fetch, getToken: async () => 'tok' });
  return { realtime: createRealtimeClient({ http, projectId: 'proj', runtime, getToken: async () => 'tok' }), fetcher };
}

/** Lets the async connect (token lookup) reach the socket constructor. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function subscribed(
  realtime: ReturnType<typeof setup>['realtime'],
  channel: string,
  onMessage: (message: RealtimeMessage) => void = () => undefined,
) {
  const pending = realtime.subscribe(channel, onMessage, { userId: 'u1', metadata: { name: 'Ada' } });
  await settle();
  const socket = FakeSocket.latest();
  if (socket.readyState === 0) socket.accept();
  await settle();
  socket.push('subscribed', { channel });
  return { unsubscribe: await pending, socket };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('realtime socket and channels', () => {
  it('connects to the base origin with project id and token, and subscribes with user and metadata', async () => {
    const { realtime } = setup();
    const { socket } = await subscribed(realtime, 'room');
    expect(socket.url).toBe('wss://api.test/?project_id=proj&access_token=tok');
    expect(socket.sent[0]).toEqual({ type: 'subscribe', payload: { channel: 'room', userId: 'u1', metadata: { name: 'Ada' } } });
    expect(realtime.getState()).toBe('open');
  });

  it('routes messages by channel over one socket', async () => {
    const { realtime } = setup();
    const room: RealtimeMessage[] = [];
    const lobby: RealtimeMessage[] = [];
    await subscribed(realtime, 'room', (message) => room.push(message));
    await subscribed(realtime, 'lobby', (message) => lobby.push(message));
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = FakeSocket.latest();
    socket.push('message', { channel: 'room', id: '1-0', type: 'chat', data: { text: 'hi' }, timestamp: 1 });
    socket.push('message', { channel: 'elsewhere', id: '2-0', type: 'chat', data: {}, timestamp: 2 });
    expect(room.map((message) => message.id)).toEqual(['1-0']);
    expect(lobby).toEqual([]);
  });

  it('publish resolves to the message id; presence callbacks get the full user list', async () => {
    const { realtime, fetcher } = setup();
    const { socket } = await subscribed(realtime, 'room');
    const users: unknown[] = [];
    realtime.onPresence('room', (list) => users.push(list));
    const sent = realtime.publish('room', 'chat', { text: 'hi' }, { userId: 'u1' });
    await settle();
    expect(socket.sentOfType('publish')[0]?.payload).toEqual({ channel: 'room', type: 'chat', data: { text: 'hi' }, userId: 'u1' });
    socket.push('published', { channel: 'room', messageId: '9-0' });
    expect(await sent).toBe('9-0');
    socket.push('presence', { channel: 'room', data: { users: [{ userId: 'u1' }] } });
    expect(users).toEqual([[{ userId: 'u1' }]]);
    expect(await realtime.presence('room')).toEqual([{ userId: 'u1', joinedAt: 1, lastSeen: 2 }]);
    expect(fetcher.last().url.toString()).toBe('https://api.test/api/realtime/proj/presence?channel=room');
  });

  it('reads message history with XRANGE-style bounds', async () => {
    const { realtime, fetcher } = setup();
    await realtime.channel('room').getMessages({ limit: 5, after: '1-0' });
    expect(fetcher.last().url.search).toBe('?channel=room&limit=5&start=1-0&end=%2B');
  });

  it.each([
    ['subscribe', 'Subscription timeout - no acknowledgment from server'],
    ['publish', 'Message send timeout - no response from server'],
  ])('%s fails after 10 s without acknowledgment', async (kind, message) => {
    const { realtime } = setup();
    let result: Promise<unknown>;
    if (kind === 'subscribe') result = realtime.subscribe('room', () => undefined);
    else result = (await subscribed(realtime, 'room')) && realtime.publish('room', 't', {});
    const outcome = expect(result).rejects.toThrow(message);
    await settle();
    if (FakeSocket.latest().readyState === 0) FakeSocket.latest().accept();
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('error frames reject the pending subscribe or publish', async () => {
    const { realtime } = setup();
    const subscribing = realtime.subscribe('locked', () => undefined);
    const refused = expect(subscribing).rejects.toThrow('Subscription error: channel not allowed');
    await settle();
    FakeSocket.latest().accept();
    await settle();
    FakeSocket.latest().push('error', { channel: 'locked', error: 'channel not allowed' });
    await refused;
    const { socket } = await subscribed(realtime, 'room');
    const publishing = realtime.publish('room', 't', {});
    await settle();
    socket.push('error', { error: 'rate limited' });
    await expect(publishing).rejects.toThrow('Server error: rate limited');
  });

  it('pings every 25 s while open', async () => {
    const { realtime } = setup();
    const { socket } = await subscribed(realtime, 'room');
    await vi.advanceTimersByTimeAsync(24_999);
    expect(socket.sentOfType('ping')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sentOfType('ping')).toEqual([{ type: 'ping', payload: {} }]);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.sentOfType('ping')).toHaveLength(2);
  });

  it('reconnects with backoff after a drop, resubscribes, and fails in-flight publishes', async () => {
    const { realtime } = setup(0.5);
    const states: string[] = [];
    realtime.onStateChange((state) => states.push(state));
    const received: string[] = [];
    const room = realtime.channel('room');
    expect(room.getState()).toBe('unsubscribed');
    const { socket } = await subscribed(realtime, 'room', (message) => received.push(message.id));
    expect(room.getState()).toBe('subscribed');
    const inFlight = expect(realtime.publish('room', 't', {})).rejects.toThrow('Connection closed');
    await settle();
    socket.drop();
    await inFlight;
    expect(realtime.getState()).toBe('reconnecting');
    expect(room.getState()).toBe('reconnecting');
    // attempt 0: 1 s + 500 ms jitter; the first retry is refused.
    await vi.advanceTimersByTimeAsync(1_499);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().drop();
    // attempt 1: 2 s + 500 ms.
    await vi.advanceTimersByTimeAsync(2_499);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const third = FakeSocket.latest();
    third.accept();
    await settle();
    expect(third.sentOfType('subscribe')[0]?.payload).toMatchObject({ channel: 'room', userId: 'u1' });
    expect(room.getState()).toBe('reconnecting');
    third.push('subscribed', { channel: 'room' });
    expect(room.getState()).toBe('subscribed');
    third.push('message', { channel: 'room', id: '5-0', type: 't', data: {}, timestamp: 5 });
    expect(received).toEqual(['5-0']);
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('reconnect() opens a new socket with a fresh token and subscribes again', async () => {
    const { realtime } = setup();
    const { socket } = await subscribed(realtime, 'room');
    const reopening = realtime.reconnect();
    await settle();
    expect(socket.readyState).toBe(3);
    const next = FakeSocket.latest();
    expect(next).not.toBe(socket);
    next.accept();
    await reopening;
    expect(next.sentOfType('subscribe')[0]?.payload).toMatchObject({ channel: 'room' });
  });

  it('the last unsubscribe sends unsubscribe and closes without reconnecting', async () => {
    const { realtime } = setup();
    const { unsubscribe, socket } = await subscribed(realtime, 'room');
    await unsubscribe();
    expect(socket.sentOfType('unsubscribe')).toEqual([{ type: 'unsubscribe', payload: { channel: 'room' } }]);
    expect(realtime.getState()).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('fails a connection that never opens after 10 s', async () => {
    const { realtime } = setup();
    const room = realtime.channel('room');
    const outcome = expect(realtime.subscribe('room', () => undefined)).rejects.toThrow('Connection timeout');
    await settle();
    expect(room.getState()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
    expect(room.getState()).toBe('unsubscribed');
  });
});

describe('backoff and URLs', () => {
  it.each([
    [0, 0, 1000],
    [1, 0, 2000],
    [4, 0, 16_000],
    [5, 0, 30_000],
    [9, 0, 30_000],
    [0, 0.999, 1999],
    [9, 0.999, 30_999],
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => expect(toBackoffMs(attempt, () => random)).toBe(expected));

  it.each([
    ['http://127.0.0.1:3000', null, 'ws://127.0.0.1:3000/?project_id=p'],
    ['https://logo.example/base/', 'a b', 'wss://logo.example/?project_id=p&access_token=a+b'],
  ])('%s → %s', (base, token, expected) => expect(toSocketUrl(base, 'p', token)).toBe(expected));
});
