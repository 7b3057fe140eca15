/** The SDK against the real server (SQLite and PostgreSQL), listening on a random loopback port. */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { createTestServer, TEST_DIALECTS, type TestServer } from '@logo-dna/server/test-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, isAuthError, isLogoDnaError, type LogoDnaClient, type WebSocketFactory } from '../src/index';
import { createFakeWindow } from '../src/test/fake-window';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
const PASSWORD = 'correct horse battery staple 42';
const BRIEF = { brandName: 'Acme Anvils', industry: 'Hardware', oneLiner: 'Anvils that never miss', designerId: 'paul-rand', seed: 11 };

describe.each(TEST_DIALECTS)('SDK against the server on %s', (dialect) => {
  let server: TestServer;
  let baseUrl: string;
  let client: LogoDnaClient;
  let userId: string;
  const email = `ada+${dialect}@example.com`;

  const newClient = (extra: Partial<Parameters<typeof createClient>[0]> = {}) =>
    createClient({
      projectId: server.config.projectId,
      baseUrl,
      window: null,
      auth: { mode: 'headless' },
      WebSocket: WebSocket as unknown as WebSocketFactory,
      ...extra,
    });

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    client = newClient();
    const user = await client.auth.signUp({ email, password: PASSWORD, displayName: 'Ada' });
    userId = user.id;
  });
  afterAll(async () => {
    client?.dispose();
    await server?.close();
  });

  describe('auth', () => {
    it('signed up and signed in: me() is the user, the state is authenticated', async () => {
      expect(await client.auth.me()).toMatchObject({ id: userId, email, displayName: 'Ada' });
      expect(client.auth.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
    });

    it('a wrong password is INVALID_CREDENTIALS with the spec message', async () => {
      const other = newClient();
      const error = await other.auth.signInWithEmail(email, 'wrong password entirely').catch((caught: unknown) => caught);
      expect(isAuthError(error) && [error.code, error.userMessage, error.retryable]).toEqual([
        'INVALID_CREDENTIALS',
        'Invalid email or password. Please try again.',
        false,
      ]);
      other.dispose();
    });

    it('refreshing twice keeps the session, and each refreshed access token works', async () => {
      const other = newClient();
      await other.auth.signInWithEmail(email, PASSWORD);
      expect(await other.auth.refreshToken()).toBe(true);
      const probe = newClient();
      expect((await probe.auth.setToken(await other.auth.getToken()))?.id).toBe(userId);
      expect(await other.auth.refreshToken()).toBe(true);
      expect(other.auth.isAuthenticated()).toBe(true);
      other.dispose();
      probe.dispose();
    });

    it('logout revokes the session on the server', async () => {
      const other = newClient();
      await other.auth.signInWithEmail(email, PASSWORD);
      const token = await other.auth.getToken();
      await other.auth.logout();
      expect(other.auth.isAuthenticated()).toBe(false);
      const probe = newClient();
      await expect(probe.auth.setToken(token)).rejects.toMatchObject({ kind: 'auth', status: 401 });
      other.dispose();
      probe.dispose();
    });
  });

  describe('db on logo_systems', () => {
    const record = (id: string, brandName: string, createdAt: string): Partial<LogoSystemRecord> => ({
      id,
      userId,
      brandName,
      industry: 'Hardware',
      oneLiner: 'Anvils',
      designerDna: 'paul-rand',
      colorPalette: JSON.stringify({ primary: '#111111' }),
      createdAt,
      updatedAt: createdAt,
    });

    it('create, get, list with filters and order, count, update, delete', async () => {
      const first = await client.db.logoSystems.create(record(`logo_1_${dialect}`, 'Acme', '2026-01-01T00:00:00.000Z'));
      expect(first).toMatchObject({ id: `logo_1_${dialect}`, brandName: 'Acme', userId, colorPalette: '{"primary":"#111111"}' });
      await client.db.logoSystems.create(record(`logo_2_${dialect}`, 'Bolt (Co), Ltd', '2026-02-01T00:00:00.000Z'));
      expect((await client.db.logoSystems.get(`logo_2_${dialect}`))?.brandName).toBe('Bolt (Co), Ltd');

      const newestFirst = await client.db.logoSystems.list({ where: { userId }, orderBy: { createdAt: 'desc' } });
      expect(newestFirst.map((row) => row.brandName)).toEqual(['Bolt (Co), Ltd', 'Acme']);
      const byList = await client.db.logoSystems.list({ where: { brandName: { in: ['Bolt (Co), Ltd', 'Nope'] } } });
      expect(byList.map((row) => row.id)).toEqual([`logo_2_${dialect}`]);
      const ranged = await client.db.logoSystems.list({
        where: { createdAt: { gte: '2026-01-01T00:00:00.000Z', lt: '2026-01-15T00:00:00.000Z' } },
      });
      expect(ranged.map((row) => row.brandName)).toEqual(['Acme']);
      const either = await client.db.logoSystems.list({
        where: { userId, OR: [{ brandName: { ilike: 'acm%' } }, { brandName: 'Bolt (Co), Ltd' }] },
        orderBy: 'createdAt.asc',
      });
      expect(either.map((row) => row.brandName)).toEqual(['Acme', 'Bolt (Co), Ltd']);
      expect(await client.db.logoSystems.count({ where: { userId } })).toBe(2);
      expect(await client.db.logoSystems.exists({ where: { brandName: 'Nope' } })).toBe(false);

      const updated = await client.db.logoSystems.update(`logo_1_${dialect}`, {
        primaryLogoUrl: 'https://x.test/a.png',
        updatedAt: '2026-03-01T00:00:00.000Z',
      });
      expect(updated).toMatchObject({ primaryLogoUrl: 'https://x.test/a.png', updatedAt: '2026-03-01T00:00:00.000Z' });
      await expect(client.db.logoSystems.update('logo_missing', { tagline: 'x' })).rejects.toThrow('Record with id logo_missing not found');

      await client.db.logoSystems.delete(`logo_2_${dialect}`);
      expect(await client.db.logoSystems.get(`logo_2_${dialect}`)).toBeNull();
    });

    it('upsert inserts then merges, with camelCase coming back', async () => {
      const row = await client.db.logoSystems.upsert(record(`logo_u_${dialect}`, 'Up', '2026-04-01T00:00:00.000Z'));
      expect(row.brandName).toBe('Up');
      const merged = await client.db.logoSystems.upsert({ ...record(`logo_u_${dialect}`, 'Up 2', '2026-04-01T00:00:00.000Z') });
      expect(merged).toMatchObject({ id: `logo_u_${dialect}`, brandName: 'Up 2' });
    });

    it('anonymous callers get a 401 auth error, not data', async () => {
      const anonymous = newClient();
      const error = await anonymous.db.logoSystems.list().catch((caught: unknown) => caught);
      expect(isAuthError(error) && error.status).toBe(401);
      anonymous.dispose();
    });
  });

  describe('storage', () => {
    it('upload corrects the extension, refuses an overwrite without upsert, downloads and removes', async () => {
      const path = `users/${userId}/logos/acme.jpg`;
      const uploaded = await client.storage.upload(PNG, path);
      expect(uploaded.path).toBe(`users/${userId}/logos/acme.png`);
      expect(uploaded.publicUrl).toMatch(/\.png(\?.*)?$/);
      await expect(client.storage.upload(PNG, path)).rejects.toThrow('File already exists. Set upsert: true to overwrite.');
      await client.storage.upload(PNG, path, { upsert: true });
      const download = await client.storage.download(uploaded.path);
      expect(download).toMatchObject({ filename: 'acme.png', contentType: 'image/png', size: PNG.length });
      await client.storage.remove(uploaded.path);
      await expect(client.storage.download(uploaded.path)).rejects.toThrow('File not found');
    });
  });

  describe('ai with the builtin engine', () => {
    it('generateObject carries the brief and returns an object', async () => {
      const schema = { type: 'object', properties: { positioning: { type: 'string' }, concepts: { type: 'array' } } };
      const result = await client.ai.generateObject<{ positioning: string }>({
        prompt: 'Brand strategy for Acme Anvils',
        schema,
        brief: BRIEF,
      });
      expect(typeof result.object.positioning).toBe('string');
    });

    it('generateImage with the brief returns fetchable image URLs', async () => {
      const { data } = await client.ai.generateImage({ prompt: 'Primary logo for Acme Anvils', n: 1, brief: BRIEF });
      expect(data).toHaveLength(1);
      const image = await fetch(new URL(new URL(data[0]?.url ?? '').pathname, baseUrl));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    });

    it('streamText delivers chunks that add up to the text', async () => {
      const chunks: string[] = [];
      const result = await client.ai.streamText({ prompt: 'Describe Acme Anvils in one line', brief: BRIEF }, (chunk) =>
        chunks.push(chunk),
      );
      expect(result.text.length).toBeGreaterThan(0);
      expect(chunks.join('')).toBe(result.text);
    });

    it('the server’s own validation comes back as an AI error with its message', async () => {
      const error = await client.ai.generateObject({ prompt: 'x', schema: 'nope' as unknown as object }).catch((caught: unknown) => caught);
      expect(isLogoDnaError(error) && [error.kind, error.status, error.message]).toEqual(['validation', 400, 'Schema is required']);
    });
  });

  describe('realtime', () => {
    it('subscribes, publishes, receives its message and sees itself in presence', async () => {
      const received: unknown[] = [];
      const unsubscribe = await client.realtime.subscribe(`room-${dialect}`, (message) => received.push(message.data), {
        metadata: { name: 'Ada' },
      });
      const messageId = await client.realtime.publish(`room-${dialect}`, 'chat', { text: 'hello' });
      expect(typeof messageId).toBe('string');
      await expect.poll(() => received).toEqual([{ text: 'hello' }]);
      const users = await client.realtime.presence(`room-${dialect}`);
      expect(users.map((user) => user.userId)).toContain(userId);
      // A new socket (as after a drop or a change of user) resubscribes: messages keep arriving.
      await client.realtime.reconnect();
      expect(client.realtime.getState()).toBe('open');
      await client.realtime.publish(`room-${dialect}`, 'chat', { text: 'again' });
      await expect.poll(() => received).toEqual([{ text: 'hello' }, { text: 'again' }]);
      await unsubscribe();
      expect(client.realtime.getState()).toBe('closed');
    });
  });

  describe('data', () => {
    it('extractFromBlob uploads the file and reads its text back', async () => {
      const file = new File(['Acme Anvils make anvils that never miss.'], 'about.txt', { type: 'text/plain' });
      expect(await client.data.extractFromBlob(file)).toContain('anvils that never miss');
    });

    it('an unconfigured search is reported with its status and the server message', async () => {
      const error = await client.data.search('logo design').catch((caught: unknown) => caught);
      expect(isLogoDnaError(error) && [error.kind, error.status]).toEqual(['data', 501]);
      expect(isLogoDnaError(error) && error.message).toMatch(/^Search failed: Web search needs a search provider/);
    });
  });

  describe('notifications and analytics', () => {
    it('a verified user mails their own address through the outbox; another address is refused with the code', async () => {
      const own = `grace+${dialect}@example.com`;
      const grace = newClient();
      await grace.auth.signUp({ email: own, password: PASSWORD });
      const unverified = await grace.notifications
        .email({ to: own, subject: 'Your logo', text: 'Ready.' })
        .catch((caught: unknown) => caught);
      expect(isLogoDnaError(unverified) && [unverified.status, unverified.details]).toEqual([
        403,
        expect.objectContaining({ code: 'SENDER_NOT_VERIFIED' }),
      ]);
      const generated = await server.app.inject({
        method: 'POST',
        url: '/api/auth/email/verify/generate',
        headers: { authorization: `Bearer ${server.serviceKey}` },
        payload: { email: own },
      });
      await server.app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token: generated.json().token } });
      await grace.auth.signInWithEmail(own, PASSWORD);
      expect(await grace.notifications.email({ to: own, subject: 'Your logo', text: 'Ready.' })).toMatchObject({ success: true });
      const other = await grace.notifications.email({ to: email, subject: 'Hello', text: 'Hi.' }).catch((caught: unknown) => caught);
      expect(isLogoDnaError(other) && [other.status, other.details, other.message]).toEqual([
        403,
        expect.objectContaining({ code: 'RECIPIENT_NOT_ALLOWED' }),
        'Failed to send email: You can only send email to your own verified address',
      ]);
      grace.dispose();
    });

    it('analytics events are accepted by the server (the persisted queue empties)', async () => {
      const fake = createFakeWindow({ href: 'https://app.example/?utm_medium=email' });
      const browser = newClient({ window: fake.window, storage: fake.window.localStorage });
      browser.analytics.log('logo_generated', { designer: 'paul-rand' });
      expect(fake.window.localStorage.getItem(`blinkAnalyticsQueue_${server.config.projectId}`)).not.toBeNull();
      await browser.analytics.flush();
      expect(fake.window.localStorage.getItem(`blinkAnalyticsQueue_${server.config.projectId}`)).toBeNull();
      browser.dispose();
    });
  });
});
