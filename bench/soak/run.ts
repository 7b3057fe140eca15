/**
 * Soak: generations through the compiled server with its default configuration (default logging, engine
 * warm-up, worker pool as shipped), two at a time as two visitors would. Each generation is the web app's
 * pipeline: strategy object, the four logo images, colours and typography, for a new brand and seed.
 * Prints the server's RSS (whole process, worker threads included) as it goes, then after a quiet minute.
 * Passes when the RSS at the end is within 1.5× the RSS after the first tenth, and the quiet minute gives
 * memory back. Usage: node --import tsx bench/soak/run.ts [generations=5000] [concurrency=2]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../apps/server/src/test/spawn-server';

const ROOT = resolve(import.meta.dirname, '..', '..');
const total = Number(process.argv[2] ?? 5000);
const concurrency = Number(process.argv[3] ?? 2);
const SERVICE_KEY = 'sk_bench_soak_service_key';
const DESIGNERS = ['paul-rand', 'saul-bass', 'paula-scher', 'massimo-vignelli', 'sagi-haviv', 'milton-glaser', 'ruth-kedar'];
const STRATEGY = {
  type: 'object',
  properties: { positioning: { type: 'string' }, concepts: { type: 'array', items: { type: 'string' } } },
  required: ['positioning', 'concepts'],
};
const COLORS = {
  type: 'object',
  properties: { primary: { type: 'string' }, secondary: { type: 'string' }, accent: { type: 'string' }, neutral: { type: 'string' } },
  required: ['primary', 'secondary', 'accent', 'neutral'],
};
const TYPOGRAPHY = {
  type: 'object',
  properties: { display: { type: 'string' }, support: { type: 'string' } },
  required: ['display', 'support'],
};

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

async function post(origin: string, kind: string, body: object): Promise<unknown> {
  const response = await fetch(`${origin}/api/ai/logo-dna/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SERVICE_KEY}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${kind} → ${response.status} ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

async function generation(origin: string, index: number): Promise<void> {
  const brief = {
    brandName: `Soak Brand ${index}`,
    industry: 'Coffee roasting',
    oneLiner: 'Small-batch coffee roasted for people who care where their beans come from',
    designerId: DESIGNERS[index % DESIGNERS.length],
    seed: index,
  };
  await post(origin, 'object', { prompt: 'Brand strategy', schema: STRATEGY, brief });
  const images = (await post(origin, 'image', { prompt: 'Logo system', n: 4, brief })) as { data: Array<{ url: string }> };
  await Promise.all([
    post(origin, 'object', { prompt: 'Colour palette', schema: COLORS, brief }),
    post(origin, 'object', { prompt: 'Typography', schema: TYPOGRAPHY, brief }),
    // The primary's PNG, rendered on first request: the page shows the SVG now, but the PNG download and the kit
    // still render, and resvg's native buffers are what a worker's memory once grew with.
    fetch(images.data[0]?.url ?? '').then((response) => response.arrayBuffer()),
  ]);
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-dna-soak-'));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['tools/start.mjs'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: origin, SERVICE_KEY },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = server.pid as number;
  try {
    for (
      const deadline = Date.now() + 300_000;
      !(await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
    ) {
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((done) => setTimeout(done, 100));
    }
    const started = performance.now();
    console.log(`idle after start: ${rssMb(pid)} MB`);
    const marks = new Map<number, number>();
    // Readings at each tenth can fall anywhere in a saw-tooth, so the peak is sampled every second as well.
    let peak = 0;
    let peakSinceFirstTenth = 0;
    const sampler = setInterval(() => {
      const rss = rssMb(pid);
      peak = Math.max(peak, rss);
      if (marks.size > 0) peakSinceFirstTenth = Math.max(peakSinceFirstTenth, rss);
    }, 1000);
    const tenth = Math.max(1, Math.round(total / 10));
    let next = 0;
    let done = 0;
    let failures = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let index = next++; index < total; index = next++) {
          await generation(origin, index).catch((error: unknown) => {
            failures += 1;
            if (failures <= 3) console.error(String(error));
          });
          done += 1;
          if (done % tenth === 0) {
            marks.set(done, rssMb(pid));
            const seconds = (performance.now() - started) / 1000;
            console.log(`${done} generations: ${marks.get(done)} MB, peak so far ${peak} MB (${(done / seconds).toFixed(2)} per s)`);
          }
        }
      }),
    );
    clearInterval(sampler);
    const first = marks.get(tenth) ?? 0;
    const end = rssMb(pid);
    console.log(`end: ${end} MB, ${failures} failed; quiet for 60 s…`);
    await new Promise((wait) => setTimeout(wait, 60_000));
    const quiet = rssMb(pid);
    console.log(`after a quiet minute: ${quiet} MB`);
    console.log(
      `RSS end / after first ${tenth}: ${(end / first).toFixed(2)} (target ≤ 1.5); peak after the first ${tenth} / after first ${tenth}: ${(peakSinceFirstTenth / first).toFixed(2)}; quiet minute gave back ${end - quiet} MB (${Math.round(((end - quiet) / end) * 100)} %)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((exited) => server.once('exit', exited));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
