import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import {
  allRows,
  callRest,
  logoSystemRow,
  type RestCall,
  restPath,
  seedRows,
  serviceAuthorization,
  USER_A,
  USER_B,
  userAuthorization,
} from './rest-test-kit';

/** Who sends a scenario's request. */
type As = 'a' | 'b' | 'service' | 'anonymous';

interface Scenario {
  name: string;
  as?: As;
  call: Omit<RestCall, 'authorization'>;
  status: number;
  code?: string;
  /** Checks on the parsed body (and headers) of a success. */
  expect?: (body: unknown, headers: Record<string, unknown>) => void;
  /** A refused write must leave the table exactly as it was. */
  unchanged?: boolean;
}

const ids = (body: unknown) => (body as { id: string }[]).map((row) => row.id);

const SEED = [
  logoSystemRow('logo_a1', USER_A, { brand_name: 'Acme', created_at: '2026-01-01T00:00:00.000Z' }),
  logoSystemRow('logo_a2', USER_A, { brand_name: 'acme labs', tagline: 'Hello, world', created_at: '2026-01-02T00:00:00.000Z' }),
  logoSystemRow('logo_a3', USER_A, { brand_name: 'Zeta', designer_dna: 'saul-bass', created_at: '2026-01-03T00:00:00.000Z' }),
  logoSystemRow('logo_b1', USER_B, { brand_name: 'Acme', created_at: '2026-01-01T00:00:00.000Z' }),
];

const enc = (value: string) => encodeURIComponent(encodeURIComponent(value));

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

