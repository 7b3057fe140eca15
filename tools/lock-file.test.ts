/**
 * The committed lock file is what `npm ci` installs in CI and on a self-hoster's machine. It must match every
 * package.json (npm ci refuses otherwise) and keep every platform's optional native package (Biome, esbuild,
 * resvg, argon2…), or `npm ci` on another platform finds no binary for it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, WORKSPACES } from './package-boundaries';

interface LockEntry {
  version?: string;
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
});
