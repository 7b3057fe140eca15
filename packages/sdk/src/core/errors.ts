/** The SDK's error classes, one per area, with brand-field guards that survive duplicate module copies. */
import { AUTH_ERROR_MESSAGES, type AuthErrorCode, GENERIC_AUTH_ERROR_MESSAGE } from '@logo-dna/protocol';

export type LogoDnaErrorKind =
  | 'auth'
  | 'validation'
  | 'network'
  | 'db'
  | 'storage'
  | 'ai'
  | 'data'
  | 'realtime'
  | 'notification'
  | 'sharing';

export interface LogoDnaErrorOptions {
  status?: number;
  details?: unknown;
  cause?: unknown;
}

/** Base of every error the SDK throws. `kind` tells the area; `code` is machine-readable. */
export class LogoDnaError extends Error {
  readonly isLogoDnaError = true;
  readonly status: number | undefined;
  readonly details: unknown;

  constructor(
    readonly kind: LogoDnaErrorKind,
    readonly code: string,
    message: string,
    options: LogoDnaErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'LogoDnaError';
    this.status = options.status;
    this.details = options.details;
  }
}

/** Auth failures: codes and user messages of spec §8; only NETWORK_ERROR and RATE_LIMITED are retryable. */
export class AuthError extends LogoDnaError {
  readonly userMessage: string;
  readonly retryable: boolean;

  constructor(code: string, message?: string, options: LogoDnaErrorOptions = {}) {
    const userMessage = toAuthUserMessage(code);
    super('auth', code, message ?? userMessage, options);
    this.name = 'AuthError';
    this.userMessage = userMessage;
    this.retryable = code === 'NETWORK_ERROR' || code === 'RATE_LIMITED';
  }
}

export class ValidationError extends LogoDnaError {
  constructor(message: string, options: LogoDnaErrorOptions = {}) {
    super('validation', 'VALIDATION_ERROR', message, options);
    this.name = 'ValidationError';
  }
}

export class NetworkError extends LogoDnaError {
  /** `code` is NETWORK_ERROR, or RATE_LIMITED for a 429. */
  constructor(message: string, options: LogoDnaErrorOptions & { code?: 'NETWORK_ERROR' | 'RATE_LIMITED' } = {}) {
    super('network', options.code ?? 'NETWORK_ERROR', message, options);
    this.name = 'NetworkError';
  }
}

/** An error of one feature area (db, storage, ai, data, realtime, notification, sharing). */
export class FeatureError extends LogoDnaError {
  constructor(
    kind: Exclude<LogoDnaErrorKind, 'auth' | 'validation' | 'network'>,
    code: string,
    message: string,
    options?: LogoDnaErrorOptions,
  ) {
    super(kind, code, message, options);
    this.name = `${kind[0]?.toUpperCase()}${kind.slice(1)}Error`;
  }
}

/** The user-facing message for an auth code, the generic one for codes outside spec §8's table. */
function toAuthUserMessage(code: string): string {
  return code in AUTH_ERROR_MESSAGES ? AUTH_ERROR_MESSAGES[code as AuthErrorCode] : GENERIC_AUTH_ERROR_MESSAGE;
}

/** True for any error thrown by the SDK (by brand field, not `instanceof`). */
export function isLogoDnaError(value: unknown): value is LogoDnaError {
  return typeof value === 'object' && value !== null && (value as { isLogoDnaError?: unknown }).isLogoDnaError === true;
}

export function isAuthError(value: unknown): value is AuthError {
  return isLogoDnaError(value) && value.kind === 'auth';
}

export function isValidationError(value: unknown): value is ValidationError {
  return isLogoDnaError(value) && value.kind === 'validation';
}

export function isNetworkError(value: unknown): value is NetworkError {
  return isLogoDnaError(value) && value.kind === 'network';
}

/**
 * True when retrying the same call may succeed: rate limits, and network errors that are not a
 * definite answer (no response, or a 5xx); a 404 carried as NETWORK_ERROR will not change on retry.
 */
export function isRetryableError(value: unknown): boolean {
  if (!isLogoDnaError(value)) return false;
  if (value.code === 'RATE_LIMITED') return true;
  return value.code === 'NETWORK_ERROR' && (value.status === undefined || value.status === 0 || value.status >= 500);
}

/** Wraps a failure of a feature call, keeping validation errors unchanged and prefixing others ("Upload failed: …"). */
export function wrapFeatureError(kind: ConstructorParameters<typeof FeatureError>[0], prefix: string, error: unknown): LogoDnaError {
  if (isLogoDnaError(error) && (error.kind === kind || error.kind === 'validation' || error.kind === 'auth')) return error;
  const message = error instanceof Error ? error.message : String(error);
  const status = isLogoDnaError(error) ? error.status : undefined;
  const details = isLogoDnaError(error) ? error.details : undefined;
  return new FeatureError(kind, isLogoDnaError(error) ? error.code : 'NETWORK_ERROR', `${prefix}: ${message}`, {
    status,
    details,
    cause: error,
  });
}
