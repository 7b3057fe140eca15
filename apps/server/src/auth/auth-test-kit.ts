/** Test helpers for the auth suites: a server with roomy rate limits, and sign-up / request shortcuts. */

import type { Dialect } from '../db/database';
import { createTestServer, type TestServer, type TestServerOptions } from '../test/harness';

export const GOOD_PASSWORD = 'correct horse battery staple';

/** Limits high enough that only the rate-limit suite ever trips them (or slows a sign-in). */
export const ROOMY_RATE_LIMITS: Record<string, string> = {
  ...Object.fromEntries(
    ['SIGNIN', 'SIGNUP', 'RESET', 'MAGIC', 'VERIFY'].map((action) => [`AUTH_RATE_LIMIT_${action}`, '10000/60,10000/60']),
  ),
  AUTH_SIGNIN_SLOWDOWN_AFTER: '10000/60',
};

export async function createAuthTestServer(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  return createTestServer({ ...options, dialect, env: { ...ROOMY_RATE_LIMITS, ...env } });
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string };
}

export async function postJson(server: TestServer, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export async function signUp(server: TestServer, email: string, password = GOOD_PASSWORD): Promise<SessionTokens> {
  const response = await postJson(server, '/api/auth/signup', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return response.json() as SessionTokens;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Moves the server clock forward by `ms` (deps.now is read on every call). */
export function advanceClock(server: TestServer, ms: number): void {
  const base = server.deps.now;
  server.deps.now = () => base() + ms;
}

/** Undoes quoted-printable soft breaks and escapes so links in a raw MIME message read whole. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The link of a given auth page in a mail, and its token (from the fragment). */
export function findAuthLink(text: string, page: 'verify' | 'reset' | 'magic'): { url: URL; token: string } {
  const match = new RegExp(`https?://[^\\s"<>]*/auth/${page}[^\\s"<>]*#token=([\\w-]+)`).exec(decodeQuotedPrintable(text));
  if (!match?.[1]) throw new Error(`no ${page} link in mail`);
  return { url: new URL(match[0]), token: match[1] };
}
