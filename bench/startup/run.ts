/**
 * Cold start, compiled against from source (tsx), measured as whole processes on a fresh data folder:
 * - server: spawn to the first 200 from /api/health, with the CPU the process used by then (/proc, Linux);
 *   the compiled server as `npm start` runs it, the same server from TypeScript, and a minimal Fastify;
 * - CLI: `logo-dna generate` for one designer, whole process, against `node -e 0` and the design itself in a
 *   warm process.
 * Runs alternate between the variants, so a machine whose load drifts affects each alike; medians are printed.
 * Usage: node --import tsx bench/startup/run.ts [runs=7]
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../apps/server/src/test/spawn-server';

const ROOT = resolve(import.meta.dirname, '..', '..');
const runs = Number(process.argv[2] ?? 7);
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

interface Sample {
  wallMs: number;
  cpuMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** user + system CPU of a live process, from /proc/PID/stat (fields 14 and 15, in clock ticks). */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

async function serverStart(args: string[], env: Record<string, string>): Promise<Sample> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-dna-startup-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
  });
  try {
    for (const deadline = Date.now() + 60_000; ; ) {
      if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not answer within 60 s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((done) => setTimeout(done, 10));
    }
    return { wallMs: performance.now() - started, cpuMs: cpuOf(child.pid as number) };
  } finally {
    child.kill('SIGKILL');
    await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A whole process: wall time and user + system CPU from GNU time. */
function wholeProcess(command: string[]): Sample {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S', ...command], { cwd: ROOT, encoding: 'utf8' });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed: ${result.stderr}`);
  const [user, system] = (result.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
  return { wallMs, cpuMs: ((user ?? 0) + (system ?? 0)) * 1000 };
}

const GENERATE = ['--name', 'Northwind', '--industry', 'coffee roastery', '--one-liner', 'Small-batch coffee', '--designer', 'paul-rand'];

async function main(): Promise<void> {
  execFileSync(process.execPath, ['tools/build.mjs', 'server', 'cli', 'web'], { cwd: ROOT, stdio: 'inherit' });
  const variants: Array<[string, () => Promise<Sample> | Sample]> = [
    ['server, compiled (npm start)', () => serverStart(['tools/start.mjs'], { AI_WARMUP: '1' })],
    ['server, from source (tsx)', () => serverStart(['--import', 'tsx', 'apps/server/src/main.ts'], { AI_WARMUP: '1' })],
    ['minimal Fastify', () => serverStart(['bench/startup/minimal-fastify.mjs'], {})],
    [
      'CLI generate, compiled',
      () => {
        const out = mkdtempSync(join(tmpdir(), 'logo-dna-cli-'));
        try {
          return wholeProcess([process.execPath, 'packages/cli/bin/logo-dna.js', 'generate', ...GENERATE, '--out', out]);
        } finally {
          rmSync(out, { recursive: true, force: true });
        }
      },
    ],
    [
      'CLI generate, from source (tsx)',
      () => {
        const out = mkdtempSync(join(tmpdir(), 'logo-dna-cli-'));
        try {
          return wholeProcess([process.execPath, 'bench/startup/cli-from-source.mjs', 'generate', ...GENERATE, '--out', out]);
        } finally {
          rmSync(out, { recursive: true, force: true });
        }
      },
    ],
    ['CLI code loaded, no design', () => wholeProcess([process.execPath, 'bench/startup/cli-code-only.mjs'])],
    ['node -e 0', () => wholeProcess([process.execPath, '-e', '0'])],
    ['the design itself (warm process)', () => wholeDesign()],
  ];
  const samples = new Map<string, Sample[]>(variants.map(([name]) => [name, []]));
  for (let run = 0; run < runs + 1; run++) {
    for (const [name, measure] of variants) {
      const sample = await measure();
      // The first round warms the disk cache and is not counted.
      if (run > 0) samples.get(name)?.push(sample);
    }
  }
  const rows = [...samples].map(([name, list]) => ({
    name,
    wallMs: Math.round(median(list.map((s) => s.wallMs))),
    cpuMs: Math.round(median(list.map((s) => s.cpuMs))),
  }));
  console.table(rows);
  const by = (name: string) => rows.find((row) => row.name === name) as (typeof rows)[number];
  const compiled = by('server, compiled (npm start)');
  const fastify = by('minimal Fastify');
  const cli = by('CLI generate, compiled');
  const node = by('node -e 0');
  const design = by('the design itself (warm process)');
  console.log(
    [
      `server compiled / minimal Fastify: ${(compiled.wallMs / fastify.wallMs).toFixed(2)}× wall, ${(compiled.cpuMs / fastify.cpuMs).toFixed(2)}× CPU (target ≤ 2×)`,
      `server compiled / from source: ${(compiled.wallMs / by('server, from source (tsx)').wallMs).toFixed(2)}× wall, ${(compiled.cpuMs / by('server, from source (tsx)').cpuMs).toFixed(2)}× CPU`,
      `CLI compiled CPU − design = ${cli.cpuMs - design.cpuMs} ms = ${((cli.cpuMs - design.cpuMs) / node.cpuMs).toFixed(2)}× node -e 0 (target ≤ 3×)`,
      `CLI compiled / from source: ${(cli.cpuMs / by('CLI generate, from source (tsx)').cpuMs).toFixed(2)}× CPU`,
      `CLI code loaded, no design: ${(by('CLI code loaded, no design').cpuMs / node.cpuMs).toFixed(2)}× node -e 0 in CPU`,
    ].join('\n'),
  );
}

/** CPU of one `generate` design in a process that has already loaded everything (what the CLI cannot avoid). */
function wholeDesign(): Sample {
  const result = spawnSync(process.execPath, ['bench/startup/design-in-warm-process.mjs', ...GENERATE], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as Sample;
}

await main();
