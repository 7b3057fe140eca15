/**
 * Screenshots are bounded and do not pile up: their bytes count against the caller's storage quota, their pixel
 * area and size are capped, and they expire (driven by the server's clock), leaving storage and the quota.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMultipart } from '../storage/test-support/multipart';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { DEFAULT_CHROMIUM_PATH } from './screenshot';

const SITE_HOST = '127.0.0.5';
const QUOTA_BYTES = 4 * 1024 * 1024;
const MAX_PIXELS = 1_000_000;
const MAX_BYTES = 300_000;
const HOUR_MS = 3_600_000;

const PAGES: Record<string, string> = {
  '/page': '<h1 style="font:48px sans-serif">A public page</h1>',
  '/tall': '<div style="height:100000px;background:linear-gradient(#fff,#48f)">Tall</div>',
  // Random pixels do not compress: the PNG is larger than the byte cap.
  '/noise': `<canvas id="c" width="1000" height="1000"></canvas><script>
    const c = document.getElementById('c').getContext('2d'); const img = c.createImageData(1000, 1000);
    for (let i = 0; i < img.data.length; i++) img.data[i] = (i % 4 === 3) ? 255 : Math.random() * 256;
    c.putImageData(img, 0, 0);</script>`,
};

async function startSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const site: Server = createServer((request, response) => {
    const body = PAGES[request.url ?? ''];
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><body style="margin:0">${body}</body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, SITE_HOST, resolve));
  return {
    origin: `http://${SITE_HOST}:${(site.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => site.close(() => resolve())),
  };
}

describe.skipIf(!existsSync(DEFAULT_CHROMIUM_PATH)).each(TEST_DIALECTS)('screenshot quota, caps and retention on %s', (dialect) => {
  let server: TestServer;
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    site = await startSite();
    server = await createTestServer({
      dialect,
      env: {
        DATA_ALLOW_HOSTS: SITE_HOST,
        CHROMIUM_PATH: DEFAULT_CHROMIUM_PATH,
        STORAGE_USER_QUOTA_BYTES: String(QUOTA_BYTES),
        SCREENSHOT_MAX_PIXELS: String(MAX_PIXELS),
        SCREENSHOT_MAX_BYTES: String(MAX_BYTES),
        SCREENSHOT_RETENTION_HOURS: '1',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  const bearer = async (userId: string) =>
    `Bearer ${await server.deps.tokens.sign({ userId, email: `${userId}@example.com`, role: 'user' })}`;
  const screenshot = async (userId: string, payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: `/api/data/${server.config.projectId}/screenshot`,
      payload: { width: 400, height: 300, ...payload, url: `${site.origin}${payload.url}` },
      headers: { authorization: await bearer(userId) },
    });
  const keyOf = (url: string) => new URL(url).pathname.split('/').slice(4).join('/');
  const sizeOf = async (key: string) => (await server.deps.storage.driver.stat(key))?.size ?? 0;
  const usedBy = async (userId: string) =>
    Number((await server.deps.db.query('SELECT bytes FROM storage_usage WHERE user_id = ?', [userId])).rows[0]?.bytes ?? 0);
  const screenshotKeys = () => server.deps.storage.driver.list('generated/screenshots/');
  const advanceClock = (ms: number) => {
    const base = server.deps.now;
    server.deps.now = () => base() + ms;
  };

  it('charges a screenshot to the quota, and refuses one past it with nothing stored', async () => {
    const first = await screenshot('quota_user', { url: '/page' });
    expect(first.statusCode, first.body).toBe(200);
    const key = keyOf(first.json().url);
    const size = await sizeOf(key);
    expect(size).toBeGreaterThan(0);
    expect(await usedBy('quota_user')).toBe(size);

    // An upload takes all the room but 10 bytes.
    const filler = await toMultipart({ file: Buffer.alloc(QUOTA_BYTES - size - 10, 'a'), path: 'users/quota_user/filler.txt' });
    const upload = await server.app.inject({
      method: 'POST',
      url: `/api/storage/${server.config.projectId}/upload`,
      payload: filler.payload,
      headers: { ...filler.headers, authorization: await bearer('quota_user') },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const before = await screenshotKeys();
    const refused = await screenshot('quota_user', { url: '/page' });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await screenshotKeys()).toEqual(before);
    expect(await usedBy('quota_user')).toBe(QUOTA_BYTES - 10);
  }, 120_000);

  it('cuts a full page to the pixel budget and refuses a viewport over it', async () => {
    const tall = await screenshot('caps_user', { url: '/tall', width: 500, height: 400, fullPage: true });
    expect(tall.statusCode, tall.body).toBe(200);
    const stored = await server.deps.storage.driver.get(keyOf(tall.json().url));
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    const png = Buffer.concat(chunks);
    // IHDR: width and height at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([500, MAX_PIXELS / 500]);

    const wide = await screenshot('caps_user', { url: '/page', width: 2000, height: 600 });
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({ code: 'VIEWPORT_TOO_LARGE' });
  }, 120_000);

  it('refuses a screenshot over the byte cap, with nothing stored or charged', async () => {
    const before = await screenshotKeys();
    const noisy = await screenshot('bytes_user', { url: '/noise', width: 1000, height: 1000 });
    expect(noisy.statusCode).toBe(413);
    expect(noisy.json()).toMatchObject({ code: 'SCREENSHOT_TOO_LARGE' });
    expect(await screenshotKeys()).toEqual(before);
    expect(await usedBy('bytes_user')).toBe(0);
  }, 120_000);

  it('serves a screenshot no longer than its retention, then sweeps it and gives its bytes back', async () => {
    const first = await screenshot('retention_user', { url: '/page' });
    expect(first.statusCode, first.body).toBe(200);
    const path = new URL(first.json().url).pathname;
    const served = await server.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).not.toContain('immutable');
    expect(served.headers['cache-control']).toMatch(/^public, max-age=(\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(String(served.headers['cache-control']))?.[1])).toBeLessThanOrEqual(HOUR_MS / 1000);

    advanceClock(HOUR_MS + 1000);
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const second = await screenshot('retention_user', { url: '/page' });
    expect(second.statusCode, second.body).toBe(200);
    expect(await server.deps.storage.driver.exists(keyOf(first.json().url))).toBe(false);
    expect(await usedBy('retention_user')).toBe(await sizeOf(keyOf(second.json().url)));
  }, 120_000);
});
