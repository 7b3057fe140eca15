/** Opens the configured database. */
import type { Database } from './database';
import { createPostgresDatabase } from './postgres';
import { createSqliteDatabase } from './sqlite';

export interface OpenDatabaseOptions {
  /** PostgreSQL schema to use as search_path (tests isolate themselves this way). */
  schema?: string;
  /** PostgreSQL login for raw SQL (DATABASE_SQL_URL); see postgres-raw-role.ts for the default. */
  rawSqlUrl?: string | undefined;
}

export function openDatabase(url: string, options: OpenDatabaseOptions = {}): Database {
  if (/^postgres(ql)?:\/\//.test(url)) {
    return createPostgresDatabase(url, { schema: options.schema, rawSqlUrl: options.rawSqlUrl });
  }
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
  return createSqliteDatabase(file);
}