const WRITES: Scenario[] = [
  {
    name: 'create sets the owner, an id and timestamps',
    call: { method: 'POST', prefer: 'return=representation', body: { brand_name: 'New' } },
    status: 201,
    expect: (b) =>
      expect(b).toEqual([
        expect.objectContaining({
          id: expect.stringMatching(/^[0-9a-f]{32}$/),
          user_id: USER_A,
          brand_name: 'New',
          created_at: expect.any(String),
        }),
      ]),
  },
  {
    name: 'create answers with the row even for return=minimal',
    call: { method: 'POST', prefer: 'return=minimal', body: logoSystemRow('logo_new', USER_A) },
    status: 201,
    expect: (b) => expect(b).toEqual([logoSystemRow('logo_new', USER_A)]),
  },
  {
    name: 'createMany',
    call: { method: 'POST', body: [{ id: 'n1' }, { id: 'n2', brand_name: 'Two' }] },
    status: 201,
    expect: (b) => expect(ids(b)).toEqual(['n1', 'n2']),
  },
  {
    name: 'JSON objects go into JSON columns as text',
    call: { method: 'POST', body: { id: 'j1', color_palette: { primary: '#000' } } },
    status: 201,
    expect: (b) => expect(b).toEqual([expect.objectContaining({ color_palette: '{"primary":"#000"}' })]),
  },
  {
    name: 'booleans are written as 1/0',
    call: { method: 'POST', body: { id: 'bool1', tagline: true } },
    status: 201,
    expect: (b) => expect(b).toEqual([expect.objectContaining({ tagline: '1' })]),
  },
  {
    name: 'a body naming another owner is refused',
    call: { method: 'POST', body: { id: 'x', user_id: USER_B } },
    status: 403,
    code: 'OWNER_MISMATCH',
    unchanged: true,
  },
  {
    name: 'a duplicate id is a conflict and nothing of the batch is written',
    call: { method: 'POST', body: [{ id: 'fresh' }, { id: 'logo_a1' }] },
    status: 409,
    code: 'DUPLICATE_KEY',
    unchanged: true,
  },
  {
    name: 'an unknown body column',
    call: { method: 'POST', body: { id: 'x', isAdmin: 1 } },
    status: 400,
    code: 'UNKNOWN_COLUMN',
    unchanged: true,
  },
  {
    name: 'an object in a text column',
    call: { method: 'POST', body: { id: 'x', brand_name: {} } },
    status: 400,
    code: 'INVALID_VALUE',
    unchanged: true,
  },
  {
    name: 'a NUL in text',
    call: { method: 'POST', body: { id: 'x', brand_name: 'a\u0000b' } },
    status: 400,
    code: 'INVALID_VALUE',
    unchanged: true,
  },
  { name: 'a null id', call: { method: 'POST', body: { id: null } }, status: 400, code: 'INVALID_VALUE', unchanged: true },
  { name: 'malformed JSON', call: { method: 'POST', payload: '{"id":' }, status: 400, unchanged: true },
  {
    name: 'a __proto__ key',
    call: { method: 'POST', payload: '{"id":"x","__proto__":{"user_id":"user_b"}}' },
    status: 400,
    unchanged: true,
  },
  {
    name: 'a partial upsert by the service key still needs the owner',
    as: 'service',
    call: { method: 'POST', query: 'on_conflict=id', body: { id: 'logo_a1', brandName: 'X' } },
    status: 400,
    code: 'CONSTRAINT_VIOLATION',
    unchanged: true,
  },
  { name: 'a body that is not an object', call: { method: 'POST', body: 'hello' }, status: 400, code: 'INVALID_BODY', unchanged: true },
  { name: 'no body', call: { method: 'POST' }, status: 400, code: 'INVALID_BODY', unchanged: true },
  {
    name: 'more than 1,000 rows',
    call: { method: 'POST', body: Array.from({ length: 1001 }, (_, i) => ({ id: `r${i}` })) },
    status: 413,
    code: 'TOO_MANY_ROWS',
    unchanged: true,
  },
  {
    name: 'a body over 1 MB',
    call: { method: 'POST', body: { id: 'big', strategy_text: 'x'.repeat(1_100_000) } },
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    unchanged: true,
  },
  {
    name: 'filters on POST',
    call: { method: 'POST', query: 'id=eq.x', body: { id: 'x' } },
    status: 400,
    code: 'INVALID_FILTER',
    unchanged: true,
  },
  {
    name: 'upsert with camelCase keys merges and answers in camelCase',
    call: {
      method: 'POST',
      query: 'on_conflict=id',
      prefer: 'return=representation resolution=merge-duplicates',
      body: { id: 'logo_a1', brandName: 'Acme 2' },
    },
    status: 201,
    expect: (b) =>
      expect(b).toEqual([
        expect.objectContaining({
          id: 'logo_a1',
          userId: USER_A,
          brandName: 'Acme 2',
          industry: 'Coffee',
          createdAt: '2026-01-01T00:00:00.000Z',
        }),
      ]),
  },
  {
    name: 'upsert inserts a new row',
    call: { method: 'POST', query: 'on_conflict=id', body: [{ id: 'up1', brandName: 'U' }] },
    status: 201,
    expect: (b) => expect(b).toEqual([expect.objectContaining({ id: 'up1', userId: USER_A })]),
  },
  {
    name: "upsert cannot take over another user's row",
    call: { method: 'POST', query: 'on_conflict=id', body: { id: 'logo_b1', brandName: 'Mine now' } },
    status: 403,
    code: 'ROW_NOT_OWNED',
    unchanged: true,
  },
  {
    name: 'upsert with ignore-duplicates keeps the row',
    call: { method: 'POST', query: 'on_conflict=id', prefer: 'resolution=ignore-duplicates', body: { id: 'logo_a1', brandName: 'X' } },
    status: 201,
    expect: (b) => expect(b).toEqual([]),
    unchanged: true,
  },
  {
    name: 'on_conflict on a column that is not unique',
    call: { method: 'POST', query: 'on_conflict=brandName', body: { id: 'x' } },
    status: 400,
    code: 'INVALID_ON_CONFLICT',
    unchanged: true,
  },
  {
    name: 'update answers with the changed rows',
    call: { method: 'PATCH', query: 'id=eq.logo_a1', body: { primary_logo_url: 'https://x/y.png' } },
    status: 200,
    expect: (b) => expect(b).toEqual([{ ...SEED[0], primary_logo_url: 'https://x/y.png' }]),
  },
  {
    name: "update of another user's row changes nothing",
    call: { method: 'PATCH', query: 'id=eq.logo_b1', body: { brand_name: 'Hacked' } },
    status: 200,
    expect: (b) => expect(b).toEqual([]),
    unchanged: true,
  },
  {
    name: 'update cannot hand a row to another user',
    call: { method: 'PATCH', query: 'id=eq.logo_a1', body: { user_id: USER_B } },
    status: 403,
    code: 'OWNER_MISMATCH',
    unchanged: true,
  },
  {
    name: 'update with an empty body',
    call: { method: 'PATCH', query: 'id=eq.logo_a1', body: {} },
    status: 400,
    code: 'INVALID_BODY',
    unchanged: true,
  },
  {
    name: 'update with a broken or group',
    call: { method: 'PATCH', query: 'or=(status', body: { brand_name: 'x' } },
    status: 400,
    code: 'INVALID_LOGIC_FILTER',
    unchanged: true,
  },
  {
    name: 'update as anonymous',
    as: 'anonymous',
    call: { method: 'PATCH', query: 'id=eq.logo_a1', body: { brand_name: 'x' } },
    status: 401,
    code: 'UNAUTHORIZED',
    unchanged: true,
  },
  {
    name: 'delete answers with the deleted rows',
    call: { method: 'DELETE', query: 'id=eq.logo_a3' },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a3']),
  },
  {
    name: "delete of another user's row deletes nothing",
    call: { method: 'DELETE', query: 'id=eq.logo_b1' },
    status: 200,
    expect: (b) => expect(b).toEqual([]),
    unchanged: true,
  },
  {
    name: 'deleteMany with only select=* is limited to own rows',
    call: { method: 'DELETE', query: 'select=*' },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a1', 'logo_a2', 'logo_a3']),
  },
  {
    name: 'delete with an unknown column',
    call: { method: 'DELETE', query: 'nope=eq.1' },
    status: 400,
    code: 'UNKNOWN_COLUMN',
    unchanged: true,
  },
  {
    name: 'delete as anonymous',
    as: 'anonymous',
    call: { method: 'DELETE', query: 'id=eq.logo_a1' },
    status: 401,
    code: 'UNAUTHORIZED',
    unchanged: true,
  },
];

