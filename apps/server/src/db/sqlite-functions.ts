/**
 * SQL functions SQLite lacks and the REST filters need: `REGEXP` (and a case-insensitive twin) for
 * PostgreSQL's `~` / `~*` (RE2 semantics, regex-pattern.ts), `pgrst_fts` for its `@@` full-text match, and
 * jsonb's `@>` for `cs`/`cd` on JSON columns (json-containment.ts). Each returns NULL for a NULL input, so
 * filters keep SQL's three-valued logic.
 */

import type { FilterTextSearchMode } from '@logo-dna/protocol';
import type BetterSqlite3 from 'better-sqlite3';
import { JSON_CONTAINS_FUNCTION, sqliteJsonContains } from './json-containment';
import { regexMatches } from './regex-pattern';
import { matchesTsQuery, parseTextSearch, type TsQuery, wordsOf } from './text-search';

const parsedQueries = new Map<string, TsQuery>();

function parsedQuery(mode: FilterTextSearchMode, query: string): TsQuery {
  const key = `${mode}\u0000${query}`;
  let parsed = parsedQueries.get(key);
  if (!parsed) {
    parsed = parseTextSearch(mode, query);
    if (parsedQueries.size > 200) parsedQueries.clear();
    parsedQueries.set(key, parsed);
  }
  return parsed;
}

/** A statement out of time, with PostgreSQL's query_canceled SQLSTATE so both databases answer alike. */
class FunctionDeadlineError extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement due to statement timeout');
    this.name = 'FunctionDeadlineError';
  }
}

/** When the running statement must stop (performance.now() time); the driver runs one statement at a time. */
let deadline = Number.POSITIVE_INFINITY;

/**
 * Runs one statement under a time limit that the regular-expression functions check on every row: linear
 * matching bounds each row, this bounds the rows. SQLite has no other way to stop an in-process statement.
 */
export function withFunctionDeadline<T>(timeoutMs: number | undefined, run: () => T): T {
  if (timeoutMs === undefined) return run();
  const outer = deadline;
  deadline = Math.min(outer, performance.now() + timeoutMs);
  try {
    return run();
  } finally {
    deadline = outer;
  }
}

function regexMatch(caseInsensitive: boolean) {
  return (pattern: unknown, value: unknown): number | null => {
    if (value === null || pattern === null) return null;
    if (deadline !== Number.POSITIVE_INFINITY && performance.now() >= deadline) throw new FunctionDeadlineError();
    return regexMatches(String(pattern), caseInsensitive, String(value)) ? 1 : 0;
  };
}

export function registerSqliteFunctions(db: BetterSqlite3.Database): void {
  db.function('regexp', { deterministic: true }, regexMatch(false));
  db.function('iregexp', { deterministic: true }, regexMatch(true));
  db.function('pgrst_fts', { deterministic: true }, (document: unknown, mode: unknown, query: unknown): number | null => {
    if (document === null || query === null) return null;
    return matchesTsQuery(parsedQuery(mode as FilterTextSearchMode, String(query)), wordsOf(String(document))) ? 1 : 0;
  });
  db.function(JSON_CONTAINS_FUNCTION, { deterministic: true }, sqliteJsonContains);
}
