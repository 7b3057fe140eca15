/** SQLite's REGEXP: RE2 matching, NULL in and out, and the statement deadline it checks on every row. */
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toInputRefusal } from '../rest/routes/database-errors';
import { registerSqliteFunctions, withFunctionDeadline } from './sqlite-functions';

describe('REGEXP on SQLite', () => {
  let db: BetterSqlite3.Database;
  beforeEach(() => {
    db = new BetterSqlite3(':memory:');
    registerSqliteFunctions(db);
    db.exec("CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('Acme'), ('beta'), (NULL)");
  });
  afterEach(() => db.close());

  const matching = (sql: string, pattern: string) =>
    db
      .prepare(sql)
      .all(pattern)
      .map((row) => (row as { v: string }).v);

  it('matches with RE2 semantics, case-insensitively through iregexp, and keeps NULL unknown', () => {
    expect(matching('SELECT v FROM t WHERE v REGEXP ?', '^[A-Z]')).toEqual(['Acme']);
    expect(matching('SELECT v FROM t WHERE iregexp(?, v)', '^a')).toEqual(['Acme']);
    expect(matching('SELECT v FROM t WHERE (v REGEXP ?) IS NULL', 'x')).toEqual([null]);
  });

  it('stops a statement past its deadline with PostgreSQL query_canceled, which the API answers as a timeout', () => {
    const run = () => withFunctionDeadline(0, () => db.prepare('SELECT v FROM t WHERE v REGEXP ?').all('a'));
    expect(run).toThrow(expect.objectContaining({ code: '57014' }));
    let error: unknown;
    try {
      run();
    } catch (caught) {
      error = caught;
    }
    expect(toInputRefusal(error)?.code).toBe('STATEMENT_TIMEOUT');
    // Outside a deadline the same statement runs.
    expect(db.prepare('SELECT v FROM t WHERE v REGEXP ?').all('a')).toHaveLength(1);
  });
});
