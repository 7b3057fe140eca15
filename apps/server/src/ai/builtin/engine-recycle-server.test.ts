/**
 * A real server whose design engine replaces its worker pool every two tasks, driven by concurrent generation calls:
 * every pool is retired while tasks are still queued on it or its threads are still starting, and every call must
 * still be answered by the engine (no task is ended with its pool, and nothing is a 5xx). SQLite only: no database
 * takes part in the race (bench/pipeline runs the whole pipeline on both).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiFixture, BRIEF, COLORS_SCHEMA, createAiFixture, STRATEGY_SCHEMA } from '../test-support/ai-fixture';

/** Concurrent calls, each with its own seed, so each is its own engine task (the design cache shares none). */
const CALLS = 8;

let fx: AiFixture;
beforeAll(async () => {
  // The calls queue on two threads: on a loaded machine the last waits past the default 60 s answer deadline, which is
  // not what this test is about (the deadline has its own tests), so it is set past the test's own time limit.
  fx = await createAiFixture({ ENGINE_RECYCLE_AFTER_TASKS: '2', AI_TIMEOUT_MS: '230000' });
});
afterAll(async () => fx?.close());

const summary = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => (response.statusCode === 200 ? 200 : `${response.statusCode} ${response.body.slice(0, 120)}`));

describe('engine pool recycling under concurrent requests', () => {
  it('answers every concurrent call while pools are retired between them', async () => {
    // 8 tasks on pools of 2: at least three pools are retired, each with tasks just handed to it. Waiting on every
    // answer (not on time) is the whole synchronisation.
    const responses = await Promise.all(
      Array.from({ length: CALLS }, (_, index) =>
        fx.post(
          'object',
          { prompt: 'Brand strategy', schema: index % 2 ? COLORS_SCHEMA : STRATEGY_SCHEMA, brief: { ...BRIEF, seed: 9_000 + index } },
          fx.auth.service,
        ),
      ),
    );
    expect(summary(responses)).toEqual(Array.from({ length: CALLS }, () => 200));
  }, 240_000);

  it('renders logo PNGs on recycled pools too (the storage derivation runs on the same engine)', async () => {
    const images = await fx.post('image', { prompt: 'Logo system', n: 4, brief: { ...BRIEF, seed: 9_100 } }, fx.auth.service);
    expect(images.statusCode).toBe(200);
    const urls = (images.json() as { data: Array<{ url: string }> }).data.map((image) => image.url);
    const pngs = await Promise.all(urls.map((url) => fx.fetchFile(url)));
    expect(pngs.map((png) => png.statusCode)).toEqual(urls.map(() => 200));
  }, 240_000);
});
