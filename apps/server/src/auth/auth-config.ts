/** Auth settings parsed from the environment (called by config.ts, the only reader of process.env). */
import { availableParallelism } from 'node:os';
import type { RateLimitRule } from '../http/rate-limit';

export type AuthAction = 'signin' | 'signup' | 'reset' | 'magic' | 'verify';

interface AuthRateLimits {
  /** Counted per client IP. */
  ip: RateLimitRule;
  /**
   * Counted per normalised email address (or per user for signed-in calls). For password sign-in it is
   * counted per address *from one IP*, so attempts elsewhere never lock the owner out.
   */
  address: RateLimitRule;
}

/** The per-address slowdown of password sign-in (see AuthConfig.signInSlowdown). */
export interface SignInSlowdown {
  /** Attempts on one address, from any IP, per window before each further one waits. */
  freeAttempts: number;
  windowSeconds: number;
  /** Wait of the first slowed attempt; it doubles with each further attempt in the window. 0 turns the slowdown off. */
  firstDelayMs: number;
  /** Longest wait. */
  maxDelayMs: number;
}

export interface OidcProviderConfig {
  /** Lower-case id used in URLs and in `/providers`, e.g. `google`. */
  name: string;
  /** Button text on the hosted page. Default: the name, capitalised. */
  label: string;
  /** Issuer URL; `/.well-known/openid-configuration` is discovered from it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Default `openid email profile`. */
  scopes: string;
}

export interface AuthConfig {
  /**
   * `AUTH_RATE_LIMIT_<ACTION>` = `<ipLimit>/<seconds>,<addressLimit>/<seconds>`.
   * Defaults after Appwrite and GoTrue (reliability.md A2): sign-in 30/300 s per IP and 10/300 s per
   * address; sign-up 30/h and 5/h; reset and magic link 30/h and 5/h; verification 30/300 s and 10/300 s.
   */
  rateLimits: Record<AuthAction, AuthRateLimits>;
  /**
   * Password sign-in to one address is slowed, never refused, past a few attempts from anywhere: the
   * owner gets in from another IP during an attack, a little later. `AUTH_SIGNIN_SLOWDOWN_AFTER` =
   * `<attempts>/<seconds>`, default 10/900 (10 attempts per 15 min before slowing);
   * `AUTH_SIGNIN_SLOWDOWN_MS` = `<firstMs>,<maxMs>`, default 500,10000 (0.5 s, doubling, at most 10 s);
   * `0,0` turns it off.
   */
  signInSlowdown: SignInSlowdown;
  /**
   * `AUTH_REQUIRE_EMAIL_VERIFICATION=true` refuses password sign-in (403) until verified. Default false.
   * When on, sign-up answers the same for a new and a taken address (no session; the owner of a taken
   * address is mailed a notice). When off, sign-up returns a session, so a taken address is a 409.
   */
  requireEmailVerification: boolean;
  /**
   * `AUTH_HASH_CONCURRENCY`: argon2 hashes running at once. Default: cores − 1 (at least 1), so one
   * core stays free for the event loop (bench/auth measures the effect on /api/health).
   */
  hashConcurrency: number;
  /** `OIDC_PROVIDERS` (JSON array), `OIDC_<NAME>_ISSUER/_CLIENT_ID/_CLIENT_SECRET/_SCOPES/_LABEL`, and `GOOGLE_CLIENT_ID/_SECRET`. */
  oidcProviders: OidcProviderConfig[];
}

type Env = Record<string, string | undefined>;

const DEFAULT_RATE_LIMITS: Record<AuthAction, AuthRateLimits> = {
  signin: { ip: { limit: 30, windowSeconds: 300 }, address: { limit: 10, windowSeconds: 300 } },
  signup: { ip: { limit: 30, windowSeconds: 3600 }, address: { limit: 5, windowSeconds: 3600 } },
  reset: { ip: { limit: 30, windowSeconds: 3600 }, address: { limit: 5, windowSeconds: 3600 } },
  magic: { ip: { limit: 30, windowSeconds: 3600 }, address: { limit: 5, windowSeconds: 3600 } },
  verify: { ip: { limit: 30, windowSeconds: 300 }, address: { limit: 10, windowSeconds: 300 } },
};

const DEFAULT_SIGNIN_SLOWDOWN: SignInSlowdown = { freeAttempts: 10, windowSeconds: 900, firstDelayMs: 500, maxDelayMs: 10_000 };

const DEFAULT_SCOPES = 'openid email profile';

function parseRule(text: string | undefined, name: string): RateLimitRule {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text ?? '');
  if (!match) throw new Error(`${name} must look like "30/300,10/300" (limit/seconds per IP, then per address)`);
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]);
  if (limit < 1 || windowSeconds < 1) throw new Error(`${name}: limits and windows must be at least 1`);
  return { limit, windowSeconds };
}

