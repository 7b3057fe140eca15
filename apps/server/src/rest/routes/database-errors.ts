/**
 * Maps database errors caused by a caller's input (constraint violations, bad values, timeouts) to
 * refusals with a code. The database's own text, which may quote SQL or values, is never forwarded
 * from the REST endpoints; the raw-SQL endpoints get a sanitised first line.
 */
import { isRegexLimitError } from '../../db/regex-pattern';
import { REST_ERROR_CODES as CODES, type RestQueryError, refuse } from '../common/rest-errors';

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
/**
 * Filter operands a database refuses: an invalid regular expression, an unknown text search
 * configuration, a LIKE pattern ending in its escape, a tsquery syntax error (ours on SQLite carry the same codes).
 */
const BAD_OPERAND = new Set(['2201B', '42704', '22025', '42601']);

/** The SQLSTATE PostgreSQL raises for each constraint, from either driver's code. */
const SQLSTATE_OF: Record<string, string> = {
  SQLITE_CONSTRAINT_PRIMARYKEY: '23505',
  SQLITE_CONSTRAINT_UNIQUE: '23505',
  SQLITE_CONSTRAINT_NOTNULL: '23502',
  SQLITE_CONSTRAINT_CHECK: '23514',
  SQLITE_CONSTRAINT_FOREIGNKEY: '23503',
  SQLITE_CONSTRAINT: '23514',
  SQLITE_MISMATCH: '22P02',
  SQLITE_TOOBIG: '54000',
  SQLITE_INTERRUPT: '57014',
};

const CONSTRAINT_MESSAGES: Record<string, string> = {
  '23505': 'duplicate key value violates unique constraint',
  '23502': 'null value violates not-null constraint',
  '23503': 'insert or update violates foreign key constraint',
  '23514': 'new row violates check constraint',
};

function codeOf(error: unknown): string | undefined {
  const code = (error as DriverError | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A refusal for an input-caused database error, or undefined for anything else (a real 500). */
export function toInputRefusal(error: unknown): RestQueryError | undefined {
  // A stored value too long for a regular expression filter (SQLite's REGEXP function raises it mid-statement).
  if (isRegexLimitError(error)) {
    const code = error.limit === 'subject' ? CODES.REGEX_SUBJECT_TOO_LONG : CODES.REGEX_TOO_LONG;
    return refuse(code, error.message, 400, { code: '54000', message: error.message });
  }
  const code = codeOf(error);
  if (!code) return undefined;
  const sqlstate = SQLSTATE_OF[code] ?? code;
  const message = CONSTRAINT_MESSAGES[sqlstate];
  if (UNIQUE.has(code))
    return refuse(CODES.DUPLICATE_KEY, 'A row with this key already exists', 409, { code: '23505', message, status: 409 });
  if (CONSTRAINT.has(code)) {
    const status = sqlstate === '23503' ? 409 : 400;
    return refuse(CODES.CONSTRAINT_VIOLATION, 'The row breaks a table constraint', 400, { code: sqlstate, message, status });
  }
  if (BAD_VALUE.has(code))
    return refuse(CODES.INVALID_VALUE, 'A value does not fit its column', 400, {
      code: sqlstate,
      message: 'A value does not fit its column',
    });
  if (TIMEOUT.has(code))
    return refuse(CODES.STATEMENT_TIMEOUT, 'The statement took too long and was cancelled', 400, {
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
  if (BAD_OPERAND.has(code)) {
    const text = sanitiseDatabaseMessage(error);
    return refuse(CODES.INVALID_VALUE, text, 400, { code, message: text });
  }
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
