// The design work of one `logo-dna generate` in a process that has loaded everything already: the compiled CLI
// runs once to warm up, then once more measured (its CPU and wall, printed as JSON on the last line).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { runCli } = await import('../../packages/cli/dist/main.js');
const args = process.argv.slice(2);
const quiet = () => {};
async function once() {
  const out = mkdtempSync(join(tmpdir(), 'logo-dna-design-'));
  try {
    await runCli(['generate', ...args, '--seed', String(Math.floor(Math.random() * 1e6)), '--out', out], quiet);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
await once();
const cpu = process.cpuUsage();
const started = performance.now();
await once();
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }));
