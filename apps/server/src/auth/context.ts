/** The auth feature's services, built once per app from Deps, and the helpers every auth route shares. */
import type { AuthSessionResponse, AuthTokensResponse } from '@logo-dna/protocol';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { ACCESS_TOKEN_TTL_SECONDS } from '../http/access-token';
import { badRequest } from '../http/errors';
import { authError } from './auth-errors';
import { type AuthMailer, createAuthMailer } from './auth-mail';
import { createPasswordHasher, type PasswordHasher } from './password-hasher';
import { buildAllowedOrigins, buildOwnOrigins } from './redirect-allow-list';
import { createSessionStore, type RefreshTokenIssue, type SessionStore } from './sessions';
import { markSignedIn, toUserResponse, type UserRow } from './users';

export interface AuthContext {
  deps: Deps;
  hasher: PasswordHasher;
  sessions: SessionStore;
  mail: AuthMailer;
  allowedOrigins: ReadonlySet<string>;
  /** PUBLIC_URL's origin, and its other loopback spellings when it is a loopback one (redirect-allow-list.ts). */
  ownOrigins: ReadonlySet<string>;
  /** Aborted when the server starts closing, to end waits (the sign-in slowdown) early. */
  shutdown: AbortController;
  /** ISO time of `deps.now()`. */
  nowIso(): string;
}

/** A session store whose revocations also drop the cached session-check answers, so they apply at once. */
function withCacheForgetting(store: SessionStore, deps: Deps): SessionStore {
  return {
    ...store,
    async revokeSession(sessionId, reason) {
      await store.revokeSession(sessionId, reason);
      deps.sessions.forget(sessionId);
    },
    async revokeUserSessions(userId, reason, keepSessionId) {
      await store.revokeUserSessions(userId, reason, keepSessionId);
      deps.sessions.forget();
    },
  };
}

export function createAuthContext(deps: Deps): AuthContext {
  return {
    deps,
    hasher: createPasswordHasher(deps.config.auth.hashConcurrency),
    sessions: withCacheForgetting(createSessionStore({ db: deps.db, secret: deps.config.jwtSecret, now: () => deps.now() }), deps),
    mail: createAuthMailer(deps),
    allowedOrigins: buildAllowedOrigins(deps.config),
    ownOrigins: buildOwnOrigins(deps.config),
    shutdown: new AbortController(),
    nowIso: () => new Date(deps.now()).toISOString(),
  };
}

/**
 * The origin of this server as the browser reached it (localhost or 127.0.0.1 of a loopback PUBLIC_URL), so a page with
 * no return address sends the visitor back where they came from; PUBLIC_URL's for any other Host.
 */
export function requestOrigin(ctx: AuthContext, request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`.toLowerCase();
  return ctx.ownOrigins.has(origin) ? origin : new URL(ctx.deps.config.publicUrl).origin;
}

/** Signs the access token for a session and builds the token response. */
export async function buildTokens(ctx: AuthContext, user: UserRow, issue: RefreshTokenIssue): Promise<AuthTokensResponse> {
  const accessToken = await ctx.deps.tokens.sign({ userId: user.id, email: user.email, role: user.role, sessionId: issue.sessionId });
  return {
    access_token: accessToken,
    refresh_token: issue.refreshToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_expires_in: issue.refreshExpiresIn,
  };
}

/** Starts a session for a user who just proved who they are, and answers with tokens and the user. */
export async function signInUser(ctx: AuthContext, user: UserRow): Promise<AuthSessionResponse> {
  const at = ctx.nowIso();
  await markSignedIn(ctx.deps.db, user.id, at);
  const issue = await ctx.sessions.startSession(user.id);
  const tokens = await buildTokens(ctx, user, issue);
  return { ...tokens, user: toUserResponse({ ...user, last_sign_in_at: at }) };
}

/**
 * signInUser for a password that was just checked against `passwordHash`: the session starts only if
 * that is still the account's password, in one transaction (the row is locked in PostgreSQL), so a
 * password dropped by a proof of the address meanwhile cannot open a session after it.
 */
export async function signInWithPassword(ctx: AuthContext, user: UserRow, passwordHash: string): Promise<AuthSessionResponse> {
  const at = ctx.nowIso();
  const issue = await ctx.deps.db.transaction(async (tx) => {
    const current = await tx.query('UPDATE auth_users SET last_sign_in_at = ? WHERE id = ? AND password_hash = ?', [
      at,
      user.id,
      passwordHash,
    ]);
    return current.rowCount === 1 ? ctx.sessions.startSessionIn(tx, user.id) : undefined;
  });
  if (!issue) throw authError('INVALID_CREDENTIALS');
  const tokens = await buildTokens(ctx, user, issue);
  return { ...tokens, user: toUserResponse({ ...user, last_sign_in_at: at }) };
}

/** The JSON body as an object (an absent or non-object body reads as empty). */
export function readBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A required non-empty string field, else 400 VALIDATION_ERROR naming it. */
export function requireString(body: Record<string, unknown>, field: string, maxLength = 4096): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim().length === 0) throw badRequest(`${field} is required`);
  if (value.length > maxLength) throw badRequest(`${field} is too long`);
  return value.trim();
}