function parseRateLimits(env: Env): Record<AuthAction, AuthRateLimits> {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const action of Object.keys(DEFAULT_RATE_LIMITS) as AuthAction[]) {
    const name = `AUTH_RATE_LIMIT_${action.toUpperCase()}`;
    const value = env[name];
    if (!value) continue;
    const [ip, address] = value.split(',');
    limits[action] = { ip: parseRule(ip, name), address: parseRule(address, name) };
  }
  return limits;
}

function parseSignInSlowdown(env: Env): SignInSlowdown {
  const slowdown = { ...DEFAULT_SIGNIN_SLOWDOWN };
  if (env.AUTH_SIGNIN_SLOWDOWN_AFTER) {
    const rule = parseRule(env.AUTH_SIGNIN_SLOWDOWN_AFTER, 'AUTH_SIGNIN_SLOWDOWN_AFTER');
    slowdown.freeAttempts = rule.limit;
    slowdown.windowSeconds = rule.windowSeconds;
  }
  if (env.AUTH_SIGNIN_SLOWDOWN_MS) {
    const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(env.AUTH_SIGNIN_SLOWDOWN_MS);
    if (!match) throw new Error('AUTH_SIGNIN_SLOWDOWN_MS must look like "500,10000" (first wait, longest wait, in ms)');
    slowdown.firstDelayMs = Number(match[1]);
    slowdown.maxDelayMs = Number(match[2]);
    if (slowdown.maxDelayMs < slowdown.firstDelayMs)
      throw new Error('AUTH_SIGNIN_SLOWDOWN_MS: the longest wait must not be shorter than the first');
  }
  return slowdown;
}

function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function toProvider(name: string, raw: Partial<OidcProviderConfig>, source: string): OidcProviderConfig {
  const id = name.trim().toLowerCase();
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(id))
    throw new Error(`${source}: provider name "${name}" must be lower-case letters, digits or dashes`);
  if (id === 'email') throw new Error(`${source}: "email" is reserved`);
  if (!raw.issuer || !raw.clientId) throw new Error(`${source}: provider "${id}" needs an issuer and a client id`);
  return {
    name: id,
    label: raw.label || capitalise(id),
    issuer: raw.issuer.replace(/\/+$/, ''),
    clientId: raw.clientId,
    clientSecret: raw.clientSecret ?? '',
    scopes: raw.scopes || DEFAULT_SCOPES,
  };
}

function parseOidcProviders(env: Env): OidcProviderConfig[] {
  const providers = new Map<string, OidcProviderConfig>();
  if (env.OIDC_PROVIDERS) {
    const list = JSON.parse(env.OIDC_PROVIDERS) as Array<Partial<OidcProviderConfig> & { name?: string }>;
    if (!Array.isArray(list)) throw new Error('OIDC_PROVIDERS must be a JSON array');
    for (const item of list) {
      const provider = toProvider(item.name ?? '', item, 'OIDC_PROVIDERS');
      providers.set(provider.name, provider);
    }
  }
  for (const key of Object.keys(env)) {
    const match = /^OIDC_([A-Z0-9_]+)_ISSUER$/.exec(key);
    if (!match?.[1] || !env[key]) continue;
    const prefix = `OIDC_${match[1]}`;
    const provider = toProvider(
      match[1].replaceAll('_', '-'),
      {
        issuer: env[key],
        clientId: env[`${prefix}_CLIENT_ID`],
        clientSecret: env[`${prefix}_CLIENT_SECRET`],
        scopes: env[`${prefix}_SCOPES`],
        label: env[`${prefix}_LABEL`],
      },
      prefix,
    );
    providers.set(provider.name, provider);
  }
  if (env.GOOGLE_CLIENT_ID) {
    providers.set(
      'google',
      toProvider(
        'google',
        {
          issuer: 'https://accounts.google.com',
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          label: 'Google',
        },
        'GOOGLE_CLIENT_ID',
      ),
    );
  }
  return [...providers.values()];
}

export function parseAuthConfig(env: Env): AuthConfig {
  const concurrency = Number.parseInt(env.AUTH_HASH_CONCURRENCY ?? '', 10);
  return {
    rateLimits: parseRateLimits(env),
    signInSlowdown: parseSignInSlowdown(env),
    requireEmailVerification: env.AUTH_REQUIRE_EMAIL_VERIFICATION === 'true',
    hashConcurrency: Number.isFinite(concurrency) && concurrency > 0 ? concurrency : Math.max(1, availableParallelism() - 1),
    oidcProviders: parseOidcProviders(env),
  };
}
