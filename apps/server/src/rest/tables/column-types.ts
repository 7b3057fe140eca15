/**
 * Maps a project column's declared SQL type to the API's column type, the same way on both databases:
 * the names SQLite keeps as written and the ones PostgreSQL's `format_type` gives.
 */
import type { ColumnType } from './table-registry';

/** First match wins; each pattern reads the type name without its length or precision. */
const TYPE_PATTERNS: readonly [RegExp, ColumnType][] = [
  [/^(jsonb?)$/, 'jsonb'],
  [/^(boolean|bool)$/, 'boolean'],
  [/^(timestamp|timestamptz|datetime|timestamp with(out)? time zone)$/, 'timestamp'],
  [/^(integer|int|int2|int4|int8|bigint|smallint|tinyint|mediumint)$/, 'integer'],
  [/^(real|float|float4|float8|double|double precision|numeric|decimal)$/, 'real'],
  [/^(text|varchar|character varying|char|character|nchar|nvarchar|clob|string)$/, 'text'],
];

/** The API type of a declared type, or undefined for types the API does not serve (blobs, dates, uuid, arrays…). */
export function toColumnType(declaredType: string): ColumnType | undefined {
  const name = declaredType
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return TYPE_PATTERNS.find(([pattern]) => pattern.test(name))?.[1];
}

/** The types, as a project writes them, for messages. */
export const SERVED_TYPES = 'text, integer, real, boolean, timestamp, json';

/**
 * True for a default that means "now" (CURRENT_TIMESTAMP, now(), SQLite's strftime of 'now'): the API then
 * fills the column itself with an ISO 8601 instant, so both databases store the same form.
 */
export function isNowDefault(expression: string | undefined): boolean {
  if (!expression) return false;
  const text = expression.toLowerCase().replace(/\s+/g, '');
  const bare = text.replace(/^\((.*)\)$/, '$1');
  return /^(current_timestamp|now\(\)|localtimestamp|datetime\('now'\)|strftime\('[^']*','now'\))$/.test(bare);
}
