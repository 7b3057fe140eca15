import { describe, expect, it } from 'vitest';
import { checkImport, findViolations, importsOf } from './package-boundaries';

const manifests = {
  'apps/server': { name: '@logo-dna/server', dependencies: { '@logo-dna/engine': '*', '@logo-dna/protocol': '*' } },
  'apps/web': { name: '@logo-dna/web', dependencies: { '@logo-dna/sdk': '*', '@logo-dna/engine': '*' } },
  'packages/sdk': { name: '@logo-dna/sdk', dependencies: { '@logo-dna/protocol': '*' }, devDependencies: { '@logo-dna/server': '*' } },
  'packages/engine': { name: '@logo-dna/engine' },
  bench: { name: '@logo-dna/bench', devDependencies: { '@logo-dna/engine': '*' } },
};

describe('package boundaries', () => {
  it('reads static, dynamic, side-effect and re-export specifiers', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '@logo-dna/protocol';",
      "export { c } from '../c';",
      "import 'side-effect';",
      "const d = await import('./d');",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '@logo-dna/protocol', '../c', 'side-effect', './d']);
  });

  it.each([
    ['a server file reaching into the engine by path', 'apps/server/src/ai/x.ts', '../../../../packages/engine/src/dna', /by path/],
    ['an SDK file reaching into the server by path', 'packages/sdk/src/x.ts', '../../../apps/server/src/config', /by path/],
    ['the engine importing the protocol', 'packages/engine/src/x.ts', '@logo-dna/protocol', /may not import/],
    ['the web app importing the engine’s Node entry', 'apps/web/src/x.ts', '@logo-dna/engine/node', /may not import/],
    ['the web app importing the server', 'apps/web/src/x.ts', '@logo-dna/server', /may not import/],
    ['an allowed import that is not declared', 'apps/web/src/x.ts', '@logo-dna/protocol', /not declared in apps\/web/],
    ['a test using an undeclared package', 'packages/engine/src/x.test.ts', '@logo-dna/server', /devDependencies will do/],
  ])('refuses %s', (_name, file, specifier, problem) => {
    expect(checkImport(file, specifier, manifests)).toMatch(problem);
  });

  it.each([
    ['a relative import inside the workspace', 'apps/server/src/ai/x.ts', '../http/errors'],
    ['a declared, allowed package', 'apps/server/src/ai/x.ts', '@logo-dna/engine/node'],
    ['a test using a declared dev dependency', 'packages/sdk/test/x.test.ts', '@logo-dna/server/test-harness'],
    ['a benchmark reaching anywhere by path', 'bench/x/run.ts', '../../packages/engine/src/dna'],
    ['a test reading another workspace’s internals by path', 'apps/web/src/x.test.ts', '../../../packages/engine/src/random'],
    ['a third-party package', 'apps/server/src/x.ts', 'fastify'],
  ])('allows %s', (_name, file, specifier) => {
    expect(checkImport(file, specifier, manifests)).toBeUndefined();
  });

  it('holds for every source file in the repository', () => {
    expect(findViolations()).toEqual([]);
  });
});
