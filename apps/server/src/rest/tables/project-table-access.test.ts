/**
 * Policy × caller × operation for project tables on both databases: owner rows, public reads with owner
 * writes, public reads with service writes, service only, and a table with no policy at all.
 */
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/harness';
import { type As, useBoardServer } from '../test-support/project-table-fixture';
import type { RestCall } from '../test-support/rest-test-kit';

interface Case {
  table: string;
  as: As;
  call: Omit<RestCall, 'authorization' | 'table'>;
  status: number;
  code?: string;
  /** Ids of the rows answered (for 2xx). */
  ids?: string[];
  /** Whether the table's rows may change. */
  writes?: boolean;
}

const read = (query = 'order=id.asc'): Case['call'] => ({ method: 'GET', query });

const CASES: Case[] = [
  // owner(user_id): each user's own rows; nobody else's, not even by naming them.
  { table: 'notes', as: 'a', call: read(), status: 200, ids: ['n1', 'n2', 'n3'] },
  { table: 'notes', as: 'b', call: read(), status: 200, ids: ['n4'] },
  { table: 'notes', as: 'anonymous', call: read(), status: 401, code: 'UNAUTHORIZED' },
  { table: 'notes', as: 'b', call: read('id=eq.n1'), status: 200, ids: [] },
  { table: 'notes', as: 'b', call: { method: 'POST', body: { id: 'n9', title: 'mine' } }, status: 201, ids: ['n9'], writes: true },
  {
    table: 'notes',
    as: 'b',
    call: { method: 'POST', body: { id: 'n9', user_id: 'user_a', title: 'x' } },
    status: 403,
    code: 'OWNER_MISMATCH',
  },
  { table: 'notes', as: 'b', call: { method: 'PATCH', query: 'id=eq.n1', body: { title: 'taken' } }, status: 200, ids: [] },
  { table: 'notes', as: 'b', call: { method: 'DELETE', query: 'id=eq.n1' }, status: 200, ids: [] },
  { table: 'notes', as: 'a', call: { method: 'DELETE', query: 'id=eq.n1' }, status: 200, ids: ['n1'], writes: true },
  { table: 'notes', as: 'service', call: read(), status: 200, ids: ['n1', 'n2', 'n3', 'n4'] },
  // public-read owner(author_id): everyone reads everything; users write their own rows.
  { table: 'posts', as: 'anonymous', call: read(), status: 200, ids: ['p1', 'p2'] },
  { table: 'posts', as: 'b', call: read(), status: 200, ids: ['p1', 'p2'] },
  { table: 'posts', as: 'anonymous', call: { method: 'POST', body: { id: 'p9', body: 'spam' } }, status: 401, code: 'UNAUTHORIZED' },
  { table: 'posts', as: 'b', call: { method: 'POST', body: { id: 'p9', body: 'mine' } }, status: 201, ids: ['p9'], writes: true },
  {
    table: 'posts',
    as: 'b',
    call: { method: 'POST', body: { id: 'p9', author_id: 'user_a', body: 'x' } },
    status: 403,
    code: 'OWNER_MISMATCH',
  },
  { table: 'posts', as: 'b', call: { method: 'PATCH', query: 'id=eq.p1', body: { body: 'defaced' } }, status: 200, ids: [] },
  {
    table: 'posts',
    as: 'a',
    call: { method: 'PATCH', query: 'id=eq.p1', body: { body: 'edited' } },
    status: 200,
    ids: ['p1'],
    writes: true,
  },
  { table: 'posts', as: 'b', call: { method: 'DELETE', query: 'id=eq.p1' }, status: 200, ids: [] },
  {
    table: 'posts',
    as: 'b',
    call: { method: 'POST', query: 'on_conflict=id', body: { id: 'p1', body: 'hijack' } },
    status: 403,
    code: 'ROW_NOT_OWNED',
  },
  // public-read: everyone reads; only the service key writes.
  { table: 'announcements', as: 'anonymous', call: read(), status: 200, ids: ['a1'] },
  { table: 'announcements', as: 'a', call: { method: 'POST', body: { id: 'a9', body: 'x' } }, status: 403, code: 'SERVICE_KEY_REQUIRED' },
  {
    table: 'announcements',
    as: 'a',
    call: { method: 'PATCH', query: 'id=eq.a1', body: { body: 'x' } },
    status: 403,
    code: 'SERVICE_KEY_REQUIRED',
  },
  { table: 'announcements', as: 'anonymous', call: { method: 'DELETE', query: 'id=eq.a1' }, status: 401, code: 'UNAUTHORIZED' },
  {
    table: 'announcements',
    as: 'service',
    call: { method: 'POST', body: { id: 'a9', body: 'news' } },
    status: 201,
    ids: ['a9'],
    writes: true,
  },
  // service-only, and a table with no policy: the service key only.
  { table: 'audit', as: 'a', call: read(), status: 403, code: 'SERVICE_KEY_REQUIRED' },
  { table: 'audit', as: 'anonymous', call: read(), status: 401, code: 'UNAUTHORIZED' },
  { table: 'audit', as: 'service', call: read(), status: 200, ids: ['x1'] },
  { table: 'drafts', as: 'a', call: read(), status: 403, code: 'SERVICE_KEY_REQUIRED' },
  { table: 'drafts', as: 'a', call: { method: 'POST', body: { id: 'd9' } }, status: 403, code: 'SERVICE_KEY_REQUIRED' },
  {
    table: 'drafts',
    as: 'service',
    call: { method: 'PATCH', query: 'id=eq.d1', body: { body: 'edited' } },
    status: 200,
    ids: ['d1'],
    writes: true,
  },
];

describe.each(TEST_DIALECTS)('project table access on %s', (dialect) => {
  const suite = useBoardServer(dialect);

  it.each(CASES)('$table: $as $call.method $call.query → $status', async (c) => {
    const before = await suite.rows(c.table);
    const response = await suite.call(c.as, c.table, c.call);
    expect(response.statusCode, response.body).toBe(c.status);
    const body = response.json();
    if (c.code) expect(body).toMatchObject({ code: c.code, message: expect.any(String) });
    if (c.ids) expect((body as { id: string }[]).map((row) => row.id)).toEqual(c.ids);
    const after = await suite.rows(c.table);
    if (c.writes) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  });

  it('sets the owner column of a row a user inserts without one', async () => {
    const response = await suite.call('b', 'posts', { method: 'POST', body: { id: 'p8', body: 'auto' } });
    expect(response.json()).toEqual([{ id: 'p8', author_id: 'user_b', body: 'auto', tags: null }]);
  });

  it.each(['auth_users', 'mail_outbox', '_migrations', '_table_policies', 'sqlite_master', 'pairs'])(
    'does not serve %s, even to the service key',
    async (table) => {
      const response = await suite.call('service', table, { method: 'GET' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'TABLE_NOT_FOUND' });
    },
  );
});
