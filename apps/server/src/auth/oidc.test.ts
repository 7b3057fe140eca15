import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestServer } from '../test/harness';
import { advanceClock, bearer, createAuthTestServer, signUp } from './auth-test-kit';
import { type OidcTestProvider, startOidcTestProvider } from './oidc-test-provider';

const APP = 'http://app.test:5173';
const CALLBACK = 'http://localhost:3000/auth/oidc/local/callback';

describe.each(TEST_DIALECTS)('OpenID Connect sign-in against oidc-provider on %s', (dialect) => {
  let server: TestServer;
  let idp: OidcTestProvider;
  beforeAll(async () => {
    idp = await startOidcTestProvider({ clientId: 'logo-dna', clientSecret: 'test-secret', redirectUris: [CALLBACK] });
    server = await createAuthTestServer(dialect, {
      ALLOWED_REDIRECT_ORIGINS: APP,
      OIDC_LOCAL_ISSUER: idp.issuer,
      OIDC_LOCAL_CLIENT_ID: 'logo-dna',
      OIDC_LOCAL_CLIENT_SECRET: 'test-secret',
      OIDC_LOCAL_LABEL: 'Local ID',
    });
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
  });

  /** Starts a sign-in and follows the provider's redirects until it calls us back; returns the callback URL and our cookie. */
  async function authorize(query: string): Promise<{ callback: string; cookie: string; authorizeUrl: URL }> {
    const start = await server.app.inject({ method: 'GET', url: `/auth/oidc/local/start?${query}` });
    expect(start.statusCode).toBe(302);
    const cookie = String(start.headers['set-cookie']).split(';')[0] as string;
    const authorizeUrl = new URL(String(start.headers.location));
    const jar = new Map<string, string>();
    let location = authorizeUrl.toString();
    for (let hop = 0; hop < 12; hop++) {
      if (location.startsWith('http://localhost:3000/')) return { callback: location, cookie, authorizeUrl };
      const response = await fetch(location, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
      const next = response.headers.get('location');
      if (!next) throw new Error(`provider stopped at ${location} with ${response.status}: ${await response.text()}`);
      location = new URL(next, location).toString();
    }
    throw new Error('too many redirects');
  }

  const callback = (url: string, cookie?: string) => {
    const parsed = new URL(url);
    return server.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}`, headers: cookie ? { cookie } : {} });
  };
  const returnQuery = (extra = '') => `redirect_url=${encodeURIComponent(`${APP}/home`)}&project_id=logo-dna${extra}`;

  it('asks the provider for the code flow with PKCE S256, state and nonce', async () => {
    const start = await server.app.inject({ method: 'GET', url: `/auth/oidc/local/start?${returnQuery()}` });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'logo-dna',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
      scope: 'openid email profile',
    });
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('signs a new person up and returns to redirect_url with tokens in the query', async () => {
    idp.setAccount({ sub: 'alice', email: 'Alice@IdP.test', email_verified: true, name: 'Alice' });
    const { callback: url, cookie } = await authorize(returnQuery());
    const done = await callback(url, cookie);
    expect(done.statusCode).toBe(302);
    const back = new URL(String(done.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${APP}/home`);
    expect(done.headers['referrer-policy']).toBe('no-referrer');
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(String(back.searchParams.get('access_token'))),
    });
    expect(me.json().user).toMatchObject({ email: 'alice@idp.test', emailVerified: true, displayName: 'Alice', role: 'user' });
    expect(back.searchParams.get('refresh_token')).toBeTruthy();
    // The same provider subject signs into the same account next time.
    const second = await authorize(returnQuery());
    const again = new URL(String((await callback(second.callback, second.cookie)).headers.location));
    const meAgain = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(String(again.searchParams.get('access_token'))),
    });
    expect(meAgain.json().user.id).toBe(me.json().user.id);
  });

  it('returns the tokens in the fragment when the app asks for it, never in the query', async () => {
    idp.setAccount({ sub: 'fay', email: 'fay@idp.test', email_verified: true });
    const { callback: url, cookie } = await authorize(returnQuery('&response_mode=fragment'));
    const done = await callback(url, cookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers['cache-control']).toBe('no-store');
    const back = new URL(String(done.headers.location));
    expect(`${back.origin}${back.pathname}${back.search}`).toBe(`${APP}/home`);
    const fragment = new URLSearchParams(back.hash.slice(1));
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(String(fragment.get('access_token'))) });
    expect(me.json().user).toMatchObject({ email: 'fay@idp.test' });
    expect(fragment.get('refresh_token')).toBeTruthy();
  });

  it("hands the app's state back beside the tokens, from the hosted page's provider link to the return address", async () => {
    idp.setAccount({ sub: 'gus', email: 'gus@idp.test', email_verified: true });
    const state = 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5';
    const hosted = await server.app.inject({
      method: 'GET',
      url: `/auth?provider=local&state=${state}&${returnQuery('&response_mode=fragment')}`,
    });
    expect(hosted.statusCode).toBe(302);
    const startQuery = new URL(String(hosted.headers.location), 'http://localhost:3000').search.slice(1);
    const { callback: url, cookie } = await authorize(startQuery);
    const back = new URL(String((await callback(url, cookie)).headers.location));
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('state')).toBe(state);
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('popup mode posts the flat token message to the exact opener origin', async () => {
    idp.setAccount({ sub: 'bob', email: 'bob@idp.test', email_verified: true });
    const { callback: url, cookie } = await authorize(`${returnQuery()}&mode=popup&state=abcdef0123456789abcdef0123456789`);
    const done = await callback(url, cookie);
    expect(done.statusCode).toBe(200);
    expect(String(done.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(done.body)?.[1] ?? '{}');
    expect(data).toMatchObject({
      page: 'finish',
      mode: 'popup',
      targetOrigin: APP,
      state: 'abcdef0123456789abcdef0123456789',
      tokens: { token_type: 'Bearer', expires_in: 900, access_token: expect.any(String), refresh_token: expect.any(String) },
    });
  });

  it('a state works once, and only in the browser that started the sign-in', async () => {
    idp.setAccount({ sub: 'carol', email: 'carol@idp.test', email_verified: true });
    const first = await authorize(returnQuery());
    expect((await callback(first.callback)).statusCode).toBe(400);
    const second = await authorize(returnQuery());
    expect((await callback(second.callback, second.cookie)).statusCode).toBe(302);
    expect((await callback(second.callback, second.cookie)).statusCode).toBe(400);
  });

  it('two parallel callbacks with one state: exactly one succeeds', async () => {
    idp.setAccount({ sub: 'dan', email: 'dan@idp.test', email_verified: true });
    const { callback: url, cookie } = await authorize(returnQuery());
    const results = await Promise.all([callback(url, cookie), callback(url, cookie)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([302, 400]);
  });

  it('a state older than 5 minutes is refused', async () => {
    idp.setAccount({ sub: 'erin', email: 'erin@idp.test', email_verified: true });
    const { callback: url, cookie } = await authorize(returnQuery());
    advanceClock(server, 5 * 60_000 + 1000);
    expect((await callback(url, cookie)).statusCode).toBe(400);
  });

  it('does not link an existing account to an address the provider has not verified', async () => {
    const owner = await signUp(server, 'frank@idp.test');
    idp.setAccount({ sub: 'mallory', email: 'frank@idp.test', email_verified: false });
    const { callback: url, cookie } = await authorize(returnQuery());
    const done = await callback(url, cookie);
    const back = new URL(String(done.headers.location));
    expect(back.searchParams.get('error')).toBe('EMAIL_ALREADY_EXISTS');
    expect(back.searchParams.get('access_token')).toBeNull();
    const { rows } = await server.deps.db.query('SELECT user_id FROM auth_identities WHERE user_id = ?', [owner.user.id]);
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['an unknown provider', '/auth/oidc/nope/start', 404],
    ['a redirect_url off the list', `/auth/oidc/local/start?redirect_url=${encodeURIComponent('https://evil.com/')}`, 400],
    ['a callback without state', '/auth/oidc/local/callback?code=x', 400],
    ['a callback with a made-up state', '/auth/oidc/local/callback?code=x&state=madeup', 400],
  ])('refuses %s', async (_name, url, status) => {
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(status);
  });
});
