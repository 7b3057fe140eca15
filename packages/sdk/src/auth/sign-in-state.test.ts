import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client';
import { createRuntime } from '../core/runtime';
import { createAuthServer, USER } from '../test/fake-auth-server';
import { createFakeWindow } from '../test/fake-window';
import { createSignInStates, decideUrlTokens, MAX_PENDING_STATES, SIGN_IN_STATE_TTL_MS } from './sign-in-state';

const BASE = 'https://api.test';
const KEY = 'blink_tokens_proj';
const VICTIM = { access_token: 'a1', refresh_token: 'r1', expires_in: 900, refresh_expires_in: 2_592_000 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function statesIn(fake = createFakeWindow()) {
  return createSignInStates(createRuntime({ window: fake.window, storage: fake.window.localStorage }), 'proj');
}

describe('sign-in states', () => {
  it('are random, kept in localStorage for other tabs of this browser, and taken once', () => {
    const fake = createFakeWindow();
    const first = statesIn(fake).begin();
    const second = statesIn(fake).begin();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    const otherTab = statesIn(fake);
    expect(otherTab.take(first)).toBe(true);
    expect(otherTab.take(first)).toBe(false);
    expect(statesIn(fake).take(second)).toBe(true);
    expect(fake.window.localStorage.getItem('blink_auth_state_proj')).toBeNull();
  });

  it('expire after an hour, and only the newest few are kept', () => {
    const states = statesIn();
    const old = states.begin();
    vi.advanceTimersByTime(SIGN_IN_STATE_TTL_MS);
    expect(states.take(old)).toBe(false);
    const started = Array.from({ length: MAX_PENDING_STATES + 1 }, () => states.begin());
    expect(states.take(started[0] as string)).toBe(false);
    expect(started.slice(1).every((state) => states.take(state))).toBe(true);
  });

  it.each([
    ['no state, no session', undefined, false, 'ignore'],
    ['no state, a session', undefined, true, 'ignore'],
    ['a state this browser started, a session', 'STARTED', true, 'accept'],
    ['a state this browser did not start, a session (never swapped)', 'f00d', true, 'ignore'],
    ['a state this browser did not start, no session (never signs a visitor into another account)', 'f00d', false, 'ignore'],
  ] as const)('URL tokens with %s', (_name, given, hasSession, decision) => {
    const states = statesIn();
    const started = states.begin();
    const state = given === 'STARTED' ? started : given;
    expect(decideUrlTokens(state, states, hasSession)).toBe(decision);
  });
});

describe('start-up with tokens in the URL', () => {
  function open(fake: ReturnType<typeof createFakeWindow>) {
    const server = createAuthServer();
    const client = createClient({
      projectId: 'proj',
      baseUrl: BASE,
      fetch: server.fetch,
      window: fake.window,
      storage: fake.window.localStorage,
      auth: { mode: 'managed' },
    });
    return { client, server };
  }
  function signedInBrowser(href: string) {
    const fake = createFakeWindow({ href });
    fake.window.localStorage.setItem(KEY, JSON.stringify({ ...VICTIM, issued_at: Math.floor(Date.now() / 1000) }));
    return fake;
  }

  it.each([
    ['without a state (the login CSRF link)', ''],
    ['with a state this browser never started', '&state=0123456789abcdef0123456789abcdef'],
  ])('keep a signed-in victim signed in as themself when the attacker link comes %s', async (_name, state) => {
    const fake = signedInBrowser(`https://app.example/studio#access_token=attacker&refresh_token=rattacker${state}`);
    const { client, server } = open(fake);
    expect(await client.auth.ready()).toMatchObject({ user: USER, isAuthenticated: true });
    expect(await client.auth.getToken()).toBe('a1');
    expect(JSON.parse(fake.window.localStorage.getItem(KEY) ?? '{}').access_token).toBe('a1');
    expect(server.requests.map((request) => request.headers.get('authorization'))).not.toContain('Bearer attacker');
    // The address bar is cleaned all the same.
    expect(fake.window.location.href).toBe('https://app.example/studio');
    client.dispose();
  });

  it.each([
    ['without a state', ''],
    ['with a state this browser never started (signing the visitor into the attacker account)', '&state=0123456789abcdef0123456789abcdef'],
  ])('ignores tokens %s when signed out, and cleans the address bar', async (_name, state) => {
    const fake = createFakeWindow({ href: `https://app.example/?access_token=a1&refresh_token=r1${state}&tab=2` });
    const { client, server } = open(fake);
    expect(await client.auth.ready()).toMatchObject({ user: null, isAuthenticated: false });
    expect(server.paths()).toEqual([]);
    expect(fake.window.location.href).toBe('https://app.example/?tab=2');
    client.dispose();
  });

  it('completes a sign-in this browser started, even over an existing session, and only once', async () => {
    const fake = signedInBrowser('https://app.example/');
    const starter = open(fake);
    await starter.client.auth.ready();
    starter.client.auth.login();
    const state = new URL(fake.window.location.href).searchParams.get('state');
    starter.client.dispose();
    const landing = `https://app.example/#access_token=a1&refresh_token=r1&state=${state}`;
    fake.window.localStorage.setItem(KEY, JSON.stringify({ ...VICTIM, access_token: 'old', issued_at: Math.floor(Date.now() / 1000) }));
    fake.window.location.href = landing;
    const { client } = open(fake);
    expect(await client.auth.ready()).toMatchObject({ user: USER, isAuthenticated: true });
    expect(await client.auth.getToken()).toBe('a1');
    // The same landing again (history, a copied link) is no longer a sign-in this browser started.
    fake.window.localStorage.setItem(KEY, JSON.stringify({ ...VICTIM, access_token: 'kept', issued_at: Math.floor(Date.now() / 1000) }));
    fake.window.location.href = landing;
    const replay = open(fake);
    await replay.client.auth.ready();
    const bearers = replay.server.requests.map((request) => request.headers.get('authorization'));
    expect(bearers[0]).toBe('Bearer kept');
    expect(bearers).not.toContain('Bearer a1');
    client.dispose();
    replay.client.dispose();
  });
});
