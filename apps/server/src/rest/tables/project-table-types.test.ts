/**
 * Column types of project tables on both databases: numbers compare as numbers, booleans read true/false,
 * timestamps are ISO instants, JSON documents go in and out as values with `->`/`->>` paths and `cs`/`cd`;
 * every mistake is a 4xx with a code.
 */
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/harness';
import { type As, useBoardServer } from '../test-support/project-table-fixture';
import type { RestCall } from '../test-support/rest-test-kit';

interface Case {
  name: string;
  as?: As;
  table?: string;
  call: Omit<RestCall, 'authorization' | 'table'>;
  status: number;
  code?: string;
  expect?: (body: unknown) => void;
}

const get = (query: string): Case['call'] => ({ method: 'GET', query });
const ids = (body: unknown) => (body as { id: string }[]).map((row) => row.id);
const idsAre =
  (...expected: string[]) =>
  (body: unknown) =>
    expect(ids(body)).toEqual(expected);
/** The client's second percent-encoding of a value (a `+` would otherwise read as a space). */
const enc = (value: string) => encodeURIComponent(value);

const TYPES: Case[] = [
  { name: 'gt on an integer compares numbers (10 > 9)', call: get('stars=gt.9&order=id'), status: 200, expect: idsAre('n1') },
  { name: 'lt on an integer compares numbers (9 < 10)', call: get('stars=lt.10'), status: 200, expect: idsAre('n2') },
  { name: 'in on an integer', call: get('stars=in.(9,100)'), status: 200, expect: idsAre('n2') },
  { name: 'order by an integer, NULLs last', call: get('order=stars.desc.nullslast'), status: 200, expect: idsAre('n1', 'n2', 'n3') },
  { name: 'a range on a real', call: get('score=gte.0.5&score=lt.2.5'), status: 200, expect: idsAre('n2') },
  { name: 'is.true on a boolean', call: get('done=is.true'), status: 200, expect: idsAre('n1') },
  {
    name: 'eq.false and the original client eq.0',
    call: get('done=eq.false&or=(done.eq.0)&order=id'),
    status: 200,
    expect: idsAre('n2', 'n3'),
  },
  {
    name: 'booleans read true and false, numbers as numbers',
    call: get('select=id,done,stars,score&id=in.(n1,n3)&order=id'),
    status: 200,
    expect: (b) =>
      expect(b).toEqual([
        { id: 'n1', done: true, stars: 10, score: 2.5 },
        { id: 'n3', done: false, stars: null, score: null },
      ]),
  },
  { name: 'gt on a timestamp given as a date', call: get('due_at=gt.2026-02-15'), status: 200, expect: idsAre('n1') },
  {
    name: 'lt on a timestamp given with an offset (11:00+01:00 is 10:00Z)',
    call: get(`due_at=lt.${enc('2026-03-01T11:00:00+01:00')}`),
    status: 200,
    expect: idsAre('n2'),
  },
  {
    name: 'eq on a timestamp in another spelling of the instant',
    call: get('due_at=eq.2026-03-01 10:00:00.000000Z'),
    status: 200,
    expect: idsAre('n1'),
  },
  {
    name: 'timestamps read as ISO instants in UTC',
    call: get('select=id,due_at&id=in.(n1,n2)&order=id'),
    status: 200,
    expect: (b) =>
      expect(b).toEqual([
        { id: 'n1', due_at: '2026-03-01T10:00:00.000Z' },
        { id: 'n2', due_at: '2026-02-01T00:00:00.000Z' },
      ]),
  },
];

