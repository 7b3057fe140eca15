/** SQLite adapter (better-sqlite3): synchronous driver behind the async port, WAL mode. */
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Queryable, QueryOptions, QueryResult, Row, SqlValue } from './database';
import { createPrivateFile, keepPrivate } from './file-modes';
import { runRawInProcess } from './raw-sql';
import { checkRawStatements } from './raw-sql-guard';
import { registerSqliteFunctions, withFunctionDeadline } from './sqlite-functions';
import { createSqliteRawRunner } from './sqlite-raw-runner';
import { createSqliteTransactions } from './sqlite-transactions';

function normalise(params: readonly SqlValue[]): unknown[] {
  return params.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

type RowFactory = (values: readonly unknown[]) => Row;

/**
 * Builds rows from a statement's raw value arrays with one object literal per column list. The driver's
 * own row objects gain one property at a time through V8's generic path (with a string lookup per
 * column), which under load cost about as much as the query; a literal gives every row the same shape at
 * once. Keys are JSON string literals in computed position, so any column name, `__proto__` included,
 * becomes a plain own property; a repeated name keeps its last value, as the driver does.
 */
function rowFactory(columns: readonly string[]): RowFactory {
  const fields = columns.map((name, index) => `[${JSON.stringify(name)}]: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as RowFactory;
}

interface ReadStatement {
  statement: BetterSqlite3.Statement;
  /**
   * Column names and row factory, read after the statement first runs: SQLite re-prepares a statement
   * whose schema another connection changed only when it runs, so names read at prepare time could be stale.
   */
  shape?: { columns: string[]; toRow: RowFactory };
}

export interface SqliteOptions {
  /**
   * Open the file read-only (SQLITE_OPEN_READONLY): every write fails whatever the SQL does. The raw SQL
   * runner reads with such a connection. The file must exist.
   */
  readonly?: boolean;
}

/** The files SQLite keeps beside the database file. */
const SIDE_FILES = ['-wal', '-shm', '-journal'];

function openConnection(file: string, readonly: boolean): BetterSqlite3.Database {
  if (file === ':memory:') return new BetterSqlite3(file);
  if (readonly) return new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  createPrivateFile(file);
  keepPrivate(file);
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  // Files left by an earlier version or another tool may be open to other users.
  for (const suffix of SIDE_FILES) keepPrivate(`${file}${suffix}`);
  return db;
}

export function createSqliteDatabase(file: string, options: SqliteOptions = {}): Database {
  const readonly = options.readonly === true;
  const db = openConnection(file, readonly);
  if (!readonly) db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  registerSqliteFunctions(db);
  // Prepared statements by SQL text; readers return raw value arrays and keep their column list
  // (`columns()` costs about as much as a primary-key read) and row factory.
  const statements = new Map<string, BetterSqlite3.Statement | ReadStatement>();

  function prepare(sql: string): BetterSqlite3.Statement | ReadStatement {
    let prepared = statements.get(sql);
    if (!prepared) {
      const statement = db.prepare(sql);
      prepared = statement.reader ? { statement: statement.raw(true) } : statement;
      if (statements.size > 500) statements.clear();
      statements.set(sql, prepared);
    }
    return prepared;
  }

  function run<T extends Row>(sql: string, params: readonly SqlValue[] = [], options?: QueryOptions): QueryResult<T> {
    const prepared = prepare(sql);
    const values = normalise(params);
    if ('statement' in prepared) {
      const { statement } = prepared;
      const raw = withFunctionDeadline(options?.timeoutMs, () => statement.all(...values)) as unknown[][];
      if (!prepared.shape) {
        const columns = prepared.statement.columns().map((column) => column.name);
        prepared.shape = { columns, toRow: rowFactory(columns) };
      }
      const rows = raw.map(prepared.shape.toRow) as T[];
      return { rows, columns: prepared.shape.columns, rowCount: rows.length };
    }
    const info = withFunctionDeadline(options?.timeoutMs, () => prepared.run(...values));
    // A schema change can alter what `SELECT *` returns: drop every cached statement and column list.
    if (SCHEMA_CHANGE.test(sql)) statements.clear();
    return { rows: [], columns: [], rowCount: info.changes };
  }

  // A read-only connection cannot take the write lock BEGIN IMMEDIATE asks for.
  const transactions = createSqliteTransactions((sql) => db.exec(sql), readonly ? 'BEGIN' : 'BEGIN IMMEDIATE');
  const queryable: Queryable = {
    dialect: 'sqlite',
    async query<T extends Row>(sql: string, params?: readonly SqlValue[], options?: QueryOptions) {
      return transactions.statement(() => run<T>(sql, params, options));
    },
  };

  // Raw SQL gets a time limit only where a second process can open the same file.
  const rawRunner = file === ':memory:' || readonly ? undefined : createSqliteRawRunner(file);

  const database: Database = {
    ...queryable,
    async runRaw(rawStatements, rawOptions) {
      if (!rawRunner) return runRawInProcess(database, rawStatements, rawOptions);
      // Refused here, before the runner prepares anything: SQLite acts on some PRAGMAs while preparing them.
      checkRawStatements('sqlite', rawStatements);
      try {
        return await rawRunner.run(rawStatements, rawOptions);
      } finally {
        // The other connection may have changed what `SELECT *` returns here.
        if (rawStatements.some((statement) => SCHEMA_CHANGE.test(statement.sql))) statements.clear();
      }
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return transactions.transaction(() => fn(queryable));
    },
    async close() {
      await rawRunner?.close();
      db.close();
    },
  };
  return database;
}
