import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../db/database';
import { createTestServer, type TestServer } from '../test/harness';
import { GOOD_PASSWORD, ROOMY_RATE_LIMITS } from './auth-test-kit';
import { signInDelayMs } from './rate-limits';

const PER_IP = 4;
const PER_ADDRESS = 3;
const WINDOW = 120;
const LIMITS = `${PER_IP}/${WINDOW},${PER_ADDRESS}/${WINDOW}`;

const unique = () => randomBytes(4).toString('hex');
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

interface Attempt {
  url: string;
  payload: (email: string) => Record<string, unknown>;
}

const SIGNIN: Attempt = { url: '/api/auth/signin/email', payload: (email) => ({ email, password: 'not the password' }) };

/** Actions limited per address from any IP (mails go to the address, so its inbox is what is protected). */
const ADDRESS_LIMITED: Array<[string, Attempt]> = [
  ['signup', { url: '/api/auth/signup', payload: (email) => ({ email, password: GOOD_PASSWORD }) }],
  ['reset', { url: '/api/auth/password/reset', payload: (email) => ({ email }) }],
  ['magic', { url: '/api/auth/signin/magic', payload: (email) => ({ email }) }],
];

const ATTEMPTS: Array<[string, Attempt]> = [['signin', SIGNIN], ...ADDRESS_LIMITED];

