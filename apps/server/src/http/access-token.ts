/** Access JWTs (HS256, jose): the one place that signs and verifies them. */
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Default access-token lifetime (spec §9): 900 s. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;

export interface AccessTokenClaims {
  userId: string;
  email: string;
  role: string;
  /** Session (refresh-token family) id, so sign-out can be checked where it matters. */
  sessionId?: string;
  /** Expiry in ms since the epoch (set by verify). */
  expiresAt?: number;
}

export interface AccessTokenCodec {
  sign(claims: AccessTokenClaims, ttlSeconds?: number): Promise<string>;
  /** Resolves the claims, or rejects with `expired` true/false. */
  verify(token: string): Promise<AccessTokenClaims>;
}

export class AccessTokenError extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? 'Access token expired' : 'Invalid access token');
  }
}

export interface AccessTokenCodecOptions {
  /** `iss` written and required. Default `logo-dna`. */
  issuer?: string;
  /** Clock in ms since the epoch, for `iat`, `exp` and the expiry check. Default `Date.now`. */
  now?: () => number;
}

export function createAccessTokenCodec(
  secret: string,
  { issuer = 'logo-dna', now = Date.now }: AccessTokenCodecOptions = {},
): AccessTokenCodec {
  const key = new TextEncoder().encode(secret);
  const seconds = () => Math.floor(now() / 1000);
  return {
    async sign(claims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
      const jwt = new SignJWT({
        email: claims.email,
        role: claims.role,
        typ: 'access',
        ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttlSeconds);
      return jwt.sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'], currentDate: new Date(now()) });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new AccessTokenError(false);
        return {
          userId: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : '',
          role: typeof payload.role === 'string' ? payload.role : 'user',
          ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
          ...(typeof payload.exp === 'number' ? { expiresAt: payload.exp * 1000 } : {}),
        };
      } catch (error) {
        if (error instanceof AccessTokenError) throw error;
        throw new AccessTokenError(error instanceof joseErrors.JWTExpired);
      }
    },
  };
}
