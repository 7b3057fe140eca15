/** Raw calls to `/api/auth/*` and the mapping of their error bodies to AuthError codes (protocol.md §3.5, §4.8). */
import { AuthError } from '../core/errors';
import { joinUrl, readBody, readErrorMessage } from '../core/http-client';

/** Server and provider-style codes → the client codes of spec §8. */
const SERVER_CODES: Record<string, string> = {
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  'auth/invalid-credential': 'INVALID_CREDENTIALS',
  'auth/wrong-password': 'INVALID_CREDENTIALS',
  'auth/user-not-found': 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  'auth/email-not-verified': 'EMAIL_NOT_VERIFIED',
  EMAIL_ALREADY_VERIFIED: 'VERIFICATION_FAILED',
  VERIFICATION_FAILED: 'VERIFICATION_FAILED',
  POPUP_CANCELED: 'POPUP_CANCELED',
  'auth/popup-closed-by-user': 'POPUP_CANCELED',
  NETWORK_ERROR: 'NETWORK_ERROR',
  RATE_LIMITED: 'RATE_LIMITED',
  'auth/too-many-requests': 'RATE_LIMITED',
  AUTH_TIMEOUT: 'AUTH_TIMEOUT',
  REDIRECT_FAILED: 'REDIRECT_FAILED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  'auth/id-token-expired': 'TOKEN_EXPIRED',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  EMAIL_ALREADY_EXISTS: 'EMAIL_ALREADY_EXISTS',
  'auth/email-already-in-use': 'EMAIL_ALREADY_EXISTS',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  'auth/weak-password': 'WEAK_PASSWORD',
  INVALID_EMAIL: 'INVALID_EMAIL',
  'auth/invalid-email': 'INVALID_EMAIL',
  MAGIC_LINK_EXPIRED: 'MAGIC_LINK_EXPIRED',
};

/**
 * The client code for a server code. Unknown codes are kept as they are (their user message is the
 * generic one), so a server validation error is not disguised as a retryable network error; a 429
 * without a code is RATE_LIMITED.
 */
function toClientAuthCode(serverCode: unknown, status: number): string {
  if (typeof serverCode === 'string' && serverCode) return SERVER_CODES[serverCode] ?? serverCode;
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'NETWORK_ERROR';
  return 'UNKNOWN_ERROR';
}

interface AuthRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  token?: string | null;
}

export type AuthFetch = <T>(path: string, options?: AuthRequestOptions) => Promise<T>;

/** Builds the requester for auth endpoints on `baseUrl`. */
export function createAuthFetch(baseUrl: string, fetchImpl: typeof fetch): AuthFetch {
  return async <T>(path: string, options: AuthRequestOptions = {}) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await fetchImpl(joinUrl(baseUrl, path), {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch (error) {
      throw new AuthError('NETWORK_ERROR', `Network error: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const body = await readBody(response).catch(() => null);
    if (!response.ok) {
      const code = toClientAuthCode((body as { code?: unknown } | null)?.code, response.status);
      throw new AuthError(code, readErrorMessage(response.status, body), { status: response.status, details: body });
    }
    return body as T;
  };
}
