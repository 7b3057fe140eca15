/** Converts filter text and JSON body values to the SQL value a column stores; booleans become 0/1 (protocol.md §5.5). */
import type { SqlValue } from '../db/database';
import { REST_ERROR_CODES as CODES, refuse } from './rest-errors';
import type { ColumnDefinition } from './table-registry';

const INTEGER_TEXT = /^-?\d{1,16}$/;
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** PostgreSQL's names of our column types, for its "invalid input syntax" message. */
const PG_TYPE_NAMES: Record<ColumnDefinition['type'], string> = {
  text: 'text',
  json: 'json',
  integer: 'integer',
  real: 'double precision',
  boolean: 'boolean',
};

function invalid(column: ColumnDefinition, value?: unknown): Error {
  const shown = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return refuse(CODES.INVALID_VALUE, `Invalid value for column "${column.name}"`, 400, {
    code: '22P02',
    message: `invalid input syntax for type ${PG_TYPE_NAMES[column.type]}: "${String(shown).slice(0, 100)}"`,
  });
}

/** With the `u` flag a valid surrogate pair is one code point, so this finds only lone surrogates. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True for text PostgreSQL can store (no NUL) that encodes to UTF-8 unchanged (no lone surrogate). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
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

/** Types a filter value (always text on the wire) for its column. */
export function filterValueFor(column: ColumnDefinition, text: string): SqlValue {
  switch (column.type) {
    case 'text':
    case 'json':
      return checkText(column, text);
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

/** Types a JSON body value for its column; `null` is kept, objects only go into JSON columns (as text). */
export function bodyValueFor(column: ColumnDefinition, value: unknown): SqlValue {
  if (value === null) {
    if (column.notNull)
      throw refuse(CODES.INVALID_VALUE, `Column "${column.name}" cannot be null`, 400, {
        code: '23502',
        message: `null value in column "${column.name}" violates not-null constraint`,
      });
    return null;
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
