/**
 * Error bodies of the table API. PostgREST callers get PostgREST 12's `{code, message, details, hint}`
 * with its codes (PGRST… or the SQLSTATE PostgreSQL would raise) and statuses; the original client's
 * protocol keeps our codes and status, with `error` beside `message` (protocol.md §3.6) and the same
 * `details` and `hint`.
 */
import { isHttpError } from '../../http/errors';
import {
  REST_ERROR_CODES as CODES,
  isRestQueryError,
  type PostgrestErrorShape,
  type RestErrorCode,
  type RestQueryError,
} from '../common/rest-errors';
import type { ClientFlavour } from '../query/client-flavour';
import { toInputRefusal } from './database-errors';

export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** PostgREST's code for each of ours when the refusal did not name one itself. */
function defaultShape(code: RestErrorCode, table: string | undefined): PostgrestErrorShape | undefined {
  const name = table ?? 'the table';
  switch (code) {
    case CODES.INVALID_FILTER:
    case CODES.INVALID_LOGIC_FILTER:
    case CODES.INVALID_SELECT:
    case CODES.INVALID_ORDER:
    case CODES.INVALID_LIMIT:
    case CODES.INVALID_OFFSET:
      return { code: 'PGRST100' };
    case CODES.INVALID_BODY:
      return { code: 'PGRST102' };
    case CODES.INVALID_VALUE:
      return { code: '22P02' };
    case CODES.UNAUTHORIZED:
      return { code: '42501', message: `permission denied for table ${name}` };
    case CODES.SERVICE_KEY_REQUIRED:
      return { code: '42501', message: `permission denied for table ${name}` };
    case CODES.OWNER_MISMATCH:
    case CODES.ROW_NOT_OWNED:
      return { code: '42501', message: `new row violates row-level security policy for table "${name}"` };
    case CODES.TABLE_NOT_FOUND:
      return { code: 'PGRST205', message: `Could not find the table 'public.${name}' in the schema cache` };
    case CODES.INVALID_ON_CONFLICT:
      return { code: '42P10', message: 'there is no unique or exclusion constraint matching the ON CONFLICT specification' };
    case CODES.DUPLICATE_KEY:
      return { code: '23505', message: 'duplicate key value violates unique constraint' };
    default:
      return undefined;
  }
}

function fromRefusal(error: RestQueryError, flavour: ClientFlavour, table: string | undefined): ErrorAnswer {
  const shape = error.postgrest ?? defaultShape(error.code, table);
  if (flavour === 'original') {
    const body = {
      error: error.message,
      message: error.message,
      code: error.code,
      details: shape?.details ?? null,
      hint: shape?.hint ?? null,
    };
    return { status: error.status, body };
  }
  return {
    status: shape?.status ?? error.status,
    body: {
      code: shape?.code ?? error.code,
      message: shape?.message ?? error.message,
      details: shape?.details ?? null,
      hint: shape?.hint ?? null,
    },
  };
}

/**
 * The answer for an error raised while serving a table request, or undefined to leave it to the app's
 * handler (a server fault, or an original-protocol error that is not one of ours).
 */
export function restErrorAnswer(error: unknown, flavour: ClientFlavour, table: string | undefined): ErrorAnswer | undefined {
  if (isRestQueryError(error)) return fromRefusal(error, flavour, table);
  const refusal = toInputRefusal(error);
  if (refusal) return fromRefusal(refusal, flavour, table);
  if (flavour === 'original') return undefined;
  if (isHttpError(error)) {
    const known = defaultShape(error.code as RestErrorCode, table);
    if (known) {
      const body = { code: known.code, message: known.message ?? error.message, details: null, hint: null };
      return { status: known.status ?? error.status, body };
    }
    // Errors of other layers (sign-in, limits, body parsing) keep their code in PostgREST's shape.
    const details = typeof error.details === 'string' ? error.details : null;
    const code = error.code === 'VALIDATION_ERROR' && error.status === 400 ? 'PGRST102' : error.code;
    return { status: error.status, body: { code, message: error.message, details, hint: null } };
  }
  const fastify = error as { statusCode?: number; code?: string };
  if (typeof fastify.code === 'string' && fastify.code.startsWith('FST_ERR_CTP') && fastify.statusCode === 400) {
    return { status: 400, body: { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null } };
  }
  return undefined;
}
