/** The `auth` module: start-up token pick-up, sign-in flows, session calls and role checks (spec §4, §6, §8). */
import { AuthError } from '../core/errors';
import { type Runtime, readJson } from '../core/runtime';
import { type AuthActions, createAuthActions } from './auth-actions';
import { createAuthFetch } from './auth-api';
import { can, hasRole, type RolesMap } from './roles';
import { type AuthState, type AuthStateListener, createSession } from './session';
import { createSignInStates, decideUrlTokens } from './sign-in-state';
import { isInIframe, parseParentMessage, requestParentTokens, takeUrlTokens, toDefaultParentOrigins, toReturnUrl } from './token-sources';
import { type AuthTokens, type AuthUser, DEFAULT_ACCESS_SECONDS, parseTokens, toTokenStorageKey } from './tokens';

export type AuthMode = 'managed' | 'headless';

export interface AuthOptions {
  mode?: AuthMode;
  /** Default return URL after the hosted sign-in page. */
  redirectUrl?: string;
  roles?: RolesMap;
  /** Origins allowed to hand tokens to an embedded app; default the base URL origin and localhost:3000/3001. */
  parentOrigins?: string[];
}

export interface AuthClientParams {
  projectId: string;
  baseUrl: string;
  authRequired: boolean;
  options: AuthOptions;
  runtime: Runtime;
}

/** How long `me()` waits for start-up to finish before giving up. */
const AUTH_STATE_WAIT_MS = 5000;

export interface AuthClient extends AuthActions {
  /** Sends the browser to the hosted sign-in page, returning to `nextUrl` (default: redirectUrl, then this page). */
  login(nextUrl?: string): void;
  /** Signs out (server sign-out best-effort, local tokens cleared), then optionally navigates. */
  logout(redirectUrl?: string): Promise<void>;
  signOut(): Promise<void>;
  /** The signed-in user, waiting up to 5 s while start-up is still looking for tokens. */
  me(): Promise<AuthUser>;
  onAuthStateChanged(listener: AuthStateListener): () => void;
  getState(): AuthState;
  /** Resolves once start-up token pick-up has finished. */
  ready(): Promise<AuthState>;
  isAuthenticated(): boolean;
  /** A valid access token (refreshed if needed); throws "No access token available" when signed out. */
  getToken(): Promise<string>;
  /** Uses a bare access token (900 s assumed), loads its user, and keeps it in storage only when `persist`. */
  setToken(accessToken: string, persist?: boolean): Promise<AuthUser | null>;
  refreshToken(): Promise<boolean>;
  hasRole(role: string | string[]): boolean;
  can(permission: string, resource?: string): boolean;
  /** Removes listeners and timers. */
  dispose(): void;
}

/** Resolves the mode as the original client did: explicit, else managed when auth is required. */
const resolveAuthMode = (options: AuthOptions, authRequired: boolean | undefined): AuthMode =>
  options.mode ?? (authRequired === false ? 'headless' : 'managed');

