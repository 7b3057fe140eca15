/** Every request validation message of spec §5 / protocol.md §7.1, and the limits, over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_RATE_LIMITS } from './limits';
import { type AiFixture, BRIEF, COLORS_SCHEMA, createAiFixture } from './test-support/ai-fixture';
import { type FakeOpenAi, startFakeOpenAi } from './test-support/fake-openai';

let fx: AiFixture;
beforeAll(async () => {
  fx = await createAiFixture({ NODE_ENV: 'test', AI_ANON_DAILY_QUOTA: '2' });
});
afterAll(async () => fx?.close());

const png = 'https://cdn.example.com/a.png';

describe('request validation → 400 with the client messages', () => {
  it.each([
    { kind: 'text', body: {}, message: 'Either prompt or messages is required' },
    { kind: 'text', body: { prompt: '   ' }, message: 'Either prompt or messages is required' },
    { kind: 'text', body: { prompt: '', messages: [] }, message: 'Either prompt or messages is required' },
    { kind: 'text', body: { messages: [{ role: 'robot', content: 'hi' }] }, message: 'messages[0].role must be system, user or assistant' },
    {
      kind: 'text',
      body: { messages: [{ role: 'user', content: [{ type: 'image', image: 'http://cdn.example.com/a.png' }] }] },
      message: 'Image URLs must use HTTPS protocol',
    },
    {
      kind: 'text',
      body: { messages: [{ role: 'user', content: [{ type: 'image', image: 'https://cdn.example.com/a.svg' }] }] },
      message: 'Image URL must end with a supported format: jpg, jpeg, png, gif, webp',
    },
    {
      kind: 'text',
      body: { messages: [{ role: 'user', content: [{ type: 'image', image: 'not a url' }] }] },
      message: 'Invalid URL format',
    },
    { kind: 'text', body: { prompt: 'x', temperature: 5 }, message: 'temperature must be a number from 0 to 2' },
    { kind: 'object', body: { schema: COLORS_SCHEMA }, message: 'Prompt is required' },
    { kind: 'object', body: { prompt: 'x' }, message: 'Schema is required' },
    { kind: 'object', body: { prompt: 'x', schema: { type: 'no-such-type' } }, message: 'schema is not a valid JSON schema' },
    {
      kind: 'object',
      body: { prompt: 'x', schema: { type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' } } } },
      message: 'schema keyword "pattern" is not supported',
    },
    { kind: 'image', body: { n: 4 }, message: 'Prompt is required' },
    { kind: 'image', body: { prompt: 'x', images: [] }, message: 'Images array is required and must contain at least one image URL' },
    { kind: 'image', body: { prompt: 'x', images: Array.from({ length: 51 }, () => png) }, message: 'Maximum 50 images allowed' },
    {
      kind: 'image',
      body: { prompt: 'x', images: [png, 'http://cdn.example.com/b.png'] },
      message: 'Image 2: Image URLs must use HTTPS protocol',
    },
    {
      kind: 'image',
      body: { prompt: 'x', images: ['https://cdn.example.com/b.bmp'] },
      message: 'Image 1: Image URL must end with a supported format: jpg, jpeg, png, gif, webp',
    },
    { kind: 'image', body: { prompt: 'x', images: ['https//broken'] }, message: 'Image 1: Invalid URL format' },
    { kind: 'image', body: { prompt: 'x', n: 0 }, message: 'n must be an integer from 1 to 10' },
    { kind: 'image', body: { prompt: 'x', brief: 'acme' }, message: 'brief must be an object' },
    { kind: 'speech', body: {}, message: 'Text is required' },
    {
      kind: 'speech',
      body: { text: 'hi', response_format: 'midi' },
      message: 'response_format must be one of mp3, wav, opus, aac, flac, pcm',
    },
    { kind: 'speech', body: { text: 'hi', speed: 9 }, message: 'speed must be a number from 0.25 to 4' },
  ])('$kind $body → $message', async ({ kind, body, message }) => {
    const response = await fx.post(kind, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, error: message, code: 'VALIDATION_ERROR' });
  });

  it('answers transcription 501 before looking at the body when no provider transcribes', async () => {
    const response = await fx.post('transcribe', { audio: 'not base64!' });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ code: 'AI_PROVIDER_NOT_CONFIGURED' });
  });

  it('accepts http image URLs on loopback outside production (then needs a provider)', async () => {
    const response = await fx.post('image', { prompt: 'x', images: ['http://127.0.0.1:3000/storage/v1/logo-dna/a.png'] });
    expect(response.statusCode).toBe(501);
  });

  it('unknown project → 404', async () => {
    const response = await fx.server.app.inject({ method: 'POST', url: '/api/ai/other/text', payload: { prompt: 'x' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('transcription request validation (with a transcription provider) → 400', () => {
  let fake: FakeOpenAi;
  let withProvider: AiFixture;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ '/audio/transcriptions': { json: { text: 'hello world' } } });
    withProvider = await createAiFixture({ AI_BASE_URL: fake.baseUrl, AI_TRANSCRIBE_MODEL: 'transcribe-model' });
  });
  afterAll(async () => {
    await withProvider?.close();
    await fake?.close();
  });

  it.each([
    { body: {}, message: 'Audio is required' },
    { body: { audio: [] }, message: 'Audio is required' },
    { body: { audio: [1, 2, 300] }, message: 'audio bytes must be integers from 0 to 255' },
    { body: { audio: 'not base64!' }, message: 'audio must be base64, a data: URL or an array of bytes' },
  ])('transcribe $body → $message', async ({ body, message }) => {
    const response = await withProvider.post('transcribe', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, error: message, code: 'VALIDATION_ERROR' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('limits', () => {
  it('limits calls per signed-in user per minute, bad ones included (the limit is checked before the body is read)', async () => {
    const { server } = fx;
    const token = await server.deps.tokens.sign({ userId: 'busy', email: 'busy@example.com', role: 'authenticated' });
    const headers = { authorization: `Bearer ${token}` };
    // The calls above came from the same address; start this one's count afresh.
    await server.deps.rateLimiter.reset?.();
    expect((await fx.post('text', { prompt: 'x', brief: BRIEF }, headers)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 1; i < AI_RATE_LIMITS.perUser.limit; i++)
      statuses.push((await fx.post('speech', { text: 'x', speed: 99 }, headers)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const limited = await fx.post('text', { prompt: 'x', brief: BRIEF }, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await server.deps.rateLimiter.reset?.();
  });

  it('an invalid brief the engine refuses is a 400', async () => {
    const response = await fx.post('object', { prompt: 'x', schema: COLORS_SCHEMA, brief: { ...BRIEF, brandName: 'N'.repeat(61) } });
    expect(response.statusCode).toBe(400);
  });

  it('gives anonymous callers a daily generation quota; signed-in users and the service key are not counted', async () => {
    const image = (headers: Record<string, string>) => fx.post('image', { prompt: 'Logo', n: 1, brief: BRIEF }, headers);
    expect((await image(fx.auth.anonymous)).statusCode).toBe(200);
    expect((await image(fx.auth.anonymous)).statusCode).toBe(200);
    const third = await image(fx.auth.anonymous);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await image(fx.auth.alice)).statusCode).toBe(200);
    expect((await image(fx.auth.service)).statusCode).toBe(200);
  });
});
