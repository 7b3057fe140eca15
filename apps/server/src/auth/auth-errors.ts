/** Auth failures as HttpErrors with the codes and messages of spec §8 and the statuses of protocol.md §4.8. */
import { AUTH_ERROR_MESSAGES, type AuthErrorCode, type HttpErrorCode } from '@logo-dna/protocol';
import { HttpError, httpError } from '../http/errors';

/** An auth error with the spec message for its code and the catalogue's status; `message` overrides it only when more specific. */
export function authError(code: Extract<AuthErrorCode, HttpErrorCode>, message: string = AUTH_ERROR_MESSAGES[code]): HttpError {
  return httpError(code, message);
}

/** A link that is unknown, used or expired: 410 with the code for its kind. */
export function expiredLinkError(kind: 'magic' | 'reset' | 'verify'): HttpError {
  if (kind === 'magic') return new HttpError(410, 'MAGIC_LINK_EXPIRED', AUTH_ERROR_MESSAGES.MAGIC_LINK_EXPIRED);
  if (kind === 'reset')
    return new HttpError(410, 'TOKEN_EXPIRED', 'This password reset link has expired or was already used. Please request a new one.');
  return new HttpError(410, 'VERIFICATION_FAILED', 'This verification link has expired or was already used. Please request a new one.');
}

/** The refresh token is unknown, expired or revoked: the client must sign in again (protocol.md §4.6). */
export function sessionExpiredError(): HttpError {
  return new HttpError(401, 'TOKEN_EXPIRED', AUTH_ERROR_MESSAGES.TOKEN_EXPIRED);
}
