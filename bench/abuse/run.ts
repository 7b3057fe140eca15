/**
 * Abuse benchmark: anonymous floods against the real server process in its default configuration, one
 * at a time, while `/api/health` is probed from another address. Reports the flood's answers, the
 * health latency (p50, p95, max, failures), the server's peak RSS during the flood and whether it
 * survived. The attacker uses 127.0.0.5 as its source address, the prober 127.0.0.1, so per-address
 * limits apply to the attacker only, as they would to a host on the internet. The REST attacks (rest-attacks.ts)
 * also report whether their victim's rows are unchanged.
 * Usage: node --import tsx bench/abuse/run.ts [seconds=30] [flood,…=realtime,analytics,transcribe,sockets,regex,timing]
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { spawnServer } from '../../apps/server/src/test/spawn-server';
import { bump, type Counts, healthFigures, pause, probeHealth, rssMiB } from './measure';
import { ABUSE_JWT_SECRET, ABUSE_MIGRATION, type RestTarget, regexAttack, timingAttack } from './rest-attacks';

const seconds = Number(process.argv[2] ?? 30);
const chosen = (process.argv[3] ?? 'realtime,analytics,transcribe,sockets,regex,timing').split(',');
const ATTACKER = '127.0.0.5';
const PROBER = '127.0.0.1';
const PROJECT = 'logo-dna';

const SERVICE_KEY = 'sk_bench_service_key';
const migrations = mkdtempSync(join(tmpdir(), 'logo-dna-abuse-'));
writeFileSync(join(migrations, '0001_abuse.sql'), ABUSE_MIGRATION);
const server = await spawnServer({
  LOG_LEVEL: 'error',
  SERVICE_KEY,
  JWT_SECRET: ABUSE_JWT_SECRET,
  MIGRATIONS_DIR: migrations,
  NODE_ENV: 'production',
});
const pid = server.process.pid as number;
const port = server.port;

/** One HTTP request from `localAddress`; resolves with the status, or an error name when none came back. */
function send(path: string, body: Buffer, agent: http.Agent, localAddress = ATTACKER): Promise<string | number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(response.statusCode ?? 'reset'));
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end(body);
  });
}

/** `workers` loops posting `makeBody(i)` until `until`. */
async function postLoop(path: string, workers: number, makeBody: (i: number) => Buffer, until: number, counts: Counts) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  let sent = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) bump(counts, await send(path, makeBody(sent++), agent));
    }),
  );
  agent.destroy();
}

