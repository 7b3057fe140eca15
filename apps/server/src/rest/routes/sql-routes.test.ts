/** Scenario table for the service-key /sql and /batch endpoints on both databases. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RawStatementFailure } from '../../db/raw-sql';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import { allRows, callRest, logoSystemRow, seedRows, serviceAuthorization, USER_A, userAuthorization } from '../test-support/rest-test-kit';
import { toInputRefusal } from './database-errors';

type As = 'service' | 'user' | 'anonymous';

interface SqlScenario {
  name: string;
  as?: As;
  path: 'sql' | 'batch';
  body: unknown;
  status: number;
  code?: string;
  expect?: (body: Record<string, unknown>) => void;
  unchanged?: boolean;
}

const SCENARIOS: SqlScenario[] = [
  {
    name: 'a parameterised query',
    path: 'sql',
    body: { query: 'SELECT id, brand_name FROM logo_systems WHERE user_id = ? ORDER BY id', params: [USER_A] },
    status: 200,
    expect: (body) => {
      expect(body).toMatchObject({ rows: [{ id: 'a1', brand_name: 'Brand a1' }], columns: ['id', 'brand_name'], rowCount: 1 });
      expect(body.executionTime).toEqual(expect.any(Number));
    },
  },
  {
    name: 'a write reports rows changed',
    path: 'sql',
    body: { query: "UPDATE logo_systems SET tagline = 'x' WHERE id = ?", params: ['a1'] },
    status: 200,
    expect: (b) => expect(b).toMatchObject({ rowCount: 1, rows: [] }),
  },
  { name: 'a user token is not enough', as: 'user', path: 'sql', body: { query: 'SELECT 1' }, status: 403, code: 'SERVICE_KEY_REQUIRED' },
  { name: 'anonymous callers are refused', as: 'anonymous', path: 'sql', body: { query: 'SELECT 1' }, status: 401, code: 'UNAUTHORIZED' },
  {
    name: 'chained statements are refused',
    path: 'sql',
    body: { query: 'SELECT 1; DELETE FROM logo_systems' },
    status: 400,
    code: 'SQL_ERROR',
    unchanged: true,
  },
  {
    name: 'a syntax error is a 400 with a one-line message',
    path: 'sql',
    body: { query: 'SELEC nonsense' },
    status: 400,
    code: 'SQL_ERROR',
    expect: (b) => expect(String(b.message)).not.toContain('\n'),
  },
  { name: 'an unknown table is a 400', path: 'sql', body: { query: 'SELECT * FROM nope' }, status: 400, code: 'SQL_ERROR' },
  {
    name: 'a duplicate key is a 400 with the SQL_ERROR code',
    path: 'sql',
    body: { query: "INSERT INTO logo_systems (id, user_id) VALUES ('a1', 'u')" },
    status: 400,
    code: 'SQL_ERROR',
    unchanged: true,
  },
  { name: 'a missing query', path: 'sql', body: { params: [] }, status: 400, code: 'INVALID_BODY' },
  { name: 'object parameters', path: 'sql', body: { query: 'SELECT ?', params: [{ a: 1 }] }, status: 400, code: 'INVALID_BODY' },
  {
    name: 'a batch runs every statement',
    path: 'batch',
    body: {
      statements: [
        { sql: "UPDATE logo_systems SET tagline = 'b' WHERE id = ?", args: ['a1'] },
        { sql: 'SELECT tagline FROM logo_systems WHERE id = ?', args: ['a1'] },
      ],
      mode: 'write',
    },
    status: 200,
    expect: (body) => {
      expect(body).toMatchObject({
        success: true,
        results: [{ rowCount: 1 }, { rows: [{ tagline: 'b' }], columns: ['tagline'], rowCount: 1 }],
      });
      expect(body.executionTime).toEqual(expect.any(Number));
    },
  },
  {
    name: 'a failing batch rolls everything back',
    path: 'batch',
    body: {
      statements: [
        { sql: 'DELETE FROM logo_systems', args: [] },
        { sql: 'SELECT * FROM nope', args: [] },
      ],
    },
    status: 400,
    code: 'SQL_ERROR',
    expect: (b) => expect(b.details).toEqual({ statement: 1 }),
    unchanged: true,
  },
  {
    name: 'a read batch cannot write',
    path: 'batch',
    body: { statements: [{ sql: 'DELETE FROM logo_systems' }], mode: 'read' },
    status: 400,
    code: 'SQL_ERROR',
    unchanged: true,
  },
  {
    name: 'a batch for a user token',
    as: 'user',
    path: 'batch',
    body: { statements: [{ sql: 'SELECT 1' }] },
    status: 403,
    code: 'SERVICE_KEY_REQUIRED',
  },
  { name: 'an empty batch', path: 'batch', body: { statements: [] }, status: 400, code: 'INVALID_BODY' },
  { name: 'an unknown mode', path: 'batch', body: { statements: [{ sql: 'SELECT 1' }], mode: 'admin' }, status: 400, code: 'INVALID_BODY' },
  {
    name: 'more than 100 statements',
    path: 'batch',
    body: { statements: Array.from({ length: 101 }, () => ({ sql: 'SELECT 1' })) },
    status: 400,
    code: 'TOO_MANY_STATEMENTS',
  },
];

describe.each(TEST_DIALECTS)('SQL endpoints on %s', (dialect) => {
  let server: TestServer;
  const authorizations: Partial<Record<As, string>> = {};

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    authorizations.service = serviceAuthorization(server);
    authorizations.user = await userAuthorization(server, USER_A);
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await callRest(server, { method: 'DELETE', query: 'id=not.is.null', authorization: serviceAuthorization(server) });
    await seedRows(server, [logoSystemRow('a1', USER_A)]);
  });

  it.each(SCENARIOS)('$path: $name → $status', async (scenario) => {
    const before = await allRows(server);
    const authorization = authorizations[scenario.as ?? 'service'];
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/db/${server.config.projectId}/${scenario.path}`,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: JSON.stringify(scenario.body),
    });
    expect(response.statusCode, response.body).toBe(scenario.status);
    const body = response.json();
    if (scenario.code) expect(body).toMatchObject({ code: scenario.code });
    scenario.expect?.(body);
    if (scenario.unchanged) expect(await allRows(server)).toEqual(before);
  });

  it('leaves the database writable after a read batch', async () => {
    const read = { statements: [{ sql: 'SELECT 1 AS one' }], mode: 'read' };
    const headers = { 'content-type': 'application/json', authorization: serviceAuthorization(server) };
    const url = `/api/db/${server.config.projectId}/batch`;
    expect((await server.app.inject({ method: 'POST', url, headers, payload: read })).statusCode).toBe(200);
    const write = await callRest(server, {
      method: 'POST',
      body: { id: 'after', user_id: USER_A },
      authorization: serviceAuthorization(server),
    });
    expect(write.statusCode).toBe(201);
  });

  // Driven through the port with short limits: the endpoints pass SQL_STATEMENT_TIMEOUT_MS the same way.
  const endless =
    dialect === 'postgres'
      ? 'SELECT pg_sleep(30)'
      : 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) AS total FROM n';

  it('cancels a statement that runs past its timeout and maps it to STATEMENT_TIMEOUT', async () => {
    // The statement never ends by itself (pg_sleep(30) would answer a row), so only the timeout can end it.
    const error = await server.deps.db
      .runRaw([{ sql: endless, params: [] }], { mode: 'single', timeoutMs: 300 })
      .catch((caught: unknown) => caught);
    expect(toInputRefusal(error)).toMatchObject({ code: 'STATEMENT_TIMEOUT' });
    // The database is still there for the next statement.
    const [next] = await server.deps.db.runRaw([{ sql: 'SELECT 2 AS two', params: [] }], { mode: 'single', timeoutMs: 5_000 });
    expect(next?.rows).toEqual([{ two: 2 }]);
  });

  it('keeps nothing of a write batch cancelled by its timeout', async () => {
    const before = await allRows(server);
    const insert = {
      sql: 'INSERT INTO logo_systems (id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)',
      params: ['late', USER_A, 'x', 'x'],
    };
    const error = await server.deps.db
      .runRaw([insert, { sql: endless, params: [] }], { mode: 'write', timeoutMs: 300 })
      .catch((caught: unknown) => caught);
    // PostgreSQL names the cancelled statement; SQLite's runner ends the whole batch.
    expect(toInputRefusal(error instanceof RawStatementFailure ? error.cause : error)).toMatchObject({ code: 'STATEMENT_TIMEOUT' });
    expect(await allRows(server)).toEqual(before);
  });

  it('serves the REST API while a raw statement runs', async () => {
    let ended = false;
    const slow = server.deps.db
      .runRaw([{ sql: endless, params: [] }], { mode: 'single', timeoutMs: 4_000 })
      .catch((caught: unknown) => caught)
      .finally(() => {
        ended = true;
      });
    // On PostgreSQL, read once the statement is seen running; SQLite runs raw SQL in a child process from the start.
    if (dialect === 'postgres') {
      const running = "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)' AND state = 'active'";
      while (!ended && (await server.deps.db.query<{ n: number }>(running)).rows[0]?.n === 0);
    }
    const read = await callRest(server, { method: 'GET', query: 'id=eq.a1', authorization: serviceAuthorization(server) });
    expect(read.statusCode).toBe(200);
    // The read was answered while the statement still ran, not after it.
    expect(ended).toBe(false);
    expect(toInputRefusal(await slow)).toMatchObject({ code: 'STATEMENT_TIMEOUT' });
  });

  it('returns blobs as bytes, as an in-process read does', async () => {
    const sql = dialect === 'postgres' ? "SELECT 'ab'::bytea AS b" : "SELECT CAST('ab' AS BLOB) AS b";
    const [result] = await server.deps.db.runRaw([{ sql, params: [] }], { mode: 'single', timeoutMs: 5_000 });
    const blob = result?.rows[0]?.b;
    expect(Buffer.isBuffer(blob)).toBe(true);
    expect(String(blob)).toBe('ab');
  });

  // On PostgreSQL the raw SQL role owns no table, so it cannot change one (sql-security.test.ts).
  it.runIf(dialect === 'sqlite')('lets the REST API see a column that raw SQL added', async () => {
    const headers = { 'content-type': 'application/json', authorization: serviceAuthorization(server) };
    const url = `/api/db/${server.config.projectId}/sql`;
    const select = { query: 'SELECT * FROM logo_systems WHERE id = ?', params: ['a1'] };
    expect((await server.app.inject({ method: 'POST', url, headers, payload: select })).json().columns).not.toContain('note');
    await server.app.inject({ method: 'POST', url, headers, payload: { query: 'ALTER TABLE logo_systems ADD COLUMN note TEXT' } });
    const after = await server.app.inject({ method: 'POST', url, headers, payload: select });
    expect(after.json().columns).toContain('note');
    expect(after.json().rows[0]).toHaveProperty('note', null);
    const internal = await server.deps.db.query('SELECT * FROM logo_systems WHERE id = ?', ['a1']);
    expect(internal.columns).toContain('note');
  });
});
