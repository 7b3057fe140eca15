import { describe, expect, it } from 'vitest';
import { isLogoDnaError } from '../core/errors';
import { createHttpClient } from '../core/http-client';
import { createFakeFetch, decodedQuery, type FetchHandler, jsonResponse } from '../test/fake-fetch';
import { createDbClient } from './db-client';

function setup(handler: FetchHandler = (request) => jsonResponse([request.body].flat())) {
  const fake = createFakeFetch(handler);
  const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'tok' });
  return { db: createDbClient(http, 'proj_1'), fake };
}

describe('db table operations → requests', () => {
  it('create: snake_case body, generated id, Prefer header, camelCase row back', async () => {
    const { db, fake } = setup();
    const row = await db.logoSystems.create({ brandName: 'Acme', createdAt: new Date('2026-01-01T00:00:00Z') as unknown as string });
    const request = fake.last();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/db/proj_1/rest/v1/logo_systems');
    expect(request.headers.get('prefer')).toBe('return=representation');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
    // Names the original protocol, so the server decodes filter values twice for this SDK.
    expect(request.headers.get('x-client-info')).toMatch(/^logo-dna-sdk\//);
    expect(request.body).toEqual({
      brand_name: 'Acme',
      created_at: '2026-01-01T00:00:00.000Z',
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(row).toMatchObject({ brandName: 'Acme', createdAt: '2026-01-01T00:00:00.000Z' });
  });

  it('create fails with "Failed to create record" when the server returns no row', async () => {
    const { db } = setup(() => jsonResponse([]));
    await expect(db.logoSystems.create({ id: 'x' })).rejects.toThrow('Failed to create record');
  });

  it('upsert converts case both ways and snake-cases on_conflict', async () => {
    const { db, fake } = setup(() => jsonResponse([{ id: 'a', brand_name: 'B' }]));
    const row = await db.logoSystems.upsert({ id: 'a', brandName: 'B' }, { onConflict: 'brandName' });
    const request = fake.last();
    expect(request.url.searchParams.get('on_conflict')).toBe('brand_name');
    expect(request.headers.get('prefer')).toBe('return=representation,resolution=merge-duplicates');
    expect(request.body).toEqual({ id: 'a', brand_name: 'B' });
    expect(row).toEqual({ id: 'a', brandName: 'B' });
  });

  it('get: id filter with limit 1, null for no row', async () => {
    const { db, fake } = setup(() => jsonResponse([]));
    expect(await db.logoSystems.get('logo_1_abc')).toBeNull();
    expect(decodedQuery(fake.last())).toBe('id=eq.logo_1_abc&limit=1');
  });

  it('list: select, filters, order, limit, offset, cursor', async () => {
    const { db, fake } = setup(() => jsonResponse([{ brand_name: 'A', user_id: 'u' }]));
    const rows = await db.logoSystems.list({ where: { userId: 'u' }, orderBy: { createdAt: 'desc' }, limit: 20, offset: 40, cursor: 'c1' });
    expect(decodedQuery(fake.last())).toBe('select=*&user_id=eq.u&order=created_at.desc&limit=20&offset=40&cursor=c1');
    expect(rows).toEqual([{ brandName: 'A', userId: 'u' }]);
  });

  it('update: PATCH by id with a snake_case body; an empty answer is "Record with id … not found"', async () => {
    const { db, fake } = setup(() => jsonResponse([]));
    await expect(db.logoSystems.update('logo_9', { primaryLogoUrl: 'u' })).rejects.toMatchObject({
      kind: 'db',
      code: 'NOT_FOUND',
      status: 404,
      message: 'Record with id logo_9 not found',
    });
    expect(fake.last().method).toBe('PATCH');
    expect(fake.last().body).toEqual({ primary_logo_url: 'u' });
    expect(decodedQuery(fake.last())).toBe('id=eq.logo_9');
  });

  it('updateMany sends one PATCH per record in order', async () => {
    const { db, fake } = setup((request) =>
      jsonResponse([{ id: request.url.searchParams.get('id')?.slice(3), ...(request.body as object) }]),
    );
    const rows = await db.table('items').updateMany([
      { id: 'a', fooBar: 1 },
      { id: 'b', fooBar: 2 },
    ]);
    expect(fake.requests.map((request) => decodedQuery(request))).toEqual(['id=eq.a', 'id=eq.b']);
    expect(rows).toEqual([
      { id: 'a', fooBar: 1 },
      { id: 'b', fooBar: 2 },
    ]);
  });

  it('deleteMany refuses an empty filter instead of deleting every row', async () => {
    const { db, fake } = setup();
    await expect(db.logoSystems.deleteMany({ where: {} })).rejects.toThrow('deleteMany needs a non-empty where filter');
    expect(fake.requests).toHaveLength(0);
    await db.logoSystems.deleteMany({ where: { userId: 'u' } });
    expect(fake.last().method).toBe('DELETE');
    expect(decodedQuery(fake.last())).toBe('user_id=eq.u');
  });

  it.each([
    ['Content-Range with a range', { 'content-range': '0-9/42' }, [], 42],
    ['Content-Range without rows', { 'content-range': '*/0' }, [], 0],
    ['no header: the rows are counted', {}, [{ id: 1 }, { id: 2 }], 2],
  ])('count reads %s', async (_name, headers, body, expected) => {
    const { db, fake } = setup(() => jsonResponse(body, 200, headers));
    expect(await db.logoSystems.count({ where: { userId: 'u' } })).toBe(expected);
    expect(fake.last().headers.get('prefer')).toBe('count=exact');
    expect(decodedQuery(fake.last())).toBe('select=id&user_id=eq.u');
    expect(await db.logoSystems.exists({ where: { userId: 'u' } })).toBe(expected > 0);
  });

  it('db.<name> and db.table(name) reach the same snake_case table', async () => {
    const { db, fake } = setup(() => jsonResponse([]));
    await db.table('brandAssets').list();
    expect(fake.last().url.pathname).toBe('/api/db/proj_1/rest/v1/brand_assets');
  });

  it('sql and batch post their bodies and camelCase the rows', async () => {
    const { db, fake } = setup((request) =>
      request.url.pathname.endsWith('/sql')
        ? jsonResponse({ rows: [{ brand_name: 'A' }], columns: ['brand_name'], rowCount: 1 })
        : jsonResponse({ results: [{ rows: [{ user_id: 'u' }], columns: ['user_id'], rowCount: 1 }], success: true }),
    );
    expect((await db.sql('select 1', [1])).rows).toEqual([{ brandName: 'A' }]);
    expect(fake.last().body).toEqual({ query: 'select 1', params: [1] });
    expect((await db.batch([{ sql: 'x', args: [] }], 'read')).results[0]?.rows).toEqual([{ userId: 'u' }]);
    expect(fake.last().body).toEqual({ statements: [{ sql: 'x', args: [] }], mode: 'read' });
  });

  it('server errors keep their status and message', async () => {
    const { db } = setup(() => jsonResponse({ error: 'Unknown column', message: 'Unknown column', code: 'VALIDATION_ERROR' }, 400));
    const error = await db.logoSystems.list({ where: { nope: 1 } as never }).catch((caught: unknown) => caught);
    expect(isLogoDnaError(error) && [error.kind, error.status, error.message]).toEqual(['validation', 400, 'Unknown column']);
  });
});
