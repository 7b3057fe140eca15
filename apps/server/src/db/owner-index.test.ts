/**
 * Every owner column is indexed, on both databases: the product's tables, a project migration's, a table made
 * through `/sql`, and a table whose policy was recorded before owner indexes existed.
 */
import { describe, expect, it } from 'vitest';
import { useBoardServer } from '../rest/test-support/project-table-fixture';
import { serviceAuthorization } from '../rest/test-support/rest-test-kit';
import { TEST_DIALECTS } from '../test/harness';
import type { Queryable } from './database';
import { ensureOwnerIndexes, ownerIndexName } from './owner-index';
import { recordPolicy } from './table-policies';

/** The column lists of the table's indexes, e.g. `user_id,created_at`. */
async function indexedColumns(db: Queryable, table: string): Promise<string[]> {
  if (db.dialect === 'sqlite') {
    const { rows } = await db.query<{ columns: string }>(
      `SELECT (SELECT group_concat(name, ',') FROM pragma_index_info(l.name)) AS columns FROM pragma_index_list(?) l`,
      [table],
    );
    return rows.map((row) => row.columns);
  }
  const { rows } = await db.query<{ columns: string }>(
    `SELECT string_agg(a.attname, ',' ORDER BY k.position) AS columns
     FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid AND c.relname = ? AND c.relnamespace = current_schema()::regnamespace
     CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
     GROUP BY i.indexrelid`,
    [table],
  );
  return rows.map((row) => row.columns);
}

const leadsWith = (column: string) => (columns: string) => columns.split(',')[0] === column;

describe.each(TEST_DIALECTS)('owner indexes on %s', (dialect) => {
  const suite = useBoardServer(dialect);
  const db = () => suite.server().deps.db;

  it('indexes the owner column of the product’s tables and of a migration’s', async () => {
    for (const [table, column] of [
      ['logo_systems', 'user_id'],
      ['logo_system_versions', 'user_id'],
      ['notes', 'user_id'],
      ['posts', 'author_id'],
    ]) {
      expect((await indexedColumns(db(), table as string)).some(leadsWith(column as string)), table).toBe(true);
    }
  });

  it('indexes the owner column of a table made through /sql', async () => {
    const server = suite.server();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/db/${server.config.projectId}/sql`,
      headers: { 'content-type': 'application/json', authorization: serviceAuthorization(server) },
      payload: JSON.stringify({
        query: 'CREATE TABLE diary (id TEXT PRIMARY KEY, owner TEXT NOT NULL, body TEXT)\n-- @policy diary owner(owner)',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await indexedColumns(db(), 'diary')).toContain('owner');
  });

  it('adds the index a policy recorded earlier lacks', async () => {
    await db().query('CREATE TABLE legacy (id TEXT PRIMARY KEY, who TEXT)');
    await recordPolicy(db(), 'legacy', { kind: 'owner', ownerColumn: 'who' }, 'test');
    expect(await indexedColumns(db(), 'legacy')).not.toContain('who');
    await ensureOwnerIndexes(db());
    expect(await indexedColumns(db(), 'legacy')).toContain('who');
    expect(ownerIndexName('a'.repeat(63), 'b'.repeat(63)).length).toBeLessThanOrEqual(63);
  });
});
