/** Scenario table for POST/PATCH/DELETE on the table API, checking that refused writes change nothing. */
import { describe, expect } from 'vitest';
import { TEST_DIALECTS } from '../test/harness';
import { logoSystemRow, USER_A, USER_B } from './rest-test-kit';
import { ids, runScenarios, type Scenario, SEED } from './table-scenarios';

const WRITES: Scenario[] = [
  {
    name: 'create sets the owner, an id and timestamps',
    call: { method: 'POST', prefer: 'return=representation', body: { brand_name: 'New' } },
    status: 201,
    expect: (b) =>
      expect(b).toEqual([
        expect.objectContaining({
          id: expect.stringMatching(/^[0-9a-f]{32}$/),
          user_id: USER_A,
          brand_name: 'New',
          created_at: expect.any(String),
        }),
      ]),
  },
  {
    name: 'create answers with the row even for return=minimal',
    call: { method: 'POST', prefer: 'return=minimal', body: logoSystemRow('logo_new', USER_A) },
    status: 201,
    expect: (b) => expect(b).toEqual([logoSystemRow('logo_new', USER_A)]),
  },
  {
    name: 'createMany',
    call: { method: 'POST', body: [{ id: 'n1' }, { id: 'n2', brand_name: 'Two' }] },
    status: 201,
    expect: (b) => expect(ids(b)).toEqual(['n1', 'n2']),
  },
  {
    name: 'JSON objects go into JSON columns as text',
    call: { method: 'POST', body: { id: 'j1', color_palette: { primary: '#000' } } },
    status: 201,
    expect: (b) => expect(b).toEqual([expect.objectContaining({ color_palette: '{"primary":"#000"}' })]),
  },
  {
    name: 'booleans are written as 1/0',
    call: { method: 'POST', body: { id: 'bool1', tagline: true } },
    status: 201,
    expect: (b) => expect(b).toEqual([expect.objectContaining({ tagline: '1' })]),
  },
  {
    name: 'a body naming another owner is refused',
    call: { method: 'POST', body: { id: 'x', user_id: USER_B } },
    status: 403,
    code: 'OWNER_MISMATCH',
    unchanged: true,
  },
  {
    name: 'a duplicate id is a conflict and nothing of the batch is written',
    call: { method: 'POST', body: [{ id: 'fresh' }, { id: 'logo_a1' }] },
    status: 409,
    code: 'DUPLICATE_KEY',
    unchanged: true,
  },
  {
    name: 'an unknown body column',
    call: { method: 'POST', body: { id: 'x', isAdmin: 1 } },
    status: 400,
    code: 'UNKNOWN_COLUMN',
    unchanged: true,
  },
  {
    name: 'an object in a text column',
    call: { method: 'POST', body: { id: 'x', brand_name: {} } },
    status: 400,
    code: 'INVALID_VALUE',
    unchanged: true,
  },
  {
    name: 'a NUL in text',
    call: { method: 'POST', body: { id: 'x', brand_name: 'a\u0000b' } },
    status: 400,
    code: 'INVALID_VALUE',
    unchanged: true,
  },
  { name: 'a null id', call: { method: 'POST', body: { id: null } }, status: 400, code: 'INVALID_VALUE', unchanged: true },
  { name: 'malformed JSON', call: { method: 'POST', payload: '{"id":' }, status: 400, unchanged: true },
  {
    name: 'JSON nested 100,000 levels deep',
    call: { method: 'POST', payload: `{"id":"deep","color_palette":${'['.repeat(100_000)}${']'.repeat(100_000)}}` },
    status: 400,
    unchanged: true,
  },
  {
    name: 'a __proto__ key',
    call: { method: 'POST', payload: '{"id":"x","__proto__":{"user_id":"user_b"}}' },
    status: 400,
    unchanged: true,
  },
  {
    name: 'a partial upsert by the service key still needs the owner',
    as: 'service',
    call: { method: 'POST', query: 'on_conflict=id', body: { id: 'logo_a1', brandName: 'X' } },
    status: 400,
    code: 'CONSTRAINT_VIOLATION',
    unchanged: true,
  },
  { name: 'a body that is not an object', call: { method: 'POST', body: 'hello' }, status: 400, code: 'INVALID_BODY', unchanged: true },
  { name: 'no body', call: { method: 'POST' }, status: 400, code: 'INVALID_BODY', unchanged: true },
  {
    name: 'more than 1,000 rows',
    call: { method: 'POST', body: Array.from({ length: 1001 }, (_, i) => ({ id: `r${i}` })) },
    status: 413,
    code: 'TOO_MANY_ROWS',
    unchanged: true,
  },
  {
    name: 'a body over 1 MB',
    call: { method: 'POST', body: { id: 'big', strategy_text: 'x'.repeat(1_100_000) } },
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    unchanged: true,
  },
  {
    name: 'filters on POST',
    call: { method: 'POST', query: 'id=eq.x', body: { id: 'x' } },
    status: 400,
    code: 'INVALID_FILTER',
    unchanged: true,
  },
  {
    name: 'upsert with camelCase keys merges and answers in camelCase',
    call: {
      method: 'POST',
      query: 'on_conflict=id',
      prefer: 'return=representation resolution=merge-duplicates',
      body: { id: 'logo_a1', brandName: 'Acme 2' },
    },
    status: 201,
    expect: (b) =>
      expect(b).toEqual([
        expect.objectContaining({
          id: 'logo_a1',
          userId: USER_A,
          brandName: 'Acme 2',
          industry: 'Coffee',
          createdAt: '2026-01-01T00:00:00.000Z',
        }),
      ]),
  },
  {
    name: 'upsert inserts a new row',
    call: { method: 'POST', query: 'on_conflict=id', body: [{ id: 'up1', brandName: 'U' }] },
    status: 201,
    expect: (b) => expect(b).toEqual([expect.objectContaining({ id: 'up1', userId: USER_A })]),
  },
  {
    name: "upsert cannot take over another user's row",
    call: { method: 'POST', query: 'on_conflict=id', body: { id: 'logo_b1', brandName: 'Mine now' } },
    status: 403,
    code: 'ROW_NOT_OWNED',
    unchanged: true,
  },
  {
    name: 'upsert with ignore-duplicates keeps the row',
    call: { method: 'POST', query: 'on_conflict=id', prefer: 'resolution=ignore-duplicates', body: { id: 'logo_a1', brandName: 'X' } },
    status: 201,
    expect: (b) => expect(b).toEqual([]),
    unchanged: true,
  },
  {
    name: 'on_conflict on a column that is not unique',
    call: { method: 'POST', query: 'on_conflict=brandName', body: { id: 'x' } },
    status: 400,
    code: 'INVALID_ON_CONFLICT',
    unchanged: true,
  },
  {
    name: 'update answers with the changed rows',
    call: { method: 'PATCH', query: 'id=eq.logo_a1', body: { primary_logo_url: 'https://x/y.png' } },
    status: 200,
    expect: (b) => expect(b).toEqual([{ ...SEED[0], primary_logo_url: 'https://x/y.png' }]),
  },
  {
    name: "update of another user's row changes nothing",
    call: { method: 'PATCH', query: 'id=eq.logo_b1', body: { brand_name: 'Hacked' } },
    status: 200,
    expect: (b) => expect(b).toEqual([]),
    unchanged: true,
  },
  {
    name: 'update cannot hand a row to another user',
    call: { method: 'PATCH', query: 'id=eq.logo_a1', body: { user_id: USER_B } },
    status: 403,
    code: 'OWNER_MISMATCH',
    unchanged: true,
  },
  {
    name: 'created_at cannot be cleared',
    call: { method: 'PATCH', query: 'id=eq.logo_a1', body: { created_at: null } },
    status: 400,
    code: 'INVALID_VALUE',
    unchanged: true,
  },
  {
    name: 'update with an empty body',
    call: { method: 'PATCH', query: 'id=eq.logo_a1', body: {} },
    status: 400,
    code: 'INVALID_BODY',
    unchanged: true,
  },
  {
    name: 'update with a broken or group',
    call: { method: 'PATCH', query: 'or=(status', body: { brand_name: 'x' } },
    status: 400,
    code: 'INVALID_LOGIC_FILTER',
    unchanged: true,
  },
  {
    name: 'update as anonymous',
    as: 'anonymous',
    call: { method: 'PATCH', query: 'id=eq.logo_a1', body: { brand_name: 'x' } },
    status: 401,
    code: 'UNAUTHORIZED',
    unchanged: true,
  },
  {
    name: 'delete answers with the deleted rows',
    call: { method: 'DELETE', query: 'id=eq.logo_a3' },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a3']),
  },
  {
    name: "delete of another user's row deletes nothing",
    call: { method: 'DELETE', query: 'id=eq.logo_b1' },
    status: 200,
    expect: (b) => expect(b).toEqual([]),
    unchanged: true,
  },
  {
    name: 'deleteMany with only select=* is limited to own rows',
    call: { method: 'DELETE', query: 'select=*' },
    status: 200,
    expect: (b) => expect(ids(b)).toEqual(['logo_a1', 'logo_a2', 'logo_a3']),
  },
  {
    name: 'delete with an unknown column',
    call: { method: 'DELETE', query: 'nope=eq.1' },
    status: 400,
    code: 'UNKNOWN_COLUMN',
    unchanged: true,
  },
  {
    name: 'delete as anonymous',
    as: 'anonymous',
    call: { method: 'DELETE', query: 'id=eq.logo_a1' },
    status: 401,
    code: 'UNAUTHORIZED',
    unchanged: true,
  },
];

describe.each(TEST_DIALECTS)('REST table writes on %s', (dialect) => {
  runScenarios(dialect, WRITES);
});
