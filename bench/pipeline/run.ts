/**
 * The product's generation pipeline over HTTP on the builtin provider, as the web app runs it (spec §4):
 * strategy object → 4 logo images → colours and typography objects → record create (and, for every Nth pipeline,
 * the brand kit), at 1, 10 and 20 concurrent users. Prints p50/p95 per pipeline, pipelines per second, and every
 * failure by step, HTTP status and error code.
 * Usage: node --import tsx bench/pipeline/run.ts [pipelinesPerUser=3] [levels=1,10,20]
 *          [--postgres] [--kit-every=N] [--recycle-after=N]
 * `--postgres` runs the server on a fresh PostgreSQL database (made on BENCH_DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards); `--recycle-after` sets ENGINE_RECYCLE_AFTER_TASKS.
 */
import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import { createAccessTokenCodec } from '../../apps/server/src/http/access-token';
import { spawnServer } from '../../apps/server/src/test/spawn-server';

const flags = new Map(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => [arg.slice(2).split('=')[0] as string, arg.split('=')[1] ?? 'true']),
);
const [perUserArg, levelsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const pipelinesPerUser = Number(perUserArg ?? 3);
const levels = (levelsArg ?? '1,10,20').split(',').map(Number);
const kitEvery = Number(flags.get('kit-every') ?? 0);
const recycleAfter = flags.get('recycle-after');
const onPostgres = flags.has('postgres');
const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const SERVICE_KEY = 'sk_bench_pipeline';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const PROJECT = 'logo-dna';

const STRATEGY_SCHEMA = {
  type: 'object',
  properties: {
    positioning: { type: 'string' },
    concepts: { type: 'array', items: { type: 'string' } },
    selectedConcept: { type: 'string' },
    rationale: { type: 'string' },
  },
  required: ['positioning', 'concepts', 'selectedConcept', 'rationale'],
};
const COLORS_SCHEMA = {
  type: 'object',
  properties: { primary: { type: 'string' }, secondary: { type: 'string' }, accent: { type: 'string' }, neutral: { type: 'string' } },
  required: ['primary', 'secondary', 'accent', 'neutral'],
};
const TYPOGRAPHY_SCHEMA = {
  type: 'object',
  properties: { display: { type: 'string' }, support: { type: 'string' } },
  required: ['display', 'support'],
};
const DESIGNERS = ['paul-rand', 'saul-bass', 'paula-scher', 'massimo-vignelli', 'sagi-haviv'];

type Step = 'strategy' | 'images' | 'palette' | 'typography' | 'save' | 'kit';

/** A step that did not answer 2xx: its HTTP status (0 when no answer came) and the envelope's code. */
class StepFailure extends Error {
  constructor(
    readonly step: Step,
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(`${step} → ${status} ${code}: ${detail.slice(0, 200)}`);
  }
}

interface LevelResult {
  users: number;
  pipelines: number;
  failures: number;
  p50Ms: number;
  p95Ms: number;
  pipelinesPerSecond: number;
}

async function post(step: Step, origin: string, path: string, body: unknown, token: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, prefer: 'return=representation' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new StepFailure(step, 0, 'NO_RESPONSE', String(error));
  }
  if (response.ok) return response;
  const text = await response.text();
  let code = 'NO_CODE';
  try {
    code = String((JSON.parse(text) as { code?: unknown }).code ?? code);
  } catch {
    // not an envelope
  }
  throw new StepFailure(step, response.status, code, text);
}

const postJson = async (step: Step, origin: string, path: string, body: unknown, token: string) =>
  (await (await post(step, origin, path, body, token)).json()) as Record<string, unknown>;

