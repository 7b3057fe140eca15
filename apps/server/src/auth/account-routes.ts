/** Sign-up, email sign-in, the current user (GET/PATCH /me), refresh and sign-out. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, isHttpError, unauthorized } from '../http/errors';
import { requireUser } from '../http/identity';
import { authError } from './auth-errors';
import { type AuthContext, buildTokens, readBody, requireString, signInUser, signInWithPassword } from './context';
import { parseEmailAddress } from './email-address';
import { createEmailToken } from './email-tokens';
import { parseGivenPassword, parseNewPassword } from './password-policy';
import { enforceAuthRateLimit, enforceSignInLimits } from './rate-limits';
import { findUserByEmail, findUserById, insertUser, type NewUserParams, type ProfileUpdate, toUserResponse, updateProfile } from './users';

/**
 * Sign-up's answer when email confirmations are on (AUTH_REQUIRE_EMAIL_VERIFICATION): the same for a
 * new and a taken address, so sign-up reveals nothing (reliability.md S4).
 */
export const SIGNUP_CONFIRMATION_RESPONSE = {
  success: true,
  message: 'Check your inbox: a link to confirm your address is on its way.',
};

const MAX_DISPLAY_NAME = 200;
const MAX_URL = 2048;

function parseDisplayName(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string' || value.length > MAX_DISPLAY_NAME)
    throw badRequest(`displayName must be a string of at most ${MAX_DISPLAY_NAME} characters`);
  return value.trim() || null;
}

function parsePhotoUrl(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value === 'string' && value.length <= MAX_URL && /^https?:\/\//i.test(value) && URL.canParse(value)) return value;
  throw badRequest('photoURL must be an http(s) URL');
}

const PROFILE_FIELDS = new Set(['displayName', 'photoURL']);

function parseProfileUpdate(body: Record<string, unknown>): ProfileUpdate {
  const unknown = Object.keys(body).filter((key) => !PROFILE_FIELDS.has(key));
  if (unknown.length > 0)
    throw badRequest(`These fields cannot be changed here: ${unknown.join(', ')}`, 'VALIDATION_ERROR', { fields: unknown });
  if (Object.keys(body).length === 0) throw badRequest('Nothing to update: send displayName or photoURL');
  return { displayName: parseDisplayName(body.displayName), photoURL: parsePhotoUrl(body.photoURL) };
}

/** Creates the account and mails its confirmation link, or, for a taken address, mails its owner a notice instead. */
async function createAccountOrNotify(ctx: AuthContext, params: NewUserParams): Promise<void> {
  const { deps } = ctx;
  const user = await insertUser(deps.db, params).catch((error: unknown) => {
    if (isHttpError(error) && error.code === 'EMAIL_ALREADY_EXISTS') return undefined;
    throw error;
  });
  if (!user) return ctx.mail.deliverSignUpNotice(params.email);
  const link = await createEmailToken(deps.db, { kind: 'verify', email: params.email, userId: user.id, now: deps.now() });
  ctx.mail.deliver(params.email, { kind: 'verify', token: link.token });
}

/** The signed-in caller whose session is still live (a signed-out session's access token stops here). */
async function requireLiveUser(ctx: AuthContext, request: FastifyRequest) {
  const identity = requireUser(request);
  if (identity.sessionId && !(await ctx.sessions.isSessionActive(identity.sessionId)))
    throw unauthorized('Session has been signed out', 'TOKEN_EXPIRED');
  const user = await findUserById(ctx.deps.db, identity.userId);
  if (!user) throw unauthorized('User no longer exists', 'USER_NOT_FOUND');
  return { identity, user };
}