export function createAuthClient(params: AuthClientParams): AuthClient {
  const { projectId, baseUrl, authRequired, options, runtime } = params;
  const window = runtime.window;
  const authFetch = createAuthFetch(baseUrl, runtime.fetch);
  const parentOrigins = options.parentOrigins ?? toDefaultParentOrigins(baseUrl);
  const storageKey = toTokenStorageKey(projectId);
  const session = createSession({ runtime, authFetch, storageKey, onSessionLost: () => authRequired && client.login() });
  const signInStates = createSignInStates(runtime, projectId);
  const cleanups: (() => void)[] = [];

  function listen(type: string, listener: (event: Event) => void): void {
    window?.addEventListener(type, listener);
    cleanups.push(() => window?.removeEventListener(type, listener));
  }

  async function start(): Promise<void> {
    if (!window) return;
    listen('storage', (event) => {
      const { key, newValue } = event as StorageEvent;
      if (key === storageKey) void session.adoptFromOtherTab(newValue);
    });
    if (isInIframe(window)) {
      const parentTokens = await requestParentTokens(runtime, projectId, parentOrigins);
      // Later hand-offs (a new sign-in or a sign-out in the parent) keep arriving after start-up.
      listen('message', (event) => {
        const message = parseParentMessage(event, parentOrigins);
        if (message?.kind === 'logout') session.clear();
        else if (message?.kind === 'tokens' && message.tokens.access_token !== session.getTokens()?.access_token) {
          void session.applyTokens(message.tokens, { persist: false }).catch(() => undefined);
        }
      });
      if (parentTokens) {
        await session.applyTokens(parentTokens, { persist: false });
        return;
      }
    }
    const fromUrl = takeUrlTokens(window);
    // A session is in memory (handed over by a parent) or stored by an earlier visit.
    const hasSession = session.getTokens() !== null || parseTokens(readJson(runtime.storage, storageKey)) !== undefined;
    if (fromUrl && decideUrlTokens(fromUrl.state, signInStates, hasSession) === 'accept') {
      await session.applyTokens(fromUrl.tokens, { persist: true });
      return;
    }
    if (await session.restoreFromStorage()) return;
    if (authRequired && !session.getTokens()) client.login();
  }

  const started = start()
    .catch(() => undefined)
    .then(() => {
      if (session.getState().isLoading) session.setLoading(false);
      return session.getState();
    });

  const actions = createAuthActions({
    projectId,
    baseUrl,
    mode: resolveAuthMode(options, authRequired),
    runtime,
    authFetch,
    session,
    signInStates,
  });

  const client: AuthClient = {
    ...actions,
    login(nextUrl) {
      if (!window) throw new AuthError('REDIRECT_FAILED', 'login() needs a browser window');
      const target = new URL('/auth', baseUrl);
      target.search = new URLSearchParams({
        redirect_url: toReturnUrl(window, nextUrl ?? options.redirectUrl),
        project_id: projectId,
        // Tokens come back in the fragment, which no server (and no server log) ever sees.
        response_mode: 'fragment',
        // Handed back beside the tokens: only a sign-in this browser started is taken from the URL.
        state: signInStates.begin(),
      }).toString();
      window.location.href = target.toString();
    },
    async logout(redirectUrl) {
      const tokens: AuthTokens | null = session.getTokens();
      session.clear();
      if (tokens) {
        const body = tokens.refresh_token ? { refresh_token: tokens.refresh_token } : {};
        await authFetch('/api/auth/signout', { body, token: tokens.access_token }).catch(() => undefined);
      }
      if (redirectUrl && window) window.location.href = redirectUrl;
    },
    signOut: () => client.logout(),
    async me() {
      const state = session.getState();
      if (state.user) return state.user;
      if (state.isLoading) {
        const settled = await waitForSettledState(session.subscribe, runtime, AUTH_STATE_WAIT_MS);
        if (!settled) throw new AuthError('AUTH_TIMEOUT', 'Authentication timeout - no user available');
        if (settled.user) return settled.user;
      }
      throw new AuthError('NOT_AUTHENTICATED', 'Not authenticated', { status: 401 });
    },
    onAuthStateChanged: (listener) => session.subscribe(listener),
    getState: () => session.getState(),
    ready: () => started,
    isAuthenticated: () => session.getState().isAuthenticated,
    async getToken() {
      const token = await session.getValidToken();
      if (!token) throw new AuthError('TOKEN_EXPIRED', 'No access token available', { status: 401 });
      return token;
    },
    setToken: (accessToken, persist = false) =>
      session.applyTokens({ access_token: accessToken, token_type: 'Bearer', expires_in: DEFAULT_ACCESS_SECONDS }, { persist }),
    refreshToken: () => session.refresh(),
    hasRole: (role) => hasRole(session.getState().user?.role, role),
    can: (permission, resource) => can(options.roles, session.getState().user?.role, permission, resource),
    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      session.dispose();
    },
  };
  return client;
}

/** Waits until the state is no longer loading, or gives up after `ms`. */
function waitForSettledState(
  subscribe: (listener: AuthStateListener) => () => void,
  runtime: Runtime,
  ms: number,
): Promise<AuthState | undefined> {
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => undefined;
    const timer = runtime.timers.setTimeout(() => {
      unsubscribe();
      resolve(undefined);
    }, ms);
    unsubscribe = subscribe((state) => {
      if (state.isLoading) return;
      runtime.timers.clearTimeout(timer);
      queueMicrotask(() => unsubscribe());
      resolve(state);
    });
  });
}
