/**
 * Caller-written SQL (the service key's `/sql` and `/batch`): one statement alone, or several in one
 * transaction that is all-or-nothing, each under a time limit. Adapters run it through `Database.runRaw`.
 */
import type { Database, QueryResult } from './database';
import { checkRawStatements } from './raw-sql-guard';
import type { RawRunOptions, RawStatement } from './sql-types';

export type { RawRunOptions, RawStatement } from './sql-types';

/** A batch statement failed; `cause` is the driver's error, `index` the statement's place in the batch. */
export class RawStatementFailure extends Error {
  constructor(
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super(`statement ${index} failed`);
    this.name = 'RawStatementFailure';
  }
}

/** Raw SQL cannot run at all: its database login is missing, refused, or holds rights it must not have. */
export class RawSqlUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RawSqlUnavailable';
  }
}

/**
 * Runs raw statements on a connection of this process; the adapter's `timeoutMs` support applies.
 * Refused statements (raw-sql-guard.ts) throw RawStatementRefused before any runs.
 */
export async function runRawInProcess(
  db: Pick<Database, 'dialect' | 'query' | 'transaction'>,
  statements: readonly RawStatement[],
  options: RawRunOptions,
): Promise<QueryResult[]> {
  checkRawStatements(db.dialect, statements);
  const queryOptions = { timeoutMs: options.timeoutMs, singleStatement: true };
  if (options.mode === 'single') {
    const [statement] = statements;
    if (!statement || statements.length > 1) throw new RangeError('single mode runs exactly one statement');
    return [await db.query(statement.sql, statement.params, queryOptions)];
  }
  const readOnly = options.mode === 'read';
  return db.transaction(async (tx) => {
    if (readOnly && db.dialect === 'postgres') {
      // Read-only before any query, then a query: once the transaction holds a snapshot PostgreSQL
      // refuses to make it read-write again, whatever the statements try.
      await tx.query('SET TRANSACTION READ ONLY');
      await tx.query('SELECT 1');
    } else if (readOnly) {
      await tx.query('PRAGMA query_only = 1');
    }
    try {
      const results: QueryResult[] = [];
      for (const [index, statement] of statements.entries()) {
        try {
          results.push(await tx.query(statement.sql, statement.params, queryOptions));
        } catch (error) {
          throw new RawStatementFailure(index, error);
        }
      }
      return results;
    } finally {
      if (readOnly && db.dialect === 'sqlite') await tx.query('PRAGMA query_only = 0');
    }
  });
}
