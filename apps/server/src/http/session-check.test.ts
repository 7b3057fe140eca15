import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { createCachedSessionCheck } from './session-check';

describe.each(TEST_DIALECTS)('a signed-out session on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(async () => server.close());

  const signUp = async (email: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'correct horse battery', projectId: 'logo-dna' },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { access_token: string; refresh_token: string };
  };
  const listRows = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/db/logo-dna/rest/v1/logo_systems?select=id',
      headers: { authorization: `Bearer ${token}` },
    });

  it('stops its access token on every API, not only /me', async () => {
    const live = await signUp(`live-${dialect}@example.com`);
    expect((await listRows(live.access_token)).statusCode).toBe(200);
    const ended = await signUp(`ended-${dialect}@example.com`);
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/signout', payload: { refresh_token: ended.refresh_token } });
    expect(out.statusCode).toBe(204);
    const response = await listRows(ended.access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});

describe('createCachedSessionCheck', () => {
  it('reuses an answer for the TTL, then asks again', async () => {
    let clock = 0;
    const asked: string[] = [];
    let active = true;
    const check = createCachedSessionCheck(
      async (id) => {
        asked.push(id);
        return active;
      },
      { ttlMs: 1000, now: () => clock },
    );
    expect(await check.isActive('s1')).toBe(true);
    active = false;
    clock = 999;
    expect(await check.isActive('s1')).toBe(true);
    clock = 1001;
    expect(await check.isActive('s1')).toBe(false);
    expect(asked).toEqual(['s1', 's1']);
  });
});
