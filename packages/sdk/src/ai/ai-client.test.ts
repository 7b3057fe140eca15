import type { GenerationBrief } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { isLogoDnaError } from '../core/errors';
import { createHttpClient } from '../core/http-client';
import { createFakeFetch, type FetchHandler, jsonResponse } from '../test/fake-fetch';
import { type AiClient, createAiClient } from './ai-client';

const BRIEF: GenerationBrief = { brandName: 'Acme', industry: 'Tools', oneLiner: 'We make tools', designerId: 'paul-rand', seed: 7 };

function setup(handler: FetchHandler = () => jsonResponse({ text: 'hi', object: { a: 1 }, data: [{ url: 'https://x.test/a.png' }] })) {
  const fake = createFakeFetch(handler);
  const http = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch: fake.fetch, getToken: async () => null });
  return { ai: createAiClient(http, 'proj'), fake };
}

/** A streaming body that arrives in the given chunks (lines may be split across chunks). */
function streamResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

describe('ai validation (spec §5)', () => {
  const https = (n: number) => Array.from({ length: n }, (_, i) => `https://x.test/${i}.png`);
  const scenarios: { name: string; call: (ai: AiClient) => Promise<unknown>; message: string }[] = [
    { name: 'text without prompt or messages', call: (ai) => ai.generateText({}), message: 'Either prompt or messages is required' },
    {
      name: 'stream without prompt or messages',
      call: (ai) => ai.streamText({ messages: [] }),
      message: 'Either prompt or messages is required',
    },
    { name: 'object without prompt', call: (ai) => ai.generateObject({ prompt: '' }), message: 'Prompt is required' },
    { name: 'image without prompt', call: (ai) => ai.generateImage({ prompt: ' ' }), message: 'Prompt is required' },
    {
      name: 'modify without images',
      call: (ai) => ai.modifyImage({ prompt: 'p', images: [] }),
      message: 'Images array is required and must contain at least one image URL',
    },
    {
      name: 'modify with 51 images',
      call: (ai) => ai.modifyImage({ prompt: 'p', images: https(51) }),
      message: 'Maximum 50 images allowed',
    },
    {
      name: 'modify with http',
      call: (ai) => ai.modifyImage({ prompt: 'p', images: ['https://x.test/a.png', 'http://x.test/b.png'] }),
      message: 'Image 2: Image URLs must use HTTPS protocol',
    },
    {
      name: 'modify with a bad extension',
      call: (ai) => ai.modifyImage({ prompt: 'p', images: ['https://x.test/a.svg'] }),
      message: 'Image 1: Image URL must end with a supported format: jpg, jpeg, png, gif, webp',
    },
    {
      name: 'modify with garbage',
      call: (ai) => ai.modifyImage({ prompt: 'p', images: ['not a url'] }),
      message: 'Image 1: Invalid URL format',
    },
    {
      name: 'message image over http',
      call: (ai) => ai.generateText({ messages: [{ role: 'user', content: [{ type: 'image', image: 'http://x.test/a.png' }] }] }),
      message: 'Image URLs must use HTTPS protocol',
    },
    { name: 'speech without text', call: (ai) => ai.generateSpeech({ text: '' }), message: 'Text is required' },
    { name: 'transcription without audio', call: (ai) => ai.transcribeAudio({ audio: new Uint8Array() }), message: 'Audio is required' },
  ];

  it.each(scenarios)('$name → "$message", no request', async ({ call, message }) => {
    const { ai, fake } = setup();
    const error = await call(ai).catch((caught: unknown) => caught);
    expect(isLogoDnaError(error) && [error.kind, error.message]).toEqual(['ai', message]);
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts 50 images, and plain-HTTP images served by the SDK’s own server', async () => {
    const { ai, fake } = setup();
    await ai.modifyImage({ prompt: 'p', images: [...https(49), 'http://127.0.0.1:3000/files/a.png?v=2'], n: 2 });
    expect(fake.last().body).toMatchObject({ prompt: 'p', n: 2 });
  });
});

