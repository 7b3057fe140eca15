/**
 * Per-address limits behind a trusted proxy: the addresses of one IPv6 /64 are one caller, an
 * IPv4-mapped address is the IPv4 it maps, and another /64 has its own allowance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIEF } from '../ai/test-support/ai-fixture';
import { createTestServer, type TestServer } from '../test/harness';

const SIGNINS_PER_ADDRESS = 3;

describe('per-address limits count an IPv6 /64 as one caller (TRUST_PROXY=true)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: {
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_SIGNIN: `${SIGNINS_PER_ADDRESS}/300,100/300`,
        AUTH_SIGNIN_SLOWDOWN_AFTER: '1000/60',
        AI_ANON_DAILY_QUOTA: '2',
        ANALYTICS_BATCHES_PER_MINUTE: '2',
      },
    });
  });
  afterAll(async () => server?.close());

  const from = (address: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': address } });
  const signIn = async (address: string) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/auth/signin/email',
        payload: { email: 'nobody@example.com', password: 'not the password' },
        ...from(address),
      })
    ).statusCode;
  const generate = (address: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/ai/${server.config.projectId}/image`,
      payload: { prompt: 'Logo', n: 1, brief: BRIEF },
      ...from(address),
    });
  const logEvents = (address: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/analytics/${server.config.projectId}/log`,
      payload: { events: [{ type: 'pageview', timestamp: '2026-11-20T10:00:00.000Z', session_id: 's_1', pathname: '/' }] },
      ...from(address),
    });

  it('sign-in: addresses of one /64 share the per-IP limit; another /64 does not', async () => {
    const statuses = [];
    for (const host of ['::1', '::2', '::3', ':ffff:ffff:ffff:ffff']) statuses.push(await signIn(`2001:db8:1:1${host}`));
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The same /64 written out in full is the same caller.
    expect(await signIn('2001:0db8:0001:0001:0000:0000:0000:0009')).toBe(429);
    expect(await signIn('2001:db8:1:2::1')).toBe(401);
  });

  it("sign-in: entries a caller writes before the proxy's own do not pick the address that is counted", async () => {
    const spoofed = (fake: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/signin/email',
        payload: { email: 'nobody@example.com', password: 'not the password' },
        remoteAddress: '127.0.0.1',
        // The caller sent "X-Forwarded-For: <fake>"; the proxy appended the address it saw.
        headers: { 'x-forwarded-for': `${fake}, 198.51.100.7` },
      });
    const statuses = [];
    for (const fake of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) statuses.push((await spoofed(fake)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('sign-in: an IPv4-mapped address shares the limit of the IPv4 it maps', async () => {
    const statuses = [];
    for (let i = 0; i < SIGNINS_PER_ADDRESS; i++) statuses.push(await signIn('::ffff:192.0.2.7'));
    statuses.push(await signIn('192.0.2.7'));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await signIn('192.0.2.8')).toBe(401);
  });

  it('anonymous AI quota: addresses of one /64 share the daily generations; another /64 has its own', async () => {
    expect((await generate('2001:db8:2:1::1')).statusCode).toBe(200);
    expect((await generate('2001:db8:2:1::2')).statusCode).toBe(200);
    const third = await generate('2001:db8:2:1::3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect((await generate('2001:db8:2:2::1')).statusCode).toBe(200);
  });

  it('analytics: addresses of one /64 share the batches per minute; another /64 does not', async () => {
    expect((await logEvents('2001:db8:3:1::a')).statusCode).toBe(200);
    expect((await logEvents('2001:db8:3:1::b')).statusCode).toBe(200);
    const third = await logEvents('2001:db8:3:1::c');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await logEvents('2001:db8:3:2::a')).statusCode).toBe(200);
  });
});
