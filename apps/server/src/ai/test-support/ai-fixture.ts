/** A real test server for the AI routes, with bearer headers and a JSON POST helper. */
import type { LightMyRequestResponse } from 'fastify';
import { createTestServer, type TestServer } from '../../test/harness';

export interface AiFixture {
  server: TestServer;
  auth: { service: Record<string, string>; alice: Record<string, string>; anonymous: Record<string, string> };
  post(kind: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Fetches a public file URL through the same server. */
  fetchFile(url: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const BRIEF = {
  brandName: 'Northwind Coffee',
  industry: 'Coffee roasting',
  oneLiner: 'Small-batch coffee roasted for people who care where their beans come from',
  tagline: 'Roasted with intent',
  desiredColors: 'auto',
  designerId: 'paul-rand',
  seed: 42,
};

export const STRATEGY_SCHEMA = {
  type: 'object',
  properties: {
    positioning: { type: 'string' },
    concepts: { type: 'array', items: { type: 'string' }, minItems: 3, maxItems: 3 },
    selectedConcept: { type: 'string' },
    rationale: { type: 'string' },
  },
  required: ['positioning', 'concepts', 'selectedConcept', 'rationale'],
};

export const COLORS_SCHEMA = {
  type: 'object',
  properties: { primary: { type: 'string' }, secondary: { type: 'string' }, accent: { type: 'string' }, neutral: { type: 'string' } },
  required: ['primary', 'secondary', 'accent', 'neutral'],
};

export const TYPOGRAPHY_SCHEMA = {
  type: 'object',
  properties: { display: { type: 'string' }, support: { type: 'string' } },
  required: ['display', 'support'],
};

export async function createAiFixture(env: Record<string, string> = {}): Promise<AiFixture> {
  const server = await createTestServer({ env });
  const token = await server.deps.tokens.sign({ userId: 'alice', email: 'alice@example.com', role: 'authenticated' });
  const auth = { service: { authorization: `Bearer ${server.serviceKey}` }, alice: { authorization: `Bearer ${token}` }, anonymous: {} };
  return {
    server,
    auth,
    post: (kind, body, headers = auth.alice) =>
      server.app.inject({ method: 'POST', url: `/api/ai/${server.config.projectId}/${kind}`, payload: body as object, headers }),
    fetchFile: (url) => server.app.inject({ method: 'GET', url: url.slice(server.config.publicUrl.length) }),
    close: () => server.close(),
  };
}

/** Parses a line-prefixed stream body into [prefix, value] pairs. */
export function parseLines(body: string): Array<[string, unknown]> {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(':')), JSON.parse(line.slice(line.indexOf(':') + 1))]);
}
