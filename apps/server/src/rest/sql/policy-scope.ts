/**
 * Where a statement reads its rows from, so that the caller's filters only ever see rows the table policy lets the
 * caller reach. A filter is evaluated row by row, and a costly one (a regular expression, a LIKE with many wildcards)
 * run on other users' rows would tell by its time what they hold even when none is returned. So when a policy limits
 * the rows and the caller filters them, the policy's rows are selected first into a materialised common table
 * expression and the caller's filters run on that alone. MATERIALIZED keeps both planners from moving the caller's
 * terms into the table scan (SQLite neither flattens the CTE nor pushes WHERE terms down into it; PostgreSQL does not
 * inline it). The policy is an equality on an indexed owner column, so the CTE reads only the caller's rows.
 */
import { type Dialect, quoteIdent, type SqlValue } from '../../db/database';
import type { FilterNode } from '../query/filter-ast';
import type { TableDefinition } from '../tables/table-registry';
import { compileWhere } from './sql-compiler';

/** The name of the policy's rows inside a statement; `_` names are never served tables, so none is shadowed. */
const POLICY_ROWS = quoteIdent('_policy_rows');

export interface RowSource {
  /** `WITH … ` before the statement, or empty. */
  with: string;
  /** What the statement reads from: the table, or the policy's rows. */
  from: string;
  /** The filters left to apply on `from`. */
  filters: readonly FilterNode[];
}

export interface RowSourceParams {
  table: TableDefinition;
  dialect: Dialect;
  /** The caller's filters (and cursor). */
  filters: readonly FilterNode[];
  /** The policy's filters for this caller; none for the service key and public reads. */
  policy: readonly FilterNode[];
}

/** The source of a statement's rows; the policy's parameters, when it becomes a CTE, are pushed onto `params` first. */
export function compileRowSource(source: RowSourceParams, params: SqlValue[]): RowSource {
  const { table, dialect, filters, policy } = source;
  const name = quoteIdent(table.name);
  // Without caller filters nothing of the caller's runs on any row; without a policy every row is the caller's.
  if (policy.length === 0 || filters.length === 0) return { with: '', from: name, filters: [...filters, ...policy] };
  const scope = compileWhere(table, policy, dialect, params);
  return { with: `WITH ${POLICY_ROWS} AS MATERIALIZED (SELECT * FROM ${name}${scope}) `, from: POLICY_ROWS, filters };
}

/** The WHERE of an UPDATE or DELETE: the keys of the rows the caller's filters pick among the policy's rows. */
export function compileWriteWhere(table: TableDefinition, source: RowSource, dialect: Dialect, params: SqlValue[]): string {
  if (source.from !== POLICY_ROWS) return compileWhere(table, source.filters, dialect, params);
  const key = quoteIdent(table.primaryKey);
  return ` WHERE ${key} IN (SELECT ${key} FROM ${POLICY_ROWS}${compileWhere(table, source.filters, dialect, params)})`;
}
