import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestServer } from '../test/harness';
import { advanceClock, bearer, createAuthTestServer, GOOD_PASSWORD, postJson, signUp } from './auth-test-kit';
import { hashToken } from './sessions';

interface TokenRow {
  id: string;
  rotated_at: string | null;
  revoked_at: string | null;
  [key: string]: unknown;
}

describe.each(TEST_DIALECTS)('sessions and refresh tokens on %s', (dialect) => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await createAuthTestServer(dialect);
  });
  afterAll(async () => server.close());

  const newUser = () => signUp(server, `s${++counter}-${dialect}@example.com`);
  const refresh = (token: string) => postJson(server, '/api/auth/refresh', { refresh_token: token });
  const sessionOf = async (refreshToken: string) => {
    const { rows } = await server.deps.db.query<{ session_id: string }>('SELECT session_id FROM auth_refresh_tokens WHERE token_hash = ?', [
      hashToken(refreshToken),
    ]);
    return rows[0]?.session_id as string;
  };
  const tokensOf = async (sessionId: string) =>
    (
      await server.deps.db.query<TokenRow>(
        'SELECT id, rotated_at, revoked_at FROM auth_refresh_tokens WHERE session_id = ? ORDER BY created_at',
        [sessionId],
      )
    ).rows;
  const sessionRow = async (sessionId: string) =>
    (
      await server.deps.db.query<{ revoked_at: string | null; revoked_reason: string | null }>(
        'SELECT revoked_at, revoked_reason FROM auth_sessions WHERE id = ?',
        [sessionId],
      )
    ).rows[0];

  it.each([
    ['no refresh_token', {}, 400, 'VALIDATION_ERROR'],
    ['an unknown refresh_token', { refresh_token: 'nope' }, 401, 'TOKEN_EXPIRED'],
    ['a refresh_token that is not a string', { refresh_token: 42 }, 400, 'VALIDATION_ERROR'],
  ])('POST /refresh with %s', async (_name, payload, status, code) => {
    const response = await postJson(server, '/api/auth/refresh', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('rotates on every use and returns the full token response', async () => {
    const session = await newUser();
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 30 * 24 * 3600,
    });
    expect(body.refresh_token).not.toBe(session.refresh_token);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.access_token) });
    expect(me.json().user.id).toBe(session.user.id);
    const rows = await tokensOf(await sessionOf(session.refresh_token));
    expect(rows.map((row) => [row.rotated_at !== null, row.revoked_at])).toEqual([
      [true, null],
      [false, null],
    ]);
  });

  it('reuse inside the 10 s window returns the active token and revokes nothing', async () => {
    const session = await newUser();
    const next = (await refresh(session.refresh_token)).json();
    advanceClock(server, 9_000);
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json().refresh_token).toBe(next.refresh_token);
    expect((await sessionRow(await sessionOf(session.refresh_token)))?.revoked_at).toBeNull();
  });

  it("reuse of the active token's parent after the window returns the active token (lost response)", async () => {
    const session = await newUser();
    const next = (await refresh(session.refresh_token)).json();
    advanceClock(server, 60_000);
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json().refresh_token).toBe(next.refresh_token);
  });

  it('reuse of an older token after the window revokes the whole family, in the database', async () => {
    const session = await newUser();
    const second = (await refresh(session.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    advanceClock(server, 11_000);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const sessionId = await sessionOf(session.refresh_token);
    expect(await sessionRow(sessionId)).toEqual({ revoked_at: expect.any(String), revoked_reason: 'refresh_token_reuse' });
    expect((await tokensOf(sessionId)).every((row) => row.revoked_at !== null)).toBe(true);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(third.access_token) });
    expect(me.statusCode).toBe(401);
  });

  it('10 parallel refreshes of one token: all succeed with one new token, no revocation', async () => {
    const session = await newUser();
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refresh_token)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.json().refresh_token)).size).toBe(1);
    const sessionId = await sessionOf(session.refresh_token);
    const rows = await tokensOf(sessionId);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.revoked_at !== null)).toHaveLength(0);
    expect((await sessionRow(sessionId))?.revoked_at).toBeNull();
  });

  it('an expired refresh token is refused', async () => {
    const session = await newUser();
    advanceClock(server, 30 * 24 * 3600 * 1000 + 1000);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('a session ends 90 days after sign-in even when refreshed every 22 days', async () => {
    const session = await newUser();
    let token = session.refresh_token;
    for (let round = 0; round < 4; round++) {
      advanceClock(server, 22 * 24 * 3600 * 1000);
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      token = response.json().refresh_token;
    }
    advanceClock(server, 3 * 24 * 3600 * 1000);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('sign-out by refresh token revokes the session; its access token stops working at /me', async () => {
    const session = await newUser();
    const out = await postJson(server, '/api/auth/signout', { refresh_token: session.refresh_token });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.access_token) });
    expect(me.statusCode).toBe(401);
  });

  it('a signed-out access token is refused at once everywhere, even right after a request cached it as active', async () => {
    const session = await newUser();
    const rows = () =>
      server.app.inject({ method: 'GET', url: '/api/db/logo-dna/rest/v1/logo_systems', headers: bearer(session.access_token) });
    expect((await rows()).statusCode).toBe(200);
    expect((await postJson(server, '/api/auth/signout', {}, bearer(session.access_token))).statusCode).toBe(204);
    expect((await rows()).statusCode).toBe(401);
  });

  it('sign-out works with an expired access token beside the refresh token', async () => {
    const session = await newUser();
    const expired = await server.deps.tokens.sign({ userId: session.user.id, email: session.user.email, role: 'user' }, -60);
    const out = await postJson(server, '/api/auth/signout', { refresh_token: session.refresh_token }, bearer(expired));
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('sign-out by bearer with scope others keeps the caller and ends the rest', async () => {
    const first = await newUser();
    const second = (await postJson(server, '/api/auth/signin/email', { email: first.user.email, password: GOOD_PASSWORD })).json();
    const out = await postJson(server, '/api/auth/signout', { scope: 'others' }, bearer(second.access_token));
    expect(out.statusCode).toBe(204);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it.each([
    ['nothing to identify the session', {}, {}, 401],
    ['an unknown scope', { scope: 'everything', refresh_token: 'x' }, {}, 400],
  ])('sign-out with %s', async (_name, payload, headers, status) => {
    expect((await postJson(server, '/api/auth/signout', payload, headers)).statusCode).toBe(status);
  });

  it("a password change keeps the caller's session and revokes the others", async () => {
    const first = await newUser();
    const second = (await postJson(server, '/api/auth/signin/email', { email: first.user.email, password: GOOD_PASSWORD })).json();
    const wrong = await postJson(
      server,
      '/api/auth/password/change',
      { oldPassword: 'not it at all', newPassword: 'a brand new secret' },
      bearer(second.access_token),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const weak = await postJson(
      server,
      '/api/auth/password/change',
      { oldPassword: GOOD_PASSWORD, newPassword: 'qwerty123' },
      bearer(second.access_token),
    );
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    const changed = await postJson(
      server,
      '/api/auth/password/change',
      { oldPassword: GOOD_PASSWORD, newPassword: 'a brand new secret' },
      bearer(second.access_token),
    );
    expect(changed.statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
    const signIn = await postJson(server, '/api/auth/signin/email', { email: first.user.email, password: 'a brand new secret' });
    expect(signIn.statusCode).toBe(200);
  });
});
