/**
 * The figure–ground pair: the brief's leading figure knocked out of a second idea of the brief that holds it (a key
 * out of a shield or a house for a locksmith), never out of a holder only the audience's words found, never a place cut out of
 * anything, and never the same pair twice among the designers who make one.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { ringsArea } from '../geometry';
import { getIcon } from '../icons';
import { ideaArchetypeFor } from '../integrate/mark';
import { designBrand } from '../node';
import { regionFromPath, regionUnion } from '../path';
import { buildMark } from './index';
import { holdersFor, nestFigure } from './nested-figure';

const LOCKSMITH = { brandName: 'Hollis', industry: 'Locksmith', oneLiner: '24-hour lockouts, lock changes and safe opening for homes.' };
const NESTERS = ['saul-bass', 'lindon-leader', 'chermayeff-geismar-haviv', 'sagi-haviv'];

const inkArea = (d: string) => ringsArea(regionUnion(regionFromPath(d, 0.5)));

describe('a figure knocked out of what holds it', () => {
  it("cuts the locksmith's key or lock out of a shield or a house, the figure showing as ground", () => {
    const ctx = createFixtureContext({ designerId: 'lindon-leader', brief: LOCKSMITH });
    const mark = buildMark(ctx, 'figure-ground-pair');
    const [inner, holder] = mark.features?.icons ?? [];
    expect(inner).toMatch(/^(key|lock|lock-key)$/);
    expect(holder).toMatch(/^(shield|house)$/);
    // The one layer is the holder with the figure taken out: less ink than the solid holder by the figure's area.
    const nested = nestFigure(getIcon(inner!)!, getIcon(holder!)!, 0)!;
    const solid = ringsArea(nested.holder);
    const drawn = inkArea(mark.layers[0]!.d);
    expect(mark.layers).toHaveLength(1);
    expect(drawn).toBeLessThan(solid * 0.9);
    expect(drawn).toBeGreaterThan(solid * 0.3);
    expect(mark.description).toMatch(/knocked out of a (shield|house)/);
  });

  it("holds a gardener's tree in no gear: a gear is machinery, whatever the garden's maintenance", () => {
    const brief = {
      brandName: 'Bramble',
      industry: 'landscape gardener',
      oneLiner: 'Garden design and maintenance for cottage gardens, wild borders and small urban yards.',
    };
    for (const designerId of NESTERS) {
      const ctx = createFixtureContext({ designerId, brief });
      for (const figure of ['tree', 'plant', 'leaf']) expect(holdersFor(ctx, getIcon(figure)!).map((m) => m.name)).not.toContain('gear');
    }
    // A machine shop's gear still holds.
    const machines = {
      brandName: 'Northline',
      industry: 'Machine shop',
      oneLiner: 'Maintenance and repair of factory machines and engines.',
    };
    const held = holdersFor(createFixtureContext({ designerId: 'saul-bass', brief: machines }), getIcon('head-circuit')!).map(
      (m) => m.name,
    );
    expect(held.some((name) => name.startsWith('gear'))).toBe(true);
  });

  it('never cuts a place out of a holder, nor a figure out of itself', () => {
    const ctx = createFixtureContext({ designerId: 'saul-bass', brief: LOCKSMITH });
    expect(holdersFor(ctx, getIcon('house')!)).toEqual([]);
    expect(holdersFor(ctx, getIcon('shield')!).map((m) => m.name)).not.toContain('shield');
  });

  it('takes no holder found only by whom the business serves (code in a heart for an app studio "for charities")', () => {
    const brief = {
      brandName: 'Northgate',
      industry: 'App development studio',
      oneLiner: 'Mobile apps and websites built for charities and small businesses.',
    };
    const ctx = createFixtureContext({ designerId: 'saul-bass', brief });
    for (const figure of ['terminal-window', 'code', 'device-mobile']) {
      expect(holdersFor(ctx, getIcon(figure)!).map((m) => m.name)).not.toContain('heart');
    }
  });

  it('cuts nothing out of a first-aid cross outside care (a car in one is an ambulance, not a driving school)', () => {
    const brief = {
      brandName: 'Dunmore',
      industry: 'Driving school',
      oneLiner: 'Driving lessons for new drivers, with a first aid course included.',
    };
    const ctx = createFixtureContext({ designerId: 'chermayeff-geismar-haviv', brief });
    expect(holdersFor(ctx, getIcon('car')!).map((m) => m.name)).not.toContain('first-aid');
  });

  it('gives the default designs of the designers who make the pair different pairs, and passes their checks', () => {
    const seated = NESTERS.filter((id) => ideaArchetypeFor(id, LOCKSMITH.brandName)?.kind === 'nest');
    expect(seated).toHaveLength(3);
    const designs = seated.map((id) => designBrand(LOCKSMITH, id));
    const pairs = designs.filter((d) => d.archetype === 'figure-ground-pair').map((d) => d.decisions?.mark.icons.join('+'));
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const design of designs) expect(design.quality.checks.filter((c) => !c.passed)).toEqual([]);
  });

  it('leaves a seed walking on to the designer’s planned takes', () => {
    const designerId = NESTERS.find((id) => ideaArchetypeFor(id, LOCKSMITH.brandName)?.kind === 'nest')!;
    const archetypes = [1, 2, 3].map((seed) => designBrand(LOCKSMITH, designerId, seed).archetype);
    expect(archetypes).not.toContain('figure-ground-pair');
  });
});
