/**
 * Parallel writes on one server: uploads, removals, sign-ups and analytics batches, each with its own
 * transaction, all answered cleanly, and the quota equal to the files that are stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, ROOMY_RATE_LIMITS } from '../auth/auth-test-kit';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { PNG_BYTES, toMultipart } from './test-support/multipart';

const UPLOADS = 20;
/** A PNG of exactly `size` bytes (the signature check reads only the head). */
const png = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]);

describe.each(TEST_DIALECTS)('parallel writes on %s', (dialect) => {
  let server: TestServer;
  const auth: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    server = await createTestServer({ dialect, env: { ...ROOMY_RATE_LIMITS, STORAGE_USER_UPLOADS_PER_MINUTE: '1000' } });
    for (const userId of ['alice', 'bob', 'carol']) {
      const token = await server.deps.tokens.sign({ userId, email: `${userId}@example.com`, role: 'authenticated' });
      auth[userId] = { authorization: `Bearer ${token}` };
    }
  });
  afterAll(async () => server?.close());

  const upload = async (userId: string, path: string, file: Buffer) => {
    const body = await toMultipart({ file, path });
    const headers = { ...body.headers, ...auth[userId] };
    return server.app.inject({ method: 'POST', url: '/api/storage/logo-dna/upload', payload: body.payload, headers });
  };
  const remove = (userId: string, paths: string[]) =>
    server.app.inject({ method: 'DELETE', url: '/api/storage/logo-dna/remove', payload: { paths }, headers: auth[userId] });
  const signUp = (index: number) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: `parallel-${index}@example.com`, password: GOOD_PASSWORD },
    });
  const logEvents = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/analytics/logo-dna/log',
      payload: { events: [{ type: 'pageview', timestamp: '2026-11-20T10:00:00.000Z', session_id: 's_1', pathname: '/' }] },
    });

  /** Each user's charged bytes, the bytes of their file rows, and the bytes of those files in the store. */
  const accounts = async (userId: string) => {
    const db = server.deps.db;
    const charged = (await db.query<{ bytes: number }>('SELECT bytes FROM storage_usage WHERE user_id = ?', [userId])).rows[0]?.bytes;
    const rows = (await db.query<{ key: string; size: number }>('SELECT key, size FROM storage_objects WHERE user_id = ?', [userId])).rows;
    let stored = 0;
    for (const row of rows) stored += (await server.deps.storage.driver.stat(row.key))?.size ?? 0;
    return { charged: Number(charged ?? 0), recorded: rows.reduce((sum, row) => sum + Number(row.size), 0), stored, files: rows.length };
  };

  /** Makes recording the file `key` in the database fail, as a lost connection or a full disk would. */
  const failRecording = async (key: string) => {
    const db = server.deps.db;
    if (dialect === 'sqlite') {
      await db.query(
        `CREATE TRIGGER refuse_upload BEFORE INSERT ON storage_objects WHEN NEW.key = '${key}' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      );
      return;
    }
    await db.query("CREATE FUNCTION refuse_upload() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$");
    await db.query(
      `CREATE TRIGGER refuse_upload BEFORE INSERT ON storage_objects FOR EACH ROW WHEN (NEW.key = '${key}') EXECUTE FUNCTION refuse_upload()`,
    );
  };

  it('leaves no file and no charge behind when an upload fails after its file was stored', async () => {
    await failRecording('users/carol/refused.png');
    const before = await accounts('carol');
    const response = await upload('carol', 'users/carol/refused.png', png(500));
    expect(response.statusCode).toBe(500);
    expect(response.json()).not.toHaveProperty('stack');
    expect(await server.deps.storage.driver.stat('users/carol/refused.png')).toBeUndefined();
    expect(await accounts('carol')).toEqual(before);
  });

  it(`answers ${UPLOADS} parallel uploads, each 200, and charges exactly the stored files`, async () => {
    const responses = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) => upload('alice', `users/alice/parallel-${i}.png`, png(100 + i))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(UPLOADS).fill(200));
    const expected = Array.from({ length: UPLOADS }, (_, i) => 100 + i).reduce((sum, size) => sum + size, 0);
    expect(await accounts('alice')).toEqual({ charged: expected, recorded: expected, stored: expected, files: UPLOADS });
  });

  it('answers a mix of parallel uploads, removals, sign-ups and analytics batches without a 5xx', async () => {
    for (let i = 0; i < 5; i++) expect((await upload('bob', `users/bob/old-${i}.png`, png(200))).statusCode).toBe(200);
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => upload('bob', `users/bob/new-${i}.png`, png(300 + i))),
      ...Array.from({ length: 5 }, (_, i) => remove('bob', [`users/bob/old-${i}.png`])),
      ...Array.from({ length: 5 }, (_, i) => signUp(i)),
      ...Array.from({ length: 10 }, () => logEvents()),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(responses.length).fill(200));
    const expected = Array.from({ length: 10 }, (_, i) => 300 + i).reduce((sum, size) => sum + size, 0);
    expect(await accounts('bob')).toEqual({ charged: expected, recorded: expected, stored: expected, files: 10 });
    const sessions = await server.deps.db.query<{ n: number }>('SELECT COUNT(*) AS n FROM auth_sessions');
    expect(Number(sessions.rows[0]?.n)).toBe(5);
    const events = await server.deps.db.query<{ n: number }>('SELECT COUNT(*) AS n FROM analytics_events');
    expect(Number(events.rows[0]?.n)).toBe(10);
  });
});
