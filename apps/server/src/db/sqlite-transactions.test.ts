/** SQLite transactions of concurrent callers: one at a time on the connection, savepoints within one caller's. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { createSqliteDatabase } from './sqlite';

/** A promise the test settles by hand: a transaction waits on it as it would on a file or a hash. */
function createGate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('sqlite transactions of concurrent callers', () => {
  let db: Database;
  beforeEach(async () => {
    db = createSqliteDatabase(':memory:');
    await db.query('CREATE TABLE t (name TEXT PRIMARY KEY)');
  });
  afterEach(async () => db.close());

  const names = async () => (await db.query<{ name: string }>('SELECT name FROM t ORDER BY name')).rows.map((row) => row.name);
  const failed = (error: unknown) => (error as Error).message;

  it('does not nest a second caller in a transaction that awaits other work; each commits or rolls back alone', async () => {
    const gate = createGate();
    const first = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (name) VALUES ('first')");
      await gate.opened;
      throw new Error('first failed');
    });
    const second = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (name) VALUES ('second')");
      return 'second done';
    });
    gate.open();
    expect(await first.catch(failed)).toBe('first failed');
    expect(await second).toBe('second done');
    expect(await names()).toEqual(['second']);
  });

  it('runs twenty interleaved transactions, each committed whole', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO t (name) VALUES (?)', [`a${i}`]);
          await new Promise((resolve) => setImmediate(resolve));
          await tx.query('INSERT INTO t (name) VALUES (?)', [`b${i}`]);
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await names()).toHaveLength(40);
  });

  it('keeps a statement from outside out of an open transaction: it reads no uncommitted row and its write is not rolled back with it', async () => {
    const gate = createGate();
    const open = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (name) VALUES ('uncommitted')");
      await gate.opened;
      throw new Error('rolled back');
    });
    const read = db.query<{ n: number }>('SELECT COUNT(*) AS n FROM t');
    const write = db.query("INSERT INTO t (name) VALUES ('outside')");
    gate.open();
    expect(await open.catch(failed)).toBe('rolled back');
    expect((await read).rows[0]?.n).toBe(0);
    await write;
    expect(await names()).toEqual(['outside']);
  });

  it('nests a transaction of the same caller as a savepoint, even after it awaited other work', async () => {
    const gate = createGate();
    setImmediate(gate.open);
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (name) VALUES ('outer')");
      await gate.opened;
      const inner = db.transaction(async (nested) => {
        await nested.query("INSERT INTO t (name) VALUES ('inner')");
        throw new Error('inner failed');
      });
      expect(await inner.catch(failed)).toBe('inner failed');
      await db.transaction((nested) => nested.query("INSERT INTO t (name) VALUES ('inner kept')"));
    });
    expect(await names()).toEqual(['inner kept', 'outer']);
  });

  it('lets work a finished transaction left running use the connection as anyone else', async () => {
    let late: Promise<unknown> = Promise.resolve();
    await db.transaction(async () => {
      late = new Promise((resolve) => setImmediate(resolve)).then(() =>
        db.transaction((tx) => tx.query("INSERT INTO t (name) VALUES ('late')")),
      );
    });
    await late;
    expect(await names()).toEqual(['late']);
  });
});
