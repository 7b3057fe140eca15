/** Who is calling: the service key, a signed-in user (access JWT), or anonymous. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccessTokenClaims, type AccessTokenCodec, AccessTokenError } from './access-token';
import { unauthorized } from './errors';
import type { SessionCheck } from './session-check';

export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'service' }
  | { kind: 'user'; userId: string; email: string; role: string; sessionId?: string };

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}

const ANONYMOUS: Identity = { kind: 'anonymous' };
const SERVICE: Identity = { kind: 'service' };
const SIGN_OUT_PATH = '/api/auth/signout';

/** Compares a token with the service key in constant time; the key's bytes are encoded once. */
function serviceKeyMatcher(serviceKey: string): (token: string) => boolean {
  const key = Buffer.from(serviceKey);
  return (token) => Buffer.byteLength(token) === key.length && timingSafeEqual(Buffer.from(token), key);
}

/** Reads the bearer token of a request, if any. */
function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

/**
 * The claims of a user's access token, or a 401: TOKEN_EXPIRED for an expired token or a signed-out session,
 * UNAUTHORIZED for anything else. The one token rule, for HTTP requests and realtime sockets alike.
 */
export async function verifyAccessToken(token: string, codec: AccessTokenCodec, sessions?: SessionCheck): Promise<AccessTokenClaims> {
  let claims: AccessTokenClaims;
  try {
    claims = await codec.verify(token);
  } catch (error) {
    if (error instanceof AccessTokenError && error.expired) throw unauthorized('Session expired. Please sign in again.', 'TOKEN_EXPIRED');
    throw unauthorized('Invalid access token', 'UNAUTHORIZED');
  }
  // A signed-out session's token opens nothing.
  if (claims.sessionId && sessions && !(await sessions.isActive(claims.sessionId))) {
    throw unauthorized('Session expired. Please sign in again.', 'TOKEN_EXPIRED');
  }
  return claims;
}

/** Resolves a token to an identity; throws 401 for an unknown or expired token. */
async function resolveIdentity(
  token: string | undefined,
  isServiceKey: (token: string) => boolean,
  codec: AccessTokenCodec,
  sessions?: SessionCheck,
): Promise<Identity> {
  if (!token) return ANONYMOUS;
  if (isServiceKey(token)) return SERVICE;
  return { kind: 'user', ...(await verifyAccessToken(token, codec, sessions)) };
}

/** Adds `request.identity` to every request. */
export function installIdentity(app: FastifyInstance, serviceKey: string, codec: AccessTokenCodec, sessions?: SessionCheck): void {
  const isServiceKey = serviceKeyMatcher(serviceKey);
  app.decorateRequest('identity', null as never);
  app.addHook('onRequest', async (request) => {
    try {
      request.identity = await resolveIdentity(readBearer(request), isServiceKey, codec, sessions);
    } catch (error) {
      // Signing out must work with an expired access token: the refresh token in the body names the session.
      if (!request.url.startsWith(SIGN_OUT_PATH)) throw error;
      request.identity = ANONYMOUS;
    }
  });
}

/** The user id of a signed-in caller, or a 401. */
export function requireUser(request: FastifyRequest): Extract<Identity, { kind: 'user' }> {
  if (request.identity.kind !== 'user') throw unauthorized();
  return request.identity;
}
