/**
 * A download's file name keeps the stored file's type: a caller's `?download=` or `filename` chooses the stem only,
 * so an SVG with a script can never be saved as `evil.html` (a reflected file download).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageFixture, type StorageFixture } from './test-support/fixture';
import { PNG_BYTES } from './test-support/multipart';

const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script></svg>',
);

describe('download names', () => {
  let fx: StorageFixture;
  const file = (key: string, query: string) => `/storage/v1/${fx.projectId}/${key}?${query}`;
  const get = (url: string) => fx.server.app.inject({ method: 'GET', url, headers: fx.auth.alice });

  beforeAll(async () => {
    fx = await createStorageFixture('local');
    expect((await fx.upload({ file: SCRIPTED_SVG, path: 'users/alice/mark.svg' }, fx.auth.alice)).statusCode).toBe(200);
    expect((await fx.upload({ file: PNG_BYTES, path: 'users/alice/logo.jpg' }, fx.auth.alice)).statusCode).toBe(200);
  });
  afterAll(async () => fx?.close());

  it.each([
    ['another extension is replaced by the stored one', 'users/alice/mark.svg', 'evil.html', 'evil.svg'],
    ['a name with no extension gets it', 'users/alice/mark.svg', 'report', 'report.svg'],
    ['only the last extension is replaced', 'users/alice/mark.svg', 'a.svg.html', 'a.svg.svg'],
    ['an upper-case spelling of the type is kept as the stored one', 'users/alice/mark.svg', 'Logo.SVG', 'Logo.svg'],
    ['reserved characters are replaced', 'users/alice/mark.svg', 'a<b>:c|d?.html', 'a-b-c-d.svg'],
    ['dots alone fall back to the stored name', 'users/alice/mark.svg', '...', 'mark.svg'],
    ['the signature decides, not the uploaded name', 'users/alice/logo.png', 'logo.jpg', 'logo.png'],
  ])('?download: %s', async (_name, key, requested, saved) => {
    const response = await get(file(key, `download=${encodeURIComponent(requested)}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${saved}"; filename*=UTF-8''${encodeURIComponent(saved)}`);
  });

  it('the download endpoint names the file with the stored type, and its URL serves that name', async () => {
    const response = await get(`/api/storage/${fx.projectId}/download?path=users/alice/mark.svg&filename=evil.html`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { downloadUrl: string; filename: string; contentType: string };
    expect(body).toMatchObject({ filename: 'evil.svg', contentType: 'image/svg+xml' });
    const served = await get(body.downloadUrl.slice(fx.server.config.publicUrl.length));
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="evil\.svg"/);
  });

  it.each([
    ['a slash', 'a/b.html'],
    ['a control character', 'a\u0000.svg'],
    ['a bidi override', 'evil\u202egpj.svg'],
  ])('refuses a name with %s (400, not a 5xx)', async (_name, requested) => {
    const response = await get(file('users/alice/mark.svg', `download=${encodeURIComponent(requested)}`));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
