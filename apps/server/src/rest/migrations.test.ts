/** The migrated tables match their declarations in the registry, on both databases. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { LOGO_SYSTEM_VERSIONS_TABLE, LOGO_SYSTEMS_TABLE } from './tables/table-registry';

describe.each(TEST_DIALECTS)('rest migrations on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(async () => server.close());

  it.each([LOGO_SYSTEMS_TABLE, LOGO_SYSTEM_VERSIONS_TABLE])('creates $name with exactly the declared columns, in order', async (table) => {
    const { columns } = await server.deps.db.query(`SELECT * FROM ${table.name} WHERE 1 = 0`);
    expect(columns).toEqual(table.columns.map((column) => column.name));
  });

  it('indexes logo_systems on (user_id, created_at)', async () => {
    const sql =
      dialect === 'sqlite'
        ? "SELECT name FROM pragma_index_info('logo_systems_user_created') ORDER BY seqno"
        : "SELECT a.attname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) WHERE c.relname = 'logo_systems_user_created' AND c.relnamespace = current_schema()::regnamespace ORDER BY array_position(i.indkey, a.attnum)";
    const { rows } = await server.deps.db.query<{ name: string }>(sql);
    expect(rows.map((row) => row.name)).toEqual(['user_id', 'created_at']);
  });
});
