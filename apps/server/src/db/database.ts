/** The database port: one small interface over SQLite (better-sqlite3) and PostgreSQL (pg). */
import { tokenizeSql } from './sql-lexer';
import type { Dialect, RawRunOptions, RawStatement, Row, SqlValue } from './sql-types';

export type { Dialect, Row, SqlValue } from './sql-types';

export interface QueryResult<T extends Row = Row> {
  rows: T[];
  /** Column names in result order (empty for statements that return no rows). */
  columns: string[];
  /** Rows returned, or rows changed for INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Statement timeout in ms: PostgreSQL's `statement_timeout`; on SQLite the raw runner's progress-handler
   * interrupt, and in process a deadline the regular-expression functions check on every row.
   */
  timeoutMs?: number;
  /** Refuse SQL holding several statements (PostgreSQL: extended protocol; SQLite's prepare always refuses). */
  singleStatement?: boolean;
}

/**
 * Statements use `?` placeholders in both dialects; the PostgreSQL adapter rewrites them to `$n`
 * outside string literals (dollar-quoted and E'' included), quoted identifiers and comments.
 */
export interface Queryable {
  readonly dialect: Dialect;
  query<T extends Row = Row>(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs caller-written SQL under a time limit (see raw-sql.ts): a batch is all-or-nothing and a failing
   * statement rejects with RawStatementFailure; an overrun rejects with a timeout the REST errors map.
   */
  runRaw(statements: readonly RawStatement[], options: RawRunOptions): Promise<QueryResult[]>;
  /**
   * After the server's own login created a table (a project table made through `/sql`): gives raw SQL's
   * login the row rights it has on the other tables. PostgreSQL only; SQLite has no logins.
   */
  grantRawAccess?(): Promise<void>;
  close(): Promise<void>;
}

/** Quotes an identifier for either dialect (both accept double quotes). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Rewrites `?` placeholders to `$1…$n` in code only: quoted text and comments keep their `?` (see sql-lexer.ts). */
export function toPostgresPlaceholders(sql: string): string {
  if (!sql.includes('?')) return sql;
  let out = '';
  let index = 0;
  for (const token of tokenizeSql(sql, 'postgres')) {
    if (token.kind === 'symbol' && sql[token.start] === '?') {
      index += 1;
      out += `$${index}`;
    } else {
      out += sql.slice(token.start, token.end);
    }
  }
  return out;
}