const JSON_CASES: Case[] = [
  {
    name: 'a JSON column reads as its value',
    call: get('select=id,meta&id=eq.n1'),
    status: 200,
    expect: (b) => expect(b).toEqual([{ id: 'n1', meta: { author: 'ada', tags: ['a', 'b'], rank: 2 } }]),
  },
  {
    name: '->> selects text and -> selects JSON, under the last key or an alias',
    call: get('select=id,meta->>author,meta->tags,rank:meta->rank,first:meta->tags->>0&order=id&id=in.(n1,n2)'),
    status: 200,
    expect: (b) =>
      expect(b).toEqual([
        { id: 'n1', author: 'ada', tags: ['a', 'b'], rank: 2, first: 'a' },
        { id: 'n2', author: 'bob', tags: ['b'], rank: 10, first: 'b' },
      ]),
  },
  { name: 'a filter on ->>', call: get('meta->>author=eq.bob'), status: 200, expect: idsAre('n2') },
  {
    name: 'order by ->> (as text: "10" before "2")',
    call: get('order=meta->>rank.asc&id=in.(n1,n2)'),
    status: 200,
    expect: idsAre('n2', 'n1'),
  },
  { name: 'cs on a path', call: get('meta->tags=cs.["b"]&order=id'), status: 200, expect: idsAre('n1', 'n2') },
  { name: 'cs on the document', call: get('meta=cs.{"author":"ada","tags":["b"]}'), status: 200, expect: idsAre('n1') },
  { name: 'cd on the document', call: get('meta=cd.{"author":"bob","tags":["b","c"],"rank":10,"x":1}'), status: 200, expect: idsAre('n2') },
  { name: 'not.cs leaves out NULL documents', call: get('meta=not.cs.{"author":"ada"}'), status: 200, expect: idsAre('n2') },
  { name: 'is.null on a document', call: get('meta=is.null'), status: 200, expect: idsAre('n3') },
  {
    name: 'not.is.null on a key (the document of n3 is NULL)',
    call: get('meta->rank=not.is.null&order=id'),
    status: 200,
    expect: idsAre('n1', 'n2'),
  },
  { name: 'is.null on a key a document lacks', call: get('meta->nope=is.null&order=id'), status: 200, expect: idsAre('n1', 'n2', 'n3') },
  {
    name: 'any JSON value goes in and comes back: a string, a number, an array',
    as: 'service',
    table: 'posts',
    call: {
      method: 'POST',
      query: 'select=id,tags',
      body: [
        { id: 'j1', author_id: 'u', body: 'x', tags: 'just text' },
        { id: 'j2', author_id: 'u', body: 'x', tags: 42 },
        { id: 'j3', author_id: 'u', body: 'x', tags: [{ a: true }, null] },
      ],
    },
    status: 201,
    expect: (b) =>
      expect(b).toEqual([
        { id: 'j1', tags: 'just text' },
        { id: 'j2', tags: 42 },
        { id: 'j3', tags: [{ a: true }, null] },
      ]),
  },
];

