import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { getDesigner } from '../../dna';
import { regionArea, regionFromPath, regionGrow, regionIntersect } from '../../path';
import type { Brief } from '../../types';
import { checkForbiddenMotifs } from '../guardrails';
import { buildMark } from '../index';

const FLORIST = {
  brandName: 'Petal & Stem',
  industry: 'florist',
  oneLiner: 'Seasonal bouquets and wedding flowers from a small city shop',
};
const FERRY = { brandName: 'Halcyon Ferry', industry: 'transport', oneLiner: 'Electric ferries for island commuters' };
const ABSTRACT = { brandName: 'Quorra', industry: 'general', oneLiner: 'Simply better' };

const FLOWER = /flower|plant|leaf|tulip|lotus|butterfly/;
const BOAT = /boat|sail|anchor|lifebuoy|lighthouse|wave|island/;

const CASES = [
  ['chermayeff-geismar-haviv', 'rotational-symbol'],
  ['chermayeff-geismar-haviv', 'frame-symbol'],
  ['chermayeff-geismar-haviv', 'dual-reading-symbol'],
  ['sagi-haviv', 'dual-reading-symbol'],
] as const;

describe('symbols built from the brief', () => {
  it('turns only living forms around a centre: a florist gets a flower rosette, a sports club no trophies on their sides', () => {
    const club = { brandName: 'Riverside Rovers FC', industry: 'Sports club', oneLiner: 'Amateur football club in the Sunday league' };
    for (let variant = 0; variant < 4; variant++) {
      const ctx = createFixtureContext({ designerId: 'chermayeff-geismar-haviv', brief: club, variant });
      expect(buildMark({ ...ctx, take: variant }, 'rotational-symbol').features?.icons ?? []).toEqual([]);
    }
  });

  it('turns no picture drawn on a tile: three wave tiles about a centre read as the radiation trefoil', () => {
    // The nineteenth review: Chermayeff & Geismar & Haviv's waves for a well driller.
    const well = { brandName: 'Deep Spring', industry: 'well drilling', oneLiner: 'Boreholes, pumps and well water tests.' };
    const ctx = createFixtureContext({ designerId: 'chermayeff-geismar-haviv', brief: well });
    expect(buildMark({ ...ctx, icon: 'waves', take: 0 }, 'rotational-symbol').features?.icons ?? []).toEqual([]);
    expect(buildMark({ ...ctx, icon: 'leaf', take: 0 }, 'rotational-symbol').features?.icons).toEqual(['leaf']);
  });

  it.each(CASES)('%s %s: a florist gets a flower-derived symbol', (designerId, archetype) => {
    for (let variant = 0; variant < 4; variant++) {
      const ctx = createFixtureContext({ designerId, brief: FLORIST, variant });
      const mark = buildMark({ ...ctx, take: variant }, archetype);
      expect(mark.features?.icons?.[0]).toMatch(FLOWER);
      expect(mark.concept?.icons).toEqual(mark.features?.icons);
      expect(checkForbiddenMotifs(mark, getDesigner(designerId)).passed).toBe(true);
    }
  });

  it.each(CASES)('%s %s: a ferry gets a boat or water symbol (a rotation, its abstract form)', (designerId, archetype) => {
    for (let variant = 0; variant < 4; variant++) {
      const ctx = createFixtureContext({ designerId, brief: FERRY, variant });
      const mark = buildMark({ ...ctx, take: variant }, archetype);
      // A boat turned on its side around a centre reads as a blob: the rotation then keeps to its abstract forms.
      if (archetype === 'rotational-symbol') expect(mark.features?.icons ?? []).toEqual([]);
      else expect(mark.features?.icons?.[0]).toMatch(BOAT);
      expect(checkForbiddenMotifs(mark, getDesigner(designerId)).passed).toBe(true);
    }
  });

  it.each(CASES)('%s %s: a brief with no concrete subject falls back to the abstract form, and says so', (designerId, archetype) => {
    const mark = buildMark(createFixtureContext({ designerId, brief: ABSTRACT }), archetype);
    expect(mark.features?.icons ?? []).toEqual([]);
    expect(mark.description).toMatch(/abstract/i);
  });

  it('a night brief keeps the crescent reading', () => {
    const brief = { brandName: 'Nightjar', industry: 'sleep clinic', oneLiner: 'Better sleep for shift workers' };
    const mark = buildMark(createFixtureContext({ designerId: 'sagi-haviv', brief }), 'dual-reading-symbol');
    expect(mark.description).toMatch(/moon/);
  });

  it('takes of one brief draw different symbols', () => {
    for (const [designerId, archetype] of CASES) {
      const drawn = new Set(
        [0, 1, 2, 3].map((take) => {
          const ctx = createFixtureContext({ designerId, brief: FERRY, variant: take });
          return buildMark({ ...ctx, take }, archetype)
            .layers.map((l) => l.d)
            .join('');
        }),
      );
      expect(drawn.size).toBeGreaterThan(1);
    }
  });
});

