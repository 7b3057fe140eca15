/**
 * Versions are recorded by the database with the save that makes them (migration rest-006), on both databases: one
 * per save through the table API or raw SQL, none for a save that fails or a rename, and gone with their system.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import { callRest, logoSystemRow, type RestCall, serviceAuthorization, USER_A, userAuthorization } from '../test-support/rest-test-kit';

const VERSIONS = 'logo_system_versions';
const GENERATED = 'http://localhost:3000/storage/v1/logo-dna/generated/f0a1b2/primary.png';
const EDITS = JSON.stringify({ palette: { primary: '#0B6E4F' } });

interface VersionRow {
  id: string;
  system_id: string;
  user_id: string;
  record: string;
  thumbnail_url: string | null;
  restored_from: string | null;
  created_at: string;
}

describe.each(TEST_DIALECTS)('versions recorded on save on %s', (dialect) => {
  let server: TestServer;
  let authorization = '';
  const call = (request: RestCall) => callRest(server, { authorization, ...request });
  /** A system's versions in the order of its saves: each save below sets a later updated_at, as the page does. */
  const versionsOf = async (systemId: string) => {
    const response = await callRest(server, {
      method: 'GET',
      table: VERSIONS,
      query: `system_id=eq.${systemId}`,
      authorization: serviceAuthorization(server),
    });
    const savedAt = (version: VersionRow) => JSON.parse(version.record).updatedAt as string;
    return (response.json() as VersionRow[]).sort((a, b) => savedAt(a).localeCompare(savedAt(b)));
  };
  const systemRow = async (id: string) => ((await call({ method: 'GET', query: `id=eq.${id}` })).json() as Record<string, unknown>[])[0];

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    authorization = await userAuthorization(server, USER_A);
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await callRest(server, { method: 'DELETE', query: 'id=not.is.null', authorization: serviceAuthorization(server) });
  });

  it('records one version of a new system: the saved row in camelCase, its owner, time and thumbnail', async () => {
    const created = await call({
      method: 'POST',
      body: logoSystemRow('s1', USER_A, { primary_logo_url: GENERATED, seed: 42, edits: EDITS }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [version, ...more] = await versionsOf('s1');
    expect(more).toEqual([]);
    expect(version).toMatchObject({ system_id: 's1', user_id: USER_A, restored_from: null });
    expect(version?.thumbnail_url).toBe(GENERATED.replace(/\.png$/, '.svg'));
    expect(version?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const saved = await systemRow('s1');
    const camel = Object.fromEntries(
      Object.entries(saved ?? {})
        // Not part of a version: the restore it names, and the owner's details (facts about the owner, not the design).
        .filter(([key]) => key !== 'restored_from' && key !== 'contact')
        .map(([key, value]) => [key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]),
    );
    expect(JSON.parse(version?.record ?? 'null')).toEqual(camel);
    expect(camel).toMatchObject({ seed: 42, edits: EDITS, variant: null });
  });

  it('keeps a provider’s image as its own thumbnail', async () => {
    await call({ method: 'POST', body: logoSystemRow('s1', USER_A, { primary_logo_url: 'https://images.example/a.png' }) });
    expect((await versionsOf('s1'))[0]?.thumbnail_url).toBe('https://images.example/a.png');
  });

  it('records one version per save that changes the design, and none for a rename', async () => {
    await call({ method: 'POST', body: logoSystemRow('s1', USER_A) });
    const regenerated = await call({ method: 'PATCH', query: 'id=eq.s1', body: { variant: 1, updated_at: '2026-01-02T00:00:00.000Z' } });
    expect(regenerated.statusCode, regenerated.body).toBeLessThan(300);
    const renamed = await call({ method: 'PATCH', query: 'id=eq.s1', body: { title: 'Café Nord' } });
    expect(renamed.statusCode).toBeLessThan(300);
    const edited = await call({ method: 'PATCH', query: 'id=eq.s1', body: { edits: EDITS, updated_at: '2026-01-03T00:00:00.000Z' } });
    expect(edited.statusCode).toBeLessThan(300);
    const records = (await versionsOf('s1')).map((version) => JSON.parse(version.record));
    expect(records.map((record) => [record.variant, record.title, record.edits])).toEqual([
      [null, null, null],
      [1, null, null],
      [1, 'Café Nord', EDITS],
    ]);
  });

  it('records the version a restore names once, and clears the name from the system', async () => {
    await call({ method: 'POST', body: logoSystemRow('s1', USER_A) });
    const [first] = await versionsOf('s1');
    for (let restore = 0; restore < 2; restore += 1) {
      const restored = await call({
        method: 'PATCH',
        query: 'id=eq.s1',
        body: { variant: 0, restored_from: first?.id, updated_at: `2026-01-0${restore + 3}T00:00:00.000Z` },
      });
      expect(restored.statusCode, restored.body).toBeLessThan(300);
    }
    await call({ method: 'PATCH', query: 'id=eq.s1', body: { variant: 2, updated_at: '2026-01-09T00:00:00.000Z' } });
    expect((await versionsOf('s1')).map((version) => version.restored_from)).toEqual([null, first?.id, first?.id, null]);
    expect(await systemRow('s1')).toMatchObject({ restored_from: null, variant: 2 });
  });

  it('records no version for a save that fails', async () => {
    await call({ method: 'POST', body: logoSystemRow('s1', USER_A) });
    // The second row of the batch takes an id already saved: the whole insert fails, its first row included.
    const failed = await call({ method: 'POST', body: [logoSystemRow('s2', USER_A), logoSystemRow('s1', USER_A)] });
    expect(failed.statusCode).toBe(409);
    const refused = await call({ method: 'PATCH', query: 'id=eq.s1', body: { created_at: null } });
    expect(refused.statusCode).toBe(400);
    expect(await versionsOf('s2')).toEqual([]);
    expect(await versionsOf('s1')).toHaveLength(1);
    expect(await systemRow('s2')).toBeUndefined();
  });

  it('records a version of a save made with raw SQL too', async () => {
    await call({ method: 'POST', body: logoSystemRow('s1', USER_A) });
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/db/${server.config.projectId}/sql`,
      headers: { authorization: serviceAuthorization(server), 'content-type': 'application/json' },
      payload: { query: "UPDATE logo_systems SET variant = 3, updated_at = '2026-01-02T00:00:00.000Z' WHERE id = 's1'" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await versionsOf('s1')).map((version) => JSON.parse(version.record).variant)).toEqual([null, 3]);
  });

  it('removes the versions with their system (DELETE /api/systems)', async () => {
    await call({ method: 'POST', body: [logoSystemRow('s1', USER_A), logoSystemRow('s2', USER_A)] });
    await call({ method: 'PATCH', query: 'id=eq.s1', body: { variant: 1 } });
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/systems/${server.config.projectId}/s1`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: 's1', versions: 2 });
    expect(await versionsOf('s1')).toEqual([]);
    expect(await versionsOf('s2')).toHaveLength(1);
  });
});
