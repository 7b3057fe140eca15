import { MAX_UPLOAD_BYTES } from '@logo-dna/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../core/http-client';
import { createFakeFetch, type FetchHandler, jsonResponse } from '../test/fake-fetch';
import { detectFileType, withExtension } from './file-type';
import { createStorageClient } from './storage-client';
import type { XhrLike } from './xhr-upload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function setup(handler: FetchHandler = () => jsonResponse({ publicUrl: 'https://files.test/p/logo.png' })) {
  const fake = createFakeFetch(handler);
  const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'tok' });
  return { storage: createStorageClient(http, 'proj'), fake };
}

describe('file type detection', () => {
  it.each([
    ['png', PNG, undefined, 'png'],
    ['jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), undefined, 'jpg'],
    ['mp4 by ftyp box', new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]), undefined, 'mp4'],
    ['declared svg', new TextEncoder().encode('<svg'), 'image/svg+xml', 'svg'],
    ['unknown', new Uint8Array([1, 2, 3]), undefined, 'bin'],
  ])('%s → .%s', (_name, bytes, declared, extension) => expect(detectFileType(bytes, declared).extension).toBe(extension));

  it.each([
    ['logos/acme.jpg', 'png', 'logos/acme.png'],
    ['logos/acme', 'png', 'logos/acme.png'],
    ['a.b/c', 'svg', 'a.b/c.svg'],
  ])('%s with .%s → %s', (path, extension, expected) => expect(withExtension(path, extension)).toBe(expected));
});

describe('storage.upload', () => {
  it('sends file, corrected path and options as multipart and returns the public URL', async () => {
    const { storage, fake } = setup();
    const result = await storage.upload(PNG, 'logos/acme.jpg', { upsert: true });
    expect(result).toEqual({ publicUrl: 'https://files.test/p/logo.png', path: 'logos/acme.png' });
    const form = fake.last().body as FormData;
    expect(fake.last().url.pathname).toBe('/api/storage/proj/upload');
    expect(form.get('path')).toBe('logos/acme.png');
    expect(form.get('options')).toBe('{"upsert":true}');
    const file = form.get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['blob', 'image/png', PNG.length]);
  });

  it('leaves out options when upsert is not given and keeps an unknown type’s extension', async () => {
    const { storage, fake } = setup();
    await storage.upload(new Blob(['plain words']), 'notes/readme.md');
    const form = fake.last().body as FormData;
    expect(form.get('path')).toBe('notes/readme.md');
    expect(form.has('options')).toBe(false);
  });

  it.each([
    ['no file', undefined, 'a.png', 'File is required'],
    ['an empty path', PNG, '  ', 'Path must be a non-empty string'],
    [
      'a file over 50 MB',
      new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1024 * 1024)]),
      'big.bin',
      'File size (51.00MB) exceeds maximum allowed size (50MB)',
    ],
  ])('refuses %s before any request', async (_name, file, path, message) => {
    const { storage, fake } = setup();
    await expect(storage.upload(file as Blob, path)).rejects.toThrow(message);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [409, { error: 'exists', code: 'CONFLICT' }, 'File already exists. Set upsert: true to overwrite.'],
    [400, { error: 'bad', message: 'bad', code: 'VALIDATION_ERROR' }, 'Invalid request parameters'],
    [500, { error: 'boom', message: 'boom' }, 'Upload failed: boom'],
    [200, { url: 'nope' }, 'Invalid response format: missing publicUrl'],
  ])('maps a %i answer to "%s"', async (status, body, message) => {
    const { storage } = setup(() => jsonResponse(body, status));
    await expect(storage.upload(PNG, 'a.png')).rejects.toThrow(message);
  });

  it('accepts the {data: {publicUrl}} envelope', async () => {
    const { storage } = setup(() => jsonResponse({ data: { publicUrl: 'https://x.test/a.png' } }));
    expect((await storage.upload(PNG, 'a.png')).publicUrl).toBe('https://x.test/a.png');
  });
});

describe('storage.download and storage.remove', () => {
  it('download reads the metadata and falls back to the last path segment for the file name', async () => {
    const { storage, fake } = setup(() => jsonResponse({ downloadUrl: 'https://x.test/f' }));
    expect(await storage.download(' logos/acme.png ')).toEqual({
      downloadUrl: 'https://x.test/f',
      filename: 'acme.png',
      contentType: undefined,
      size: undefined,
    });
    expect(fake.last().url.search).toBe('?path=logos%2Facme.png');
  });

  it('download maps 404 to "File not found"', async () => {
    const { storage } = setup(() => jsonResponse({ error: 'nf', code: 'NOT_FOUND' }, 404));
    await expect(storage.download('x.png')).rejects.toThrow('File not found');
  });

  it('remove sends the paths as JSON and validates each', async () => {
    const { storage, fake } = setup(() => jsonResponse({ success: true }));
    await storage.remove('a.png', 'b/c.png');
    expect([fake.last().method, fake.last().body]).toEqual(['DELETE', { paths: ['a.png', 'b/c.png'] }]);
    await expect(storage.remove()).rejects.toThrow('At least one path is required');
    await expect(storage.remove('a.png', '')).rejects.toThrow('Path must be a non-empty string');
  });
});

describe('storage.upload with progress in a browser', () => {
  /** Plays the server: reports progress in two steps, then answers with `status` and `body`. */
  class FakeXhr implements XhrLike {
    static answer = { status: 200, body: '{"publicUrl":"https://files.test/a.png"}' };
    static last: FakeXhr;
    upload: XhrLike['upload'] = { onprogress: null };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    headers: Record<string, string> = {};
    url = '';
    body: FormData | undefined;
    open(_method: string, url: string) {
      this.url = url;
      FakeXhr.last = this;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      this.body = body;
      this.upload.onprogress?.({ loaded: 40, total: 100, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    }
  }
  afterEach(() => vi.unstubAllGlobals());

  it('reports progress and sends the same form with the bearer token', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { storage, fake } = setup();
    const progress: number[] = [];
    const result = await storage.upload(PNG, 'logo', { onProgress: (percent) => progress.push(percent) });
    expect(result.publicUrl).toBe('https://files.test/a.png');
    expect(progress).toEqual([40, 100, 100]);
    expect(FakeXhr.last.url).toBe('http://api.test/api/storage/proj/upload');
    expect(FakeXhr.last.headers.Authorization).toBe('Bearer tok');
    expect(FakeXhr.last.body?.get('path')).toBe('logo.png');
    expect(fake.requests).toHaveLength(0);
  });

  it('maps a 409 the same way as the fetch path', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 409, body: '{"error":"exists","code":"CONFLICT"}' };
    const { storage } = setup();
    await expect(storage.upload(PNG, 'a.png', { onProgress: () => undefined })).rejects.toThrow(
      'File already exists. Set upsert: true to overwrite.',
    );
  });
});
