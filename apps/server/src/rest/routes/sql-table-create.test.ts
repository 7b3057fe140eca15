/**
 * Tables the service key makes through `/sql` are served at once, under the policy the statement's
 * `-- @policy` comment declares, on both databases; schema changes through raw SQL are picked up too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import { createTableRegistry } from '../tables/project-tables';
import { callRest, serviceAuthorization, USER_A, USER_B, userAuthorization } from '../test-support/rest-test-kit';

const TODOS = `-- A to-do list per user.
CREATE TABLE todos (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT 'untitled',
  done BOOLEAN NOT NULL DEFAULT FALSE,
  tags JSON,
  due TIMESTAMP
)
-- @policy todos owner(user_id)`;

describe.each(TEST_DIALECTS)('CREATE TABLE through /sql on %s', (dialect) => {
  let server: TestServer;
  let a: string;
  let b: string;
  let service: string;

  const sql = async (query: string, params: unknown[] = []) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/db/${server.config.projectId}/sql`,
      headers: { 'content-type': 'application/json', authorization: service },
      payload: JSON.stringify({ query, params }),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const rest = (table: string, authorization: string, call: Parameters<typeof callRest>[1] = { method: 'GET' }) =>
    callRest(server, { ...call, table, authorization });

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    a = await userAuthorization(server, USER_A);
    b = await userAuthorization(server, USER_B);
    service = serviceAuthorization(server);
    // Raw SQL's login is open before the table exists, so its rights on the new table come afterwards.
    expect((await sql('SELECT 1 AS one')).status).toBe(200);
  });
  afterAll(async () => server.close());

  it('serves the new table at once under its policy, with a numbered key and typed columns', async () => {
    expect(await sql(TODOS)).toMatchObject({ status: 200, body: { rows: [], rowCount: 0 } });
    const body = [{ title: 'milk', tags: ['shop'], due: '2026-06-01T09:30:00+02:00' }, {}];
    const created = await rest('todos', a, { method: 'POST', body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual([
      { id: 1, user_id: USER_A, title: 'milk', done: false, tags: ['shop'], due: '2026-06-01T07:30:00.000Z' },
      { id: 2, user_id: USER_A, title: 'untitled', done: false, tags: null, due: null },
    ]);
    expect((await rest('todos', a, { method: 'GET', query: 'due=lt.2026-06-01T08:00:00Z&select=id' })).json()).toEqual([{ id: 1 }]);
    expect((await rest('todos', b)).json()).toEqual([]);
    expect((await rest('todos', a, { method: 'GET', query: 'tags=cs.["shop"]&select=title' })).json()).toEqual([{ title: 'milk' }]);
  });

  it("lets raw SQL's own login read and write the new table, and still not the policies", async () => {
    expect(await sql("INSERT INTO todos (user_id, title) VALUES ('user_b', 'raw')")).toMatchObject({ status: 200, body: { rowCount: 1 } });
    expect((await rest('todos', b, { method: 'GET', query: 'select=title' })).json()).toEqual([{ title: 'raw' }]);
    const policies = await sql('SELECT * FROM _table_policies');
    if (dialect === 'postgres') expect(policies).toMatchObject({ status: 400, body: { code: 'SQL_ERROR' } });
    else expect(policies.status).toBe(200);
  });

  it('serves a table declared without a policy to the service key only', async () => {
    expect((await sql('CREATE TABLE ledger (id TEXT PRIMARY KEY, amount REAL NOT NULL)')).status).toBe(200);
    expect((await rest('ledger', service, { method: 'POST', body: { id: 'l1', amount: 2.5 } })).statusCode).toBe(201);
    expect(await rest('ledger', a).then((r) => r.json())).toMatchObject({ code: 'SERVICE_KEY_REQUIRED' });
  });

  it.each([
    ['a policy for another table', 'CREATE TABLE p1 (id TEXT PRIMARY KEY)\n-- @policy todos public-read', 'names todos'],
    ['an owner column the table lacks', 'CREATE TABLE p2 (id TEXT PRIMARY KEY)\n-- @policy p2 owner(user_id)', 'owner column user_id'],
    ['a malformed policy', 'CREATE TABLE p3 (id TEXT PRIMARY KEY)\n-- @policy p3 everyone', 'must read'],
  ])('refuses %s with 400 INVALID_POLICY and makes no table', async (_name, query, words) => {
    const response = await sql(query);
    expect(response).toMatchObject({ status: 400, body: { code: 'INVALID_POLICY', message: expect.stringContaining(words) } });
    const table = /CREATE TABLE (\w+)/.exec(query)?.[1] as string;
    expect((await rest(table, service)).statusCode).toBe(404);
    expect((await sql(`CREATE TABLE ${table} (id TEXT PRIMARY KEY)`)).status).toBe(200);
  });

  it('answers an existing table with SQL_ERROR, or nothing with IF NOT EXISTS', async () => {
    expect(await sql('CREATE TABLE todos (id TEXT PRIMARY KEY)')).toMatchObject({ status: 400, body: { code: 'SQL_ERROR' } });
    expect((await sql('CREATE TABLE IF NOT EXISTS todos (id TEXT PRIMARY KEY)')).status).toBe(200);
    expect((await rest('todos', a, { method: 'GET', query: 'select=id,title&order=id' })).json()).toHaveLength(2);
  });

  if (dialect === 'postgres') {
    it('refuses, with what it takes, a CREATE TABLE outside the grammar', async () => {
      const response = await sql('CREATE TABLE checked (id TEXT PRIMARY KEY, n INTEGER CHECK (n > 0))');
      expect(response).toMatchObject({ status: 400, body: { code: 'STATEMENT_NOT_ALLOWED', message: expect.stringContaining('CHECK') } });
    });

    it('leaves other schema changes to migrations: raw SQL may not alter a table', async () => {
      expect(await sql('ALTER TABLE todos ADD COLUMN note TEXT')).toMatchObject({ status: 400, body: { code: 'SQL_ERROR' } });
    });
  } else {
    it('runs a CREATE TABLE outside the grammar as raw SQL, and serves it', async () => {
      expect((await sql('CREATE TABLE checked (id TEXT PRIMARY KEY, n INTEGER CHECK (n > 0))')).status).toBe(200);
      expect((await rest('checked', service, { method: 'POST', body: { id: 'c', n: -1 } })).json()).toMatchObject({
        code: 'CONSTRAINT_VIOLATION',
      });
    });

    it('gives a table made again after a drop no policy of the old one', async () => {
      expect((await sql('CREATE TABLE notes (id TEXT PRIMARY KEY, user_id TEXT)\n-- @policy notes public-read')).status).toBe(200);
      expect((await rest('notes', a)).statusCode).toBe(200);
      expect((await sql('DROP TABLE notes')).status).toBe(200);
      expect((await sql('CREATE TABLE notes (id TEXT PRIMARY KEY, user_id TEXT)')).status).toBe(200);
      expect((await rest('notes', a)).json()).toMatchObject({ code: 'SERVICE_KEY_REQUIRED' });
    });

    it('serves a column added and a table dropped through raw SQL from the next request on', async () => {
      expect((await sql('ALTER TABLE ledger ADD COLUMN memo TEXT')).status).toBe(200);
      expect((await rest('ledger', service, { method: 'GET', query: 'select=id,memo' })).json()).toEqual([{ id: 'l1', memo: null }]);
      const batch = await server.app.inject({
        method: 'POST',
        url: `/api/db/${server.config.projectId}/batch`,
        headers: { 'content-type': 'application/json', authorization: service },
        payload: JSON.stringify({ statements: [{ sql: 'DROP TABLE ledger' }, { sql: 'CREATE TABLE shelf (id TEXT PRIMARY KEY)' }] }),
      });
      expect(batch.statusCode, batch.body).toBe(200);
      expect((await rest('ledger', service)).statusCode).toBe(404);
      expect((await rest('shelf', service)).statusCode).toBe(200);
    });
  }
});

describe('the table registry', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it('finds a table made elsewhere (another server, another tool) once a second has passed since it last looked', async () => {
    let clock = 1_000_000;
    const registry = createTableRegistry({
      db: server.deps.db,
      internalTables: new Set(),
      logger: { warn: () => undefined },
      now: () => clock,
    });
    await registry.refresh();
    await server.deps.db.query('CREATE TABLE elsewhere (id TEXT PRIMARY KEY)');
    expect(await registry.find('elsewhere')).toBeUndefined();
    clock += 1000;
    expect((await registry.find('elsewhere'))?.name).toBe('elsewhere');
    expect(registry.names()).toContain('elsewhere');
  });
});
