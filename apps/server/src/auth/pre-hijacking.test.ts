/**
 * Account pre-hijacking (reliability.md S7): someone signs up with another person's address before they
 * do. Whoever later proves the mailbox takes the account back: the sessions opened before end, and the
 * password and OpenID links set up before stop working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestPeer, startSmtpTestPeer } from '../mail/smtp-test-peer';
import { TEST_DIALECTS, type TestServer } from '../test/harness';
import { bearer, createAuthTestServer, findAuthLink, GOOD_PASSWORD, postJson, type SessionTokens } from './auth-test-kit';
import { type OidcTestProvider, startOidcTestProvider } from './oidc-test-provider';

const APP = 'http://app.test:5173';
const CALLBACK = 'http://localhost:3000/auth/oidc/local/callback';
const ATTACKER_PASSWORD = 'Attacker-Pass-123';

/** Polls `read` until `done` holds (the session check caches answers for a few seconds). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(TEST_DIALECTS)('account pre-hijacking on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpTestPeer;
  let idp: OidcTestProvider;
  let counter = 0;
  beforeAll(async () => {
    smtp = await startSmtpTestPeer();
    idp = await startOidcTestProvider({ clientId: 'logo-dna', clientSecret: 'test-secret', redirectUris: [CALLBACK] });
    server = await createAuthTestServer(dialect, {
      SMTP_URL: smtp.url,
      ALLOWED_REDIRECT_ORIGINS: APP,
      OIDC_LOCAL_ISSUER: idp.issuer,
      OIDC_LOCAL_CLIENT_ID: 'logo-dna',
      OIDC_LOCAL_CLIENT_SECRET: 'test-secret',
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await idp.close();
  });

  const victimAddress = (name: string) => `victim-${name}-${++counter}@example.com`;

  /** The link of the newest mail to `to` with this subject, waiting for it to arrive. */
  async function linkInMail(to: string, subject: string, page: 'verify' | 'reset' | 'magic'): Promise<string> {
    const mail = await eventually(
      async () => smtp.received.filter((item) => item.to.includes(to) && item.raw.includes(`Subject: ${subject}`)).at(-1),
      (found) => found !== undefined,
    );
    if (!mail) throw new Error(`no "${subject}" mail to ${to}`);
    return findAuthLink(mail.raw, page).token;
  }

  /** The attacker signs up with the victim's address and keeps the session alive with a refresh. */
  async function attackerSignsUp(email: string): Promise<SessionTokens> {
    const signup = await postJson(server, '/api/auth/signup', { email, password: ATTACKER_PASSWORD });
    expect(signup.statusCode).toBe(200);
    const refreshed = await postJson(server, '/api/auth/refresh', { refresh_token: signup.json().refresh_token });
    expect(refreshed.statusCode).toBe(200);
    return { ...refreshed.json(), user: signup.json().user };
  }

  const listRows = (accessToken: string) =>
    server.app.inject({ method: 'GET', url: '/api/db/logo-dna/rest/v1/logo_systems?select=id,brand_name', headers: bearer(accessToken) });

  async function expectSessionEnded(session: SessionTokens): Promise<void> {
    const refresh = await postJson(server, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const rows = await eventually(
      () => listRows(session.access_token),
      (response) => response.statusCode === 401,
    );
    expect(rows.statusCode).toBe(401);
    expect(rows.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  }

  async function passwordSignIn(email: string, password: string) {
    return postJson(server, '/api/auth/signin/email', { email, password });
  }

  /** Runs an OpenID sign-in as the provider's current account; returns the hand-back parameters. */
  async function openIdSignIn(): Promise<URLSearchParams> {
    const start = await server.app.inject({
      method: 'GET',
      url: `/auth/oidc/local/start?redirect_url=${encodeURIComponent(`${APP}/home`)}&project_id=logo-dna`,
    });
    const cookie = String(start.headers['set-cookie']).split(';')[0] as string;
    const jar = new Map<string, string>();
    let location = String(start.headers.location);
    for (let hop = 0; !location.startsWith('http://localhost:3000/'); hop++) {
      if (hop > 12) throw new Error('too many redirects');
      const response = await fetch(location, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const line of response.headers.getSetCookie()) {
        const [name, ...value] = (line.split(';')[0] ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
      location = new URL(String(response.headers.get('location')), location).toString();
    }
    const url = new URL(location);
    const done = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });
    expect(done.statusCode).toBe(302);
    const back = new URL(String(done.headers.location));
    return new URLSearchParams([...back.searchParams, ...new URLSearchParams(back.hash.slice(1))]);
  }

  it('a magic link takes the account back: earlier sessions end, the earlier password stops working', async () => {
    const email = victimAddress('magic');
    const attacker = await attackerSignsUp(email);
    expect((await postJson(server, '/api/auth/signin/magic', { email })).statusCode).toBe(200);
    const verified = await postJson(server, '/api/auth/signin/magic/verify', {
      token: await linkInMail(email, 'Your sign-in link', 'magic'),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ id: attacker.user.id, emailVerified: true });
    const victim = verified.json() as SessionTokens;
    const stored = await server.app.inject({
      method: 'POST',
      url: '/api/db/logo-dna/rest/v1/logo_systems',
      payload: { id: `logo-${counter}`, user_id: victim.user.id, brand_name: 'Victim Coffee' },
      headers: { ...bearer(victim.access_token), 'content-type': 'application/json' },
    });
    expect(stored.statusCode).toBe(201);

    await expectSessionEnded(attacker);
    const signIn = await passwordSignIn(email, ATTACKER_PASSWORD);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // The victim's own session is the one that works.
    expect((await listRows(victim.access_token)).json()).toEqual([{ id: `logo-${counter}`, brand_name: 'Victim Coffee' }]);
  });

  it('a magic link also drops an OpenID link made with an address the provider had not verified', async () => {
    const email = victimAddress('lax-idp');
    idp.setAccount({ sub: `mallory-${counter}`, email, email_verified: false });
    const first = await openIdSignIn();
    expect(first.get('access_token')).toBeTruthy();
    const attacker = {
      access_token: String(first.get('access_token')),
      refresh_token: String(first.get('refresh_token')),
    } as SessionTokens;

    expect((await postJson(server, '/api/auth/signin/magic', { email })).statusCode).toBe(200);
    const token = await linkInMail(email, 'Your sign-in link', 'magic');
    expect((await postJson(server, '/api/auth/signin/magic/verify', { token })).statusCode).toBe(200);

    await expectSessionEnded(attacker);
    const again = await openIdSignIn();
    expect(again.get('access_token')).toBeNull();
    expect(again.get('error')).toBe('EMAIL_ALREADY_EXISTS');
  });

  it('a password reset link ends earlier sessions and replaces the earlier password', async () => {
    const email = victimAddress('reset');
    const attacker = await attackerSignsUp(email);
    expect((await postJson(server, '/api/auth/password/reset', { email })).statusCode).toBe(200);
    const token = await linkInMail(email, 'Reset your password', 'reset');
    expect((await postJson(server, '/api/auth/password/reset/confirm', { token, password: GOOD_PASSWORD })).statusCode).toBe(200);

    await expectSessionEnded(attacker);
    expect((await passwordSignIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const owner = await passwordSignIn(email, GOOD_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.emailVerified).toBe(true);
  });

  it('OpenID with a provider-verified address ends earlier sessions and drops the earlier password', async () => {
    const email = victimAddress('idp');
    const attacker = await attackerSignsUp(email);
    idp.setAccount({ sub: `victim-${counter}`, email, email_verified: true });
    const back = await openIdSignIn();
    expect(back.get('access_token')).toBeTruthy();

    await expectSessionEnded(attacker);
    expect((await passwordSignIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const { rows } = await server.deps.db.query<{ password_hash: string | null }>('SELECT password_hash FROM auth_users WHERE email = ?', [
      email,
    ]);
    expect(rows).toEqual([{ password_hash: null }]);
  });

  it('the sign-up confirmation link ends the sessions opened before it and keeps the password it confirms', async () => {
    const email = victimAddress('confirm');
    const session = await attackerSignsUp(email);
    const token = await linkInMail(email, 'Confirm your email address', 'verify');
    expect((await postJson(server, '/api/auth/email/verify', { token })).statusCode).toBe(200);

    await expectSessionEnded(session);
    const signIn = await passwordSignIn(email, ATTACKER_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.emailVerified).toBe(true);
  });

  it('a signed-in account cannot mint its own confirmation token; the service key can', async () => {
    const email = victimAddress('self-confirm');
    const attacker = await attackerSignsUp(email);
    const own = await postJson(server, '/api/auth/email/verify/generate', {}, bearer(attacker.access_token));
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'FORBIDDEN' });
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(attacker.access_token) });
    expect(me.json().user.emailVerified).toBe(false);

    const trusted = await postJson(server, '/api/auth/email/verify/generate', { email }, bearer(server.serviceKey));
    expect(trusted.statusCode).toBe(200);
    expect(trusted.json()).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      verifyUrl: expect.stringContaining('/auth/verify#token='),
    });
    const unknown = await postJson(server, '/api/auth/email/verify/generate', { email: 'nobody@example.com' }, bearer(server.serviceKey));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
