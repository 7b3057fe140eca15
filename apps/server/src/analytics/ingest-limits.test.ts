/** An anonymous analytics flood in miniature: small configured caps, and the stored rows stay bounded by them. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPostHead, sendRaw } from '../http/test-support/raw-request';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';

const LIMITS = {
  ANALYTICS_MAX_BATCH_EVENTS: '5',
  ANALYTICS_MAX_EVENT_BYTES: '1024',
  ANALYTICS_IP_EVENTS_PER_MINUTE: '20',
  ANALYTICS_IP_BYTES_PER_MINUTE: '6000',
  ANALYTICS_DAILY_EVENTS: '60',
};

const event = (padding = 0) => ({
  type: 'pageview',
  timestamp: '2026-11-20T10:00:00.000Z',
  session_id: 'sess_1_abc',
  pathname: '/',
  channel: 'Direct',
  ...(padding ? { note: 'x'.repeat(padding) } : {}),
});
const batch = (padding = 0) => Array.from({ length: 5 }, () => event(padding));

describe.each(TEST_DIALECTS)('analytics ingestion caps on %s', (dialect) => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await createTestServer({ dialect, env: LIMITS });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => server?.close());

  const log = (events: unknown, remoteAddress = '127.0.0.1') =>
    server.app.inject({ method: 'POST', url: '/api/analytics/logo-dna/log', payload: { events }, remoteAddress });
  const storedRows = async () =>
    Number((await server.deps.db.query<{ n: number }>('SELECT COUNT(*) AS n FROM analytics_events')).rows[0]?.n);

  it('refuses a body declared over the batch cap with 413 before reading it', async () => {
    const response = await sendRaw(port, jsonPostHead('/api/analytics/logo-dna/log', 1024 * 1024), '{"events":[');
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(response.headers.connection).toBe('close');
  });

  it('stops one address at its events per minute, then refuses it before reading', async () => {
    const before = await storedRows();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await log(batch())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect((await storedRows()) - before).toBe(20);
    const refused = await sendRaw(port, jsonPostHead('/api/analytics/logo-dna/log', 60 * 1024), '{"events":[');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by the first.
    expect((await log(batch(), '10.0.0.2')).statusCode).toBe(200);
  });

  it('stops one address at its bytes per minute', async () => {
    const heavy = batch(600);
    expect(Buffer.byteLength(JSON.stringify(heavy))).toBeLessThan(6000);
    const first = await log(heavy, '10.0.0.3');
    expect(first.statusCode).toBe(200);
    const second = await log(heavy, '10.0.0.3');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an event over the size cap with 413 and stores nothing of its batch', async () => {
    const before = await storedRows();
    const response = await log([event(), event(2000)], '10.0.0.4');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'EVENT_TOO_LARGE' });
    expect(await storedRows()).toBe(before);
  });

  it('keeps every address together within the daily budget, even when batches race', async () => {
    // 30 events are left of the 60; 16 addresses send 5 each at once.
    expect(await storedRows()).toBe(30);
    const responses = await Promise.all(Array.from({ length: 16 }, (_, i) => log(batch(), `10.0.1.${i}`)));
    expect(await storedRows()).toBe(60);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(6);
    const refused = responses.filter((response) => response.statusCode !== 200);
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
    }
  });
});
