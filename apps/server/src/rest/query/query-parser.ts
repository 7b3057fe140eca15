/**
 * Parses a REST request's query string (`select`, filters, `order`, `limit`, `offset`, `cursor`,
 * `on_conflict`, `columns`) into a RestQuery, in the grammar of the caller's protocol (client-flavour.ts).
 */

import { MAX_OFFSET, MAX_ORDER_TERMS, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from '../common/limits';
import { REST_ERROR_CODES as CODES, parseError, refuse } from '../common/rest-errors';
import type { ClientFlavour } from './client-flavour';
import type { OrderTerm, RestQuery } from './filter-ast';
import { decodeFilterValue, type FilterParseContext, LOGIC_KEYS, parseLogicFilter, parseOperatorExpression } from './filter-parser';

const RESERVED_KEYS: ReadonlySet<string> = new Set(['select', 'order', 'limit', 'offset', 'cursor', 'on_conflict', 'columns']);

function parseSelect(text: string): string[] | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '*') return undefined;
  const columns = trimmed.split(',').map((column) => column.trim());
  if (columns.some((column) => column === ''))
    throw parseError(CODES.INVALID_SELECT, 'select must list columns separated by commas', `select parameter (${text})`, 'unexpected ","');
  // `*` mixed with names, aliases, casts and embeds are PostgREST features this API does not offer.
  return columns.includes('*') ? undefined : columns;
}

const ORDER_TERM = /^([^.]+)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/;

function parseOrder(text: string): OrderTerm[] {
  const terms = text.split(',').map((term) => term.trim());
  if (terms.length > MAX_ORDER_TERMS) throw refuse(CODES.TOO_MANY_ORDER_TERMS, `order may name at most ${MAX_ORDER_TERMS} columns`);
  return terms.map((term) => {
    const match = ORDER_TERM.exec(term);
    if (!match)
      throw parseError(
        CODES.INVALID_ORDER,
        'order terms read column[.asc|.desc][.nullsfirst|.nullslast]',
        `order (${text})`,
        'expecting "asc", "desc", "nullsfirst" or "nullslast"',
      );
    const descending = match[2] === 'desc';
    const nulls = match[3];
    return { column: match[1] as string, descending, nullsFirst: nulls ? nulls === 'nullsfirst' : descending };
  });
}

function parseCount(text: string, code: 'INVALID_LIMIT' | 'INVALID_OFFSET', max: number, flavour: ClientFlavour): number {
  const name = code === 'INVALID_LIMIT' ? 'limit' : 'offset';
  // PostgREST reads a negative limit (answered with a 416) and ignores a negative offset.
  const pattern = flavour === 'postgrest' ? /^-?\d{1,9}$/ : /^\d{1,9}$/;
  if (!pattern.test(text)) throw parseError(CODES[code], `${name} must be a whole number`, `${name} (${text})`, 'expecting digit');
  const value = Number(text);
  // A PostgREST limit over the page size is capped by the route, as PostgREST's db-max-rows does.
  if (flavour === 'postgrest' && code === 'INVALID_LIMIT') return value;
  if (flavour === 'postgrest' && value < 0) return 0;
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

/** `on_conflict` and `columns`: names separated by commas, each bare or double-quoted (as postgrest-js sends them). */
function parseColumnList(key: string, text: string): string[] {
  const names = text.split(',').map((name) => {
    const trimmed = name.trim();
    return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1).replace(/\\(.)/g, '$1') : trimmed;
  });
  if (names.some((name) => name === ''))
    throw parseError(
      key === 'columns' ? CODES.INVALID_BODY : CODES.INVALID_ON_CONFLICT,
      `${key} must list column names separated by commas`,
      `${key} parameter (${text})`,
      'unexpected end of input expecting field name (* or [a..z0..9_$])',
    );
  return names;
}

/**
 * Parses the query string after its normal single URL decode. Repeated column keys are several
 * filters on that column, all of which must hold.
 */
export function parseRestQuery(search: string, flavour: ClientFlavour = 'original'): RestQuery {
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
    columns: undefined,
  };
  const context: FilterParseContext = { expressions: 0, flavour };
  for (const [key, values] of grouped) {
    if (RESERVED_KEYS.has(key)) {
      const value = single(key, values);
      if (key === 'select') query.select = parseSelect(value);
      else if (key === 'order') query.order = value.trim() === '' ? [] : parseOrder(value);
      else if (key === 'limit') query.limit = parseCount(value, 'INVALID_LIMIT', MAX_PAGE_SIZE, flavour);
      else if (key === 'offset') query.offset = parseCount(value, 'INVALID_OFFSET', MAX_OFFSET, flavour);
      else if (key === 'cursor') query.cursor = decodeFilterValue(value);
      else if (key === 'columns') query.columns = parseColumnList(key, value);
      else query.onConflict = flavour === 'postgrest' ? parseColumnList(key, value) : value.split(',').map((column) => column.trim());
      continue;
    }
    const logic = LOGIC_KEYS.has(key);
    for (const value of values) {
      query.filters.push(logic ? parseLogicFilter(key, value, context) : parseOperatorExpression(key, value, context));
    }
  }
  return query;
}
