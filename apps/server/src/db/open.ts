/** Opens the configured database, loading only its driver (pg is never loaded on SQLite, nor better-sqlite3 on PostgreSQL). */
import type { Database } from './database';

export interface OpenDatabaseOptions {
  /** PostgreSQL schema to use as search_path (tests isolate themselves this way). */
  schema?: string;
  /** PostgreSQL login for raw SQL (DATABASE_SQL_URL); see postgres-raw-role.ts for the default. */
  rawSqlUrl?: string | undefined;
}

export async function openDatabase(url: string, options: OpenDatabaseOptions = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { createPostgresDatabase } = await import('./postgres');
    return createPostgresDatabase(url, { schema: options.schema, rawSqlUrl: options.rawSqlUrl });
  }
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
  const { createSqliteDatabase } = await import('./sqlite');
  return createSqliteDatabase(file);
}
