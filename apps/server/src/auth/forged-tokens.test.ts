import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenCodec } from '../http/access-token';
import type { TestServer } from '../test/harness';
import { bearer, createAuthTestServer, signUp } from './auth-test-kit';

const encode = (secret: string) => new TextEncoder().encode(secret);

/** Claims shaped like the server's own access tokens, for the user `sub`. */
function accessClaims(sub: string, email: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return { sub, email, role: 'user', typ: 'access', iss: 'logo-dna', iat: now, exp: now + 900, ...overrides };
}

function hs(claims: Record<string, unknown>, secret: string, alg = 'HS256') {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(encode(secret));
}

/** Re-signs nothing: swaps the payload of a genuine token and keeps its signature. */
function withSwappedPayload(token: string, claims: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('forged access tokens are refused', () => {
  let server: TestServer;
  let victim: { id: string; email: string; token: string };

  beforeAll(async () => {
    server = await createAuthTestServer('sqlite');
    const session = await signUp(server, 'victim@example.com');
    victim = { id: session.user.id, email: session.user.email, token: session.access_token };
  });
  afterAll(() => server.close());

  const me = (authorization: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

  it('accepts the genuine token (the forgeries below differ from it in one way each)', async () => {
    expect((await me(`Bearer ${victim.token}`)).statusCode).toBe(200);
    expect(decodeJwt(victim.token)).toMatchObject({ sub: victim.id, typ: 'access', iss: 'logo-dna' });
  });

  const forgeries: Array<[string, () => Promise<string>]> = [
    ['signed with another secret', () => hs(accessClaims(victim.id, victim.email), 'another-secret-another-secret-0123456789')],
    ['with alg "none" and no signature', async () => new UnsecuredJWT(accessClaims(victim.id, victim.email)).encode()],
    [
      'with alg "none" and the genuine signature kept',
      async () => {
        const [, payload, signature] = victim.token.split('.');
        return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.${signature}`;
      },
    ],
    ['signed with the real secret but HS512', () => hs(accessClaims(victim.id, victim.email), server.config.jwtSecret, 'HS512')],
    ['of another type (a refresh token)', () => hs(accessClaims(victim.id, victim.email, { typ: 'refresh' }), server.config.jwtSecret)],
    ['without a type', () => hs(accessClaims(victim.id, victim.email, { typ: undefined }), server.config.jwtSecret)],
    ['from another issuer', () => hs(accessClaims(victim.id, victim.email, { iss: 'someone-else' }), server.config.jwtSecret)],
    ['without an issuer', () => hs(accessClaims(victim.id, victim.email, { iss: undefined }), server.config.jwtSecret)],
    ['without a subject', () => hs(accessClaims(victim.id, victim.email, { sub: undefined }), server.config.jwtSecret)],
    ['expired', () => hs(accessClaims(victim.id, victim.email, { iat: 1_000_000_000, exp: 1_000_000_900 }), server.config.jwtSecret)],
    [
      'a genuine signature over a changed payload (role raised)',
      async () => withSwappedPayload(victim.token, { ...decodeJwt(victim.token), role: 'service' }),
    ],
    ['three base64 parts of nothing', async () => 'abc.def.ghi'],
  ];

  it.each(forgeries)('a token %s → 401', async (name, forge) => {
    const response = await me(`Bearer ${await forge()}`);
    expect(response.statusCode).toBe(401);
    // An expired token says so, so a client knows to refresh; anything else is plainly unauthorised.
    expect(response.json()).toMatchObject({ code: name === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED' });
  });

  it('the codec refuses each forgery too, as invalid rather than expired (except the expired one)', async () => {
    const codec = createAccessTokenCodec(server.config.jwtSecret);
    for (const [name, forge] of forgeries) {
      const refusal = await codec.verify(await forge()).then(
        () => ({ accepted: true }),
        (error: { expired: boolean }) => ({ accepted: false, expired: error.expired }),
      );
      expect({ name, ...refusal }).toEqual({ name, accepted: false, expired: name === 'expired' });
    }
  });

  it('a forged token claiming the service role does not stand in for the service key on /sql', async () => {
    const forged = await hs(accessClaims(victim.id, victim.email, { role: 'service' }), 'another-secret-another-secret-0123456789');
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/db/${server.config.projectId}/sql`,
      headers: { ...bearer(forged), 'content-type': 'application/json' },
      payload: { sql: 'SELECT 1' },
    });
    expect(response.statusCode).toBe(401);
  });
});
