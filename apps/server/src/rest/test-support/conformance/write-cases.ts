/** Inserts, upserts, updates and deletes through postgrest-js; each name says what PostgREST 12 answers. */
import { expect } from 'vitest';
import { type Conformance, ids, OTHER_USER, OWNER, TABLE } from './conformance-server';
import type { ConformanceCase } from './read-cases';

const from = (c: Conformance) => c.service.from(TABLE);

type Answer = PromiseLike<{ status: number; error: unknown }>;

/** postgrest-js types maxAffected() for PostgREST 13+; PostgREST 12.2 already honours `max-affected` (PGRST124). */
const maxAffected = (builder: unknown, rows: number): Answer => (builder as { maxAffected(n: number): Answer }).maxAffected(rows);
const row = (id: string, extra: Record<string, unknown> = {}) => ({ id, user_id: OWNER, brand_name: `Brand ${id}`, ...extra });

async function cell(c: Conformance, id: string, column: string): Promise<unknown> {
  const found = (await c.tableRows()).find((candidate) => candidate.id === id);
  return found ? found[column] : undefined;
}

/** A refused write: status and code, and the table left exactly as it was. */
function refusedWrite(
  name: string,
  write: (c: Conformance) => PromiseLike<{ status: number; error: unknown }>,
  status: number,
  code: string,
  message?: RegExp,
): ConformanceCase {
  return {
    name: `${name} → PostgREST: ${status} ${code}, nothing written`,
    async run(c) {
      const before = await c.tableRows();
      const result = await write(c);
      expect(result.status).toBe(status);
      expect(result.error).toMatchObject({ code, message: message ?? expect.any(String) });
      expect(await c.tableRows()).toEqual(before);
    },
  };
}

