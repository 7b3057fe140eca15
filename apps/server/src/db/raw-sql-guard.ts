/**
 * Statements caller-written SQL may not run, refused before anything reaches the driver (SQLite acts on
 * some PRAGMAs while it merely prepares them). A batch is one transaction the server opens and closes,
 * so transaction control is refused everywhere; so are statements that change session settings
 * (PostgreSQL) and those that reach files or connection state outside the database (SQLite: ATTACH,
 * DETACH, VACUUM, PRAGMAs other than informational ones). Privileges are the database's job
 * (postgres-raw-role.ts); this check only keeps a batch whole and read batches read-only.
 */
import { type SqlToken, significantTokens } from './sql-lexer';
import type { Dialect, RawStatement } from './sql-types';

/** A raw statement refused before it ran; `index` is its place in the batch. */
export class RawStatementRefused extends Error {
  readonly code = 'STATEMENT_NOT_ALLOWED';
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
    this.name = 'RawStatementRefused';
  }
}

const TRANSACTION_CONTROL = new Set(['BEGIN', 'START', 'COMMIT', 'END', 'ROLLBACK', 'ABORT', 'SAVEPOINT', 'RELEASE']);
const TRANSACTION_MESSAGE =
  'Transaction control (BEGIN, COMMIT, ROLLBACK, SAVEPOINT…) is not allowed: each call runs in one transaction the server opens and closes';

/** PRAGMAs that only report (SQLite offers their table-valued forms for the same reason). */
const INFORMATIONAL_PRAGMAS = new Set([
  'table_info',
  'table_xinfo',
  'table_list',
  'index_list',
  'index_info',
  'index_xinfo',
  'foreign_key_list',
  'foreign_key_check',
  'integrity_check',
  'quick_check',
  'collation_list',
  'function_list',
  'module_list',
  'pragma_list',
  'compile_options',
  'database_list',
]);

function unquote(text: string): string {
  const first = text[0];
  if (first === '[') return text.slice(1, -1);
  if (first === '"' || first === '`' || first === "'") return text.slice(1, -1).replaceAll(`${first}${first}`, first);
  return text;
}

interface Reader {
  /** The upper-cased keyword at `offset` (0 = the next one), or '' when that token is not a bare word. */
  keyword(offset?: number): string;
  /** The name at `offset`, bare or quoted, unquoted. */
  name(offset?: number): string;
  text(offset?: number): string;
  skip(count: number): void;
}

function readerOf(sql: string, tokens: readonly SqlToken[]): Reader {
  let position = 0;
  const at = (offset: number) => tokens[position + offset];
  const text = (offset = 0) => {
    const token = at(offset);
    return token ? sql.slice(token.start, token.end) : '';
  };
  return {
    keyword: (offset = 0) => (at(offset)?.kind === 'word' ? text(offset).toUpperCase() : ''),
    name: (offset = 0) => unquote(text(offset)).toLowerCase(),
    text,
    skip(count) {
      position += count;
    },
  };
}

/** Why SQLite's statement is refused, or undefined when it may run. */
function sqliteRefusal(read: Reader): string | undefined {
  // EXPLAIN only compiles its statement, but SQLite acts on a PRAGMA while compiling it.
  if (read.keyword() === 'EXPLAIN') read.skip(read.keyword(1) === 'QUERY' && read.keyword(2) === 'PLAN' ? 3 : 1);
  const keyword = read.keyword();
  if (TRANSACTION_CONTROL.has(keyword)) return TRANSACTION_MESSAGE;
  if (keyword === 'ATTACH' || keyword === 'DETACH') return `${keyword} is not allowed: raw SQL works on this database only`;
  if (keyword === 'VACUUM') return 'VACUUM is not allowed through raw SQL';
  if (keyword === 'PRAGMA') {
    // PRAGMA [schema.]name …
    const name = read.text(2) === '.' ? read.name(3) : read.name(1);
    if (!INFORMATIONAL_PRAGMAS.has(name)) {
      return `${name ? `PRAGMA ${name}` : 'This PRAGMA'} is not allowed: only informational PRAGMAs (table_info, index_list…) may run`;
    }
  }
  return undefined;
}

/** Why PostgreSQL's statement is refused, or undefined when it may run. */
function postgresRefusal(read: Reader): string | undefined {
  const keyword = read.keyword();
  if (TRANSACTION_CONTROL.has(keyword) || (keyword === 'PREPARE' && read.keyword(1) === 'TRANSACTION')) return TRANSACTION_MESSAGE;
  if (keyword === 'SET' || keyword === 'RESET' || keyword === 'DISCARD') {
    return `${keyword} is not allowed: raw SQL cannot change session, role or transaction settings`;
  }
  // COPY to or from files and programs needs rights the raw SQL role lacks; FROM STDIN would wait for a stream.
  if (keyword === 'COPY') return 'COPY is not allowed: read rows with SELECT and write them with INSERT';
  return undefined;
}

/**
 * Throws RawStatementRefused for the first statement that may not run. Only a statement's first command is
 * read: both drivers refuse text holding a second one before running or preparing it.
 */
export function checkRawStatements(dialect: Dialect, statements: readonly RawStatement[]): void {
  for (const [index, statement] of statements.entries()) {
    const read = readerOf(statement.sql, significantTokens(statement.sql, dialect));
    const refusal = dialect === 'sqlite' ? sqliteRefusal(read) : postgresRefusal(read);
    if (refusal) throw new RawStatementRefused(index, refusal);
  }
}
