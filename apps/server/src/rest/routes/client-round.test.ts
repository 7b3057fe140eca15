/**
 * One create/list/filter/count/upsert/update/delete round on logo_systems with the exact requests the
 * original client (0.18.8) sends, per protocol.md §5.3, and the answers it needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import { logoSystemRow, restPath, serviceAuthorization } from '../test-support/rest-test-kit';

describe.each(TEST_DIALECTS)('the original client round on %s', (dialect) => {
  let server: TestServer;
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', query: string, body?: unknown, prefer?: string) =>
    server.app.inject({
      method,
      url: restPath(server, 'logo_systems', query),
      headers: {
        authorization: serviceAuthorization(server),
        'content-type': 'application/json',
        ...(prefer ? { prefer } : {}),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(async () => server.close());

  it('behaves as protocol.md §5.3 says', async () => {
    const row = logoSystemRow('logo_1767225600000_abc123', 'user_1');
    const created = await send('POST', '', row, 'return=representation');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual([row]);

    await send(
      'POST',
      '',
      [logoSystemRow('logo_2', 'user_1', { designer_dna: 'saul-bass' }), logoSystemRow('logo_3', 'user_2')],
      'return=representation',
    );

    // get(id): no select, id not pre-encoded, limit=1.
    const got = await send('GET', `id=eq.${row.id}&limit=1`);
    expect(got.json()).toEqual([row]);

    // list({where: {userId, designerDna: {in: [...]}}, orderBy: {createdAt: 'desc'}, limit: 20})
    const listed = await send('GET', 'select=*&user_id=eq.user_1&designer_dna=in.(paul-rand,saul-bass)&order=created_at.desc&limit=20');
    expect(listed.json()).toHaveLength(2);

    // count({where}) reads the digits after the last slash of Content-Range.
    const counted = await send('GET', 'select=id&user_id=eq.user_1', undefined, 'count=exact');
    expect(String(counted.headers['content-range']).split('/').pop()).toBe('2');

    // upsert: raw camelCase body, on_conflict sent unchanged, space-separated Prefer tokens.
    const upserted = await send(
      'POST',
      'on_conflict=id',
      { id: 'logo_2', userId: 'user_1', brandName: 'Renamed' },
      'return=representation resolution=merge-duplicates',
    );
    expect(upserted.statusCode).toBe(201);
    expect(upserted.json()).toEqual([expect.objectContaining({ id: 'logo_2', brandName: 'Renamed', designerDna: 'saul-bass' })]);

    // update(id, patch): a non-empty array back.
    const updated = await send(
      'PATCH',
      `id=eq.${row.id}`,
      { primary_logo_url: 'https://files.example/new.png', updated_at: '2026-02-01T00:00:00.000Z' },
      'return=representation',
    );
    expect(updated.json()).toEqual([{ ...row, primary_logo_url: 'https://files.example/new.png', updated_at: '2026-02-01T00:00:00.000Z' }]);

    // delete(id): byte for byte what a PostgREST client sends, so it gets PostgREST's 204 without a
    // content type, which 0.18.8 accepts (protocol.md §5.5: "a 204 with no content type").
    const deleted = await send('DELETE', `id=eq.${row.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.headers['content-type']).toBeUndefined();
    expect(deleted.body).toBe('');

    // exists() after delete is a count of zero.
    const gone = await send('GET', `select=id&id=eq.${row.id}`, undefined, 'count=exact');
    expect(gone.headers['content-range']).toBe('*/0');

    // The broken AND group of 0.18.8 fails closed.
    const broken = await send('GET', 'select=*&and=(user_id');
    expect(broken.statusCode).toBe(400);
  });
});
