/** The per-user storage quota and upload rate, on both databases: over quota is a 413 that leaves nothing behind. */
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from '../http/test-support/raw-request';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { PNG_BYTES, toMultipart } from './test-support/multipart';

const QUOTA = 10_000;
const RATE = 12;
/** A PNG of exactly `size` bytes (the signature check reads only the head). */
const png = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]);

describe.each(TEST_DIALECTS)('storage quota on %s', (dialect) => {
  let server: TestServer;
  let port: number;
  const auth: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    server = await createTestServer({
      dialect,
      env: { STORAGE_USER_QUOTA_BYTES: String(QUOTA), STORAGE_USER_UPLOADS_PER_MINUTE: String(RATE) },
    });
    for (const userId of ['alice', 'bob', 'carol', 'dave']) {
      const token = await server.deps.tokens.sign({ userId, email: `${userId}@example.com`, role: 'authenticated' });
      auth[userId] = { authorization: `Bearer ${token}` };
    }
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => server?.close());

  const upload = async (userId: string, path: string, file: Buffer, upsert = false) => {
    const body = await toMultipart({ file, path, options: JSON.stringify({ upsert }) });
    return server.app.inject({
      method: 'POST',
      url: '/api/storage/logo-dna/upload',
      payload: body.payload,
      headers: { ...body.headers, ...auth[userId] },
    });
  };
  const usage = async (userId: string) =>
    Number(
      (await server.deps.db.query<{ bytes: number }>('SELECT bytes FROM storage_usage WHERE user_id = ?', [userId])).rows[0]?.bytes ?? 0,
    );
  const objectRows = async (userId: string) =>
    (await server.deps.db.query<{ key: string }>('SELECT key FROM storage_objects WHERE user_id = ? ORDER BY key', [userId])).rows.map(
      (row) => row.key,
    );
  const spooled = () => readdirSync(join(server.config.dataDir, 'tmp', 'uploads'));
  const stored = (key: string) => server.deps.storage.driver.stat(key);

  it('refuses the upload that would pass the quota with 413 and leaves no file, row or temp file', async () => {
    expect((await upload('alice', 'users/alice/a.png', png(4000))).statusCode).toBe(200);
    expect((await upload('alice', 'users/alice/b.png', png(4000))).statusCode).toBe(200);
    const over = await upload('alice', 'users/alice/c.png', png(4000));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { quotaBytes: QUOTA, usedBytes: 8000 } });
    expect(await stored('users/alice/c.png')).toBeUndefined();
    expect(await objectRows('alice')).toEqual(['users/alice/a.png', 'users/alice/b.png']);
    expect(await usage('alice')).toBe(8000);
    expect(spooled()).toEqual([]);
  });

  it('lets a user replace a file in place at the quota, and removing gives the bytes back', async () => {
    expect((await upload('alice', 'users/alice/a.png', png(5000), true)).statusCode).toBe(200);
    expect(await usage('alice')).toBe(9000);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: '/api/storage/logo-dna/remove',
      payload: { paths: ['users/alice/a.png'] },
      headers: auth.alice,
    });
    expect(removed.json()).toEqual({ removed: ['users/alice/a.png'] });
    expect(await usage('alice')).toBe(4000);
    expect((await upload('alice', 'users/alice/c.png', png(4000))).statusCode).toBe(200);
    expect(await usage('alice')).toBe(8000);
  });

  it('does not let parallel uploads pass the quota', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => upload('bob', `users/bob/${i}.png`, png(4000))));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 413, 413, 413, 413]);
    expect(await usage('bob')).toBe(8000);
    const keys = await objectRows('bob');
    expect(keys).toHaveLength(2);
    const files = await Promise.all(Array.from({ length: 6 }, (_, i) => stored(`users/bob/${i}.png`)));
    expect(files.filter(Boolean).map((file) => file?.key)).toEqual(keys);
  });

  it('refuses a declared length that cannot fit with 413 before reading the body', async () => {
    const head = [
      'POST /api/storage/logo-dna/upload HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: multipart/form-data; boundary=quota',
      `Content-Length: ${5 * 1024 * 1024}`,
      `Authorization: ${auth.alice?.authorization}`,
    ].join('\r\n');
    const response = await sendRaw(port, head, '--quota\r\n');
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(response.headers.connection).toBe('close');
  });

  it('refuses anonymous uploads with 401 before reading the body', async () => {
    const head = [
      'POST /api/storage/logo-dna/upload HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: multipart/form-data; boundary=anon',
      `Content-Length: ${50 * 1024 * 1024}`,
    ].join('\r\n');
    const response = await sendRaw(port, head, '--anon\r\n');
    expect(response.status).toBe(401);
  });

  it('limits uploads per user per minute; the service key is not counted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE; i++) statuses.push((await upload('carol', `users/carol/${i}.png`, png(100))).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const limited = await upload('carol', 'users/carol/late.png', png(100));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored('users/carol/late.png')).toBeUndefined();
    const body = await toMultipart({ file: png(QUOTA * 2), path: 'shared/big.png' });
    const service = await server.app.inject({
      method: 'POST',
      url: '/api/storage/logo-dna/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${server.serviceKey}` },
    });
    expect(service.statusCode).toBe(200);
  });
});
