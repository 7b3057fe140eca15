/** Test fixture of the project-table suites: a board app's migrations, its seed rows, and a server running them. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Dialect } from '../../db/database';
import { createTestServer, type TestServer } from '../../test/harness';
import { callRest, type RestCall, serviceAuthorization, USER_A, USER_B, userAuthorization } from './rest-test-kit';

/** One portable migration: the same text on SQLite and PostgreSQL. */
export const BOARD_MIGRATION = `-- A board: private notes, public posts, announcements, an audit log.
CREATE TABLE notes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  title TEXT NOT NULL,
  stars INTEGER,
  score REAL,
  done BOOLEAN NOT NULL DEFAULT FALSE,
  due_at TIMESTAMP,
  meta JSON,
  created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
-- @policy notes owner(user_id)

CREATE TABLE posts (id TEXT PRIMARY KEY, author_id TEXT NOT NULL, body TEXT NOT NULL, tags JSON);
-- @policy posts public-read owner(author_id)

CREATE TABLE announcements (id TEXT PRIMARY KEY, body TEXT NOT NULL);
-- @policy announcements public-read

CREATE TABLE audit (id TEXT PRIMARY KEY, what TEXT);
-- @policy audit service-only

-- No policy: the service key's only.
CREATE TABLE drafts (id TEXT PRIMARY KEY, body TEXT);

-- A column of a type the API does not serve is left out; a table without a primary key is not served.
CREATE TABLE events (id TEXT PRIMARY KEY, day DATE, note TEXT);
CREATE TABLE pairs (a TEXT, b TEXT);
`;

const SEED: Record<string, Record<string, unknown>[]> = {
  notes: [
    {
      id: 'n1',
      user_id: USER_A,
      title: 'ten',
      stars: 10,
      score: 2.5,
      done: true,
      due_at: '2026-03-01T10:00:00Z',
      meta: { author: 'ada', tags: ['a', 'b'], rank: 2 },
    },
    {
      id: 'n2',
      user_id: USER_A,
      title: 'nine',
      stars: 9,
      score: 0.5,
      done: false,
      due_at: '2026-02-01',
      meta: { author: 'bob', tags: ['b'], rank: 10 },
    },
    { id: 'n3', user_id: USER_A, title: 'none' },
    { id: 'n4', user_id: USER_B, title: 'other', stars: 100, meta: { author: 'ada', tags: [] } },
  ],
  posts: [
    { id: 'p1', author_id: USER_A, body: 'hello', tags: ['x'] },
    { id: 'p2', author_id: USER_B, body: 'hi' },
  ],
  announcements: [{ id: 'a1', body: 'welcome' }],
  audit: [{ id: 'x1', what: 'seeded' }],
  drafts: [{ id: 'd1', body: 'draft' }],
};

export type As = 'a' | 'b' | 'service' | 'anonymous';

export interface BoardSuite {
  server: () => TestServer;
  /** One request as `as` (default user A) to `table`. */
  call: (as: As, table: string, call: Omit<RestCall, 'authorization' | 'table'>) => ReturnType<typeof callRest>;
  /** Every row of a table, read with the service key, ordered by id. */
  rows: (table: string) => Promise<Record<string, unknown>[]>;
}

/** Starts a server on the board migration for the dialect and reseeds every table before each test. */
export function useBoardServer(dialect: Dialect): BoardSuite {
  let server: TestServer;
  let folder: string;
  const authorizations: Partial<Record<As, string>> = {};

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'logo-dna-board-'));
    writeFileSync(join(folder, '0001_board.sql'), BOARD_MIGRATION);
    server = await createTestServer({ dialect, env: { MIGRATIONS_DIR: folder } });
    authorizations.a = await userAuthorization(server, USER_A);
    authorizations.b = await userAuthorization(server, USER_B);
    authorizations.service = serviceAuthorization(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const call: BoardSuite['call'] = (as, table, request) => {
    const authorization = authorizations[as];
    return callRest(server, { ...request, table, ...(authorization ? { authorization } : {}) });
  };

  beforeEach(async () => {
    for (const [table, rows] of Object.entries(SEED)) {
      const cleared = await call('service', table, { method: 'DELETE', query: 'id=not.is.null' });
      const seeded = await call('service', table, { method: 'POST', body: rows });
      if (cleared.statusCode !== 200 || seeded.statusCode !== 201) throw new Error(`seeding ${table} failed: ${seeded.body}`);
    }
  });

  return {
    server: () => server,
    call,
    rows: async (table) => (await call('service', table, { method: 'GET', query: 'order=id.asc' })).json(),
  };
}
