/**
 * The value and statement types the database port (database.ts), the SQL lexer and the raw-SQL guard share.
 * They sit below all three, so none of them imports another for a type.
 */

export type Dialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | boolean | null | bigint | Uint8Array;
export type Row = Record<string, unknown>;

/** One caller-written statement with its `?` parameters (raw-sql.ts). */
export interface RawStatement {
  sql: string;
  params: readonly SqlValue[];
}

/** `single`: one statement in its own implicit transaction; `read`/`write`: a batch in one transaction. */
type RawMode = 'single' | 'read' | 'write';

export interface RawRunOptions {
  mode: RawMode;
  timeoutMs: number;
}
