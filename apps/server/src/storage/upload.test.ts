/** Upload scenarios on both drivers: ownership, type correction, upsert, traversal and the 50 MB cap. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@logo-dna/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageFixture, DRIVER_KINDS, type StorageFixture } from './test-support/fixture';
import { PNG_BYTES, SVG_BYTES, type UploadParts } from './test-support/multipart';

const TRAVERSALS = [
  '../escape.png',
  'a/../../escape.png',
  '%2e%2e/escape.png',
  '%252e%252e%252fescape.png',
  '..%2fescape.png',
  '/etc/passwd',
  'a\\..\\escape.png',
  'C:\\windows\\x.png',
  'a\u0000b.png',
  'a//b.png',
  'a/./b.png',
  'folder/',
  '.hidden.png',
  `${'a'.repeat(256)}.png`,
  'a/\u202egnp.exe',
];

describe.each(DRIVER_KINDS)('upload on the %s driver', (kind) => {
  let fx: StorageFixture;
  beforeAll(async () => {
    fx = await createStorageFixture(kind);
  });
  afterAll(async () => fx?.close());

  const stat = (key: string) => fx.server.deps.storage.driver.stat(key);

  it.each<{ name: string; parts: UploadParts; who: 'service' | 'alice' | 'bob' | 'anonymous'; status: number; body: object }>([
    {
      name: 'service key, PNG bytes under a .jpg name → extension corrected',
      parts: { file: PNG_BYTES, path: 'logos/acme.jpg' },
      who: 'service',
      status: 200,
      body: { path: 'logos/acme.png', contentType: 'image/png', size: PNG_BYTES.length },
    },
    {
      name: 'path without extension gets one',
      parts: { file: PNG_BYTES, path: 'users/alice/avatar' },
      who: 'alice',
      status: 200,
      body: { path: 'users/alice/avatar.png' },
    },
    {
      name: 'jpeg alias kept',
      parts: { file: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), path: 'p/x.jpeg' },
      who: 'service',
      status: 200,
      body: { path: 'p/x.jpeg' },
    },
    {
      name: 'SVG recognised',
      parts: { file: SVG_BYTES, path: 'users/alice/mark.png' },
      who: 'alice',
      status: 200,
      body: { path: 'users/alice/mark.svg', contentType: 'image/svg+xml' },
    },
    {
      name: 'HTML becomes plain text',
      parts: { file: Buffer.from('<html><script>alert(1)</script></html>'), path: 'p/page.html' },
      who: 'service',
      status: 200,
      body: { path: 'p/page.txt' },
    },
    {
      name: 'JSON keeps its extension',
      parts: { file: Buffer.from('{"a":1}'), path: 'p/data.json' },
      who: 'service',
      status: 200,
      body: { path: 'p/data.json', contentType: 'application/json' },
    },
    {
      name: 'unknown binary → .bin',
      parts: { file: Buffer.from([0, 1, 2, 3, 0xfe]), path: 'p/blob.dat' },
      who: 'service',
      status: 200,
      body: { path: 'p/blob.bin' },
    },
    {
      name: 'unicode file name',
      parts: { file: PNG_BYTES, path: 'users/alice/café logo.png' },
      who: 'alice',
      status: 200,
      body: { path: 'users/alice/café logo.png' },
    },
    { name: 'anonymous', parts: { file: PNG_BYTES, path: 'x.png' }, who: 'anonymous', status: 401, body: { code: 'UNAUTHORIZED' } },
    {
      name: 'user outside own prefix',
      parts: { file: PNG_BYTES, path: 'users/bob/x.png' },
      who: 'alice',
      status: 403,
      body: { code: 'FORBIDDEN' },
    },
    {
      name: 'user at the root',
      parts: { file: PNG_BYTES, path: 'generated/x.png' },
      who: 'alice',
      status: 403,
      body: { code: 'FORBIDDEN' },
    },
    { name: 'no file part', parts: { path: 'p/x.png' }, who: 'service', status: 400, body: { message: 'File is required' } },
    { name: 'no path part', parts: { file: PNG_BYTES }, who: 'service', status: 400, body: { message: 'Path is required' } },
    { name: 'blank path', parts: { file: PNG_BYTES, path: '   ' }, who: 'service', status: 400, body: { message: 'Path is required' } },
    {
      name: 'path field over 4 KB',
      parts: { file: PNG_BYTES, path: `p/${'a'.repeat(5000)}.png` },
      who: 'service',
      status: 400,
      body: { message: 'The path field is too long' },
    },
    {
      name: 'options not JSON',
      parts: { file: PNG_BYTES, path: 'p/o.png', options: 'upsert' },
      who: 'service',
      status: 400,
      body: { code: 'VALIDATION_ERROR' },
    },
    {
      name: 'upsert not boolean',
      parts: { file: PNG_BYTES, path: 'p/o.png', options: '{"upsert":"yes"}' },
      who: 'service',
      status: 400,
      body: { message: 'options.upsert must be true or false' },
    },
    {
      name: 'two files',
      parts: { file: PNG_BYTES, path: 'p/two.png', extra: (form) => form.append('file', new Blob([PNG_BYTES]), 'b') },
      who: 'service',
      status: 400,
      body: { code: 'VALIDATION_ERROR' },
    },
  ])('$name → $status', async ({ parts, who, status, body }) => {
    const response = await fx.upload(parts, fx.auth[who]);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(body);
    if (status === 200) {
      const { publicUrl, path } = response.json() as { publicUrl: string; path: string };
      expect(publicUrl.startsWith(`${fx.server.config.publicUrl}/storage/v1/${fx.projectId}/`)).toBe(true);
      expect(publicUrl.endsWith(path.slice(path.lastIndexOf('.')))).toBe(true);
      expect(await stat(path)).toBeDefined();
    } else if (parts.path && parts.path.length < 512) {
      expect(await stat(parts.path.trim() || 'none')).toBeUndefined();
    }
  });

  it.each(TRAVERSALS)('path %j → 400 and nothing written', async (path) => {
    const response = await fx.upload({ file: PNG_BYTES, path });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PATH' });
  });

  it('409 without upsert, replaced with upsert', async () => {
    const first = await fx.upload({ file: PNG_BYTES, path: 'users/alice/dup.png' }, fx.auth.alice);
    expect(first.statusCode).toBe(200);
    for (const options of [undefined, '{"upsert":false}']) {
      const clash = await fx.upload({ file: PNG_BYTES, path: 'users/alice/dup.png', ...(options ? { options } : {}) }, fx.auth.alice);
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ message: 'File already exists. Set upsert: true to overwrite.' });
    }
    const bigger = Buffer.concat([PNG_BYTES, Buffer.alloc(10)]);
    const replaced = await fx.upload({ file: bigger, path: 'users/alice/dup.png', options: '{"upsert":true}' }, fx.auth.alice);
    expect(replaced.statusCode).toBe(200);
    expect((await stat('users/alice/dup.png'))?.size).toBe(bigger.length);
  });

  it('unknown project → 404; JSON body → 400', async () => {
    const wrong = await fx.server.app.inject({ method: 'POST', url: '/api/storage/other/upload', headers: fx.auth.service, payload: {} });
    expect(wrong.statusCode).toBe(404);
    const json = await fx.server.app.inject({
      method: 'POST',
      url: `/api/storage/${fx.projectId}/upload`,
      headers: fx.auth.service,
      payload: { path: 'a.png' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('413 from the declared length, before reading', async () => {
    const response = await fx.server.app.inject({
      method: 'POST',
      url: `/api/storage/${fx.projectId}/upload`,
      headers: { ...fx.auth.service, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(60 * 1024 * 1024) },
      payload: '--x--',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'File size (60.00MB) exceeds maximum allowed size (50MB)' });
  });

  it('413 while streaming a chunked 51 MB file, nothing left behind', async () => {
    const boundary = 'bound123';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = [head, ...Array.from({ length: MAX_UPLOAD_BYTES / chunk.length + 1 }, () => chunk)];
    chunks.push(Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\nbig/file.bin\r\n--${boundary}--\r\n`));
    const response = await fx.server.app.inject({
      method: 'POST',
      url: `/api/storage/${fx.projectId}/upload`,
      headers: { ...fx.auth.service, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      payload: Readable.from(chunks),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^File size \(.+MB\) exceeds maximum allowed size \(50MB\)$/);
    expect(await stat('big/file.bin')).toBeUndefined();
    expect(readdirSync(join(fx.server.config.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });
});