export const INSERT_CASES: ConformanceCase[] = [
  {
    name: 'insert() without select() → PostgREST: 201, no body (return=minimal)',
    async run(c) {
      const { data, status, error } = await from(c).insert(row('n1'));
      expect([status, data, error]).toEqual([201, null, null]);
      expect(await cell(c, 'n1', 'brand_name')).toBe('Brand n1');
    },
  },
  {
    name: 'insert().select() → PostgREST: 201 and the row with its defaults',
    async run(c) {
      const { data, status } = await from(c).insert(row('n1')).select();
      expect(status).toBe(201);
      expect(data).toEqual([
        expect.objectContaining({ id: 'n1', user_id: OWNER, brand_name: 'Brand n1', tagline: null, created_at: expect.any(String) }),
      ]);
    },
  },
  {
    name: "insert().select('id') → PostgREST: 201 and only the selected columns",
    async run(c) {
      const { data } = await from(c).insert(row('n1')).select('id');
      expect(data).toEqual([{ id: 'n1' }]);
    },
  },
  {
    name: 'bulk insert (columns=…) → PostgREST: 201 and every row in order',
    async run(c) {
      const { data, status } = await from(c)
        .insert([row('n1'), row('n2')])
        .select('id');
      expect([status, ids(data)]).toEqual([201, ['n1', 'n2']]);
    },
  },
  {
    name: 'bulk insert with different keys → PostgREST: a key missing from a row is written as NULL',
    async run(c) {
      const { data } = await from(c)
        .insert([
          { id: 'n1', user_id: OWNER, tagline: 'T' },
          { id: 'n2', user_id: OWNER },
        ])
        .select('id,tagline');
      expect(data).toEqual([
        { id: 'n1', tagline: 'T' },
        { id: 'n2', tagline: null },
      ]);
    },
  },
  refusedWrite(
    'bulk insert where a row lacks a NOT NULL column the others set (missing=null)',
    (c) => from(c).insert([row('n1', { created_at: '2026-02-01T00:00:00.000Z' }), row('n2')]),
    400,
    '23502',
  ),
  {
    name: 'bulk insert with defaultToNull: false (missing=default) → PostgREST: 201, the missing column gets its default',
    async run(c) {
      const { data, status } = await from(c)
        .insert([row('n1', { created_at: '2026-02-01T00:00:00.000Z' }), row('n2')], { defaultToNull: false })
        .select('id,created_at');
      expect(status).toBe(201);
      expect(data).toEqual([
        { id: 'n1', created_at: '2026-02-01T00:00:00.000Z' },
        { id: 'n2', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      ]);
    },
  },
  {
    name: "insert with count: 'exact' → PostgREST: 201, count 1",
    async run(c) {
      const { count, status } = await from(c).insert(row('n1'), { count: 'exact' });
      expect([status, count]).toEqual([201, 1]);
    },
  },
  {
    name: 'insert an empty array → PostgREST: 201 and []',
    async run(c) {
      const { data, status } = await from(c).insert([]).select();
      expect([status, data]).toEqual([201, []]);
    },
  },
  {
    name: 'insert().select().single() → PostgREST: 201 and the object',
    async run(c) {
      const { data, status } = await from(c).insert(row('n1')).select('id').single();
      expect([status, data]).toEqual([201, { id: 'n1' }]);
    },
  },
  refusedWrite(
    'insert of two rows with single()',
    (c) =>
      from(c)
        .insert([row('n1'), row('n2')])
        .select()
        .single(),
    406,
    'PGRST116',
  ),
  refusedWrite(
    'insert of a duplicate id',
    (c) => from(c).insert(row('r1')),
    409,
    '23505',
    /duplicate key value violates unique constraint/,
  ),
  refusedWrite('bulk insert whose second row is a duplicate', (c) => from(c).insert([row('n1'), row('r2')]), 409, '23505'),
  refusedWrite(
    'insert of an unknown column',
    (c) => from(c).insert({ id: 'n1', user_id: OWNER, nope: 1 }),
    400,
    'PGRST204',
    /Could not find the 'nope' column of 'logo_systems' in the schema cache/,
  ),
  refusedWrite('insert of NULL into a NOT NULL column', (c) => from(c).insert({ id: 'n1', user_id: null }), 400, '23502'),
  refusedWrite('insert of text into an integer column', (c) => from(c).insert(row('n1', { variant: 'abc' })), 400, '22P02'),
  {
    name: "a user's insert → PostgREST with an owner default and policy: 201, the row is the user's",
    async run(c) {
      const { data, status } = await c.userA.from(TABLE).insert({ id: 'u1', brand_name: 'Mine' }).select('id,user_id');
      expect([status, data]).toEqual([201, [{ id: 'u1', user_id: OWNER }]]);
    },
  },
  refusedWrite("a user's insert for another owner", (c) => c.userA.from(TABLE).insert({ id: 'u1', user_id: OTHER_USER }), 403, '42501'),
  refusedWrite('an anonymous insert', (c) => c.anonymous.from(TABLE).insert({ id: 'u1' }), 401, '42501'),
];

export const UPSERT_CASES: ConformanceCase[] = [
  {
    name: 'upsert() of an existing row without onConflict → PostgREST 12: merges on the primary key, 200',
    async run(c) {
      const { data, status } = await from(c).upsert({ id: 'r1', user_id: OWNER, brand_name: 'Renamed' }).select('id,brand_name,industry');
      expect([status, data]).toEqual([200, [{ id: 'r1', brand_name: 'Renamed', industry: 'Coffee' }]]);
    },
  },
  {
    name: 'upsert() of a new row → PostgREST: 201',
    async run(c) {
      const { data, status } = await from(c).upsert(row('n1')).select('id');
      expect([status, data]).toEqual([201, [{ id: 'n1' }]]);
    },
  },
  {
    name: 'bulk upsert, one existing and one new → PostgREST: 201 (a row was inserted)',
    async run(c) {
      const { data, status } = await from(c)
        .upsert([row('r1', { brand_name: 'One' }), row('n1')])
        .select('id,brand_name');
      expect(status).toBe(201);
      expect(data).toEqual([
        { id: 'r1', brand_name: 'One' },
        { id: 'n1', brand_name: 'Brand n1' },
      ]);
    },
  },
  {
    name: 'upsert() of an existing row without select() → PostgREST 12: 200, no body',
    async run(c) {
      const { data, status } = await from(c).upsert(row('r2', { brand_name: 'X' }));
      expect([status, data]).toEqual([200, null]);
      expect(await cell(c, 'r2', 'brand_name')).toBe('X');
    },
  },
  {
    name: "upsert() with onConflict: 'id' → PostgREST: 200 for an update",
    async run(c) {
      const { status } = await from(c)
        .upsert(row('r3', { tagline: 'New' }), { onConflict: 'id' })
        .select();
      expect(status).toBe(200);
      expect(await cell(c, 'r3', 'tagline')).toBe('New');
    },
  },
  {
    name: 'upsert() with ignoreDuplicates on an existing row → PostgREST: 201 and [], the row untouched',
    async run(c) {
      const { data, status } = await from(c)
        .upsert(row('r1', { brand_name: 'Ignored' }), { ignoreDuplicates: true })
        .select();
      expect([status, data]).toEqual([201, []]);
      expect(await cell(c, 'r1', 'brand_name')).toBe('Acme Coffee');
    },
  },
  {
    name: 'upsert() with ignoreDuplicates of a new row → PostgREST: 201 and the row',
    async run(c) {
      const { data, status } = await from(c).upsert(row('n1'), { ignoreDuplicates: true }).select('id');
      expect([status, data]).toEqual([201, [{ id: 'n1' }]]);
    },
  },
  {
    name: 'bulk upsert with ignoreDuplicates → PostgREST: 201, only the inserted rows come back',
    async run(c) {
      const { data } = await from(c)
        .upsert([row('r1'), row('n1'), row('r2')], { ignoreDuplicates: true })
        .select('id');
      expect(ids(data)).toEqual(['n1']);
    },
  },
  {
    name: "upsert() with count: 'exact' → PostgREST: count of the rows written",
    async run(c) {
      const { count, status } = await from(c).upsert([row('r1'), row('n1')], { count: 'exact' });
      expect([status, count]).toEqual([201, 2]);
    },
  },
  {
    name: 'bulk upsert with different keys → PostgREST: a key missing from a row overwrites with NULL',
    async run(c) {
      const { data, status } = await from(c)
        .upsert([
          { id: 'r1', user_id: OWNER, tagline: 'Kept' },
          { id: 'r3', user_id: OWNER },
        ])
        .select('id,tagline');
      expect(status).toBe(200);
      expect(data).toEqual([
        { id: 'r1', tagline: 'Kept' },
        { id: 'r3', tagline: null },
      ]);
    },
  },
  {
    name: 'upsert() of an empty array → PostgREST: 200 and [] (nothing inserted)',
    async run(c) {
      const { data, status } = await from(c).upsert([]).select();
      expect([status, data]).toEqual([200, []]);
    },
  },
  {
    name: 'upsert().select().single() → PostgREST: the object',
    async run(c) {
      const { data, status } = await from(c)
        .upsert(row('r4', { brand_name: 'Solo' }))
        .select('id,brand_name')
        .single();
      expect([status, data]).toEqual([200, { id: 'r4', brand_name: 'Solo' }]);
    },
  },
  refusedWrite(
    'upsert() with onConflict on a column that is not unique',
    (c) => from(c).upsert(row('n1'), { onConflict: 'brand_name' }),
    400,
    '42P10',
  ),
  refusedWrite(
    "a user's upsert over another user's row",
    (c) => c.userA.from(TABLE).upsert({ id: 'r5', brand_name: 'Mine now' }),
    403,
    '42501',
  ),
  {
    name: "a user's upsert of their own row → PostgREST: 200",
    async run(c) {
      const { data, status } = await c.userA.from(TABLE).upsert({ id: 'r2', brand_name: 'Own' }).select('id,user_id,brand_name');
      expect([status, data]).toEqual([200, [{ id: 'r2', user_id: OWNER, brand_name: 'Own' }]]);
    },
  },
];

export const UPDATE_CASES: ConformanceCase[] = [
  {
    name: 'update() without select() → PostgREST: 204, no body',
    async run(c) {
      const { data, status, error } = await from(c).update({ brand_name: 'Changed' }).eq('id', 'r1');
      expect([status, data, error]).toEqual([204, null, null]);
      expect(await cell(c, 'r1', 'brand_name')).toBe('Changed');
    },
  },
  {
    name: 'update().select() → PostgREST: 200 and the changed row',
    async run(c) {
      const { data, status } = await from(c).update({ tagline: 'New' }).eq('id', 'r1').select('id,tagline,industry');
      expect([status, data]).toEqual([200, [{ id: 'r1', tagline: 'New', industry: 'Coffee' }]]);
    },
  },
  {
    name: 'update of several rows → PostgREST: 200 and every changed row',
    async run(c) {
      const { data } = await from(c).update({ tagline: 'Coffee!' }).eq('industry', 'Coffee').select('id');
      expect(ids(data).sort()).toEqual(['r1', 'r4', 'r6']);
    },
  },
  {
    name: 'update matching nothing → PostgREST: 200 and []',
    async run(c) {
      const { data, status } = await from(c).update({ tagline: 'x' }).eq('id', 'none').select();
      expect([status, data]).toEqual([200, []]);
    },
  },
  {
    name: "update with count: 'exact' → PostgREST: 204, count 3",
    async run(c) {
      const { count, status } = await from(c).update({ tagline: 'x' }, { count: 'exact' }).eq('industry', 'Coffee');
      expect([status, count]).toEqual([204, 3]);
    },
  },
  {
    name: 'update().select().single() of one row → PostgREST: 200 and the object',
    async run(c) {
      const { data, status } = await from(c).update({ tagline: 'One' }).eq('id', 'r2').select('id,tagline').single();
      expect([status, data]).toEqual([200, { id: 'r2', tagline: 'One' }]);
    },
  },
  refusedWrite(
    'update of three rows with single()',
    (c) => from(c).update({ tagline: 'x' }).eq('industry', 'Coffee').select().single(),
    406,
    'PGRST116',
  ),
  refusedWrite(
    'update without a filter (pg-safeupdate, as on Supabase)',
    (c) => from(c).update({ tagline: 'x' }) as unknown as PromiseLike<{ status: number; error: unknown }>,
    400,
    '21000',
    /UPDATE requires a WHERE clause/,
  ),
  refusedWrite('update of an unknown column', (c) => from(c).update({ nope: 1 }).eq('id', 'r1'), 400, 'PGRST204'),
  refusedWrite('update of a NOT NULL column to NULL', (c) => from(c).update({ created_at: null }).eq('id', 'r1'), 400, '23502'),
  refusedWrite('update of an integer column with text', (c) => from(c).update({ variant: 'many' }).eq('id', 'r1'), 400, '22P02'),
  refusedWrite('update with an unknown filter column', (c) => from(c).update({ tagline: 'x' }).eq('nope', 1), 400, '42703'),
  refusedWrite(
    'update with maxAffected(1) over three rows',
    (c) => maxAffected(from(c).update({ tagline: 'x' }).eq('industry', 'Coffee'), 1),
    400,
    'PGRST124',
  ),
  {
    name: 'update with maxAffected(3) over three rows → PostgREST: 204',
    async run(c) {
      const { status } = await maxAffected(from(c).update({ tagline: 'x' }).eq('industry', 'Coffee'), 3);
      expect(status).toBe(204);
    },
  },
  {
    name: 'update with {} → PostgREST: 200 and [] with select(), nothing changed',
    async run(c) {
      const before = await c.tableRows();
      const { data, status } = await from(c).update({}).eq('id', 'r1').select();
      expect([status, data]).toEqual([200, []]);
      expect(await c.tableRows()).toEqual(before);
    },
  },
  {
    name: "a user's update of another user's row → PostgREST with an owner policy: 200 and [], unchanged",
    async run(c) {
      const { data, status } = await c.userA.from(TABLE).update({ brand_name: 'Hacked' }).eq('id', 'r5').select();
      expect([status, data]).toEqual([200, []]);
      expect(await cell(c, 'r5', 'brand_name')).toBe('Beta');
    },
  },
  {
    name: "a user's update of their own row → PostgREST: 200 and the row",
    async run(c) {
      const { data } = await c.userA.from(TABLE).update({ brand_name: 'Own' }).eq('id', 'r1').select('id,brand_name');
      expect(data).toEqual([{ id: 'r1', brand_name: 'Own' }]);
    },
  },
  refusedWrite('an anonymous update', (c) => c.anonymous.from(TABLE).update({ brand_name: 'x' }).eq('id', 'r1'), 401, '42501'),
  {
    name: 'update with an or filter → PostgREST: 200 and the matching rows',
    async run(c) {
      const { data } = await from(c).update({ tagline: 'or' }).or('id.eq.r1,id.eq.r5').select('id');
      expect(ids(data).sort()).toEqual(['r1', 'r5']);
    },
  },
];

export const DELETE_CASES: ConformanceCase[] = [
  {
    name: 'delete() without select() → PostgREST: 204, no body',
    async run(c) {
      const { data, status, error } = await from(c).delete().eq('id', 'r1');
      expect([status, data, error]).toEqual([204, null, null]);
      expect(await cell(c, 'r1', 'id')).toBeUndefined();
    },
  },
  {
    name: 'delete().select() → PostgREST: 200 and the deleted rows',
    async run(c) {
      const { data, status } = await from(c).delete().in('id', ['r1', 'r2']).select('id');
      expect([status, ids(data).sort()]).toEqual([200, ['r1', 'r2']]);
    },
  },
  {
    name: "delete with count: 'exact' → PostgREST: 204, count 3",
    async run(c) {
      const { count, status } = await from(c).delete({ count: 'exact' }).eq('industry', 'Coffee');
      expect([status, count]).toEqual([204, 3]);
    },
  },
  {
    name: 'delete matching nothing → PostgREST: 204',
    async run(c) {
      const { status } = await from(c).delete().eq('id', 'none');
      expect(status).toBe(204);
      expect(await c.tableRows()).toHaveLength(6);
    },
  },
  {
    name: 'delete().select().single() of one row → PostgREST: 200 and the object',
    async run(c) {
      const { data, status } = await from(c).delete().eq('id', 'r3').select('id').single();
      expect([status, data]).toEqual([200, { id: 'r3' }]);
    },
  },
  refusedWrite('delete of three rows with single()', (c) => from(c).delete().eq('industry', 'Coffee').select().single(), 406, 'PGRST116'),
  refusedWrite(
    'delete without a filter (pg-safeupdate, as on Supabase)',
    (c) => from(c).delete() as unknown as PromiseLike<{ status: number; error: unknown }>,
    400,
    '21000',
    /DELETE requires a WHERE clause/,
  ),
  refusedWrite(
    'delete with maxAffected(2) over three rows',
    (c) => maxAffected(from(c).delete().eq('industry', 'Coffee'), 2),
    400,
    'PGRST124',
  ),
  refusedWrite('delete with an unknown filter column', (c) => from(c).delete().eq('nope', 1), 400, '42703'),
  refusedWrite('an anonymous delete', (c) => c.anonymous.from(TABLE).delete().eq('id', 'r1'), 401, '42501'),
  {
    name: "a user's delete of another user's row → PostgREST with an owner policy: 204, nothing deleted",
    async run(c) {
      const { status } = await c.userA.from(TABLE).delete().eq('id', 'r5');
      expect(status).toBe(204);
      expect(await cell(c, 'r5', 'id')).toBe('r5');
    },
  },
  {
    name: "a user's delete of their own row → PostgREST: 204, deleted",
    async run(c) {
      const { status } = await c.userA.from(TABLE).delete().eq('id', 'r4');
      expect(status).toBe(204);
      expect(await cell(c, 'r4', 'id')).toBeUndefined();
    },
  },
  {
    name: 'delete with a like filter → PostgREST: the matching rows',
    async run(c) {
      const { data } = await from(c).delete().like('brand_name', '*a*').select('id');
      expect(ids(data).sort()).toEqual(['r2', 'r3', 'r4', 'r5', 'r6']);
    },
  },
];
