/**
 * Maps database errors caused by a caller's input (constraint violations, bad values, timeouts) to
 * refusals with a code. The database's own text, which may quote SQL or values, is never forwarded
 * from the REST endpoints; the raw-SQL endpoints get a sanitised first line.
 */
import { REST_ERROR_CODES as CODES, type RestQueryError, refuse } from './rest-errors';

interface DriverError {
  code?: unknown;
  message?: unknown;
}

/** SQLite extended result codes (better-sqlite3 `SqliteError.code`) and PostgreSQL SQLSTATEs. */
const UNIQUE = new Set(['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE', '23505']);
const CONSTRAINT = new Set([
  'SQLITE_CONSTRAINT_NOTNULL',
  'SQLITE_CONSTRAINT_CHECK',
  'SQLITE_CONSTRAINT_FOREIGNKEY',
  'SQLITE_CONSTRAINT',
  '23502',
  '23503',
  '23514',
]);
/** Data exceptions: bad text representation, out of range, too long, bad encoding, NUL in text. */
const BAD_VALUE = new Set(['SQLITE_MISMATCH', 'SQLITE_TOOBIG', '22P02', '22003', '22001', '22021', '22P05', '22007', '22008']);
/** PostgreSQL's query_canceled and SQLite's interrupt (the raw-SQL runner's timeout). */
const TIMEOUT = new Set(['57014', 'SQLITE_INTERRUPT']);

function codeOf(error: unknown): string | undefined {
  const code = (error as DriverError | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A refusal for an input-caused database error, or undefined for anything else (a real 500). */
export function toInputRefusal(error: unknown): RestQueryError | undefined {
  const code = codeOf(error);
  if (!code) return undefined;
  if (UNIQUE.has(code)) return refuse(CODES.DUPLICATE_KEY, 'A row with this key already exists', 409);
  if (CONSTRAINT.has(code)) return refuse(CODES.CONSTRAINT_VIOLATION, 'The row breaks a table constraint');
  if (BAD_VALUE.has(code)) return refuse(CODES.INVALID_VALUE, 'A value does not fit its column');
  if (TIMEOUT.has(code)) return refuse(CODES.STATEMENT_TIMEOUT, 'The statement took too long and was cancelled');
  return undefined;
}

/** True for errors a driver raises about a statement (as opposed to lost connections and our own bugs). */
export function isStatementError(error: unknown): boolean {
  const code = codeOf(error);
  if (!code) return false;
  return code.startsWith('SQLITE_') || /^[0-9A-Z]{5}$/.test(code);
}

/** The first line of a driver message, length-capped, for the service-key SQL endpoints. */
export function sanitiseDatabaseMessage(error: unknown): string {
  const message = (error as DriverError | null)?.message;
  const firstLine = typeof message === 'string' ? (message.split('\n')[0] ?? '') : '';
  return (firstLine || 'The statement failed').slice(0, 300);
}
