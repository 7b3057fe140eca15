/** The email endpoint is no relay: users mail only their own verified address, the service key anyone, all within limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAuthTestServer, GOOD_PASSWORD, postJson, signUp } from '../auth/auth-test-kit';
import { type SmtpTestPeer, startSmtpTestPeer } from '../mail/smtp-test-peer';
import { TEST_DIALECTS, type TestServer } from '../test/harness';

const RECIPIENT_MAILS_PER_HOUR = 3;
const PHISH = {
  subject: 'Action required: your password expires today',
  html: '<p>Your password expires today. <a href="https://evil.test/login">Keep it</a></p>',
  replyTo: 'helpdesk@evil.test',
};

describe.each(TEST_DIALECTS)('who may mail whom through /api/notifications on %s', (dialect) => {
  let smtp: SmtpTestPeer;
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    smtp = await startSmtpTestPeer();
    server = await createAuthTestServer(dialect, {
      SMTP_URL: smtp.url,
      NOTIFICATIONS_RECIPIENT_MAILS_PER_HOUR: String(RECIPIENT_MAILS_PER_HOUR),
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const address = (name: string) => `${name}-${++counter}-${dialect}@example.com`;
  const send = (payload: object, token: string) =>
    server.app.inject({ method: 'POST', url: `/api/notifications/${server.config.projectId}/email`, payload, headers: bearer(token) });
  /** Notification mails (not sign-up confirmations) the SMTP peer received for any of `addresses`, in any case. */
  const mailsTo = (...addresses: string[]) =>
    smtp.received.filter(
      (mail) =>
        !mail.raw.includes('Subject: Confirm your email address') &&
        mail.to.some((to) => addresses.some((address) => address.toLowerCase() === to.toLowerCase())),
    );

  /** Signs up, proves the address with a service-issued token, and signs in again (the proof ends earlier sessions). */
  async function verifiedUser(email: string): Promise<string> {
    await signUp(server, email);
    const generated = await postJson(server, '/api/auth/email/verify/generate', { email }, bearer(server.serviceKey));
    expect((await postJson(server, '/api/auth/email/verify', { token: generated.json().token })).statusCode).toBe(200);
    return (await postJson(server, '/api/auth/signin/email', { email, password: GOOD_PASSWORD })).json().access_token;
  }

  it('refuses the probe: a fresh unverified account mailing 50 outside recipients with its own Reply-To', async () => {
    const fresh = await signUp(server, address('fresh'));
    const victims = Array.from({ length: 50 }, (_, i) => `victim${i}-${dialect}@outside.test`);
    const response = await send({ ...PHISH, to: victims }, fresh.access_token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'SENDER_NOT_VERIFIED' });
    // An unverified account may not send at all, not even to itself.
    const toSelf = await send({ subject: 'hi', text: 'me', to: fresh.user.email }, fresh.access_token);
    expect(toSelf.json()).toMatchObject({ code: 'SENDER_NOT_VERIFIED' });
    expect(mailsTo(...victims)).toEqual([]);
  });

  it.each([
    ['an outside recipient', { to: 'stranger@outside.test' }, 'RECIPIENT_NOT_ALLOWED'],
    ['an outside cc', { to: 'SELF', cc: 'stranger@outside.test' }, 'RECIPIENT_NOT_ALLOWED'],
    ['an outside bcc', { to: 'SELF', bcc: ['stranger@outside.test'] }, 'RECIPIENT_NOT_ALLOWED'],
    ['a look-alike of its own address', { to: 'SELF.evil.test' }, 'RECIPIENT_NOT_ALLOWED'],
    ['a Reply-To other than itself', { to: 'SELF', replyTo: 'helpdesk@evil.test' }, 'REPLY_TO_NOT_ALLOWED'],
  ])('refuses a verified user naming %s, and delivers nothing', async (_name, fields, code) => {
    const email = address('named');
    const token = await verifiedUser(email);
    const payload = JSON.parse(JSON.stringify({ subject: 's', text: 't', ...fields }).replaceAll('SELF', email));
    const response = await send(payload, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code });
    expect(mailsTo(email, 'stranger@outside.test')).toEqual([]);
  });

  it('delivers a verified user’s mail to their own address, with their own Reply-To', async () => {
    const email = address('self');
    const token = await verifiedUser(email);
    const response = await send({ to: `Me <${email.toUpperCase()}>`, subject: 'My kit', html: '<p>kit</p>', replyTo: email }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, messageId: expect.any(String) });
    const [mail] = mailsTo(email);
    expect(mail?.raw).toContain('Subject: My kit');
    expect(mail?.raw).toContain(`Reply-To: ${email}`);
  });

  it('reads a display name as a name: a comma in it adds no second recipient', async () => {
    const email = address('comma');
    const token = await verifiedUser(email);
    const response = await send({ to: `stranger@outside.test, Me <${email}>`, subject: 'Comma', text: 't' }, token);
    expect(response.statusCode).toBe(200);
    expect(mailsTo('stranger@outside.test')).toEqual([]);
    expect(mailsTo(email).map((mail) => mail.to)).toEqual([[email]]);
  });

  it('lets the service key mail others with a Reply-To of its choosing', async () => {
    const response = await send(
      { to: ['a-svc@outside.test', 'Bee <b-svc@outside.test>'], subject: 'Kit', text: 'hello', replyTo: 'team@example.com' },
      server.serviceKey,
    );
    expect(response.statusCode).toBe(200);
    const [mail] = mailsTo('a-svc@outside.test');
    expect(mail?.to.sort()).toEqual(['a-svc@outside.test', 'b-svc@outside.test']);
    expect(mail?.raw).toContain('Reply-To: team@example.com');
  });

  it('holds each recipient to its hourly limit across senders, whatever name the address is given', async () => {
    const email = address('limited');
    const token = await verifiedUser(email);
    const before = mailsTo(email).length;
    expect((await send({ to: email, subject: '1', text: 't' }, token)).statusCode).toBe(200);
    for (const name of ['Two', 'Three']) {
      const response = await send({ to: `${name} <${email.toUpperCase()}>`, subject: name, text: 't' }, server.serviceKey);
      expect(response.statusCode).toBe(200);
    }
    const over = await send({ to: ['fine@outside.test', `Four <${email}>`], subject: '4', text: 't' }, server.serviceKey);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', details: { recipient: email } });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo(email).length - before).toBe(RECIPIENT_MAILS_PER_HOUR);
    // The refused mail went to no one, and used up nothing of the other recipient's allowance.
    expect(mailsTo('fine@outside.test')).toEqual([]);
    for (let i = 0; i < RECIPIENT_MAILS_PER_HOUR; i++) {
      expect((await send({ to: 'fine@outside.test', subject: `ok ${i}`, text: 't' }, server.serviceKey)).statusCode).toBe(200);
    }
  });
});
