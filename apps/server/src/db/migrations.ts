/** Migration runner: each feature declares its own ordered migrations; the pending ones applied once, in one transaction. */
import type { Database, Dialect } from './database';

export interface Migration {
  /** Globally unique and stable, e.g. `rest-001-logo-systems`. */
  id: string;
  /** SQL per dialect; a string applies to both. Statements separated by `;` at line ends. */
  up: string | Record<Dialect, string>;
}

function statementsOf(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * Applies the migrations not yet recorded in `_migrations`, in the order given, all in one transaction: a fresh
 * database gets its whole schema in one commit, and a failing migration leaves the database as it found it.
 */
export async function runMigrations(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  await db.query('CREATE TABLE IF NOT EXISTS _migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM _migrations')).rows.map((row) => row.id));
  const pending = migrations.filter((migration) => !done.has(migration.id));
  if (pending.length === 0) return [];
  await db.transaction(async (tx) => {
    const appliedAt = new Date().toISOString();
    for (const migration of pending) {
      const sql = typeof migration.up === 'string' ? migration.up : migration.up[db.dialect];
      for (const statement of statementsOf(sql)) await tx.query(statement);
      await tx.query('INSERT INTO _migrations (id, applied_at) VALUES (?, ?)', [migration.id, appliedAt]);
    }
  });
  return pending.map((migration) => migration.id);
}
