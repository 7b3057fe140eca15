/** Logo previews over HTTP: the primary logo the image call would store, refusals with codes, and their own limits. */
import { OWN_DESIGN_SEED } from '@logo-dna/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_RATE_LIMITS } from './limits';
import { type AiFixture, BRIEF, COLORS_SCHEMA, createAiFixture } from './test-support/ai-fixture';

let fx: AiFixture;
beforeAll(async () => {
  // One anonymous generation a day: previews must neither use it up nor be refused before it is spent.
  fx = await createAiFixture({ AI_ANON_DAILY_QUOTA: '1' });
});
afterAll(async () => fx?.close());

describe('POST /api/ai/{projectId}/preview', () => {
  it('answers the primary logo the image call stores for the same brief, byte for byte', async () => {
    const brief = { ...BRIEF, designerId: 'saul-bass', seed: 1234, variant: 2 };
    const preview = await fx.post('preview', { brief });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^application\/json/);
    const body = preview.json() as { svg: string; ground: string; designerId: string; seed: number; variant: number };
    expect(body).toMatchObject({ designerId: 'saul-bass', seed: 1234, variant: 2 });
    // The light ground of the design: the one the palette call answers for the same brief.
    const schema = { ...COLORS_SCHEMA, properties: { ...COLORS_SCHEMA.properties, grounds: { type: 'object' } } };
    const palette = (await fx.post('object', { prompt: 'Colours', schema, brief })).json().object as { grounds: { light: string } };
    expect(body.ground).toMatch(/^#[0-9A-F]{6}$/i);
    expect(body.ground).toBe(palette.grounds.light);
    expect(body.svg).toMatch(/^<svg[^>]+viewBox=/);

    const images = (await fx.post('image', { prompt: 'Logo', n: 4, brief })).json().data as Array<{ role: string; svgUrl: string }>;
    const primary = images.find((image) => image.role === 'primary');
    expect((await fx.fetchFile(primary?.svgUrl ?? '')).body).toBe(body.svg);
  });

  it('is the same for the same brief and another design for another variant, seed or designer', async () => {
    const svgOf = async (brief: object) => (await fx.post('preview', { brief })).json().svg as string;
    const first = await svgOf(BRIEF);
    expect(await svgOf(BRIEF)).toBe(first);
    const others = await Promise.all([
      svgOf({ ...BRIEF, variant: 1 }),
      svgOf({ ...BRIEF, seed: 43 }),
      svgOf({ ...BRIEF, designerId: 'massimo-vignelli' }),
    ]);
    for (const other of others) expect(other).not.toBe(first);
  });

  it('draws the designer’s own design when no seed is sent, and says so', async () => {
    const { seed: _seed, ...unseeded } = BRIEF;
    const first = (await fx.post('preview', { brief: unseeded })).json();
    const second = (await fx.post('preview', { brief: unseeded })).json();
    expect(first).toMatchObject({ seed: OWN_DESIGN_SEED, variant: 0 });
    expect(second).toEqual(first);
    expect((await fx.post('preview', { brief: { ...unseeded, seed: OWN_DESIGN_SEED } })).json()).toEqual(first);
  });

  it('serves anonymous callers without spending their daily generations', async () => {
    for (const variant of [0, 1, 2]) {
      expect((await fx.post('preview', { brief: { ...BRIEF, variant } }, fx.auth.anonymous)).statusCode).toBe(200);
    }
    // The one anonymous generation of the day is still there.
    expect((await fx.post('image', { prompt: 'Logo', n: 4, brief: BRIEF }, fx.auth.anonymous)).statusCode).toBe(200);
    // Spent now: previews are a generation's work and are refused with the same answer.
    const refused = await fx.post('preview', { brief: BRIEF }, fx.auth.anonymous);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
  });

  it.each([
    {
      name: 'a body that is not an object',
      body: [1],
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Request body must be a JSON object',
    },
    { name: 'no brief', body: { prompt: 'Logo' }, status: 400, code: 'VALIDATION_ERROR', message: 'brief is required' },
    {
      name: 'a brief without industry',
      body: { brief: { ...BRIEF, industry: '' } },
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'brief.industry is required',
    },
    {
      name: 'an unknown designer',
      body: { brief: { ...BRIEF, designerId: 'nobody' } },
      status: 400,
      code: 'DESIGNER_NOT_FOUND',
      message: 'Designer not found',
    },
    {
      name: 'a name longer than the engine draws',
      body: { brief: { ...BRIEF, brandName: 'N'.repeat(61) } },
      status: 400,
      code: 'BRIEF_FIELD_TOO_LONG',
      message: 'Brand name is longer than 60 characters',
    },
    {
      name: 'a negative seed',
      body: { brief: { ...BRIEF, seed: -1 } },
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'brief.seed must be an integer from 0 to 4294967295',
    },
    {
      name: 'a fractional variant',
      body: { brief: { ...BRIEF, variant: 1.5 } },
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'brief.variant must be an integer from 0 to 10000',
    },
  ])('refuses $name with $status $code', async ({ body, status, code, message }) => {
    const response = await fx.post('preview', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message });
  });

  it('answers 404 for another project', async () => {
    const response = await fx.server.app.inject({
      method: 'POST',
      url: '/api/ai/other-project/preview',
      payload: { brief: BRIEF },
      headers: fx.auth.alice,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('has its own per-minute budget: over it is 429, while the other AI calls still answer', async () => {
    const ip = '127.0.0.1';
    for (let i = 0; i < PREVIEW_RATE_LIMITS.perIp.limit; i++) {
      await fx.server.deps.rateLimiter.hit(`ai-preview:ip:${ip}`, PREVIEW_RATE_LIMITS.perIp);
    }
    try {
      const refused = await fx.post('preview', { brief: BRIEF }, fx.auth.anonymous);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The service key is exempt, and the text call has a budget of its own.
      expect((await fx.post('preview', { brief: BRIEF }, fx.auth.service)).statusCode).toBe(200);
      expect((await fx.post('text', { prompt: 'Strategy', brief: BRIEF }, fx.auth.anonymous)).statusCode).toBe(200);
    } finally {
      await fx.server.deps.rateLimiter.reset?.();
    }
  });
});