describe.each(TEST_DIALECTS)('REST table API on %s', (dialect) => {
  let server: TestServer;
  const authorizations: Partial<Record<As, string>> = {};

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    authorizations.a = await userAuthorization(server, USER_A);
    authorizations.b = await userAuthorization(server, USER_B);
    authorizations.service = serviceAuthorization(server);
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await callRest(server, { method: 'DELETE', authorization: serviceAuthorization(server) });
    await seedRows(server, SEED);
  });

  it.each([...READS, ...WRITES])('$name → $status', async (scenario) => {
    const before = await allRows(server);
    const authorization = authorizations[scenario.as ?? 'a'];
    const response = await callRest(server, { ...scenario.call, ...(authorization ? { authorization } : {}) });
    expect(response.statusCode, response.body).toBe(scenario.status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    if (scenario.code) expect(body).toMatchObject({ code: scenario.code, message: expect.any(String), error: expect.any(String) });
    scenario.expect?.(body, response.headers);
    if (scenario.unchanged) expect(await allRows(server)).toEqual(before);
  });

  it('refuses an unknown project with a 404', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/db/other-project/rest/v1/logo_systems',
      headers: { authorization: serviceAuthorization(server) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
  });

  it('names no schema when refusing an unknown column', async () => {
    const response = await callRest(server, { method: 'GET', query: 'select=secret', authorization: serviceAuthorization(server) });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/brand_name|user_id|logo_systems/);
  });

  it('pages through every row with a cursor', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const query = `select=id&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const rows = (await callRest(server, { method: 'GET', query, authorization: serviceAuthorization(server) })).json() as {
        id: string;
      }[];
      if (rows.length === 0) break;
      seen.push(...rows.map((row) => row.id));
      cursor = rows.at(-1)?.id ?? '';
    }
    expect(seen).toEqual(['logo_a1', 'logo_a2', 'logo_a3', 'logo_b1']);
  });

  it('answers CORS requests with Content-Range exposed', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: restPath(server, 'logo_systems', 'select=id'),
      headers: { origin: 'http://app.example', authorization: authorizations.a as string, prefer: 'count=exact' },
    });
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('content-range');
  });
});