const SETUPS: Array<[string, Dialect, Record<string, string>]> = [
  ['sqlite, in-memory limiter', 'sqlite', {}],
  ['postgres, in-memory limiter', 'postgres', {}],
  ['sqlite, Redis limiter', 'sqlite', { REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379' }],
];

describe.each(SETUPS)('auth rate limits (%s)', (_name, dialect, env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      dialect,
      env: {
        ...env,
        ...Object.fromEntries(['SIGNIN', 'SIGNUP', 'RESET', 'MAGIC', 'VERIFY'].map((action) => [`AUTH_RATE_LIMIT_${action}`, LIMITS])),
        AUTH_SIGNIN_SLOWDOWN_AFTER: '1000/60',
      },
    });
  });
  afterAll(async () => server.close());

  const attempt = (step: Attempt, email: string, ip: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: step.url, payload: step.payload(email), remoteAddress: ip, headers });

  it.each(ADDRESS_LIMITED)('%s: trips per address at exactly the limit', async (_action, step) => {
    const email = `limit-${unique()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) statuses.push((await attempt(step, email, randomIp())).statusCode);
    expect(statuses.slice(0, PER_ADDRESS)).not.toContain(429);
    expect(statuses[PER_ADDRESS]).toBe(429);
  });

  it.each(ATTEMPTS)('%s: trips per IP at exactly the limit, with Retry-After and the spec body', async (_action, step) => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < PER_IP; i++) statuses.push((await attempt(step, `ip-${unique()}@example.com`, ip)).statusCode);
    expect(statuses).not.toContain(429);
    const blocked = await attempt(step, `ip-${unique()}@example.com`, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too many attempts. Please wait a moment and try again.',
      message: expect.any(String),
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW);
  });

  it('signin: trips per address from one IP at exactly the limit; the owner elsewhere still signs in', async () => {
    const email = `owner-${unique()}@example.com`;
    const signup = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: randomIp(),
    });
    expect(signup.statusCode).toBe(200);
    const attackerIp = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++) statuses.push((await attempt(SIGNIN, email, attackerIp)).statusCode);
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(401), 429, 429]);
    // The right password from the same IP waits like the wrong ones: the IP is the one limited.
    const sameIp = await server.app.inject({
      method: 'POST',
      url: SIGNIN.url,
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: attackerIp,
    });
    expect(sameIp.statusCode).toBe(429);
    const owner = await server.app.inject({
      method: 'POST',
      url: SIGNIN.url,
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: randomIp(),
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(email);
  });

  it('signin: a spoofed X-Forwarded-For does not make fresh (IP, address) pairs when no proxy is trusted', async () => {
    const email = `xff-pair-${unique()}@example.com`;
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++)
      statuses.push((await attempt(SIGNIN, email, ip, { 'x-forwarded-for': randomIp() })).statusCode);
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(401), 429]);
  });

  it('ignores a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    const ip = randomIp();
    const step = ATTEMPTS[0]?.[1] as Attempt;
    const statuses: number[] = [];
    for (let i = 0; i < PER_IP + 1; i++)
      statuses.push((await attempt(step, `xff-${unique()}@example.com`, ip, { 'x-forwarded-for': randomIp() })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('verification: link use trips per IP at exactly the limit', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < PER_IP + 1; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/signin/magic/verify',
        payload: { token: unique() },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(PER_IP).fill(410), 429]);
  });

  it('verification: resending trips per user at exactly the limit', async () => {
    const signup = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: `resend-${unique()}@example.com`, password: GOOD_PASSWORD },
      remoteAddress: randomIp(),
    });
    const { access_token } = signup.json() as { access_token: string };
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/email/verify/send',
        headers: { authorization: `Bearer ${access_token}` },
        remoteAddress: randomIp(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(200), 429]);
  });
});

describe('signInDelayMs', () => {
  const slowdown = { freeAttempts: 3, windowSeconds: 900, firstDelayMs: 500, maxDelayMs: 10_000 };
  it.each([
    [1, 0],
    [3, 0],
    [4, 500],
    [5, 1000],
    [6, 2000],
    [8, 8000],
    [9, 10_000],
    [1000, 10_000],
  ])('attempt %i waits %i ms', (attempt, delayMs) => {
    expect(signInDelayMs(slowdown, attempt)).toBe(delayMs);
  });

  it('never waits when the first delay is 0', () => {
    expect(signInDelayMs({ ...slowdown, firstDelayMs: 0, maxDelayMs: 0 }, 100)).toBe(0);
  });
});

describe('password sign-in to one address from many IPs (sqlite)', () => {
  const failFromEverywhere = async (server: TestServer, email: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: SIGNIN.url,
        payload: { email, password: 'not the password' },
        remoteAddress: randomIp(),
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };
  const signUpOwner = async (server: TestServer, email: string) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: GOOD_PASSWORD } });
    expect(response.statusCode).toBe(200);
  };

  it('is slowed, never refused: the owner gets in after attempts from everywhere', async () => {
    const server = await createTestServer({
      env: { ...ROOMY_RATE_LIMITS, AUTH_SIGNIN_SLOWDOWN_AFTER: '3/600', AUTH_SIGNIN_SLOWDOWN_MS: '1,4' },
    });
    try {
      await signUpOwner(server, 'owner@example.com');
      expect(await failFromEverywhere(server, 'owner@example.com', 12)).toEqual(Array(12).fill(401));
      const owner = await server.app.inject({
        method: 'POST',
        url: SIGNIN.url,
        payload: { email: 'owner@example.com', password: GOOD_PASSWORD },
        remoteAddress: randomIp(),
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('past the free attempts an attempt waits before its password is checked; closing the server ends the wait with 429', async () => {
    const server = await createTestServer({
      env: { ...ROOMY_RATE_LIMITS, AUTH_SIGNIN_SLOWDOWN_AFTER: '2/600', AUTH_SIGNIN_SLOWDOWN_MS: '600000,600000' },
    });
    let closed = false;
    try {
      await signUpOwner(server, 'slowed@example.com');
      expect(await failFromEverywhere(server, 'slowed@example.com', 2)).toEqual([401, 401]);
      let answered = false;
      const slowed = server.app
        .inject({
          method: 'POST',
          url: SIGNIN.url,
          payload: { email: 'slowed@example.com', password: GOOD_PASSWORD },
          remoteAddress: randomIp(),
        })
        .finally(() => {
          answered = true;
        });
      // A later request for another address is answered while the slowed one still waits.
      expect(await failFromEverywhere(server, 'someone-else@example.com', 1)).toEqual([401]);
      expect(answered).toBe(false);
      await server.close();
      closed = true;
      const response = await slowed;
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      if (!closed) await server.close();
    }
  });
});
