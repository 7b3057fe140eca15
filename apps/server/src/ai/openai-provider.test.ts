/** The OpenAI-compatible provider against a local server speaking the OpenAI protocol: answers, retries, faults. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AiFixture, BRIEF, COLORS_SCHEMA, createAiFixture, parseLines, STRATEGY_SCHEMA } from './test-support/ai-fixture';
import { chatAnswer, type FakeOpenAi, startFakeOpenAi, streamAnswer } from './test-support/fake-openai';

const API_KEY = 'sk-test-SECRET-0123456789';
const words = (n: number, word = 'clear') => Array.from({ length: n }, () => word).join(' ');
const goodStrategy = { positioning: words(60), concepts: ['A', 'B', 'C'], selectedConcept: 'A', rationale: words(170) };
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let fake: FakeOpenAi;
let fx: AiFixture;

beforeAll(async () => {
  fake = await startFakeOpenAi({
    '/chat/completions': chatAnswer('Hello from the model'),
    '/images/generations': { json: { created: 0, data: [{ b64_json: PNG_BASE64 }] } },
    '/audio/speech': { bytes: Buffer.from('ID3fake-mp3') },
    '/audio/transcriptions': { json: { text: 'hello world' } },
  });
  fx = await createAiFixture({
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: API_KEY,
    AI_TEXT_MODEL: 'text-model',
    AI_IMAGE_MODEL: 'image-model',
    AI_SPEECH_MODEL: 'speech-model',
    AI_TRANSCRIBE_MODEL: 'transcribe-model',
  });
});
afterAll(async () => {
  await fx?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const lastRequest = () => fake.requests.at(-1);

describe('answers', () => {
  it('text: configured model, bearer key upstream, usage mapped, key never echoed', async () => {
    const response = await fx.post('text', { prompt: 'Say hello', model: 'client-chosen' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      text: 'Hello from the model',
      finishReason: 'stop',
      usage: { promptTokens: 11, completionTokens: 7, totalTokens: 18 },
    });
    expect(lastRequest()?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(lastRequest()?.body).toMatchObject({ model: 'text-model', messages: [{ role: 'user', content: 'Say hello' }] });
    expect(response.body).not.toContain(API_KEY);
  });

  it('text stream: SSE deltas become 0: lines between f: and d:', async () => {
    fake.script('/chat/completions', streamAnswer(['Hel', 'lo', '!']));
    const response = await fx.post('text', { prompt: 'Say hello', stream: true });
    const lines = parseLines(response.body);
    expect(lines.map(([prefix]) => prefix)).toEqual(['f', '0', '0', '0', 'd']);
    expect(
      lines
        .filter(([p]) => p === '0')
        .map(([, v]) => v)
        .join(''),
    ).toBe('Hello!');
    expect(lastRequest()?.body).toMatchObject({ stream: true });
  });

  it('object: json_schema response format; an answer breaking the word rules is retried once with the reason', async () => {
    fake.script(
      '/chat/completions',
      chatAnswer(JSON.stringify({ ...goodStrategy, positioning: words(10) })),
      chatAnswer(JSON.stringify(goodStrategy)),
    );
    const response = await fx.post('object', { prompt: 'Strategy', schema: STRATEGY_SCHEMA, brief: BRIEF });
    expect(response.statusCode).toBe(200);
    expect(response.json().object).toEqual(goodStrategy);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]?.body).toMatchObject({ response_format: { type: 'json_schema', json_schema: { schema: STRATEGY_SCHEMA } } });
    expect(JSON.stringify(fake.requests[1]?.body)).toContain('positioning has 10 words (expected 50–120)');
  });

  it('object: two refused answers → 502 AI_ERROR naming the problem', async () => {
    fake.script('/chat/completions', chatAnswer('not json'), chatAnswer(JSON.stringify({ ...goodStrategy, concepts: ['A'] })));
    const response = await fx.post('object', { prompt: 'Strategy', schema: STRATEGY_SCHEMA });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'AI_ERROR' });
    expect(response.json().message).toContain('/concepts must NOT have fewer than 3 items');
  });

  it('object with output "array": the schema describes one element; the root travels wrapped in an object', async () => {
    fake.script('/chat/completions', chatAnswer('{"value":[{"name":"Ada"},{"name":"Grace"}]}'));
    const schema = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
    const response = await fx.post('object', { prompt: 'Two names', schema, output: 'array' });
    expect(response.statusCode).toBe(200);
    expect(response.json().object).toEqual([{ name: 'Ada' }, { name: 'Grace' }]);
    const sent = { type: 'object', properties: { value: { type: 'array', items: schema } }, required: ['value'] };
    expect(fake.requests[0]?.body).toMatchObject({ response_format: { json_schema: { schema: sent } } });
  });

  it('colours with a brief stay with the engine (they must match the logos): no upstream call', async () => {
    const response = await fx.post('object', { prompt: 'Palette', schema: COLORS_SCHEMA, brief: BRIEF });
    expect(response.statusCode).toBe(200);
    expect(response.json().object.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(fake.requests).toHaveLength(0);
  });

  it('image without a brief: base64 answer stored and served; with a brief the engine draws', async () => {
    const free = await fx.post('image', { prompt: 'A lighthouse', n: 1 });
    expect(free.statusCode).toBe(200);
    const [image] = free.json().data;
    expect(lastRequest()?.body).toMatchObject({ model: 'image-model', prompt: 'A lighthouse', n: 1 });
    expect((await fx.fetchFile(image.url)).headers['content-type']).toBe('image/png');
    fake.requests.length = 0;
    const logos = await fx.post('image', { prompt: 'Logo', n: 4, brief: BRIEF });
    expect(logos.json().data).toHaveLength(4);
    expect(fake.requests).toHaveLength(0);
  });

  it('speech and transcription', async () => {
    const speech = await fx.post('speech', { text: 'Hello', voice: 'nova' });
    expect(speech.json()).toEqual({
      url: `data:audio/mpeg;base64,${Buffer.from('ID3fake-mp3').toString('base64')}`,
      voice: 'nova',
      format: 'mp3',
      mimeType: 'audio/mpeg',
    });
    expect(lastRequest()?.body).toMatchObject({ model: 'speech-model', input: 'Hello', voice: 'nova' });
    const transcript = await fx.post('transcribe', { audio: Array.from(Buffer.from('RIFFfake')) });
    expect(transcript.json()).toEqual({ text: 'hello world' });
    expect(String(lastRequest()?.body)).toContain('transcribe-model');
  });
});

describe('faults become clean errors', () => {
  it.each([
    {
      name: 'bad key (upstream echoes it)',
      answer: { status: 401, json: { error: { message: `Incorrect API key provided: ${API_KEY}` } } },
      status: 502,
      message: 'The AI provider refused the configured credentials',
    },
    {
      name: 'upstream rate limit',
      answer: { status: 429, json: { error: { message: 'slow down' } } },
      status: 503,
      message: 'The AI provider is busy (rate limited); try again shortly',
    },
    {
      name: 'upstream crash',
      answer: { status: 500, json: { error: { message: 'boom' } } },
      status: 502,
      message: 'The AI provider failed (HTTP 500)',
    },
    {
      name: 'unknown model',
      answer: { status: 404, json: { error: { message: 'no model' } } },
      status: 502,
      message: 'The AI provider does not know the configured model',
    },
  ])('$name → $status', async ({ answer, status, message }) => {
    fake.script('/chat/completions', answer);
    const response = await fx.post('text', { prompt: 'Hello' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
    expect(response.body).not.toContain(API_KEY);
  });

  it('a stream cut mid-way ends with an e: line', async () => {
    fake.script('/chat/completions', streamAnswer(['one ', 'two ', 'three'], 2));
    const response = await fx.post('text', { prompt: 'Count', stream: true });
    expect(response.statusCode).toBe(200);
    const lines = parseLines(response.body);
    expect(lines.slice(0, 3).map(([prefix]) => prefix)).toEqual(['f', '0', '0']);
    expect(lines.at(-1)?.[0]).toBe('e');
  });

  it('a stream that fails before its first delta is a normal HTTP error', async () => {
    fake.script('/chat/completions', { status: 500, json: { error: { message: 'boom' } } });
    const response = await fx.post('text', { prompt: 'Count', stream: true });
    expect(response.statusCode).toBe(502);
  });
});

describe('timeouts and unreachable providers', () => {
  it('a client that goes away cancels the provider call', async () => {
    await fx.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fx.server.app.server.address() as { port: number };
    fake.script('/chat/completions', { hang: true });
    const before = fake.abandoned();
    const asked = fake.requests.length;
    const client = new AbortController();
    const call = fetch(`http://127.0.0.1:${port}/api/ai/${fx.server.config.projectId}/text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fx.auth.service },
      body: JSON.stringify({ prompt: 'Hello' }),
      signal: client.signal,
    });
    // Hang up once the provider has the request, then wait for the server to hang up on the provider.
    await fake.until(() => fake.requests.length > asked);
    client.abort();
    await expect(call).rejects.toThrow();
    await fake.until(() => fake.abandoned() === before + 1);
    expect(fake.abandoned()).toBe(before + 1);
  });

  it('a provider slower than AI_TIMEOUT_MS → 504 TIMEOUT', async () => {
    const hurried = await createAiFixture({ AI_BASE_URL: fake.baseUrl, AI_TEXT_MODEL: 'm', AI_TIMEOUT_MS: '300' });
    try {
      // The provider never answers, so only the time-out can end the call.
      fake.script('/chat/completions', { hang: true });
      const response = await hurried.post('text', { prompt: 'Hello' });
      expect(response.statusCode).toBe(504);
      expect(response.json()).toMatchObject({ code: 'TIMEOUT', message: 'The AI provider did not answer within 0.3 s' });
    } finally {
      await hurried.close();
    }
  });

  it('→ 502 "could not be reached"', async () => {
    const closed = await createAiFixture({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_TEXT_MODEL: 'm' });
    try {
      const response = await closed.post('text', { prompt: 'Hello' });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe('The AI provider could not be reached');
    } finally {
      await closed.close();
    }
  });
});
