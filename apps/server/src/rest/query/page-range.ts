/**
 * The rows a read asks for, from `limit`/`offset` and the `Range` request header, and the status and
 * `Content-Range` of the answer: PostgREST 12's RangeQuery, with its `db-max-rows` set to our page cap.
 */
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';

export interface PageWindow {
  offset: number;
  /** Rows to read; the caller caps it at its page size. */
  limit: number | undefined;
}

function rangeError(details: string) {
  return refuse(CODES.RANGE_NOT_SATISFIABLE, 'Requested range not satisfiable', 416, {
    code: 'PGRST103',
    details,
    status: 416,
  });
}

/** `Range: 0-9` (or `10-`); anything else is no range at all, as PostgREST reads it. */
function parseRangeHeader(header: string | undefined): { lower: number; upper: number } | undefined {
  const match = /^(\d+)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  return { lower: Number(match[1]), upper: match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2]) };
}

/**
 * The window of a PostgREST read. The header only counts on GET. `limit=0` asks for no rows; any other
 * empty window is a 416 (a negative limit, or a header range whose end precedes its start).
 */
export function pageWindow(limit: number | undefined, offset: number, rangeHeader: string | undefined): PageWindow {
  const start = Math.max(0, offset);
  const end = limit === undefined ? Number.POSITIVE_INFINITY : start + limit - 1;
  if (limit === 0 && start === 0) return { offset: 0, limit: 0 };
  const header = parseRangeHeader(rangeHeader);
  const lower = Math.max(start, header?.lower ?? 0);
  const upper = Math.min(end, header?.upper ?? Number.POSITIVE_INFINITY);
  if (lower > upper) {
    if (header && header.lower > header.upper)
      throw rangeError('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
    throw rangeError('Limit should be greater than or equal to zero.');
  }
  return { offset: lower, limit: upper === Number.POSITIVE_INFINITY ? undefined : upper - lower + 1 };
}

/** `Content-Range` for rows starting at `offset`, with the total when it was counted. */
export function contentRange(offset: number, rowCount: number, total: number | undefined): string {
  const upper = offset + rowCount - 1;
  const range = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 200, 206 for a part of a counted total, or a 416 PGRST103 for an offset past the counted end. */
export function readStatus(offset: number, rowCount: number, total: number | undefined): 200 | 206 {
  if (total === undefined) return 200;
  if (offset > total) throw rangeError(`An offset of ${offset} was requested, but there are only ${total} rows.`);
  return rowCount < total ? 206 : 200;
}
