/** Role × operation matrix for logo_systems (reliability.md S10): anonymous, owner, other user, service key. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import {
  allRows,
  callRest,
  logoSystemRow,
  type RestCall,
  seedRows,
  serviceAuthorization,
  USER_A,
  USER_B,
  userAuthorization,
} from '../test-support/rest-test-kit';

type Role = 'anonymous' | 'owner' | 'other' | 'service';

type Operation = 'select' | 'insert' | 'update' | 'upsert' | 'delete';

/** Each operation targets the row `logo_a1`, owned by user A. */
const OPERATIONS: Record<Operation, Omit<RestCall, 'authorization'>> = {
  select: { method: 'GET', query: 'id=eq.logo_a1' },
  insert: { method: 'POST', body: { id: 'logo_new', user_id: USER_A } },
  update: { method: 'PATCH', query: 'id=eq.logo_a1', body: { brand_name: 'Changed' } },
  upsert: { method: 'POST', query: 'on_conflict=id', body: { id: 'logo_a1', userId: USER_A, brandName: 'Changed' } },
  delete: { method: 'DELETE', query: 'id=eq.logo_a1' },
};

/** Expected status, and whether the row set may change. */
const MATRIX: { role: Role; operation: Operation; status: number; rows: number | null; writes: boolean }[] = [
  { role: 'anonymous', operation: 'select', status: 401, rows: null, writes: false },
  { role: 'anonymous', operation: 'insert', status: 401, rows: null, writes: false },
  { role: 'anonymous', operation: 'update', status: 401, rows: null, writes: false },
  { role: 'anonymous', operation: 'upsert', status: 401, rows: null, writes: false },
  { role: 'anonymous', operation: 'delete', status: 401, rows: null, writes: false },
  { role: 'owner', operation: 'select', status: 200, rows: 1, writes: false },
  { role: 'owner', operation: 'insert', status: 201, rows: 1, writes: true },
  { role: 'owner', operation: 'update', status: 200, rows: 1, writes: true },
  { role: 'owner', operation: 'upsert', status: 201, rows: 1, writes: true },
  { role: 'owner', operation: 'delete', status: 200, rows: 1, writes: true },
  { role: 'other', operation: 'select', status: 200, rows: 0, writes: false },
  { role: 'other', operation: 'insert', status: 403, rows: null, writes: false },
  { role: 'other', operation: 'update', status: 200, rows: 0, writes: false },
  { role: 'other', operation: 'upsert', status: 403, rows: null, writes: false },
  { role: 'other', operation: 'delete', status: 200, rows: 0, writes: false },
  { role: 'service', operation: 'select', status: 200, rows: 1, writes: false },
  { role: 'service', operation: 'insert', status: 201, rows: 1, writes: true },
  { role: 'service', operation: 'update', status: 200, rows: 1, writes: true },
  { role: 'service', operation: 'upsert', status: 201, rows: 1, writes: true },
  { role: 'service', operation: 'delete', status: 200, rows: 1, writes: true },
];

describe.each(TEST_DIALECTS)('logo_systems access matrix on %s', (dialect) => {
  let server: TestServer;
  const authorizations: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    authorizations.owner = await userAuthorization(server, USER_A);
    authorizations.other = await userAuthorization(server, USER_B);
    authorizations.service = serviceAuthorization(server);
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await callRest(server, { method: 'DELETE', query: 'id=not.is.null', authorization: serviceAuthorization(server) });
    await seedRows(server, [logoSystemRow('logo_a1', USER_A), logoSystemRow('logo_b1', USER_B)]);
  });

  it.each(MATRIX)('$role $operation → $status', async ({ role, operation, status, rows, writes }) => {
    const before = await allRows(server);
    const authorization = authorizations[role];
    const response = await callRest(server, { ...OPERATIONS[operation], ...(authorization ? { authorization } : {}) });
    expect(response.statusCode, response.body).toBe(status);
    if (rows !== null) expect(response.json()).toHaveLength(rows);
    const after = await allRows(server);
    if (writes) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  });
});
