/** Inserts or upserts the rows of one POST in a single transaction: all of them are written, or none. */
import { randomUUID } from 'node:crypto';
import type { Database, Row } from '../db/database';
import type { AccessScope } from './access-policy';
import { type BodyRow, toSnakeCase } from './body-codec';
import type { RestQuery } from './filter-ast';
import { REST_ERROR_CODES as CODES, refuse } from './rest-errors';
import { columnOf } from './sql-compiler';
import type { TableDefinition } from './table-registry';
import { compileInsert, type UpsertPlan } from './write-compiler';

export interface InsertRowsParams {
  db: Database;
  table: TableDefinition;
  scope: AccessScope;
  rows: readonly BodyRow[];
  query: RestQuery;
  ignoreDuplicates: boolean;
  now: () => number;
}

/** `on_conflict` names (snake- or camelCase) resolved to one of the table's unique keys, or a 400. */
function conflictColumnsOf(table: TableDefinition, names: readonly string[]): string[] {
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

export async function insertRows(params: InsertRowsParams): Promise<Row[]> {
  const { db, table, scope, query } = params;
  const conflictColumns = query.onConflict ? conflictColumnsOf(table, query.onConflict) : undefined;
  const statements = params.rows.map((row) => {
    const provided = [...row.values.keys()];
    fillDefaults(table, row, params.now);
    const upsert: UpsertPlan | undefined = conflictColumns && {
      conflictColumns,
      updateColumns: provided,
      ignoreDuplicates: params.ignoreDuplicates,
      ...(scope.owner ? { guard: scope.filters[0] } : {}),
    };
    return compileInsert({ table, dialect: db.dialect, values: row.values, returning: query.select, ...(upsert ? { upsert } : {}) });
  });
  return db.transaction(async (tx) => {
    const saved: Row[] = [];
    for (const statement of statements) {
      const { rows } = await tx.query<Row>(statement.sql, statement.params);
      // A guarded upsert that returns nothing hit a row the caller does not own: refuse the whole request.
      if (rows.length === 0 && conflictColumns && !params.ignoreDuplicates) {
        throw refuse(CODES.ROW_NOT_OWNED, 'A row with this key belongs to someone else', 403);
      }
      saved.push(...rows);
    }
    return saved;
  });
}
