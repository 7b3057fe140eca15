/**
 * Auth benchmark against the real server process (SQLite): email sign-ins per second (argon2id,
 * m = 19 MiB, t = 2), GET /api/health p95 alone and while 50 sign-ins run at once (is the event loop
 * starved?), and the latency of known vs unknown addresses on reset and sign-in (enumeration timing).
 * Usage: node --import tsx bench/auth/run.ts [seconds=10] [connections=50]
 */
import autocannon from 'autocannon';
import { spawnServer } from '../../apps/server/src/test/spawn-server';

const [seconds = 10, connections = 50] = process.argv.slice(2).map(Number);
const PASSWORD = 'bench password that is long enough';
const ROOMY = '1000000/60,1000000/60';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

async function post(origin: string, path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Sequential GET /api/health probes until `until` resolves; returns each latency in ms. */
async function probeHealth(origin: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${origin}/api/health`)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

function signInLoad(origin: string, email: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${origin}/api/auth/signin/email`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
        connections,
        duration: seconds,
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Median latency of known vs unknown addresses, alternating so both see the same load. */
async function compareTiming(origin: string, path: string, known: unknown, unknown: (i: number) => unknown, rounds = 60) {
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    knownTimes.push((await post(origin, path, known)).ms);
    unknownTimes.push((await post(origin, path, unknown(i))).ms);
  }
  const a = percentile(knownTimes, 0.5);
  const b = percentile(unknownTimes, 0.5);
  return { known: round(a), unknown: round(b), differencePercent: round(((b - a) / a) * 100) };
}

const server = await spawnServer({
  AUTH_RATE_LIMIT_SIGNIN: ROOMY,
  AUTH_RATE_LIMIT_SIGNUP: ROOMY,
  AUTH_RATE_LIMIT_RESET: ROOMY,
  AUTH_RATE_LIMIT_MAGIC: ROOMY,
  AUTH_RATE_LIMIT_VERIFY: ROOMY,
});
try {
  const email = 'bench@example.com';
  const signup = await post(server.origin, '/api/auth/signup', { email, password: PASSWORD });
  if (signup.status !== 200) throw new Error(`sign-up failed with ${signup.status}`);

  const idle = await probeHealth(server.origin, new Promise((resolve) => setTimeout(resolve, 3000)));
  const load = signInLoad(server.origin, email);
  const busy = await probeHealth(server.origin, load);
  const result = await load;

  const reset = await compareTiming(server.origin, '/api/auth/password/reset', { email }, (i) => ({ email: `nobody${i}@example.com` }));
  const signin = await compareTiming(
    server.origin,
    '/api/auth/signin/email',
    { email, password: 'wrong password here' },
    (i) => ({ email: `nobody${i}@example.com`, password: 'wrong password here' }),
    30,
  );

  console.table({
    'sign-ins per second': {
      value: round(result.requests.average),
      note: `${connections} concurrent, ${seconds} s, ${result.non2xx} non-2xx`,
    },
    'sign-in latency p50 / p97.5 (ms)': { value: `${result.latency.p50} / ${result.latency.p97_5}`, note: 'queueing behind the hash cap' },
    'GET /api/health p95 idle (ms)': { value: round(percentile(idle, 0.95)), note: `${idle.length} probes` },
    'GET /api/health p95 under sign-in load (ms)': { value: round(percentile(busy, 0.95)), note: `${busy.length} probes, target < 50` },
    'GET /api/health max under load (ms)': { value: round(Math.max(...busy)), note: '' },
    'reset median known / unknown (ms)': { value: `${reset.known} / ${reset.unknown}`, note: `${reset.differencePercent} % apart` },
    'sign-in median wrong password / unknown (ms)': {
      value: `${signin.known} / ${signin.unknown}`,
      note: `${signin.differencePercent} % apart`,
    },
  });
} finally {
  await server.stop();
}
