/**
 * Where the hosted page and email links may send a browser back to: exact origin match against
 * PUBLIC_URL and ALLOWED_REDIRECT_ORIGINS (a loopback origin under any of its loopback spellings), refusing the reliability.md S6 corpus (userinfo tricks,
 * protocol-relative, backslashes, non-http schemes, numeric or unicode hosts written differently).
 */
import type { Config } from '../config';
import { badRequest } from '../http/errors';

const MAX_REDIRECT_LENGTH = 2048;

/** The ways one machine names itself: a server there answers http://localhost:3000 and http://127.0.0.1:3000 alike. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * The origin of `value` in normal form (`scheme://host[:port]`) and, when its host is a loopback one, the same scheme
 * and port under the other loopback spellings: a visitor who opened the server at 127.0.0.1 is on the same server as
 * one at localhost. A non-loopback origin stands alone; an unparsable or non-http one gives nothing.
 */
function toOriginSpellings(value: string): string[] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [];
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}

/** The allowed origins of a configuration, in normal form (`scheme://host[:port]`). */
export function buildAllowedOrigins(config: Pick<Config, 'publicUrl' | 'allowedRedirectOrigins'>): Set<string> {
  return new Set([config.publicUrl, ...config.allowedRedirectOrigins].flatMap(toOriginSpellings));
}

/** This server's own origins: PUBLIC_URL's, under each loopback spelling when it is a loopback address. */
export function buildOwnOrigins(config: Pick<Config, 'publicUrl'>): Set<string> {
  return new Set(toOriginSpellings(config.publicUrl));
}

/** The redirect target as a URL (fragment removed) when allowed; undefined otherwise. */
export function matchAllowedRedirect(value: unknown, allowed: ReadonlySet<string>): URL | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return undefined;
  // Only printable ASCII without backslashes: browsers "fix" `\` to `/` and strip tabs and newlines,
  // which the URL parser here and the browser would read differently.
  if (!/^[\x21-\x7e]+$/.test(value) || value.includes('\\')) return undefined;
  const scheme = /^(https?):\/\/([^/?#]*)/i.exec(value);
  if (!scheme) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  // The authority as written must already be the normal form: this refuses decimal, octal and
  // mapped IPs and percent-encoded or punycode-bound hosts that normalise into an allowed origin.
  if ((scheme[2] ?? '').toLowerCase() !== url.host) return undefined;
  if (!allowed.has(url.origin)) return undefined;
  url.hash = '';
  return url;
}

/** Like matchAllowedRedirect, but a refusal is a 400 the caller shows. */
export function parseRedirectUrl(value: unknown, allowed: ReadonlySet<string>): URL {
  const url = matchAllowedRedirect(value, allowed);
  if (!url) throw badRequest('redirect_url is not an allowed return address for this server', 'INVALID_REDIRECT_URL');
  return url;
}
