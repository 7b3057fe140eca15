/** Download, remove and public serving scenarios on both drivers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CSP } from './serve-file';
import { createStorageFixture, DRIVER_KINDS, type StorageFixture } from './test-support/fixture';
import { PNG_BYTES, SVG_BYTES } from './test-support/multipart';

describe.each(DRIVER_KINDS)('files on the %s driver', (kind) => {
  let fx: StorageFixture;
  const exists = (key: string) => fx.server.deps.storage.driver.exists(key);
  const get = (url: string, headers: Record<string, string> = {}) => fx.server.app.inject({ method: 'GET', url, headers });
  const localPath = (publicUrl: string) => publicUrl.slice(fx.server.config.publicUrl.length);

  beforeAll(async () => {
    fx = await createStorageFixture(kind);
    for (const [path, file] of [
      ['users/alice/logo.png', PNG_BYTES],
      ['users/alice/mark.svg', SVG_BYTES],
      ['users/bob/logo.png', PNG_BYTES],
      ['generated/abc/primary.png', PNG_BYTES],
      ['notes/readme.txt', Buffer.from('hello')],
    ] as const) {
      expect((await fx.upload({ file, path })).statusCode).toBe(200);
    }
  });
  afterAll(async () => fx?.close());

  describe('download', () => {
    const url = (query: string) => `/api/storage/${fx.projectId}/download?${query}`;
    it.each([
      {
        name: 'existing file',
        query: 'path=users/alice/logo.png',
        status: 200,
        body: { filename: 'logo.png', contentType: 'image/png', size: PNG_BYTES.length },
      },
      {
        name: 'filename override',
        query: 'path=users/alice/logo.png&filename=Acme-logo-primary.png',
        status: 200,
        body: { filename: 'Acme-logo-primary.png' },
      },
      { name: 'missing file', query: 'path=users/alice/none.png', status: 404, body: { message: 'File not found' } },
      { name: 'no path', query: '', status: 400, body: { message: 'Path is required' } },
      { name: 'traversal', query: 'path=..%2F..%2Fetc%2Fpasswd', status: 400, body: { code: 'INVALID_PATH' } },
      { name: 'double-encoded traversal', query: 'path=%252e%252e%252fsecrets', status: 400, body: { code: 'INVALID_PATH' } },
      {
        name: 'filename with a slash',
        query: 'path=users/alice/logo.png&filename=a%2Fb.png',
        status: 400,
        body: { code: 'VALIDATION_ERROR' },
      },
    ])('$name → $status', async ({ query, status, body }) => {
      const response = await get(url(query), { ...fx.auth.alice, 'content-type': 'application/json' });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject(body);
      if (status === 200) {
        const { downloadUrl, filename } = response.json() as { downloadUrl: string; filename: string };
        const file = await get(localPath(downloadUrl));
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toContain(`attachment; filename="${filename}"`);
      }
    });
    it('unknown project → 404', async () => {
      expect((await get('/api/storage/nope/download?path=users/alice/logo.png')).statusCode).toBe(404);
    });
  });

  describe('public serving', () => {
    const file = (key: string) => `/storage/v1/${fx.projectId}/${key}`;
    it('serves a PNG inline with type, validators, caching, CORS and nosniff', async () => {
      const response = await get(file('users/alice/logo.png'), { origin: 'https://app.example' });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(PNG_BYTES.length),
        'x-content-type-options': 'nosniff',
        'access-control-allow-origin': '*',
        'cache-control': 'public, max-age=300, must-revalidate',
        'content-security-policy': FILE_CSP,
        'accept-ranges': 'bytes',
      });
      expect(response.headers['content-disposition']).toMatch(/^inline;/);
      expect(response.headers.etag).toBeTruthy();
      const again = await get(file('users/alice/logo.png'), { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
    });
    it('marks generated assets immutable', async () => {
      const response = await get(file('generated/abc/primary.png'));
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
    it('serves SVG as image/svg+xml under a sandboxing CSP', async () => {
      const response = await get(file('users/alice/mark.svg'));
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toBe(FILE_CSP);
      expect(response.body).toBe(SVG_BYTES.toString());
    });
    it.each([
      { range: 'bytes=0-7', status: 206, contentRange: `bytes 0-7/${PNG_BYTES.length}`, length: 8 },
      {
        range: 'bytes=-4',
        status: 206,
        contentRange: `bytes ${PNG_BYTES.length - 4}-${PNG_BYTES.length - 1}/${PNG_BYTES.length}`,
        length: 4,
      },
      { range: 'bytes=5000-6000', status: 416, contentRange: `bytes */${PNG_BYTES.length}`, length: undefined },
      { range: 'bytes=0-1,4-5', status: 200, contentRange: undefined, length: PNG_BYTES.length },
    ])('Range $range → $status', async ({ range, status, contentRange, length }) => {
      const response = await get(file('users/alice/logo.png'), { range });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-range']).toBe(contentRange);
      if (length !== undefined) expect(response.rawPayload.length).toBe(length);
    });
    it.each([
      { name: 'missing file', url: () => file('users/alice/none.png'), status: 404 },
      { name: 'unknown project', url: () => '/storage/v1/other/users/alice/logo.png', status: 404 },
      { name: 'encoded traversal', url: () => file('users%2F..%2F..%2Fsecrets.json'), status: 400 },
      { name: 'backslash', url: () => file('users%5c..%5cx.png'), status: 400 },
      { name: 'NUL', url: () => file('users/alice/logo.png%00.txt'), status: 400 },
    ])('$name → $status', async ({ url, status }) => {
      const response = await get(url());
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('application/json');
    });
    it('serves text as UTF-8 plain text; HEAD sends no body', async () => {
      const response = await get(file('notes/readme.txt'));
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const head = await fx.server.app.inject({ method: 'HEAD', url: file('notes/readme.txt') });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    });
  });

  describe('derived files', () => {
    it('makes a missing derivable file once from its source, then serves it like any other', async () => {
      let calls = 0;
      fx.server.deps.storage.addDerivation({
        sourceOf: (key) => (key.endsWith('.upper.txt') ? key.replace(/\.upper\.txt$/, '.txt') : undefined),
        derive: async (source) => {
          calls += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return Buffer.from(source.toString().toUpperCase());
        },
        contentType: 'text/plain',
      });
      const responses = await Promise.all(Array.from({ length: 5 }, () => get(file('notes/readme.upper.txt'))));
      expect(responses.map((response) => response.body)).toEqual(Array(5).fill('HELLO'));
      expect(calls).toBe(1);
      expect(await exists('notes/readme.upper.txt')).toBe(true);
      expect((await get(file('notes/missing.upper.txt'))).statusCode).toBe(404);
    });
  });

  describe('remove', () => {
    const remove = (body: unknown, headers: Record<string, string>) =>
      fx.server.app.inject({ method: 'DELETE', url: `/api/storage/${fx.projectId}/remove`, headers, payload: body as object });
    it.each([
      { name: 'anonymous', body: { paths: ['users/alice/logo.png'] }, who: 'anonymous', status: 401 },
      { name: 'no paths', body: { paths: [] }, who: 'alice', status: 400 },
      { name: 'paths not an array', body: { paths: 'users/alice/logo.png' }, who: 'alice', status: 400 },
      { name: 'blank path', body: { paths: ['users/alice/logo.png', ' '] }, who: 'alice', status: 400 },
      { name: 'traversal', body: { paths: ['users/alice/../bob/logo.png'] }, who: 'alice', status: 400 },
      { name: "another user's file among own", body: { paths: ['users/alice/logo.png', 'users/bob/logo.png'] }, who: 'alice', status: 403 },
    ] as const)('$name → $status, nothing removed', async ({ body, who, status }) => {
      const response = await remove(body, fx.auth[who]);
      expect(response.statusCode).toBe(status);
      expect(await exists('users/alice/logo.png')).toBe(true);
      expect(await exists('users/bob/logo.png')).toBe(true);
    });
    it('removes own files and reports which existed; the service key removes anything', async () => {
      const own = await remove({ paths: ['users/alice/logo.png', 'users/alice/missing.png'] }, fx.auth.alice);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ removed: ['users/alice/logo.png'] });
      expect(await exists('users/alice/logo.png')).toBe(false);
      const service = await remove({ paths: ['users/bob/logo.png'] }, fx.auth.service);
      expect(service.json()).toEqual({ removed: ['users/bob/logo.png'] });
      expect((await get(file('users/bob/logo.png'))).statusCode).toBe(404);
    });
  });
  const file = (key: string) => `/storage/v1/${fx.projectId}/${key}`;
});
