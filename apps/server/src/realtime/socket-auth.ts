/**
 * Who a realtime socket speaks for, and for how long: its access token read by the HTTP layer's own rule
 * (http/identity.ts), the socket closed when the token expires or the session is signed out.
 */
import type { WebSocket } from 'ws';
import type { Deps } from '../deps';
import { verifyAccessToken } from '../http/identity';

/** Close code for a socket whose session ended (signed out, or its access token expired). */
const SESSION_ENDED = 4001;
/** Longest delay setTimeout takes. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type AuthDeps = Pick<Deps, 'tokens' | 'sessions' | 'now' | 'logger'>;

/** Who a socket speaks for: nobody (an anonymous socket), or a user until the token's expiry. */
export interface SocketIdentity {
  userId?: string;
  sessionId?: string;
  expiresAt?: number;
}

/** What the authorisation keeps on an open socket. */
export interface SocketAuthState {
  userId: string | undefined;
  sessionId: string | undefined;
  expiryTimer: NodeJS.Timeout | undefined;
}

/**
 * Who a socket's token names; no token is an anonymous socket. Throws the HTTP layer's 401 (UNAUTHORIZED, or
 * TOKEN_EXPIRED for an expired token or a signed-out session), which the handshake answers as it is.
 */
export async function identifySocket(deps: AuthDeps, token: string | null): Promise<SocketIdentity> {
  if (!token) return {};
  const claims = await verifyAccessToken(token, deps.tokens, deps.sessions);
  return { userId: claims.userId, sessionId: claims.sessionId, expiresAt: claims.expiresAt };
}

/** Closes a socket whose session ended; the client signs in again before reconnecting. */
export function closeSessionEnded(ws: WebSocket, reason: string): void {
  if (ws.readyState === ws.OPEN) ws.close(SESSION_ENDED, reason);
}

/** Closes the socket when its access token expires, unless a fresh token is pushed first. */
export function scheduleExpiry(deps: AuthDeps, ws: WebSocket, state: SocketAuthState, expiresAt: number | undefined): void {
  clearTimeout(state.expiryTimer);
  state.expiryTimer = undefined;
  if (expiresAt === undefined) return;
  const delay = Math.max(0, expiresAt - deps.now());
  state.expiryTimer = setTimeout(
    () => (delay > MAX_TIMER_MS ? scheduleExpiry(deps, ws, state, expiresAt) : closeSessionEnded(ws, 'Access token expired')),
    Math.min(delay, MAX_TIMER_MS),
  );
  state.expiryTimer.unref();
}

/** False when the socket's session has been signed out since it connected. */
export async function isSessionActive(deps: AuthDeps, state: SocketAuthState): Promise<boolean> {
  return !state.sessionId || (await deps.sessions.isActive(state.sessionId));
}

/**
 * An `auth` frame: a fresh token for the same user (or a first one for an anonymous socket). Returns the user id it
 * names, or undefined when it is refused (an invalid token, or another user's).
 */
export async function reauthenticate(deps: AuthDeps, ws: WebSocket, state: SocketAuthState, token: unknown): Promise<string | undefined> {
  const who = await identifySocket(deps, typeof token === 'string' ? token : null).catch(() => undefined);
  if (!who?.userId || (state.userId && state.userId !== who.userId)) return undefined;
  state.userId = who.userId;
  state.sessionId = who.sessionId;
  scheduleExpiry(deps, ws, state, who.expiresAt);
  return who.userId;
}

/**
 * Sign-out ends a session everywhere: every `intervalMs` open sockets re-check theirs (one look-up per session) and
 * close. Returns the timer, for the server's close.
 */
export function watchSessions(deps: AuthDeps, sockets: ReadonlyMap<WebSocket, SocketAuthState>, intervalMs: number): NodeJS.Timeout {
  const timer = setInterval(() => {
    const bySession = new Map<string, WebSocket[]>();
    for (const [ws, state] of sockets) {
      if (!state.sessionId) continue;
      const list = bySession.get(state.sessionId);
      if (list) list.push(ws);
      else bySession.set(state.sessionId, [ws]);
    }
    for (const [sessionId, list] of bySession) {
      deps.sessions
        .isActive(sessionId)
        .then((active) => {
          if (!active) for (const ws of list) closeSessionEnded(ws, 'Session signed out');
        })
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'realtime session check failed'));
    }
  }, intervalMs);
  timer.unref();
  return timer;
}
