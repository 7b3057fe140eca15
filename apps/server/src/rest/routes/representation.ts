/** Rows rendered as PostgREST renders them for each negotiated media type. */
import type { Row } from '../../db/database';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import type { ResponseMedia } from '../query/media-type';

/** 406 PGRST116 unless exactly one row: what `vnd.pgrst.object` (the client's `single()`) demands. */
export function checkSingular(media: ResponseMedia, rowCount: number): void {
  if (media.kind !== 'object' || rowCount === 1) return;
  throw refuse(CODES.NOT_SINGULAR, 'JSON object requested, multiple (or no) rows returned', 406, {
    code: 'PGRST116',
    details: `The result contains ${rowCount} rows`,
    status: 406,
  });
}

function withoutNulls(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) if (value !== null) out[key] = value;
  return out;
}

/** A field as PostgreSQL's record output writes it, which PostgREST's CSV is made of. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (text !== '' && !/["\\(),\s]/.test(text)) return text;
  return `"${text.replace(/["\\]/g, (ch) => ch + ch)}"`;
}

function toCsv(rows: readonly Row[]): string {
  const header = rows[0] ? Object.keys(rows[0]).join(',') : '';
  const lines = rows.map((row) => Object.values(row).map(csvField).join(','));
  return `${header}\n${lines.join('\n')}`;
}

/** The body for rows: a JSON array, one JSON object, or CSV (header line, then one line per row). */
export function renderRows(media: ResponseMedia, rows: readonly Row[]): string {
  if (media.kind === 'csv') return toCsv(rows);
  const shaped = media.stripNulls ? rows.map(withoutNulls) : rows;
  if (media.kind === 'object') return JSON.stringify(shaped[0] ?? null);
  return JSON.stringify(shaped);
}
