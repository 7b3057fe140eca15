import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestPeer, startSmtpTestPeer } from '../mail/smtp-test-peer';
import { TEST_DIALECTS, type TestServer } from '../test/harness';
import { createAuthTestServer, findAuthLink, GOOD_PASSWORD, postJson, signUp } from './auth-test-kit';

/** The parts of a response an observer can compare (request ids differ by design). */
function observable(response: Awaited<ReturnType<typeof postJson>>) {
  const { 'x-request-id': _id, date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe.each(TEST_DIALECTS)('no account enumeration on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createAuthTestServer(dialect);
    await signUp(server, 'known@example.com');
  });
  afterAll(async () => server.close());

  it.each([
    ['password reset', '/api/auth/password/reset'],
    ['magic link', '/api/auth/signin/magic'],
  ])('%s answers known and unknown addresses identically', async (_name, url) => {
    const known = await postJson(server, url, { email: 'known@example.com', projectId: 'p' });
    const unknown = await postJson(server, url, { email: 'unknown@example.com', projectId: 'p' });
    expect(known.statusCode).toBe(200);
    expect(observable(unknown)).toEqual(observable(known));
  });

  it('sign-in answers a wrong password and an unknown address identically', async () => {
    const known = await postJson(server, '/api/auth/signin/email', { email: 'known@example.com', password: 'not the password' });
    const unknown = await postJson(server, '/api/auth/signin/email', { email: 'unknown@example.com', password: 'not the password' });
    expect(known.statusCode).toBe(401);
    expect(observable(unknown)).toEqual(observable(known));
  });

  it('a reset for an unknown address stores nothing and sends nothing', async () => {
    await postJson(server, '/api/auth/password/reset', { email: 'ghost@example.com' });
    // Background work runs in order: once the known address has its mail, the ghost's turn is over.
    await postJson(server, '/api/auth/password/reset', { email: 'known@example.com' });
    await resetLinkFor('known@example.com');
    const { rows } = await server.deps.db.query('SELECT id FROM auth_email_tokens WHERE email = ?', ['ghost@example.com']);
    expect(rows).toHaveLength(0);
    const inbox = await server.app.inject({ method: 'GET', url: '/dev/inbox?format=json&to=ghost@example.com' });
    expect(inbox.json().messages).toHaveLength(0);
  });

  it('a reset for a known address is in the development inbox with its link', async () => {
    await postJson(server, '/api/auth/password/reset', { email: 'known@example.com' });
    expect(await resetLinkFor('known@example.com')).toMatch(/^http:\/\/localhost:3000\/auth\/reset#token=[\w-]{43}$/);
  });

  async function resetLinkFor(email: string): Promise<string | undefined> {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const inbox = await server.app.inject({ method: 'GET', url: `/dev/inbox?format=json&to=${email}` });
      const reset = inbox.json().messages.find((message: { subject: string }) => message.subject === 'Reset your password');
      if (reset) return reset.links[0];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  }
});

describe.each(TEST_DIALECTS)('no account enumeration through sign-up with email confirmations on, on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpTestPeer;
  beforeAll(async () => {
    smtp = await startSmtpTestPeer();
    server = await createAuthTestServer(dialect, { AUTH_REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  /** The newest mail to `to` with this subject, waiting for it to arrive. */
  async function mailTo(to: string, subject: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const mail = smtp.received.filter((item) => item.to.includes(to) && item.raw.includes(`Subject: ${subject}`)).at(-1);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('a taken address answers exactly like a new one; its owner is mailed a notice and nothing changes', async () => {
    expect((await postJson(server, '/api/auth/signup', { email: 'owner@example.com', password: GOOD_PASSWORD })).statusCode).toBe(200);
    const confirm = findAuthLink((await mailTo('owner@example.com', 'Confirm your email address')).raw, 'verify');

    const taken = await postJson(server, '/api/auth/signup', { email: 'Owner@Example.com', password: 'Attacker-Pass-123' });
    const fresh = await postJson(server, '/api/auth/signup', { email: 'fresh@example.com', password: 'Attacker-Pass-123' });
    expect(taken.statusCode).toBe(200);
    expect(observable(taken)).toEqual(observable(fresh));
    expect(taken.json()).not.toHaveProperty('access_token');

    const notice = await mailTo('owner@example.com', 'Someone tried to sign up with your address');
    expect(notice.raw).not.toContain('#token=');
    await mailTo('fresh@example.com', 'Confirm your email address');
    const { rows } = await server.deps.db.query('SELECT id FROM auth_users WHERE email = ?', ['owner@example.com']);
    expect(rows).toHaveLength(1);
    expect((await postJson(server, '/api/auth/email/verify', { token: confirm.token })).statusCode).toBe(200);
    const signIn = (password: string) => postJson(server, '/api/auth/signin/email', { email: 'owner@example.com', password });
    expect((await signIn('Attacker-Pass-123')).statusCode).toBe(401);
    expect((await signIn(GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
