import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../core/http-client';
import { createFakeFetch, type FetchHandler, jsonResponse } from '../test/fake-fetch';
import { createDataClient } from './data-client';

function setup(handler: FetchHandler) {
  const fake = createFakeFetch(handler);
  const http = createHttpClient({ baseUrl: 'https://api.test', fetch: fake.fetch, getToken: async () => null });
  return { data: createDataClient(http, 'proj'), fake };
}

describe('data module', () => {
  it('extractFromUrl returns text, or chunks when chunking', async () => {
    const { data, fake } = setup(() => jsonResponse({ text: 'body', chunks: ['a', 'b'] }));
    expect(await data.extractFromUrl('https://x.test')).toBe('body');
    expect(fake.last().body).toEqual({ url: 'https://x.test', chunking: false });
    expect(await data.extractFromUrl('https://x.test', { chunking: true, chunkSize: 10 })).toEqual(['a', 'b']);
  });

  it('extractFromBlob uploads the file as multipart', async () => {
    const { data, fake } = setup(() => jsonResponse({ text: 'pdf text' }));
    expect(await data.extractFromBlob(new Blob(['%PDF-1.4']))).toBe('pdf text');
    const form = fake.last().body as FormData;
    expect([fake.last().url.pathname, form.has('chunking'), (form.get('file') as File).size]).toEqual([
      '/api/data/proj/extract-from-blob',
      false,
      8,
    ]);
    await data.extractFromBlob(new Blob(['x']), { chunking: true, chunkSize: 500 });
    const chunked = fake.last().body as FormData;
    expect([chunked.get('chunking'), chunked.get('chunkSize')]).toEqual(['true', '500']);
  });

  it('scrape fills defaults; search maps type and language', async () => {
    const { data, fake } = setup(() => jsonResponse({ markdown: '# A' }));
    expect(await data.scrape('https://x.test')).toEqual({ markdown: '# A', html: '', links: [], extract: {}, metadata: {} });
    await data.search('logo design', { type: 'images', limit: 5 });
    expect(fake.last().body).toEqual({ q: 'logo design', hl: 'en', tbm: 'isch', num: 5 });
  });

  it('fetch needs status and headers in the answer', async () => {
    const { data } = setup(() => jsonResponse({ body: 'x' }));
    await expect(data.fetch({ url: 'https://x.test' })).rejects.toThrow('Fetch failed: Unexpected response format from fetch endpoint');
  });
});
