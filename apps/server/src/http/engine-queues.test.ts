/**
 * Engine work per caller is bounded on a real server: past its places a caller's next engine call is 429
 * ENGINE_BUSY with Retry-After, on every route that draws, while another caller is still served.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AiFixture, BRIEF, COLORS_SCHEMA, createAiFixture } from '../ai/test-support/ai-fixture';

let fx: AiFixture;
beforeAll(async () => {
  fx = await createAiFixture({ ENGINE_QUEUE_PER_CALLER: '2', KIT_QUEUE_PER_CALLER: '1' });
});
afterAll(async () => fx?.close());

const ALICE = 'user:alice';
const queues = () => fx.server.deps.engineQueues;
const project = () => fx.server.config.projectId;
const inject = (url: string, payload: object, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  fx.server.app.inject({ method: 'POST', url, payload, headers: options.headers ?? fx.auth.alice, ...options });
/** Waits on state (the caller's places taken), never on time. */
const placesTaken = (queue: 'designs' | 'kits', key: string, count: number) =>
  vi.waitFor(() => expect(queues()[queue].size(key)).toBe(count), { timeout: 120_000, interval: 5 });

function expectBusy(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'ENGINE_BUSY', details: { depth: expect.any(Number) } });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('engine calls per caller', () => {
  it('N+1 previews from one caller: the extra one is 429 while the N run, and another caller is served', async () => {
    const held = [1, 2].map((variant) => fx.post('preview', { brief: { ...BRIEF, variant: 100 + variant } }));
    await placesTaken('designs', ALICE, 2);
    expectBusy(await fx.post('preview', { brief: { ...BRIEF, variant: 103 } }));
    const other = await inject(
      `/api/ai/${project()}/preview`,
      { brief: { ...BRIEF, variant: 104 } },
      { headers: {}, remoteAddress: '10.2.2.2' },
    );
    expect(other.statusCode).toBe(200);
    for (const response of await Promise.all(held)) expect(response.statusCode).toBe(200);
    expect(queues().designs.size(ALICE)).toBe(0);
    expect((await fx.post('preview', { brief: { ...BRIEF, variant: 103 } })).statusCode).toBe(200);
  }, 180_000);

  const BUSY_ROUTES: Array<[name: string, send: () => Promise<LightMyRequestResponse>]> = [
    ['preview', () => fx.post('preview', { brief: BRIEF })],
    ['design system', () => inject(`/api/design/${project()}/system`, { brief: BRIEF })],
    ['object generation', () => fx.post('object', { prompt: 'Palette', schema: COLORS_SCHEMA, brief: BRIEF })],
    ['streamed object generation', () => fx.post('object', { prompt: 'Palette', schema: COLORS_SCHEMA, brief: BRIEF, stream: true })],
    ['image generation', () => fx.post('image', { prompt: 'Logo', n: 4, brief: BRIEF })],
    ['strategy text', () => fx.post('text', { prompt: 'Strategy', brief: BRIEF })],
    ['streamed strategy text', () => fx.post('text', { prompt: 'Strategy', brief: BRIEF, stream: true })],
  ];

  it.each(BUSY_ROUTES)('%s shares the caller’s places: refused while they are all taken', async (_name, send) => {
    const releases = [queues().designs.enter(ALICE), queues().designs.enter(ALICE)];
    try {
      expectBusy(await send());
    } finally {
      for (const release of releases) release();
    }
  });

  it('exempts the service key', async () => {
    const releases = [queues().designs.enter(ALICE), queues().designs.enter(ALICE)];
    try {
      expect((await fx.post('preview', { brief: BRIEF }, fx.auth.service)).statusCode).toBe(200);
    } finally {
      for (const release of releases) release();
    }
  });
});

describe('brand kits per caller', () => {
  it('a second kit while the first builds is 429; another address builds meanwhile', async () => {
    const kitUrl = `/api/kit/${project()}`;
    const kit = (seed: number, remoteAddress: string) => inject(kitUrl, { brief: { ...BRIEF, seed } }, { headers: {}, remoteAddress });
    const first = kit(21, '10.3.3.3');
    await placesTaken('kits', 'ip:10.3.3.3', 1);
    expectBusy(await kit(22, '10.3.3.3'));
    expect((await kit(23, '10.3.3.4')).statusCode).toBe(200);
    expect((await first).statusCode).toBe(200);
    expect(queues().kits.size('ip:10.3.3.3')).toBe(0);
  }, 180_000);
});
