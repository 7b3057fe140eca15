import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestServer, type TestServer } from '../test/harness';
import { ofType, openTestSocket } from './test-client';

let server: TestServer;
let base: string;
let aliceToken: string;

beforeAll(async () => {
  server = await createTestServer({ env: { REALTIME_PUBLIC_CHANNELS: 'lobby' } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  aliceToken = await server.deps.tokens.sign({ userId: 'alice', email: 'alice@example.com', role: 'user' });
});
afterAll(async () => server.close());

const url = (token?: string) => `${base}/?project_id=logo-dna${token ? `&access_token=${token}` : ''}`;

describe('realtime socket', () => {
  it('subscribes, publishes and delivers with the user id from the token', async () => {
    const alice = await openTestSocket(url(aliceToken));
    alice.send({ type: 'subscribe', payload: { channel: 'room-1', userId: 'mallory', metadata: { name: 'Alice' } } });
    await alice.next(ofType('subscribed', 'room-1'));
    const presence = await alice.next(ofType('presence', 'room-1'));
    expect(presence.payload).toMatchObject({ data: { users: [{ userId: 'alice', metadata: { name: 'Alice' } }] } });
    alice.send({ type: 'publish', payload: { channel: 'room-1', type: 'chat', data: { text: 'hi' }, userId: 'mallory' } });
    const published = await alice.next(ofType('published', 'room-1'));
    const message = await alice.next(ofType('message', 'room-1'));
    expect(message.payload).toMatchObject({ channel: 'room-1', type: 'chat', data: { text: 'hi' }, userId: 'alice' });
    expect((published.payload as { messageId: string }).messageId).toBe((message.payload as { id: string }).id);
    alice.send({ type: 'ping', payload: {} });
    await alice.next(ofType('pong'));
    alice.send({ type: 'unsubscribe', payload: { channel: 'room-1' } });
    await alice.next(ofType('unsubscribed', 'room-1'));
    alice.ws.close();
  });

  it.each([
    ['invalid JSON', '{nope', 'INVALID_FRAME'],
    ['a frame without a type', { payload: {} }, 'INVALID_FRAME'],
    ['an unknown frame type', { type: 'explode', payload: {} }, 'UNKNOWN_FRAME'],
    ['a private channel without a token', { type: 'subscribe', payload: { channel: 'room-2' } }, 'FORBIDDEN'],
    [
      'a publish to a private channel without a token',
      { type: 'publish', payload: { channel: 'room-2', type: 't', data: 1 } },
      'FORBIDDEN',
    ],
    ['a bad channel name', { type: 'subscribe', payload: { channel: '../x y' } }, 'INVALID_CHANNEL'],
    [
      'presence metadata with 11 keys',
      {
        type: 'subscribe',
        payload: { channel: 'lobby', metadata: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) },
      },
      'PRESENCE_TOO_LARGE',
    ],
    ['a bad auth frame', { type: 'auth', payload: { access_token: 'nope' } }, 'UNAUTHORIZED'],
  ])('answers %s with an error frame and stays open', async (_name, frame, code) => {
    const socket = await openTestSocket(url());
    socket.send(frame);
    const error = await socket.next(ofType('error'));
    expect(error.payload).toMatchObject({ code, error: expect.any(String) });
    socket.send({ type: 'ping' });
    await socket.next(ofType('pong'));
    socket.ws.close();
  });

  it('lets anonymous sockets use public channels', async () => {
    const socket = await openTestSocket(url());
    socket.send({ type: 'subscribe', payload: { channel: 'public:news' } });
    socket.send({ type: 'subscribe', payload: { channel: 'lobby' } });
    await socket.next(ofType('subscribed', 'lobby'));
    socket.send({ type: 'publish', payload: { channel: 'lobby', type: 't', data: 1 } });
    const message = await socket.next(ofType('message', 'lobby'));
    expect((message.payload as { userId: string }).userId).toMatch(/^anon_/);
    socket.ws.close();
  });

  it('upgrades an anonymous socket with an auth frame', async () => {
    const socket = await openTestSocket(url());
    socket.send({ type: 'auth', payload: { access_token: aliceToken } });
    await socket.next(ofType('authenticated'));
    socket.send({ type: 'subscribe', payload: { channel: 'room-3' } });
    await socket.next(ofType('subscribed', 'room-3'));
    socket.ws.close();
  });

  it('closes with 1009 on a frame over 256 KB', async () => {
    const socket = await openTestSocket(url());
    socket.send({ type: 'publish', payload: { channel: 'lobby', type: 't', data: 'x'.repeat(300 * 1024) } });
    expect((await socket.closed).code).toBe(1009);
  });

  it('refuses a bad token, a wrong project and another path at the handshake', async () => {
    for (const [target, status] of [
      [url('not-a-token'), 401],
      [`${base}/?project_id=other`, 404],
      [`${base}/elsewhere?project_id=logo-dna`, 404],
    ] as const) {
      const ws = new WebSocket(target);
      const result = await new Promise<number>((resolve) => {
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
      expect(result).toBe(status);
      ws.terminate();
    }
  });

  it('rate-limits a flooding socket with an error frame', async () => {
    const socket = await openTestSocket(url());
    for (let i = 0; i < 150; i++) socket.send({ type: 'ping' });
    const error = await socket.next(ofType('error'));
    expect(error.payload).toMatchObject({ code: 'RATE_LIMITED' });
    socket.ws.close();
  });
});

describe('realtime HTTP endpoints', () => {
  const auth = () => ({ authorization: `Bearer ${aliceToken}` });

  it('publishes over HTTP to socket subscribers and keeps history', async () => {
    const socket = await openTestSocket(url(aliceToken));
    socket.send({ type: 'subscribe', payload: { channel: 'room-http' } });
    await socket.next(ofType('subscribed', 'room-http'));
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/realtime/logo-dna/publish',
      headers: auth(),
      payload: { channel: 'room-http', type: 'note', data: { n: 1 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      channel: 'room-http',
      messageId: expect.stringMatching(/^\d+-\d+$/),
      timestamp: expect.any(Number),
    });
    await socket.next(ofType('message', 'room-http'));
    const presence = await server.app.inject({ url: '/api/realtime/logo-dna/presence?channel=room-http', headers: auth() });
    expect(presence.json()).toMatchObject({ channel: 'room-http', count: 1, users: [{ userId: 'alice' }] });
    const history = await server.app.inject({
      url: '/api/realtime/logo-dna/messages?channel=room-http&limit=10&start=-&end=%2B',
      headers: auth(),
    });
    expect(history.json()).toMatchObject({
      channel: 'room-http',
      count: 1,
      hasMore: false,
      messages: [{ type: 'note', data: { n: 1 }, userId: 'alice' }],
    });
    socket.ws.close();
  });

  it.each([
    ['publish without a channel', 'POST', '/api/realtime/logo-dna/publish', { type: 't' }, true, 400, 'INVALID_CHANNEL'],
    ['publish without a type', 'POST', '/api/realtime/logo-dna/publish', { channel: 'room' }, true, 400, 'INVALID_TYPE'],
    [
      'publish to a private channel anonymously',
      'POST',
      '/api/realtime/logo-dna/publish',
      { channel: 'room', type: 't' },
      false,
      401,
      'UNAUTHORIZED',
    ],
    [
      "publish to another user's channel",
      'POST',
      '/api/realtime/logo-dna/publish',
      { channel: 'user:bob', type: 't' },
      true,
      403,
      'FORBIDDEN',
    ],
    ['presence of an unknown project', 'GET', '/api/realtime/other/presence?channel=lobby', undefined, true, 404, 'NOT_FOUND'],
    ['messages with a bad limit', 'GET', '/api/realtime/logo-dna/messages?channel=lobby&limit=0', undefined, true, 400, 'INVALID_LIMIT'],
    ['messages with a bad range', 'GET', '/api/realtime/logo-dna/messages?channel=lobby&start=drop', undefined, true, 400, 'INVALID_RANGE'],
  ] as const)('refuses %s', async (_name, method, target, payload, signedIn, status, code) => {
    const response = await server.app.inject({ method, url: target, ...(payload ? { payload } : {}), headers: signedIn ? auth() : {} });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });
});
