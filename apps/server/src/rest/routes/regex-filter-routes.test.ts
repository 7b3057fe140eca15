/**
 * `match` / `imatch` against the real server on both databases: a pattern that backtracks exponentially answers at
 * once, signed in or anonymous; both databases take the same language; patterns and matched values have limits.
 */
import { describe, expect, it } from 'vitest';
import { MAX_REGEX_LENGTH, MAX_REGEX_SUBJECT_LENGTH } from '../../db/regex-pattern';
import { TEST_DIALECTS } from '../../test/harness';
import { useBoardServer } from '../test-support/project-table-fixture';
import { USER_A } from '../test-support/rest-test-kit';

/** 64 letters and a mark: a backtracking engine tries 2^64 ways to match `^(a|a)*$` before it fails. */
const TRAP = `${'a'.repeat(64)}!`;
const query = (column: string, operator: string, pattern: string) => `select=id&${column}=${operator}.${encodeURIComponent(pattern)}`;

describe.each(TEST_DIALECTS)('regular-expression filters on %s', (dialect) => {
  const suite = useBoardServer(dialect);

  async function addRows(table: string, rows: Record<string, unknown>[]) {
    const response = await suite.call('service', table, { method: 'POST', body: rows });
    expect(response.statusCode, response.body).toBe(201);
  }

  it.each(['^(a|a)*$', '^(a+)+$', '^(a|aa)*$', '^(a?){32}a{32}$', '^(.*a){24}$'])(
    'answers %s over its own trap row at once, signed in and anonymous',
    async (pattern) => {
      await addRows('notes', [{ id: 'trap', user_id: USER_A, title: TRAP }]);
      await addRows('announcements', [{ id: 'trap', body: TRAP }]);
      for (const operator of ['match', 'imatch']) {
        const own = await suite.call('a', 'notes', { method: 'GET', query: query('title', operator, pattern) });
        expect(own.statusCode, own.body).toBe(200);
        expect(own.json()).toEqual([]);
        const anonymous = await suite.call('anonymous', 'announcements', { method: 'GET', query: query('body', operator, pattern) });
        expect(anonymous.statusCode, anonymous.body).toBe(200);
        expect(anonymous.json()).toEqual([]);
      }
      const matching = await suite.call('a', 'notes', { method: 'GET', query: query('title', 'match', '^(a|a)*!$') });
      expect(matching.json()).toEqual([{ id: 'trap' }]);
    },
  );

  it.each([
    ['\\bten\\b', ['n1']],
    ['\\yten\\y', ['n1']],
    ['\\Bon', ['n3']],
    ['n\\z', ['n1']],
    ['^n', ['n2', 'n3']],
  ])('reads %s alike on both databases (RE2 and PostgreSQL spellings)', async (pattern, ids) => {
    const response = await suite.call('a', 'notes', { method: 'GET', query: `${query('title', 'match', pattern)}&order=id` });
    expect(response.json()).toEqual(ids.map((id) => ({ id })));
  });

  it.each(['(?=t)en', '(ten)\\1', '\\x74en', 'te{1,300}n', '(?i)TEN'])(
    'refuses %s, which the two engines would read differently, with 400 INVALID_VALUE',
    async (pattern) => {
      const response = await suite.call('a', 'notes', { method: 'GET', query: query('title', 'match', pattern) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('INVALID_VALUE');
    },
  );

  it('refuses a pattern over the length limit with 400 REGEX_TOO_LONG', async () => {
    const response = await suite.call('a', 'notes', { method: 'GET', query: query('title', 'match', 'x'.repeat(MAX_REGEX_LENGTH + 1)) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('REGEX_TOO_LONG');
  });

  it.runIf(dialect === 'sqlite')('refuses to match a value over the length limit with 400 REGEX_SUBJECT_TOO_LONG', async () => {
    await addRows('notes', [{ id: 'long', user_id: USER_A, title: 'a'.repeat(MAX_REGEX_SUBJECT_LENGTH + 1) }]);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await suite.call('a', 'notes', {
        method,
        query: query('title', 'match', '^b'),
        ...(method === 'PATCH' ? { body: { title: 'changed' } } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('REGEX_SUBJECT_TOO_LONG');
    }
    expect((await suite.rows('notes')).map((row) => row.id)).toContain('long');
  });
});
