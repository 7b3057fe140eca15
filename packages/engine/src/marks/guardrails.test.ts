import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { getDesigner } from '../dna';
import { buildMark, checkForbiddenMotifs, type Mark } from './index';

const markOf = (partial: Partial<Mark>): Mark => ({
  archetype: 'test',
  baseArchetype: 'test',
  layers: [{ d: 'M0 0H10V10Z', ink: 'primary', fillRule: 'nonzero' }],
  viewBox: [0, 0, 1000, 1000],
  description: 'test',
  hasText: false,
  ...partial,
});

// A check-shaped sweep: the tail dips well below its start, then rises ~25° to a long tip.
const CHECK = 'M60 330C120 520 260 600 420 520C600 430 800 330 960 220C780 390 560 560 360 640C200 700 80 560 60 330Z';

describe('checkForbiddenMotifs', () => {
  it.each([
    ['bitten apple', markOf({ features: { icons: ['apple'], bite: true, leafAccent: true } }), 'bitten-apple'],
    ['8 bars across 3 letters', markOf({ features: { letters: 'ABC', stripeCount: 8 } }), 'striped-three-letters'],
    ['meatball insignia', markOf({ features: { letters: 'ABCD', disc: true, orbit: true, chevron: true } }), 'meatball'],
    [
      'meatball insignia with three letters and stars',
      markOf({ features: { letters: 'BCH', disc: true, starField: true, orbit: true, chevron: true } }),
      'meatball',
    ],
    ['meatball insignia with no letters', markOf({ features: { disc: true, starField: true, orbit: true, chevron: true } }), 'meatball'],
    [
      'bitten round figure with a leaf',
      markOf({ features: { icons: ['cookie'], bite: true, leafAccent: true, roundFigure: true } }),
      'bitten-apple',
    ],
    ['8-petal daisy', markOf({ features: { petals: 8 } }), 'eight-petal-daisy'],
    ['six-feather fan', markOf({ features: { fanBlades: 6 } }), 'six-feather-peacock'],
    ['siren figure', markOf({ features: { icons: ['mermaid'] } }), 'two-tailed-siren'],
    ['hidden arrow in Ex', markOf({ features: { letters: 'Ex', gapFigure: 'arrow' } }), 'hidden-arrow-ex'],
    [
      'check swoosh',
      markOf({ baseArchetype: 'single-stroke-gesture', layers: [{ d: CHECK, ink: 'primary', fillRule: 'nonzero' }] }),
      'check-swoosh',
    ],
  ])('refuses a %s', (_name, mark, id) => {
    const result = checkForbiddenMotifs(mark);
    expect(result.passed).toBe(false);
    expect(result.violations.map((v) => v.id)).toContain(id);
  });

  it.each([
    ['7 bars across 3 letters', markOf({ features: { letters: 'ABC', stripeCount: 7 } })],
    ['9-petal frame', markOf({ features: { petals: 9 } })],
    ['disc + orbit + chevron with 2 letters', markOf({ features: { letters: 'AB', disc: true, orbit: true, chevron: true } })],
    ['starred disc + orbit, no chevron', markOf({ features: { letters: 'AB', disc: true, starField: true, orbit: true } })],
    ['a bitten pear', markOf({ features: { icons: ['pear'], bite: true, leafAccent: true } })],
  ])('accepts %s', (_name, mark) => {
    expect(checkForbiddenMotifs(mark)).toEqual({ passed: true, violations: [] });
  });

  it("applies the designer's icon deny-list", () => {
    const mark = markOf({ features: { icons: ['cherries'] } });
    expect(checkForbiddenMotifs(mark, getDesigner('rob-janoff')).violations.map((v) => v.id)).toEqual(['denied-icon']);
    expect(checkForbiddenMotifs(mark, getDesigner('paul-rand')).passed).toBe(true);
  });
});

describe('the modules never produce a forbidden motif', () => {
  const fruitBrief = { brandName: 'Orchard', industry: 'orange', oneLiner: 'fresh orange juice' };

  it('a bite taken out of a round fruit (asked for by keyword) is caught', () => {
    const mark = buildMark(createFixtureContext({ designerId: 'paul-rand', brief: fruitBrief }), 'bitten-silhouette');
    expect(mark.features?.icons?.[0]).toBe('orange');
    expect(checkForbiddenMotifs(mark).violations.map((v) => v.id)).toContain('bitten-apple');
  });

  it('Janoff never picks a denied fruit, even when asked', () => {
    const mark = buildMark(createFixtureContext({ designerId: 'rob-janoff', brief: fruitBrief }), 'bitten-silhouette');
    expect(mark.features?.icons?.[0]).not.toBe('orange');
    expect(checkForbiddenMotifs(mark, getDesigner('rob-janoff')).passed).toBe(true);
  });

  it.each([0, 1, 2, 3, 4, 5])('variant %i: striped, petal, fan, orbit and gesture marks pass', (variant) => {
    const brief = { brandName: 'Acme Bolt Company', industry: 'tech', oneLiner: 'tools' };
    for (const [designerId, archetype] of [
      ['paul-rand', 'striped-mark'],
      ['salvador-dali', 'radial-petal-frame'],
      ['chermayeff-geismar-haviv', 'radial-fan'],
      ['james-modarelli', 'meatball-orbit'],
      ['carolyn-davidson', 'single-stroke-gesture'],
    ] as const) {
      const mark = buildMark(createFixtureContext({ designerId, brief, variant }), archetype);
      expect(checkForbiddenMotifs(mark, getDesigner(designerId)), `${archetype} v${variant}`).toEqual({ passed: true, violations: [] });
    }
  });

  it.each([
    { name: 'Brightwater Community Health Partners', industry: 'healthcare clinic' },
    { name: 'Salt & Pine', industry: 'restaurant' },
    { name: 'Nova Aeronautics Space Agency', industry: 'aerospace' },
  ])('the meatball orbit of $name never draws a chevron across its starred disc', ({ name, industry }) => {
    const brief = { brandName: name, industry, oneLiner: 'x' };
    const mark = buildMark(createFixtureContext({ designerId: 'james-modarelli', brief }), 'meatball-orbit');
    expect(mark.features).toMatchObject({ disc: true, starField: true, orbit: true, chevron: false });
    expect(checkForbiddenMotifs(mark, getDesigner('james-modarelli')).passed).toBe(true);
  });

  it.each(['Salt & Pine', 'Orchard Cider', 'Round Table Bakery'])(
    'rob-janoff: the bitten mark of %s is never a bitten round body with a leaf',
    (name) => {
      const brief = { brandName: name, industry: 'food', oneLiner: 'fresh fruit and baking' };
      const mark = buildMark(createFixtureContext({ designerId: 'rob-janoff', brief }), 'bitten-silhouette');
      expect(mark.features?.bite && mark.features.leafAccent && mark.features.roundFigure).toBeFalsy();
      expect(checkForbiddenMotifs(mark, getDesigner('rob-janoff')).passed).toBe(true);
    },
  );
});
