/** Scenario table for GET on the table API: filters, groups, paging, counts and refusals, on both databases. */
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/harness';
import { callRest, restPath, serviceAuthorization } from '../test-support/rest-test-kit';
import { enc, ids, runScenarios, type Scenario, SEED } from '../test-support/table-scenarios';

const READS: Scenario[] = [
  {
    name: 'a user lists only their own rows',
    call: { method: 'GET', query: 'select=*' },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a1', 'logo_a2', 'logo_a3']),
  },
  {
    name: 'the service key lists every row',
    as: 'service',
    call: { method: 'GET' },
    status: 200,
    expect: (b) => expect(ids(b)).toHaveLength(4),
  },
  { name: 'get by id', call: { method: 'GET', query: 'id=eq.logo_a2&limit=1' }, status: 200, expect: (b) => expect(b).toEqual([SEED[1]]) },
  {
    name: "get another user's row by id finds nothing",
    call: { method: 'GET', query: 'id=eq.logo_b1&limit=1' },
    status: 200,
    expect: (b) => expect(b).toEqual([]),
  },
  {
    name: 'eq on a double-encoded value with a comma',
    call: { method: 'GET', query: `tagline=eq.${enc('Hello, world')}` },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a2']),
  },
  {
    name: 'like is case-sensitive',
    call: { method: 'GET', query: `brand_name=like.${enc('%cme%')}` },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a1', 'logo_a2']),
  },
  {
    name: 'like with * wildcards',
    call: { method: 'GET', query: 'brand_name=like.A*' },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a1']),
  },
  {
    name: 'ilike folds case',
    call: { method: 'GET', query: 'brand_name=ilike.ACME*' },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a1', 'logo_a2']),
  },
  {
    name: 'in and not.in',
    call: { method: 'GET', query: 'designer_dna=in.(saul-bass,x)&id=not.in.(logo_a1)' },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a3']),
  },
  {
    name: 'is.null and not.null',
    call: { method: 'GET', query: 'tagline=not.null' },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a2']),
  },
  {
    name: 'two operators on one column',
    call: {
      method: 'GET',
      query: 'created_at=gt.2026-01-01T12:00&created_at=lt.2026-01-03',
    },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a2']),
  },
  {
    name: 'nested or/and',
    call: { method: 'GET', query: `or=${encodeURIComponent('(id.eq.logo_a1,and(brand_name.ilike.zeta,tagline.is.null))')}` },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a1', 'logo_a3']),
  },
  {
    name: 'not.or',
    call: { method: 'GET', query: `not.or=${encodeURIComponent('(id.eq.logo_a1,id.eq.logo_a3)')}` },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a2']),
  },
  {
    name: 'select, order, limit, offset',
    call: { method: 'GET', query: 'select=id,brand_name&order=created_at.desc&limit=2&offset=1' },
    status: 200,
    expect: (b) =>
      expect(b).toEqual([
        { id: 'logo_a2', brand_name: 'acme labs' },
        { id: 'logo_a1', brand_name: 'Acme' },
      ]),
  },
  {
    name: 'cursor paging on id',
    call: { method: 'GET', query: 'select=id&cursor=logo_a1&limit=1' },
    status: 200,
    expect: (b) => expect(b).toEqual([{ id: 'logo_a2' }]),
  },
  {
    name: 'cursor with another order is refused',
    call: { method: 'GET', query: 'cursor=logo_a1&order=created_at.desc' },
    status: 400,
    code: 'INVALID_CURSOR',
  },
  {
    name: 'count=exact gives Content-Range',
    call: { method: 'GET', query: 'select=id&limit=2', prefer: 'count=exact' },
    status: 200,
    expect: (_b, h) => expect(h['content-range']).toBe('0-1/3'),
  },
  {
    name: 'count of nothing',
    call: { method: 'GET', query: 'select=id&id=eq.none', prefer: 'count=exact' },
    status: 200,
    expect: (b, h) => {
      expect(b).toEqual([]);
      expect(h['content-range']).toBe('*/0');
    },
  },
  { name: 'anonymous callers are refused', as: 'anonymous', call: { method: 'GET' }, status: 401, code: 'UNAUTHORIZED' },
  { name: 'an undeclared table is a 404', call: { method: 'GET', table: 'users' }, status: 404, code: 'TABLE_NOT_FOUND' },
  {
    name: 'the migrations table is not exposed',
    as: 'service',
    call: { method: 'GET', table: '_migrations' },
    status: 404,
    code: 'TABLE_NOT_FOUND',
  },
  { name: 'an unknown column is a 400', call: { method: 'GET', query: 'password=eq.x' }, status: 400, code: 'UNKNOWN_COLUMN' },
  {
    name: 'the broken and group of the original client',
    call: { method: 'GET', query: 'and=(user_id' },
    status: 400,
    code: 'INVALID_LOGIC_FILTER',
  },
  { name: 'limit over the page size', call: { method: 'GET', query: 'limit=5000' }, status: 400, code: 'PAGE_SIZE_EXCEEDED' },
];

describe.each(TEST_DIALECTS)('REST table reads on %s', (dialect) => {
  const suite = runScenarios(dialect, READS);

  it('refuses an unknown project with a 404', async () => {
    const response = await suite.server().app.inject({
      method: 'GET',
      url: '/api/db/other-project/rest/v1/logo_systems',
      headers: { authorization: serviceAuthorization(suite.server()) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
  });

  it('names no schema when refusing an unknown column', async () => {
    const response = await callRest(suite.server(), {
      method: 'GET',
      query: 'select=secret',
      authorization: serviceAuthorization(suite.server()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/brand_name|user_id|logo_systems/);
  });

  it('pages through every row with a cursor', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const query = `select=id&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const rows = (
        await callRest(suite.server(), { method: 'GET', query, authorization: serviceAuthorization(suite.server()) })
      ).json() as {
        id: string;
      }[];
      if (rows.length === 0) break;
      seen.push(...rows.map((row) => row.id));
      cursor = rows.at(-1)?.id ?? '';
    }
    expect(seen).toEqual(['logo_a1', 'logo_a2', 'logo_a3', 'logo_b1']);
  });

  it('answers CORS requests with Content-Range exposed', async () => {
    const response = await suite.server().app.inject({
      method: 'GET',
      url: restPath(suite.server(), 'logo_systems', 'select=id'),
      headers: { origin: 'http://app.example', authorization: suite.authorization('a') as string, prefer: 'count=exact' },
    });
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('content-range');
  });
});
