/**
 * A caller's filters run only on the rows the policy gives the caller, never on other users' rows, so no filter's
 * cost can tell what those rows hold: reads, counts, PATCH and DELETE, on an owner table and on the versions table.
 * SQLite: every value the REGEXP function is given is recorded; PostgreSQL: EXPLAIN ANALYZE shows the rows that
 * reach the node applying the caller's filter.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SqlValue } from '../../db/database';
import { MAX_REGEX_SUBJECT_LENGTH } from '../../db/regex-pattern';
import { TEST_DIALECTS } from '../../test/harness';
import { resolveAccessScope } from '../tables/access-policy';
import { useBoardServer } from '../test-support/project-table-fixture';
import { callRest, logoSystemRow, seedRows, USER_A, USER_B, userAuthorization } from '../test-support/rest-test-kit';
import { compileSelect } from './read-compiler';
import { compileDelete, compileUpdate } from './write-compiler';

/** Every value SQLite's REGEXP matched, in order. */
const seen = vi.hoisted(() => ({ subjects: [] as string[] }));
vi.mock('../../db/regex-pattern', async (original) => {
  const actual = await original<typeof import('../../db/regex-pattern')>();
  return {
    ...actual,
    regexMatches: (pattern: string, caseInsensitive: boolean, subject: string) => {
      seen.subjects.push(subject);
      return actual.regexMatches(pattern, caseInsensitive, subject);
    },
  };
});

const SECRET = 'Kq7pZ-private';
const A_TITLES = ['ten', 'nine', 'none'];

describe.each(TEST_DIALECTS)('caller filters and other users’ rows on %s', (dialect) => {
  const suite = useBoardServer(dialect);

  async function addSecret(title = SECRET) {
    const response = await suite.call('service', 'notes', { method: 'POST', body: { id: 'secret', user_id: USER_B, title } });
    expect(response.statusCode, response.body).toBe(201);
  }

  const probes: { name: string; method: 'GET' | 'PATCH' | 'DELETE'; query: string }[] = [
    { name: 'a read', method: 'GET', query: 'title=match.%5EKq7' },
    { name: 'a read by the other row’s id', method: 'GET', query: 'id=eq.secret&title=match.%5EKq7' },
    { name: 'a count', method: 'GET', query: 'select=id&title=imatch.%5Ekq7' },
    { name: 'a PATCH', method: 'PATCH', query: 'title=match.%5EKq7' },
    { name: 'a DELETE', method: 'DELETE', query: 'or=(id.eq.secret,title.match.%5EKq7)' },
  ];

  it.runIf(dialect === 'sqlite').each(probes)('runs the filter of $name on the caller’s rows only', async ({ method, query }) => {
    await addSecret();
    seen.subjects.length = 0;
    const response = await suite.call('a', 'notes', {
      method,
      query,
      ...(method === 'PATCH' ? { body: { title: 'taken' } } : {}),
      ...(query.startsWith('select') ? { prefer: 'count=exact' } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
    // Only the caller's own titles; by id, none of them has the id, so the filter meets no row at all.
    expect(new Set(seen.subjects)).toEqual(new Set(query.includes('id=eq.') ? [] : A_TITLES));
    expect((await suite.rows('notes')).find((row) => row.id === 'secret')?.title).toBe(SECRET);
  });

  it.runIf(dialect === 'sqlite')('never meets another user’s value too long to match, so its length tells nothing', async () => {
    await addSecret('a'.repeat(MAX_REGEX_SUBJECT_LENGTH + 1));
    const response = await suite.call('a', 'notes', { method: 'GET', query: 'title=match.x' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.runIf(dialect === 'sqlite')('runs a filter on logo_system_versions over the caller’s versions only', async () => {
    const server = suite.server();
    await seedRows(server, [logoSystemRow('sys_a', USER_A), logoSystemRow('sys_b', USER_B, { brand_name: SECRET })]);
    seen.subjects.length = 0;
    const response = await callRest(server, {
      method: 'GET',
      table: 'logo_system_versions',
      query: 'select=id&record=match.Kq7',
      authorization: await userAuthorization(server, USER_A),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
    expect(seen.subjects).toHaveLength(1);
    expect(seen.subjects[0]).toContain('"brandName":"Brand sys_a"');
  });

  /** Rows that reached the plan node applying the caller's regular expression (EXPLAIN ANALYZE, rolled back). */
  async function rowsBeforeFilter(sql: string, params: readonly SqlValue[]): Promise<number[]> {
    const db = suite.server().deps.db;
    const counts: number[] = [];
    await db
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
        const visit = (node: Record<string, unknown>) => {
          if (typeof node.Filter === 'string' && node.Filter.includes('~')) {
            counts.push(Number(node['Actual Rows']) + Number(node['Rows Removed by Filter'] ?? 0));
          }
          for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
        };
        const plans = rows[0]?.['QUERY PLAN'] as { Plan: Record<string, unknown> }[] | undefined;
        visit(plans?.[0]?.Plan ?? {});
        throw new Error('roll back');
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    return counts;
  }

  it.runIf(dialect === 'postgres')('applies the caller’s filter to the caller’s rows only, in reads and writes', async () => {
    await addSecret();
    const table = await suite.server().deps.tables.find('notes');
    if (!table) throw new Error('notes is not served');
    const policy = resolveAccessScope(table, { kind: 'user', userId: USER_A }, 'write').filters;
    const filters = [{ kind: 'compare' as const, column: 'title', operator: 'match' as const, value: '^Kq7', negated: false }];
    const plan = { table, dialect, filters, policy, returning: undefined };
    const statements = [
      compileSelect({ ...plan, select: undefined, order: [], limit: 10, offset: 0 }),
      compileUpdate({ ...plan, values: new Map([['title', 'taken']]) }),
      compileDelete(plan),
    ];
    for (const statement of statements) expect(await rowsBeforeFilter(statement.sql, statement.params), statement.sql).toEqual([3]);
  });
});