async function realtimeFlood(until: number, counts: Counts): Promise<void> {
  const megabyte = 'x'.repeat(1024 * 1024 - 200);
  const http1 = postLoop(
    `/api/realtime/${PROJECT}/publish`,
    6,
    (i) => Buffer.from(JSON.stringify({ channel: `public:flood${i}`, type: 'x', data: megabyte })),
    until,
    counts,
  );
  const frame = 'y'.repeat(250 * 1024);
  let channel = 0;
  const sockets = Array.from({ length: 10 }, async () => {
    while (Date.now() < until) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/?project_id=${PROJECT}`, { localAddress: ATTACKER });
      ws.on('message', (raw) => {
        const text = raw.toString();
        bump(
          counts,
          `ws:${/"type":"(\w+)"/.exec(text)?.[1] ?? 'other'}${text.includes('"code"') ? `:${/"code":"(\w+)"/.exec(text)?.[1]}` : ''}`,
        );
      });
      const closed = new Promise<void>((resolve) => ws.once('close', (code) => resolve(bump(counts, `ws-close:${code}`))));
      ws.on('error', () => bump(counts, 'ws-error'));
      await new Promise<void>((resolve) => {
        ws.once('open', () => resolve());
        ws.once('close', () => resolve());
      });
      while (ws.readyState === WebSocket.OPEN && Date.now() < until) {
        if (ws.bufferedAmount > 2 * 1024 * 1024) {
          await pause(5);
          continue;
        }
        ws.send(JSON.stringify({ type: 'publish', payload: { channel: `public:n${channel++}`, type: 'x', data: frame } }));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      ws.terminate();
      await closed;
    }
  });
  await Promise.all([http1, ...sockets]);
}

async function analyticsFlood(until: number, counts: Counts): Promise<void> {
  const note = 'z'.repeat(20 * 1024);
  const event = { type: 'pageview', session_id: 'sess_flood', pathname: '/', channel: 'Direct', note };
  const body = Buffer.from(JSON.stringify({ events: Array.from({ length: 100 }, () => event) }));
  await postLoop(`/api/analytics/${PROJECT}/log`, 8, () => body, until, counts);
}

async function transcribeFlood(until: number, counts: Counts): Promise<void> {
  // 25 million byte values as a JSON array: about 100 MB.
  const body = Buffer.from(`{"audio":[${'255,'.repeat(25_000_000 - 1)}255]}`);
  await postLoop(`/api/ai/${PROJECT}/transcribe`, 6, () => body, until, counts);
}

/** Slow-loris: as many sockets as the attacker can open, each trickling one header byte a second. */
async function socketFlood(until: number, counts: Counts): Promise<void> {
  const open = new Set<net.Socket>();
  let peakOpen = 0;
  const trickle = setInterval(() => {
    for (const socket of open) socket.write('a');
  }, 1000);
  while (Date.now() < until) {
    if (open.size >= 15_000) {
      await pause(50);
      continue;
    }
    const batch = Array.from(
      { length: 200 },
      () =>
        new Promise<void>((resolve) => {
          const socket = net.connect({ host: '127.0.0.1', port, localAddress: ATTACKER });
          socket.once('connect', () => {
            open.add(socket);
            peakOpen = Math.max(peakOpen, open.size);
            socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
            resolve();
          });
          socket.once('error', (error: NodeJS.ErrnoException) => {
            bump(counts, `connect-error:${error.code ?? 'other'}`);
            resolve();
          });
          socket.once('close', () => {
            if (open.delete(socket)) bump(counts, 'closed-by-server');
          });
          socket.on('data', () => bump(counts, 'answered'));
        }),
    );
    await Promise.all(batch);
    counts.opened = (counts.opened ?? 0) + batch.length;
    await pause(20);
  }
  clearInterval(trickle);
  counts.peakOpen = peakOpen;
  for (const socket of open) socket.destroy();
}

const restTarget: RestTarget = { port, project: PROJECT, serviceKey: SERVICE_KEY, from: ATTACKER };

const FLOODS: Record<string, (until: number, counts: Counts) => Promise<void>> = {
  realtime: realtimeFlood,
  analytics: analyticsFlood,
  transcribe: transcribeFlood,
  sockets: socketFlood,
  regex: (until, counts) => regexAttack(restTarget, until, counts),
  timing: (until, counts) => timingAttack(restTarget, until, counts),
  // Decompression bombs need signed-up users and a server of their own (its extraction workers): extract-bomb.ts.
};

/** Answers with a 5xx status, from any flood's counts (`500`, `get:503`…). */
const serverErrors = (counts: Counts) =>
  Object.entries(counts).reduce((sum, [key, count]) => (/(^|:)5\d\d$/.test(key) ? sum + count : sum), 0);

const results: unknown[] = [];
for (const name of chosen) {
  const flood = FLOODS[name];
  if (!flood) throw new Error(`unknown flood ${name}`);
  if (server.process.exitCode !== null) break;
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 100);
  const until = Date.now() + seconds * 1000;
  const counts: Counts = {};
  const [health] = await Promise.all([probeHealth(port, PROBER, until), flood(until, counts)]);
  clearInterval(sampler);
  const alive = server.process.exitCode === null && server.process.signalCode === null;
  const result = {
    flood: name,
    seconds,
    answers: counts,
    serverErrors: serverErrors(counts),
    ...healthFigures(health, before, peak),
    alive,
  };
  results.push(result);
  console.log(JSON.stringify(result));
  // Let the server settle (closed sockets, collected garbage) before the next flood.
  await pause(2000);
}
await server.stop();
if (results.some((result) => !(result as { alive: boolean }).alive)) process.exitCode = 1;
