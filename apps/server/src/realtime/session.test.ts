import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { ofType, openTestSocket } from './test-client';

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

describe.each(TEST_DIALECTS)('realtime sockets follow sign-out (%s)', (dialect) => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await createTestServer({ dialect, env: { REALTIME_SESSION_CHECK_MS: '100' } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => server?.close());

  const url = (token: string) => `${base}/?project_id=logo-dna&access_token=${token}`;

  async function signUp(): Promise<Session> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: `rt-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery staple' },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Signs out with the access token, or with only the refresh token (so no check of the session ran before). */
  async function signOut(session: Session, how: 'bearer' | 'refresh-token' = 'bearer'): Promise<void> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      ...(how === 'bearer'
        ? { headers: { authorization: `Bearer ${session.access_token}` }, payload: {} }
        : { payload: { refresh_token: session.refresh_token } }),
    });
    expect(response.statusCode).toBe(204);
  }

  function handshake(target: string): Promise<{ status: number; code?: string }> {
    const ws = new WebSocket(target);
    return new Promise((resolve) => {
      ws.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, code: JSON.parse(body).code }));
      });
      ws.on('open', () => {
        resolve({ status: 101 });
        ws.close();
      });
      ws.on('error', () => undefined);
    });
  }

  it('refuses a signed-out access token at the handshake', async () => {
    const session = await signUp();
    await signOut(session, 'refresh-token');
    expect(await handshake(url(session.access_token))).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
  });

  it('closes an open socket once its session is signed out', async () => {
    const session = await signUp();
    const socket = await openTestSocket(url(session.access_token));
    const channel = `user:${session.user.id}`;
    socket.send({ type: 'subscribe', payload: { channel } });
    await socket.next(ofType('subscribed', channel));
    await signOut(session);
    // Closed once the session check sees the sign-out (its answers are cached for a few seconds).
    expect(await socket.closed).toMatchObject({ code: 4001 });
    expect(await handshake(url(session.access_token))).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
  }, 30_000);

  it('closes a socket when its access token expires', async () => {
    const token = await server.deps.tokens.sign({ userId: 'brief', email: 'brief@example.com', role: 'user' }, 2);
    const socket = await openTestSocket(url(token));
    expect(await socket.closed).toMatchObject({ code: 4001 });
  }, 15_000);
});
