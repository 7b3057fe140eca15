/**
 * Every route that takes a brief refuses, before any engine work, a field over its one limit (400
 * BRIEF_FIELD_TOO_LONG naming the field as the form does) and text no logo can be drawn from (400 INVALID_BRIEF).
 */
import { BRIEF_FIELD_LABELS, BRIEF_LIMITS, type BriefTextField } from '@logo-dna/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiFixture, BRIEF, createAiFixture, STRATEGY_SCHEMA } from '../ai/test-support/ai-fixture';

let fx: AiFixture;
beforeAll(async () => {
  fx = await createAiFixture();
});
afterAll(async () => fx?.close());

type Send = (brief: object) => Promise<LightMyRequestResponse>;
const inject = (url: string, payload: object) => fx.server.app.inject({ method: 'POST', url, payload, headers: fx.auth.alice });
const project = () => fx.server.config.projectId;

/** The routes that take a brief and draw from it. */
const ROUTES: Array<[name: string, send: Send]> = [
  ['preview', (brief) => fx.post('preview', { brief })],
  ['design system', (brief) => inject(`/api/design/${project()}/system`, { brief })],
  ['object generation', (brief) => fx.post('object', { prompt: 'Strategy', schema: STRATEGY_SCHEMA, brief })],
  ['image generation', (brief) => fx.post('image', { prompt: 'Logo', n: 4, brief })],
  ['brand kit', (brief) => inject(`/api/kit/${project()}`, { brief })],
];

const OVER_LIMIT = Object.entries(BRIEF_LIMITS).map(([field, limit]) => ({
  name: `a ${field} one character over ${limit}`,
  field: field as BriefTextField,
  value: 'x'.repeat(limit + 1),
}));

describe.each(ROUTES)('%s', (_route, send) => {
  it.each([{ name: 'a 2,000-character tagline', field: 'tagline' as const, value: 'Roasted with intent '.repeat(100) }, ...OVER_LIMIT])(
    'refuses $name: 400 BRIEF_FIELD_TOO_LONG naming the field',
    async ({ field, value }) => {
      const response = await send({ ...BRIEF, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `${BRIEF_FIELD_LABELS[field]} is longer than ${BRIEF_LIMITS[field]} characters`,
        message: `${BRIEF_FIELD_LABELS[field]} is longer than ${BRIEF_LIMITS[field]} characters`,
        code: 'BRIEF_FIELD_TOO_LONG',
        details: { field, limit: BRIEF_LIMITS[field] },
      });
    },
  );

  it.each([
    { name: 'a letter under 59 combining marks', field: 'brandName', value: `a${'\u0301'.repeat(59)}`, problem: /marks stacked/ },
    { name: 'a tagline of stacked marks', field: 'tagline', value: `Hot${'\u0336'.repeat(40)}`, problem: /marks stacked/ },
    { name: 'a lone surrogate', field: 'brandName', value: 'North\ud800wind', problem: /lone UTF-16 surrogate/ },
    { name: 'a control character', field: 'brandName', value: 'North\u0007wind', problem: /control/ },
    { name: 'a bidi override in the tagline', field: 'tagline', value: 'Roasted \u202eetni', problem: /bidi-override/ },
    { name: 'a NUL in the one-liner', field: 'oneLiner', value: 'Small-batch\u0000coffee', problem: /control characters/ },
    { name: 'a name of Hangul fillers', field: 'brandName', value: '\u3164\u3164\u3164', problem: /at least one letter or digit/ },
    { name: 'a name of joiners and marks', field: 'brandName', value: '\u200d\u0301\u200b', problem: /at least one letter or digit/ },
  ])('refuses $name: 400 INVALID_BRIEF naming the field', async ({ field, value, problem }) => {
    const response = await send({ ...BRIEF, [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'INVALID_BRIEF', details: { field } });
    expect(body.message.startsWith(BRIEF_FIELD_LABELS[field as BriefTextField])).toBe(true);
    expect(body.message).toMatch(problem);
  });

  it('accepts every field at its limit', async () => {
    const atLimit = Object.fromEntries(
      Object.entries(BRIEF_LIMITS).map(([field, limit]) => [field, 'Brandon '.repeat(limit).slice(0, limit)]),
    );
    const response = await send({ ...BRIEF, ...atLimit, desiredColors: 'navy, orange' });
    expect([200, 422]).toContain(response.statusCode);
  }, 120_000);
});