describe('the object before its disc', () => {
  it('keeps a band of ground between the object and the disc or arc behind it (butted, two dark inks fused into a blot)', () => {
    const briefs: Brief[] = [
      { brandName: 'Hartley Roofing', industry: 'Roofing', oneLiner: 'Roof repairs and ladders' },
      { brandName: 'Bramble Lane', industry: 'Veterinary practice', oneLiner: 'Care for cats and dogs' },
      { brandName: 'Movewell', industry: 'Physiotherapy', oneLiner: 'Sports injury rehab for runners' },
    ];
    let checked = 0;
    for (const brief of briefs)
      for (const seed of [0, 1, 2, 3]) {
        const mark = buildMark(createFixtureContext({ designerId: 'sagi-haviv', brief, variant: seed }), 'dual-reading-symbol');
        const behind = mark.layers.find((l) => l.ink === 'accent');
        const object = mark.layers.find((l) => l.ink === 'primary');
        if (!behind || !object || mark.layers.length !== 2) continue;
        const near = regionIntersect(regionGrow(regionFromPath(object.d, 0.5), 20), regionFromPath(behind.d, 0.5));
        expect(regionArea(near), `${brief.brandName} ${seed}`).toBeLessThan(1);
        checked += 1;
      }
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps two inks too close to tell apart at icon size apart by a wide band, or draws the one-ink reading (navy on purple)', () => {
    const briefs: Brief[] = [
      { brandName: 'Keystone', industry: 'Locksmith', oneLiner: '24-hour locksmiths for homes, cars and small shops.' },
      { brandName: 'Bramble Lane', industry: 'Veterinary practice', oneLiner: 'Care for cats and dogs' },
      { brandName: 'Movewell', industry: 'Physiotherapy', oneLiner: 'Sports injury rehab for runners' },
    ];
    let checked = 0;
    for (const brief of briefs)
      for (const seed of [0, 1, 2, 3]) {
        const ctx = createFixtureContext({ designerId: 'sagi-haviv', brief, variant: seed });
        const close = { ...ctx, palette: { ...ctx.palette, primary: '#1B2A6B', accent: '#5B2C8F' } };
        const mark = buildMark(close, 'dual-reading-symbol');
        const behind = mark.layers.find((l) => l.ink === 'accent');
        const object = mark.layers.find((l) => l.ink === 'primary');
        checked += 1;
        if (!behind || !object) continue;
        // At a 32 px icon (the mark about 21 px across) the band is at least a pixel and a half.
        const near = regionIntersect(regionGrow(regionFromPath(object.d, 0.5), 70), regionFromPath(behind.d, 0.5));
        expect(regionArea(near), `${brief.brandName} ${seed}`).toBeLessThan(1);
      }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the abstract readings of a brief without a figure', () => {
  it('never draws the eclipse, a crescent with a dot in its mouth (the star and crescent), outside the night', () => {
    const pawn = { brandName: 'Сорока', industry: 'pawnbroker', oneLiner: 'Gold, watches and electronics bought and pawned.' } as Brief;
    for (const brief of [pawn, ABSTRACT as Brief])
      for (const variant of [0, 1, 2, 3, 4, 5]) {
        const mark = buildMark(createFixtureContext({ designerId: 'chermayeff-geismar-haviv', brief, variant }), 'dual-reading-symbol');
        expect(mark.description).not.toMatch(/eclipsed/);
      }
  });
});