export async function accountRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const { deps } = ctx;

  app.post('/api/auth/signup', async (request) => {
    const body = readBody(request);
    const email = parseEmailAddress(body.email);
    await enforceAuthRateLimit(deps, request, 'signup', email);
    const password = parseNewPassword(body.password);
    const displayName = parseDisplayName(body.displayName);
    const photoURL = parsePhotoUrl(body.photoURL ?? body.avatar);
    // Hash before looking the address up, so a taken address answers in the same time.
    const passwordHash = await ctx.hasher.hash(password);
    const params: NewUserParams = { email, passwordHash, displayName, photoURL, emailVerified: false, at: ctx.nowIso() };
    if (deps.config.auth.requireEmailVerification) {
      // No session until the address is confirmed, so a taken address can answer exactly like a new one:
      // the lookup, the insert and the mail all happen after the reply.
      ctx.mail.runLater('sign-up', () => createAccountOrNotify(ctx, params));
      return SIGNUP_CONFIRMATION_RESPONSE;
    }
    // Without confirmations sign-up returns a session, which a taken address cannot: 409 EMAIL_ALREADY_EXISTS.
    const user = await insertUser(deps.db, params);
    const link = await createEmailToken(deps.db, { kind: 'verify', email, userId: user.id, now: deps.now() });
    ctx.mail.deliver(email, { kind: 'verify', token: link.token });
    return signInUser(ctx, user);
  });

  app.post('/api/auth/signin/email', async (request) => {
    const body = readBody(request);
    const email = parseEmailAddress(body.email);
    await enforceSignInLimits(deps, request, email, ctx.shutdown.signal);
    const password = parseGivenPassword(body.password);
    const user = await findUserByEmail(deps.db, email);
    // Unknown address, no password set, or no password given: the same dummy verification as a miss.
    if (!user?.password_hash || password === undefined) {
      await ctx.hasher.verifyDummy(password ?? '');
      throw authError('INVALID_CREDENTIALS');
    }
    if (!(await ctx.hasher.verify(user.password_hash, password))) throw authError('INVALID_CREDENTIALS');
    if (deps.config.auth.requireEmailVerification && !user.email_verified_at) throw authError('EMAIL_NOT_VERIFIED');
    return signInWithPassword(ctx, user, user.password_hash);
  });

  app.get('/api/auth/me', async (request) => {
    const { user } = await requireLiveUser(ctx, request);
    return { user: toUserResponse(user) };
  });

  app.patch('/api/auth/me', async (request) => {
    const { user } = await requireLiveUser(ctx, request);
    const update = parseProfileUpdate(readBody(request));
    await updateProfile(deps.db, user.id, update, ctx.nowIso());
    const updated = await findUserById(deps.db, user.id);
    return { user: toUserResponse(updated ?? user) };
  });

  app.post('/api/auth/refresh', async (request) => {
    const refreshToken = requireString(readBody(request), 'refresh_token', 512);
    const issue = await ctx.sessions.rotate(refreshToken);
    const user = await findUserById(deps.db, issue.userId);
    if (!user) throw unauthorized('User no longer exists', 'TOKEN_EXPIRED');
    return buildTokens(ctx, user, issue);
  });

  // Sign-out revokes the session: by its refresh token, or by the bearer's session id.
  // `scope`: local (this session, default), others (every other session), global (all).
  app.post('/api/auth/signout', async (request, reply) => {
    const body = readBody(request);
    const scope = body.scope ?? 'local';
    if (scope !== 'local' && scope !== 'others' && scope !== 'global') throw badRequest('scope must be local, others or global');
    const refreshToken = typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : undefined;
    let sessionId: string | undefined;
    let userId: string | undefined;
    if (request.identity.kind === 'user') {
      sessionId = request.identity.sessionId;
      userId = request.identity.userId;
    } else if (refreshToken) {
      const owner = await ctx.sessions.findByRefreshToken(refreshToken);
      sessionId = owner?.sessionId;
      userId = owner?.userId;
    } else {
      throw unauthorized('Send the refresh_token or an access token to sign out');
    }
    if (userId && scope !== 'local') await ctx.sessions.revokeUserSessions(userId, 'signout', scope === 'others' ? sessionId : undefined);
    if (sessionId && scope !== 'others') await ctx.sessions.revokeSession(sessionId, 'signout');
    return reply.status(204).send();
  });
}
