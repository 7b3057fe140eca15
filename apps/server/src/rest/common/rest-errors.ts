/** The REST feature's refusals; every one carries its own stable code from the catalogue (packages/protocol/src/error-codes.ts). */
import { ERROR_CODES, type ErrorStatus, errorStatusOf, type HttpErrorCode } from '@logo-dna/protocol';

/** The catalogue's codes, by the name the REST feature's modules use. */
export const REST_ERROR_CODES = ERROR_CODES;

export type RestErrorCode = HttpErrorCode;

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
export class RestQueryError<C extends RestErrorCode = RestErrorCode> extends Error {
  readonly isRestQueryError = true;
  constructor(
    readonly code: C,
    message: string,
    readonly status: ErrorStatus<C>,
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

/** Shorthand used by the parser and compiler; the status is the catalogue's for the code unless one of its others is given. */
export function refuse<C extends RestErrorCode>(
  code: C,
  message: string,
  status: ErrorStatus<C> = errorStatusOf(code),
  postgrest?: PostgrestErrorShape,
): RestQueryError<C> {
  return new RestQueryError(code, message, status, postgrest);
}

/** A PostgREST query-string parse error (PGRST100): its message names the part that failed, as PostgREST's does. */
export function parseError(code: RestErrorCode, message: string, what: string, details: string): RestQueryError {
  return refuse(code, message, 400, { code: 'PGRST100', message: `"failed to parse ${what}" (line 1, column 1)`, details });
}
