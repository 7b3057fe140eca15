/** Converts filter text and JSON body values to the SQL value a column stores; booleans become 0/1 (protocol.md §5.5). */
import type { SqlValue } from '../../db/database';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import { isStorableText } from '../common/storable-text';
import type { ColumnDefinition } from '../tables/table-registry';

const INTEGER_TEXT = /^-?\d{1,16}$/;
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** PostgreSQL's names of our column types, for its "invalid input syntax" message. */
const PG_TYPE_NAMES: Record<ColumnDefinition['type'], string> = {
  text: 'text',
  json: 'json',
  integer: 'integer',
  real: 'double precision',
  boolean: 'boolean',
  timestamp: 'timestamp with time zone',
  jsonb: 'json',
};

function invalid(column: ColumnDefinition, value?: unknown): Error {
  const shown = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return refuse(CODES.INVALID_VALUE, `Invalid value for column "${column.name}"`, 400, {
    code: '22P02',
    message: `invalid input syntax for type ${PG_TYPE_NAMES[column.type]}: "${String(shown).slice(0, 100)}"`,
  });
}

function checkText(column: ColumnDefinition, text: string): string {
  if (!isStorableText(text))
    throw refuse(CODES.INVALID_VALUE, `Invalid value for column "${column.name}"`, 400, {
      code: '22P05',
      message: 'unsupported Unicode escape sequence',
      details: '\\u0000 cannot be converted to text.',
    });
  return text;
}

/** ISO 8601: a date, or a date and time with optional seconds, fraction and zone (UTC without one). */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * A timestamp as the one form both databases store and compare alike: `YYYY-MM-DDTHH:MM:SS.sssZ`, which
 * sorts as text in time order on SQLite and reads as a UTC instant on PostgreSQL.
 */
function toTimestamp(column: ColumnDefinition, text: string): string {
  if (!TIMESTAMP_TEXT.test(text)) throw invalid(column, text);
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  // Date would roll 2026-02-30 over to March; the databases refuse it, so refuse it here too.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) throw invalid(column, text);
  let iso = text
    .toUpperCase()
    .replace(' ', 'T')
    .replace(/(\.\d{3})\d+/, '$1');
  if (!iso.includes('T')) iso += 'T00:00:00Z';
  else if (!/(Z|[+-]\d{2}(:?\d{2})?)$/.test(iso)) iso += 'Z';
  iso = iso.replace(/([+-]\d{2})$/, '$1:00').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw invalid(column, text);
  const result = instant.toISOString();
  // Dates past 9999 or before year 0 print with a sign and would no longer sort as text.
  if (!/^\d{4}-/.test(result)) throw invalid(column, text);
  return result;
}

/** A JSON value as its text, for `cs`/`cd` filters on JSON documents. */
function toJsonFilterText(column: ColumnDefinition, text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    throw invalid(column, text);
  }
}

/** Types a filter value (always text on the wire) for its column. */
export function filterValueFor(column: ColumnDefinition, text: string): SqlValue {
  switch (column.type) {
    case 'text':
    case 'json':
      return checkText(column, text);
    case 'jsonb':
      return toJsonFilterText(column, text);
    case 'timestamp':
      return toTimestamp(column, text);
    case 'integer': {
      if (!INTEGER_TEXT.test(text) || !Number.isSafeInteger(Number(text))) throw invalid(column, text);
      return Number(text);
    }
    case 'real': {
      if (!NUMBER_TEXT.test(text) || !Number.isFinite(Number(text))) throw invalid(column, text);
      return Number(text);
    }
    case 'boolean': {
      if (text === '1' || text === 'true') return 1;
      if (text === '0' || text === 'false') return 0;
      throw invalid(column, text);
    }
  }
}

/** JSON text of a parsed body value; nesting deep enough to overflow the serializer's stack is a bad value, not a 500. */
function toJsonText(column: ColumnDefinition, value: object): string {
  try {
    return JSON.stringify(value);
  } catch {
    throw invalid(column);
  }
}

/**
 * Types a JSON body value for its column; `null` is kept, objects only go into JSON columns (as text). A column with a
 * rule of its own refuses text that breaks it with the rule's code (PostgreSQL's check violation for PostgREST callers).
 */
export function bodyValueFor(column: ColumnDefinition, value: unknown): SqlValue {
  const stored = typedBodyValue(column, value);
  if (column.check && typeof stored === 'string') {
    const problem = column.check.problem(stored);
    if (problem) {
      throw refuse(column.check.code, problem.message, 400, {
        code: '23514',
        message: `new row violates check constraint "${column.name}": ${problem.message}`,
        details: problem.field ?? null,
      });
    }
  }
  return stored;
}

function typedBodyValue(column: ColumnDefinition, value: unknown): SqlValue {
  if (value === null) {
    if (column.notNull)
      throw refuse(CODES.INVALID_VALUE, `Column "${column.name}" cannot be null`, 400, {
        code: '23502',
        message: `null value in column "${column.name}" violates not-null constraint`,
      });
    return null;
  }
  // A JSON document takes any JSON value, a string too (stored as a JSON string).
  if (column.type === 'jsonb') return checkText(column, toJsonText(column, value as object));
  if (column.type === 'timestamp') {
    if (typeof value !== 'string') throw invalid(column, value);
    return toTimestamp(column, value);
  }
  if (typeof value === 'boolean') return column.type === 'text' || column.type === 'json' ? String(value ? 1 : 0) : value ? 1 : 0;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalid(column, value);
    if (column.type === 'text' || column.type === 'json') return String(value);
    if (column.type === 'integer' && !Number.isSafeInteger(value)) throw invalid(column, value);
    if (column.type === 'boolean' && value !== 0 && value !== 1) throw invalid(column, value);
    return value;
  }
  if (typeof value === 'string')
    return column.type === 'text' || column.type === 'json' ? checkText(column, value) : filterValueFor(column, value);
  if (column.type === 'json' && typeof value === 'object') return checkText(column, toJsonText(column, value));
  throw invalid(column, value);
}
