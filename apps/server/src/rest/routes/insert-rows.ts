/** Inserts or upserts the rows of one POST in a single transaction: all of them are written, or none. */
import { randomUUID } from 'node:crypto';
import { type Database, type Queryable, quoteIdent, type Row, type SqlValue } from '../../db/database';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import { columnOf } from '../sql/sql-compiler';
import { compileInsert, type UpsertPlan } from '../sql/write-compiler';
import type { AccessScope } from '../tables/access-policy';
import type { TableDefinition } from '../tables/table-registry';
import { type BodyRow, toSnakeCase } from './body-codec';

export interface UpsertRequest {
  /** `on_conflict` names (snake- or camelCase), or undefined for the primary key. */
  onConflict: readonly string[] | undefined;
  ignoreDuplicates: boolean;
  /** Columns overwritten on conflict; each row's own keys when undefined (the original client's upsert). */
  updateColumns?: readonly string[];
}

export interface InsertRowsParams {
  db: Database;
  table: TableDefinition;
  scope: AccessScope;
  rows: readonly BodyRow[];
  /** RETURNING columns; every column when undefined. */
  returning: readonly string[] | undefined;
  upsert: UpsertRequest | undefined;
  /** Count the rows that were new (for PostgREST's 200-or-201 answer to a merging upsert). */
  countInserted: boolean;
  /** Runs inside the transaction once every row is written; throwing rolls all of them back. */
  check?: (rows: readonly Row[]) => void;
  now: () => number;
}

export interface InsertResult {
  rows: Row[];
  /** Rows that did not exist before, when counted. */
  inserted: number | undefined;
}

/** `on_conflict` names resolved to one of the table's unique keys, or a 400 (PostgreSQL's 42P10). */
function conflictColumnsOf(table: TableDefinition, names: readonly string[] | undefined): string[] {
  if (!names) return [table.primaryKey];
  const columns = names.map((name) => columnOf(table, toSnakeCase(name)).name);
  const wanted = [...new Set(columns)].sort().join(',');
  const key = table.uniqueKeys.find((unique) => [...unique].sort().join(',') === wanted);
  if (!key) throw refuse(CODES.INVALID_ON_CONFLICT, 'on_conflict must name the primary key or a unique key');
  return [...key];
}

function fillDefaults(table: TableDefinition, row: BodyRow, now: () => number): void {
  for (const column of table.columns) {
    if (!column.insertDefault || row.values.has(column.name)) continue;
    // Spec §3: generic records get a random id when none is given.
    row.values.set(column.name, column.insertDefault === 'random-id' ? randomUUID().replaceAll('-', '') : new Date(now()).toISOString());
  }
}

/** Whether a row with these key values exists already (run before the row's upsert, in the same transaction). */
async function exists(
  tx: Queryable,
  table: TableDefinition,
  columns: readonly string[],
  values: ReadonlyMap<string, SqlValue>,
): Promise<boolean> {
  const params = columns.map((name) => values.get(name) ?? null);
  if (params.includes(null)) return false;
  const where = columns.map((name) => `${quoteIdent(name)} = ?`).join(' AND ');
  const { rows } = await tx.query(`SELECT 1 AS found FROM ${quoteIdent(table.name)} WHERE ${where} LIMIT 1`, params);
  return rows.length > 0;
}

export async function insertRows(params: InsertRowsParams): Promise<InsertResult> {
  const { db, table, scope, upsert } = params;
  const conflictColumns = upsert ? conflictColumnsOf(table, upsert.onConflict) : undefined;
  const statements = params.rows.map((row) => {
    const provided = [...row.values.keys()];
    fillDefaults(table, row, params.now);
    const plan: UpsertPlan | undefined = conflictColumns && {
      conflictColumns,
      updateColumns: upsert?.updateColumns ?? provided,
      ignoreDuplicates: upsert?.ignoreDuplicates ?? false,
      ...(scope.owner ? { guard: scope.filters[0] } : {}),
    };
    const statement = compileInsert({
      table,
      dialect: db.dialect,
      values: row.values,
      returning: params.returning,
      ...(plan ? { upsert: plan } : {}),
    });
    return { statement, values: row.values };
  });
  return db.transaction(async (tx) => {
    const saved: Row[] = [];
    let inserted = 0;
    for (const { statement, values } of statements) {
      const existed = params.countInserted && conflictColumns ? await exists(tx, table, conflictColumns, values) : false;
      const { rows } = await tx.query<Row>(statement.sql, statement.params);
      // A guarded upsert that returns nothing hit a row the caller does not own: refuse the whole request.
      if (rows.length === 0 && conflictColumns && !upsert?.ignoreDuplicates) {
        throw refuse(CODES.ROW_NOT_OWNED, 'A row with this key belongs to someone else', 403);
      }
      if (!existed && rows.length > 0) inserted += 1;
      saved.push(...rows);
    }
    params.check?.(saved);
    return { rows: saved, inserted: params.countInserted ? inserted : undefined };
  });
}
