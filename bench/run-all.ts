/** Runs every benchmark in turn (each prints its own table); `npm run bench`. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Each benchmark's folder and entry script, fastest first. */
const BENCHES: Array<[string, string]> = [
  ['dna', 'run.ts'],
  ['marks', 'run.ts'],
  ['engine', 'run.ts'],
  ['kit', 'run.ts'],
  ['rest', 'run.ts'],
  ['auth', 'run.ts'],
  ['pipeline', 'run.ts'],
  ['realtime', 'run.ts'],
  ['analytics', 'run.ts'],
  ['abuse', 'run.ts'],
  ['web', 'page-load.ts'],
  ['web', 'gallery.ts'],
  ['startup', 'run.ts'],
];
for (const [name, entry] of BENCHES) {
  const script = join(import.meta.dirname, name, entry);
  if (!existsSync(script)) continue;
  console.log(`\n== bench/${name}/${entry}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', cwd: join(import.meta.dirname, '..') });
  if (result.status !== 0) process.exitCode = 1;
}
