import { OWN_DESIGN_SEED } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_STRATEGY } from '../../test/fake-api';
import { GenerationError, GenerationStoppedError, generateLogoSystem, toLogoImageUrls } from './generate-logo-system';
import { seedFromId, toLogoSystem } from './logo-system';

const DESIGNERS = [
  { id: 'paul-rand', name: 'Paul Rand' },
  { id: 'saul-bass', name: 'Saul Bass' },
];
const INPUT = {
  brandName: 'Northwind',
  industry: 'Coffee',
  oneLiner: 'Small-batch coffee',
  designerDna: 'saul-bass',
  tagline: 'Close to home',
};
const USER = { id: 'user_1', email: 'ada@example.com' };

function reporter() {
  const messages: string[] = [];
  return { messages, progress: (m: string) => messages.push(`… ${m}`), success: (m: string) => messages.push(`✓ ${m}`) };
}

describe('generateLogoSystem (spec §4 pipeline)', () => {
  it('runs strategy, four logos, then palette and typography, with the spec toasts in order', async () => {
    const { api, calls } = createFakeApi();
    const report = reporter();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: report, seed: 42 });

    expect(report.messages).toEqual([
      '… Generating brand strategy...',
      '✓ Strategy generated!',
      '… Creating your logo designs...',
      '✓ Logo designs created!',
    ]);
    expect(calls.map((call) => call.method)).toEqual(['generateObject', 'generateImage', 'generateObject', 'generateObject']);
    expect(calls[1]!.params).toMatchObject({
      n: 6,
      brief: { designerId: 'saul-bass', seed: 42, brandName: 'Northwind', tagline: 'Close to home' },
    });
    for (const call of calls) expect((call.params as { brief: { seed: number } }).brief.seed).toBe(42);

    expect(system.record).toMatchObject({
      userId: 'anonymous',
      strategyText: FAKE_STRATEGY.positioning,
      primaryLogoUrl: 'https://cdn.test/1/primary.png',
      monochromeLogoUrl: 'https://cdn.test/1/monochrome.png',
      horizontalLogoUrl: 'https://cdn.test/1/horizontal.png',
      stackedLogoUrl: 'https://cdn.test/1/stacked.png',
      appIconUrl: 'https://cdn.test/1/icon.png',
    });
    expect(system.typography).toEqual({ display: 'Jost', support: 'DM Sans' });
    expect(system.palette.primary).toBe('#1B5FAA');
    // The engine's palette record comes with it: the ground and the names, kept in the record's palette JSON.
    expect(system.palette.swatches?.map((swatch) => swatch.role)).toEqual(['primary', 'secondary', 'accent', 'neutral', 'background']);
    expect(system.palette.grounds).toEqual({ light: '#FFFFFF', dark: '#111111' });
    expect(toLogoSystem(system.record).palette).toEqual(system.palette);
  });

  it('asks for the designer’s own design and keeps its seed in the record, so a reopened system is the same design', async () => {
    const { api, calls } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: reporter() });
    expect(system.brief).toMatchObject({ seed: OWN_DESIGN_SEED, variant: 0 });
    expect(system.record.seed).toBe(OWN_DESIGN_SEED);
    expect((calls[0]!.params as { brief: { seed: number } }).brief.seed).toBe(OWN_DESIGN_SEED);
    expect(toLogoSystem(system.record).brief.seed).toBe(OWN_DESIGN_SEED);
    // A row saved before the seed was kept reopens with the seed it was drawn with, the one its id gives.
    expect(toLogoSystem({ ...system.record, seed: null }).brief.seed).toBe(seedFromId(system.record.id));
  });

  it('opens a gallery direction’s variant as that variant of the designer’s own design, under the direction’s id', async () => {
    const { api, calls } = createFakeApi();
    const id = 'logo_1764000000000_abcdefghi';
    const { system } = await generateLogoSystem({
      api,
      input: INPUT,
      designers: DESIGNERS,
      user: null,
      reporter: reporter(),
      id,
      variant: 3,
    });
    expect(system.record).toMatchObject({ id, seed: OWN_DESIGN_SEED, variant: 3 });
    expect((calls[0]!.params as { brief: { variant: number } }).brief.variant).toBe(3);
    expect(toLogoSystem(system.record).brief).toMatchObject({ seed: OWN_DESIGN_SEED, variant: 3 });
  });

  it('does not save for anonymous visitors', async () => {
    const { api, calls } = createFakeApi();
    const { saved } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: reporter() });
    expect(calls.some((call) => call.method === 'createLogoSystem')).toBe(false);
    expect(saved).toBe(true);
  });

  it('saves the record for a signed-in user, owned by them', async () => {
    const { api, records } = createFakeApi();
    const { system, saved } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: reporter() });
    expect(saved).toBe(true);
    expect(records).toEqual([system.record]);
    expect(records[0]!.userId).toBe('user_1');
  });

  it('still returns the result when the save fails, flagged unsaved', async () => {
    const { api } = createFakeApi({ failOn: 'createLogoSystem' });
    const { saved } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: reporter() });
    expect(saved).toBe(false);
  });

  it('fails with "Designer not found" for an unknown designer, before any call', async () => {
    const { api, calls } = createFakeApi();
    const run = generateLogoSystem({
      api,
      input: { ...INPUT, designerDna: 'banksy' },
      designers: DESIGNERS,
      user: null,
      reporter: reporter(),
    });
    await expect(run).rejects.toThrow(GenerationError);
    await expect(run).rejects.toThrow('Designer not found');
    expect(calls).toEqual([]);
  });

  it('stops at the failing step', async () => {
    const { api, calls } = createFakeApi({ failOn: 'generateImage' });
    const report = reporter();
    await expect(generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: report })).rejects.toThrow(
      'generateImage failed',
    );
    expect(report.messages).toEqual(['… Generating brand strategy...', '✓ Strategy generated!', '… Creating your logo designs...']);
    expect(calls.map((call) => call.method)).toEqual(['generateObject', 'generateImage']);
  });
});

