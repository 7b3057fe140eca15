/** The SQLite adapter's rows: built from raw value arrays, they must read exactly as the driver's own. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { createSqliteDatabase } from './sqlite';

describe('sqlite adapter rows', () => {
  let db: Database;
  beforeEach(async () => {
    db = createSqliteDatabase(':memory:');
    await db.query('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, score REAL, data BLOB)');
    await db.query('INSERT INTO t (id, name, score, data) VALUES (?, ?, ?, ?), (?, ?, ?, ?)', [
      1,
      'a',
      1.5,
      new Uint8Array([1, 2]),
      2,
      null,
      null,
      null,
    ]);
  });
  afterEach(async () => db.close());

  it('returns one object per row with the columns in order', async () => {
    const result = await db.query('SELECT id, name, score FROM t ORDER BY id');
    expect(result.columns).toEqual(['id', 'name', 'score']);
    expect(result.rows).toEqual([
      { id: 1, name: 'a', score: 1.5 },
      { id: 2, name: null, score: null },
    ]);
    expect(Object.keys(result.rows[0] ?? {})).toEqual(['id', 'name', 'score']);
    expect(result.rowCount).toBe(2);
  });

  it('keeps blobs as bytes', async () => {
    const { rows } = await db.query<{ data: Uint8Array }>('SELECT data FROM t WHERE id = 1');
    expect([...(rows[0]?.data ?? [])]).toEqual([1, 2]);
  });

  it('makes any column name a plain own property, __proto__ and quotes included', async () => {
    const { rows } = await db.query('SELECT 1 AS "__proto__", 2 AS "a""b}); (", 3 AS "constructor"');
    const row = rows[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(row)).toEqual(['__proto__', 'a"b}); (', 'constructor']);
    expect(row['a"b}); (']).toBe(2);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
  });

  it('keeps the last value of a repeated column name, as the driver does', async () => {
    const { rows, columns } = await db.query('SELECT 1 AS x, 2 AS x');
    expect(columns).toEqual(['x', 'x']);
    expect(rows).toEqual([{ x: 2 }]);
  });

  it('reads a SELECT * again after the table changes shape', async () => {
    await db.query('SELECT * FROM t');
    await db.query('ALTER TABLE t ADD COLUMN extra TEXT');
    const { columns, rows } = await db.query('SELECT * FROM t WHERE id = 1');
    expect(columns).toEqual(['id', 'name', 'score', 'data', 'extra']);
    expect(rows[0]).toHaveProperty('extra', null);
  });

  it('reports changed rows for writes', async () => {
    const result = await db.query('UPDATE t SET name = ? WHERE id IN (1, 2)', ['z']);
    expect(result).toEqual({ rows: [], columns: [], rowCount: 2 });
  });
});
