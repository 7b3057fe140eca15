import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAuthTestServer, GOOD_PASSWORD, postJson, signUp } from '../auth/auth-test-kit';
import { type SmtpTestPeer, startSmtpTestPeer } from '../mail/smtp-test-peer';
import { createTestServer, type TestServer } from '../test/harness';

const OWN = 'u1@example.com';

describe('POST /api/notifications/{projectId}/email over a real SMTP peer', () => {
  let smtp: SmtpTestPeer;
  let server: TestServer;
  let user: string;
  beforeAll(async () => {
    smtp = await startSmtpTestPeer();
    server = await createAuthTestServer('sqlite', { SMTP_URL: smtp.url });
    await signUp(server, OWN);
    const generated = await postJson(server, '/api/auth/email/verify/generate', { email: OWN }, bearer(server.serviceKey));
    await postJson(server, '/api/auth/email/verify', { token: generated.json().token });
    user = (await postJson(server, '/api/auth/signin/email', { email: OWN, password: GOOD_PASSWORD })).json().access_token;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const send = (payload: unknown, token?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/notifications/logo-dna/email',
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  /** The newest mail with this subject (the request has answered once the SMTP peer holds it). */
  const mailWithSubject = (subject: string) => smtp.received.filter((mail) => mail.raw.includes(`Subject: ${subject}`)).at(-1);

  it("delivers a verified user's mail to their own address and answers {success, messageId}", async () => {
    const response = await send({ to: OWN, subject: 'Your logo', html: '<p>Here it is</p>', replyTo: OWN }, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, messageId: expect.any(String) });
    const mail = mailWithSubject('Your logo');
    expect(mail?.to).toEqual([OWN]);
    expect(mail?.raw).toContain(`Reply-To: ${OWN}`);
  });

  it('lets the service key choose the sender and several recipients', async () => {
    const response = await send(
      {
        to: ['a@example.com', 'Bee <b@example.com>'],
        cc: 'c@example.com',
        subject: 'Kit for three',
        text: 'hello',
        from: 'Brand Team <team@example.com>',
      },
      server.serviceKey,
    );
    expect(response.statusCode).toBe(200);
    const mail = mailWithSubject('Kit for three');
    expect(mail?.from).toBe('team@example.com');
    expect(mail?.to.sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it.each([
    ['no recipient', { subject: 's', text: 't' }, 400, 'VALIDATION_ERROR'],
    ['no subject', { to: 'a@example.com', text: 't' }, 400, 'VALIDATION_ERROR'],
    ['no body', { to: 'a@example.com', subject: 's' }, 400, 'VALIDATION_ERROR'],
    ['a malformed address', { to: 'not-an-address', subject: 's', text: 't' }, 400, 'INVALID_ADDRESS'],
    ['CRLF in a recipient', { to: 'a@example.com\r\nBcc: victim@example.com', subject: 's', text: 't' }, 400, 'INVALID_ADDRESS'],
    ['CRLF in the subject', { to: 'a@example.com', subject: 'hi\r\nBcc: victim@example.com', text: 't' }, 400, 'INVALID_SUBJECT'],
    ['a user choosing the sender', { to: 'a@example.com', subject: 's', text: 't', from: 'ceo@example.com' }, 403, 'FORBIDDEN_SENDER'],
    [
      '51 recipients',
      { to: Array.from({ length: 51 }, (_, i) => `r${i}@example.com`), subject: 's', text: 't' },
      400,
      'TOO_MANY_RECIPIENTS',
    ],
    [
      'an attachment',
      { to: 'a@example.com', subject: 's', text: 't', attachments: [{ filename: 'x', url: 'http://169.254.169.254/' }] },
      400,
      'ATTACHMENTS_NOT_SUPPORTED',
    ],
  ])('refuses %s', async (_name, payload, status, code) => {
    const before = smtp.received.length;
    const response = await send(payload, user);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(smtp.received.length).toBe(before);
  });

  it('refuses anonymous callers and other projects', async () => {
    expect((await send({ to: 'a@example.com', subject: 's', text: 't' })).statusCode).toBe(401);
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/notifications/other/email',
      payload: {},
      headers: { authorization: `Bearer ${user}` },
    });
    expect(other.statusCode).toBe(404);
  });

  it('holds a 60 s cooldown per recipient for users', async () => {
    await server.deps.rateLimiter.reset?.();
    const first = await send({ to: OWN, subject: 's', text: 't' }, user);
    const second = await send({ to: `Me <${OWN}>`, subject: 's', text: 't' }, user);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('notifications without SMTP', () => {
  it('puts the mail in the outbox', async () => {
    const server = await createTestServer();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/notifications/logo-dna/email',
      headers: { authorization: `Bearer ${server.serviceKey}` },
      payload: { to: 'a@example.com', subject: 'Outbox', text: 'stored' },
    });
    expect(response.statusCode).toBe(200);
    const rows = (await server.deps.db.query<{ subject: string }>('SELECT subject FROM mail_outbox')).rows;
    expect(rows.map((row) => row.subject)).toContain('Outbox');
    await server.close();
  });
});
