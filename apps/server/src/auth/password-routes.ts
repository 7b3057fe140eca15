/** Password reset (generate, send, confirm) and password change; a new password revokes other sessions. */
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { requireUser } from '../http/identity';
import { recordAddressProof } from './address-proof';
import { authError, expiredLinkError } from './auth-errors';
import { buildAuthLink } from './auth-mail';
import { type AuthContext, readBody, requireString } from './context';
import { parseEmailAddress } from './email-address';
import { consumeEmailToken, createEmailToken, retireEmailTokens } from './email-tokens';
import { parseOptionalState } from './hosted-page-routes';
import { parseGivenPassword, parseNewPassword } from './password-policy';
import { enforceAuthRateLimit } from './rate-limits';
import { parseRedirectUrl } from './redirect-allow-list';
import { revokeUserSessionsIn } from './sessions';
import { findUserByEmail, findUserById, setPasswordHash } from './users';

/** The same answer for known and unknown addresses (no enumeration, reliability.md S4). */
const RESET_SENT_RESPONSE = {
  success: true,
  message: 'If an account exists for this address, a password reset link is on its way.',
};

/** An optional `redirectUrl` field, refused unless on the allow-list. */
export function parseOptionalRedirect(ctx: AuthContext, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return parseRedirectUrl(value, ctx.allowedOrigins).toString();
}

export async function passwordRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const { deps } = ctx;

  // Hands a reset token to a trusted backend (service key only): returning it to anyone else would
  // let them take over the account without reading its mail.
  app.post('/api/auth/password/reset/generate', async (request) => {
    if (request.identity.kind !== 'service')
      throw forbidden('Generating reset tokens needs the service key; use /api/auth/password/reset to email a link');
    const body = readBody(request);
    const email = parseEmailAddress(body.email);
    const redirectUrl = parseOptionalRedirect(ctx, body.redirectUrl);
    const state = parseOptionalState(body.state);
    const user = await findUserByEmail(deps.db, email);
    if (!user) throw notFound('No account uses this address', 'USER_NOT_FOUND');
    const issue = await createEmailToken(deps.db, { kind: 'reset', email, userId: user.id, redirectUrl, now: deps.now() });
    return {
      token: issue.token,
      expiresAt: issue.expiresAt,
      resetUrl: buildAuthLink(deps.config.publicUrl, { kind: 'reset', token: issue.token, redirectUrl, state }),
    };
  });

  app.post('/api/auth/password/reset', async (request) => {
    const body = readBody(request);
    const email = parseEmailAddress(body.email);
    const redirectUrl = parseOptionalRedirect(ctx, body.redirectUrl);
    const state = parseOptionalState(body.state);
    await enforceAuthRateLimit(deps, request, 'reset', email);
    ctx.mail.runLater('password reset', async () => {
      const user = await findUserByEmail(deps.db, email);
      if (!user) return;
      const issue = await createEmailToken(deps.db, { kind: 'reset', email, userId: user.id, redirectUrl, now: deps.now() });
      ctx.mail.deliver(email, { kind: 'reset', token: issue.token, redirectUrl, state });
    });
    return RESET_SENT_RESPONSE;
  });

  app.post('/api/auth/password/reset/confirm', async (request) => {
    const body = readBody(request);
    const token = requireString(body, 'token', 512);
    const password = parseNewPassword(body.password);
    await enforceAuthRateLimit(deps, request, 'verify');
    const passwordHash = await ctx.hasher.hash(password);
    const at = deps.now();
    const atIso = new Date(at).toISOString();
    const link = await deps.db.transaction(async (tx) => {
      const row = await consumeEmailToken(tx, 'reset', token, at);
      if (!row?.user_id) return undefined;
      // Following the link proved the mailbox: on a first proof this also drops OpenID links set up before it.
      await recordAddressProof(tx, row.user_id, 'password_reset', atIso);
      await setPasswordHash(tx, row.user_id, passwordHash, atIso);
      // A new password ends every session, proof or not.
      await revokeUserSessionsIn(tx, row.user_id, 'password_reset', atIso);
      await retireEmailTokens(tx, 'reset', row.email, at);
      return row;
    });
    if (!link?.user_id) throw expiredLinkError('reset');
    deps.sessions.forget();
    return { success: true };
  });

  app.post('/api/auth/password/change', async (request) => {
    const identity = requireUser(request);
    const body = readBody(request);
    const oldPassword = parseGivenPassword(body.oldPassword);
    await enforceAuthRateLimit(deps, request, 'signin', `user:${identity.userId}`);
    const user = await findUserById(deps.db, identity.userId);
    if (!user) throw unauthorized('User no longer exists', 'USER_NOT_FOUND');
    if (!user.password_hash || oldPassword === undefined || !(await ctx.hasher.verify(user.password_hash, oldPassword))) {
      throw authError('INVALID_CREDENTIALS', 'The current password is not correct.');
    }
    const newPassword = parseNewPassword(body.newPassword);
    await setPasswordHash(deps.db, user.id, await ctx.hasher.hash(newPassword), ctx.nowIso());
    await ctx.sessions.revokeUserSessions(user.id, 'password_change', identity.sessionId);
    return { success: true };
  });
}
