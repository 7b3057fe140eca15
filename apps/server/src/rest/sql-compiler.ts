/**
 * Compiles parsed REST queries into parameterised SQL for SQLite and PostgreSQL. Identifiers come only
 * from the table's declared columns (quoted); every filter value is a `?` parameter, and the page bounds are
 * validated integers written as literals (see `pageClause`). Semantics are kept equal
 * across dialects: text compares by code point (BINARY / COLLATE "C"), NULLs follow SQL three-valued
 * logic, `like` is case-sensitive and `ilike` folds ASCII letters only.
 */
import { type Dialect, quoteIdent, type SqlValue } from '../db/database';
import { filterValueFor } from './column-values';
import type { CompareOperator, FilterNode, OrderTerm } from './filter-ast';
import { REST_ERROR_CODES as CODES, refuse } from './rest-errors';
import type { ColumnDefinition, TableDefinition } from './table-registry';

export interface CompiledStatement {
  sql: string;
  params: SqlValue[];
}

const COMPARE_SQL: Record<Exclude<CompareOperator, 'like' | 'ilike'>, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

/** The declared column of that name, or a 400 that names only what the caller sent. */
export function columnOf(table: TableDefinition, name: string): ColumnDefinition {
  const column = table.columnsByName.get(name);
  if (!column) throw refuse(CODES.UNKNOWN_COLUMN, `Unknown column "${name.slice(0, 64)}"`);
  return column;
}

/** `*` and `%` match any run, `_` one character (PostgREST's `*` plus the SQL wildcards the original client sends). */
function toLikePattern(pattern: string): string {
  return pattern.replace(/[*%_\\]/g, (ch) => (ch === '*' || ch === '%' ? '%' : ch === '_' ? '_' : '\\\\'));
}

