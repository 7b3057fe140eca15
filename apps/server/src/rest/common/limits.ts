/** Hard limits of the REST and SQL endpoints (reliability.md A4: PocketBase and PostgREST figures, tightened). */

/** Most rows one GET returns; also the page size when `limit` is absent (PocketBase perPage max). */
export const MAX_PAGE_SIZE = 1_000;
/** Largest `offset`; deeper pages should use `cursor` (keyset) instead. */
export const MAX_OFFSET = 1_000_000;
/** Longest single filter value, after decoding (Appwrite: 4,096 per array element). */
export const MAX_FILTER_VALUE_LENGTH = 4_096;
/** Longest raw query string (reliability.md: URL ≤ 8 KB). */
export const MAX_QUERY_LENGTH = 8_192;
/** Most filter expressions in one request, groups included (PocketBase: 200). */
export const MAX_FILTER_EXPRESSIONS = 200;
/** Most values in one `in.(…)` list. */
export const MAX_IN_LIST_LENGTH = 500;
/** Deepest `and`/`or` nesting (reliability.md: ≤ 8). */
export const MAX_NESTING_DEPTH = 8;
/** Most `order` terms (PocketBase: 8 sort expressions). */
export const MAX_ORDER_TERMS = 8;
/** Largest JSON body of a REST write (Supabase Auth / GoTrue default: 1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Most rows in one array insert or upsert. */
export const MAX_INSERT_ROWS = 1_000;
/** Most statements in one `/batch` call (Appwrite: 100 operations per transaction). */
export const MAX_BATCH_STATEMENTS = 100;
/**
 * Statement timeout of a REST read or write with a regular-expression filter: PostgreSQL's `statement_timeout`, and
 * on SQLite a deadline its REGEXP function checks on every row (the statement runs on the event loop). Over it:
 * 400 STATEMENT_TIMEOUT. Pattern and value lengths are bounded in db/regex-pattern.ts.
 */
export const REGEX_STATEMENT_TIMEOUT_MS = 500;
/** Statement timeout of `/sql` and `/batch` (reliability.md S11: ≤ 15 s). */
export const SQL_STATEMENT_TIMEOUT_MS = 10_000;
/** Longest SQL text accepted by `/sql` and `/batch`. */
export const MAX_SQL_LENGTH = 100_000;
/** Most bound parameters of one raw statement. */
export const MAX_SQL_PARAMS = 1_000;