const REFUSALS: Case[] = [
  { name: 'an unknown table', table: 'nowhere', call: get(''), status: 404, code: 'TABLE_NOT_FOUND' },
  { name: 'an unknown column in a filter', call: get('nope=eq.1'), status: 400, code: 'UNKNOWN_COLUMN' },
  { name: 'an unknown column in select', call: get('select=id,nope'), status: 400, code: 'UNKNOWN_COLUMN' },
  { name: 'an unknown column in order', call: get('order=nope'), status: 400, code: 'UNKNOWN_COLUMN' },
  { name: 'order by a JSON document', call: get('order=meta.desc'), status: 400, code: 'INVALID_ORDER' },
  { name: 'order by a -> path', call: get('order=meta->rank'), status: 400, code: 'INVALID_ORDER' },
  {
    name: 'a column of an unserved type (DATE) is unknown',
    table: 'events',
    as: 'service',
    call: get('select=day'),
    status: 400,
    code: 'UNKNOWN_COLUMN',
  },
  { name: 'text for an integer', call: get('stars=gt.ten'), status: 400, code: 'INVALID_VALUE' },
  { name: 'a fraction for an integer', call: get('stars=eq.1.5'), status: 400, code: 'INVALID_VALUE' },
  { name: 'a word for a boolean', call: get('done=eq.maybe'), status: 400, code: 'INVALID_VALUE' },
  { name: 'a word for a timestamp', call: get('due_at=gt.yesterday'), status: 400, code: 'INVALID_VALUE' },
  { name: 'a day that does not exist', call: get('due_at=gt.2026-02-30'), status: 400, code: 'INVALID_VALUE' },
  { name: 'is.true on text', call: get('title=is.true'), status: 400, code: 'INVALID_FILTER' },
  { name: 'gt on a JSON document', call: get('meta=gt.1'), status: 400, code: 'INVALID_FILTER' },
  { name: 'eq on a -> path', call: get('meta->rank=eq.2'), status: 400, code: 'INVALID_FILTER' },
  { name: 'cs on text', call: get('title=cs.["a"]'), status: 400, code: 'INVALID_FILTER' },
  { name: 'cs with a value that is not JSON', call: get('meta=cs.{author'), status: 400, code: 'INVALID_VALUE' },
  { name: 'a path into a text column', call: get('title->>a=eq.x'), status: 400, code: 'INVALID_FILTER' },
  {
    name: 'a body value of the wrong type',
    call: { method: 'POST', body: { title: 't', stars: 'many' } },
    status: 400,
    code: 'INVALID_VALUE',
  },
  {
    name: 'a number for a timestamp',
    call: { method: 'POST', body: { title: 't', due_at: 1767225600000 } },
    status: 400,
    code: 'INVALID_VALUE',
  },
  { name: 'null for a NOT NULL column', call: { method: 'POST', body: { title: null } }, status: 400, code: 'INVALID_VALUE' },
  { name: 'a NOT NULL column left out', call: { method: 'POST', body: { stars: 1 } }, status: 400, code: 'CONSTRAINT_VIOLATION' },
  { name: 'an unknown body key', call: { method: 'POST', body: { title: 't', mood: 'x' } }, status: 400, code: 'UNKNOWN_COLUMN' },
  { name: 'a duplicate key', call: { method: 'POST', body: { id: 'n1', title: 't' } }, status: 409, code: 'DUPLICATE_KEY' },
];

describe.each(TEST_DIALECTS)('project table types on %s', (dialect) => {
  const suite = useBoardServer(dialect);

  describe.each([
    ['types', TYPES],
    ['JSON', JSON_CASES],
    ['refusals', REFUSALS],
  ])('%s', (_group, cases) => {
    it.each(cases)('$name → $status', async (c) => {
      const response = await suite.call(c.as ?? 'a', c.table ?? 'notes', c.call);
      expect(response.statusCode, response.body).toBe(c.status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      if (c.code) expect(body).toMatchObject({ code: c.code, message: expect.any(String) });
      c.expect?.(body);
    });
  });

  it('fills a text key with a random id and a CURRENT_TIMESTAMP column with the ISO instant of the insert', async () => {
    const before = Date.now();
    const response = await suite.call('a', 'notes', { method: 'POST', body: { title: 'new', due_at: '2026-05-01T12:30:00-02:00' } });
    const [row] = response.json() as Record<string, unknown>[];
    expect(row).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      user_id: 'user_a',
      done: false,
      due_at: '2026-05-01T14:30:00.000Z',
    });
    const created = Date.parse(String(row?.created_at));
    expect(String(row?.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
  });

  it('updates a JSON document and a boolean, and reads them back as values', async () => {
    const response = await suite.call('a', 'notes', {
      method: 'PATCH',
      query: 'id=eq.n3&select=id,done,meta',
      body: { done: true, meta: { author: 'cy' } },
    });
    expect(response.json()).toEqual([{ id: 'n3', done: true, meta: { author: 'cy' } }]);
    const read = await suite.call('a', 'notes', { method: 'GET', query: 'meta->>author=eq.cy&done=is.true&select=id' });
    expect(read.json()).toEqual([{ id: 'n3' }]);
  });

  it('serves the columns of a table whose other columns have types it does not serve', async () => {
    const response = await suite.call('service', 'events', { method: 'POST', body: { id: 'e1', note: 'kept' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual([{ id: 'e1', note: 'kept' }]);
  });
});
