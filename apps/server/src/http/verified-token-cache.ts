/**
 * A bounded cache of verified access tokens in front of the JWT codec. Verifying an HS256 token
 * through WebCrypto costs more than a whole indexed read, and the same token arrives on every request
 * of a session; PostgREST keeps a JWT cache for the same reason. An entry is used only until the
 * token's own `exp`, and only for the exact token string, so expiry and signatures are still enforced.
 */
import { decodeJwt } from 'jose';
import type { AccessTokenClaims, AccessTokenCodec } from './access-token';

export interface VerifiedTokenCacheOptions {
  /** Most tokens remembered; the oldest entry makes room for a new one. */
  maxEntries?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

const DEFAULT_VERIFIED_TOKEN_CACHE_ENTRIES = 10_000;

interface Entry {
  claims: Readonly<AccessTokenClaims>;
  expiresAtMs: number;
}

export function withVerifiedTokenCache(codec: AccessTokenCodec, options: VerifiedTokenCacheOptions = {}): AccessTokenCodec {
  const maxEntries = options.maxEntries ?? DEFAULT_VERIFIED_TOKEN_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    sign: (claims, ttlSeconds) => codec.sign(claims, ttlSeconds),
    async verify(token) {
      const hit = entries.get(token);
      if (hit && now() < hit.expiresAtMs) return hit.claims;
      if (hit) entries.delete(token);
      // Failures (bad signature, expired) throw here and are never cached.
      const claims = Object.freeze(await codec.verify(token));
      const { exp } = decodeJwt(token);
      if (typeof exp === 'number') {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(token, { claims, expiresAtMs: exp * 1000 });
      }
      return claims;
    },
  };
}
