/**
 * The filter compiler on number and boolean columns, straight against both databases (the REST API
 * exposes only text columns today): random filter trees compiled to SQL and run on a scratch table,
 * compared with the in-memory oracle.
 */
import type { FilterCompareOperator } from '@logo-dna/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import type { FilterNode } from '../query/filter-ast';
import { defineTable } from '../tables/table-registry';
import { filterRows } from '../test-support/filter-oracle';
import { filterTree } from '../test-support/rest-test-kit';
import { compileSelect } from './read-compiler';

const RUNS = 500;

const TABLE = defineTable({
  name: 'rest_property_numbers',
  primaryKey: 'id',
  policy: { kind: 'service-only' },
  columns: [
    { name: 'id', type: 'text' },
    { name: 'score', type: 'integer' },
    { name: 'ratio', type: 'real' },
    { name: 'done', type: 'boolean' },
  ],
});

const INTEGERS = [-3, 0, 1, 2, 7, 10, 100];
const REALS = [-1.5, 0, 0.25, 0.5, 1, 2.75, 1e6];

function seededRows() {
  return Array.from({ length: 40 }, (_, i) => ({
    id: `n${String(i).padStart(2, '0')}`,
    score: i % 9 === 8 ? null : (INTEGERS[i % INTEGERS.length] as number),
    ratio: i % 7 === 6 ? null : (REALS[(i * 3) % REALS.length] as number),
    done: i % 5 === 4 ? null : i % 2,
  }));
}

const compare = fc.constantFrom<FilterCompareOperator>('eq', 'neq', 'gt', 'gte', 'lt', 'lte');
const negated = fc.boolean();
const integerText = fc.oneof(fc.constantFrom(...INTEGERS), fc.integer({ min: -20, max: 120 })).map(String);
const realText = fc.oneof(fc.constantFrom(...REALS), fc.double({ min: -10, max: 10, noNaN: true })).map(String);
const booleanText = fc.constantFrom('0', '1', 'true', 'false');

const leaf: fc.Arbitrary<FilterNode> = fc.oneof(
  fc.record({ kind: fc.constant('compare' as const), column: fc.constant('score'), operator: compare, value: integerText, negated }),
  fc.record({ kind: fc.constant('compare' as const), column: fc.constant('ratio'), operator: compare, value: realText, negated }),
  fc.record({
    kind: fc.constant('compare' as const),
    column: fc.constant('done'),
    operator: fc.constantFrom<FilterCompareOperator>('eq', 'neq'),
    value: booleanText,
    negated,
  }),
  fc.record({ kind: fc.constant('in' as const), column: fc.constant('score'), values: fc.array(integerText, { maxLength: 4 }), negated }),
  fc.record({
    kind: fc.constant('is' as const),
    column: fc.constantFrom('score', 'ratio', 'done'),
    target: fc.constant('null' as const),
    negated,
  }),
  fc.record({
    kind: fc.constant('is' as const),
    column: fc.constant('done'),
    target: fc.constantFrom('true' as const, 'false' as const),
    negated,
  }),
);

const tree = filterTree(leaf);

describe.each(TEST_DIALECTS)('typed filter compilation on %s', (dialect) => {
  let server: TestServer;
  const rows = seededRows();

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    const real = dialect === 'postgres' ? 'DOUBLE PRECISION' : 'REAL';
    await server.deps.db.query(`CREATE TABLE rest_property_numbers (id TEXT PRIMARY KEY, score INTEGER, ratio ${real}, done INTEGER)`);
    for (const row of rows) {
      await server.deps.db.query('INSERT INTO rest_property_numbers (id, score, ratio, done) VALUES (?, ?, ?, ?)', [
        row.id,
        row.score,
        row.ratio,
        row.done,
      ]);
    }
  });
  afterAll(async () => server.close());

  it('selects exactly the rows the oracle selects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(tree, { minLength: 1, maxLength: 3 }), async (filters) => {
        const statement = compileSelect({ table: TABLE, dialect, select: ['id'], filters, order: [], limit: 1000, offset: 0 });
        const { rows: found } = await server.deps.db.query<{ id: string }>(statement.sql, statement.params);
        expect(found.map((row) => row.id)).toEqual(filterRows(rows, filters).map((row) => row.id));
      }),
      { numRuns: RUNS },
    );
  });
});
