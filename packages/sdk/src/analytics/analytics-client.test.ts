import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../core/http-client';
import { createRuntime } from '../core/runtime';
import { createFakeFetch, type FetchHandler, jsonResponse, type RecordedRequest } from '../test/fake-fetch';
import { createFakeWindow } from '../test/fake-window';
import { createAnalyticsClient } from './analytics-client';
import { detectChannel, truncateStrings } from './attribution';

type FakeWindow = ReturnType<typeof createFakeWindow>;

function setup(options: { fake?: FakeWindow | null; handler?: FetchHandler } = {}) {
  const fake =
    options.fake === undefined ? createFakeWindow({ href: 'https://app.example/studio?utm_source=news&utm_medium=email' }) : options.fake;
  const fetcher = createFakeFetch(options.handler ?? (() => jsonResponse({ success: true })));
  const runtime = createRuntime({ fetch: fetcher.fetch, window: fake?.window ?? null, storage: fake?.window.localStorage ?? null });
  const http = createHttpClient({ baseUrl: 'https://api.test', fetch: fetcher.fetch, getToken: async () => null });
  const analytics = createAnalyticsClient({ http, projectId: 'proj', runtime, getUser: () => ({ id: 'u1', email: 'ada@example.com' }) });
  const events = () =>
    fetcher.requests.flatMap((request: RecordedRequest) => (request.body as { events: Record<string, unknown>[] }).events);
  return { analytics, fetcher, fake, events };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('analytics batching', () => {
  it('logs a pageview at start-up and flushes 3 s after the first event', async () => {
    const { fetcher, events } = setup();
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetcher.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher.last().url.pathname).toBe('/api/analytics/proj/log');
    expect(events()[0]).toEqual({
      type: 'pageview',
      timestamp: '2026-05-01T12:00:00.000Z',
      project_id: 'proj',
      user_id: 'u1',
      user_email: 'ada@example.com',
      session_id: expect.stringMatching(/^sess_\d+_[0-9a-f]{8}$/),
      pathname: '/studio',
      referrer: null,
      screen_width: 1280,
      channel: 'Email',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: null,
      utm_content: null,
      utm_term: null,
    });
  });

  it('sends a batch as soon as 10 events are queued, at most 10 per request', async () => {
    const { analytics, fetcher, events } = setup();
    for (let i = 0; i < 11; i++) analytics.log('click', { index: i });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher.requests).toHaveLength(1);
    expect((fetcher.last().body as { events: unknown[] }).events).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetcher.requests).toHaveLength(2);
    expect(events().map((event) => event.index ?? event.type)).toEqual(['pageview', ...Array.from({ length: 11 }, (_, i) => i)]);
  });

  it('keeps custom data flat, truncates long strings and keeps arrays', async () => {
    const { analytics, events } = setup();
    analytics.log('generated', { designer: 'paul-rand', note: 'x'.repeat(300), tags: ['a', 'b'] });
    await analytics.flush();
    const event = events().find((item) => item.type === 'generated');
    expect(event?.designer).toBe('paul-rand');
    expect(event?.note).toBe(`${'x'.repeat(253)}...`);
    expect(event?.tags).toEqual(['a', 'b']);
  });

  it('puts a failed batch back and retries 3 s later; the queue survives in storage', async () => {
    let fail = true;
    const { analytics, fetcher, fake } = setup({ handler: () => (fail ? new Response('down', { status: 503 }) : jsonResponse({})) });
    analytics.log('click');
    await analytics.flush();
    expect(JSON.parse(fake?.window.localStorage.getItem('blinkAnalyticsQueue_proj') ?? '[]')).toHaveLength(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetcher.requests).toHaveLength(2);
    expect(fake?.window.localStorage.getItem('blinkAnalyticsQueue_proj')).toBeNull();
  });

  it('counts pushState and popstate navigations as page views, and restores pushState on dispose', async () => {
    const { analytics, events, fake } = setup();
    const patched = fake?.window.history.pushState;
    fake?.window.history.pushState?.(null, '', '/result');
    fake?.dispatch('popstate');
    await analytics.flush();
    await analytics.flush();
    expect(events().map((event) => [event.type, event.pathname])).toEqual([
      ['pageview', '/studio'],
      ['pageview', '/result'],
      ['pageview', '/result'],
    ]);
    analytics.dispose();
    expect(fake?.window.history.pushState).not.toBe(patched);
  });

  it('flushes on pagehide', async () => {
    const { fetcher, fake } = setup();
    fake?.dispatch('pagehide');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher.requests).toHaveLength(1);
  });

  it('keeps a session for 30 idle minutes and starts a new one after', async () => {
    const { analytics, events } = setup();
    vi.setSystemTime(Date.now() + 29 * 60_000);
    analytics.log('a');
    vi.setSystemTime(Date.now() + 31 * 60_000);
    analytics.log('b');
    await analytics.flush();
    const [pageview, a, b] = events();
    expect(a?.session_id).toBe(pageview?.session_id);
    expect(b?.session_id).not.toBe(a?.session_id);
  });

  it('sends nothing with do-not-track, when disabled, or without a window', async () => {
    const dnt = setup({ fake: createFakeWindow({ doNotTrack: '1' }) });
    dnt.analytics.log('x');
    const off = setup();
    off.analytics.disable();
    off.analytics.log('x');
    const node = setup({ fake: null });
    node.analytics.log('x');
    await vi.advanceTimersByTimeAsync(5000);
    expect(dnt.fetcher.requests).toHaveLength(0);
    expect(node.fetcher.requests).toHaveLength(0);
    expect(off.events().map((event) => event.type)).toEqual(['pageview']);
  });

  it('remembers UTM fields from the landing page on later pages', async () => {
    const fake = createFakeWindow({ href: 'https://app.example/?utm_source=ad&utm_medium=cpc&utm_campaign=spring' });
    const first = setup({ fake });
    await first.analytics.flush();
    fake.window.location.href = 'https://app.example/next';
    const second = setup({ fake });
    await second.analytics.flush();
    expect(second.events()[0]).toMatchObject({ pathname: '/next', utm_source: 'ad', utm_campaign: 'spring', channel: 'Paid Search' });
  });
});

describe('channels and truncation', () => {
  it.each([
    ['cpc', null, 'Paid Search'],
    ['ppc', null, 'Paid Search'],
    ['email', null, 'Email'],
    ['social', null, 'Social'],
    ['referral', null, 'Referral'],
    ['display', null, 'Display'],
    ['affiliate', null, 'Affiliate'],
    [null, 'https://www.google.com/search?q=logo', 'Organic Search'],
    [null, 'https://duckduckgo.com/', 'Organic Search'],
    [null, 'https://t.co/abc', 'Social'],
    [null, 'https://www.linkedin.com/feed', 'Social'],
    [null, 'https://mail.google.com/mail/u/0', 'Email'],
    [null, 'https://blog.example.org/post', 'Referral'],
    [null, 'https://app.example/other', 'Direct'],
    [null, null, 'Direct'],
  ])('medium %s, referrer %s → %s', (medium, referrer, channel) => expect(detectChannel(medium, referrer, 'app.example')).toBe(channel));

  it('cuts at 256 characters: exactly 256 stays, 257 becomes 253 plus "..."', () => {
    expect(truncateStrings('y'.repeat(256))).toHaveLength(256);
    expect(truncateStrings({ deep: ['z'.repeat(257)] })).toEqual({ deep: [`${'z'.repeat(253)}...`] });
  });
});
