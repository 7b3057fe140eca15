/**
 * Column references of `select`, filters and `order`: a column, optionally followed by a JSON path into a
 * JSON document (`meta->author->>name`: `->` keeps JSON, a last `->>` gives text, a number is an array
 * index), and in `select` optionally renamed (`author:meta->>author`). Paths compile to the same meaning on
 * both databases: PostgreSQL's jsonb operators, and SQLite's `->`, `->>` and `json_type` on JSON text.
 */
import { type Dialect, quoteIdent } from '../../db/database';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import type { ColumnDefinition, TableDefinition } from '../tables/table-registry';

export interface ColumnRef {
  column: ColumnDefinition;
  /** Keys and array indexes after the column; empty for the column itself. */
  path: (string | number)[];
  /** The path ends in `->>`: its value is text. */
  asText: boolean;
  /** The key the value takes in a returned row. */
  outputName: string;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEY = /^[A-Za-z0-9_]{1,64}$/;

/** The declared column of that name, or a 400 that names only what the caller sent. */
export function columnOf(table: TableDefinition, name: string): ColumnDefinition {
  const column = table.columnsByName.get(name);
  if (!column)
    throw refuse(CODES.UNKNOWN_COLUMN, `Unknown column "${name.slice(0, 64)}"`, 400, {
      code: '42703',
      message: `column ${table.name}.${name.slice(0, 64)} does not exist`,
    });
  return column;
}

/** Array indexes a path may name: small enough for both databases' index types. */
const INDEX = /^\d{1,9}$/;

/**
 * Reads `column[->key…][->>key]`, and in `select` (`withAlias`) `alias:` before it; a plain column name
 * takes the quick path.
 */
export function parseColumnRef(table: TableDefinition, text: string, withAlias = false): ColumnRef {
  const plain = table.columnsByName.get(text);
  if (plain) return { column: plain, path: [], asText: false, outputName: plain.name };
  const colon = withAlias ? text.indexOf(':') : -1;
  const alias = colon === -1 ? undefined : text.slice(0, colon);
  if (alias !== undefined && !NAME.test(alias)) throw refuse(CODES.INVALID_SELECT, 'An alias must be letters, digits and _');
  const parts = text.slice(colon + 1).split(/(->>?)/);
  const column = columnOf(table, parts[0] as string);
  const path: (string | number)[] = [];
  let asText = false;
  for (let i = 1; i < parts.length; i += 2) {
    const arrow = parts[i];
    const key = parts[i + 1] ?? '';
    const numeric = /^\d+$/.test(key);
    if (asText || !KEY.test(key) || (numeric && !INDEX.test(key))) {
      throw refuse(CODES.INVALID_FILTER, `A JSON path reads column->key…->>key, keys made of letters, digits and _`);
    }
    path.push(numeric ? Number(key) : key);
    asText = arrow === '->>';
  }
  if (path.length > 0 && column.type !== 'jsonb') throw refuse(CODES.INVALID_FILTER, `"${column.name}" is not a JSON column`);
  return { column, path, asText, outputName: alias ?? String(path.at(-1) ?? column.name) };
}

/** The type a reference's value has: text after `->>`, a JSON document after `->`, the column's own otherwise. */
export function refColumn(ref: ColumnRef): ColumnDefinition {
  if (ref.path.length === 0) return ref.column;
  return { name: ref.column.name, type: ref.asText ? 'text' : 'jsonb' };
}

function sqlitePath(path: readonly (string | number)[]): string {
  return `'$${path.map((step) => (typeof step === 'number' ? `[${step}]` : `."${step}"`)).join('')}'`;
}

/**
 * The SQL of a reference. `qualifier` prefixes the column with its table (an upsert's WHERE). SQLite reads
 * stored JSON text, so a cell that is not valid JSON reads as NULL rather than failing the statement.
 */
export function compileColumnRef(ref: ColumnRef, dialect: Dialect, qualifier?: string): string {
  const name = qualifier ? `${quoteIdent(qualifier)}.${quoteIdent(ref.column.name)}` : quoteIdent(ref.column.name);
  if (ref.path.length === 0) return name;
  if (dialect === 'postgres') {
    const steps = ref.path.map((step, index) => {
      const arrow = ref.asText && index === ref.path.length - 1 ? '->>' : '->';
      return `${arrow} ${typeof step === 'number' ? step : `'${step}'`}`;
    });
    return `(CAST(${name} AS jsonb) ${steps.join(' ')})`;
  }
  const path = sqlitePath(ref.path);
  // ->> of a JSON string is its text; of null, NULL; of anything else, its JSON text (as PostgreSQL's ->>).
  const value = ref.asText
    ? `CASE json_type(${name}, ${path}) WHEN 'text' THEN ${name} ->> ${path} WHEN 'null' THEN NULL ELSE ${name} -> ${path} END`
    : `${name} -> ${path}`;
  return `(CASE WHEN json_valid(${name}) THEN ${value} END)`;
}
