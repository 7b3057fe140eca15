/**
 * Package boundaries (ARCHITECTURE.md, "who may import whom"), checked on every import: by package name, and
 * by relative path, which a lint rule on specifiers cannot see. An internal package used by name must also be
 * declared in the importing workspace's package.json (devDependencies are enough for tests).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** Each workspace, the internal packages its sources may import (`*`: anything), and subpaths it must not use. */
export const WORKSPACES: Record<string, { may: readonly string[] | '*'; never?: readonly string[] }> = {
  'packages/protocol': { may: [] },
  'packages/engine': { may: [] },
  'packages/sdk': { may: ['@logo-dna/protocol'] },
  'apps/server': { may: ['@logo-dna/protocol', '@logo-dna/engine'] },
  'apps/web': {
    may: ['@logo-dna/sdk', '@logo-dna/protocol', '@logo-dna/engine'],
    never: ['@logo-dna/engine/node', '@logo-dna/engine/kit'],
  },
  'packages/cli': { may: ['@logo-dna/engine', '@logo-dna/server'] },
  e2e: { may: '*' },
  bench: { may: '*' },
};

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST = /(\.test\.tsx?$|\/test\/|\/test-support\/|\.spec\.ts$)/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
const INTERNAL = /^(@logo-dna\/[a-z-]+|logo-dna)(\/.*)?$/;

export interface Violation {
  file: string;
  specifier: string;
  problem: string;
}

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function manifestOf(workspace: string): Manifest {
  return JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as Manifest;
}

/** The workspace folder a repository path lies in, or undefined outside every workspace. */
export function workspaceOf(path: string): string | undefined {
  const rel = relative(ROOT, path).split(sep).join('/');
  return Object.keys(WORKSPACES).find((workspace) => rel === workspace || rel.startsWith(`${workspace}/`));
}

/** The import specifiers of one source text (static, dynamic, side-effect and re-exports). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((match) => match[1] ?? '');
}

/** What is wrong with one import of `file` (a repository-relative path), if anything. */
export function checkImport(file: string, specifier: string, manifests: Record<string, Manifest>): string | undefined {
  const from = workspaceOf(join(ROOT, file));
  if (!from) return undefined;
  const rule = WORKSPACES[from]!;
  const isTest = TEST.test(file);
  if (specifier.startsWith('.')) {
    const path = resolve(ROOT, dirname(file), specifier);
    const target = workspaceOf(path);
    // tools/ is the repository's build tooling (the CLI's bin builds itself through it). A test may read another
    // workspace's internals to check they agree (the web app's gallery against the engine's take cycle).
    if (target === from || rule.may === '*' || isTest || relative(ROOT, path).startsWith('tools/')) return undefined;
    return `reaches into ${target ?? 'a folder outside every workspace'} by path: import it by package name`;
  }
  const internal = INTERNAL.exec(specifier);
  if (!internal) return undefined;
  const name = internal[1]!;
  if (name === manifests[from]?.name) return undefined;
  if (!isTest && rule.may !== '*' && !rule.may.includes(name)) return `${from} may not import ${name} (ARCHITECTURE.md)`;
  if (!isTest && rule.never?.some((banned) => specifier === banned || specifier.startsWith(`${banned}/`)))
    return `${from} may not import ${specifier} (ARCHITECTURE.md)`;
  const manifest = manifests[from];
  const declared = manifest?.dependencies?.[name] ?? (isTest || rule.may === '*' ? manifest?.devDependencies?.[name] : undefined);
  if (!declared) return `${name} is used but not declared in ${from}/package.json${isTest ? ' (devDependencies will do)' : ''}`;
  return undefined;
}

/** Every tracked source file's imports, checked. */
export function findViolations(): Violation[] {
  const manifests = Object.fromEntries(Object.keys(WORKSPACES).map((workspace) => [workspace, manifestOf(workspace)]));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...Object.keys(WORKSPACES)], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !file.includes('/dist/') && !file.endsWith('.d.ts'));
  const violations: Violation[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, file), 'utf8');
    } catch {
      continue;
    }
    for (const specifier of importsOf(text)) {
      const problem = checkImport(file, specifier, manifests);
      if (problem) violations.push({ file, specifier, problem });
    }
  }
  return violations;
}
