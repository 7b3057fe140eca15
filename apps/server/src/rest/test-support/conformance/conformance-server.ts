/**
 * The conformance suite's fixture: one listening server per database, `@supabase/postgrest-js` clients
 * for the service key, a signed-in user and an anonymous caller, and a table reset that writes the
 * seed rows straight into the database (so the API under test never seeds itself).
 */
import type { AddressInfo } from 'node:net';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Dialect, Row } from '../../../db/database';
import { createTestServer, type TestServer } from '../../../test/harness';
import { USER_A, USER_B, userAuthorization } from '../rest-test-kit';

export const TABLE = 'logo_systems';

/** The seed: four rows of user A (r1–r4), two of user B (r5, r6). Columns not named here are NULL. */
const SEED_ROWS = [
  {
    id: 'r1',
    user_id: USER_A,
    brand_name: 'Acme Coffee',
    industry: 'Coffee',
    tagline: 'Fresh beans daily',
    strategy_text: 'Roasted coffee beans from small farms',
    variant: 1,
  },
  {
    id: 'r2',
    user_id: USER_A,
    brand_name: 'acme labs',
    industry: 'Science',
    tagline: null,
    strategy_text: 'Research and development of lab tools',
    variant: 2,
  },
  {
    id: 'r3',
    user_id: USER_A,
    brand_name: 'Zeta 50% Off',
    industry: 'Retail',
    tagline: 'Sale_now',
    strategy_text: 'Discount retail for everyone',
    variant: 3,
  },
  {
    id: 'r4',
    user_id: USER_A,
    brand_name: 'Omega',
    industry: 'Coffee',
    tagline: 'Espresso bar',
    strategy_text: 'Coffee and cake in the city',
    variant: null,
  },
  { id: 'r5', user_id: USER_B, brand_name: 'Beta', industry: 'Tea', tagline: 'Green %41 tea', strategy_text: 'Tea leaves', variant: 5 },
  {
    id: 'r6',
    user_id: USER_B,
    brand_name: 'Gamma (Group)',
    industry: 'Coffee',
    tagline: 'SaleXnow',
    strategy_text: 'Cold brew coffee',
    variant: 6,
  },
] as const;

const SEED_COLUMNS = ['id', 'user_id', 'brand_name', 'industry', 'tagline', 'strategy_text', 'variant', 'created_at', 'updated_at'];

export interface Conformance {
  dialect: Dialect;
  /** The REST base URL, `…/rest/v1`. */
  base: string;
  serviceKey: string;
  /** postgrest-js with the service key (sees and writes every row). */
  service: PostgrestClient;
  /** postgrest-js signed in as user A (owner policy: rows r1–r4). */
  userA: PostgrestClient;
  /** postgrest-js without credentials. */
  anonymous: PostgrestClient;
  /** Every row of the table, read from the database directly, ordered by id. */
  tableRows(): Promise<Row[]>;
  /** A raw request against the REST base, for what postgrest-js does not show (headers, exact bodies). */
  raw(pathAndQuery: string, init?: RequestInit): Promise<Response>;
}

export interface ConformanceServer extends Conformance {
  /** Empties the table and writes the seed rows again. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

function client(base: string, authorization: string | undefined): PostgrestClient {
  return new PostgrestClient(base, { headers: authorization ? { Authorization: authorization } : {}, retry: false });
}

export async function startConformanceServer(dialect: Dialect): Promise<ConformanceServer> {
  const server: TestServer = await createTestServer({ dialect });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api/db/${server.config.projectId}/rest/v1`;
  const serviceAuthorization = `Bearer ${server.serviceKey}`;
  const { db } = server.deps;
  const placeholders = `(${SEED_COLUMNS.map(() => '?').join(', ')})`;
  return {
    dialect,
    base,
    serviceKey: server.serviceKey,
    service: client(base, serviceAuthorization),
    userA: client(base, await userAuthorization(server, USER_A)),
    anonymous: client(base, undefined),
    async tableRows() {
      return (await db.query(`SELECT * FROM ${TABLE} ORDER BY id`)).rows;
    },
    raw(pathAndQuery, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('authorization')) headers.set('authorization', serviceAuthorization);
      return fetch(`${base}/${pathAndQuery}`, { ...init, headers });
    },
    async reset() {
      await db.transaction(async (tx) => {
        await tx.query(`DELETE FROM ${TABLE}`);
        const params = SEED_ROWS.flatMap((row, index) => {
          const at = `2026-01-0${index + 1}T00:00:00.000Z`;
          return [row.id, row.user_id, row.brand_name, row.industry, row.tagline, row.strategy_text, row.variant, at, at];
        });
        await tx.query(`INSERT INTO ${TABLE} (${SEED_COLUMNS.join(', ')}) VALUES ${SEED_ROWS.map(() => placeholders).join(', ')}`, params);
      });
    },
    close: () => server.close(),
  };
}

/** The ids of a postgrest-js answer's rows, in answer order. */
export function ids(data: unknown): string[] {
  return ((data ?? []) as { id: string }[]).map((row) => row.id);
}

/** User B's id, for cases that write another user's row. */
export const OTHER_USER = USER_B;
export const OWNER = USER_A;
