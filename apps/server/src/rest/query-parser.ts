/** Parses a REST request's query string (`select`, filters, `order`, `limit`, `offset`, `cursor`, `on_conflict`) into a RestQuery. */
import type { OrderTerm, RestQuery } from './filter-ast';
import { decodeFilterValue, type FilterParseContext, LOGIC_KEYS, parseLogicFilter, parseOperatorExpression } from './filter-parser';
import { MAX_OFFSET, MAX_ORDER_TERMS, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from './limits';
import { REST_ERROR_CODES as CODES, refuse } from './rest-errors';

const RESERVED_KEYS: ReadonlySet<string> = new Set(['select', 'order', 'limit', 'offset', 'cursor', 'on_conflict']);

function parseSelect(text: string): string[] | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '*') return undefined;
  const columns = trimmed.split(',').map((column) => column.trim());
  if (columns.some((column) => column === '')) throw refuse(CODES.INVALID_SELECT, 'select must list columns separated by commas');
  // `*` mixed with names, aliases, casts and embeds are PostgREST features this API does not offer.
  return columns.includes('*') ? undefined : columns;
}

const ORDER_TERM = /^([^.]+)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/;

function parseOrder(text: string): OrderTerm[] {
  const terms = text.split(',').map((term) => term.trim());
  if (terms.length > MAX_ORDER_TERMS) throw refuse(CODES.TOO_MANY_ORDER_TERMS, `order may name at most ${MAX_ORDER_TERMS} columns`);
  return terms.map((term) => {
    const match = ORDER_TERM.exec(term);
    if (!match) throw refuse(CODES.INVALID_ORDER, 'order terms read column[.asc|.desc][.nullsfirst|.nullslast]');
    const descending = match[2] === 'desc';
    const nulls = match[3];
    return { column: match[1] as string, descending, nullsFirst: nulls ? nulls === 'nullsfirst' : descending };
  });
}

function parseCount(text: string, code: 'INVALID_LIMIT' | 'INVALID_OFFSET', max: number): number {
  if (!/^\d{1,9}$/.test(text)) throw refuse(CODES[code], `${code === 'INVALID_LIMIT' ? 'limit' : 'offset'} must be a whole number`);
  const value = Number(text);
  if (value > max) {
    if (code === 'INVALID_LIMIT') throw refuse(CODES.PAGE_SIZE_EXCEEDED, `limit may be at most ${MAX_PAGE_SIZE}`);
    throw refuse(CODES.INVALID_OFFSET, `offset may be at most ${MAX_OFFSET}; page with cursor instead`);
  }
  return value;
}

function single(key: string, values: string[]): string {
  if (values.length > 1) throw refuse(CODES.INVALID_FILTER, `${key} may be given only once`);
  return values[0] as string;
}

/**
 * Parses the query string after its normal single URL decode. Repeated column keys are several
 * filters on that column, all of which must hold.
 */
export function parseRestQuery(search: string): RestQuery {
  if (search.length > MAX_QUERY_LENGTH)
    throw refuse(CODES.QUERY_TOO_LONG, `The query string may be at most ${MAX_QUERY_LENGTH} characters`);
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(search)) {
    const list = grouped.get(key);
    if (list) list.push(value);
    else grouped.set(key, [value]);
  }
  const query: RestQuery = {
    select: undefined,
    filters: [],
    order: [],
    limit: undefined,
    offset: 0,
    cursor: undefined,
    onConflict: undefined,
  };
  const context: FilterParseContext = { expressions: 0 };
  for (const [key, values] of grouped) {
    if (RESERVED_KEYS.has(key)) {
      const value = single(key, values);
      if (key === 'select') query.select = parseSelect(value);
      else if (key === 'order') query.order = value.trim() === '' ? [] : parseOrder(value);
      else if (key === 'limit') query.limit = parseCount(value, 'INVALID_LIMIT', MAX_PAGE_SIZE);
      else if (key === 'offset') query.offset = parseCount(value, 'INVALID_OFFSET', MAX_OFFSET);
      else if (key === 'cursor') query.cursor = decodeFilterValue(value);
      else query.onConflict = value.split(',').map((column) => column.trim());
      continue;
    }
    const logic = LOGIC_KEYS.has(key);
    for (const value of values) {
      query.filters.push(logic ? parseLogicFilter(key, value, context) : parseOperatorExpression(key, value, context));
    }
  }
  return query;
}
