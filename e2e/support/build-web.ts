/**
 * Builds the web app when its dist is missing or older than its sources. Run as the first half of
 * the web server command: the server decides at start-up whether a dist exists, so the build must
 * finish before it starts (Playwright starts the web server before any global setup).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const WEB = join(ROOT, 'apps', 'web');
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(ROOT, 'packages', 'sdk', 'src'),
  join(ROOT, 'packages', 'engine', 'src', 'dna'),
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

export function buildWebIfStale(): void {
  const built = join(WEB, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (process.env.E2E_SKIP_BUILD === '1' || (builtAt > 0 && SOURCES.every((source) => newestChange(source) < builtAt))) return;
  execFileSync('npm', ['run', 'build', '--workspace', 'apps/web', '--', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

buildWebIfStale();
