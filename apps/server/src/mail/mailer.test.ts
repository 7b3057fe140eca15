import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { MailError, type MailMessage } from './port';
import { createSmtpMailer } from './smtp-mailer';
import { type SmtpTestPeer, startSmtpTestPeer } from './smtp-test-peer';

describe('SMTP mailer against a real SMTP server', () => {
  let peer: SmtpTestPeer;
  beforeAll(async () => {
    peer = await startSmtpTestPeer();
  });
  afterAll(async () => peer.close());

  it('delivers to, cc and bcc recipients with the subject and both bodies', async () => {
    const mailer = createSmtpMailer({ smtpUrl: peer.url, from: 'Logo DNA <no-reply@logo.test>' });
    const result = await mailer.send({
      to: ['ada@example.com', 'bob@example.com'],
      cc: 'cy@example.com',
      bcc: ['dee@example.com'],
      subject: 'Hello from the test',
      text: 'Plain body https://app.test/x',
      html: '<p>HTML body</p>',
    });
    expect(result.messageId).toMatch(/^<.+>$/);
    const [mail] = await peer.waitFor(1);
    expect(mail?.from).toBe('no-reply@logo.test');
    expect(mail?.to.sort()).toEqual(['ada@example.com', 'bob@example.com', 'cy@example.com', 'dee@example.com']);
    expect(mail?.raw).toContain('Subject: Hello from the test');
    expect(mail?.raw).toContain('Plain body https://app.test/x');
    expect(mail?.raw).not.toMatch(/^Bcc:/m);
    await mailer.close?.();
  });

  it('reports an unreachable server as a MailError', async () => {
    const mailer = createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@logo.test' });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailError);
  });
});

describe('message checks', () => {
  const mailer = createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@logo.test' });
  const cases: Array<[string, MailMessage]> = [
    ['no recipient', { to: [], subject: 's', text: 't' }],
    ['blank subject', { to: 'a@example.com', subject: '  ', text: 't' }],
    ['no body', { to: 'a@example.com', subject: 's' }],
    ['line break in subject', { to: 'a@example.com', subject: 's\r\nBcc: evil@example.com', text: 't' }],
    ['line break in address', { to: 'a@example.com\nBcc: evil@example.com', subject: 's', text: 't' }],
  ];
  it.each(cases)('refuses %s before connecting', async (_name, message) => {
    await expect(mailer.send(message)).rejects.toThrow(MailError);
  });
});

describe.each(TEST_DIALECTS)('outbox mailer and /dev/inbox on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(async () => server.close());

  it('stores mail and lists it with its links, newest first', async () => {
    expect(server.deps.mailer.kind).toBe('outbox');
    await server.deps.mailer.send({ to: 'ada@example.com', subject: 'First', text: 'Open https://app.test/a?x=1&y=2' });
    await server.deps.mailer.send({
      to: 'bob@example.com',
      subject: 'Second <b>',
      html: '<a href="https://app.test/b?t=1&amp;u=2">go</a>',
    });
    const json = await server.app.inject({ method: 'GET', url: '/dev/inbox?format=json' });
    expect(json.statusCode).toBe(200);
    const { messages } = json.json() as { messages: Array<{ to: string; subject: string; links: string[] }> };
    expect(messages.map((m) => [m.to, m.subject, m.links])).toEqual([
      ['bob@example.com', 'Second <b>', ['https://app.test/b?t=1&u=2']],
      ['ada@example.com', 'First', ['https://app.test/a?x=1&y=2']],
    ]);
    const filtered = await server.app.inject({ method: 'GET', url: '/dev/inbox?format=json&to=ADA@example.com' });
    expect((filtered.json() as { messages: unknown[] }).messages).toHaveLength(1);
    const html = await server.app.inject({ method: 'GET', url: '/dev/inbox' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Second &lt;b&gt;');
    expect(html.body).not.toContain('Second <b>');
  });

  it('answers only this machine: a remote peer or a proxied request gets 404 and no links', async () => {
    await server.deps.mailer.send({ to: 'eve-target@example.com', subject: 'Reset', text: 'Reset: https://app.test/reset#token=secret' });
    const remote = await server.app.inject({ method: 'GET', url: '/dev/inbox?format=json', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(remote.body).not.toContain('secret');
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await server.app.inject({ method: 'GET', url: '/dev/inbox', headers: { [header]: '203.0.113.7' } });
      expect(proxied.statusCode, header).toBe(404);
      expect(proxied.body).not.toContain('secret');
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await server.app.inject({ method: 'GET', url: '/dev/inbox?format=json', remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
      expect(local.body).toContain('token=secret');
    }
  });
});

describe('the development inbox is off', () => {
  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['when SMTP is configured', { SMTP_URL: 'smtp://127.0.0.1:1' }],
  ])('%s', async (_name, env) => {
    const server = await createTestServer({ env });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/dev/inbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
