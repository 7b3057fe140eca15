import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client';
import { isAuthError } from '../core/errors';
import { createAuthServer, USER } from '../test/fake-auth-server';
import { createFakeWindow } from '../test/fake-window';

const BASE = 'https://api.test';
const KEY = 'blink_tokens_proj';

function start(
  options: {
    server?: ReturnType<typeof createAuthServer>;
    fake?: ReturnType<typeof createFakeWindow> | null;
    mode?: 'managed' | 'headless';
    authRequired?: boolean;
  } = {},
) {
  const server = options.server ?? createAuthServer();
  const fake = options.fake === undefined ? null : options.fake;
  const client = createClient({
    projectId: 'proj',
    baseUrl: BASE,
    fetch: server.fetch,
    window: fake?.window ?? null,
    storage: fake?.window.localStorage ?? null,
    authRequired: options.authRequired,
    auth: { mode: options.mode ?? 'headless', roles: { editor: { permissions: ['logos.*'] } } },
  });
  return { client, server, fake };
}

/** Starts a hosted sign-in in this browser as login() does; returns the state the hosted page hands back with the tokens. */
function beginHostedSignIn(fake: ReturnType<typeof createFakeWindow>): string {
  const { client } = start({ fake, mode: 'managed' });
  client.auth.login();
  const state = new URL(fake.window.location.href).searchParams.get('state') ?? '';
  client.dispose();
  return state;
}

