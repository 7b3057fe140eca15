import { describe, expect, it } from 'vitest';
import { createFakeFetch, jsonResponse } from '../test/fake-fetch';
import { isAuthError, isLogoDnaError, isRetryableError } from './errors';
import { createHttpClient, joinUrl } from './http-client';

const client = (fetch: typeof globalThis.fetch, token: string | null = 'tok') =>
  createHttpClient({ baseUrl: 'http://api.test/', fetch, getToken: async () => token });

describe('http client', () => {
  it('joins the base URL without doubling slashes', () => {
    expect(joinUrl('http://a.test/', '/api/x')).toBe('http://a.test/api/x');
    expect(joinUrl('http://a.test/base', 'api/x')).toBe('http://a.test/base/api/x');
  });

  it('sends the bearer token when there is one and a JSON body only when there is a body', async () => {
    const fake = createFakeFetch(() => jsonResponse({ ok: true }));
    await client(fake.fetch).request('POST', '/api/x', { body: { a: 1 }, query: { q: 'v', skip: undefined } });
    expect(fake.last().headers.get('authorization')).toBe('Bearer tok');
    expect(fake.last().headers.get('content-type')).toBe('application/json');
    expect(fake.last().url.search).toBe('?q=v');
    await client(fake.fetch, null).request('GET', '/api/x');
    expect(fake.last().headers.get('authorization')).toBeNull();
    expect(fake.last().headers.get('content-type')).toBeNull();
  });

  it.each([
    ['JSON', jsonResponse({ a: 1 }), { a: 1 }],
    ['empty JSON body', new Response('', { headers: { 'content-type': 'application/json' } }), null],
    ['text', new Response('hi', { headers: { 'content-type': 'text/plain' } }), 'hi'],
    ['204', new Response(null, { status: 204 }), null],
  ])('parses a %s response', async (_name, response, expected) => {
    const fake = createFakeFetch(() => response);
    expect((await client(fake.fetch).request('GET', '/api/x')).data).toEqual(expected);
  });

  const errorScenarios = [
    {
      name: '400 → validation',
      status: 400,
      body: { error: 'Bad', message: 'Bad input', code: 'VALIDATION_ERROR' },
      kind: 'validation',
      code: 'VALIDATION_ERROR',
      message: 'Bad input',
      retryable: false,
    },
    {
      name: '401 → auth with the server code and message',
      status: 401,
      body: { error: 'Token expired', message: 'Token expired', code: 'TOKEN_EXPIRED' },
      kind: 'auth',
      code: 'TOKEN_EXPIRED',
      message: 'Token expired',
      retryable: false,
    },
    {
      name: '401 with an unknown code',
      status: 401,
      body: { error: 'Nope', message: 'Nope', code: 'UNAUTHORIZED' },
      kind: 'auth',
      code: 'UNAUTHORIZED',
      message: 'Nope',
      retryable: false,
    },
    {
      name: '404 → network with status',
      status: 404,
      body: { error: { message: 'Nested' } },
      kind: 'network',
      code: 'NETWORK_ERROR',
      message: 'Nested',
      retryable: false,
    },
    {
      name: '429 → rate limited',
      status: 429,
      body: { message: 'Slow down', code: 'RATE_LIMITED' },
      kind: 'network',
      code: 'RATE_LIMITED',
      message: 'Slow down',
      retryable: true,
    },
    { name: '500 without body', status: 500, body: null, kind: 'network', code: 'NETWORK_ERROR', message: 'HTTP 500', retryable: true },
  ];
  it.each(errorScenarios)('$name', async ({ status, body, kind, code, message, retryable }) => {
    const fake = createFakeFetch(() => (body === null ? new Response(null, { status }) : jsonResponse(body, status)));
    const error = await client(fake.fetch)
      .request('GET', '/api/x')
      .catch((caught: unknown) => caught);
    expect(isLogoDnaError(error) && { kind: error.kind, code: error.code, message: error.message, status: error.status }).toEqual({
      kind,
      code,
      message,
      status,
    });
    expect(isRetryableError(error)).toBe(retryable);
  });

  it('401 errors carry the generic user message of spec §8 for codes outside the table', async () => {
    const fake = createFakeFetch(() => jsonResponse({ error: 'x', message: 'x', code: 'UNAUTHORIZED' }, 401));
    const error = await client(fake.fetch)
      .request('GET', '/api/x')
      .catch((caught: unknown) => caught);
    expect(isAuthError(error) && error.userMessage).toBe('Authentication error. Please try again.');
  });

  it.each([
    ['a short text body', 'Service paused', 'Service paused'],
    ['an HTML error page', '<html><body>Bad gateway</body></html>', 'HTTP 502'],
  ])('uses %s as the message only when it reads as one', async (_name, text, message) => {
    const fake = createFakeFetch(() => new Response(text, { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(client(fake.fetch).request('GET', '/api/x')).rejects.toThrow(message);
  });

  it('a failed fetch is a retryable network error with status 0', async () => {
    const fetch = (async () => {
      throw new TypeError('connection refused');
    }) as typeof globalThis.fetch;
    const error = await client(fetch)
      .request('GET', '/api/x')
      .catch((caught: unknown) => caught);
    expect(isLogoDnaError(error) && [error.code, error.status, error.message]).toEqual([
      'NETWORK_ERROR',
      0,
      'Network request failed: connection refused',
    ]);
  });
});
