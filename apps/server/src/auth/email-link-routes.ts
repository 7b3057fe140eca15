/** Email verification and magic-link sign-in: generate (trusted callers), send, and verify by POST. */
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { requireUser } from '../http/identity';
import { recordAddressProof } from './address-proof';
import { expiredLinkError } from './auth-errors';
import { buildAuthLink } from './auth-mail';
import { type AuthContext, readBody, requireString, signInUser } from './context';
import { parseEmailAddress } from './email-address';
import { consumeEmailToken, createEmailToken } from './email-tokens';
import { parseOptionalState } from './hosted-page-routes';
import { parseOptionalRedirect } from './password-routes';
import { enforceAuthRateLimit } from './rate-limits';
import { findUserByEmail, findUserById, insertUser, type UserRow } from './users';

/** The same answer whether or not the address has an account. */
const MAGIC_SENT_RESPONSE = { success: true, message: 'Check your inbox: a sign-in link is on its way.' };

const alreadyVerified = () => badRequest('This email address is already verified.', 'EMAIL_ALREADY_VERIFIED');

export async function emailLinkRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const { deps } = ctx;

  async function requireUnverifiedUser(request: Parameters<typeof requireUser>[0]): Promise<UserRow> {
    const user = await findUserById(deps.db, requireUser(request).userId);
    if (!user) throw unauthorized('User no longer exists', 'USER_NOT_FOUND');
    if (user.email_verified_at) throw alreadyVerified();
    return user;
  }

  // Hands a confirmation token to a trusted backend (service key only): handing it to the account's own
  // session would let whoever signed up with someone else's address confirm it without the mailbox.
  app.post('/api/auth/email/verify/generate', async (request) => {
    if (request.identity.kind !== 'service')
      throw forbidden('Generating verification tokens needs the service key; use /api/auth/email/verify/send to email a link');
    const user = await findUserByEmail(deps.db, parseEmailAddress(readBody(request).email));
    if (!user) throw notFound('No account uses this address', 'USER_NOT_FOUND');
    if (user.email_verified_at) throw alreadyVerified();
    const issue = await createEmailToken(deps.db, { kind: 'verify', email: user.email, userId: user.id, now: deps.now() });
    return {
      token: issue.token,
      expiresAt: issue.expiresAt,
      verifyUrl: buildAuthLink(deps.config.publicUrl, { kind: 'verify', token: issue.token }),
    };
  });

  app.post('/api/auth/email/verify/send', async (request) => {
    const user = await requireUnverifiedUser(request);
    await enforceAuthRateLimit(deps, request, 'verify', `user:${user.id}`);
    const issue = await createEmailToken(deps.db, { kind: 'verify', email: user.email, userId: user.id, now: deps.now() });
    ctx.mail.deliver(user.email, { kind: 'verify', token: issue.token });
    return { success: true };
  });

  app.post('/api/auth/email/verify', async (request) => {
    const token = requireString(readBody(request), 'token', 512);
    await enforceAuthRateLimit(deps, request, 'verify');
    const at = deps.now();
    const outcome = await deps.db.transaction(async (tx) => {
      const row = await consumeEmailToken(tx, 'verify', token, at);
      const user = row?.user_id ? await findUserById(tx, row.user_id) : undefined;
      if (!row || !user || user.email !== row.email) return 'expired';
      if (!(await recordAddressProof(tx, user.id, 'confirmation_link', new Date(at).toISOString()))) return 'already';
      return 'verified';
    });
    if (outcome === 'expired') throw expiredLinkError('verify');
    if (outcome === 'already') throw alreadyVerified();
    deps.sessions.forget();
    return { success: true };
  });

  app.post('/api/auth/signin/magic/generate', async (request) => {
    if (request.identity.kind !== 'service')
      throw forbidden('Generating magic-link tokens needs the service key; use /api/auth/signin/magic to email a link');
    const body = readBody(request);
    const email = parseEmailAddress(body.email);
    const redirectUrl = parseOptionalRedirect(ctx, body.redirectUrl);
    const state = parseOptionalState(body.state);
    const user = await findUserByEmail(deps.db, email);
    const issue = await createEmailToken(deps.db, { kind: 'magic', email, userId: user?.id ?? null, redirectUrl, now: deps.now() });
    return {
      token: issue.token,
      expiresAt: issue.expiresAt,
      magicUrl: buildAuthLink(deps.config.publicUrl, { kind: 'magic', token: issue.token, redirectUrl, state }),
    };
  });

  // A magic link goes out for every address: for a new one it is also the sign-up, so known and
  // unknown addresses take the same path and nothing is enumerable.
  app.post('/api/auth/signin/magic', async (request) => {
    const body = readBody(request);
    const email = parseEmailAddress(body.email);
    const redirectUrl = parseOptionalRedirect(ctx, body.redirectUrl);
    const state = parseOptionalState(body.state);
    await enforceAuthRateLimit(deps, request, 'magic', email);
    ctx.mail.runLater('magic link', async () => {
      const user = await findUserByEmail(deps.db, email);
      const issue = await createEmailToken(deps.db, { kind: 'magic', email, userId: user?.id ?? null, redirectUrl, now: deps.now() });
      ctx.mail.deliver(email, { kind: 'magic', token: issue.token, redirectUrl, state });
    });
    return MAGIC_SENT_RESPONSE;
  });

  app.post('/api/auth/signin/magic/verify', async (request) => {
    const token = requireString(readBody(request), 'token', 512);
    await enforceAuthRateLimit(deps, request, 'verify');
    const at = deps.now();
    const link = await consumeEmailToken(deps.db, 'magic', token, at);
    if (!link) throw expiredLinkError('magic');
    const found =
      (await findUserByEmail(deps.db, link.email)) ??
      (await insertUser(deps.db, { email: link.email, passwordHash: null, emailVerified: true, at: new Date(at).toISOString() }).catch(
        async (error: unknown) => {
          // Created by a parallel sign-up in the meantime: use that account (the proof below takes it over).
          const existing = await findUserByEmail(deps.db, link.email);
          if (!existing) throw error;
          return existing;
        },
      ));
    // Whoever set up the account before the mailbox was proven loses it: sessions, password, OpenID links.
    await deps.db.transaction((tx) => recordAddressProof(tx, found.id, 'magic_link', new Date(at).toISOString()));
    deps.sessions.forget();
    return signInUser(ctx, (await findUserById(deps.db, found.id)) ?? found);
  });
}
