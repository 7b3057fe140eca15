import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { createLogger, REDACTED, redactUrl } from './logging';

/** A pino destination that keeps every line in memory. */
function createLogBuffer(): DestinationStream & { text(): string } {
  const lines: string[] = [];
  return { write: (line: string) => void lines.push(line), text: () => lines.join('') };
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

describe.each(TEST_DIALECTS)('request logs on %s', (dialect) => {
  let server: TestServer;
  let log: ReturnType<typeof createLogBuffer>;
  let tokens: Tokens;
  const post = (url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  beforeAll(async () => {
    log = createLogBuffer();
    server = await createTestServer({ dialect, logger: createLogger({ level: 'info', destination: log }) });
    const password = 'a long logged password';
    expect((await post('/api/auth/signup', { email: 'logged@example.com', password })).statusCode).toBe(200);
    const signIn = await post('/api/auth/signin/email', { email: 'logged@example.com', password });
    expect(signIn.statusCode).toBe(200);
    tokens = signIn.json() as Tokens;
  });
  afterAll(async () => server.close());

  const expectNoSecrets = (text: string) => {
    for (const secret of [tokens.access_token, tokens.refresh_token, 'a long logged password']) expect(text).not.toContain(secret);
  };

  it('logs sign-up and sign-in without the password or the tokens', () => {
    expect(log.text()).toContain('"url":"/api/auth/signin/email"');
    expectNoSecrets(log.text());
  });

  it('logs a hand-back URL with its token values replaced and keeps the rest of the query', async () => {
    const query = `access_token=${tokens.access_token}&refresh_token=${encodeURIComponent(tokens.refresh_token)}&tab=2`;
    await server.app.inject({ method: 'GET', url: `/?${query}` });
    await server.app.inject({
      method: 'GET',
      url: `/api/auth/me?token=${tokens.access_token}`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const text = log.text();
    expect(text).toContain(`"url":"/?access_token=${REDACTED}&refresh_token=${REDACTED}&tab=2"`);
    expectNoSecrets(text);
  });

  it('redacts token fields wherever a log line serialises them', async () => {
    const refreshed = await post('/api/auth/refresh', { refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    server.deps.logger.info({ body: tokens, nested: { session: { tokens } }, headers: { authorization: `Bearer ${tokens.access_token}` } });
    server.deps.logger.warn({ req: { headers: { authorization: `Bearer ${tokens.access_token}` } } }, 'with a request');
    expectNoSecrets(log.text());
    expectNoSecrets(JSON.stringify(refreshed.json()).replace(/"(access|refresh)_token":"[^"]+"/g, ''));
  });
});

describe.each(TEST_DIALECTS)('secrets inside logged values on %s', (dialect) => {
  let server: TestServer;
  let log: ReturnType<typeof createLogBuffer>;
  beforeAll(async () => {
    log = createLogBuffer();
    server = await createTestServer({ dialect, logger: createLogger({ level: 'info', destination: log }) });
  });
  afterAll(async () => server.close());

  /** A secret and the forms it takes inside a query string, encoded once and twice. */
  const formsOf = (secret: string) => [secret, encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret))];

  it('never writes a token, the service key or a link token, wherever a request or a message puts them', async () => {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
    const email = 'inside@example.com';
    expect((await post('/api/auth/signup', { email, password: 'a long logged password' })).statusCode).toBe(200);
    const { access_token, refresh_token } = (await post('/api/auth/signin/email', { email, password: 'a long logged password' })).json();
    const generated = await post('/api/auth/signin/magic/generate', { email }, { authorization: `Bearer ${server.serviceKey}` });
    const magic = generated.json().token as string;
    const redirect = `https://app.example.com/cb?access_token=${access_token}&refresh_token=${refresh_token}&tab=2`;
    for (const url of [
      `/api/db/logo-dna/logo_systems?body=eq.${access_token}`,
      `/api/auth/authorize?redirect_url=${encodeURIComponent(redirect)}`,
      `/api/auth/authorize?next=${encodeURIComponent(`/go?to=${encodeURIComponent(redirect)}`)}`,
      `/api/health?x=${server.serviceKey}`,
      `/api/health?r=${refresh_token}&m=${magic}`,
      `/verify?link=${encodeURIComponent(`https://app.example.com/verify#token=${magic}`)}`,
    ]) {
      await server.app.inject({ method: 'GET', url });
    }
    server.deps.logger.warn(`upstream refused Authorization: Bearer ${server.serviceKey}`);
    server.deps.logger.error({ err: new Error(`refused token ${access_token}`) }, 'refresh failed');

    const text = log.text();
    for (const secret of [access_token, refresh_token, server.serviceKey, magic]) {
      for (const form of formsOf(secret)) expect(text).not.toContain(form);
    }
    expect(text).toContain(`body=eq.${REDACTED}`);
    expect(text).toContain('tab%3D2');
    expect(text).toContain(`Bearer ${REDACTED}`);
    for (const line of text.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe('redactUrl', () => {
  it.each([
    ['/plain/path', '/plain/path'],
    ['/?tab=2', '/?tab=2'],
    ['/?access_token=abc', `/?access_token=${REDACTED}`],
    ['/?ACCESS%5FTOKEN=abc&x=1', `/?ACCESS%5FTOKEN=${REDACTED}&x=1`],
    [
      '/auth/oidc/x/callback?code=c1&state=s1&iss=https%3A%2F%2Fidp',
      `/auth/oidc/x/callback?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Fidp`,
    ],
    ['/?project_id=p&access_token=a&refresh_token=r', `/?project_id=p&access_token=${REDACTED}&refresh_token=${REDACTED}`],
    ['/x?t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', `/x?t=${REDACTED}`],
    ['/x?password=hunter2&magic_token=m&apikey=k', `/x?password=${REDACTED}&magic_token=${REDACTED}&apikey=${REDACTED}`],
    ['/x?flag&bad=%E0%A4%A', '/x?flag&bad=%E0%A4%A'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