/** One generation as the web app makes it; every call carries the same brief and seed. */
async function runPipeline(origin: string, userId: string, userToken: string, withKit: boolean): Promise<void> {
  const brief = {
    brandName: `Bench Brand ${randomInt(1e6)}`,
    industry: 'Coffee roasting',
    oneLiner: 'Small-batch coffee roasted for people who care where their beans come from',
    designerId: DESIGNERS[randomInt(DESIGNERS.length)] as string,
    seed: randomInt(2 ** 31),
  };
  const ai = (step: Step, kind: string, body: object) =>
    postJson(step, origin, `/api/ai/${PROJECT}/${kind}`, { ...body, brief }, SERVICE_KEY);
  const strategy = (await ai('strategy', 'object', { prompt: 'Brand strategy', schema: STRATEGY_SCHEMA })).object as Record<string, string>;
  const images = (await ai('images', 'image', { prompt: 'Logo system', n: 4 })).data as Array<{ url: string }>;
  const [colors, typography] = await Promise.all([
    ai('palette', 'object', { prompt: 'Colour palette', schema: COLORS_SCHEMA }),
    ai('typography', 'object', { prompt: 'Typography', schema: TYPOGRAPHY_SCHEMA }),
  ]);
  const now = new Date().toISOString();
  await postJson(
    'save',
    origin,
    `/api/db/${PROJECT}/rest/v1/logo_systems`,
    {
      id: `logo_${Date.now()}_${randomInt(1e9)}`,
      user_id: userId,
      brand_name: brief.brandName,
      industry: brief.industry,
      one_liner: brief.oneLiner,
      designer_dna: brief.designerId,
      strategy_text: strategy.positioning,
      selected_concept: strategy.selectedConcept,
      brand_rationale: strategy.rationale,
      primary_logo_url: images[0]?.url,
      monochrome_logo_url: images[1]?.url,
      horizontal_logo_url: images[2]?.url,
      stacked_logo_url: images[3]?.url,
      app_icon_url: images[0]?.url,
      color_palette: JSON.stringify(colors.object),
      typography: JSON.stringify(typography.object),
      created_at: now,
      updated_at: now,
    },
    userToken,
  );
  if (withKit) await (await post('kit', origin, `/api/kit/${PROJECT}`, { brief }, userToken)).arrayBuffer();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/** Failures of a level by step, status and code (`strategy 500 INTERNAL_ERROR` → count). */
type FailureCounts = Map<string, number>;

async function runLevel(origin: string, users: number, perUser: number, tokens: string[], failuresBy: FailureCounts): Promise<LevelResult> {
  const times: number[] = [];
  let failures = 0;
  let started = 0;
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, index) => {
      for (let i = 0; i < perUser; i++) {
        const withKit = kitEvery > 0 && started++ % kitEvery === 0;
        const begin = performance.now();
        try {
          await runPipeline(origin, `bench_user_${index}`, tokens[index] as string, withKit);
          times.push(performance.now() - begin);
        } catch (error) {
          failures += 1;
          const key = error instanceof StepFailure ? `${error.step} ${error.status} ${error.code}` : `unknown ${String(error)}`;
          failuresBy.set(key, (failuresBy.get(key) ?? 0) + 1);
          if ((failuresBy.get(key) ?? 0) === 1) console.error(String(error instanceof Error ? error.message : error));
        }
      }
    }),
  );
  const seconds = (performance.now() - begun) / 1000;
  times.sort((a, b) => a - b);
  return {
    users,
    pipelines: times.length,
    failures,
    p50Ms: Math.round(percentile(times, 0.5)),
    p95Ms: Math.round(percentile(times, 0.95)),
    pipelinesPerSecond: Math.round((times.length / seconds) * 100) / 100,
  };
}

/** A fresh PostgreSQL database for one run, and how to drop it. */
async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_pipeline_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const database = onPostgres ? await createBenchDatabase() : undefined;
const server = await spawnServer({
  SERVICE_KEY,
  JWT_SECRET,
  PROJECT_ID: PROJECT,
  ...(database ? { DATABASE_URL: database.url } : {}),
  ...(recycleAfter ? { ENGINE_RECYCLE_AFTER_TASKS: recycleAfter } : {}),
});
try {
  console.log(
    `database ${onPostgres ? 'postgres' : 'sqlite'}, ${pipelinesPerUser} pipelines per user, levels ${levels.join(',')}` +
      `${kitEvery ? `, a kit every ${kitEvery} pipelines` : ''}${recycleAfter ? `, engine pools recycled every ${recycleAfter} tasks` : ''}`,
  );
  const codec = createAccessTokenCodec(JWT_SECRET);
  const maxUsers = Math.max(...levels);
  const tokens = await Promise.all(
    Array.from({ length: maxUsers }, (_, index) =>
      codec.sign({ userId: `bench_user_${index}`, email: `bench${index}@example.com`, role: 'authenticated' }, 3600),
    ),
  );
  // Warm-up: worker threads start and fonts load on the first designs (its failures are counted apart).
  await runLevel(server.origin, 2, 3, tokens, new Map());
  const results: LevelResult[] = [];
  const failuresBy: FailureCounts = new Map();
  for (const users of levels) results.push(await runLevel(server.origin, users, pipelinesPerUser, tokens, failuresBy));
  console.table(results);
  const rows = [...failuresBy].map(([key, count]) => {
    const [step, status, code] = key.split(' ');
    return { step, status, code, count };
  });
  if (rows.length) console.table(rows);
  else console.log('failures by step, status and code: none');
} finally {
  await server.stop();
  await database?.drop();
}