describe('the steps a run reports (the page’s step list)', () => {
  /** The run's calls and the steps it entered, in the order they happened. */
  async function trace(user: typeof USER | null, failOn?: string) {
    const { api, calls } = createFakeApi(failOn ? { failOn } : {});
    const events: string[] = [];
    const traced = new Proxy(api, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        return typeof value === 'function' && typeof key === 'string'
          ? (...args: unknown[]) => {
              events.push(key);
              return value.apply(target, args);
            }
          : value;
      },
    });
    const run = generateLogoSystem({
      api: traced,
      input: INPUT,
      designers: DESIGNERS,
      user,
      reporter: reporter(),
      onStep: (step) => events.push(`step:${step}`),
    });
    return { run, events, calls };
  }

  it('enters each step of spec §4 just before its own requests, the record last', async () => {
    const { run, events } = await trace(USER);
    await run;
    expect(events).toEqual([
      'step:strategy',
      'generateObject',
      'step:logos',
      'generateImage',
      'step:palette',
      'generateObject',
      'generateObject',
      'step:record',
      'createLogoSystem',
    ]);
  });

  it('enters no step after the one that failed', async () => {
    const { run, events } = await trace(null, 'generateImage');
    await expect(run).rejects.toThrow('generateImage failed');
    expect(events).toEqual(['step:strategy', 'generateObject', 'step:logos', 'generateImage']);
  });
});

describe('toLogoImageUrls', () => {
  it('reads the lockups by position', () => {
    expect(toLogoImageUrls([{ url: 'p' }, { url: 'm' }, { url: 'h' }, { url: 's' }])).toEqual({
      primary: 'p',
      monochrome: 'm',
      horizontal: 'h',
      stacked: 's',
    });
  });
  it('prefers the roles the server names, whatever the order', () => {
    const images = [
      { url: 's', role: 'stacked' },
      { url: 'p', role: 'primary' },
      { url: 'h', role: 'horizontal' },
    ];
    expect(toLogoImageUrls(images)).toEqual({ primary: 'p', monochrome: '', horizontal: 'h', stacked: 's' });
  });
  it('takes the app icon by role or as the fifth image, and leaves it out when there is none', () => {
    expect(toLogoImageUrls([{ url: 'p' }, { url: 'm' }, { url: 'h' }, { url: 's' }, { url: 'i' }]).icon).toBe('i');
    expect(
      toLogoImageUrls([
        { url: 'i', role: 'icon' },
        { url: 'p', role: 'primary' },
      ]).icon,
    ).toBe('i');
    expect(toLogoImageUrls([{ url: 'p', role: 'primary' }])).not.toHaveProperty('icon');
  });
  it('fails without a primary image', () => {
    expect(() => toLogoImageUrls([])).toThrow(GenerationError);
  });
});

describe('a run that hangs or is cancelled', () => {
  /** A fake whose image call never answers on its own, only to an abort of the signal it is given. */
  function hangingApi() {
    const fake = createFakeApi();
    const seen: AbortSignal[] = [];
    fake.api.generateImage = (params) => {
      if (params.signal) seen.push(params.signal);
      return new Promise(() => undefined);
    };
    return { ...fake, seen };
  }

  it('stops a request that does not answer within its time limit, and says it timed out', async () => {
    const { api, seen } = hangingApi();
    const run = generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: reporter(), requestTimeoutMs: 20 });
    await expect(run).rejects.toBeInstanceOf(GenerationStoppedError);
    await expect(run).rejects.toMatchObject({ reason: 'timeout' });
    expect(seen[0]!.aborted).toBe(true);
  });

  it('stops at once when the user cancels, aborting the open request, and saves nothing', async () => {
    const { api, calls, seen } = hangingApi();
    const controller = new AbortController();
    const run = generateLogoSystem({
      api,
      input: INPUT,
      designers: DESIGNERS,
      user: USER,
      reporter: reporter(),
      signal: controller.signal,
    });
    await expect.poll(() => seen.length).toBe(1);
    controller.abort();
    await expect(run).rejects.toMatchObject({ reason: 'cancelled' });
    expect(seen[0]!.aborted).toBe(true);
    expect(calls.some((call) => call.method === 'createLogoSystem')).toBe(false);
  });
});
