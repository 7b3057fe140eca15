import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { generateLogoSystem } from '../generation/generate-logo-system';
import { regenerateVariations } from './regenerate';

const DESIGNERS = [{ id: 'paul-rand', name: 'Paul Rand' }];
const INPUT = { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee', designerDna: 'paul-rand' };
const USER = { id: 'user_1', email: 'ada@example.com' };
const quiet = { progress: () => undefined, success: () => undefined };
const LATER = () => new Date('2030-01-01T00:00:00.000Z');

describe('regenerateVariations (spec §4)', () => {
  it('asks for 2 images of the next variant and replaces primary, horizontal and updatedAt only', async () => {
    const { api, calls } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: quiet, seed: 7 });
    const next = await regenerateVariations({ api, system, designerName: 'Paul Rand', user: null, now: LATER });

    expect(calls.at(-1)).toMatchObject({ method: 'generateImage', params: { n: 2, brief: { seed: 7, variant: 1 } } });
    expect(next.record).toEqual({
      ...system.record,
      primaryLogoUrl: 'https://cdn.test/2/primary.png',
      horizontalLogoUrl: 'https://cdn.test/2/horizontal.png',
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    expect(next.brief.variant).toBe(1);
    expect(calls.some((call) => call.method === 'updateLogoSystem')).toBe(false);

    const again = await regenerateVariations({ api, system: next, designerName: 'Paul Rand', user: null, now: LATER });
    expect(again.brief.variant).toBe(2);
  });

  it('saves the change for the signed-in owner', async () => {
    const { api, records } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet });
    await regenerateVariations({ api, system, designerName: 'Paul Rand', user: USER, now: LATER });
    expect(records[0]).toMatchObject({ primaryLogoUrl: 'https://cdn.test/2/primary.png', updatedAt: '2030-01-01T00:00:00.000Z' });
  });

  it('leaves the shown system unchanged when the image call fails', async () => {
    const { api } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: quiet });
    const failing = { ...api, generateImage: () => Promise.reject(new Error('down')) };
    await expect(regenerateVariations({ api: failing, system, designerName: 'Paul Rand', user: null })).rejects.toThrow('down');
  });
});
