/** Reads JSON write bodies into column values (camelCase keys → snake_case, typed per column) and shapes rows back. */
import type { SqlValue } from '../../db/database';
import { MAX_INSERT_ROWS } from '../common/limits';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import { bodyValueFor } from '../sql/column-values';
import { columnOf } from '../sql/sql-compiler';
import type { TableDefinition } from '../tables/table-registry';

/** protocol.md §5.2: each uppercase letter becomes `_` plus its lowercase (`userId` → `user_id`). */
export function toSnakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** protocol.md §5.2: `_` followed by a lowercase ASCII letter becomes that letter in uppercase. */
function toCamelCase(key: string): string {
  return key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

export interface BodyRow {
  values: Map<string, SqlValue>;
  /** True when any key arrived in camelCase (the original client's upsert); the answer mirrors it. */
  camelCase: boolean;
}

/** PostgREST's refusal of a body key that is not a column (PGRST204). */
function unknownBodyColumn(table: TableDefinition, name: string) {
  return refuse(CODES.UNKNOWN_COLUMN, `Unknown column "${name.slice(0, 64)}"`, 400, {
    code: 'PGRST204',
    message: `Could not find the '${name.slice(0, 64)}' column of '${table.name}' in the schema cache`,
  });
}

function invalidJson(message = 'Empty or invalid json') {
  return refuse(CODES.INVALID_BODY, message, 400, { code: 'PGRST102', message });
}

/** True when a body key is not a column but its snake_case form is: only the original client writes those. */
export function hasCamelCaseKeys(table: TableDefinition, body: unknown): boolean {
  const rows = Array.isArray(body) ? body : [body];
  return rows.some(
    (row) =>
      isPlainObject(row) && Object.keys(row).some((key) => !table.columnsByName.has(key) && table.columnsByName.has(toSnakeCase(key))),
  );
}

export interface PostgrestBody {
  rows: BodyRow[];
  /** The columns the payload writes (the `columns` parameter, or the keys every row shares). */
  columns: string[];
}

/**
 * A write body read as PostgREST reads it. With `columns`, only those keys are written and a row that
 * lacks one writes NULL (or, with `missing=default`, leaves it to its default); other keys are ignored.
 * Without it, every object of an array must have the same keys. Unknown columns are PGRST204.
 */
export function readPostgrestBody(
  table: TableDefinition,
  body: unknown,
  columns: readonly string[] | undefined,
  missingDefault: boolean,
): PostgrestBody {
  if (body === undefined || body === null) throw invalidJson();
  const objects = Array.isArray(body) ? body : [body];
  if (objects.length > MAX_INSERT_ROWS) throw refuse(CODES.TOO_MANY_ROWS, `At most ${MAX_INSERT_ROWS} rows per request`, 413);
  if (!objects.every(isPlainObject)) throw invalidJson(Array.isArray(body) ? 'All object keys must match' : 'Empty or invalid json');
  let names: string[];
  if (columns) {
    names = [...new Set(columns)];
  } else {
    const first = objects[0] ? Object.keys(objects[0]).sort().join('\u0000') : '';
    if (objects.some((object) => Object.keys(object).sort().join('\u0000') !== first)) throw invalidJson('All object keys must match');
    names = objects[0] ? Object.keys(objects[0]) : [];
  }
  const definitions = names.map((name) => {
    const column = table.columnsByName.get(name);
    if (!column) throw unknownBodyColumn(table, name);
    return column;
  });
  const rows = objects.map((object) => {
    const values = new Map<string, SqlValue>();
    for (const column of definitions) {
      if (Object.hasOwn(object, column.name)) values.set(column.name, bodyValueFor(column, object[column.name]));
      else if (!missingDefault) values.set(column.name, bodyValueFor(column, null));
    }
    return { values, camelCase: false };
  });
  return { rows, columns: names };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One object of a write body. Unknown keys are a 400; so is the same column twice (`userId` and `user_id`). */
export function readBodyRow(table: TableDefinition, body: unknown): BodyRow {
  if (!isPlainObject(body)) throw refuse(CODES.INVALID_BODY, 'Each row must be a JSON object');
  const values = new Map<string, SqlValue>();
  let camelCase = false;
  for (const [key, value] of Object.entries(body)) {
    const name = toSnakeCase(key);
    if (name !== key) camelCase = true;
    const column = columnOf(table, name);
    if (values.has(name)) throw refuse(CODES.INVALID_BODY, `Column "${name}" is given twice`);
    values.set(name, bodyValueFor(column, value));
  }
  return { values, camelCase };
}

/** A POST body: one object or an array of at most MAX_INSERT_ROWS objects. */
export function readBodyRows(table: TableDefinition, body: unknown): BodyRow[] {
  if (body === undefined || body === null) throw refuse(CODES.INVALID_BODY, 'A JSON body is required');
  if (!Array.isArray(body)) return [readBodyRow(table, body)];
  if (body.length > MAX_INSERT_ROWS) throw refuse(CODES.TOO_MANY_ROWS, `At most ${MAX_INSERT_ROWS} rows per request`, 413);
  return body.map((row) => readBodyRow(table, row));
}

/** A row with camelCase keys, for callers that wrote camelCase. */
export function toCamelCaseRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[toCamelCase(key)] = value;
  return out;
}
