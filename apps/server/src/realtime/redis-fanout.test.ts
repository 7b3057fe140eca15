import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenCodec } from '../http/access-token';
import { type SpawnedServer, spawnServer } from '../test/spawn-server';
import { ofType, openTestSocket } from './test-client';

/** Redis runs on its standard local port in CI. */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('two server processes sharing Redis', () => {
  const secret = randomBytes(32).toString('hex');
  const env = { REDIS_URL, JWT_SECRET: secret, SERVICE_KEY: `sk_${randomBytes(8).toString('hex')}` };
  const channel = `room-${randomBytes(4).toString('hex')}`;
  let a: SpawnedServer;
  let b: SpawnedServer;
  let tokens: { alice: string; bob: string };

  beforeAll(async () => {
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    const codec = createAccessTokenCodec(secret);
    tokens = {
      alice: await codec.sign({ userId: 'alice', email: 'a@example.com', role: 'user' }),
      bob: await codec.sign({ userId: 'bob', email: 'b@example.com', role: 'user' }),
    };
  }, 60_000);
  afterAll(async () => Promise.all([a?.stop(), b?.stop()]));

  const wsUrl = (server: SpawnedServer, token: string) => `ws://127.0.0.1:${server.port}/?project_id=logo-dna&access_token=${token}`;

  it('delivers messages and presence across instances', async () => {
    const alice = await openTestSocket(wsUrl(a, tokens.alice));
    const bob = await openTestSocket(wsUrl(b, tokens.bob));
    alice.send({ type: 'subscribe', payload: { channel } });
    await alice.next(ofType('subscribed', channel));
    bob.send({ type: 'subscribe', payload: { channel } });
    await bob.next(ofType('subscribed', channel));

    // Alice (on A) sees Bob (on B) join.
    await alice.next((f) => f.type === 'presence' && (f.payload as { data: { users: Array<{ userId: string }> } }).data.users.length === 2);

    bob.send({ type: 'publish', payload: { channel, type: 'chat', data: { text: 'from B' } } });
    const received = await alice.next(ofType('message', channel));
    expect(received.payload).toMatchObject({ channel, type: 'chat', data: { text: 'from B' }, userId: 'bob' });

    // HTTP on A sees presence and history written through B.
    const headers = { authorization: `Bearer ${tokens.alice}` };
    const presence = await (await fetch(`${a.origin}/api/realtime/logo-dna/presence?channel=${channel}`, { headers })).json();
    expect(presence.users.map((u: { userId: string }) => u.userId).sort()).toEqual(['alice', 'bob']);
    const history = await (await fetch(`${a.origin}/api/realtime/logo-dna/messages?channel=${channel}`, { headers })).json();
    expect(history.messages).toEqual([expect.objectContaining({ data: { text: 'from B' } })]);

    // Bob leaves: Alice's presence list shrinks.
    bob.ws.close();
    await alice.next((f) => f.type === 'presence' && (f.payload as { data: { users: unknown[] } }).data.users.length === 1, 5000);
    alice.ws.close();
  }, 30_000);
});
