/** Where start-up finds tokens (spec §4): the parent window of an iframe, then the URL, then storage. */
import type { Runtime, WindowLike } from '../core/runtime';
import { type AuthTokens, DEFAULT_ACCESS_SECONDS, DEFAULT_REFRESH_SECONDS, parseTokens } from './tokens';

/** How long an embedded app waits for its parent to hand over tokens. */
const IFRAME_TOKEN_WAIT_MS = 100;

/** Parameters removed from the address bar (query and fragment) once the tokens are read. */
const URL_TOKEN_PARAMS = [
  'access_token',
  'refresh_token',
  'token_type',
  'project_id',
  'expires_in',
  'refresh_expires_in',
  'state',
  'code',
  'error',
  'error_description',
];

/** Default parent origins: the platform (the SDK's base URL origin) and the local dev servers. */
export function toDefaultParentOrigins(baseUrl: string): string[] {
  return [new URL(baseUrl).origin, 'http://localhost:3000', 'http://localhost:3001'];
}

export function isInIframe(window: WindowLike): boolean {
  try {
    return window.self !== undefined && window.top !== undefined && window.self !== window.top;
  } catch {
    // A cross-origin top frame throws on access, which itself proves we are framed.
    return true;
  }
}

export type ParentMessage = { kind: 'tokens'; tokens: AuthTokens } | { kind: 'logout' };

/** Reads a message from the parent window; anything from another origin or of another shape is ignored. */
export function parseParentMessage(event: Event, allowedOrigins: string[]): ParentMessage | undefined {
  const { origin, data } = event as MessageEvent;
  if (!allowedOrigins.includes(origin) || typeof data !== 'object' || data === null) return undefined;
  const message = data as { type?: unknown; tokens?: unknown };
  if (message.type === 'BLINK_AUTH_LOGOUT') return { kind: 'logout' };
  if (message.type !== 'BLINK_AUTH_TOKENS') return undefined;
  const tokens = parseTokens(message.tokens);
  return tokens ? { kind: 'tokens', tokens } : undefined;
}

/** Asks the parent for tokens and waits up to 100 ms for them. */
export function requestParentTokens(runtime: Runtime, projectId: string, allowedOrigins: string[]): Promise<AuthTokens | undefined> {
  const window = runtime.window;
  if (!window?.parent) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const finish = (tokens: AuthTokens | undefined) => {
      window.removeEventListener('message', onMessage);
      runtime.timers.clearTimeout(timer);
      resolve(tokens);
    };
    const onMessage = (event: Event) => {
      const message = parseParentMessage(event, allowedOrigins);
      if (message?.kind === 'tokens') finish(message.tokens);
    };
    window.addEventListener('message', onMessage);
    const timer = runtime.timers.setTimeout(() => finish(undefined), IFRAME_TOKEN_WAIT_MS);
    window.parent?.postMessage({ type: 'BLINK_REQUEST_AUTH_TOKENS', projectId }, '*');
  });
}

/** Tokens found in the URL, with the state the hosted page returned beside them (if any). */
export interface UrlTokens {
  tokens: AuthTokens;
  state: string | undefined;
}

/**
 * Takes `access_token`/`refresh_token` and `state` from the URL fragment, where the hosted page puts
 * them for this SDK (they never reach a server log or a Referer there), or from the query string of an
 * older link, and removes the auth parameters from the address bar at once, so they do not linger in
 * history or get copied with the link, whether or not the tokens are then taken (see decideUrlTokens).
 * A fragment without tokens (an anchor, a hash route) is left alone.
 */
export function takeUrlTokens(window: WindowLike): UrlTokens | undefined {
  const url = new URL(window.location.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const source = fragment.get('access_token') ? fragment : url.searchParams;
  const accessToken = source.get('access_token');
  if (!accessToken) return undefined;
  const refreshToken = source.get('refresh_token');
  const state = source.get('state') || undefined;
  for (const param of URL_TOKEN_PARAMS) url.searchParams.delete(param);
  if (source === fragment) {
    for (const param of URL_TOKEN_PARAMS) fragment.delete(param);
    url.hash = fragment.toString();
  }
  window.history?.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  const tokens: AuthTokens = {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: DEFAULT_ACCESS_SECONDS,
    ...(refreshToken ? { refresh_token: refreshToken, refresh_expires_in: DEFAULT_REFRESH_SECONDS } : {}),
  };
  return { tokens, state };
}

/** The return URL for the hosted page: the given one or the current page, without stale redirect parameters. */
export function toReturnUrl(window: WindowLike | null, nextUrl: string | undefined): string {
  const raw = nextUrl ?? window?.location.href ?? '';
  try {
    const url = new URL(raw, window?.location.href);
    url.searchParams.delete('redirect_url');
    url.searchParams.delete('redirect');
    return url.toString();
  } catch {
    return raw;
  }
}
