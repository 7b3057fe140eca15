/**
 * Versions without the UI (the fake records a version per save, as the server does): every save is a version, restoring one makes it current (and the
 * brief, so the kit, follows it), and a duplicate is the same design under a new id.
 */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import type { LogoSystemVersion } from '../../shared/api';
import { createFakeApi } from '../../test/fake-api';
import { generateLogoSystem } from '../generation/generate-logo-system';
import { toLogoSystem } from '../generation/logo-system';
import { regenerateVariations } from '../result/regenerate';
import { duplicateSystem, toCopyTitle } from './duplicate-system';
import { restoreVersion } from './restore-version';
import { formatSavedAt, isCurrentVersion, SAVED_AT_FORMAT, toRestorePatch, toThumbnailUrl, toVersionChange } from './version-record';

const DESIGNERS = [{ id: 'paul-rand', name: 'Paul Rand' }];
const INPUT = { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee', designerDna: 'paul-rand' };
const USER = { id: 'user_1', email: 'ada@example.com' };
const quiet = { progress: () => undefined, success: () => undefined };

/** A clock that moves a second per call, so saves and versions have distinct times. */
function ticking(start = Date.parse('2030-01-01T00:00:00.000Z')) {
  let at = start;
  return () => {
    at += 1000;
    return new Date(at);
  };
}

function setup() {
  const now = ticking();
  const fake = createFakeApi({ now });
  return { ...fake, now };
}

describe('toThumbnailUrl', () => {
  it.each([
    [
      'a builtin lockup: its SVG',
      'http://x.test/storage/v1/logo-dna/generated/Ab_9-z/primary.png',
      'http://x.test/storage/v1/logo-dna/generated/Ab_9-z/primary.svg',
    ],
    [
      'a provider image: itself',
      'http://x.test/storage/v1/logo-dna/generated/Ab/image-1.png',
      'http://x.test/storage/v1/logo-dna/generated/Ab/image-1.png',
    ],
    ['a remote image: itself', 'https://cdn.example/logo.png', 'https://cdn.example/logo.png'],
  ])('%s', (_name, url, expected) => {
    expect(toThumbnailUrl(url)).toBe(expected);
  });
});

describe('formatSavedAt', () => {
  const now = Date.parse('2030-01-02T12:00:00.000Z');
  const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  it.each([
    ['a few seconds ago', '2030-01-02T11:59:48.000Z', rtf.format(-12, 'second')],
    ['minutes ago', '2030-01-02T11:55:00.000Z', rtf.format(-5, 'minute')],
    ['hours ago', '2030-01-02T09:00:00.000Z', rtf.format(-3, 'hour')],
    ['a clock a little ahead', '2030-01-02T12:00:03.000Z', rtf.format(0, 'second')],
    ['yesterday and before: the date', '2030-01-01T08:00:00.000Z', SAVED_AT_FORMAT.format(Date.parse('2030-01-01T08:00:00.000Z'))],
    ['not a time', 'soon', ''],
  ])('%s', (_name, iso, expected) => {
    expect(formatSavedAt(iso, now)).toBe(expected);
  });
});

describe('every save is a version', () => {
  it('records the row as saved on create and on each update, in order, with its thumbnail', async () => {
    const { api, versions, now } = setup();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet, now });
    const next = await regenerateVariations({ api, system, designers: DESIGNERS, user: USER, now });
    expect(versions.map((version) => [version.systemId, version.userId, version.record.variant, version.thumbnailUrl])).toEqual([
      [system.record.id, USER.id, 0, 'https://cdn.test/1/primary.svg'],
      [system.record.id, USER.id, 1, 'https://cdn.test/2/primary.svg'],
    ]);
    expect(versions[1]!.record).toMatchObject({ primaryLogoUrl: next.record.primaryLogoUrl, updatedAt: next.record.updatedAt });
    expect(isCurrentVersion(versions[1]!, next.record)).toBe(true);
    expect(isCurrentVersion(versions[0]!, next.record)).toBe(false);
  });

  it('records nothing for a visitor who is not signed in (nothing is saved)', async () => {
    const { api, versions } = setup();
    await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: null, reporter: quiet });
    expect(versions).toEqual([]);
  });
});

