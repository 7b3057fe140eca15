/** The database port: one small interface over SQLite (better-sqlite3) and PostgreSQL (pg). */
import type { RawRunOptions, RawStatement } from './raw-sql';

export type Dialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | boolean | null | bigint | Uint8Array;
export type Row = Record<string, unknown>;

export interface QueryResult<T extends Row = Row> {
  rows: T[];
  /** Column names in result order (empty for statements that return no rows). */
  columns: string[];
  /** Rows returned, or rows changed for INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

export interface QueryOptions {
  /** Statement timeout in ms (PostgreSQL `statement_timeout`; SQLite: progress-handler interrupt). */
  timeoutMs?: number;
  /** Refuse SQL holding several statements (PostgreSQL: extended protocol; SQLite's prepare always refuses). */
  singleStatement?: boolean;
}

/**
 * Statements use `?` placeholders in both dialects; the PostgreSQL adapter rewrites them to `$n`
 * outside string literals and quoted identifiers.
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
  close(): Promise<void>;
}

/** Quotes an identifier for either dialect (both accept double quotes). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Rewrites `?` placeholders to `$1…$n`, skipping quoted text and comments. */
export function toPostgresPlaceholders(sql: string): string {
  let out = '';
  let index = 0;
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i] as string;
    if (quote) {
      out += ch;
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === '?') {
      index += 1;
      out += `$${index}`;
    } else {
      out += ch;
    }
  }
  return out;
}
