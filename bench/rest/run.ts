/**
 * REST API benchmark: autocannon on loopback against the real server (SQLite, owner policy, user JWT)
 * and, in the same run, against a bare Fastify route returning the same bytes. Prints req/s and p95.
 * Usage: node --import tsx bench/rest/run.ts [seconds=5] [connections=10] [cases=all|by-id]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createAccessTokenCodec } from '../../apps/server/src/http/access-token';
import { freePort, spawnServer } from '../../apps/server/src/test/spawn-server';

const [seconds = 5, connections = 10] = process.argv.slice(2, 4).map(Number);
const onlyById = process.argv[4] === 'by-id';
const SERVICE_KEY = 'sk_bench_rest_service_key';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const USER = 'user_bench';

interface CaseResult {
  name: string;
  requestsPerSecond: number;
  p95Ms: number;
  non2xx: number;
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

/** Totals of one target across rounds; p95 is exact, from every response time (autocannon reports p90 and p97.5 only). */
class Tally {
  times: number[] = [];
  requests = 0;
  seconds = 0;
  non2xx = 0;

  toResult(name: string): CaseResult {
    this.times.sort((a, b) => a - b);
    const p95 = this.times[Math.floor(this.times.length * 0.95)] ?? Number.NaN;
    return { name, requestsPerSecond: Math.round(this.requests / this.seconds), p95Ms: Math.round(p95 * 100) / 100, non2xx: this.non2xx };
  }
}

async function runOnce(target: Target, durationSeconds: number, tally: Tally): Promise<void> {
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const options = { url: target.url, headers: target.headers ?? {}, connections, duration: durationSeconds };
    const instance = autocannon(options, (error, finished) => (error ? fail(error) : done(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => tally.times.push(responseTime));
  });
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
  tally.non2xx += result.non2xx;
}

/**
 * Measures targets in alternating one-second slices, so all of them see the same background load on a
 * shared machine; `seconds` is the total per target.
 */
async function measureTogether(targets: Target[]): Promise<CaseResult[]> {
  const tallies = targets.map(() => new Tally());
  for (let round = 0; round < seconds; round++) {
    for (const [index, target] of targets.entries()) await runOnce(target, 1, tallies[index] as Tally);
  }
  return targets.map((target, index) => (tallies[index] as Tally).toResult(target.name));
}

async function startBare(file: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts'), String(port), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready) => child.stdout?.once('data', () => ready()));
  return { origin: `http://127.0.0.1:${port}`, child };
}

const server = await spawnServer({ LOG_LEVEL: 'error', SERVICE_KEY, JWT_SECRET });
let bare: { origin: string; child: ChildProcess } | undefined;
const results: CaseResult[] = [];
try {
  const base = `${server.origin}/api/db/logo-dna/rest/v1/logo_systems`;
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    id: `logo_${String(i).padStart(4, '0')}`,
    user_id: i % 2 === 0 ? USER : 'someone_else',
    brand_name: `Brand ${i}`,
    industry: 'Coffee',
    one_liner: 'Roasted with care',
    designer_dna: i % 20 === 0 || i % 20 === 2 ? 'saul-bass' : 'paul-rand',
    color_palette: '{"primary":"#112233","secondary":"#445566","accent":"#778899","neutral":"#aabbcc"}',
    typography: '{"display":"Inter","support":"Lora"}',
    created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  }));
  const seeded = await fetch(base, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(rows),
  });
  if (seeded.status !== 201) throw new Error(`seeding failed: ${seeded.status}`);

  const token = await createAccessTokenCodec(JWT_SECRET).sign({ userId: USER, email: 'bench@example.test', role: 'user' }, 3600);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const byIdUrl = `${base}?id=eq.logo_0100&limit=1`;
  const listUrl = `${base}?select=*&designer_dna=eq.saul-bass&order=created_at.desc&limit=50`;
  const byId = await (await fetch(byIdUrl, { headers: auth })).json();
  const list = (await (await fetch(listUrl, { headers: auth })).json()) as unknown[];
  if (list.length !== 50) throw new Error(`expected 50 rows in the list, got ${list.length}`);

  const dir = mkdtempSync(join(tmpdir(), 'bench-rest-'));
  writeFileSync(join(dir, 'bodies.json'), JSON.stringify({ byId, list }));
  bare = await startBare(join(dir, 'bodies.json'));

  results.push(
    ...(await measureTogether([
      { name: 'bare GET one row', url: `${bare.origin}/bare/byId` },
      { name: 'REST GET by id (JWT, owner policy)', url: byIdUrl, headers: auth },
      // The full app's cheapest route: what identity, CORS, request ids and logging cost before any REST work.
      { name: 'app GET /api/health (no REST work)', url: `${server.origin}/api/health` },
    ])),
    ...(onlyById
      ? []
      : await measureTogether([
          { name: 'bare GET 50 rows', url: `${bare.origin}/bare/list` },
          { name: 'REST filtered list of 50 (JWT, owner policy)', url: listUrl, headers: auth },
        ])),
  );
} finally {
  bare?.child.kill('SIGTERM');
  await server.stop();
}
const share = (rest?: CaseResult, bare?: CaseResult) =>
  rest && bare ? `${Math.round((rest.requestsPerSecond / bare.requestsPerSecond) * 100)} %` : 'not measured';
const [bareOne, restOne, , bareList, restList] = results;
console.table(results);
console.log(JSON.stringify({ byIdShareOfBare: share(restOne, bareOne), listShareOfBare: share(restList, bareList) }));
