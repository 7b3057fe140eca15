/**
 * Caller-written SQL (the service key's `/sql` and `/batch`): one statement alone, or several in one
 * transaction that is all-or-nothing, each under a time limit. Adapters run it through `Database.runRaw`.
 */
import type { Database, QueryResult, SqlValue } from './database';

export interface RawStatement {
  sql: string;
  params: readonly SqlValue[];
}

/** `single`: one statement in its own implicit transaction; `read`/`write`: a batch in one transaction. */
export type RawMode = 'single' | 'read' | 'write';

export interface RawRunOptions {
  mode: RawMode;
  timeoutMs: number;
}

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

/** Runs raw statements on a connection of this process; the adapter's `timeoutMs` support applies. */
export async function runRawInProcess(
  db: Pick<Database, 'dialect' | 'query' | 'transaction'>,
  statements: readonly RawStatement[],
  options: RawRunOptions,
): Promise<QueryResult[]> {
  const queryOptions = { timeoutMs: options.timeoutMs, singleStatement: true };
  if (options.mode === 'single') {
    const [statement] = statements;
    if (!statement || statements.length > 1) throw new RangeError('single mode runs exactly one statement');
    return [await db.query(statement.sql, statement.params, queryOptions)];
  }
  const readOnly = options.mode === 'read';
  return db.transaction(async (tx) => {
    if (readOnly) await tx.query(db.dialect === 'postgres' ? 'SET TRANSACTION READ ONLY' : 'PRAGMA query_only = 1');
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
