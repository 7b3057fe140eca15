/**
 * The versions of a logo system through the table API, on both databases: owner-only like logo_systems (another user
 * can neither read, add to, rename nor delete what is not theirs), paged newest first, and gone with their system.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { callRest, logoSystemRow, type RestCall, seedRows, serviceAuthorization, USER_A, USER_B, userAuthorization } from './rest-test-kit';

const VERSIONS = 'logo_system_versions';

function versionRow(id: string, systemId: string, userId: string, createdAt: string): Record<string, unknown> {
  return {
    id,
    system_id: systemId,
    user_id: userId,
    record: JSON.stringify({ id: systemId, brandName: 'Acme', variant: 0 }),
    thumbnail_url: `https://files.example/${id}.svg`,
    restored_from: null,
    created_at: createdAt,
  };
}

/** Fourteen systems of A saved a minute apart (a01 oldest), one of B. */
const SYSTEMS = [
  ...Array.from({ length: 14 }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    const at = `2026-02-01T10:${n}:00.000Z`;
    return logoSystemRow(`a${n}`, USER_A, { created_at: at, updated_at: at });
  }),
  logoSystemRow('b01', USER_B, { created_at: '2026-02-01T11:00:00.000Z', updated_at: '2026-02-01T11:00:00.000Z' }),
];

describe.each(TEST_DIALECTS)('logo_system_versions on %s', (dialect) => {
  let server: TestServer;
  const auth: Record<'a' | 'b' | 'service', string> = { a: '', b: '', service: '' };
  const call = (as: keyof typeof auth | 'anonymous', request: RestCall) =>
    callRest(server, { ...request, ...(as === 'anonymous' ? {} : { authorization: auth[as] }) });
  const everyVersion = async () =>
    (await call('service', { method: 'GET', table: VERSIONS, query: 'order=id.asc' })).json() as Record<string, unknown>[];

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    auth.a = await userAuthorization(server, USER_A);
    auth.b = await userAuthorization(server, USER_B);
    auth.service = serviceAuthorization(server);
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    // Deleting the systems takes their versions with them (the foreign key cascades).
    await call('service', { method: 'DELETE', query: 'id=not.is.null' });
    await seedRows(server, SYSTEMS);
    // Saving the systems recorded their first versions; these tests start from the versions below alone.
    await call('service', { method: 'DELETE', table: VERSIONS, query: 'id=not.is.null' });
    const seeded = await call('service', {
      method: 'POST',
      table: VERSIONS,
      body: [
        versionRow('v1', 'a01', USER_A, '2026-02-02T00:00:01.000Z'),
        versionRow('v2', 'a01', USER_A, '2026-02-02T00:00:02.000Z'),
        versionRow('v3', 'a01', USER_A, '2026-02-02T00:00:03.000Z'),
        versionRow('vb', 'b01', USER_B, '2026-02-02T00:00:04.000Z'),
      ],
    });
    expect(seeded.statusCode, seeded.body).toBe(201);
  });

  it('lets the owner add a version: the owner and the creation time are the server’s', async () => {
    const response = await call('a', { method: 'POST', table: VERSIONS, body: { system_id: 'a02', record: { brandName: 'Acme' } } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual([
      expect.objectContaining({ system_id: 'a02', user_id: USER_A, record: '{"brandName":"Acme"}', created_at: expect.any(String) }),
    ]);
  });

  it('refuses a version of another user’s system, and one of no system', async () => {
    const before = await everyVersion();
    for (const systemId of ['a01', 'nope']) {
      const response = await call('b', { method: 'POST', table: VERSIONS, body: { system_id: systemId, record: '{}' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CONSTRAINT_VIOLATION' });
    }
    const forged = await call('b', { method: 'POST', table: VERSIONS, body: { system_id: 'a01', user_id: USER_A, record: '{}' } });
    expect(forged.statusCode).toBe(403);
    expect(await everyVersion()).toEqual(before);
  });

  it('shows another user none of the versions, and lets them change or delete none', async () => {
    const read = await call('b', { method: 'GET', table: VERSIONS, query: 'system_id=eq.a01' });
    expect(read.json()).toEqual([]);
    const before = await everyVersion();
    const patched = await call('b', { method: 'PATCH', table: VERSIONS, query: 'id=eq.v1', body: { thumbnail_url: null } });
    expect(patched.json()).toEqual([]);
    const deleted = await call('b', { method: 'DELETE', table: VERSIONS, query: 'system_id=eq.a01' });
    expect(deleted.json()).toEqual([]);
    expect(await everyVersion()).toEqual(before);
  });

  it('lets only the owner rename or delete a system', async () => {
    const renamed = await call('b', { method: 'PATCH', query: 'id=eq.a01', body: { title: 'Mine now' } });
    expect(renamed.json()).toEqual([]);
    const removed = await call('b', { method: 'DELETE', query: 'id=eq.a01' });
    expect(removed.json()).toEqual([]);
    const own = await call('a', { method: 'PATCH', query: 'id=eq.a01', body: { title: 'Café Nord' } });
    expect(own.json()).toEqual([expect.objectContaining({ id: 'a01', title: 'Café Nord', brand_name: 'Brand a01' })]);
    expect((await call('a', { method: 'GET', table: VERSIONS, query: 'system_id=eq.a01' })).json()).toHaveLength(3);
  });

  it('asks anonymous callers to sign in', async () => {
    const response = await call('anonymous', { method: 'GET', table: VERSIONS });
    expect(response.statusCode).toBe(401);
  });

  it('pages a user’s systems twelve at a time, newest save first, with the total', async () => {
    const page = (offset: number) =>
      call('a', { method: 'GET', query: `select=id&order=updated_at.desc,id.desc&limit=12&offset=${offset}`, prefer: 'count=exact' });
    const first = await page(0);
    expect(first.json().map((row: { id: string }) => row.id)).toEqual([
      'a14',
      'a13',
      'a12',
      'a11',
      'a10',
      'a09',
      'a08',
      'a07',
      'a06',
      'a05',
      'a04',
      'a03',
    ]);
    expect(first.headers['content-range']).toBe('0-11/14');
    const second = await page(12);
    expect(second.json().map((row: { id: string }) => row.id)).toEqual(['a02', 'a01']);
    expect(second.headers['content-range']).toBe('12-13/14');
  });

  it('pages a system’s versions newest first', async () => {
    const response = await call('a', { method: 'GET', table: VERSIONS, query: 'system_id=eq.a01&order=created_at.desc,id.desc&limit=2' });
    expect(response.json().map((row: { id: string }) => row.id)).toEqual(['v3', 'v2']);
    const next = await call('a', {
      method: 'GET',
      table: VERSIONS,
      query: 'system_id=eq.a01&order=created_at.desc,id.desc&limit=2&offset=2',
    });
    expect(next.json().map((row: { id: string }) => row.id)).toEqual(['v1']);
  });

  it('removes a system’s versions with it', async () => {
    const response = await call('a', { method: 'DELETE', query: 'id=eq.a01' });
    expect(response.json()).toEqual([expect.objectContaining({ id: 'a01' })]);
    expect((await everyVersion()).map((row) => row.id)).toEqual(['vb']);
  });
});
