/**
 * Rows as the API returns them, the same from both databases. PostgreSQL's driver already gives booleans,
 * parsed jsonb and (see postgres.ts) ISO timestamps; SQLite stores booleans as 0/1 and JSON documents as
 * text, so their cells are turned into `true`/`false` and JSON values here.
 */
import type { Dialect, Row } from '../../db/database';
import type { ColumnType, TableDefinition } from '../tables/table-registry';
import { parseColumnRef, refColumn } from './column-ref';

type Decoder = (cell: unknown) => unknown;

const toBoolean: Decoder = (cell) => (cell === null || cell === undefined ? cell : Boolean(Number(cell)));

const toJsonValue: Decoder = (cell) => {
  if (typeof cell !== 'string') return cell;
  try {
    return JSON.parse(cell);
  } catch {
    // Written by raw SQL as something other than JSON: returned as stored.
    return cell;
  }
};

const DECODERS: Partial<Record<ColumnType, Decoder>> = { boolean: toBoolean, jsonb: toJsonValue };

/** Output key → decoder, for the columns a select returns; empty when nothing needs decoding. */
function decodersOf(table: TableDefinition, select: readonly string[] | undefined): [string, Decoder][] {
  const decoders: [string, Decoder][] = [];
  if (!select) {
    for (const column of table.columns) {
      const decoder = DECODERS[column.type];
      if (decoder) decoders.push([column.name, decoder]);
    }
    return decoders;
  }
  for (const item of select) {
    const ref = parseColumnRef(table, item, true);
    const decoder = DECODERS[refColumn(ref).type];
    if (decoder) decoders.push([ref.outputName, decoder]);
  }
  return decoders;
}

/** Decoders of `select=*` per table, built once. */
const allColumnDecoders = new WeakMap<TableDefinition, [string, Decoder][]>();

/** `rows` (as returned by SELECT or RETURNING with `select`) with their cells in the API's types. */
export function toResponseRows(table: TableDefinition, select: readonly string[] | undefined, dialect: Dialect, rows: Row[]): Row[] {
  if (dialect !== 'sqlite' || rows.length === 0) return rows;
  let decoders = select ? undefined : allColumnDecoders.get(table);
  if (!decoders) {
    decoders = decodersOf(table, select);
    if (!select) allColumnDecoders.set(table, decoders);
  }
  if (decoders.length === 0) return rows;
  for (const row of rows) {
    for (const [key, decode] of decoders) if (key in row) row[key] = decode(row[key]);
  }
  return rows;
}
