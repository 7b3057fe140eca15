/**
 * PostgreSQL adapter (pg Pool): `?` placeholders rewritten to `$n`, per-statement timeouts. Raw SQL runs
 * on a second pool that logs in as an unprivileged role (postgres-raw-role.ts).
 */
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
import { checkRawSqlLogin, prepareRawSqlRole, RAW_SQL_ROLE, toRawSqlUrl, userOf } from './postgres-raw-role';
import { RawSqlUnavailable, runRawInProcess } from './raw-sql';

// Return BIGINT (count(*)) and NUMERIC as JS numbers rather than strings.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

/**
 * A timestamp as the ISO 8601 UTC text SQLite stores (`2026-01-01T10:00:00.000Z`), instead of a Date the
 * driver would build in the process's own time zone. A value without a zone (`timestamp`) is read as UTC;
 * infinity and BC dates stay as PostgreSQL wrote them.
 */
function toIsoInstant(text: string, withZone: boolean): string {
  let iso = text.replace(' ', 'T');
  if (withZone) iso = iso.replace(/([+-]\d{2})$/, '$1:00');
  else iso += 'Z';
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) || /BC$/.test(text) ? text : instant.toISOString();
}
pg.types.setTypeParser(1114, (value) => toIsoInstant(value, false));
pg.types.setTypeParser(1184, (value) => toIsoInstant(value, true));

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
  /**
   * The login raw SQL (`runRaw`) uses; never the server's own (see postgres-raw-role.ts). Default: this
   * URL with the user `logo_dna_sql` and no password.
   */
  rawSqlUrl?: string;
}

interface PoolDatabase {
  query<T extends Row>(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<QueryResult<T>>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

function createPool(url: string, schema: string | undefined, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it on next use.
  });
  return pool;
}

/** Queries and transactions on one pool; `connect` may wrap the pool's own. */
function poolDatabase(pool: pg.Pool, connect: () => Promise<pg.PoolClient> = () => pool.connect()): PoolDatabase {
  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await connect();
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
  return {
    async query<T extends Row>(sql: string, params?: readonly SqlValue[], queryOptions?: QueryOptions) {
      // A statement timeout is SET LOCAL, so it needs its own transaction.
      if (queryOptions?.timeoutMs) return transaction((tx) => tx.query<T>(sql, params, queryOptions));
      return runOn<T>(pool, sql, params, queryOptions);
    },
    transaction,
  };
}

export function createPostgresDatabase(url: string, options: PostgresOptions = {}): Database {
  const pool = createPool(url, options.schema, options.max ?? 10);
  const main = poolDatabase(pool);

  /** Raw SQL's own pool, opened on first use after its role is prepared; retried after a failure. */
  let raw: Promise<{ pool: pg.Pool; db: PoolDatabase; role: string; schema: string }> | undefined;
  async function openRaw() {
    const { rows } = await pool.query<{ schema: string | null; user: string }>('SELECT current_schema() AS schema, current_user AS user');
    const schema = options.schema ?? rows[0]?.schema ?? 'public';
    const rawUrl = options.rawSqlUrl ?? toRawSqlUrl(url);
    const role = userOf(rawUrl) || RAW_SQL_ROLE;
    await prepareRawSqlRole(pool, role, schema);
    const rawPool = createPool(rawUrl, schema, 4);
    const connect = async () => {
      try {
        return await rawPool.connect();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new RawSqlUnavailable(`Raw SQL could not log in to PostgreSQL as ${role} (${reason}); see DATABASE_SQL_URL`, {
          cause: error,
        });
      }
    };
    try {
      const client = await connect();
      try {
        await checkRawSqlLogin(client, rows[0]?.user ?? '');
      } finally {
        client.release();
      }
    } catch (error) {
      await rawPool.end().catch(() => undefined);
      throw error;
    }
    return { pool: rawPool, db: poolDatabase(rawPool, connect), role, schema };
  }
  function rawDatabase() {
    raw ??= openRaw().catch((error: unknown) => {
      raw = undefined;
      throw error;
    });
    return raw;
  }

  const database: Database = {
    dialect: 'postgres',
    query: main.query,
    transaction: main.transaction,
    async runRaw(statements, rawOptions) {
      const { db } = await rawDatabase();
      return runRawInProcess({ dialect: 'postgres', ...db }, statements, rawOptions);
    },
    async grantRawAccess() {
      // Before its first use raw SQL gets its rights when it opens; afterwards, grant them again now.
      const opened = await raw?.catch(() => undefined);
      if (opened) await prepareRawSqlRole(pool, opened.role, opened.schema);
    },
    async close() {
      const opened = await raw?.catch(() => undefined);
      raw = undefined;
      await opened?.pool.end();
      await pool.end();
    },
  };
  return database;
}
