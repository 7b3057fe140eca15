/**
 * Compiles parsed REST queries into parameterised SQL for SQLite and PostgreSQL. Identifiers come only
 * from the table's declared columns (quoted); every filter value is a `?` parameter, and the page bounds are
 * validated integers written as literals (see `pageClause`). Semantics are kept equal
 * across dialects: text compares by code point (BINARY / COLLATE "C"), NULLs follow SQL three-valued
 * logic, `like` is case-sensitive and `ilike` folds ASCII letters only.
 */
import type { FilterQuantifiableOperator } from '@logo-dna/protocol';
import { type Dialect, quoteIdent, type SqlValue } from '../../db/database';
import { JSON_CONTAINS_FUNCTION } from '../../db/json-containment';
import { InvalidRegexError, isRegexLimitError, parseRegex, type RegexSpellings } from '../../db/regex-pattern';
import { parseTextSearch, TEXT_SEARCH_CONFIGS } from '../../db/text-search';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import type { FilterNode } from '../query/filter-ast';
import type { ColumnDefinition, TableDefinition } from '../tables/table-registry';
import { compileColumnRef, parseColumnRef, refColumn } from './column-ref';
import { filterValueFor } from './column-values';
import { toGlobPattern, toSqlLikePattern } from './like-pattern';

export { columnOf } from './column-ref';

export interface CompiledStatement {
  sql: string;
  params: SqlValue[];
}

const COMPARE_SQL: Record<'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte', string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

const isTextual = (column: ColumnDefinition) => column.type === 'text' || column.type === 'json';

/** PostgreSQL's operator symbols, for its "operator does not exist" message. */
const PG_OPERATORS: Record<string, string> = { like: '~~', ilike: '~~*', match: '~', imatch: '~*', fts: '@@' };

/** A text-only operator on another type: PostgreSQL has no such operator, which PostgREST answers with a 404. */
function textOnly(column: ColumnDefinition, operator: string): void {
  if (isTextual(column)) return;
  const pgType = column.type === 'real' ? 'double precision' : column.type;
  throw refuse(CODES.INVALID_FILTER, `${operator} applies only to text columns`, 400, {
    code: '42883',
    message: `operator does not exist: ${pgType} ${PG_OPERATORS[operator] ?? operator} unknown`,
    hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
    status: 404,
  });
}

/** One comparison of a column with one value (a param, or SQL NULL for a quantified list's NULL). */
function comparison(
  operator: FilterQuantifiableOperator | 'neq',
  column: ColumnDefinition,
  name: string,
  value: string | null,
  context: WhereContext,
): string {
  const { dialect, params } = context;
  if (operator === 'like' || operator === 'ilike') {
    textOnly(column, operator);
    if (value === null) return `${name} LIKE NULL`;
    if (operator === 'like' && dialect === 'sqlite') {
      params.push(toGlobPattern(value));
      return `${name} GLOB ?`;
    }
    params.push(toSqlLikePattern(value));
    const keyword = operator === 'like' ? 'LIKE' : dialect === 'postgres' ? 'ILIKE' : 'LIKE';
    return `${name} ${keyword} ? ESCAPE '\\'`;
  }
  if (operator === 'match' || operator === 'imatch') {
    textOnly(column, operator);
    if (value === null) return `${name} LIKE NULL`;
    // Both databases take the same language (RE2's); SQLite's function reads the pattern as the caller wrote it.
    const spellings = checkRegex(value);
    if (dialect === 'postgres') {
      params.push(spellings.postgres);
      return `${name} ${operator === 'match' ? '~' : '~*'} ?`;
    }
    params.push(value);
    return operator === 'match' ? `${name} REGEXP ?` : `iregexp(?, ${name})`;
  }
  if (value === null) return `${name} ${COMPARE_SQL[operator]} NULL`;
  params.push(filterValueFor(column, value));
  return `${name} ${COMPARE_SQL[operator]} ?`;
}

function checkRegex(pattern: string): RegexSpellings {
  try {
    return parseRegex(pattern);
  } catch (error) {
    if (isRegexLimitError(error)) throw refuse(CODES.REGEX_TOO_LONG, error.message, 400, { code: '2201B', message: error.message });
    if (!(error instanceof InvalidRegexError)) throw error;
    throw refuse(CODES.INVALID_VALUE, error.message, 400, { code: '2201B', message: error.message });
  }
}

/** Whether any filter (at any depth) is a regular expression: such statements run under a time limit. */
export function hasRegexFilter(filters: readonly FilterNode[]): boolean {
  return filters.some((node) => {
    if (node.kind === 'group') return hasRegexFilter(node.children);
    return (node.kind === 'compare' || node.kind === 'quantified') && (node.operator === 'match' || node.operator === 'imatch');
  });
}

function checkTextSearch(node: Extract<FilterNode, { kind: 'fts' }>): void {
  if (node.language !== undefined && !TEXT_SEARCH_CONFIGS.has(node.language)) {
    const message = `text search configuration "${node.language}" does not exist`;
    throw refuse(CODES.INVALID_FILTER, message, 400, { code: '42704', message });
  }
  try {
    parseTextSearch(node.operator, node.value);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'syntax error in tsquery';
    throw refuse(CODES.INVALID_VALUE, message, 400, { code: '42601', message });
  }
}

const TSQUERY_FUNCTIONS = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

function compileTextSearch(
  node: Extract<FilterNode, { kind: 'fts' }>,
  column: ColumnDefinition,
  name: string,
  context: WhereContext,
): string {
  textOnly(column, 'fts');
  checkTextSearch(node);
  const { params } = context;
  if (context.dialect === 'sqlite') {
    params.push(node.operator, node.value);
    return `pgrst_fts(${name}, ?, ?) = 1`;
  }
  const fn = TSQUERY_FUNCTIONS[node.operator];
  if (node.language === undefined) {
    params.push(node.value);
    return `${name} @@ ${fn}(?)`;
  }
  params.push(node.language, node.value);
  return `${name} @@ ${fn}(?::regconfig, ?)`;
}

