/** The auth session: tokens, the three auth states of spec §4, the user, the refresh timer and persistence. */
import { AuthError, isAuthError } from '../core/errors';
import { type Runtime, readJson, writeJson } from '../core/runtime';
import type { AuthFetch } from './auth-api';
import {
  type AuthTokens,
  type AuthUser,
  isAccessTokenExpired,
  isRefreshTokenUsable,
  parseTokens,
  secondsUntilRefresh,
  stampTokens,
} from './tokens';

export interface AuthState {
  user: AuthUser | null;
  /** True until start-up has looked for tokens (and while a sign-in is being confirmed). */
  isLoading: boolean;
  isAuthenticated: boolean;
}

export type AuthStateListener = (state: AuthState) => void;

export interface SessionOptions {
  runtime: Runtime;
  authFetch: AuthFetch;
  storageKey: string;
  /** Called when a refresh fails for good (e.g. to send the browser to the sign-in page). */
  onSessionLost?: () => void;
}

export interface ApplyTokensOptions {
  persist: boolean;
  /** Skips loading the user, when the caller already has it. */
  user?: AuthUser;
}

/** setTimeout cannot wait longer than 2^31 − 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type Session = ReturnType<typeof createSession>;

export function createSession(options: SessionOptions) {
  const { runtime, authFetch, storageKey } = options;
  let state: AuthState = { user: null, isLoading: true, isAuthenticated: false };
  let tokens: AuthTokens | null = null;
  let persisted = false;
  let refreshTimer: unknown;
  let refreshing: Promise<boolean> | null = null;
  const listeners = new Set<AuthStateListener>();

  function setState(next: Partial<AuthState>): void {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  }

  function scheduleRefresh(): void {
    runtime.timers.clearTimeout(refreshTimer);
    refreshTimer = undefined;
    if (!tokens?.refresh_token) return;
    const seconds = secondsUntilRefresh(tokens, runtime.now());
    if (!Number.isFinite(seconds)) return;
    refreshTimer = runtime.timers.setTimeout(() => void session.refresh(), Math.min(MAX_TIMER_MS, Math.max(0, seconds * 1000)));
  }

  async function loadUser(accessToken: string): Promise<AuthUser | null> {
    const body = await authFetch<{ user?: AuthUser }>('/api/auth/me', { token: accessToken });
    return body?.user ?? null;
  }

  const session = {
    getState: (): AuthState => state,
    getTokens: (): AuthTokens | null => tokens,
    setLoading: (isLoading: boolean) => setState({ isLoading }),
    setUser: (user: AuthUser) => setState({ user, isAuthenticated: true }),

    /** Registers a listener, calls it at once with the current state, and returns its unsubscribe. */
    subscribe(listener: AuthStateListener): () => void {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },

    /** Takes new tokens, persists them if asked, schedules the refresh, then loads the user from `/api/auth/me`. */
    async applyTokens(next: AuthTokens, apply: ApplyTokensOptions): Promise<AuthUser | null> {
      tokens = stampTokens(next, runtime.now());
      persisted = apply.persist;
      if (persisted) writeJson(runtime.storage, storageKey, tokens);
      scheduleRefresh();
      const user = apply.user ?? (await loadUser(tokens.access_token));
      setState({ user, isAuthenticated: user !== null, isLoading: false });
      return user;
    },

    /** Forgets the session locally; `keepStorage` is for a clear that came from another tab. */
    clear(keepStorage = false): void {
      runtime.timers.clearTimeout(refreshTimer);
      refreshTimer = undefined;
      tokens = null;
      if (persisted && !keepStorage) writeJson(runtime.storage, storageKey, undefined);
      persisted = false;
      setState({ user: null, isAuthenticated: false, isLoading: false });
    },

    /** Exchanges the refresh token; a refused refresh (4xx) ends the session, a network failure keeps it. */
    refresh(): Promise<boolean> {
      refreshing ??= (async () => {
        const current = tokens;
        if (!current || !isRefreshTokenUsable(current, runtime.now())) {
          // Without a usable refresh token the session ends only once its access token has expired.
          if (current && isAccessTokenExpired(current, runtime.now())) {
            session.clear();
            options.onSessionLost?.();
          }
          return false;
        }
        const stored = persisted ? parseTokens(readJson(runtime.storage, storageKey)) : undefined;
        if (stored && stored.access_token !== current.access_token && !isAccessTokenExpired(stored, runtime.now())) {
          // Another tab refreshed first: adopt its tokens rather than spend the rotated refresh token again.
          await session.applyTokens(stored, { persist: true, user: state.user ?? undefined });
          return true;
        }
        try {
          const next = await authFetch<AuthTokens>('/api/auth/refresh', { body: { refresh_token: current.refresh_token } });
          const parsed = parseTokens(next);
          if (!parsed) throw new AuthError('TOKEN_EXPIRED', 'Invalid refresh response');
          await session.applyTokens(
            { ...parsed, refresh_token: parsed.refresh_token ?? current.refresh_token, issued_at: undefined },
            { persist: persisted },
          );
          return true;
        } catch (error) {
          const refused = isAuthError(error) && error.status !== undefined && error.status >= 400 && error.status < 500;
          if (refused || !isAuthError(error)) {
            session.clear();
            options.onSessionLost?.();
          }
          return false;
        }
      })().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    /** The access token to send now, refreshed first when it is within 30 s of expiry; null when signed out. */
    async getValidToken(): Promise<string | null> {
      if (!tokens) return null;
      if (isAccessTokenExpired(tokens, runtime.now()) && !(await session.refresh())) return null;
      return tokens?.access_token ?? null;
    },

    /** Restores persisted tokens: refreshes them if expired, else confirms them with `/api/auth/me` (refreshing on a 401). */
    async restoreFromStorage(): Promise<boolean> {
      const stored = parseTokens(readJson(runtime.storage, storageKey));
      if (!stored) return false;
      tokens = stored;
      persisted = true;
      if (isAccessTokenExpired(stored, runtime.now())) return session.refresh();
      try {
        await session.applyTokens(stored, { persist: true });
        return true;
      } catch (error) {
        if (isAuthError(error) && error.status === 401) return session.refresh();
        setState({ isLoading: false });
        return false;
      }
    },

    /** Adopts tokens written by another tab, or clears when that tab signed out. */
    async adoptFromOtherTab(newValue: string | null): Promise<void> {
      if (newValue === null) return session.clear(true);
      const next = parseTokens(readJsonString(newValue));
      if (!next || next.access_token === tokens?.access_token) return;
      tokens = next;
      persisted = true;
      scheduleRefresh();
      try {
        const user = await loadUser(next.access_token);
        setState({ user, isAuthenticated: user !== null, isLoading: false });
      } catch {
        // The other tab owns this session; a failed /me here leaves the state as it was.
      }
    },

    dispose(): void {
      runtime.timers.clearTimeout(refreshTimer);
      listeners.clear();
    },
  };
  return session;
}

function readJsonString(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
