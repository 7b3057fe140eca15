/** Auth calls that talk to the server: sign-up and sign-in (headless only), passwords, email verification, magic links. */
import { AuthError, ValidationError } from '../core/errors';
import type { Runtime } from '../core/runtime';
import type { AuthFetch } from './auth-api';
import { runPopupSignIn } from './popup';
import type { Session } from './session';
import type { SignInStates } from './sign-in-state';
import { type AuthTokens, type AuthUser, parseTokens } from './tokens';

export type AuthProvider = 'google' | 'github' | 'apple' | 'microsoft' | 'twitter' | 'linkedin' | 'discord';

export interface SignUpParams {
  email: string;
  password: string;
  displayName?: string;
  [field: string]: unknown;
}

export interface RedirectOptions {
  redirectUrl?: string;
}

export interface AuthActions {
  signUp(params: SignUpParams): Promise<AuthUser>;
  signInWithEmail(email: string, password: string): Promise<AuthUser>;
  signInWithProvider(provider: AuthProvider, options?: RedirectOptions): Promise<AuthUser>;
  signInWithGoogle(options?: RedirectOptions): Promise<AuthUser>;
  signInWithGitHub(options?: RedirectOptions): Promise<AuthUser>;
  signInWithApple(options?: RedirectOptions): Promise<AuthUser>;
  signInWithMicrosoft(options?: RedirectOptions): Promise<AuthUser>;
  updateMe(updates: Partial<AuthUser>): Promise<AuthUser>;
  sendPasswordResetEmail(email: string, options?: RedirectOptions): Promise<void>;
  confirmPasswordReset(token: string, newPassword: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  sendEmailVerification(): Promise<void>;
  verifyEmail(token: string): Promise<void>;
  sendMagicLink(email: string, options?: RedirectOptions): Promise<void>;
  /** Verifies a magic-link token, by default the `magic_token` or `token` query parameter of the page. */
  verifyMagicLink(token?: string): Promise<AuthUser>;
  /** Sign-in methods the server offers; `["email", "google"]` when it cannot be asked. */
  getAvailableProviders(): Promise<string[]>;
}

export interface AuthActionsParams {
  projectId: string;
  baseUrl: string;
  mode: 'managed' | 'headless';
  runtime: Runtime;
  authFetch: AuthFetch;
  session: Session;
  /** Email links carry a state of this browser, so the sign-in they end in is taken from the URL here. */
  signInStates: SignInStates;
}

const DEFAULT_PROVIDERS = ['email', 'google'];

type TokenResponse = AuthTokens & { user?: AuthUser };

export function createAuthActions(params: AuthActionsParams): AuthActions {
  const { projectId, baseUrl, mode, runtime, authFetch, session, signInStates } = params;

  function requireHeadless(method: string): void {
    if (mode !== 'headless') throw new AuthError('INVALID_CREDENTIALS', `${method} is only available in headless mode`);
  }

  async function requireToken(): Promise<string> {
    const token = await session.getValidToken();
    if (!token) throw new AuthError('TOKEN_EXPIRED', 'No access token available', { status: 401 });
    return token;
  }

  /** Stores the tokens of a sign-in answer and returns the user confirmed by `/api/auth/me`. */
  async function adoptSignIn(response: TokenResponse): Promise<AuthUser> {
    const tokens = parseTokens(response);
    if (!tokens) throw new AuthError('NETWORK_ERROR', 'Invalid sign-in response: missing access_token');
    session.setLoading(true);
    try {
      const user = await session.applyTokens(tokens, { persist: true });
      const confirmed = user ?? response.user;
      if (!confirmed) throw new AuthError('USER_NOT_FOUND');
      return confirmed;
    } finally {
      if (session.getState().isLoading) session.setLoading(false);
    }
  }

  const providerSignIn = (provider: AuthProvider, method: string) => async (options?: RedirectOptions) => {
    requireHeadless(method);
    const tokens = await runPopupSignIn({ runtime, baseUrl, projectId, provider, redirectUrl: options?.redirectUrl });
    return adoptSignIn(tokens);
  };

  const redirectOf = (options: RedirectOptions | undefined) => options?.redirectUrl ?? runtime.window?.location.href;

  return {
    async signUp(signUpParams) {
      requireHeadless('signUp');
      const answer = await authFetch<TokenResponse & { message?: string }>('/api/auth/signup', { body: { ...signUpParams, projectId } });
      // With email confirmations on, the server answers a message and no session until the address is confirmed.
      if (answer && !answer.access_token && typeof answer.message === 'string') throw new AuthError('EMAIL_NOT_VERIFIED', answer.message);
      return adoptSignIn(answer);
    },
    async signInWithEmail(email, password) {
      requireHeadless('signInWithEmail');
      return adoptSignIn(await authFetch<TokenResponse>('/api/auth/signin/email', { body: { email, password, projectId } }));
    },
    async signInWithProvider(provider, options) {
      return providerSignIn(provider, 'signInWithProvider')(options);
    },
    signInWithGoogle: providerSignIn('google', 'signInWithGoogle'),
    signInWithGitHub: providerSignIn('github', 'signInWithGitHub'),
    signInWithApple: providerSignIn('apple', 'signInWithApple'),
    signInWithMicrosoft: providerSignIn('microsoft', 'signInWithMicrosoft'),
    async updateMe(updates) {
      const body = await authFetch<{ user: AuthUser }>('/api/auth/me', { method: 'PATCH', body: updates, token: await requireToken() });
      const user = body?.user;
      if (!user) throw new AuthError('USER_NOT_FOUND');
      session.setUser(user);
      return user;
    },
    async sendPasswordResetEmail(email, options) {
      const state = signInStates.begin();
      await authFetch('/api/auth/password/reset', { body: { email, projectId, redirectUrl: redirectOf(options), state } });
    },
    async confirmPasswordReset(token, newPassword) {
      await authFetch('/api/auth/password/reset/confirm', { body: { token, password: newPassword, projectId } });
    },
    async changePassword(oldPassword, newPassword) {
      await authFetch('/api/auth/password/change', { body: { oldPassword, newPassword }, token: await requireToken() });
    },
    async sendEmailVerification() {
      await authFetch('/api/auth/email/verify/send', { method: 'POST', token: await requireToken() });
    },
    async verifyEmail(token) {
      await authFetch('/api/auth/email/verify', { body: { token, projectId } });
    },
    async sendMagicLink(email, options) {
      const state = signInStates.begin();
      await authFetch('/api/auth/signin/magic', { body: { email, projectId, redirectUrl: redirectOf(options), state } });
    },
    async verifyMagicLink(token) {
      const query = runtime.window ? new URL(runtime.window.location.href).searchParams : undefined;
      const value = token ?? query?.get('magic_token') ?? query?.get('token') ?? undefined;
      if (!value) throw new ValidationError('Magic link token is required');
      return adoptSignIn(await authFetch<TokenResponse>('/api/auth/signin/magic/verify', { body: { token: value, projectId } }));
    },
    async getAvailableProviders() {
      try {
        const body = await authFetch<{ providers?: unknown }>(`/api/auth/providers?projectId=${encodeURIComponent(projectId)}`);
        return Array.isArray(body?.providers) ? body.providers.filter((p): p is string => typeof p === 'string') : DEFAULT_PROVIDERS;
      } catch {
        return DEFAULT_PROVIDERS;
      }
    },
  };
}