function compileIs(node: Extract<FilterNode, { kind: 'is' }>, column: ColumnDefinition, name: string, params: SqlValue[]): string {
  if (node.target === 'null') return `${name} IS NULL`;
  if (column.type !== 'boolean' && column.type !== 'integer')
    throw refuse(CODES.INVALID_FILTER, 'is.true/is.false/is.unknown apply only to boolean columns', 400, {
      code: '42804',
      message: `argument of IS ${node.target.toUpperCase()} must be type boolean, not type ${column.type === 'real' ? 'double precision' : column.type}`,
    });
  // IS UNKNOWN is IS NULL for a boolean; IS TRUE / IS FALSE are never unknown, so a NULL simply does not match.
  // A parameter, not a literal 1: PostgreSQL types it as the column's own boolean or integer.
  if (node.target === 'unknown') return `${name} IS NULL`;
  params.push(node.target === 'true' ? 1 : 0);
  return `(${name} IS NOT NULL AND ${name} = ?)`;
}

const JSON_FILTERS = 'A JSON column takes cs, cd and is; compare a field as text with column->>key';

/** `cs`/`cd`: PostgreSQL's jsonb @> and <@; SQLite calls the same containment, registered by the adapter. */
function compileContains(
  node: Extract<FilterNode, { kind: 'compare' }>,
  column: ColumnDefinition,
  name: string,
  context: WhereContext,
): string {
  if (column.type !== 'jsonb') throw refuse(CODES.INVALID_FILTER, `${node.operator} applies only to JSON columns`);
  context.params.push(filterValueFor(column, node.value));
  if (context.dialect === 'postgres') return `CAST(${name} AS jsonb) ${node.operator === 'cs' ? '@>' : '<@'} CAST(? AS jsonb)`;
  return node.operator === 'cs' ? `${JSON_CONTAINS_FUNCTION}(${name}, ?)` : `${JSON_CONTAINS_FUNCTION}(?, ${name})`;
}

/** A JSON document takes `cs`, `cd` and `is` only: its other comparisons differ between the databases. */
function checkJsonFilter(node: Exclude<FilterNode, { kind: 'group' }>, column: ColumnDefinition): void {
  const containment = node.kind === 'compare' && (node.operator === 'cs' || node.operator === 'cd');
  if (column.type === 'jsonb' && !containment && node.kind !== 'is') throw refuse(CODES.INVALID_FILTER, JSON_FILTERS);
}

interface WhereContext {
  table: TableDefinition;
  dialect: Dialect;
  params: SqlValue[];
  /** Prefix column names with the table (an upsert's DO UPDATE … WHERE must name the existing row). */
  qualified: boolean;
}

function compileLeaf(node: Exclude<FilterNode, { kind: 'group' }>, context: WhereContext): string {
  const { table, dialect, params } = context;
  const ref = parseColumnRef(table, node.column);
  const column = refColumn(ref);
  const name = compileColumnRef(ref, dialect, context.qualified ? table.name : undefined);
  checkJsonFilter(node, column);
  switch (node.kind) {
    case 'compare':
      if (node.operator === 'cs' || node.operator === 'cd') return compileContains(node, column, name, context);
      return comparison(node.operator, column, name, node.value, context);
    case 'in': {
      if (node.values.length === 0) return '1 = 0';
      for (const value of node.values) params.push(filterValueFor(column, value));
      return `${name} IN (${node.values.map(() => '?').join(', ')})`;
    }
    case 'is':
      return compileIs(node, column, name, params);
    case 'quantified': {
      // ANY over nothing is false and ALL over nothing is true, as PostgreSQL has it.
      if (node.values.length === 0) return node.quantifier === 'any' ? '1 = 0' : '1 = 1';
      const parts = node.values.map((value) => comparison(node.operator, column, name, value, context));
      return `(${parts.join(node.quantifier === 'any' ? ' OR ' : ' AND ')})`;
    }
    case 'distinct': {
      params.push(filterValueFor(column, node.value));
      return dialect === 'postgres' ? `${name} IS DISTINCT FROM ?` : `${name} IS NOT ?`;
    }
    case 'fts':
      return compileTextSearch(node, column, name, context);
  }
}

function compileNode(node: FilterNode, context: WhereContext): string {
  let sql: string;
  if (node.kind === 'group') {
    const parts = node.children.map((child) => compileNode(child, context));
    sql = `(${parts.join(node.combinator === 'and' ? ' AND ' : ' OR ')})`;
  } else {
    sql = compileLeaf(node, context);
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

/** One `select` item: a column, or a JSON path or alias named by its output key. */
function compileSelectItem(table: TableDefinition, item: string, dialect: Dialect): string {
  const ref = parseColumnRef(table, item, true);
  const sql = compileColumnRef(ref, dialect);
  return ref.path.length === 0 && ref.outputName === ref.column.name ? sql : `${sql} AS ${quoteIdent(ref.outputName)}`;
}

/** The quoted column list for SELECT/RETURNING; `undefined` selects every declared column. */
export function compileColumnList(table: TableDefinition, select: readonly string[] | undefined, dialect: Dialect): string {
  if (select) return [...new Set(select)].map((item) => compileSelectItem(table, item, dialect)).join(', ');
  let list = allColumnLists.get(table);
  if (list === undefined) {
    list = table.columns.map((column) => quoteIdent(column.name)).join(', ');
    allColumnLists.set(table, list);
  }
  return list;
}
