/**
 * Modarelli's mission emblem, on the briefs where a reviewer saw a boat: the subject stood on a planet's horizon (a
 * hull across the emblem's foot) with a swept trajectory rising beside it (a sail).
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { boxOfRings } from '../../geometry';
import { regionFromPath, regionIntersect } from '../../path';
import { dealtIdeas } from '../icon-pick';
import { buildMark } from '../index';
import type { Mark } from '../types';

const BRIEFS = [
  { brandName: 'Lindqvist Violins', industry: 'violin maker', oneLiner: 'Violins and violas made by hand in Uppsala.' },
  { brandName: 'Ink Tide', industry: 'tattoo studio', oneLiner: 'A seaside tattoo studio for fine-line and nautical work.' },
  { brandName: 'Windrush Kite School', industry: 'kitesurfing school', oneLiner: 'Lessons for beginners on the bay.' },
  { brandName: 'Okafor Roofing', industry: 'roofing contractor', oneLiner: 'Slate and tile roofs repaired and replaced.' },
];

/** The emblems built for the briefs over four takes (a take whose emblem gives way is none). */
const emblems = (): Mark[] => {
  const built = BRIEFS.flatMap((brief) =>
    [0, 1, 2, 3].flatMap((take) => {
      try {
        return [buildMark({ ...createFixtureContext({ designerId: 'james-modarelli', brief, variant: take }), take }, 'meatball-orbit')];
      } catch {
        return [];
      }
    }),
  );
  expect(built.length).toBeGreaterThanOrEqual(BRIEFS.length);
  return built;
};

const boxOf = (mark: Mark, ink: string) => boxOfRings(regionFromPath(mark.layers.find((layer) => layer.ink === ink)!.d));

describe("Modarelli's mission emblem", () => {
  it('stands the subject on no ground that spans the emblem (a hull)', () => {
    for (const mark of emblems()) {
      const subject = boxOf(mark, 'primary');
      const all = boxOfRings(mark.layers.flatMap((layer) => regionFromPath(layer.d)));
      expect((subject.maxX - subject.minX) / (all.maxX - all.minX), mark.description).toBeLessThan(0.75);
    }
  });

  it('circles the subject with its second ink instead of raising it beside the subject (a sail)', () => {
    for (const mark of emblems()) {
      const subject = boxOf(mark, 'primary');
      const orbit = boxOf(mark, 'secondary');
      const centre = { x: (subject.minX + subject.maxX) / 2, y: (subject.minY + subject.maxY) / 2 };
      expect(orbit.minX, mark.description).toBeLessThan(subject.minX);
      expect(orbit.maxX, mark.description).toBeGreaterThan(subject.maxX);
      expect(orbit.minY < centre.y && orbit.maxY > centre.y, mark.description).toBe(true);
    }
  });

  it('passes behind the subject without overlap, and leaves the subject whole (a book cut by it read "DE")', () => {
    for (const mark of emblems()) {
      const subject = regionFromPath(mark.layers.find((layer) => layer.ink === 'primary')!.d);
      const orbit = regionFromPath(mark.layers.find((layer) => layer.ink === 'secondary')!.d);
      const overlap = regionIntersect(subject, orbit);
      const area = (region: typeof subject) => {
        const b = boxOfRings(region);
        return region.length === 0 ? 0 : (b.maxX - b.minX) * (b.maxY - b.minY);
      };
      expect(area(overlap), mark.description).toBeLessThan(1);
      // The app icon is the subject alone: the orbit and its star smeared across it at 16 px.
      expect(mark.iconLayers?.map((layer) => layer.ink)).toEqual(['primary']);
    }
  });

  it('never circles a body that is mostly a ball, whatever hangs from it (a lightbulb in blue with a red orbit)', () => {
    const brief = { brandName: 'Lantern Hare Studio', industry: 'shadow puppet theatre', oneLiner: 'A touring shadow puppet company.' };
    const orbit = (icon: string) => () =>
      buildMark({ ...createFixtureContext({ designerId: 'james-modarelli', brief }), icon, take: 0 }, 'meatball-orbit');
    expect(orbit('lightbulb')).toThrow(/1959 insignia/);
    expect(orbit('scissors')()).toMatchObject({ baseArchetype: 'meatball-orbit' });
  });

  it('never circles a round subject (a lifebuoy: a ball with an orbit and a star is the 1959 insignia)', () => {
    const ferry = {
      brandName: 'Northern Isles Ferry Company',
      industry: 'ferry service',
      oneLiner: 'Car and foot ferries to the islands.',
    };
    const withIcon = (icon: string) => ({ ...createFixtureContext({ designerId: 'james-modarelli', brief: ferry }), icon, take: 0 });
    const families = (icon: string) =>
      [0, 1, 2, 3].map((take) => {
        try {
          return buildMark({ ...withIcon(icon), take }, 'meatball-orbit').features?.icons?.[0] ?? 'letters';
        } catch (error) {
          return String(error);
        }
      });
    expect(families('lifebuoy').some((f) => /1959 insignia/.test(f))).toBe(true);
    expect(families('lifebuoy')).not.toContain('lifebuoy');
    // An anchor is no ball: it is drawn.
    expect(families('anchor'), families('anchor').join(' | ')).toContain('anchor');
  });

  it('walks on to the brief’s next subject where its dealt one is round; the designer’s own design gives way instead', () => {
    const ferry = {
      brandName: 'Northern Isles Ferry Company',
      industry: 'ferry service',
      oneLiner: 'Car and foot ferries to the islands, lifebuoys aboard.',
    };
    const ctx = createFixtureContext({ designerId: 'james-modarelli', brief: ferry });
    const seat = dealtIdeas(ctx, true).findIndex((idea) => idea.name === 'lifebuoy');
    expect(seat).toBeGreaterThanOrEqual(0);
    // A seed walking on: its seat's lifebuoy is round, so it sends the next subject (seeds 1-4 stay apart).
    const walked = buildMark({ ...ctx, deal: { seat, strict: false }, take: 0 }, 'meatball-orbit');
    expect(walked.features?.icons?.[0]).toBeDefined();
    expect(walked.features?.icons).not.toContain('lifebuoy');
    // The designer's own design keeps to its dealt picture (three designers a picture): it gives way.
    expect(() => buildMark({ ...ctx, deal: { seat, strict: true }, take: 0 }, 'meatball-orbit')).toThrow(/round lifebuoy.*1959 insignia/);
  });

  it("orbits only the brief's subject: never initials (read as a technology brand), nor a stock star where the brief has none", () => {
    for (const mark of emblems()) {
      expect(mark.features?.letters, mark.description).toBeUndefined();
      expect(mark.hasText).toBe(false);
    }
    const vague = { brandName: 'Qwxz', industry: 'services', oneLiner: 'Things.' };
    expect(() =>
      buildMark({ ...createFixtureContext({ designerId: 'james-modarelli', brief: vague }), take: 0 }, 'meatball-orbit'),
    ).toThrow(/no subject to send/);
  });
});
