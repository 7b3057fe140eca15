/** Reads JSON write bodies into column values (camelCase keys → snake_case, typed per column) and shapes rows back. */
import type { SqlValue } from '../db/database';
import { bodyValueFor } from './column-values';
import { MAX_INSERT_ROWS } from './limits';
import { REST_ERROR_CODES as CODES, refuse } from './rest-errors';
import { columnOf } from './sql-compiler';
import type { TableDefinition } from './table-registry';

/** protocol.md §5.2: each uppercase letter becomes `_` plus its lowercase (`userId` → `user_id`). */
export function toSnakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** protocol.md §5.2: `_` followed by a lowercase ASCII letter becomes that letter in uppercase. */
export function toCamelCase(key: string): string {
  return key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

export interface BodyRow {
  values: Map<string, SqlValue>;
  /** True when any key arrived in camelCase (the original client's upsert); the answer mirrors it. */
  camelCase: boolean;
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
