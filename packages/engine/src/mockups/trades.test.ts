import { describe, expect, it } from 'vitest';
import { MOCKUP_SCENES, mockupScenesFor, tradeOf, UNIVERSAL_SCENE_IDS } from './index';

const idsFor = (industry: string, oneLiner = '') => mockupScenesFor({ industry, oneLiner }).map((scene) => scene.id);

/** The scenes a business with no trade of its own has always had. */
const TODAY = [
  'business-card',
  'storefront',
  'phone',
  'social',
  'social-post',
  'letterhead',
  'email-signature',
  'website',
  'tote',
  'night-sign',
];

describe('scenes chosen by trade', () => {
  it.each([
    [
      'a bakery',
      'Bakery',
      'Sourdough and pastries baked at dawn',
      ['takeaway', 'storefront', 'night-sign'],
      ['van', 'label', 'app', 'tote'],
    ],
    ['a café', 'Coffee shop', 'Espresso and cake by the station', ['takeaway', 'storefront'], ['van', 'label', 'app']],
    ['a locksmith', 'Locksmith', '24-hour emergency lockouts across the city', ['van'], ['storefront', 'tote', 'night-sign', 'takeaway']],
    ['a plumber', 'Plumbing and heating', 'Boilers fixed the same day', ['van'], ['storefront', 'tote', 'takeaway']],
    ['removals', 'Movers', 'Careful house moves', ['van'], ['tote', 'takeaway']],
    ['a candle maker', 'Candles', 'Hand-poured soy candles', ['label', 'storefront', 'tote'], ['van', 'takeaway', 'app']],
    ['a cosmetics brand', 'Cosmetics', 'Natural skincare in glass jars', ['label'], ['van', 'takeaway']],
    ['a software firm', 'Software', 'Bookkeeping for freelancers', ['app'], ['storefront', 'tote', 'night-sign', 'van', 'takeaway']],
    ['a bakery app', 'Bakery app', 'Orders for independent bakers', ['app'], ['takeaway', 'van']],
    ['a law firm', 'Law firm', 'Employment law for small businesses', ['night-sign'], ['storefront', 'tote', 'takeaway', 'van']],
    ['a florist', 'Florist', 'Seasonal bouquets delivered', ['storefront', 'tote', 'night-sign'], ['takeaway', 'van', 'label']],
    ['an architect', 'Architecture', 'Houses that keep the heat in', ['night-sign'], ['van', 'storefront', 'tote']],
    ['a marketing agency', 'Marketing agency', 'Campaigns for local shops', ['night-sign'], ['storefront', 'tote', 'takeaway']],
    ['a bookshop', 'Bookshop', 'New and second-hand books', ['storefront', 'tote'], ['takeaway', 'van', 'label']],
  ])('%s gets its trade’s scenes beside the universal ones', (_, industry, oneLiner, wanted, unwanted) => {
    const ids = idsFor(industry, oneLiner);
    for (const id of [...UNIVERSAL_SCENE_IDS, ...wanted]) expect(ids, industry).toContain(id);
    for (const id of unwanted) expect(ids, industry).not.toContain(id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
  });

  it('reads the one-liner when the industry names no trade', () => {
    expect(tradeOf({ industry: 'Independent', oneLiner: 'Emergency locksmith for the whole valley' })).toBe('service');
    expect(idsFor('Independent', 'Sourdough bakery since 1952')).toContain('takeaway');
    // The industry speaks first: a software firm for bakeries is a software firm.
    expect(tradeOf({ industry: 'Software', oneLiner: 'Ordering for bakeries and cafés' })).toBe('software');
    // A one-liner's passing word for an office ("home", "care") leaves the set as it was.
    expect(idsFor('Studio', 'We care about home')).toEqual(TODAY);
  });

  it('keeps the set it always had for a brief with no trade', () => {
    expect(tradeOf({ industry: 'Collective', oneLiner: 'Good things for good people' })).toBeUndefined();
    expect(idsFor('Collective', 'Good things for good people')).toEqual(TODAY);
  });

  it('gives every trade at least eight scenes, the card first and each scene once', () => {
    for (const [industry, oneLiner] of [
      ['Bakery', ''],
      ['Locksmith', ''],
      ['Candles', ''],
      ['Software', ''],
      ['Law firm', ''],
      ['Florist', ''],
      ['Collective', ''],
    ] as const) {
      const ids = idsFor(industry, oneLiner);
      expect(ids.length, industry).toBeGreaterThanOrEqual(8);
      expect(ids[0]).toBe('business-card');
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Every scene is some brief's.
    const shown = new Set(['Bakery', 'Locksmith', 'Candles', 'Software', 'Collective'].flatMap((industry) => idsFor(industry)));
    expect([...shown].sort()).toEqual(MOCKUP_SCENES.map((scene) => scene.id).sort());
  });
});
