/** Compiles INSERT (plain or upsert), UPDATE and DELETE with RETURNING, for both dialects, from declared columns only. */
import { type Dialect, quoteIdent, type SqlValue } from '../../db/database';
import type { FilterNode } from '../query/filter-ast';
import type { TableDefinition } from '../tables/table-registry';
import { compileRowSource, compileWriteWhere } from './policy-scope';
import { type CompiledStatement, compileColumnList, compileWhere } from './sql-compiler';

/** Column name → value, in the order the columns will be written. */
type ColumnValues = ReadonlyMap<string, SqlValue>;

export interface UpsertPlan {
  conflictColumns: readonly string[];
  /** Columns the caller actually sent: only these are overwritten on conflict (defaults are not). */
  updateColumns: readonly string[];
  /** `Prefer: resolution=ignore-duplicates`: keep the existing row untouched. */
  ignoreDuplicates: boolean;
  /** Only overwrite an existing row that also matches this filter (the owner policy). */
  guard?: FilterNode;
}

export interface InsertPlan {
  table: TableDefinition;
  dialect: Dialect;
  values: ColumnValues;
  returning: readonly string[] | undefined;
  upsert?: UpsertPlan;
}

function compileConflict(plan: InsertPlan, upsert: UpsertPlan, params: SqlValue[]): string {
  const target = `(${upsert.conflictColumns.map(quoteIdent).join(', ')})`;
  const updates = upsert.updateColumns.filter((name) => !upsert.conflictColumns.includes(name));
  if (upsert.ignoreDuplicates) return ` ON CONFLICT ${target} DO NOTHING`;
  // With nothing else to change, a no-op assignment still lets RETURNING report the existing row.
  const assignments = (updates.length > 0 ? updates : upsert.conflictColumns.slice(0, 1)).map(
    (name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`,
  );
  let sql = ` ON CONFLICT ${target} DO UPDATE SET ${assignments.join(', ')}`;
  if (upsert.guard) sql += compileWhere(plan.table, [upsert.guard], plan.dialect, params, true);
  return sql;
}

export function compileInsert(plan: InsertPlan): CompiledStatement {
  const params: SqlValue[] = [...plan.values.values()];
  const names = [...plan.values.keys()].map(quoteIdent);
  const placeholders = names.map(() => '?').join(', ');
  const conflict = plan.upsert ? compileConflict(plan, plan.upsert, params) : '';
  const returning = compileColumnList(plan.table, plan.returning, plan.dialect);
  // A row of defaults only (a project table's `{}`): both databases spell it DEFAULT VALUES.
  const values = names.length === 0 ? 'DEFAULT VALUES' : `(${names.join(', ')}) VALUES (${placeholders})`;
  return { sql: `INSERT INTO ${quoteIdent(plan.table.name)} ${values}${conflict} RETURNING ${returning}`, params };
}

export interface UpdatePlan {
  table: TableDefinition;
  dialect: Dialect;
  values: ColumnValues;
  /** The caller's filters. */
  filters: readonly FilterNode[];
  /** The policy's filters for the caller (policy-scope.ts); none by default. */
  policy?: readonly FilterNode[];
  returning: readonly string[] | undefined;
}

export function compileUpdate(plan: UpdatePlan): CompiledStatement {
  const { table, dialect } = plan;
  const params: SqlValue[] = [];
  const source = compileRowSource({ table, dialect, filters: plan.filters, policy: plan.policy ?? [] }, params);
  params.push(...plan.values.values());
  const assignments = [...plan.values.keys()].map((name) => `${quoteIdent(name)} = ?`).join(', ');
  const where = compileWriteWhere(table, source, dialect, params);
  const returning = compileColumnList(table, plan.returning, dialect);
  return { sql: `${source.with}UPDATE ${quoteIdent(table.name)} SET ${assignments}${where} RETURNING ${returning}`, params };
}

export interface DeletePlan {
  table: TableDefinition;
  dialect: Dialect;
  /** The caller's filters. */
  filters: readonly FilterNode[];
  /** The policy's filters for the caller (policy-scope.ts); none by default. */
  policy?: readonly FilterNode[];
  returning: readonly string[] | undefined;
}

export function compileDelete(plan: DeletePlan): CompiledStatement {
  const { table, dialect } = plan;
  const params: SqlValue[] = [];
  const source = compileRowSource({ table, dialect, filters: plan.filters, policy: plan.policy ?? [] }, params);
  const where = compileWriteWhere(table, source, dialect, params);
  const returning = compileColumnList(table, plan.returning, dialect);
  return { sql: `${source.with}DELETE FROM ${quoteIdent(table.name)}${where} RETURNING ${returning}`, params };
}