/** A browser coming back from the hosted page it was sent to, at `href` plus the returned state. */
function returningBrowser(href: string): ReturnType<typeof createFakeWindow> {
  const fake = createFakeWindow();
  const state = beginHostedSignIn(fake);
  const url = new URL(href);
  if (url.hash) url.hash = `${url.hash.slice(1)}&state=${state}`;
  else url.searchParams.set('state', state);
  fake.window.location.href = url.toString();
  return fake;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('auth in Node (no window)', () => {
  it('settles as not authenticated; me() and getToken() fail with the spec messages', async () => {
    const { client } = start();
    expect(client.auth.getState()).toEqual({ user: null, isLoading: true, isAuthenticated: false });
    expect(await client.auth.ready()).toEqual({ user: null, isLoading: false, isAuthenticated: false });
    await expect(client.auth.me()).rejects.toThrow('Not authenticated');
    await expect(client.auth.getToken()).rejects.toThrow('No access token available');
  });

  it('signs in with email, loads the user from /me, and sends the bearer token on every call', async () => {
    const { client, server } = start();
    const states: boolean[] = [];
    client.auth.onAuthStateChanged((state) => states.push(state.isAuthenticated));
    expect(await client.auth.signInWithEmail('ada@example.com', 'password')).toEqual(USER);
    expect(server.last().url.pathname).toBe('/api/auth/me');
    expect(server.requests[0]?.body).toEqual({ email: 'ada@example.com', password: 'password', projectId: 'proj' });
    await client.db.logoSystems.list();
    expect(server.last().headers.get('authorization')).toBe('Bearer a1');
    expect(states.at(-1)).toBe(true);
    expect(client.auth.isAuthenticated()).toBe(true);
    expect(client.auth.hasRole('editor')).toBe(true);
    expect(client.auth.can('logos.export')).toBe(true);
    expect(client.auth.can('users.delete')).toBe(false);
  });

  it.each([
    ['signUp', (c: ReturnType<typeof start>['client']) => c.auth.signUp({ email: 'a@b.c', password: 'p' })],
    ['signInWithEmail', (c: ReturnType<typeof start>['client']) => c.auth.signInWithEmail('a@b.c', 'p')],
    ['signInWithGoogle', (c: ReturnType<typeof start>['client']) => c.auth.signInWithGoogle()],
    ['signInWithProvider', (c: ReturnType<typeof start>['client']) => c.auth.signInWithProvider('github')],
  ])('%s throws in managed mode', async (method, call) => {
    const { client, server } = start({ mode: 'managed' });
    const error = await call(client).catch((caught: unknown) => caught);
    expect(isAuthError(error) && [error.code, error.message]).toEqual([
      'INVALID_CREDENTIALS',
      `${method} is only available in headless mode`,
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it('signUp with email confirmations on: the message answer becomes EMAIL_NOT_VERIFIED and no session is stored', async () => {
    const message = 'Check your inbox: a link to confirm your address is on its way.';
    const { client } = start({
      server: {
        ...createAuthServer(),
        fetch: (async () =>
          new Response(JSON.stringify({ success: true, message }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })) as typeof fetch,
      },
    });
    const error = await client.auth.signUp({ email: 'a@b.c', password: 'long enough password' }).catch((caught: unknown) => caught);
    expect(isAuthError(error) && [error.code, error.message]).toEqual(['EMAIL_NOT_VERIFIED', message]);
    expect(client.auth.isAuthenticated()).toBe(false);
  });

  it.each([
    ['INVALID_CREDENTIALS', 401, 'INVALID_CREDENTIALS', 'Invalid email or password. Please try again.', false],
    ['auth/too-many-requests', 429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.', true],
    ['EMAIL_ALREADY_VERIFIED', 400, 'VERIFICATION_FAILED', 'Verification failed. Please try again.', false],
    ['auth/email-already-in-use', 409, 'EMAIL_ALREADY_EXISTS', 'An account with this email already exists.', false],
    ['SOMETHING_NEW', 400, 'SOMETHING_NEW', 'Authentication error. Please try again.', false],
  ])('server code %s (%i) → %s', async (serverCode, status, code, userMessage, retryable) => {
    const { client } = start({
      server: {
        ...createAuthServer(),
        fetch: (async () =>
          new Response(JSON.stringify({ error: 'msg', code: serverCode }), {
            status,
            headers: { 'content-type': 'application/json' },
          })) as typeof fetch,
      },
    });
    const error = await client.auth.signInWithEmail('a@b.c', 'x').catch((caught: unknown) => caught);
    expect(
      isAuthError(error) && { code: error.code, userMessage: error.userMessage, retryable: error.retryable, message: error.message },
    ).toEqual({ code, userMessage, retryable, message: 'msg' });
  });

  it('refreshes 30 s before expiry on a timer, and before a request when the timer could not run', async () => {
    const { client, server } = start();
    await client.auth.signInWithEmail('ada@example.com', 'password');
    await vi.advanceTimersByTimeAsync(869_000);
    expect(server.paths()).not.toContain('/api/auth/refresh');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.paths()).toContain('/api/auth/refresh');
    expect(await client.auth.getToken()).toBe('a2');
    // A sleeping laptop: the clock jumps past expiry without timers firing.
    vi.setSystemTime(Date.now() + 880_000);
    await client.db.logoSystems.list();
    expect(server.last().headers.get('authorization')).toBe('Bearer a3');
  });

  it('clears the session when the server refuses the refresh with 401', async () => {
    const server = createAuthServer({ refreshStatus: 401 });
    const { client } = start({ server });
    await client.auth.signInWithEmail('ada@example.com', 'password');
    expect(await client.auth.refreshToken()).toBe(false);
    expect(client.auth.getState()).toMatchObject({ user: null, isAuthenticated: false });
    await client.db.logoSystems.list();
    expect(server.last().headers.get('authorization')).toBeNull();
  });

  it('keeps the session when a refresh fails on the network', async () => {
    const server = createAuthServer({ refreshStatus: 503 });
    const { client } = start({ server });
    await client.auth.signInWithEmail('ada@example.com', 'password');
    expect(await client.auth.refreshToken()).toBe(false);
    expect(client.auth.isAuthenticated()).toBe(true);
  });

  it('logout calls the sign-out endpoint best-effort and clears the session', async () => {
    const { client, server } = start();
    await client.auth.signInWithEmail('ada@example.com', 'password');
    await client.auth.logout();
    const signout = server.requests.find((request) => request.url.pathname === '/api/auth/signout');
    expect(signout?.headers.get('authorization')).toBe('Bearer a1');
    expect(signout?.body).toEqual({ refresh_token: 'r1' });
    expect(client.auth.isAuthenticated()).toBe(false);
  });

  it('setToken uses a bare JWT and getAvailableProviders falls back to email and google', async () => {
    const { client } = start();
    expect(await client.auth.setToken('a1')).toEqual(USER);
    // No refresh token: a refresh cannot happen, but the still-valid session stays until it expires.
    expect(await client.auth.refreshToken()).toBe(false);
    expect(client.auth.isAuthenticated()).toBe(true);
    vi.setSystemTime(Date.now() + 871_000);
    await expect(client.auth.getToken()).rejects.toThrow('No access token available');
    expect(client.auth.isAuthenticated()).toBe(false);
    expect(await client.auth.setToken('a1')).toEqual(USER);
    expect(await client.auth.getAvailableProviders()).toEqual(['email']);
    const broken = start({ server: { ...createAuthServer(), fetch: (async () => new Response('nope', { status: 500 })) as typeof fetch } });
    expect(await broken.client.auth.getAvailableProviders()).toEqual(['email', 'google']);
  });
});

describe('auth calls', () => {
  it('send the documented bodies, with a bearer token where the user is needed', async () => {
    const { client, server } = start();
    await client.auth.signInWithEmail('ada@example.com', 'password');
    await client.auth.sendPasswordResetEmail('ada@example.com', { redirectUrl: 'https://app.example/reset' });
    await client.auth.confirmPasswordReset('t1', 'new password');
    await client.auth.changePassword('password', 'new password');
    await client.auth.sendEmailVerification();
    await client.auth.verifyEmail('v1');
    await client.auth.sendMagicLink('ada@example.com');
    const sent = server.requests.slice(-6).map((request) => [request.url.pathname, request.body, request.headers.get('authorization')]);
    expect(sent).toEqual([
      [
        '/api/auth/password/reset',
        {
          email: 'ada@example.com',
          projectId: 'proj',
          redirectUrl: 'https://app.example/reset',
          state: expect.stringMatching(/^[0-9a-f]{32}$/),
        },
        null,
      ],
      ['/api/auth/password/reset/confirm', { token: 't1', password: 'new password', projectId: 'proj' }, null],
      ['/api/auth/password/change', { oldPassword: 'password', newPassword: 'new password' }, 'Bearer a1'],
      ['/api/auth/email/verify/send', undefined, 'Bearer a1'],
      ['/api/auth/email/verify', { token: 'v1', projectId: 'proj' }, null],
      ['/api/auth/signin/magic', { email: 'ada@example.com', projectId: 'proj', state: expect.stringMatching(/^[0-9a-f]{32}$/) }, null],
    ]);
  });

  it('updateMe patches the profile and updates the state', async () => {
    const server = createAuthServer();
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PATCH'
        ? new Response(JSON.stringify({ user: { ...USER, displayName: 'Ada L.' } }), { headers: { 'content-type': 'application/json' } })
        : server.fetch(input, init)) as typeof globalThis.fetch;
    const { client } = start({ server: { ...server, fetch } });
    await client.auth.signInWithEmail('ada@example.com', 'password');
    expect((await client.auth.updateMe({ displayName: 'Ada L.' })).displayName).toBe('Ada L.');
    expect(client.auth.getState().user?.displayName).toBe('Ada L.');
  });

  it('verifyMagicLink reads the token from the page URL, and needs one', async () => {
    const fake = createFakeWindow({ href: 'https://app.example/?magic_token=m1' });
    const { client, server } = start({ fake });
    await client.auth.ready();
    expect(await client.auth.verifyMagicLink()).toEqual(USER);
    expect(server.requests.find((request) => request.url.pathname === '/api/auth/signin/magic/verify')?.body).toEqual({
      token: 'm1',
      projectId: 'proj',
    });
    const bare = start();
    await expect(bare.client.auth.verifyMagicLink()).rejects.toThrow('Magic link token is required');
  });

  it('me() gives up after 5 s while start-up is still loading', async () => {
    const fake = createFakeWindow();
    fake.window.localStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'a1', expires_in: 900, issued_at: Math.floor(Date.now() / 1000) }),
    );
    const hanging = { ...createAuthServer(), fetch: (() => new Promise<Response>(() => undefined)) as typeof fetch };
    const { client } = start({ server: hanging, fake });
    const outcome = expect(client.auth.me()).rejects.toThrow('Authentication timeout - no user available');
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
  });

  it('a refresh adopts tokens another tab already stored instead of spending the refresh token', async () => {
    const fake = returningBrowser('https://app.example/?access_token=a1&refresh_token=r1');
    const { client, server } = start({ fake });
    await client.auth.ready();
    fake.window.localStorage.setItem(KEY, JSON.stringify({ ...server.tokensFor(7), issued_at: Math.floor(Date.now() / 1000) }));
    expect(await client.auth.refreshToken()).toBe(true);
    expect(server.paths()).not.toContain('/api/auth/refresh');
    expect(await client.auth.getToken()).toBe('a7');
  });
});

describe('auth in the browser', () => {
  it('takes tokens from the URL, removes them from the address bar at once, and persists them', async () => {
    const fake = returningBrowser('https://app.example/studio?access_token=a1&refresh_token=r1&tab=2');
    const { client } = start({ fake });
    await client.auth.ready();
    expect(fake.window.location.href).toBe('https://app.example/studio?tab=2');
    expect(client.auth.getState()).toMatchObject({ user: USER, isAuthenticated: true, isLoading: false });
    const stored = JSON.parse(fake.window.localStorage.getItem(KEY) ?? '{}');
    expect(stored).toMatchObject({
      access_token: 'a1',
      refresh_token: 'r1',
      expires_in: 900,
      refresh_expires_in: 2_592_000,
      issued_at: expect.any(Number),
    });
  });

  it('takes tokens from the fragment the hosted page returns to, leaving the rest of the address as it was', async () => {
    const fake = returningBrowser('https://app.example/studio?tab=2#access_token=a1&refresh_token=r1&token_type=Bearer');
    const { client } = start({ fake });
    await client.auth.ready();
    expect(fake.replaced.at(-1)).toBe('https://app.example/studio?tab=2');
    expect(client.auth.getState()).toMatchObject({ user: USER, isAuthenticated: true });
    expect(JSON.parse(fake.window.localStorage.getItem(KEY) ?? '{}')).toMatchObject({ access_token: 'a1', refresh_token: 'r1' });
  });

  it('leaves a fragment without tokens alone', async () => {
    const fake = createFakeWindow({ href: 'https://app.example/#main' });
    const { client } = start({ fake });
    await client.auth.ready();
    expect(fake.replaced).toEqual([]);
    expect(fake.window.location.href).toBe('https://app.example/#main');
    expect(client.auth.isAuthenticated()).toBe(false);
  });

  it('restores stored tokens, refreshing them first when expired', async () => {
    const fake = createFakeWindow();
    const issuedAt = Math.floor(Date.now() / 1000) - 1000;
    fake.window.localStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'a1', refresh_token: 'r1', expires_in: 900, refresh_expires_in: 2_592_000, issued_at: issuedAt }),
    );
    const { client, server } = start({ fake });
    await client.auth.ready();
    expect(server.paths()).toEqual(['/api/auth/refresh', '/api/auth/me']);
    expect(await client.auth.getToken()).toBe('a2');
    expect(JSON.parse(fake.window.localStorage.getItem(KEY) ?? '{}').access_token).toBe('a2');
  });

  it('in an iframe, asks the parent and accepts tokens only from allowed origins within 100 ms', async () => {
    const fake = createFakeWindow({ framed: true });
    const { client, server } = start({ fake });
    const me = client.auth.me();
    expect(fake.parentMessages).toEqual([{ message: { type: 'BLINK_REQUEST_AUTH_TOKENS', projectId: 'proj' }, targetOrigin: '*' }]);
    fake.postFrom('https://evil.example', { type: 'BLINK_AUTH_TOKENS', tokens: { access_token: 'a1', expires_in: 900 } });
    await vi.advanceTimersByTimeAsync(50);
    expect(client.auth.getState().isLoading).toBe(true);
    fake.postFrom(BASE, { type: 'BLINK_AUTH_TOKENS', tokens: { access_token: 'a1', expires_in: 900 } });
    expect(await me).toEqual(USER);
    expect(server.paths().filter((path) => path === '/api/auth/me')).toHaveLength(1);
    expect(fake.window.localStorage.getItem(KEY)).toBeNull();
    fake.postFrom('http://localhost:3000', { type: 'BLINK_AUTH_LOGOUT' });
    expect(client.auth.isAuthenticated()).toBe(false);
  });

  it('in an iframe with a silent parent, falls through to the URL after 100 ms', async () => {
    const fake = createFakeWindow({ framed: true });
    fake.window.location.href = `https://app.example/?access_token=a1&state=${beginHostedSignIn(fake)}`;
    const { client } = start({ fake });
    await vi.advanceTimersByTimeAsync(99);
    expect(client.auth.getState().isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect((await client.auth.ready()).isAuthenticated).toBe(true);
  });

  it('follows sign-in and sign-out in other tabs through storage events', async () => {
    const fake = createFakeWindow();
    const { client, server } = start({ fake });
    await client.auth.ready();
    fake.storageEvent(KEY, JSON.stringify({ ...server.tokensFor(1), issued_at: Math.floor(Date.now() / 1000) }));
    await vi.advanceTimersByTimeAsync(0);
    expect(client.auth.getState().user).toEqual(USER);
    fake.storageEvent(KEY, null);
    expect(client.auth.isAuthenticated()).toBe(false);
  });

  it('login() sends the browser to the hosted page with a clean return URL', async () => {
    const fake = createFakeWindow({ href: 'https://app.example/page?redirect_url=old&x=1' });
    const { client } = start({ fake, mode: 'managed' });
    await client.auth.ready();
    client.auth.login();
    const target = new URL(fake.window.location.href);
    expect(`${target.origin}${target.pathname}`).toBe(`${BASE}/auth`);
    expect(target.searchParams.get('redirect_url')).toBe('https://app.example/page?x=1');
    expect(target.searchParams.get('project_id')).toBe('proj');
    expect(target.searchParams.get('response_mode')).toBe('fragment');
    expect(target.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('with authRequired and no tokens, redirects to the hosted page at start-up', async () => {
    const fake = createFakeWindow({ href: 'https://app.example/' });
    const { client } = start({ fake, mode: 'managed', authRequired: true });
    await client.auth.ready();
    expect(fake.window.location.href.startsWith(`${BASE}/auth?redirect_url=`)).toBe(true);
  });

  it('provider sign-in fails when the popup is blocked, and times out after 300 s', async () => {
    const fake = createFakeWindow();
    const { client } = start({ fake });
    await client.auth.ready();
    const open = fake.window.open;
    fake.window.open = () => null;
    await expect(client.auth.signInWithProvider('github')).rejects.toThrow('Popup was blocked');
    fake.window.open = open;
    const timedOut = expect(client.auth.signInWithProvider('github')).rejects.toMatchObject({
      code: 'AUTH_TIMEOUT',
      message: 'Authentication timed out',
    });
    await vi.advanceTimersByTimeAsync(299_000);
    expect(fake.opened[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await timedOut;
    expect(fake.opened[0]?.closed).toBe(true);
  });

  it('provider sign-in runs in a popup and checks project id and state', async () => {
    const fake = createFakeWindow();
    const { client } = start({ fake });
    await client.auth.ready();
    const signIn = client.auth.signInWithGoogle();
    const popupUrl = new URL(fake.opened[0]?.url ?? '');
    expect(popupUrl.searchParams.get('provider')).toBe('google');
    const state = popupUrl.searchParams.get('state');
    fake.postFrom(BASE, { type: 'BLINK_AUTH_TOKENS', access_token: 'a1', expires_in: 900, projectId: 'other', state });
    await expect(signIn).rejects.toThrow('Project ID mismatch');
    const second = client.auth.signInWithGoogle();
    const secondState = new URL(fake.opened[1]?.url ?? '').searchParams.get('state');
    fake.postFrom(BASE, { type: 'BLINK_AUTH_TOKENS', access_token: 'a1', expires_in: 900, projectId: 'proj', state: secondState });
    expect(await second).toEqual(USER);
    const third = expect(client.auth.signInWithGoogle()).rejects.toThrow('Authentication was canceled');
    const popup = fake.opened[2];
    if (popup) popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await third;
  });
});
