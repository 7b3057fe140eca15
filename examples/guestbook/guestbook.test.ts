/**
 * The guestbook example against a real server started with its migrations, on SQLite and PostgreSQL:
 * the migrations apply once, and the tour's flows (policies allowing and refusing) behave as it prints.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../apps/server/src/test/harness';
import { createVisitorClient } from './src/clients';
import { createGuestbook } from './src/guestbook';
import { runTour } from './src/tour';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

describe.each(TEST_DIALECTS)('the guestbook example on %s', (dialect) => {
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await createTestServer({ dialect, env: { MIGRATIONS_DIR } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => server?.close());

  it('applies both migrations, once each, and serves the three tables', async () => {
    const { rows } = await server.deps.db.query<{ id: string }>("SELECT id FROM _migrations WHERE id LIKE 'project/%' ORDER BY id");
    expect(rows.map((row) => row.id)).toEqual(['project/0001_guestbook', 'project/0002_entry_replies']);
    expect(server.deps.tables.names()).toEqual([
      'guestbook_drafts',
      'guestbook_entries',
      'guestbook_moderation',
      'logo_system_versions',
      'logo_systems',
    ]);
  });

  it('runs the tour: visitors sign and read, the server refuses what the policies forbid, the moderator pins', async () => {
    const lines = await runTour({ baseUrl, projectId: server.config.projectId, serviceKey: server.serviceKey });
    expect(lines).toEqual([
      'signed: 3 entries, read by a visitor who is not signed in',
      'rated 9 or more: Ada (10), Bob (9)',
      'tagged design: Ada, Bob',
      'from Lisbon: Ada (Lisbon)',
      "Bob edits Ada's entry: 404 NOT_FOUND",
      'a stranger signs without signing in: 401 UNAUTHORIZED',
      'Bob reads the moderation log: 403 SERVICE_KEY_REQUIRED',
      'drafts: Ada sees 1, Bob sees 0',
      'Ada edits her own entry: "Lovely logos, lovelier fonts!"',
      'pinned first: Ada: "Lovely logos, lovelier fonts!", reply "Thank you, Ada!", pinned true',
      'moderation log: pin, reply',
    ]);
  });

  it('reads entries with their types: a boolean, an integer, an ISO instant and a JSON document', async () => {
    const stranger = createVisitorClient({ baseUrl, projectId: server.config.projectId });
    try {
      const book = createGuestbook(stranger);
      const [entry] = await book.latest(1);
      expect(entry).toMatchObject({
        authorName: 'Ada',
        pinned: true,
        rating: 10,
        details: { tags: ['design', 'fonts'], visit: { city: 'Lisbon' } },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      const later = await book.since(new Date(Date.parse(entry?.createdAt ?? '') + 1));
      expect(later.every((other) => other.createdAt > (entry?.createdAt ?? ''))).toBe(true);
    } finally {
      stranger.dispose();
    }
  });
});
