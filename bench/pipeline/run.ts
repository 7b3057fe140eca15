/**
 * The product's generation pipeline over HTTP on the builtin provider, as the web app runs it (spec §4):
 * strategy object → 4 logo images → colours and typography objects → record create, at 1, 10 and 20
 * concurrent users. Prints p50/p95 per pipeline and pipelines per second.
 * Usage: node --import tsx bench/pipeline/run.ts [pipelinesPerUser=3] [levels=1,10,20]
 */
import { randomInt } from 'node:crypto';
import { createAccessTokenCodec } from '../../apps/server/src/http/access-token';
import { spawnServer } from '../../apps/server/src/test/spawn-server';

const pipelinesPerUser = Number(process.argv[2] ?? 3);
const levels = (process.argv[3] ?? '1,10,20').split(',').map(Number);
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

interface LevelResult {
  users: number;
  pipelines: number;
  failures: number;
  p50Ms: number;
  p95Ms: number;
  pipelinesPerSecond: number;
}

async function post(origin: string, path: string, body: unknown, token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, prefer: 'return=representation' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** One generation as the web app makes it; every call carries the same brief and seed. */
async function runPipeline(origin: string, userId: string, userToken: string): Promise<void> {
  const brief = {
    brandName: `Bench Brand ${randomInt(1e6)}`,
    industry: 'Coffee roasting',
    oneLiner: 'Small-batch coffee roasted for people who care where their beans come from',
    designerId: DESIGNERS[randomInt(DESIGNERS.length)],
    seed: randomInt(2 ** 31),
  };
  const ai = (kind: string, body: object) => post(origin, `/api/ai/${PROJECT}/${kind}`, { ...body, brief }, SERVICE_KEY);
  const strategy = (await ai('object', { prompt: 'Brand strategy', schema: STRATEGY_SCHEMA })).object as Record<string, string>;
  const images = (await ai('image', { prompt: 'Logo system', n: 4 })).data as Array<{ url: string }>;
  const [colors, typography] = await Promise.all([
    ai('object', { prompt: 'Colour palette', schema: COLORS_SCHEMA }),
    ai('object', { prompt: 'Typography', schema: TYPOGRAPHY_SCHEMA }),
  ]);
  const now = new Date().toISOString();
  await post(
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
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

async function runLevel(origin: string, users: number, tokens: string[]): Promise<LevelResult> {
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, index) => {
      for (let i = 0; i < pipelinesPerUser; i++) {
        const begin = performance.now();
        try {
          await runPipeline(origin, `bench_user_${index}`, tokens[index] as string);
          times.push(performance.now() - begin);
        } catch (error) {
          failures += 1;
          if (failures === 1) console.error(String(error).slice(0, 300));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
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

const server = await spawnServer({ SERVICE_KEY, JWT_SECRET, PROJECT_ID: PROJECT });
try {
  const codec = createAccessTokenCodec(JWT_SECRET);
  const maxUsers = Math.max(...levels);
  const tokens = await Promise.all(
    Array.from({ length: maxUsers }, (_, index) =>
      codec.sign({ userId: `bench_user_${index}`, email: `bench${index}@example.com`, role: 'authenticated' }, 3600),
    ),
  );
  // Warm-up: worker threads start and fonts load on the first designs.
  await runLevel(server.origin, 2, tokens);
  const results: LevelResult[] = [];
  for (const users of levels) results.push(await runLevel(server.origin, users, tokens));
  console.table(results);
} finally {
  await server.stop();
}
