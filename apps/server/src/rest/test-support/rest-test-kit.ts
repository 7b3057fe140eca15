/** Test helpers for the REST suites: URLs, tokens, seeding through the real API, and request shortcuts. */
import fc from 'fast-check';
import type { TestServer } from '../../test/harness';
import { SDK_CLIENT_INFO } from '../query/client-flavour';
import type { FilterNode } from '../query/filter-ast';

export const USER_A = 'user_a';
export const USER_B = 'user_b';

export function restPath(server: TestServer, table: string, query = ''): string {
  return `/api/db/${server.config.projectId}/rest/v1/${table}${query ? `?${query}` : ''}`;
}

/** An access JWT for a user id, as the auth feature would mint it. */
export async function userAuthorization(server: TestServer, userId: string): Promise<string> {
  const token = await server.deps.tokens.sign({ userId, email: `${userId}@example.test`, role: 'user' });
  return `Bearer ${token}`;
}

export function serviceAuthorization(server: TestServer): string {
  return `Bearer ${server.serviceKey}`;
}

export interface RestCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: string;
  body?: unknown;
  /** Raw body text, for malformed JSON. */
  payload?: string;
  authorization?: string;
  prefer?: string;
  table?: string;
}

/**
 * Sends one request in the original client's protocol: JSON content type on every method, identified
 * as that protocol the way our SDK does it (`X-Client-Info`), since 0.18.8's own writes carry nothing
 * that tells them from a PostgREST client's (client-flavour.ts).
 */
export async function callRest(server: TestServer, call: RestCall) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-client-info': `${SDK_CLIENT_INFO}/test` };
  if (call.authorization) headers.authorization = call.authorization;
  if (call.prefer) headers.prefer = call.prefer;
  const payload = call.payload ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  return server.app.inject({
    method: call.method,
    url: restPath(server, call.table ?? 'logo_systems', call.query),
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A complete logo_systems row in snake_case, as the product writes it. */
export function logoSystemRow(id: string, userId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    user_id: userId,
    brand_name: `Brand ${id}`,
    industry: 'Coffee',
    tagline: null,
    one_liner: 'Roasted with care',
    desired_colors: 'auto',
    competitors: '',
    designer_dna: 'paul-rand',
    strategy_text: 'Modernist',
    selected_concept: 'A bean in a circle',
    brand_rationale: 'Simple',
    primary_logo_url: `https://files.example/${id}.png`,
    monochrome_logo_url: null,
    horizontal_logo_url: null,
    stacked_logo_url: null,
    app_icon_url: `https://files.example/${id}.png`,
    color_palette: '{"primary":"#112233","secondary":"#445566","accent":"#778899","neutral":"#aabbcc"}',
    typography: '{"display":"Inter","support":"Lora"}',
    alt_text: `Brand ${id} A bean`,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    variant: null,
    title: null,
    seed: null,
    edits: null,
    restored_from: null,
    contact: null,
    ...overrides,
  };
}

/** Inserts rows with the service key (which may write any owner) and fails loudly if that does not work. */
export async function seedRows(server: TestServer, rows: Record<string, unknown>[]): Promise<void> {
  const response = await callRest(server, { method: 'POST', body: rows, authorization: serviceAuthorization(server) });
  if (response.statusCode !== 201) throw new Error(`seeding failed: ${response.statusCode} ${response.body}`);
}

/** Every row of the table, read with the service key, ordered by id. */
export async function allRows(server: TestServer): Promise<Record<string, unknown>[]> {
  const response = await callRest(server, { method: 'GET', query: 'order=id.asc', authorization: serviceAuthorization(server) });
  return response.json();
}

/** Filters for the property tests: the given leaves, nested in and/or groups of up to three members. */
export function filterTree(leaf: fc.Arbitrary<FilterNode>): fc.Arbitrary<FilterNode> {
  return fc.letrec<{ node: FilterNode; group: FilterNode }>((tie) => ({
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('group')),
    group: fc.record({
      kind: fc.constant('group' as const),
      combinator: fc.constantFrom<'and' | 'or'>('and', 'or'),
      children: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
      negated: fc.boolean(),
    }),
  })).node;
}
