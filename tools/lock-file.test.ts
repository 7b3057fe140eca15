/**
 * The committed lock file is what `npm ci` installs in CI and on a self-hoster's machine. It must match every
 * package.json (npm ci refuses otherwise), keep every platform's optional native package (Biome, esbuild,
 * resvg, argon2…), or `npm ci` on another platform finds no binary for it, and ship no runtime package that
 * declares it needs a newer Node than the project's own `engines.node` (README, "Node.js 20.19 or newer").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { ROOT, WORKSPACES } from './package-boundaries';

interface LockEntry {
  version?: string;
  dev?: boolean;
  engines?: Record<string, string> | string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const manifest = (folder: string) => JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as LockEntry;

/** Where npm would find `name` for the package at `from` (nested first, then each parent, then the root). */
function resolveIn(from: string, name: string): LockEntry | undefined {
  for (let base = from; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
    const entry = lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (entry || base === '') return entry;
  }
}

/** The package name of a lock path (`node_modules/a/node_modules/@s/b` → `@s/b`). */
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * The installed packages (not workspaces or the root) whose `engines.node` the Node version `minimum` does not
 * satisfy, as `name@version (range)`; `scope` picks runtime packages (what `npm ci --omit=dev` installs, optional
 * ones included) or dev-only ones. A range semver cannot read counts as unsatisfied, so it gets looked at.
 */
function needingNewerNode(packages: Record<string, LockEntry>, minimum: string, scope: 'runtime' | 'dev'): string[] {
  return Object.entries(packages)
    .filter(([path, entry]) => path.includes('node_modules/') && Boolean(entry.dev) === (scope === 'dev'))
    .flatMap(([path, entry]) => {
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      return range === undefined || semver.satisfies(minimum, range) ? [] : [`${nameOf(path)}@${entry.version} (node ${range})`];
    });
}

describe('package-lock.json', () => {
  it.each(['.', ...Object.keys(WORKSPACES)])('records the dependencies %s/package.json declares', (folder) => {
    const declared = manifest(folder);
    const locked = lock.packages[folder === '.' ? '' : folder] ?? {};
    expect({
      dependencies: locked.dependencies ?? {},
      devDependencies: locked.devDependencies ?? {},
      optionalDependencies: locked.optionalDependencies ?? {},
    }).toEqual({
      dependencies: declared.dependencies ?? {},
      devDependencies: declared.devDependencies ?? {},
      optionalDependencies: declared.optionalDependencies ?? {},
    });
  });

  it("keeps every platform's optional packages, so npm ci works on each platform", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolveIn(path, name))
        .map((name) => `${path} → ${name}`),
    );
    expect(missing).toEqual([]);
    // The case that once made CI fall back to `npm install`: Biome's native builds for other platforms.
    for (const platform of ['linux-x64', 'linux-arm64', 'darwin-arm64', 'darwin-x64', 'win32-x64'])
      expect(lock.packages[`node_modules/@biomejs/cli-${platform}`], platform).toBeDefined();
  });

  describe("Node version: the project's engines.node minimum", () => {
    const range = (manifest('.') as { engines?: { node?: string } }).engines?.node ?? '';
    const minimum = semver.minVersion(range)?.version ?? '';

    it('is read from the root package.json', () => {
      expect(semver.validRange(range), range).not.toBeNull();
      expect(semver.major(minimum)).toBeGreaterThanOrEqual(20);
    });

    it('satisfies every runtime dependency (npm ci shows no EBADENGINE for what the product ships)', () => {
      expect(needingNewerNode(lock.packages, minimum, 'runtime')).toEqual([]);
    });

    it('is below only the dev-only packages the README accepts (the REST conformance client)', () => {
      expect(needingNewerNode(lock.packages, minimum, 'dev').map((item) => item.slice(0, item.lastIndexOf('@')))).toEqual([
        '@supabase/postgrest-js',
      ]);
    });

    it('flags a runtime package whose range excludes it, and not a dev-only one or one without engines', () => {
      const packages: Record<string, LockEntry> = {
        '': { engines: { node: '>=20.19' } },
        'node_modules/new': { version: '3.0.0', engines: { node: '>=22' } },
        'node_modules/host/node_modules/@s/nested': { version: '1.0.0', engines: { node: '^22 || ^24' } },
        'node_modules/old': { version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/ancient': { version: '1.0.0', engines: ['node >= 0.4'] },
        'node_modules/bare': { version: '1.0.0' },
        'node_modules/tool': { version: '2.0.0', dev: true, engines: { node: '>=22' } },
        'node_modules/odd': { version: '1.0.0', engines: { node: 'sometime soon' } },
      };
      expect(needingNewerNode(packages, '20.19.0', 'runtime')).toEqual([
        'new@3.0.0 (node >=22)',
        '@s/nested@1.0.0 (node ^22 || ^24)',
        'odd@1.0.0 (node sometime soon)',
      ]);
      expect(needingNewerNode(packages, '20.19.0', 'dev')).toEqual(['tool@2.0.0 (node >=22)']);
      expect(needingNewerNode(packages, '22.0.0', 'runtime')).toEqual(['odd@1.0.0 (node sometime soon)']);
    });
  });
});
