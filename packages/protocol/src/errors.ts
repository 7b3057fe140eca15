/** The wire error envelope and the user messages of the auth codes; the codes themselves are in error-codes.ts. */
import type { ErrorCode } from './error-codes';

/**
 * Every error body the server sends. `error` (a string) is read by the original client's auth
 * object; `message` by its core HTTP client; `code` by both (protocol.md §3.6).
 */
export interface ErrorEnvelope {
  error: string;
  message: string;
  code: ErrorCode;
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
} as const satisfies Partial<Record<ErrorCode, string>>;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** The generic message for an auth code outside the table (spec §8). */
export const GENERIC_AUTH_ERROR_MESSAGE = 'Authentication error. Please try again.';

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
