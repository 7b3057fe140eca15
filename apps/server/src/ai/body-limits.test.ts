/**
 * AI request bodies are refused before they are read when the caller may not send them (no provider,
 * over a limit) and past each route's byte cap; deep JSON is a 400, never a 500.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPostHead, sendRaw } from '../http/test-support/raw-request';
import { AI_RATE_LIMITS } from './limits';
import { type AiFixture, BRIEF, createAiFixture } from './test-support/ai-fixture';
import { type FakeOpenAi, startFakeOpenAi } from './test-support/fake-openai';

/** What the probe sent: a JSON array of byte values, declared at 100 MB. */
const HUGE = 100 * 1024 * 1024;
const audioArrayStart = Buffer.from(`{"audio":[${'255,'.repeat(256)}`);

async function listen(fx: AiFixture): Promise<number> {
  await fx.server.app.listen({ port: 0, host: '127.0.0.1' });
  return (fx.server.app.server.address() as AddressInfo).port;
}

const nested = (depth: number, leaf: string, wrap: (inner: string) => string) => {
  let text = leaf;
  for (let i = 0; i < depth; i++) text = wrap(text);
  return text;
};

describe('with the builtin engine only', () => {
  let fx: AiFixture;
  let port: number;
  beforeAll(async () => {
    fx = await createAiFixture({ NODE_ENV: 'test', AI_ANON_DAILY_QUOTA: '1' });
    port = await listen(fx);
  });
  afterAll(async () => fx?.close());

  it('answers an anonymous 100 MB transcription 501 without reading the body', async () => {
    const response = await sendRaw(port, jsonPostHead('/api/ai/logo-dna/transcribe', HUGE), audioArrayStart);
    expect(response.status).toBe(501);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'AI_PROVIDER_NOT_CONFIGURED' });
    // The answer came while all but the first kilobyte was still unsent, and the connection is not kept for the rest.
    expect(response.written).toBeLessThan(2048);
    expect(response.headers.connection).toBe('close');
  });

  it('answers 429 before reading when the caller is over the per-minute limit', async () => {
    const ip = '127.0.0.1';
    for (let i = 0; i < AI_RATE_LIMITS.perIp.limit; i++) await fx.server.deps.rateLimiter.hit(`ai:ip:${ip}`, AI_RATE_LIMITS.perIp);
    try {
      const response = await sendRaw(port, jsonPostHead('/api/ai/logo-dna/text', 400 * 1024), '{"prompt":"');
      expect(response.status).toBe(429);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await fx.server.deps.rateLimiter.reset?.();
    }
  });

  it('answers 429 before reading when an anonymous caller has used the daily generations', async () => {
    expect((await fx.post('image', { prompt: 'Logo', n: 1, brief: BRIEF }, fx.auth.anonymous)).statusCode).toBe(200);
    const response = await sendRaw(port, jsonPostHead('/api/ai/logo-dna/image', 400 * 1024), '{"prompt":"');
    expect(response.status).toBe(429);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await fx.server.deps.rateLimiter.reset?.();
  });

  it('refuses a prompt body over its route cap with 413 from the declared length', async () => {
    const response = await sendRaw(port, jsonPostHead('/api/ai/logo-dna/object', 600 * 1024), '{"prompt":"');
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a 3,000-level object schema with 400, not 500', async () => {
    const schema = nested(3000, '{"type":"string"}', (inner) => `{"type":"object","properties":{"a":${inner}}}`);
    const response = await fx.server.app.inject({
      method: 'POST',
      url: '/api/ai/logo-dna/object',
      headers: { 'content-type': 'application/json' },
      payload: `{"prompt":"x","schema":${schema}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_DEEP' });
  });

  it('refuses a schema nested past the schema limit even when the body is shallow enough', async () => {
    const schema = nested(40, '{"type":"string"}', (inner) => `{"not":${inner}}`);
    const response = await fx.server.app.inject({
      method: 'POST',
      url: '/api/ai/logo-dna/object',
      headers: { 'content-type': 'application/json' },
      payload: `{"prompt":"x","schema":${schema}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'schema is nested deeper than 32 levels' });
  });
});

describe('with a transcription provider and a small transcription cap', () => {
  let fake: FakeOpenAi;
  let fx: AiFixture;
  let port: number;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ '/audio/transcriptions': { json: { text: 'hello world' } } });
    fx = await createAiFixture({
      AI_BASE_URL: fake.baseUrl,
      AI_TRANSCRIBE_MODEL: 'transcribe-model',
      AI_TRANSCRIBE_BODY_LIMIT_BYTES: '4096',
    });
    port = await listen(fx);
  });
  afterAll(async () => {
    await fx?.close();
    await fake?.close();
  });

  it('refuses a declared length over the cap with 413 without reading it', async () => {
    const response = await sendRaw(port, jsonPostHead('/api/ai/logo-dna/transcribe', 4097, fx.auth.alice), audioArrayStart.subarray(0, 64));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(fake.requests).toHaveLength(0);
  });

  it('still transcribes audio that fits', async () => {
    const response = await fx.post('transcribe', { audio: Buffer.from('RIFFfake').toString('base64') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ text: 'hello world' });
  });
});
