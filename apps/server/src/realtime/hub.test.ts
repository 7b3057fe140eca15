import type { ServerFrame } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { createLocalBackplane, selectHistory } from './backplane';
import { createChannelAccess } from './channel-access';
import { Hub, type HubConnection, mergePresence } from './hub';

function connection(id: string, userId?: string): HubConnection & { frames: ServerFrame[] } {
  const frames: ServerFrame[] = [];
  return { id, userId, frames, send: (frame) => frames.push(frame) };
}

function createHub(publicChannels: string[] = []) {
  let clock = 1_000;
  const backplane = createLocalBackplane({ maxBytes: 1024 * 1024, channelMaxBytes: 64 * 1024 }, () => clock);
  const hub = new Hub(
    backplane,
    createChannelAccess(publicChannels),
    { channelsPerSocket: 100, maxJsonDepth: 32, maxPresenceBytes: 2048 },
    () => clock,
  );
  return { hub, backplane, tick: (ms: number) => (clock += ms) };
}

describe('Hub', () => {
  it('acknowledges a subscription, then broadcasts the full presence list', async () => {
    const { hub } = createHub();
    const alice = connection('c1', 'alice');
    const bob = connection('c2', 'bob');
    await hub.subscribe(alice, 'room', { name: 'Alice' });
    await hub.subscribe(bob, 'room');
    expect(alice.frames[0]).toEqual({ type: 'subscribed', payload: { channel: 'room' } });
    const lastPresence = alice.frames.filter((f) => f.type === 'presence').at(-1);
    expect(lastPresence).toMatchObject({
      payload: { channel: 'room', data: { users: [{ userId: 'alice', metadata: { name: 'Alice' } }, { userId: 'bob' }] } },
    });
  });

  it('delivers messages only to subscribers of that channel, the sender included', async () => {
    const { hub } = createHub();
    const alice = connection('c1', 'alice');
    const bob = connection('c2', 'bob');
    await hub.subscribe(alice, 'room');
    await hub.subscribe(bob, 'other');
    const message = await hub.publish({ userId: 'alice', connection: alice }, { channel: 'room', type: 'chat', data: { text: 'hi' } });
    expect(message).toMatchObject({ channel: 'room', type: 'chat', data: { text: 'hi' }, userId: 'alice', id: '1000-0' });
    expect(alice.frames.filter((f) => f.type === 'message')).toHaveLength(1);
    expect(bob.frames.filter((f) => f.type === 'message')).toHaveLength(0);
  });

  it('takes the user id from the connection, never from the payload', async () => {
    const { hub } = createHub(['lobby']);
    const anonymous = connection('abcdef123456');
    await hub.subscribe(anonymous, 'lobby');
    const message = await hub.publish({ userId: undefined, connection: anonymous }, { channel: 'lobby', type: 'x', data: 1 });
    expect(message.userId).toBe('anon_abcdef12');
  });

  it.each([
    ['a private channel for an anonymous socket', undefined, 'room', 'FORBIDDEN'],
    ["another user's channel", 'bob', 'user:alice', 'FORBIDDEN'],
    ['an invalid channel name', 'bob', 'bad channel!', 'INVALID_CHANNEL'],
    ['an empty channel name', 'bob', '', 'INVALID_CHANNEL'],
  ])('refuses %s', async (_name, userId, channel, code) => {
    const { hub } = createHub();
    await expect(hub.subscribe(connection('c1', userId), channel)).rejects.toMatchObject({ code });
  });

  it('allows public: channels and configured names to anonymous sockets', async () => {
    const { hub } = createHub(['lobby']);
    const anonymous = connection('c1');
    await hub.subscribe(anonymous, 'public:news');
    await hub.subscribe(anonymous, 'lobby');
    expect(hub.channelCount(anonymous)).toBe(2);
  });

  it('limits presence metadata to 10 keys and channels to 100 per connection', async () => {
    const { hub } = createHub();
    const alice = connection('c1', 'alice');
    const big = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]));
    await expect(hub.subscribe(alice, 'room', big)).rejects.toMatchObject({ code: 'PRESENCE_TOO_LARGE' });
    for (let i = 0; i < 100; i++) await hub.subscribe(alice, `room-${i}`);
    await expect(hub.subscribe(alice, 'room-100')).rejects.toMatchObject({ code: 'TOO_MANY_CHANNELS' });
    await hub.subscribe(alice, 'room-5');
  });

  it('withdraws presence when a connection goes away', async () => {
    const { hub } = createHub();
    const alice = connection('c1', 'alice');
    const bob = connection('c2', 'bob');
    await hub.subscribe(alice, 'room');
    await hub.subscribe(bob, 'room');
    await hub.detach(bob);
    expect(await hub.presence('room')).toEqual([expect.objectContaining({ userId: 'alice' })]);
    expect(alice.frames.at(-1)).toMatchObject({ type: 'presence', payload: { data: { users: [{ userId: 'alice' }] } } });
  });

  it('merges one user with several connections into one presence entry', () => {
    expect(
      mergePresence([
        { userId: 'a', joinedAt: 5, lastSeen: 6 },
        { userId: 'a', joinedAt: 3, lastSeen: 9 },
        { userId: 'b', joinedAt: 4, lastSeen: 4 },
      ]),
    ).toEqual([
      { userId: 'a', joinedAt: 3, lastSeen: 9 },
      { userId: 'b', joinedAt: 4, lastSeen: 4 },
    ]);
  });

  it('keeps bounded history and answers XRANGE-style queries', async () => {
    const { hub, backplane, tick } = createHub();
    const alice = connection('c1', 'alice');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await hub.publish({ userId: 'alice', connection: alice }, { channel: 'room', type: 'n', data: i })).id);
      tick(1);
    }
    expect(await backplane.history('empty', { limit: 10, start: '-', end: '+' })).toEqual({ messages: [], hasMore: false });
    const { messages: all } = await backplane.history('room', { limit: 100, start: '-', end: '+' });
    expect(all.map((m) => m.data)).toEqual([0, 1, 2, 3, 4]);
    expect(selectHistory(all, { limit: 2, start: '-', end: '+' }).messages.map((m) => m.data)).toEqual([3, 4]);
    expect(selectHistory(all, { limit: 2, start: '-', end: '+' }).hasMore).toBe(true);
    expect(selectHistory(all, { limit: 10, start: ids[1] as string, end: ids[3] as string }).messages.map((m) => m.data)).toEqual([
      1, 2, 3,
    ]);
  });
});
