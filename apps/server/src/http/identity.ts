/** Who is calling: the service key, a signed-in user (access JWT), or anonymous. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccessTokenCodec, AccessTokenError } from './access-token';
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
const SIGN_OUT_PATH = '/api/auth/signout';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Reads the bearer token of a request, if any. */
export function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

/** Resolves a token to an identity; throws 401 for an unknown or expired token. */
export async function resolveIdentity(
  token: string | undefined,
  serviceKey: string,
  codec: AccessTokenCodec,
  sessions?: SessionCheck,
): Promise<Identity> {
  if (!token) return ANONYMOUS;
  if (sameSecret(token, serviceKey)) return { kind: 'service' };
  let claims: Awaited<ReturnType<AccessTokenCodec['verify']>>;
  try {
    claims = await codec.verify(token);
  } catch (error) {
    if (error instanceof AccessTokenError && error.expired) throw unauthorized('Session expired. Please sign in again.', 'TOKEN_EXPIRED');
    throw unauthorized('Invalid access token', 'UNAUTHORIZED');
  }
  if (claims.sessionId && sessions && !(await sessions.isActive(claims.sessionId))) {
    throw unauthorized('Session expired. Please sign in again.', 'TOKEN_EXPIRED');
  }
  return { kind: 'user', ...claims };
}

/** Adds `request.identity` to every request. */
export function installIdentity(app: FastifyInstance, serviceKey: string, codec: AccessTokenCodec, sessions?: SessionCheck): void {
  app.decorateRequest('identity', null as never);
  app.addHook('onRequest', async (request) => {
    try {
      request.identity = await resolveIdentity(readBearer(request), serviceKey, codec, sessions);
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
