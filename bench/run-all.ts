/** Runs every benchmark in turn (each prints its own table); `npm run bench`. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const BENCHES = ['engine', 'kit', 'rest', 'auth', 'pipeline', 'realtime', 'analytics', 'web'];
for (const name of BENCHES) {
  const script = join(import.meta.dirname, name, 'run.ts');
  if (!existsSync(script)) continue;
  console.log(`\n== bench/${name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', cwd: join(import.meta.dirname, '..') });
  if (result.status !== 0) process.exitCode = 1;
}
