/**
 * Grammar-based property test of the filter language: random filter trees over seeded rows, sent as
 * the client sends them, compared with the in-memory oracle. Also: random junk never yields a 500.
 */
import type { FilterCompareOperator } from '@logo-dna/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness';
import { REST_ERROR_CODES } from '../common/rest-errors';
import type { FilterNode } from '../query/filter-ast';
import { filterRows } from '../test-support/filter-oracle';
import {
  callRest,
  filterTree,
  logoSystemRow,
  seedRows,
  serviceAuthorization,
  USER_A,
  USER_B,
  userAuthorization,
} from '../test-support/rest-test-kit';

/** Cases per dialect; two dialects and two properties make well over 2,000 per run. */
const RUNS = 1_000;
const JUNK_RUNS = 250;

const COLUMNS = ['brand_name', 'industry', 'tagline', 'designer_dna'] as const;
const POOL = [
  'Acme',
  'acme',
  'ACME',
  'acme labs',
  'Zeta',
  'zeta co',
  'a,b',
  'x(y)',
  'quo"te',
  'back\\slash',
  '100%',
  'under_score',
  'star*',
  'Émile',
  'émile',
  'ünï',
  '😀 emoji',
  '',
  ' lead',
  'a.b',
  'null',
  'eq.1',
];
const CHARS = ['a', 'A', 'z', 'Z', 'é', 'É', '😀', ',', '(', ')', '"', '\\', '%', '_', '*', '.', ' ', '0', '9'];

/** Deterministic rows: each column takes a pool value or NULL, chosen by a fixed formula. */
function seededRows() {
  const rows: Record<string, string | null>[] = [];
  for (let i = 0; i < 48; i++) {
    const pick = (salt: number) => {
      const k = (i * 7 + salt * 13) % (POOL.length + 3);
      return k < POOL.length ? (POOL[k] as string) : null;
    };
    rows.push({
      id: `r${String(i).padStart(2, '0')}`,
      user_id: i % 6 === 5 ? USER_B : USER_A,
      brand_name: pick(1),
      industry: pick(2),
      tagline: pick(3),
      designer_dna: pick(4),
    });
  }
  return rows;
}

const text = fc.oneof(fc.constantFrom(...POOL), fc.string({ unit: fc.constantFrom(...CHARS), maxLength: 6 }));
const pattern = fc
  .array(fc.oneof(fc.constantFrom('*', '%', '_'), fc.constantFrom(...CHARS.filter((c) => !'*%_'.includes(c))), fc.constantFrom(...POOL)), {
    maxLength: 4,
  })
  .map((parts) => parts.join(''));
const column = fc.constantFrom(...COLUMNS);
const negated = fc.boolean();

const leaf: fc.Arbitrary<FilterNode> = fc.oneof(
  fc.record({
    kind: fc.constant('compare' as const),
    column,
    operator: fc.constantFrom<FilterCompareOperator>('eq', 'neq', 'gt', 'gte', 'lt', 'lte'),
    value: text,
    negated,
  }),
  fc.record({
    kind: fc.constant('compare' as const),
    column,
    operator: fc.constantFrom<FilterCompareOperator>('like', 'ilike'),
    value: pattern,
    negated,
  }),
  fc.record({ kind: fc.constant('in' as const), column, values: fc.array(text, { maxLength: 4 }), negated }),
  fc.record({ kind: fc.constant('is' as const), column, target: fc.constant('null' as const), negated }),
);

const tree = filterTree(leaf);

/** The client's value encoding: percent-encoded once, parentheses too; sometimes also double-quoted. */
const encodeValue = (value: string, quote: boolean) => {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return quote ? `"${encoded}"` : encoded;
};

function operand(node: Exclude<FilterNode, { kind: 'group' }>, quote: boolean): string {
  const not = node.negated ? 'not.' : '';
  if (node.kind === 'is') return `${not}is.null`;
  // `in.()` is the empty list, so a lone empty string must be quoted to be told apart.
  if (node.kind === 'in') return `${not}in.(${node.values.map((value) => encodeValue(value, quote || value === '')).join(',')})`;
  return `${not}${node.operator}.${encodeValue(node.value, quote)}`;
}

function member(node: FilterNode, quote: boolean): string {
  if (node.kind !== 'group') return `${node.column}.${operand(node, quote)}`;
  return `${node.negated ? 'not.' : ''}${node.combinator}(${node.children.map((child) => member(child, quote)).join(',')})`;
}

function toSearch(filters: FilterNode[], quote: boolean): string {
  const params = new URLSearchParams({ select: 'id', order: 'id.asc' });
  for (const filter of filters) {
    if (filter.kind === 'group')
      params.append(
        `${filter.negated ? 'not.' : ''}${filter.combinator}`,
        `(${filter.children.map((child) => member(child, quote)).join(',')})`,
      );
    else params.append(filter.column, operand(filter, false));
  }
  return params.toString();
}

const KNOWN_CODES = new Set<string>([...Object.values(REST_ERROR_CODES), 'VALIDATION_ERROR', 'NOT_FOUND']);

describe.each(TEST_DIALECTS)('filter language property on %s', (dialect) => {
  let server: TestServer;
  let authorization: string;
  const rows = seededRows();
  const visible = rows.filter((row) => row.user_id === USER_A);

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    authorization = await userAuthorization(server, USER_A);
    await seedRows(
      server,
      rows.map((row) => logoSystemRow(row.id as string, row.user_id as string, row)),
    );
  });
  afterAll(async () => server.close());

  it('returns exactly the rows the oracle selects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(tree, { minLength: 1, maxLength: 3 }), fc.boolean(), async (filters, quote) => {
        const response = await callRest(server, { method: 'GET', query: toSearch(filters, quote), authorization });
        expect(response.statusCode, response.body).toBe(200);
        const expected = filterRows(visible, filters).map((row) => row.id);
        expect((response.json() as { id: string }[]).map((row) => row.id)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers junk with a 200 or a coded 400, never a 500 or a database message', async () => {
    const junk = fc.string({ unit: fc.constantFrom(...CHARS, '=', '&', 'n', 'o', 't', 'r', 'q', 'i', 'l', 'k', 'e', 's'), maxLength: 40 });
    const key = fc.oneof(fc.constantFrom('and', 'or', 'not.or', 'select', 'order', 'limit', 'cursor', ...COLUMNS), junk);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, junk), { maxLength: 4 }), async (pairs) => {
        const params = new URLSearchParams(pairs);
        const response = await callRest(server, { method: 'GET', query: params.toString(), authorization: serviceAuthorization(server) });
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) {
          expect(KNOWN_CODES.has(response.json().code), response.body).toBe(true);
          expect(response.body).not.toMatch(/syntax error|SQLITE_|SELECT .*FROM|relation "|near "/);
        }
      }),
      { numRuns: JUNK_RUNS },
    );
  });
});
