import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';

const expectNoStore = (response: LightMyRequestResponse, name: string) => {
  expect(response.headers['cache-control'], name).toBe('no-store');
  expect(response.headers.pragma, name).toBe('no-cache');
};

describe.each(TEST_DIALECTS)('Cache-Control on token and authenticated responses on %s', (dialect) => {
  let server: TestServer;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(async () => server.close());

  it('every response that hands out tokens is no-store', async () => {
    const password = 'a long cached password';
    const signUp = await post('/api/auth/signup', { email: 'cache@example.com', password });
    const signIn = await post('/api/auth/signin/email', { email: 'cache@example.com', password });
    const refresh = await post('/api/auth/refresh', { refresh_token: signIn.json().refresh_token });
    const link = await post(
      '/api/auth/signin/magic/generate',
      { email: 'cache@example.com' },
      { authorization: `Bearer ${server.serviceKey}` },
    );
    const magic = await post('/api/auth/signin/magic/verify', { token: link.json().token });
    for (const [name, response] of Object.entries({ signUp, signIn, refresh, link, magic })) {
      expect(response.statusCode, name).toBe(200);
      expectNoStore(response, name);
    }
    expect(magic.json().access_token).toEqual(expect.any(String));
  });

  it('authenticated responses and failed sign-ins are no-store too', async () => {
    const { access_token } = (await post('/api/auth/signup', { email: 'cache2@example.com', password: 'a long cached password' })).json();
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${access_token}` } });
    expect(me.statusCode, me.body).toBe(200);
    expectNoStore(me, 'me');
    const health = await server.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: `Bearer ${access_token}` } });
    expectNoStore(health, 'any route with a bearer token');
    const wrong = await post('/api/auth/signin/email', { email: 'cache2@example.com', password: 'not the password at all' });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expectNoStore(wrong, 'failed sign-in');
    const expired = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer not-a-token' } });
    expect(expired.statusCode).toBe(401);
    expectNoStore(expired, '401');
    expectNoStore(await server.app.inject({ method: 'GET', url: '/?access_token=x&refresh_token=y' }), 'a URL with tokens');
  });

  it('leaves anonymous public responses cacheable as their routes decide', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers.pragma).toBeUndefined();
    expect(health.headers['cache-control']).not.toBe('no-store');
  });
});
