/** Opens the configured database. */
import type { Database } from './database';
import { createPostgresDatabase } from './postgres';
import { createSqliteDatabase } from './sqlite';

export function openDatabase(url: string, options: { schema?: string } = {}): Database {
  if (/^postgres(ql)?:\/\//.test(url)) return createPostgresDatabase(url, options);
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
  return createSqliteDatabase(file);
}
