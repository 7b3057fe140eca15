/**
 * JSON bodies are depth-checked once, at the root parser, for every route; oversized request lines and
 * headers get the standard envelope.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { measureJsonDepth } from './json-body';
import { sendRaw } from './test-support/raw-request';

const arrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('measureJsonDepth', () => {
  it.each([
    ['a scalar', '"plain"', 0],
    ['flat object', '{"a":1,"b":[1,2]}', 2],
    ['brackets inside strings', '{"a":"[[[[{{{{"}', 1],
    ['escaped quotes inside strings', '{"a":"\\"[[[[\\\\"}', 1],
    ['ten arrays', arrays(10), 10],
  ])('%s', (_name, text, depth) => {
    expect(measureJsonDepth(text, 64)).toBe(depth);
  });

  it('stops counting just past the limit', () => {
    expect(measureJsonDepth(arrays(100_000), 64)).toBe(65);
  });
});

describe('deep JSON bodies over HTTP', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await createTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => server?.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
  /** An analytics batch whose one custom field nests to make the whole body `depth` deep. */
  const analyticsBody = (depth: number) => `{"events":[{"type":"deep","blob":${arrays(depth - 3)}}]}`;

  it.each([
    ['a REST insert', '/api/db/logo-dna/rest/v1/logo_systems', `{"brand_name":${arrays(10_000)}}`, true],
    ['auth sign-in', '/api/auth/signin/email', `{"email":${arrays(10_000)},"password":"x"}`, false],
    ['an analytics batch', '/api/analytics/logo-dna/log', analyticsBody(10_000), false],
    ['AI text', '/api/ai/logo-dna/text', `{"prompt":"x","messages":${arrays(3_000)}}`, false],
  ])('%s 10,000 levels deep → 400 BODY_TOO_DEEP', async (_name, url, payload, asService) => {
    const response = await post(url, payload, asService ? { authorization: `Bearer ${server.serviceKey}` } : {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_DEEP' });
  });

  it('accepts exactly the limit and refuses one level more', async () => {
    expect((await post('/api/analytics/logo-dna/log', analyticsBody(64))).statusCode).toBe(200);
    const deeper = await post('/api/analytics/logo-dna/log', analyticsBody(65));
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toMatchObject({ code: 'BODY_TOO_DEEP', message: 'JSON nesting is deeper than 64 levels' });
  });

  it('still refuses prototype keys and malformed JSON with 400', async () => {
    const poisoned = await post('/api/analytics/logo-dna/log', '{"events":[{"type":"x","__proto__":{"admin":true}}]}');
    expect(poisoned.statusCode).toBe(400);
    const malformed = await post('/api/analytics/logo-dna/log', '{"events":[');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('keeps an empty body as "no body" on the REST routes', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/db/logo-dna/rest/v1/logo_systems',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.serviceKey}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a request line past the parser limit with 431 URL_TOO_LONG', async () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => i).join(',');
    const response = await sendRaw(port, `GET /api/db/logo-dna/rest/v1/logo_systems?id=in.(${ids}) HTTP/1.1\r\nHost: 127.0.0.1`);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'URL_TOO_LONG', error: 'The request URL is too long' });
  });

  it('answers oversized headers with 431 HEADERS_TOO_LARGE', async () => {
    const response = await sendRaw(port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });
});
