/**
 * The service key's raw SQL cannot reach beyond the app's rows: no superuser powers on PostgreSQL, no
 * files on SQLite, and a read batch cannot write. Each scenario is an attack against a real server.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dialect } from '../../db/database';
import { openDatabase } from '../../db/open';
import { RawSqlUnavailable } from '../../db/raw-sql';
import { createTestServer, TEST_DATABASE_URL, TEST_DIALECTS, type TestServer } from '../../test/harness';
import { allRows, callRest, logoSystemRow, seedRows, serviceAuthorization, USER_A } from '../test-support/rest-test-kit';

const INSERT = "INSERT INTO logo_systems (id, user_id, created_at, updated_at) VALUES ('planted', 'u', 'x', 'x')";
const ROLE_IS_SUPERUSER = 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user';

interface Attack {
  name: string;
  only?: Dialect;
  path: 'sql' | 'batch';
  /** `file` is a path in a folder every local user (the database server's included) may write to. */
  body: (file: string) => unknown;
  status: number;
  code?: string;
  expect?: (body: Record<string, unknown>) => void;
}

const ATTACKS: Attack[] = [
  {
    name: 'a read batch that commits, then writes',
    path: 'batch',
    body: () => ({ mode: 'read', statements: [{ sql: 'COMMIT' }, { sql: INSERT }] }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
    expect: (body) => expect(body.details).toEqual({ statement: 0 }),
  },
  {
    name: 'a write batch that commits half way, then fails',
    path: 'batch',
    body: () => ({ statements: [{ sql: INSERT }, { sql: '/* done */ commit' }, { sql: 'SELECT * FROM nope' }] }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
    expect: (body) => expect(body.details).toEqual({ statement: 1 }),
  },
  { name: 'a savepoint', path: 'sql', body: () => ({ query: 'SAVEPOINT s' }), status: 400, code: 'STATEMENT_NOT_ALLOWED' },
  // PostgreSQL
  {
    name: 'COPY to a program',
    only: 'postgres',
    path: 'sql',
    body: (file) => ({ query: `COPY (SELECT 1) TO PROGRAM 'id > ${file}'` }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
  },
  {
    name: 'COPY to a program from inside a DO block',
    only: 'postgres',
    path: 'sql',
    body: (file) => ({ query: `DO $$ BEGIN EXECUTE 'COPY (SELECT 1) TO PROGRAM ''id > ${file}'''; END $$` }),
    status: 400,
    code: 'SQL_ERROR',
  },
  {
    name: 'the raw SQL role is no superuser',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: ROLE_IS_SUPERUSER }),
    status: 200,
    expect: (body) => expect(body.rows).toEqual([{ rolsuper: false }]),
  },
  {
    name: 'a role switch back through set_config',
    only: 'postgres',
    path: 'batch',
    body: () => ({ statements: [{ sql: "SELECT set_config('role', 'none', true)" }, { sql: ROLE_IS_SUPERUSER }] }),
    status: 200,
    expect: (body) => expect((body.results as { rows: unknown[] }[])[1]?.rows).toEqual([{ rolsuper: false }]),
  },
  {
    name: 'a session authorization switch through dynamic SQL',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: "SELECT query_to_xml('SELECT set_config(''session_authorization'', ''postgres'', false)', true, false, '')" }),
    status: 400,
    code: 'SQL_ERROR',
  },
  {
    name: 'SET ROLE',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: 'SET ROLE postgres' }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
  },
  {
    name: 'reading a server file',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: "SELECT pg_read_file('PG_VERSION')" }),
    status: 400,
    code: 'SQL_ERROR',
  },
  {
    name: 'creating a role',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: 'CREATE ROLE logo_dna_probe SUPERUSER' }),
    status: 400,
    code: 'SQL_ERROR',
  },
  {
    name: 'reading password hashes',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: 'SELECT * FROM auth_users' }),
    status: 400,
    code: 'SQL_ERROR',
  },
  {
    name: 'reading the mail outbox',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: 'SELECT * FROM mail_outbox' }),
    status: 400,
    code: 'SQL_ERROR',
  },
  {
    name: 'a column default the server would run',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: "ALTER TABLE logo_systems ALTER COLUMN tagline SET DEFAULT pg_read_file('PG_VERSION')" }),
    status: 400,
    code: 'SQL_ERROR',
  },
  {
    name: 'a new column',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: 'ALTER TABLE logo_systems ADD COLUMN note TEXT' }),
    status: 400,
    code: 'SQL_ERROR',
  },
  {
    name: 'a read batch that turns read-write first',
    only: 'postgres',
    path: 'batch',
    body: () => ({ mode: 'read', statements: [{ sql: 'SET transaction_read_only = off' }, { sql: INSERT }] }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
  },
  {
    name: 'a read batch that turns read-write through dynamic SQL',
    only: 'postgres',
    path: 'batch',
    body: () => ({ mode: 'read', statements: [{ sql: "DO $$ BEGIN EXECUTE 'SET transaction_read_only = off'; END $$" }, { sql: INSERT }] }),
    status: 400,
    code: 'SQL_ERROR',
  },
  {
    name: 'a question mark in a dollar-quoted string',
    only: 'postgres',
    path: 'sql',
    body: () => ({ query: "SELECT $$what?$$ AS a, E'it\\'s ?' AS b, ? AS c /* why? */", params: ['p'] }),
    status: 200,
    expect: (body) => expect(body.rows).toEqual([{ a: 'what?', b: "it's ?", c: 'p' }]),
  },
  // SQLite
  {
    name: 'a read batch that lifts query_only, then writes',
    only: 'sqlite',
    path: 'batch',
    body: () => ({ mode: 'read', statements: [{ sql: 'PRAGMA query_only = 0' }, { sql: INSERT }] }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
  },
  {
    name: 'a quoted, schema-qualified PRAGMA behind a comment',
    only: 'sqlite',
    path: 'sql',
    body: () => ({ query: '/* x */ pragma main."query_only" = 0' }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
  },
  {
    name: 'a PRAGMA under EXPLAIN (SQLite acts on it while preparing)',
    only: 'sqlite',
    path: 'sql',
    body: () => ({ query: 'EXPLAIN PRAGMA journal_mode = DELETE' }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
  },
  {
    name: 'VACUUM INTO a file',
    only: 'sqlite',
    path: 'sql',
    body: (file) => ({ query: `VACUUM INTO '${file}'` }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
  },
  {
    name: 'VACUUM INTO a file in a write batch',
    only: 'sqlite',
    path: 'batch',
    body: (file) => ({ statements: [{ sql: 'SELECT 1' }, { sql: `vacuum main into '${file}'` }] }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
    expect: (body) => expect(body.details).toEqual({ statement: 1 }),
  },
  {
    name: 'ATTACH a new file',
    only: 'sqlite',
    path: 'sql',
    body: (file) => ({ query: `ATTACH DATABASE '${file}' AS side` }),
    status: 400,
    code: 'STATEMENT_NOT_ALLOWED',
  },
  {
    name: 'an informational PRAGMA still runs',
    only: 'sqlite',
    path: 'sql',
    body: () => ({ query: 'PRAGMA table_info(logo_systems)' }),
    status: 200,
    expect: (body) => expect(body.rows).toContainEqual(expect.objectContaining({ name: 'brand_name' })),
  },
];

describe.each(TEST_DIALECTS)('raw SQL attacks on %s', (dialect) => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    // Writable by the database server's own user too, so a COPY TO PROGRAM that ran would leave its file.
    folder = mkdtempSync(join(tmpdir(), 'logo-dna-sql-attack-'));
    chmodSync(folder, 0o777);
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await callRest(server, { method: 'DELETE', query: 'id=not.is.null', authorization: serviceAuthorization(server) });
    await seedRows(server, [logoSystemRow('a1', USER_A)]);
  });

  it.each(ATTACKS.filter((attack) => !attack.only || attack.only === dialect))('$path: $name → $status', async (attack) => {
    const before = await allRows(server);
    const file = join(folder, `${Math.random().toString(36).slice(2)}.out`);
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/db/${server.config.projectId}/${attack.path}`,
      headers: { 'content-type': 'application/json', authorization: serviceAuthorization(server) },
      payload: JSON.stringify(attack.body(file)),
    });
    expect(response.statusCode, response.body).toBe(attack.status);
    const body = response.json();
    if (attack.code) expect(body).toMatchObject({ code: attack.code });
    attack.expect?.(body);
    expect(existsSync(file)).toBe(false);
    expect(await allRows(server)).toEqual(before);
  });
});

describe('the raw SQL login on postgres', () => {
  it("refuses to run raw SQL as the server's own superuser login", async () => {
    const schema = `t_raw_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const db = await openDatabase(TEST_DATABASE_URL, { schema, rawSqlUrl: TEST_DATABASE_URL });
    try {
      const run = db.runRaw([{ sql: 'SELECT 1', params: [] }], { mode: 'single', timeoutMs: 5_000 });
      await expect(run).rejects.toBeInstanceOf(RawSqlUnavailable);
    } finally {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });
});