describe('ai requests and responses', () => {
  it('sends the brief beside the prompt and omits undefined fields', async () => {
    const { ai, fake } = setup();
    await ai.generateObject({ prompt: 'strategy', schema: { type: 'object' }, brief: BRIEF });
    expect(fake.last().url.pathname).toBe('/api/ai/proj/object');
    expect(fake.last().body).toEqual({ prompt: 'strategy', schema: { type: 'object' }, brief: BRIEF, stream: false });
    await ai.generateImage({ prompt: 'logo', n: 4, brief: { ...BRIEF, variant: 1 } });
    expect(fake.last().body).toEqual({ prompt: 'logo', n: 4, brief: { ...BRIEF, variant: 1 } });
  });

  it('reads image URLs from strings or objects, inside or outside a result envelope', async () => {
    const { ai } = setup(() => jsonResponse({ result: { data: ['https://x.test/1.png', { url: 'https://x.test/2.png' }] } }));
    expect((await ai.generateImage({ prompt: 'p' })).data).toEqual([{ url: 'https://x.test/1.png' }, { url: 'https://x.test/2.png' }]);
  });

  it.each([
    ['text', (ai: AiClient) => ai.generateText({ prompt: 'p' }), { text: '' }, 'Invalid response format: missing text'],
    ['object', (ai: AiClient) => ai.generateObject({ prompt: 'p' }), {}, 'Invalid response format: missing object'],
    [
      'image',
      (ai: AiClient) => ai.generateImage({ prompt: 'p' }),
      { data: [{ b64_json: 'x' }] },
      'Invalid response format: missing image URL',
    ],
  ])('rejects a %s response without its field', async (_kind, call, body, message) => {
    const { ai } = setup(() => jsonResponse(body));
    await expect(call(ai)).rejects.toThrow(message);
  });

  it('previews a logo: posts the brief alone and returns the SVG with the seed used', async () => {
    const answer = { svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>', designerId: 'paul-rand', seed: 7, variant: 0 };
    const { ai, fake } = setup(() => jsonResponse(answer));
    expect(await ai.previewLogo({ brief: BRIEF })).toEqual(answer);
    expect(fake.last().url.pathname).toBe('/api/ai/proj/preview');
    expect(fake.last().body).toEqual({ brief: BRIEF });
  });

  it.each([
    ['a response without svg', () => jsonResponse({ seed: 1 }), 'Invalid response format: missing svg'],
    [
      'a refused brief',
      () => jsonResponse({ error: 'Designer not found', message: 'Designer not found', code: 'DESIGNER_NOT_FOUND' }, 400),
      'Designer not found',
    ],
    ['a server failure', () => jsonResponse({ error: 'busy', message: 'busy' }, 503), 'Logo preview failed: busy'],
  ])('reports %s from a preview', async (_name, handler, message) => {
    const { ai } = setup(handler);
    await expect(ai.previewLogo({ brief: BRIEF })).rejects.toThrow(message);
  });

  it('prefixes server failures with the call kind', async () => {
    const { ai } = setup(() => jsonResponse({ error: 'model down', message: 'model down' }, 503));
    await expect(ai.generateText({ prompt: 'p' })).rejects.toThrow('Text generation failed: model down');
    await expect(ai.generateImage({ prompt: 'p' })).rejects.toThrow('Image generation failed: model down');
    await expect(ai.transcribeAudio({ audio: 'AAAA' })).rejects.toThrow('Audio transcription failed: model down');
  });

  it('fills speech defaults and sends audio bytes as base64', async () => {
    const { ai, fake } = setup(() => jsonResponse({ url: 'data:audio/mp3;base64,AA', text: 'hello' }));
    expect(await ai.generateSpeech({ text: 'hi' })).toEqual({
      url: 'data:audio/mp3;base64,AA',
      voice: 'alloy',
      format: 'mp3',
      mimeType: 'audio/mp3',
    });
    expect((await ai.transcribeAudio({ audio: new Uint8Array([104, 105]) })).text).toBe('hello');
    expect(fake.last().body).toEqual({ audio: 'aGk=' });
  });
});

describe('ai streaming', () => {
  it('assembles text from split lines and reports chunks, message id, finish reason and usage', async () => {
    const { ai, fake } = setup(() =>
      streamResponse([
        'f:{"messageId":"m1"}\n0:"Hel',
        'lo"\r\n\n0:" world"\n9:{"ignored":true}\n',
        'd:{"finishReason":"length","usage":{"promptTokens":5,"completionTokens":2}}',
      ]),
    );
    const chunks: string[] = [];
    const result = await ai.streamText({ prompt: 'p' }, (chunk) => chunks.push(chunk));
    expect(fake.last().body).toEqual({ prompt: 'p', stream: true });
    expect(chunks).toEqual(['Hello', ' world']);
    expect(result).toEqual({
      text: 'Hello world',
      messageId: 'm1',
      finishReason: 'length',
      usage: { promptTokens: 5, completionTokens: 2 },
    });
  });

  it('passes object snapshots to onPartial and keeps the last; e: lines are stored, not thrown', async () => {
    const { ai } = setup(() => streamResponse(['2:["generating"]\n2:[{"a":1}]\n', '2:[{"a":1,"b":2}]\ne:{"message":"late warning"}\n']));
    const partials: unknown[] = [];
    const result = await ai.streamObject({ prompt: 'p' }, (snapshot) => partials.push(snapshot));
    expect(partials).toEqual([{ a: 1 }, { a: 1, b: 2 }]);
    expect(result).toMatchObject({
      object: { a: 1, b: 2 },
      status: 'generating',
      finishReason: 'stop',
      error: { message: 'late warning' },
    });
  });

  it('an HTTP error before streaming is wrapped like the other calls', async () => {
    const { ai } = setup(() => jsonResponse({ message: 'nope' }, 500));
    await expect(ai.streamText({ prompt: 'p' })).rejects.toThrow('Text streaming failed: nope');
  });
});
