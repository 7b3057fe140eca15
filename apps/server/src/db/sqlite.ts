/** SQLite adapter (better-sqlite3): synchronous driver behind the async port, WAL mode. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Queryable, QueryOptions, QueryResult, Row, SqlValue } from './database';

function normalise(params: readonly SqlValue[]): unknown[] {
  return params.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

export function createSqliteDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const statements = new Map<string, BetterSqlite3.Statement>();
  let txDepth = 0;

  function prepare(sql: string): BetterSqlite3.Statement {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size > 500) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  }

  // Column lists per prepared statement: `columns()` costs about as much as a primary-key read.
  const columnNames = new WeakMap<BetterSqlite3.Statement, string[]>();

  function columnsOf(statement: BetterSqlite3.Statement): string[] {
    let names = columnNames.get(statement);
    if (!names) {
      names = statement.columns().map((column) => column.name);
      columnNames.set(statement, names);
    }
    return names;
  }

  function run<T extends Row>(sql: string, params: readonly SqlValue[] = [], _options?: QueryOptions): QueryResult<T> {
    const statement = prepare(sql);
    const values = normalise(params);
    if (statement.reader) {
      const rows = statement.all(...values) as T[];
      return { rows, columns: columnsOf(statement), rowCount: rows.length };
    }
    const info = statement.run(...values);
    // A schema change can alter what `SELECT *` returns: drop every cached statement and column list.
    if (SCHEMA_CHANGE.test(sql)) statements.clear();
    return { rows: [], columns: [], rowCount: info.changes };
  }

  const queryable: Queryable = {
    dialect: 'sqlite',
    async query<T extends Row>(sql: string, params?: readonly SqlValue[], options?: QueryOptions) {
      return run<T>(sql, params, options);
    },
  };

  return {
    ...queryable,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      // The driver is synchronous, so every query here resolves at once and `fn` only yields to
      // microtasks: no other request's query can interleave while the transaction is open, as long
      // as `fn` awaits nothing but this database (no network or file IO inside a transaction).
      const name = `sp_${txDepth}`;
      txDepth += 1;
      db.exec(txDepth === 1 ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${name}`);
      try {
        const result = await fn(queryable);
        db.exec(txDepth === 1 ? 'COMMIT' : `RELEASE ${name}`);
        return result;
      } catch (error) {
        db.exec(txDepth === 1 ? 'ROLLBACK' : `ROLLBACK TO ${name}`);
        throw error;
      } finally {
        txDepth -= 1;
      }
    },
    async close() {
      db.close();
    },
  };
}
