/**
 * Decompression-bomb benchmark: signed-up users post document bombs to `extract-from-blob` of the real server
 * process (default configuration, NODE_ENV=production) while `/api/health` is probed from another address on fresh
 * connections. Prints each bomb's answers, the health latency (p50, p95, max, failures) and the server's peak RSS.
 * Usage: node --import tsx bench/abuse/extract-bomb.ts [seconds=30] [attackers=6]
 */
import http from 'node:http';
import { buildDocxBomb, buildManyEntriesZip, buildManyPagesPdf, buildPdfFlateBomb } from '../../apps/server/src/data/bomb-fixtures';
import { spawnServer } from '../../apps/server/src/test/spawn-server';
import { healthFigures, probeHealth, rssMiB } from './measure';

const seconds = Number(process.argv[2] ?? 30);
const attackers = Number(process.argv[3] ?? 6);
const ATTACKER = '127.0.0.5';
const PROBER = '127.0.0.1';
const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const BOMBS = [
  { name: 'docx-20MB (the probe’s)', bytes: buildDocxBomb(20 * MB), type: DOCX, filename: 'probe.docx' },
  { name: 'docx-48MB', bytes: buildDocxBomb(48 * MB), type: DOCX, filename: 'bomb.docx' },
  { name: 'zip-100k-entries', bytes: buildManyEntriesZip(100_000), type: DOCX, filename: 'many.docx' },
  { name: 'pdf-flate-48MB', bytes: buildPdfFlateBomb(48 * MB), type: 'application/pdf', filename: 'bomb.pdf' },
  { name: 'pdf-3000-pages', bytes: buildManyPagesPdf(3000), type: 'application/pdf', filename: 'pages.pdf' },
].map((bomb) => ({
  ...bomb,
  body: Buffer.from(JSON.stringify({ content: bomb.bytes.toString('base64'), filename: bomb.filename, contentType: bomb.type })),
}));

const server = await spawnServer({ LOG_LEVEL: 'error', SERVICE_KEY: 'sk_bench_service_key', NODE_ENV: 'production' });
const pid = server.process.pid as number;

/** One POST from `localAddress`; resolves with `status code` or the network error's code. */
function post(path: string, body: Buffer, token?: string): Promise<{ label: string; json: Record<string, unknown> }> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'content-length': body.length };
    if (token) headers.authorization = `Bearer ${token}`;
    const request = http.request(
      { host: '127.0.0.1', port: server.port, path, method: 'POST', localAddress: ATTACKER, agent: false, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON
          }
          resolve({ label: `${response.statusCode}${typeof json.code === 'string' ? ` ${json.code}` : ''}`, json });
        });
      },
    );
    request.setTimeout(120_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ label: error.code ?? error.message, json: {} }));
    request.end(body);
  });
}

async function signUp(i: number): Promise<string> {
  const email = `bomber${i}-${Date.now()}@example.com`;
  const { json, label } = await post(
    '/api/auth/signup',
    Buffer.from(JSON.stringify({ email, password: 'correct horse battery staple 42' })),
  );
  if (typeof json.access_token !== 'string') throw new Error(`sign-up failed: ${label}`);
  return json.access_token;
}

const tokens = await Promise.all(Array.from({ length: attackers }, (_, i) => signUp(i)));
const answers: Record<string, Record<string, number>> = Object.fromEntries(BOMBS.map((bomb) => [bomb.name, {}]));
const until = Date.now() + seconds * 1000;
const before = rssMiB(pid);
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMiB(pid));
}, 100);
const attack = Promise.all(
  tokens.map(async (token, i) => {
    for (let n = i; Date.now() < until; n++) {
      const bomb = BOMBS[n % BOMBS.length] as (typeof BOMBS)[number];
      const { label } = await post('/api/data/logo-dna/extract-from-blob', bomb.body, token);
      const counts = answers[bomb.name] as Record<string, number>;
      counts[label] = (counts[label] ?? 0) + 1;
    }
  }),
);
const [health] = await Promise.all([probeHealth(server.port, PROBER, until), attack]);
clearInterval(sampler);
const alive = server.process.exitCode === null && server.process.signalCode === null;
console.log(
  JSON.stringify(
    {
      seconds,
      attackers,
      bombs: Object.fromEntries(BOMBS.map((bomb) => [bomb.name, `${Math.round(bomb.bytes.length / 1024)} KiB`])),
      answers,
      ...healthFigures(health, before, peak),
      alive,
    },
    null,
    2,
  ),
);
await server.stop();
if (!alive) process.exitCode = 1;
