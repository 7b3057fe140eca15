/**
 * The project's migrations on both databases: order, per-database files, each applied once, policies
 * recorded with them, and a broken migration that stops the start with one line and leaves nothing behind.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTableRegistry } from '../rest/tables/project-tables';
import { TEST_DATABASE_URL, TEST_DIALECTS } from '../test/harness';
import type { Database, Dialect } from './database';
import { runMigrations } from './migrations';
import { openDatabase } from './open';
import { ProjectSchemaError, runProjectMigrations } from './project-migrations';
import { readPolicies } from './table-policies';

const silent = { warn: () => undefined };

async function openScratch(dialect: Dialect, folder: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = await openDatabase(`sqlite:${join(folder, 'scratch.sqlite')}`);
    return { db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openDatabase(TEST_DATABASE_URL, { schema });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

describe.each(TEST_DIALECTS)('project migrations on %s', (dialect) => {
  let folder: string;
  let dir: string;
  let db: Database;
  let drop: () => Promise<void>;

  const write = (file: string, sql: string) => writeFileSync(join(dir, file), sql);
  const run = () => runProjectMigrations(db, dir, createTableRegistry({ db, internalTables: new Set(), logger: silent }).checkPolicy);
  const applied = async () =>
    (await db.query<{ id: string }>("SELECT id FROM _migrations WHERE id LIKE 'project/%' ORDER BY id")).rows.map((r) => r.id);
  const tableExists = async (name: string) => {
    const sql =
      dialect === 'sqlite'
        ? "SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table' AND name = ?"
        : 'SELECT count(*) AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename = ?';
    return Number((await db.query<{ n: number }>(sql, [name])).rows[0]?.n) > 0;
  };

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'logo-dna-migrations-'));
    dir = join(folder, 'migrations');
    mkdirSync(dir);
    ({ db, drop } = await openScratch(dialect, folder));
    await runMigrations(db, []);
  });
  afterEach(async () => {
    await drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('applies files in the order of their number, each once, and a file added later on the next start', async () => {
    write('10_second.sql', 'ALTER TABLE notes ADD COLUMN body TEXT;');
    write('2_first.sql', 'CREATE TABLE notes (id TEXT PRIMARY KEY);\n-- a comment; not a statement\n');
    write('README.md', 'not a migration');
    // 10 after 2 (not as text): the ALTER of 10 needs the table 2 creates.
    expect(await run()).toEqual(['2_first', '10_second']);
    expect(await run()).toEqual([]);
    write('11_third.sql', "INSERT INTO notes (id, body) VALUES ('n1', 'semi;colon');");
    expect(await run()).toEqual(['11_third']);
    expect(await applied()).toEqual(['project/10_second', 'project/11_third', 'project/2_first']);
    expect((await db.query('SELECT id, body FROM notes')).rows).toEqual([{ id: 'n1', body: 'semi;colon' }]);
  });

  it("applies a database's own file of a pair, and skips a migration written for the other database only", async () => {
    write('0001_pair.sqlite.sql', 'CREATE TABLE made_on_sqlite (id TEXT PRIMARY KEY);');
    write('0001_pair.postgres.sql', 'CREATE TABLE made_on_postgres (id TEXT PRIMARY KEY);');
    const other = dialect === 'sqlite' ? 'postgres' : 'sqlite';
    write(`0002_other.${other}.sql`, 'CREATE TABLE only_there (id TEXT PRIMARY KEY);');
    expect(await run()).toEqual(['0001_pair']);
    expect(await tableExists(`made_on_${dialect}`)).toBe(true);
    expect(await tableExists(`made_on_${other}`)).toBe(false);
    expect(await tableExists('only_there')).toBe(false);
  });

  it('stops at a broken migration with one line naming the file and statement, and keeps none of it', async () => {
    write('0001_ok.sql', 'CREATE TABLE kept (id TEXT PRIMARY KEY);');
    write('0002_broken.sql', 'CREATE TABLE half (id TEXT PRIMARY KEY);\nCREATE TABLEE oops (id TEXT);');
    write('0003_later.sql', 'CREATE TABLE later (id TEXT PRIMARY KEY);');
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProjectSchemaError);
    expect((error as Error).message).toMatch(/^Migration 0002_broken\.sql failed: statement 2: .*syntax error/);
    expect((error as Error).message).not.toContain('\n');
    expect(await applied()).toEqual(['project/0001_ok']);
    expect(await tableExists('half')).toBe(false);
    expect(await tableExists('later')).toBe(false);
  });

  it('records the policies a migration declares, and a later migration replaces one', async () => {
    write(
      '0001_board.sql',
      'CREATE TABLE notes (id TEXT PRIMARY KEY, user_id TEXT NOT NULL);\n-- @policy notes owner(user_id)\n' +
        'CREATE TABLE posts (id TEXT PRIMARY KEY, body TEXT);\n-- @policy posts service-only',
    );
    write('0002_open_posts.sql', '-- Posts become readable by anyone.\n-- @policy posts public-read');
    await run();
    const policies = await readPolicies(db);
    expect(policies.get('notes')).toMatchObject({ policy: { kind: 'owner', ownerColumn: 'user_id' }, declaredIn: '0001_board.sql' });
    expect(policies.get('posts')).toMatchObject({ policy: { kind: 'public-read' }, declaredIn: '0002_open_posts.sql' });
  });

  it.each([
    ['a malformed policy', '-- @policy notes owner', /0001_p\.sql failed: @policy on line 2 must read/],
    ['a policy for no table', '-- @policy nowhere public-read', /0001_p\.sql failed: @policy on line 2: no table nowhere/],
    ['an owner column the table lacks', '-- @policy notes owner(user_id)', /owner column user_id must be a text column/],
    ['an owner column that is not text', '-- @policy notes owner(n)', /owner column n must be a text column/],
    ["the server's own table", '-- @policy _migrations public-read', /_migrations is one of the server's own tables/],
  ])('refuses %s and applies nothing of the file', async (_name, directive, message) => {
    write('0001_p.sql', `CREATE TABLE notes (id TEXT PRIMARY KEY, n INTEGER);\n${directive}`);
    await expect(run()).rejects.toThrow(message);
    expect(await tableExists('notes')).toBe(false);
  });
});

describe('project migration files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logo-dna-migration-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** No database is reached: the files are refused before any migration runs. */
  const nothing = { dialect: 'sqlite', query: async () => ({ rows: [], columns: [], rowCount: 0 }) } as unknown as Database;
  const read = (folder = dir) => runProjectMigrations(nothing, folder, async () => undefined);

  it.each([
    [['notes.sql'], /notes\.sql: name it <number>_<name>\.sql/],
    [['1_a.sql', '1_b.sql'], /1_a and 1_b share the number 1/],
    [['1_a.sql', '1_a.sqlite.sql'], /give either 1_a\.sql or per-database files/],
  ])('refuses the files %j', async (files, message) => {
    for (const file of files) writeFileSync(join(dir, file), 'SELECT 1;');
    await expect(read()).rejects.toThrow(message);
  });

  it('refuses a folder that is not there', async () => {
    await expect(read(join(dir, 'missing'))).rejects.toThrow(/is not a folder/);
  });
});

describe('a server whose migration is broken', () => {
  it('does not start, and says why in one line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'logo-dna-broken-start-'));
    const migrations = join(folder, 'migrations');
    mkdirSync(migrations);
    writeFileSync(join(migrations, '0001_notes.sql'), 'CREATE TABLE notes (id TEXT PRIMARY KEY,);');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: resolve(import.meta.dirname, '..', '..'),
      env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(folder, 'data'), MIGRATIONS_DIR: migrations },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    rmSync(folder, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Logo DNA cannot start: Migration 0001_notes\.sql failed: statement 1: .+\n$/);
  });
});
