import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';

const event = (overrides: Record<string, unknown> = {}) => ({
  type: 'pageview',
  timestamp: '2026-11-20T10:00:00.000Z',
  project_id: 'logo-dna',
  user_id: 'someone-else',
  user_email: 'x@example.com',
  session_id: 'sess_1_abc',
  pathname: '/',
  referrer: null,
  screen_width: 1280,
  channel: 'Direct',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_content: null,
  utm_term: null,
  ...overrides,
});

describe.each(TEST_DIALECTS)('analytics on %s', (dialect) => {
  let server: TestServer;
  let userToken: string;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
    userToken = await server.deps.tokens.sign({ userId: 'u1', email: 'u1@example.com', role: 'user' });
  });
  afterAll(async () => server.close());

  const log = (events: unknown, token?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/analytics/logo-dna/log',
      payload: { events },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const stored = async () => (await server.deps.db.query<Record<string, unknown>>('SELECT * FROM analytics_events ORDER BY id')).rows;

  it('stores a batch, taking the user id from the token and keeping custom fields', async () => {
    const response = await log(
      [event(), event({ type: 'logo_generated', designer: 'paul-rand', channel: 'Social', utm_source: 'news' })],
      userToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, accepted: 2 });
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ type: 'logo_generated', user_id: 'u1', channel: 'Social', utm_source: 'news', screen_width: 1280 });
    expect(JSON.parse(String(rows[1]?.properties))).toEqual({ designer: 'paul-rand' });
  });

  it('never trusts a user id claimed by an anonymous caller', async () => {
    await log([event({ type: 'anon_check' })]);
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({ type: 'anon_check', user_id: null });
  });

  it.each([
    ['no events', undefined, 400, 'INVALID_EVENTS'],
    ['an empty batch', [], 400, 'INVALID_EVENTS'],
    ['51 events', Array.from({ length: 51 }, () => event()), 413, 'TOO_MANY_EVENTS'],
    ['an event without a type', [event({ type: undefined })], 400, 'INVALID_EVENT'],
    ['a bad type', [event({ type: 'drop table;' })], 400, 'INVALID_EVENT'],
    ['an unknown channel', [event({ channel: 'Carrier Pigeon' })], 400, 'INVALID_EVENT'],
    ['a bad timestamp', [event({ timestamp: 'yesterday' })], 400, 'INVALID_EVENT'],
    ['a negative screen width', [event({ screen_width: -1 })], 400, 'INVALID_EVENT'],
    ['an event over 16 KB', [event({ blob: 'x'.repeat(17_000) })], 413, 'EVENT_TOO_LARGE'],
    ['one bad event among good ones', [event(), event({ channel: 'nope' })], 400, 'INVALID_EVENT'],
  ])('refuses %s and stores nothing', async (_name, events, status, code) => {
    const before = (await stored()).length;
    const response = await log(events);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect((await stored()).length).toBe(before);
  });

  it('summarises by type, channel and day for the service key only', async () => {
    expect(
      (await server.app.inject({ url: '/api/analytics/logo-dna/summary', headers: { authorization: `Bearer ${userToken}` } })).statusCode,
    ).toBe(403);
    const response = await server.app.inject({
      url: '/api/analytics/logo-dna/summary',
      headers: { authorization: `Bearer ${server.serviceKey}` },
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.total).toBe(3);
    expect(summary.byType).toContainEqual({ type: 'pageview', count: 1 });
    expect(summary.byChannel).toContainEqual({ channel: 'Social', count: 1 });
    expect(summary.byDay).toEqual([{ day: '2026-11-20', count: 3 }]);
  });

  it('answers 404 for another project', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/analytics/other/log', payload: { events: [event()] } });
    expect(response.statusCode).toBe(404);
  });
});
