/**
 * An index on the owner column of every table with an owner policy. A policy's rows are read first for every
 * signed-in request (rest/sql/policy-scope.ts); with the index that read touches only the caller's rows, never
 * scanning other users' rows, and costs the size of the caller's data rather than the table's.
 */
import { createHash } from 'node:crypto';
import { readCatalog } from './catalog';
import { type Queryable, quoteIdent } from './database';
import { readPolicies, type TablePolicy } from './table-policies';

/** `_owner_` and a digest of the table and column: always within PostgreSQL's 63 bytes, one per pair. */
export function ownerIndexName(table: string, column: string): string {
  return `_owner_${createHash('sha256').update(`${table}\u0000${column}`).digest('hex').slice(0, 24)}`;
}

/** The owner column a policy scopes rows by, if any. */
export function ownerColumnOf(policy: TablePolicy): string | undefined {
  return policy.kind === 'service-only' ? undefined : policy.ownerColumn;
}

/** Creates the owner index of `table` unless it exists. */
export async function ensureOwnerIndex(db: Queryable, table: string, column: string): Promise<void> {
  await db.query(`CREATE INDEX IF NOT EXISTS ${quoteIdent(ownerIndexName(table, column))} ON ${quoteIdent(table)} (${quoteIdent(column)})`);
}

/** Creates the missing owner indexes of every recorded policy (tables declared before owner indexes existed). */
export async function ensureOwnerIndexes(db: Queryable): Promise<void> {
  const tables = new Map((await readCatalog(db)).map((table) => [table.name, table]));
  for (const [name, recorded] of await readPolicies(db)) {
    const column = recorded.policy ? ownerColumnOf(recorded.policy) : undefined;
    const table = tables.get(name);
    if (column !== undefined && table?.columns.some((candidate) => candidate.name === column)) {
      await ensureOwnerIndex(db, name, column);
    }
  }
}
