/**
 * What showing a system's lockups costs the server: the PNGs (rendered from the stored SVG on first request, as the
 * preview asked for them before it showed the SVGs) against the SVGs themselves (stored files, no render). Each run
 * generates a new system (new seed) through `POST /api/ai/{projectId}/image`, then fetches the six files a visitor
 * who opens every tab, Monochrome and Dark sees, once as PNG (A) and for the next system as SVG (B), alternating.
 * Reported: server CPU per system for those files (from /proc: event loop and engine threads) and their bytes, beside
 * the CPU of the generation itself.
 *
 *   node --import tsx bench/web/lockup-files.ts [--runs 10]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './initial-js';

const PORT = 3934;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROLES = ['primary', 'horizontal', 'stacked', 'icon', 'reversed', 'monochrome'] as const;

const args = process.argv.slice(2);
const runs = Math.max(2, Number(args[args.indexOf('--runs') + 1] || 10) || 10);

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('server did not start');
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AI_ANON_DAILY_QUOTA: '1000',
    },
    stdio: 'ignore',
  });
}

/** CPU time of the server process so far (all its threads), ms; Linux only. */
function serverCpuMs(server: ChildProcess): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime (fields 14 and 15 of proc(5)), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One new system; returns the folder its files lie in. */
async function generate(seed: number): Promise<string> {
  const brief = {
    brandName: 'Northwind',
    industry: 'Coffee roastery',
    oneLiner: 'Small-batch coffee roasted for neighbourhood cafés',
    tagline: 'Roasted close to home',
    designerId: 'saul-bass',
    seed,
    variant: 0,
  };
  const response = await fetch(`${ORIGIN}/api/ai/logo-dna/image`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'A logo for Northwind', n: 6, brief }),
  });
  if (!response.ok) throw new Error(`image: HTTP ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: Array<{ url: string; role: string }> };
  const primary = data.find((image) => image.role === 'primary')?.url ?? '';
  return primary.replace(/\/primary\.png$/, '');
}

/** Fetches the six files of a system in one format; returns server CPU (ms) and bytes. */
async function fetchFiles(server: ChildProcess, folder: string, format: 'png' | 'svg'): Promise<{ cpu: number; bytes: number }> {
  const before = serverCpuMs(server);
  let bytes = 0;
  for (const role of ROLES) {
    const response = await fetch(`${folder}/${role}.${format}`);
    if (!response.ok) throw new Error(`${role}.${format}: HTTP ${response.status}`);
    bytes += (await response.arrayBuffer()).byteLength;
  }
  return { cpu: serverCpuMs(server) - before, bytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-dna-bench-files-'));
  const server = startServer(dataDir);
  try {
    await waitForHealth();
    // Warm-up: the engine threads start, and one PNG render loads the rasteriser.
    await fetchFiles(server, await generate(1), 'png');
    const results: Record<'png' | 'svg', Array<{ cpu: number; bytes: number }>> = { png: [], svg: [] };
    const generations: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const format = run % 2 === 0 ? 'png' : 'svg';
      const before = serverCpuMs(server);
      const folder = await generate(1000 + run);
      generations.push(serverCpuMs(server) - before);
      results[format].push(await fetchFiles(server, folder, format));
    }
    console.log(`Six lockup files per system (${ROLES.join(', ')}), ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)}`);
    for (const format of ['png', 'svg'] as const) {
      const cpu = results[format].map((result) => result.cpu);
      const bytes = median(results[format].map((result) => result.bytes));
      console.log(
        `  ${format.toUpperCase()}  ${results[format].length} systems   server CPU per system: median ${median(cpu)} ms (${cpu.join(', ')})   bytes ${(bytes / 1024).toFixed(1)} KB`,
      );
    }
    console.log(`  the generation itself (n = 6): median ${median(generations)} ms server CPU`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
