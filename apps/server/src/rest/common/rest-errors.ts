/** The REST feature's error codes and constructors; every refusal carries its own stable code. */
export const REST_ERROR_CODES = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  PROJECT_NOT_FOUND: 'PROJECT_NOT_FOUND',
  TABLE_NOT_FOUND: 'TABLE_NOT_FOUND',
  UNKNOWN_COLUMN: 'UNKNOWN_COLUMN',
  INVALID_FILTER: 'INVALID_FILTER',
  FILTER_REQUIRED: 'FILTER_REQUIRED',
  INVALID_LOGIC_FILTER: 'INVALID_LOGIC_FILTER',
  INVALID_VALUE: 'INVALID_VALUE',
  INVALID_SELECT: 'INVALID_SELECT',
  INVALID_ORDER: 'INVALID_ORDER',
  INVALID_LIMIT: 'INVALID_LIMIT',
  INVALID_OFFSET: 'INVALID_OFFSET',
  INVALID_CURSOR: 'INVALID_CURSOR',
  INVALID_ON_CONFLICT: 'INVALID_ON_CONFLICT',
  INVALID_POLICY: 'INVALID_POLICY',
  INVALID_BODY: 'INVALID_BODY',
  PAGE_SIZE_EXCEEDED: 'PAGE_SIZE_EXCEEDED',
  QUERY_TOO_LONG: 'QUERY_TOO_LONG',
  FILTER_TOO_LONG: 'FILTER_TOO_LONG',
  REGEX_TOO_LONG: 'REGEX_TOO_LONG',
  REGEX_SUBJECT_TOO_LONG: 'REGEX_SUBJECT_TOO_LONG',
  TOO_MANY_FILTERS: 'TOO_MANY_FILTERS',
  IN_LIST_TOO_LONG: 'IN_LIST_TOO_LONG',
  NESTING_TOO_DEEP: 'NESTING_TOO_DEEP',
  TOO_MANY_ORDER_TERMS: 'TOO_MANY_ORDER_TERMS',
  TOO_MANY_ROWS: 'TOO_MANY_ROWS',
  OWNER_MISMATCH: 'OWNER_MISMATCH',
  ROW_NOT_OWNED: 'ROW_NOT_OWNED',
  DUPLICATE_KEY: 'DUPLICATE_KEY',
  CONSTRAINT_VIOLATION: 'CONSTRAINT_VIOLATION',
  SERVICE_KEY_REQUIRED: 'SERVICE_KEY_REQUIRED',
  SQL_ERROR: 'SQL_ERROR',
  STATEMENT_TIMEOUT: 'STATEMENT_TIMEOUT',
  TOO_MANY_STATEMENTS: 'TOO_MANY_STATEMENTS',
  STATEMENT_NOT_ALLOWED: 'STATEMENT_NOT_ALLOWED',
  SQL_UNAVAILABLE: 'SQL_UNAVAILABLE',
  UNKNOWN_SCHEMA: 'UNKNOWN_SCHEMA',
  NOT_ACCEPTABLE: 'NOT_ACCEPTABLE',
  NOT_SINGULAR: 'NOT_SINGULAR',
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  INVALID_PREFERENCE: 'INVALID_PREFERENCE',
  TOO_MANY_AFFECTED: 'TOO_MANY_AFFECTED',
} as const;

export type RestErrorCode = (typeof REST_ERROR_CODES)[keyof typeof REST_ERROR_CODES];

export type RestErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 413 | 416;

/**
 * How PostgREST 12 reports the same refusal: its code (a PGRST code or the PostgreSQL SQLSTATE it
 * would surface), and where they differ from ours, its message, details, hint and status. Callers
 * that speak PostgREST get this shape; the original client's protocol keeps our codes.
 */
export interface PostgrestErrorShape {
  code: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
  status?: number;
}

/**
 * A refusal raised by the transport-free modules (parser, compiler, codec). It carries a status so
 * the routes can rethrow it as an HttpError without those modules importing anything HTTP.
 */
export class RestQueryError extends Error {
  readonly isRestQueryError = true;
  constructor(
    readonly code: RestErrorCode,
    message: string,
    readonly status: RestErrorStatus = 400,
    readonly postgrest?: PostgrestErrorShape,
  ) {
    super(message);
    this.name = 'RestQueryError';
  }
}

/** True for a RestQueryError, checked by a brand field rather than instanceof. */
export function isRestQueryError(value: unknown): value is RestQueryError {
  return typeof value === 'object' && value !== null && (value as { isRestQueryError?: unknown }).isRestQueryError === true;
}

/** Shorthand used by the parser and compiler. */
export function refuse(
  code: RestErrorCode,
  message: string,
  status: RestErrorStatus = 400,
  postgrest?: PostgrestErrorShape,
): RestQueryError {
  return new RestQueryError(code, message, status, postgrest);
}

/** A PostgREST query-string parse error (PGRST100): its message names the part that failed, as PostgREST's does. */
export function parseError(code: RestErrorCode, message: string, what: string, details: string): RestQueryError {
  return refuse(code, message, 400, { code: 'PGRST100', message: `"failed to parse ${what}" (line 1, column 1)`, details });
}
