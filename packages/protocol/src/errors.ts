/** The wire error envelope and the error codes shared by server and SDK. */

/**
 * Every error body the server sends. `error` (a string) is read by the original client's auth
 * object; `message` by its core HTTP client; `code` by both (protocol.md §3.6).
 */
export interface ErrorEnvelope {
  error: string;
  message: string;
  code: string;
  /** Optional machine-readable detail, never a stack or a schema listing. */
  details?: Record<string, unknown>;
}

/** Auth codes of spec §8 with their user messages. */
export const AUTH_ERROR_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid email or password. Please try again.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address before signing in.',
  POPUP_CANCELED: 'Sign-in was canceled. Please try again.',
  NETWORK_ERROR: 'Network error. Please check your connection and try again.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  AUTH_TIMEOUT: 'Authentication timed out. Please try again.',
  REDIRECT_FAILED: 'Redirect failed. Please try again.',
  TOKEN_EXPIRED: 'Session expired. Please sign in again.',
  USER_NOT_FOUND: 'User not found. Please check your email and try again.',
  EMAIL_ALREADY_EXISTS: 'An account with this email already exists.',
  WEAK_PASSWORD: 'Password is too weak. Please choose a stronger password.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  MAGIC_LINK_EXPIRED: 'Magic link has expired. Please request a new one.',
  VERIFICATION_FAILED: 'Verification failed. Please try again.',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** The generic message for an auth code outside the table (spec §8). */
export const GENERIC_AUTH_ERROR_MESSAGE = 'Authentication error. Please try again.';

/** Codes used by the server outside auth. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  AI_PROVIDER_NOT_CONFIGURED: 'AI_PROVIDER_NOT_CONFIGURED',
  AI_ERROR: 'AI_ERROR',
  TIMEOUT: 'TIMEOUT',
  /** A JSON body nested deeper than the server accepts. */
  BODY_TOO_DEEP: 'BODY_TOO_DEEP',
  /** The request line and headers together are larger than the server reads (431). */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  /** The request line alone is larger than the server reads (431). */
  URL_TOO_LONG: 'URL_TOO_LONG',
  /** A per-user or per-day allowance is used up (413 for stored bytes, 429 for counts). */
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  /** An editor change the engine cannot draw: unknown font or icon, bad hex, a name too long, a number out of range. */
  INVALID_EDITS: 'INVALID_EDITS',
  /** A brief field longer than its limit (BRIEF_LIMITS); `details` name the field and the limit. */
  BRIEF_FIELD_TOO_LONG: 'BRIEF_FIELD_TOO_LONG',
  /** A brief no logo can be drawn from: control characters, marks stacked past what any script uses, nothing drawable. */
  INVALID_BRIEF: 'INVALID_BRIEF',
  /** The caller already has as much engine work queued or running as one caller may; `Retry-After` says when to retry. */
  ENGINE_BUSY: 'ENGINE_BUSY',
  /**
   * The worker a piece of engine work (a design, a PNG, a brand kit, a document being read) ran on was stopped before
   * it answered (the server shutting down, a worker that ran out of memory); 503 with `Retry-After`.
   */
  ENGINE_UNAVAILABLE: 'ENGINE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | AuthErrorCode | (string & {});

/** Builds the envelope for a message and code. */
export function toErrorEnvelope(message: string, code: ErrorCode, details?: Record<string, unknown>): ErrorEnvelope {
  return details ? { error: message, message, code, details } : { error: message, message, code };
}

/** Type guard for an error envelope received over the wire. */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    (typeof (value as { error?: unknown }).error === 'string' || typeof (value as { message?: unknown }).message === 'string')
  );
}
