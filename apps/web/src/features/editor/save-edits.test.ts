import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { generateLogoSystem } from '../generation/generate-logo-system';
import { shownBrandName, toLogoSystem } from '../generation/logo-system';
import { saveEdits } from './save-edits';

const DESIGNERS = [{ id: 'paul-rand', name: 'Paul Rand' }];
const INPUT = { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee', designerDna: 'paul-rand' };
const USER = { id: 'user_1', email: 'ada@example.com' };
const quiet = { progress: () => undefined, success: () => undefined };
const LATER = () => new Date('2030-01-01T00:00:00.000Z');
const EDITS = { palette: { primary: '#0B6E4F' }, fonts: { display: 'Bodoni Moda' }, text: { brandName: 'Northwind & Co' } };

describe('saveEdits', () => {
  it('draws every image, text, colour and font again with the edits, and keeps the brief as first typed', async () => {
    const { api, calls } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: quiet, seed: 7 });
    const before = calls.length;
    const next = await saveEdits({ api, system, edits: EDITS, designerName: 'Paul Rand', user: null, now: LATER });
    const saving = calls.slice(before);
    expect(saving.map((call) => call.method).sort()).toEqual(['generateImage', 'generateObject', 'generateObject', 'generateObject']);
    for (const call of saving) expect(call.params).toMatchObject({ brief: { seed: 7, variant: 0, brandName: 'Northwind', edits: EDITS } });
    expect(saving.find((call) => call.method === 'generateImage')?.params).toMatchObject({ n: 6 });
    expect(next.brief.edits).toEqual(EDITS);
    expect(next.record).toMatchObject({
      id: system.record.id,
      brandName: 'Northwind',
      primaryLogoUrl: 'https://cdn.test/2/primary.png',
      // The engine's own app icon, as a generation records it, never the primary logo in its place.
      appIconUrl: 'https://cdn.test/2/icon.png',
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    expect(next.record.altText.startsWith('Northwind & Co - ')).toBe(true);
    expect(JSON.parse(next.record.edits ?? '{}')).toEqual(EDITS);
    expect(shownBrandName(next)).toBe('Northwind & Co');
  });

  it("updates the owner's row with its edits, so the reopened system is drawn with them", async () => {
    const { api, records } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet });
    await saveEdits({ api, system, edits: EDITS, designerName: 'Paul Rand', user: USER, now: LATER });
    expect(records).toHaveLength(1);
    const reopened = toLogoSystem(records[0]!);
    expect(reopened.brief).toMatchObject({ seed: system.brief.seed, brandName: 'Northwind', edits: EDITS });
    expect(shownBrandName(reopened)).toBe('Northwind & Co');
  });

  it('stores no edits as an empty object and fails without touching the row when a call fails', async () => {
    const { api, calls } = createFakeApi();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet });
    const cleared = await saveEdits({ api, system, edits: {}, designerName: 'Paul Rand', user: USER });
    expect(cleared.brief.edits).toBeUndefined();
    expect(cleared.record.edits).toBe('{}');
    expect(toLogoSystem(cleared.record).brief.edits).toBeUndefined();
    const failing = { ...api, generateImage: () => Promise.reject(new Error('down')) };
    const updates = calls.filter((call) => call.method === 'updateLogoSystem').length;
    await expect(saveEdits({ api: failing, system, edits: EDITS, designerName: 'Paul Rand', user: USER })).rejects.toThrow('down');
    expect(calls.filter((call) => call.method === 'updateLogoSystem')).toHaveLength(updates);
  });
});
