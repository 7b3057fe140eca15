/** The token object, its expiry rules (refresh 30 s early) and its persistence key (protocol.md §4.1–4.2). */
import type { AuthUser as WireUser } from '@logo-dna/protocol';

export interface AuthTokens {
  access_token: string;
  refresh_token?: string;
  token_type?: string;
  /** Seconds the access token lives, from `issued_at`. */
  expires_in?: number;
  /** Seconds the refresh token lives, from `issued_at`. */
  refresh_expires_in?: number;
  /** Unix seconds when the tokens were set. */
  issued_at?: number;
}

/**
 * A user as the SDK holds it: the wire user (`/api/auth/me`, every sign-in answer), whose fields past `id` and `email`
 * an older server or an app's own token source may leave out.
 */
export type AuthUser = Pick<WireUser, 'id' | 'email'> & Partial<Omit<WireUser, 'id' | 'email'>>;

/** Refresh this many seconds before the access token expires. */
const REFRESH_MARGIN_SECONDS = 30;
/** Lifetimes assumed for tokens that arrive without them (URL hand-off, `setToken`). */
export const DEFAULT_ACCESS_SECONDS = 900;
export const DEFAULT_REFRESH_SECONDS = 30 * 24 * 3600;

export const toTokenStorageKey = (projectId: string) => `blink_tokens_${projectId}`;

/** Stamps `issued_at` (now, in seconds) unless the tokens already carry it. */
export function stampTokens(tokens: AuthTokens, nowMs: number): AuthTokens {
  return { token_type: 'Bearer', ...tokens, issued_at: tokens.issued_at ?? Math.floor(nowMs / 1000) };
}

/** Seconds until the access token should be refreshed (may be ≤ 0); Infinity when its lifetime is unknown. */
export function secondsUntilRefresh(tokens: AuthTokens, nowMs: number): number {
  if (typeof tokens.expires_in !== 'number' || typeof tokens.issued_at !== 'number') return Number.POSITIVE_INFINITY;
  return tokens.issued_at + tokens.expires_in - REFRESH_MARGIN_SECONDS - nowMs / 1000;
}

export const isAccessTokenExpired = (tokens: AuthTokens, nowMs: number) => secondsUntilRefresh(tokens, nowMs) <= 0;

/** A refresh token is usable while it exists and its own lifetime (default 30 days) has not run out. */
export function isRefreshTokenUsable(tokens: AuthTokens, nowMs: number): boolean {
  if (!tokens.refresh_token) return false;
  if (typeof tokens.issued_at !== 'number') return true;
  return nowMs / 1000 < tokens.issued_at + (tokens.refresh_expires_in ?? DEFAULT_REFRESH_SECONDS);
}

/** Accepts a parsed value only if it looks like a token object. */
export function parseTokens(value: unknown): AuthTokens | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const tokens = value as AuthTokens;
  if (typeof tokens.access_token !== 'string' || tokens.access_token === '') return undefined;
  const numeric = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) ? field : undefined);
  return {
    access_token: tokens.access_token,
    refresh_token: typeof tokens.refresh_token === 'string' && tokens.refresh_token ? tokens.refresh_token : undefined,
    token_type: typeof tokens.token_type === 'string' ? tokens.token_type : 'Bearer',
    expires_in: numeric(tokens.expires_in),
    refresh_expires_in: numeric(tokens.refresh_expires_in),
    issued_at: numeric(tokens.issued_at),
  };
}
