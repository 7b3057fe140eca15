/** Your details: read from the record, checked with the server's rules, saved on the owner's row without a version. */
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { generateLogoSystem } from '../generation/generate-logo-system';
import { contactOf, contactProblems, saveContact, toContactDetails, toContactValues } from './contact-details';

const USER = { id: 'user_1', email: 'ada@example.com' };
const INPUT = { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee', designerDna: 'paul-rand' };
const quiet = { progress: () => undefined, success: () => undefined };

describe('contact details', () => {
  it('reads stored details, and none from an empty, broken or refused column', () => {
    expect(contactOf({ contact: '{"name":"Maya","email":"maya@example.com"}' })).toEqual({ name: 'Maya', email: 'maya@example.com' });
    for (const contact of [null, undefined, '', 'not json', '{"email":"nope"}', '[1]']) expect(contactOf({ contact })).toEqual({});
  });

  it('says what is wrong at each field, and trims and drops empty ones for saving', () => {
    const values = { ...toContactValues({}), email: 'maya at example', phone: 'call me', website: 'example', name: '  Maya  ' };
    expect(Object.keys(contactProblems(values)).sort()).toEqual(['email', 'phone', 'website']);
    expect(contactProblems({ ...values, email: 'maya@example.com', phone: '+44 (0)20 7946-0321', website: 'example.com/shop' })).toEqual(
      {},
    );
    expect(toContactDetails({ ...values, email: '', phone: '', website: '' })).toEqual({ name: 'Maya' });
  });

  it('saves on the owner’s row without a version, and keeps them in the workspace before signing in', async () => {
    const fake = createFakeApi();
    const { system } = await generateLogoSystem({
      api: fake.api,
      input: INPUT,
      designers: [{ id: 'paul-rand', name: 'Paul Rand' }],
      user: USER,
      reporter: quiet,
    });
    const versions = fake.versions.length;
    const saved = await saveContact({ api: fake.api, system, details: { name: 'Maya Okafor' }, user: USER });
    expect(contactOf(saved.record)).toEqual({ name: 'Maya Okafor' });
    expect(contactOf(fake.records[0]!)).toEqual({ name: 'Maya Okafor' });
    expect(saved.record.updatedAt).toBe(system.record.updatedAt);
    expect(fake.versions).toHaveLength(versions);
    const cleared = await saveContact({ api: fake.api, system: saved, details: {}, user: USER });
    expect(cleared.record.contact).toBeNull();

    const anonymous = { ...system, record: { ...system.record, userId: 'anonymous' } };
    const kept = await saveContact({ api: fake.api, system: anonymous, details: { email: 'maya@example.com' }, user: null });
    expect(contactOf(kept.record)).toEqual({ email: 'maya@example.com' });
  });
});
