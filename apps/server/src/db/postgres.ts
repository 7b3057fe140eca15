/** PostgreSQL adapter (pg Pool): `?` placeholders rewritten to `$n`, per-statement timeouts. */
import pg from 'pg';
import {
  type Database,
  type Queryable,
  type QueryOptions,
  type QueryResult,
  type Row,
  type SqlValue,
  toPostgresPlaceholders,
} from './database';
import { runRawInProcess } from './raw-sql';

// Return BIGINT (count(*)) and NUMERIC as JS numbers rather than strings.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

const placeholderCache = new Map<string, string>();
function rewrite(sql: string): string {
  let out = placeholderCache.get(sql);
  if (out === undefined) {
    out = toPostgresPlaceholders(sql);
    if (placeholderCache.size > 1000) placeholderCache.clear();
    placeholderCache.set(sql, out);
  }
  return out;
}

async function runOn<T extends Row>(
  client: pg.Pool | pg.PoolClient,
  sql: string,
  params: readonly SqlValue[] = [],
  options?: QueryOptions,
): Promise<QueryResult<T>> {
  const text = rewrite(sql);
  if (options?.timeoutMs && 'release' in client) {
    await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(options.timeoutMs))}`);
  }
  // pg sends a parameterless query over the simple protocol, which runs every statement in it.
  const mode = options?.singleStatement ? { queryMode: 'extended' } : {};
  const result = await client.query({ text, values: params as unknown[], ...mode });
  const rows = (result.rows ?? []) as T[];
  return {
    rows,
    columns: (result.fields ?? []).map((field) => field.name),
    rowCount: result.command === 'SELECT' || rows.length > 0 ? rows.length : (result.rowCount ?? 0),
  };
}

export interface PostgresOptions {
  /** Schema to use as search_path (tests isolate themselves this way). */
  schema?: string;
  max?: number;
}

export function createPostgresDatabase(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it on next use.
  });
  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const tx: Queryable = {
      dialect: 'postgres',
      query: <R extends Row>(sql: string, params?: readonly SqlValue[], queryOptions?: QueryOptions) =>
        runOn<R>(client, sql, params, queryOptions),
    };
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  const database: Database = {
    dialect: 'postgres',
    async query<T extends Row>(sql: string, params?: readonly SqlValue[], queryOptions?: QueryOptions) {
      // A statement timeout is SET LOCAL, so it needs its own transaction.
      if (queryOptions?.timeoutMs) return transaction((tx) => tx.query<T>(sql, params, queryOptions));
      return runOn<T>(pool, sql, params, queryOptions);
    },
    transaction,
    runRaw(statements, rawOptions) {
      return runRawInProcess(database, statements, rawOptions);
    },
    async close() {
      await pool.end();
    },
  };
  return database;
}
