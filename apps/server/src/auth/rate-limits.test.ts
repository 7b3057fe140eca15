import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../db/database';
import { createTestServer, type TestServer } from '../test/harness';
import { GOOD_PASSWORD } from './auth-test-kit';

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

const ATTEMPTS: Array<[string, Attempt]> = [
  ['signin', { url: '/api/auth/signin/email', payload: (email) => ({ email, password: 'not the password' }) }],
  ['signup', { url: '/api/auth/signup', payload: (email) => ({ email, password: GOOD_PASSWORD }) }],
  ['reset', { url: '/api/auth/password/reset', payload: (email) => ({ email }) }],
  ['magic', { url: '/api/auth/signin/magic', payload: (email) => ({ email }) }],
];

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
      },
    });
  });
  afterAll(async () => server.close());

  const attempt = (step: Attempt, email: string, ip: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: step.url, payload: step.payload(email), remoteAddress: ip, headers });

  it.each(ATTEMPTS)('%s: trips per address at exactly the limit', async (_action, step) => {
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
