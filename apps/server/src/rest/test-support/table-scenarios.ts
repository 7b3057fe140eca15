/** Shared scenario runner of the table API suites: a seeded server per dialect, one request per scenario. */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Dialect } from '../../db/database';
import { createTestServer, type TestServer } from '../../test/harness';
import {
  allRows,
  callRest,
  logoSystemRow,
  type RestCall,
  seedRows,
  serviceAuthorization,
  USER_A,
  USER_B,
  userAuthorization,
} from './rest-test-kit';

/** Who sends a scenario's request. */
type As = 'a' | 'b' | 'service' | 'anonymous';

export interface Scenario {
  name: string;
  as?: As;
  call: Omit<RestCall, 'authorization'>;
  status: number;
  code?: string;
  /** Checks on the parsed body (and headers) of a success. */
  expect?: (body: unknown, headers: Record<string, unknown>) => void;
  /** A refused write must leave the table exactly as it was. */
  unchanged?: boolean;
}

export const ids = (body: unknown) => (body as { id: string }[]).map((row) => row.id);

/** The client's double encoding of a filter value. */
export const enc = (value: string) => encodeURIComponent(encodeURIComponent(value));

export const SEED = [
  logoSystemRow('logo_a1', USER_A, { brand_name: 'Acme', created_at: '2026-01-01T00:00:00.000Z' }),
  logoSystemRow('logo_a2', USER_A, { brand_name: 'acme labs', tagline: 'Hello, world', created_at: '2026-01-02T00:00:00.000Z' }),
  logoSystemRow('logo_a3', USER_A, { brand_name: 'Zeta', designer_dna: 'saul-bass', created_at: '2026-01-03T00:00:00.000Z' }),
  logoSystemRow('logo_b1', USER_B, { brand_name: 'Acme', created_at: '2026-01-01T00:00:00.000Z' }),
];

export interface ScenarioSuite {
  server: () => TestServer;
  authorization: (as: As) => string | undefined;
}

/** Starts a server for the dialect, reseeds SEED before each test, and runs every scenario as its own test. */
export function runScenarios(dialect: Dialect, scenarios: readonly Scenario[]): ScenarioSuite {
  let server: TestServer;
  const authorizations: Partial<Record<As, string>> = {};

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    authorizations.a = await userAuthorization(server, USER_A);
    authorizations.b = await userAuthorization(server, USER_B);
    authorizations.service = serviceAuthorization(server);
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    // Every row has an id, so `id=not.is.null` clears the table (an unfiltered DELETE is refused).
    await callRest(server, { method: 'DELETE', query: 'id=not.is.null', authorization: serviceAuthorization(server) });
    await seedRows(server, SEED);
  });

  it.each(scenarios)('$name → $status', async (scenario) => {
    const before = await allRows(server);
    const authorization = authorizations[scenario.as ?? 'a'];
    const response = await callRest(server, { ...scenario.call, ...(authorization ? { authorization } : {}) });
    expect(response.statusCode, response.body).toBe(scenario.status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    if (scenario.code) expect(body).toMatchObject({ code: scenario.code, message: expect.any(String), error: expect.any(String) });
    scenario.expect?.(body, response.headers);
    if (scenario.unchanged) expect(await allRows(server)).toEqual(before);
  });

  return { server: () => server, authorization: (as) => authorizations[as] };
}
