/**
 * Turns a `where` object into PostgREST-style query parameters (protocol.md §5.4), fixing the original
 * client: several operators per column, `AND`/`OR` groups (nested), dates as ISO strings.
 */
import type { FilterOperators, FilterValue } from '@logo-dna/protocol';
import { toSnakeCase } from '../core/case';
import { ValidationError } from '../core/errors';

/** A filter: columns with a value (equality), a list (`in`), or operators; `AND`/`OR` hold sub-filters. */
export type Where<T = Record<string, unknown>> = ColumnFilters<T> & {
  AND?: Where<T>[];
  OR?: Where<T>[];
};

type ColumnFilter = FilterValue | FilterValue[] | FilterOperators | undefined;

/** Typed rows get their own columns; untyped rows (a string index) must also admit the group keys. */
type ColumnFilters<T> = string extends keyof T ? UntypedWhere : { [K in keyof T]?: ColumnFilter };

/** A filter over rows without a declared type. */
interface UntypedWhere {
  [column: string]: ColumnFilter | UntypedWhere[];
}

const COMPARISONS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'not'] as const;
const GROUP_KEYS = new Set(['AND', 'OR', 'and', 'or']);

/**
 * Encodes a value for a filter: percent-encoded once here and once more by the URL, which is the
 * wire format the server decodes twice. Parentheses are encoded too, so they never break `in.(…)` or groups.
 */
export function encodeFilterValue(value: FilterValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An empty string in a list is quoted (`in.("")`): bare, `in.()` would read as an empty list. */
const encodeList = (values: FilterValue[]) =>
  `(${values.map((value) => (value === '' ? encodeURIComponent('""') : encodeFilterValue(value))).join(',')})`;

/** The `op.value` conditions for one column; undefined and null mean "no filter", as in the original client. */
function toConditions(column: string, spec: unknown): string[] {
  if (spec === undefined || spec === null) return [];
  if (Array.isArray(spec)) return [`in.${encodeList(spec)}`];
  if (typeof spec !== 'object' || spec instanceof Date) return [`eq.${encodeFilterValue(spec as FilterValue)}`];
  const conditions: string[] = [];
  for (const [operator, value] of Object.entries(spec)) {
    if (value === undefined) continue;
    if ((COMPARISONS as readonly string[]).includes(operator)) conditions.push(`${operator}.${encodeFilterValue(value as FilterValue)}`);
    else if (operator === 'is') conditions.push(`is.${encodeFilterValue(value as null | boolean)}`);
    else if (operator === 'cs' || operator === 'cd') conditions.push(`${operator}.${encodeFilterValue(JSON.stringify(value))}`);
    else if (operator === 'in' || operator === 'not_in') {
      if (!Array.isArray(value)) throw new ValidationError(`Filter "${operator}" on "${column}" needs an array`);
      conditions.push(`${operator === 'in' ? 'in' : 'not.in'}.${encodeList(value)}`);
    } else throw new ValidationError(`Unknown filter operator "${operator}" on "${column}"`);
  }
  return conditions;
}

function readGroup(where: Record<string, unknown>, name: 'AND' | 'OR'): Where[] | undefined {
  const group = where[name] ?? where[name.toLowerCase()];
  if (group === undefined) return undefined;
  if (!Array.isArray(group) || group.length === 0) throw new ValidationError(`${name} needs a non-empty array of filters`);
  return group as Where[];
}

/** One group member in PostgREST syntax: `col.op.value`, or `and(…)` when it has several terms. */
function renderMember(where: Where): string {
  const terms: string[] = [];
  for (const [key, spec] of Object.entries(where)) {
    if (GROUP_KEYS.has(key)) continue;
    for (const condition of toConditions(key, spec)) terms.push(`${toSnakeCase(key)}.${condition}`);
  }
  const and = readGroup(where, 'AND');
  const or = readGroup(where, 'OR');
  if (and) terms.push(`and(${and.map(renderMember).join(',')})`);
  if (or) terms.push(`or(${or.map(renderMember).join(',')})`);
  if (terms.length === 0) throw new ValidationError('A filter group member has no conditions');
  return terms.length === 1 ? (terms[0] as string) : `and(${terms.join(',')})`;
}

/** Appends the filter parameters of `where` to `params`: one parameter per condition, `and=(…)`/`or=(…)` for groups. */
export function appendFilterParams(params: URLSearchParams, where: Where | undefined): URLSearchParams {
  if (!where) return params;
  for (const [key, spec] of Object.entries(where)) {
    if (GROUP_KEYS.has(key)) continue;
    for (const condition of toConditions(key, spec)) params.append(toSnakeCase(key), condition);
  }
  const and = readGroup(where, 'AND');
  const or = readGroup(where, 'OR');
  if (and) params.append('and', `(${and.map(renderMember).join(',')})`);
  if (or) params.append('or', `(${or.map(renderMember).join(',')})`);
  return params;
}

/** True when `where` would add no parameter at all. */
export function isEmptyWhere(where: Where | undefined): boolean {
  return appendFilterParams(new URLSearchParams(), where).size === 0;
}

export type OrderBy<T = Record<string, unknown>> = string | { [K in keyof T]?: 'asc' | 'desc' };

/** `order` parameter: object keys in insertion order, snake-cased; a string's column names are snake-cased too. */
export function toOrderParam(orderBy: OrderBy | undefined): string | undefined {
  if (orderBy === undefined) return undefined;
  if (typeof orderBy === 'string') {
    return orderBy
      .split(',')
      .map((part) => part.trim().replace(/^[^.]+/, (column) => toSnakeCase(column)))
      .join(',');
  }
  const parts = Object.entries(orderBy).map(([column, direction]) => {
    if (direction !== 'asc' && direction !== 'desc') throw new ValidationError(`Order direction for "${column}" must be asc or desc`);
    return `${toSnakeCase(column)}.${direction}`;
  });
  return parts.length > 0 ? parts.join(',') : undefined;
}
