import { describe, expect, it } from 'vitest';
import {
  type Edge,
  findCycles,
  floorPlan,
  folderOf,
  isTestCode,
  packageProblem,
  planProblem,
  typeOnlySpecifiers,
} from './server-floor-plan';

const edge = (from: string, to: string, typeOnly = false): Edge => ({ from, to, typeOnly });

describe('server floor plan', () => {
  it('tells imports that are only types from imports of values', () => {
    const text = [
      "import type { Deps } from '../deps';",
      "import { type Config } from '../config';",
      "import { type Row, quoteIdent } from '../db/database';",
      "import { refuse } from './errors';",
      "import type { A } from './mixed';",
      "import { b } from './mixed';",
      "export type { C } from './types';",
      "export { d } from './values';",
    ].join('\n');
    expect([...typeOnlySpecifiers(text)].sort()).toEqual(['../config', '../deps', './types']);
  });

  it('finds each cycle once, whatever its length, and nothing in a chain', () => {
    const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts', 'f.ts'];
    const edges = [
      edge('a.ts', 'b.ts'),
      edge('b.ts', 'c.ts'),
      edge('c.ts', 'a.ts'),
      edge('c.ts', 'd.ts'),
      edge('e.ts', 'f.ts'),
      edge('f.ts', 'e.ts', true),
    ];
    expect(findCycles(files, edges)).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
      ['e.ts', 'f.ts'],
    ]);
    expect(findCycles(['a.ts', 'b.ts', 'c.ts'], [edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts')])).toEqual([]);
  });

  it('counts files by folder, and the REST feature by layer', () => {
    expect(folderOf('app.ts')).toBe('.');
    expect(folderOf('auth/routes.ts')).toBe('auth');
    expect(folderOf('ai/builtin/logo-images.ts')).toBe('ai');
    expect(folderOf('rest/routes.ts')).toBe('rest');
    expect(folderOf('rest/sql/read-compiler.ts')).toBe('rest/sql');
  });

  it('knows test code by its name', () => {
    expect(isTestCode('rest/sql/read-compiler.test.ts')).toBe(true);
    expect(isTestCode('rest/test-support/rest-test-kit.ts')).toBe(true);
    expect(isTestCode('test/harness.ts')).toBe(true);
    expect(isTestCode('auth/auth-test-kit.ts')).toBe(true);
    expect(isTestCode('rest/tables/table-registry.ts')).toBe(false);
  });

  it.each([
    ['the database importing a feature', edge('db/all-migrations.ts', 'auth/migrations.ts'), /platform imports feature/],
    ['the platform importing the composition root', edge('http/health.ts', 'app.ts'), /platform imports root/],
    ['a feature importing the composition root', edge('auth/routes.ts', 'server.ts'), /feature imports root/],
    ['a feature importing values of the contract', edge('auth/routes.ts', 'config.ts'), /values from the root's contract/],
    ['a feature importing another feature’s internals', edge('auth/routes.ts', 'mail/inbox-routes.ts'), /internals of feature mail/],
    [
      'the query language importing the SQL layer',
      edge('rest/query/filter-parser.ts', 'rest/sql/column-values.ts'),
      /rest\/query imports rest\/sql/,
    ],
    ['the SQL layer importing the routes', edge('rest/sql/policy-scope.ts', 'rest/routes/table-call.ts'), /rest\/sql imports rest\/routes/],
    ['a layer importing the feature’s entry', edge('rest/tables/project-tables.ts', 'rest/migrations.ts'), /entry/],
    ['production code importing a test kit', edge('rest/routes/table-call.ts', 'rest/test-support/rest-test-kit.ts'), /test code/],
  ])('refuses %s', (_name, imported, problem) => {
    expect(planProblem(imported)).toMatch(problem);
  });

  it.each([
    ['a feature importing the platform', edge('auth/routes.ts', 'http/errors.ts')],
    ['a feature importing the contract’s types', edge('auth/routes.ts', 'deps.ts', true)],
    ['a feature importing another feature’s port', edge('notifications/routes.ts', 'mail/port.ts')],
    ['a feature importing the shared brief', edge('kit/routes.ts', 'generation/brief.ts')],
    ['the composition root importing a feature', edge('server.ts', 'rest/tables/project-tables.ts')],
    ['a REST layer importing one below it', edge('rest/routes/table-call.ts', 'rest/query/query-parser.ts')],
    ['the feature’s entry importing its layers', edge('rest/routes.ts', 'rest/routes/table-routes.ts')],
    ['a test importing anything', edge('db/owner-index.test.ts', 'rest/test-support/rest-test-kit.ts')],
  ])('allows %s', (_name, imported) => {
    expect(planProblem(imported)).toBeUndefined();
  });

  it('keeps Fastify and the http/ folder out of the REST layers under routes/', () => {
    expect(packageProblem(edge('rest/sql/read-compiler.ts', 'fastify', true))).toMatch(/transport fastify/);
    expect(packageProblem(edge('rest/query/prefer.ts', 'ws'))).toMatch(/transport ws/);
    expect(planProblem(edge('rest/tables/access-policy.ts', 'http/errors.ts'))).toMatch(/transport's http\/errors.ts/);
    expect(packageProblem(edge('rest/routes/table-call.ts', 'fastify'))).toBeUndefined();
    expect(packageProblem(edge('rest/sql/read-compiler.ts', '@logo-dna/protocol'))).toBeUndefined();
    expect(packageProblem(edge('auth/routes.ts', 'fastify'))).toBeUndefined();
  });

  it('holds for the server: no cycle, no import breaking the plan', () => {
    const plan = floorPlan();
    expect(plan.cycles).toEqual([]);
    expect(plan.problems).toEqual([]);
    expect(Object.keys(plan.folders)).toEqual(expect.arrayContaining(['rest/query', 'rest/sql', 'rest/tables', 'rest/routes']));
  });
});
