/**
 * A project table through `@supabase/postgrest-js`, a client nobody here wrote, on both databases: its
 * filters on typed and JSON columns, its writes, and the policies, in PostgREST's own protocol.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import { BOARD_MIGRATION } from '../test-support/project-table-fixture';
import { USER_A, USER_B, userAuthorization } from '../test-support/rest-test-kit';

describe.each(TEST_DIALECTS)('a project table through postgrest-js on %s', (dialect) => {
  let server: TestServer;
  let folder: string;
  const clients: Record<'a' | 'b' | 'anonymous', PostgrestClient> = {} as never;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'logo-dna-postgrest-board-'));
    writeFileSync(join(folder, '0001_board.sql'), BOARD_MIGRATION);
    server = await createTestServer({ dialect, env: { MIGRATIONS_DIR: folder } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/db/${server.config.projectId}/rest/v1`;
    clients.a = new PostgrestClient(url, { headers: { Authorization: await userAuthorization(server, USER_A) } });
    clients.b = new PostgrestClient(url, { headers: { Authorization: await userAuthorization(server, USER_B) } });
    clients.anonymous = new PostgrestClient(url);
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes and reads typed rows: numbers, booleans, instants and JSON documents', async () => {
    const inserted = await clients.a
      .from('notes')
      .insert(
        [
          { id: 'n1', title: 'ten', stars: 10, done: true, due_at: '2026-03-01T11:00:00+01:00', meta: { author: 'ada', tags: ['a', 'b'] } },
          { id: 'n2', title: 'nine', stars: 9, meta: { author: 'bob', tags: ['b'] } },
          // Keys a row leaves out take the column's default (Prefer: missing=default), as in PostgREST.
        ],
        { defaultToNull: false },
      )
      .select('id,user_id,done,due_at,meta');
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toEqual([
      { id: 'n1', user_id: USER_A, done: true, due_at: '2026-03-01T10:00:00.000Z', meta: { author: 'ada', tags: ['a', 'b'] } },
      { id: 'n2', user_id: USER_A, done: false, due_at: null, meta: { author: 'bob', tags: ['b'] } },
    ]);
    const numeric = await clients.a.from('notes').select('id').gt('stars', 9);
    expect(numeric.data).toEqual([{ id: 'n1' }]);
    const flags = await clients.a.from('notes').select('id').eq('done', false);
    expect(flags.data).toEqual([{ id: 'n2' }]);
    const instants = await clients.a.from('notes').select('id').lt('due_at', '2026-03-01T10:00:01Z');
    expect(instants.data).toEqual([{ id: 'n1' }]);
  });

  it('filters JSON with contains, containedBy and ->> paths', async () => {
    expect(
      (
        await clients.a
          .from('notes')
          .select('id')
          .contains('meta', { tags: ['a'] })
      ).data,
    ).toEqual([{ id: 'n1' }]);
    const within = await clients.a
      .from('notes')
      .select('id')
      .containedBy('meta', { author: 'bob', tags: ['b', 'c'], more: 1 });
    expect(within.data).toEqual([{ id: 'n2' }]);
    const path = await clients.a.from('notes').select('id,meta->>author').eq('meta->>author', 'ada');
    expect(path.data).toEqual([{ id: 'n1', author: 'ada' }]);
  });

  it("keeps other users out: B sees none of A's notes, changes none, and anonymous callers read posts only", async () => {
    expect((await clients.b.from('notes').select('id')).data).toEqual([]);
    const update = await clients.b.from('notes').update({ title: 'taken' }).eq('id', 'n1').select('id');
    expect(update.data).toEqual([]);
    const anonymousNotes = await clients.anonymous.from('notes').select('id');
    expect(anonymousNotes.status).toBe(401);
    const posted = await clients.b.from('posts').insert({ id: 'p1', body: 'hello' }).select('author_id');
    expect(posted.data).toEqual([{ author_id: USER_B }]);
    expect((await clients.anonymous.from('posts').select('id,body')).data).toEqual([{ id: 'p1', body: 'hello' }]);
    const spam = await clients.anonymous.from('posts').insert({ id: 'p2', body: 'spam' });
    expect(spam.status).toBe(401);
  });

  it('answers a mistake with a PostgREST error body, never a 500', async () => {
    const unknown = await clients.a.from('notes').select('id').eq('nope', 1);
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: '42703' });
    const badValue = await clients.a.from('notes').select('id').gt('stars', 'ten');
    expect(badValue.status).toBe(400);
    expect(badValue.error).toMatchObject({ code: '22P02' });
  });
});
