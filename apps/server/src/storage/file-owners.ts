/**
 * The server's own record of who made each generated file (`generated_files`): written before the server stores a
 * logo, a provider image, a derived PNG or a screenshot, and the only thing that may decide that a file is someone's
 * to delete. A URL in a row a caller wrote proves nothing. Files of one generation (a folder of lockups, or a single
 * screenshot) share a `generation` and go together.
 */
import type { Queryable, SqlValue } from '../db/database';
import type { Identity } from '../http/identity';

/** Keys looked up per statement: well under SQLite's and PostgreSQL's parameter limits. */
const KEYS_PER_QUERY = 200;

/**
 * An owner as recorded: `user:{id}`, `service`, or `anonymous:{generation}` (an anonymous generation belongs to no
 * one but itself, so no signed-in caller can ever delete it).
 */
export function toFileOwner(identity: Identity, generation: string): string {
  if (identity.kind === 'user') return userFileOwner(identity.userId);
  return identity.kind === 'service' ? 'service' : `anonymous:${generation}`;
}

export function userFileOwner(userId: string): string {
  return `user:${userId}`;
}

export interface FileRecord {
  generation: string;
  owner: string;
  /** Milliseconds since the epoch after which the file is swept; undefined keeps it until its system goes. */
  expiresAt?: number;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += KEYS_PER_QUERY) out.push(items.slice(i, i + KEYS_PER_QUERY));
  return out;
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

export async function recordFiles(db: Queryable, keys: readonly string[], record: FileRecord, now: number): Promise<void> {
  for (const part of chunks(keys)) {
    const values = part.flatMap((key): SqlValue[] => [
      key,
      record.generation,
      record.owner,
      new Date(now).toISOString(),
      record.expiresAt ?? null,
    ]);
    await db.query(
      `INSERT INTO generated_files (key, generation, owner, created_at, expires_at) VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
      values,
    );
  }
}

/** A file made from another (a PNG from its SVG) belongs to the same generation and owner. */
export async function recordDerived(db: Queryable, sourceKey: string, key: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO generated_files (key, generation, owner, created_at, expires_at)
     SELECT ?, generation, owner, ?, expires_at FROM generated_files WHERE key = ?
     ON CONFLICT (key) DO NOTHING`,
    [key, new Date(now).toISOString(), sourceKey],
  );
}

/** The generations of those `keys` that the record says one of `owners` made. */
export async function ownedGenerations(db: Queryable, keys: readonly string[], owners: readonly string[]): Promise<string[]> {
  if (owners.length === 0) return [];
  const found = new Set<string>();
  for (const part of chunks([...new Set(keys)])) {
    const rows = await db.query<{ generation: string }>(
      `SELECT DISTINCT generation FROM generated_files WHERE key IN (${placeholders(part.length)}) AND owner IN (${placeholders(owners.length)})`,
      [...part, ...owners],
    );
    for (const row of rows.rows) found.add(row.generation);
  }
  return [...found].sort();
}

/** Every recorded file of a generation made by one of `owners`. */
export async function keysOfGeneration(db: Queryable, generation: string, owners: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `SELECT key FROM generated_files WHERE generation = ? AND owner IN (${placeholders(owners.length)}) ORDER BY key`,
    [generation, ...owners],
  );
  return rows.rows.map((row) => row.key);
}

/** Up to `limit` files whose retention ended at or before `now`. */
export async function expiredKeys(db: Queryable, now: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    'SELECT key FROM generated_files WHERE expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at LIMIT ?',
    [now, limit],
  );
  return rows.rows.map((row) => row.key);
}

/** When a recorded file expires: a time, null when it is kept, undefined when the record has no such file. */
export async function expiryOf(db: Queryable, key: string): Promise<number | null | undefined> {
  const row = (await db.query<{ expires_at: number | string | null }>('SELECT expires_at FROM generated_files WHERE key = ?', [key]))
    .rows[0];
  if (!row) return undefined;
  return row.expires_at === null ? null : Number(row.expires_at);
}

export async function forgetFiles(db: Queryable, keys: readonly string[]): Promise<void> {
  for (const part of chunks(keys)) await db.query(`DELETE FROM generated_files WHERE key IN (${placeholders(part.length)})`, part);
}
