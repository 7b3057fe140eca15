/**
 * The versions of a logo system through the table API, on both databases: the owner reads them and no user writes
 * them (the database records one with each save), paged newest first, and gone with their system.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import {
  callRest,
  logoSystemRow,
  type RestCall,
  seedRows,
  serviceAuthorization,
  USER_A,
  USER_B,
  userAuthorization,
} from '../test-support/rest-test-kit';

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

  it('lets no user write a version, not even the owner: the database records them with each save', async () => {
    const before = await everyVersion();
    const writes: RestCall[] = [
      { method: 'POST', table: VERSIONS, body: { system_id: 'a02', record: { brandName: 'Acme' } } },
      { method: 'PATCH', table: VERSIONS, query: 'id=eq.v1', body: { thumbnail_url: null } },
      { method: 'DELETE', table: VERSIONS, query: 'system_id=eq.a01' },
    ];
    for (const who of ['a', 'b'] as const) {
      for (const write of writes) {
        const response = await call(who, write);
        expect(response.statusCode, `${who} ${write.method}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'SERVICE_KEY_REQUIRED' });
      }
    }
    const anonymous = await call('anonymous', writes[0] as RestCall);
    expect(anonymous.statusCode).toBe(401);
    expect(await everyVersion()).toEqual(before);
  });

  it('shows each user only their own versions', async () => {
    const theirs = await call('b', { method: 'GET', table: VERSIONS, query: 'system_id=eq.a01' });
    expect(theirs.json()).toEqual([]);
    const own = await call('a', { method: 'GET', table: VERSIONS, query: 'system_id=eq.a01&select=id&order=id.asc' });
    expect(own.json()).toEqual([{ id: 'v1' }, { id: 'v2' }, { id: 'v3' }]);
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
