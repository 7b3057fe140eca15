import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestPeer, startSmtpTestPeer } from '../mail/smtp-test-peer';
import { TEST_DIALECTS, type TestServer } from '../test/harness';
import { advanceClock, bearer, createAuthTestServer, findAuthLink, GOOD_PASSWORD, postJson, signUp } from './auth-test-kit';

describe.each(TEST_DIALECTS)('email flows through a real SMTP server on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpTestPeer;
  let counter = 0;
  beforeAll(async () => {
    smtp = await startSmtpTestPeer();
    server = await createAuthTestServer(dialect, { SMTP_URL: smtp.url, ALLOWED_REDIRECT_ORIGINS: 'http://app.test:5173' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const address = (name: string) => `${name}-${++counter}@example.com`;
  /** The newest mail to `to`, waiting for it to arrive. */
  async function mailTo(to: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const mail = smtp.received.filter((item) => item.to.includes(to)).at(-1);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('sign-up sends a verification mail; its link verifies once', async () => {
    const email = address('verify');
    const session = await signUp(server, email);
    const mail = await mailTo(email);
    expect(mail.raw).toContain('Subject: Confirm your email address');
    const { url, token } = findAuthLink(mail.raw, 'verify');
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.search).toBe('');
    // Opening the link (a mail scanner, or the person) changes nothing.
    for (let i = 0; i < 5; i++) expect((await server.app.inject({ method: 'GET', url: '/auth/verify' })).statusCode).toBe(200);
    const me = (accessToken: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) });
    expect((await me(session.access_token)).json().user.emailVerified).toBe(false);
    expect((await postJson(server, '/api/auth/email/verify', { token })).statusCode).toBe(200);
    // Sessions opened before the address was proven end with the proof; the password still signs in.
    expect((await me(session.access_token)).statusCode).toBe(401);
    const again = await postJson(server, '/api/auth/signin/email', { email, password: GOOD_PASSWORD });
    expect((await me(again.json().access_token)).json().user.emailVerified).toBe(true);
    const reused = await postJson(server, '/api/auth/email/verify', { token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ code: 'VERIFICATION_FAILED' });
  });

  it.each([
    ['an unknown token', { token: 'nope' }, 410, 'VERIFICATION_FAILED'],
    ['no token', {}, 400, 'VALIDATION_ERROR'],
  ])('POST /email/verify with %s', async (_name, payload, status, code) => {
    const response = await postJson(server, '/api/auth/email/verify', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('verification generate (service key only) and send (own user), refused once verified', async () => {
    const email = address('gen');
    const session = await signUp(server, email);
    expect((await postJson(server, '/api/auth/email/verify/generate', { email })).statusCode).toBe(403);
    expect((await postJson(server, '/api/auth/email/verify/generate', { email }, bearer(session.access_token))).statusCode).toBe(403);
    const generated = await postJson(server, '/api/auth/email/verify/generate', { email }, bearer(server.serviceKey));
    expect(generated.json()).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      verifyUrl: expect.stringContaining('/auth/verify#token='),
    });
    expect((await postJson(server, '/api/auth/email/verify', { token: generated.json().token })).statusCode).toBe(200);
    const signedIn = await postJson(server, '/api/auth/signin/email', { email, password: GOOD_PASSWORD });
    const send = await postJson(server, '/api/auth/email/verify/send', {}, bearer(signedIn.json().access_token));
    expect(send.statusCode).toBe(400);
    expect(send.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('password reset: the mailed link sets a new password once and ends every session', async () => {
    const email = address('reset');
    const session = await signUp(server, email);
    const request = await postJson(server, '/api/auth/password/reset', {
      email: email.toUpperCase(),
      redirectUrl: 'http://app.test:5173/after',
    });
    expect(request.statusCode).toBe(200);
    const mail = await (async () => {
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
        const found = smtp.received.filter((item) => item.to.includes(email) && item.raw.includes('Reset your password')).at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no reset mail to ${email}`);
    })();
    const { url, token } = findAuthLink(mail.raw, 'reset');
    expect(url.searchParams.get('redirect_url')).toBe('http://app.test:5173/after');
    const weak = await postJson(server, '/api/auth/password/reset/confirm', { token, password: '12345678' });
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    const confirm = await postJson(server, '/api/auth/password/reset/confirm', { token, password: 'a whole new secret' });
    expect(confirm.statusCode).toBe(200);
    expect((await postJson(server, '/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode).toBe(401);
    expect((await postJson(server, '/api/auth/signin/email', { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    expect((await postJson(server, '/api/auth/signin/email', { email, password: 'a whole new secret' })).statusCode).toBe(200);
    const reuse = await postJson(server, '/api/auth/password/reset/confirm', { token, password: 'yet another secret' });
    expect(reuse.statusCode).toBe(410);
  });

  it('a reset link expires after 30 minutes', async () => {
    const email = address('expire');
    await signUp(server, email);
    const generated = await postJson(server, '/api/auth/password/reset/generate', { email }, bearer(server.serviceKey));
    expect(generated.json()).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      resetUrl: expect.stringContaining('/auth/reset'),
    });
    const lifetime = Date.parse(generated.json().expiresAt) - server.deps.now();
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000);
    advanceClock(server, 30 * 60_000 + 1000);
    const late = await postJson(server, '/api/auth/password/reset/confirm', {
      token: generated.json().token,
      password: 'a whole new secret',
    });
    expect(late.statusCode).toBe(410);
  });

  it.each([
    ['password/reset/generate', { email: 'someone@example.com' }],
    ['signin/magic/generate', { email: 'someone@example.com' }],
  ])('%s needs the service key', async (path, payload) => {
    const anonymous = await postJson(server, `/api/auth/${path}`, payload);
    expect(anonymous.statusCode).toBe(403);
    const user = await signUp(server, address('gen-user'));
    expect((await postJson(server, `/api/auth/${path}`, payload, bearer(user.access_token))).statusCode).toBe(403);
  });

  it('magic link for a new address creates a verified account, once', async () => {
    const email = address('magic-new');
    const sent = await postJson(server, '/api/auth/signin/magic', { email, redirectUrl: 'http://app.test:5173/' });
    expect(sent.statusCode).toBe(200);
    const { url, token } = findAuthLink((await mailTo(email)).raw, 'magic');
    for (let i = 0; i < 20; i++)
      expect((await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
    const verified = await postJson(server, '/api/auth/signin/magic/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, user: { email, emailVerified: true, role: 'user' } });
    const again = await postJson(server, '/api/auth/signin/magic/verify', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'MAGIC_LINK_EXPIRED', error: 'Magic link has expired. Please request a new one.' });
  });

  it('magic link for a known address signs that account in; it expires after 10 minutes', async () => {
    const email = address('magic-known');
    const session = await signUp(server, email);
    const generated = await postJson(server, '/api/auth/signin/magic/generate', { email }, bearer(server.serviceKey));
    const first = await postJson(server, '/api/auth/signin/magic/verify', { token: generated.json().token });
    expect(first.json().user.id).toBe(session.user.id);
    const late = await postJson(server, '/api/auth/signin/magic/generate', { email }, bearer(server.serviceKey));
    advanceClock(server, 10 * 60_000 + 1000);
    expect((await postJson(server, '/api/auth/signin/magic/verify', { token: late.json().token })).statusCode).toBe(410);
  });

  it.each([
    ['a redirect URL off the allow-list', 'password/reset', { email: 'x@example.com', redirectUrl: 'https://evil.com/' }],
    ['a javascript: redirect URL', 'signin/magic', { email: 'x@example.com', redirectUrl: 'javascript:alert(1)' }],
  ])('refuses %s with 400', async (_name, path, payload) => {
    const response = await postJson(server, `/api/auth/${path}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_REDIRECT_URL' });
  });
});
