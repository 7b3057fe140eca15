/** The product's migration runner on both databases: every pending migration in one transaction, each applied once. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEATURE_MIGRATIONS } from '../feature-migrations';
import { TEST_DATABASE_URL, TEST_DIALECTS } from '../test/harness';
import type { Database, Dialect } from './database';
import { type Migration, runMigrations } from './migrations';
import { openDatabase } from './open';

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

const appliedIds = async (db: Database) =>
  (await db.query<{ id: string }>('SELECT id FROM _migrations ORDER BY id')).rows.map((row) => row.id).sort();

describe.each(TEST_DIALECTS)('runMigrations on %s', (dialect) => {
  let folder: string;
  let db: Database;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'logo-dna-migrations-'));
    ({ db, drop } = await openScratch(dialect, folder));
  });
  afterEach(async () => {
    await drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('applies every migration on a fresh database, then none on the next start', async () => {
    expect(await runMigrations(db, FEATURE_MIGRATIONS)).toEqual(FEATURE_MIGRATIONS.map((migration) => migration.id));
    expect(await appliedIds(db)).toEqual(FEATURE_MIGRATIONS.map((migration) => migration.id).sort());
    expect(await runMigrations(db, FEATURE_MIGRATIONS)).toEqual([]);
  });

  it('applies only the pending ones, in the order given', async () => {
    const first: Migration = { id: 'test-001-notes', up: 'CREATE TABLE test_notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)' };
    const second: Migration = { id: 'test-002-notes-title', up: 'ALTER TABLE test_notes ADD COLUMN title TEXT' };
    expect(await runMigrations(db, [first])).toEqual(['test-001-notes']);
    expect(await runMigrations(db, [first, second])).toEqual(['test-002-notes-title']);
    await db.query("INSERT INTO test_notes (id, body, title) VALUES (1, 'b', 't')");
    expect((await db.query<{ title: string }>('SELECT title FROM test_notes')).rows).toEqual([{ title: 't' }]);
  });

  it('leaves the database as it found it when a pending migration fails', async () => {
    const good: Migration = { id: 'test-001-kept-out', up: 'CREATE TABLE test_kept_out (id INTEGER PRIMARY KEY)' };
    const broken: Migration = { id: 'test-002-broken', up: 'CREATE TABLE test_broken (id INTEGER PRIMARY KEY, oops NOT A TYPE (' };
    await expect(runMigrations(db, [good, broken])).rejects.toThrow();
    expect(await appliedIds(db)).toEqual([]);
    // The first migration's table was rolled back with the rest: applying the fixed list starts from nothing.
    const fixed: Migration = { id: 'test-002-broken', up: 'CREATE TABLE test_broken (id INTEGER PRIMARY KEY)' };
    expect(await runMigrations(db, [good, fixed])).toEqual(['test-001-kept-out', 'test-002-broken']);
  });
});