/** The same pattern for SQLite's case-sensitive GLOB, whose own metacharacters are bracketed to stay literal. */
function toGlobPattern(pattern: string): string {
  return pattern.replace(/[*%_?[]/g, (ch) => (ch === '*' || ch === '%' ? '*' : ch === '_' ? '?' : `[${ch}]`));
}

function compileCompare(
  node: Extract<FilterNode, { kind: 'compare' }>,
  column: ColumnDefinition,
  name: string,
  dialect: Dialect,
  params: SqlValue[],
) {
  if (node.operator === 'like' || node.operator === 'ilike') {
    if (column.type !== 'text' && column.type !== 'json')
      throw refuse(CODES.INVALID_FILTER, `${node.operator} applies only to text columns`);
    if (node.operator === 'like' && dialect === 'sqlite') {
      params.push(toGlobPattern(node.value));
      return `${name} GLOB ?`;
    }
    params.push(toLikePattern(node.value));
    const keyword = node.operator === 'like' ? 'LIKE' : dialect === 'postgres' ? 'ILIKE' : 'LIKE';
    return `${name} ${keyword} ? ESCAPE '\\'`;
  }
  params.push(filterValueFor(column, node.value));
  return `${name} ${COMPARE_SQL[node.operator]} ?`;
}

interface WhereContext {
  table: TableDefinition;
  dialect: Dialect;
  params: SqlValue[];
  /** Prefix column names with the table (an upsert's DO UPDATE … WHERE must name the existing row). */
  qualified: boolean;
}

function compileNode(node: FilterNode, context: WhereContext): string {
  const { table, dialect, params } = context;
  let sql: string;
  if (node.kind === 'group') {
    const parts = node.children.map((child) => compileNode(child, context));
    sql = `(${parts.join(node.combinator === 'and' ? ' AND ' : ' OR ')})`;
  } else {
    const column = columnOf(table, node.column);
    const name = context.qualified ? `${quoteIdent(table.name)}.${quoteIdent(column.name)}` : quoteIdent(column.name);
    if (node.kind === 'compare') sql = compileCompare(node, column, name, dialect, params);
    else if (node.kind === 'in') {
      if (node.values.length === 0) sql = '1 = 0';
      else {
        for (const value of node.values) params.push(filterValueFor(column, value));
        sql = `${name} IN (${node.values.map(() => '?').join(', ')})`;
      }
    } else if (node.target === 'null') sql = `${name} IS NULL`;
    else {
      if (column.type !== 'boolean' && column.type !== 'integer')
        throw refuse(CODES.INVALID_FILTER, 'is.true/is.false apply only to boolean columns');
      // IS TRUE / IS FALSE are never unknown, so a NULL simply does not match.
      sql = `(${name} IS NOT NULL AND ${name} = ${node.target === 'true' ? 1 : 0})`;
    }
  }
  return node.negated ? `NOT (${sql})` : sql;
}

/** The WHERE clause (with its keyword) for filters that must all hold, or an empty string. */
export function compileWhere(
  table: TableDefinition,
  filters: readonly FilterNode[],
  dialect: Dialect,
  params: SqlValue[],
  qualified = false,
): string {
  if (filters.length === 0) return '';
  const context: WhereContext = { table, dialect, params, qualified };
  return ` WHERE ${filters.map((filter) => compileNode(filter, context)).join(' AND ')}`;
}

/** `select=*` lists every declared column; built once per table rather than on every request. */
const allColumnLists = new WeakMap<TableDefinition, string>();

/** The quoted column list for SELECT/RETURNING; `undefined` selects every declared column. */
export function compileColumnList(table: TableDefinition, select: readonly string[] | undefined): string {
  if (select) return [...new Set(select)].map((name) => quoteIdent(columnOf(table, name).name)).join(', ');
  let list = allColumnLists.get(table);
  if (list === undefined) {
    list = table.columns.map((column) => quoteIdent(column.name)).join(', ');
    allColumnLists.set(table, list);
  }
  return list;
}

function compileOrder(table: TableDefinition, order: readonly OrderTerm[]): string {
  const terms = order.map((term) => {
    const column = columnOf(table, term.column);
    const direction = `${quoteIdent(column.name)} ${term.descending ? 'DESC' : 'ASC'}`;
    // The dialects place NULLs differently by default, so say where they go; a NOT NULL column needs no
    // clause, which lets SQLite read an index in order instead of sorting.
    return column.notNull ? direction : `${direction} NULLS ${term.nullsFirst ? 'FIRST' : 'LAST'}`;
  });
  // The primary key as the last term makes every page deterministic.
  if (!order.some((term) => term.column === table.primaryKey)) terms.push(`${quoteIdent(table.primaryKey)} ASC`);
  return ` ORDER BY ${terms.join(', ')}`;
}

export interface SelectPlan {
  table: TableDefinition;
  dialect: Dialect;
  select: readonly string[] | undefined;
  filters: readonly FilterNode[];
  order: readonly OrderTerm[];
  limit: number;
  offset: number;
}

/**
 * `LIMIT n OFFSET m` as literals. A bound `LIMIT ?` makes SQLite (built with STAT4, as better-sqlite3 is)
 * re-plan the statement on every run because the limit may change the plan: measured at 40–65 µs per
 * primary-key read against 18 µs with literals. The bounds are parsed integers, never caller text.
 */
function pageClause(limit: number, offset: number): string {
  for (const bound of [limit, offset]) {
    if (!Number.isSafeInteger(bound) || bound < 0) throw new RangeError(`page bound must be a non-negative integer: ${bound}`);
  }
  return ` LIMIT ${limit} OFFSET ${offset}`;
}

export function compileSelect(plan: SelectPlan): CompiledStatement {
  const params: SqlValue[] = [];
  const columns = compileColumnList(plan.table, plan.select);
  const where = compileWhere(plan.table, plan.filters, plan.dialect, params);
  const order = compileOrder(plan.table, plan.order);
  return { sql: `SELECT ${columns} FROM ${quoteIdent(plan.table.name)}${where}${order}${pageClause(plan.limit, plan.offset)}`, params };
}

export function compileCount(table: TableDefinition, filters: readonly FilterNode[], dialect: Dialect): CompiledStatement {
  const params: SqlValue[] = [];
  const where = compileWhere(table, filters, dialect, params);
  return { sql: `SELECT COUNT(*) AS total FROM ${quoteIdent(table.name)}${where}`, params };
}
