/** Typed HTTP errors and the one handler that renders them as the wire envelope. */
import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorCodeFor,
  type ErrorStatus,
  errorStatusOf,
  type HttpErrorCode,
  isErrorStatusOf,
  toErrorEnvelope,
} from '@logo-dna/protocol';
import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * An error meant for the client: status, code and a message safe to show. The code is one of the catalogue's
 * (packages/protocol/src/error-codes.ts) and the status one the catalogue gives it; anything else is a type error.
 */
export class HttpError<C extends ErrorCode = ErrorCode> extends Error {
  readonly isHttpError = true;
  constructor(
    readonly status: ErrorStatus<C>,
    readonly code: C,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** True for an HttpError, even across module copies (checked by a brand field, not instanceof). */
export function isHttpError(value: unknown): value is HttpError {
  return typeof value === 'object' && value !== null && (value as { isHttpError?: unknown }).isHttpError === true;
}

interface HttpErrorOptions<C extends ErrorCode> {
  /** One of the code's other statuses in the catalogue; its first one when left out. */
  status?: ErrorStatus<C>;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The error for a catalogue code, answered with the status the catalogue gives it. */
export function httpError<C extends HttpErrorCode>(code: C, message: string, options: HttpErrorOptions<C> = {}): HttpError<C> {
  return new HttpError(options.status ?? errorStatusOf(code), code, message, options.details, options.headers);
}

export const badRequest = (message: string, code: ErrorCodeFor<400> = ERROR_CODES.VALIDATION_ERROR, details?: Record<string, unknown>) =>
  new HttpError(400, code, message, details);
export const unauthorized = (message = 'Authentication required', code: ErrorCodeFor<401> = ERROR_CODES.UNAUTHORIZED) =>
  new HttpError(401, code, message);
export const forbidden = (message = 'Forbidden', code: ErrorCodeFor<403> = ERROR_CODES.FORBIDDEN) => new HttpError(403, code, message);
export const notFound = (message = 'Not found', code: ErrorCodeFor<404> = ERROR_CODES.NOT_FOUND) => new HttpError(404, code, message);
export const conflict = (message: string, code: ErrorCodeFor<409> = ERROR_CODES.CONFLICT) => new HttpError(409, code, message);
export const payloadTooLarge = (message: string, code: ErrorCodeFor<413> = ERROR_CODES.PAYLOAD_TOO_LARGE) =>
  new HttpError(413, code, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please wait a moment and try again.') =>
  new HttpError(429, ERROR_CODES.RATE_LIMITED, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const notImplemented = (message: string, code: ErrorCodeFor<501> = ERROR_CODES.NOT_IMPLEMENTED) => new HttpError(501, code, message);

/** Maps Fastify's own errors (bad JSON, body too large, …) to client errors; everything else is a 500. */
function fromFastifyError(error: FastifyError): HttpError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return payloadTooLarge('Request body is too large');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return badRequest('Request body must not be empty');
  if (error.validation) return badRequest(error.message);
  if (status === 400) return badRequest(error.code?.startsWith('FST_ERR_CTP') ? 'Request body is not valid JSON' : 'Invalid request');
  if (status === 404) return notFound();
  if (status === 413) return payloadTooLarge('Request body is too large');
  // Another 4xx of the framework keeps its status where the catalogue lists it for REQUEST_ERROR.
  return new HttpError(isErrorStatusOf('REQUEST_ERROR', status) ? status : 400, 'REQUEST_ERROR', 'Invalid request');
}

/** Installs the error handler: client errors as envelopes, 500s without detail. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const httpError = isHttpError(error) ? error : fromFastifyError(error as FastifyError);
    if (!httpError) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .header('content-type', 'application/json; charset=utf-8')
        .send(toErrorEnvelope('Internal server error', ERROR_CODES.INTERNAL_ERROR));
    }
    // 501 (a capability not configured) is an expected answer, not a server fault: no stack in the log.
    if (httpError.status === 501) request.log.info({ code: httpError.code }, httpError.message);
    else if (httpError.status >= 500) request.log.error({ err: error }, httpError.message);
    if (httpError.headers) reply.headers(httpError.headers);
    // Refused before its body arrived (an onRequest check, a declared length over the limit): close
    // rather than let Node drain the rest of the body to keep the connection alive.
    if (request.raw.complete === false) reply.header('connection', 'close');
    return reply
      .status(httpError.status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(toErrorEnvelope(httpError.message, httpError.code, httpError.details));
  });
}
