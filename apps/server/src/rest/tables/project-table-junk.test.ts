/**
 * Random filters, selections, orders and bodies over every column type of a project table, on both
 * databases: each answer is a success or a 4xx with a known code, never a 500 or a database message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/harness';
import { REST_ERROR_CODES } from '../common/rest-errors';
import { useBoardServer } from '../test-support/project-table-fixture';

const RUNS = 200;
const KNOWN_CODES = new Set<string>(Object.values(REST_ERROR_CODES));

const COLUMNS = ['id', 'title', 'stars', 'score', 'done', 'due_at', 'meta', 'created_at', 'nope'];
const REFS = [
  ...COLUMNS,
  'meta->tags',
  'meta->>author',
  'meta->tags->0',
  'meta->tags->>1',
  'stars->a',
  'meta->',
  'who:meta->a',
  'meta->99999999999',
];
const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'cs', 'cd', 'in', 'is', 'not.eq', 'not.cs', 'not.in'];
const VALUES = [
  '1',
  '-7',
  '1.5',
  '1e400',
  '99999999999999999999',
  'true',
  'false',
  'null',
  '2026-03-01',
  '2026-02-30',
  '2026-03-01T10:00:00+01:00',
  '99999-01-01',
  '{"a":1}',
  '["a","b"]',
  '{oops',
  '(1,2)',
  '(true,"x")',
  'a*b',
  "it's",
  '',
];

/** A value of any type, for any column of a body. */
const bodyValue = fc.oneof(
  fc.constantFrom(...VALUES),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

describe.each(TEST_DIALECTS)('project table junk on %s', (dialect) => {
  const suite = useBoardServer(dialect);

  const expectCoded = (status: number, body: string) => {
    expect(status, body).toBeLessThan(500);
    if (status >= 400) {
      expect(KNOWN_CODES.has(JSON.parse(body).code), body).toBe(true);
      expect(body).not.toMatch(/syntax error|SQLITE_|SELECT .*FROM|relation "|near "|operator does not exist|malformed/);
    }
  };

  it('answers random reads with rows or a coded 400', async () => {
    const filter = fc.tuple(fc.constantFrom(...REFS), fc.constantFrom(...OPERATORS), fc.constantFrom(...VALUES));
    const select = fc.subarray(REFS, { maxLength: 3 });
    const order = fc.tuple(fc.constantFrom(...REFS), fc.constantFrom('', '.asc', '.desc.nullsfirst'));
    await fc.assert(
      fc.asyncProperty(fc.array(filter, { maxLength: 3 }), select, fc.option(order), async (filters, columns, sort) => {
        const params = new URLSearchParams();
        for (const [ref, operator, value] of filters) params.append(ref, `${operator}.${encodeURIComponent(value)}`);
        if (columns.length > 0) params.set('select', columns.join(','));
        if (sort) params.set('order', `${sort[0]}${sort[1]}`);
        const response = await suite.call('a', 'notes', { method: 'GET', query: params.toString() });
        expectCoded(response.statusCode, response.body);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers random writes with the row or a coded 4xx, and writes nothing on a refusal', async () => {
    const body = fc.dictionary(fc.constantFrom(...COLUMNS.filter((column) => column !== 'id')), bodyValue, { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(body, async (row) => {
        const before = await suite.rows('notes');
        const response = await suite.call('a', 'notes', { method: 'POST', body: { title: 'junk', ...row } });
        expectCoded(response.statusCode, response.body);
        if (response.statusCode >= 400) expect(await suite.rows('notes')).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});
