import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { saveEdits } from '../editor/save-edits';
import { generateLogoSystem } from '../generation/generate-logo-system';
import { toLogoSystem } from '../generation/logo-system';
import { regenerateVariations } from './regenerate';

const DESIGNERS = [{ id: 'paul-rand', name: 'Paul Rand' }];
const INPUT = { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee', designerDna: 'paul-rand' };
const USER = { id: 'user_1', email: 'ada@example.com' };
const quiet = { progress: () => undefined, success: () => undefined };
const LATER = () => new Date('2030-01-01T00:00:00.000Z');

describe('regenerateVariations: the next variant of the whole system', () => {
  it('asks every call for the next variant and replaces every lockup, the texts, palette and fonts together', async () => {
    const { api, calls } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: quiet, seed: 7 });
    const before = calls.length;
    const next = await regenerateVariations({ api, system, designers: DESIGNERS, user: null, now: LATER });

    const regeneration = calls.slice(before);
    expect(regeneration.map((call) => call.method)).toEqual(['generateObject', 'generateImage', 'generateObject', 'generateObject']);
    for (const call of regeneration) expect(call.params).toMatchObject({ brief: { seed: 7, variant: 1 } });
    expect(regeneration[1]!.params).toMatchObject({ n: 6 });
    expect(next.record).toMatchObject({
      id: system.record.id,
      createdAt: system.record.createdAt,
      updatedAt: '2030-01-01T00:00:00.000Z',
      variant: 1,
      primaryLogoUrl: 'https://cdn.test/2/primary.png',
      monochromeLogoUrl: 'https://cdn.test/2/monochrome.png',
      horizontalLogoUrl: 'https://cdn.test/2/horizontal.png',
      stackedLogoUrl: 'https://cdn.test/2/stacked.png',
      appIconUrl: 'https://cdn.test/2/icon.png',
    });
    expect(next.brief.variant).toBe(1);
    expect(calls.some((call) => call.method === 'updateLogoSystem')).toBe(false);

    const again = await regenerateVariations({ api, system: next, designers: DESIGNERS, user: null, now: LATER });
    expect(again.brief.variant).toBe(2);
    expect(again.record.primaryLogoUrl).not.toBe(next.record.primaryLogoUrl);
  });

  it("updates the owner's saved row in place, and a reopened system is the variant that was on screen", async () => {
    const { api, records } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet });
    await regenerateVariations({ api, system, designers: DESIGNERS, user: USER, now: LATER });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: system.record.id, variant: 1, stackedLogoUrl: 'https://cdn.test/2/stacked.png' });
    expect(toLogoSystem(records[0]!).brief).toMatchObject({ seed: system.brief.seed, variant: 1 });
  });

  it('saves the edits the regenerated design is drawn with, so the row is the design on screen', async () => {
    const { api, records, calls } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet });
    const edits = { palette: { primary: '#0B6E4F' }, text: { brandName: 'Northwind Roasters' } };
    const edited = await saveEdits({ api, system, edits, designerName: 'Paul Rand', user: USER, now: LATER });
    const renamed = { ...edited, record: { ...edited.record, title: 'Harbour' } };
    const next = await regenerateVariations({ api, system: renamed, designers: DESIGNERS, user: USER, now: LATER });

    expect(next.brief).toMatchObject({ edits, variant: 1 });
    const update = calls.filter((call) => call.method === 'updateLogoSystem').at(-1)!.params as { patch: Record<string, unknown> };
    expect(JSON.parse(String(update.patch.edits))).toEqual(edits);
    expect(update.patch.altText).toBe(`Northwind Roasters - ${next.record.selectedConcept}`);
    // What is shown, what is saved and what a reopened system draws are one state.
    expect(records[0]).toEqual(next.record);
    expect(next.record).toMatchObject({ title: 'Harbour', variant: 1 });
    expect(toLogoSystem(records[0]!).brief).toEqual(next.brief);
  });

  it('clears the saved edits when the regenerated design has none', async () => {
    const { api, records } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet });
    // A row that still holds edits the design on screen was not drawn with.
    records[0] = { ...records[0]!, edits: JSON.stringify({ palette: { primary: '#0B6E4F' } }) };
    const next = await regenerateVariations({ api, system, designers: DESIGNERS, user: USER, now: LATER });
    expect(toLogoSystem(records[0]!).brief).toEqual(next.brief);
    expect(next.brief.edits).toBeUndefined();
  });

  it('leaves the shown system unchanged when a call fails', async () => {
    const { api } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: quiet });
    const failing = { ...api, generateImage: () => Promise.reject(new Error('down')) };
    await expect(regenerateVariations({ api: failing, system, designers: DESIGNERS, user: null })).rejects.toThrow('down');
  });
});