describe('restoreVersion', () => {
  it('makes the old version current: its images, texts and brief (seed and variant, so its kit), as a new version', async () => {
    const { api, records, versions, now } = setup();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet, now });
    const second = await regenerateVariations({ api, system, designers: DESIGNERS, user: USER, now });
    const first = versions[0]!;

    const restored = await restoreVersion({ api, system: second, version: first, now });
    expect(restored.record).toMatchObject({
      id: system.record.id,
      createdAt: system.record.createdAt,
      primaryLogoUrl: system.record.primaryLogoUrl,
      stackedLogoUrl: system.record.stackedLogoUrl,
      brandRationale: system.record.brandRationale,
      variant: 0,
    });
    expect(restored.record.updatedAt > second.record.updatedAt).toBe(true);
    expect(restored.brief).toEqual(system.brief);
    expect(records[0]).toMatchObject({ primaryLogoUrl: system.record.primaryLogoUrl, variant: 0 });
    expect(versions).toHaveLength(3);
    expect(versions[2]).toMatchObject({ restoredFrom: first.id, record: { variant: 0 } });
    expect(toVersionChange(versions[2]!, versions[1])).toBe('restored');
    expect(toVersionChange(versions[1]!, versions[0])).toBe('regenerated');
    expect(toVersionChange(versions[0]!, undefined)).toBe('created');
  });

  it('clears a field the system gained after the version was saved, and keeps its name', () => {
    const current = { id: 's1', userId: 'u', title: 'My name', edits: '{"accent":"#f00"}', variant: 2 } as unknown as LogoSystemRecord;
    const version = { record: { id: 's1', userId: 'u', title: 'Old name', variant: 0, createdAt: 'then' } } as unknown as LogoSystemVersion;
    expect(toRestorePatch(current, version, new Date('2030-01-01T00:00:00.000Z'))).toEqual({
      edits: null,
      variant: 0,
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('keeps the owner’s details through a restore: they are not part of any version', () => {
    const contact = JSON.stringify({ name: 'Maya Okafor', phone: '+44 20 7946 0321' });
    const current = { id: 's1', userId: 'u', title: 'Mine', contact, variant: 2 } as unknown as LogoSystemRecord;
    // A version saved before the details were entered has none; one saved with a field of that name is ignored too.
    for (const record of [
      { id: 's1', variant: 0 },
      { id: 's1', variant: 0, contact: null },
    ]) {
      const patch = toRestorePatch(current, { record } as unknown as LogoSystemVersion, new Date('2030-01-01T00:00:00.000Z'));
      expect(patch).not.toHaveProperty('contact');
    }
  });

  it('refuses a version of another system', async () => {
    const { api, versions, now } = setup();
    const { system: a } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet, now });
    const { system: b } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet, now });
    await expect(restoreVersion({ api, system: b, version: versions.find((v) => v.systemId === a.record.id)! })).rejects.toThrow(
      'another logo system',
    );
  });
});

describe('duplicateSystem', () => {
  it('saves the same design under a new id and a "(copy)" name, as its own first version', async () => {
    const { api, records, versions, now } = setup();
    const { system } = await generateLogoSystem({ api, input: INPUT, designers: DESIGNERS, user: USER, reporter: quiet, now });
    const second = await regenerateVariations({ api, system, designers: DESIGNERS, user: USER, now });
    const copy = await duplicateSystem({ api, record: records[0]!, now });

    expect(copy.id).not.toBe(system.record.id);
    expect(copy).toMatchObject({ title: 'Northwind (copy)', primaryLogoUrl: second.record.primaryLogoUrl, variant: 1 });
    // Its brief is the original's, not one derived from the new id: the same kit.
    expect(toLogoSystem(copy).brief).toEqual(second.brief);
    expect(copy.seed).toBe(system.brief.seed);
    expect(versions.filter((version) => version.systemId === copy.id)).toHaveLength(1);
  });

  it('names a copy of a copy after its own name, and shortens a long one', () => {
    const record = (title: string | null) => ({ brandName: 'Northwind', title }) as LogoSystemRecord;
    expect(toCopyTitle(record(null))).toBe('Northwind (copy)');
    expect(toCopyTitle(record('Northwind (copy)'))).toBe('Northwind (copy) (copy)');
    expect(toCopyTitle(record('x'.repeat(90)))).toBe(`${'x'.repeat(72)}… (copy)`);
  });
});
