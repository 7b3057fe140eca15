import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { flattenPath } from '../../path';
import type { Brief } from '../../types';
import { checkForbiddenMotifs, measureGesture } from '../guardrails';
import { buildMark } from '../index';
import type { Mark } from '../types';
import { gestureConcept } from './gesture';

const BRIEFS: Record<string, Brief> = {
  ferry: { brandName: 'Halcyon Ferry', industry: 'transport', oneLiner: 'Electric ferries for island commuters' },
  florist: { brandName: 'Petal & Stem', industry: 'florist', oneLiner: 'Seasonal bouquets and wedding flowers from a small city shop' },
  bakery: { brandName: 'Ember & Crumb', industry: 'bakery', oneLiner: 'Wood-fired sourdough baked overnight in a brick oven' },
  dentist: { brandName: 'Little Molars', industry: "kids' dentist", oneLiner: 'A gentle dental clinic for children and nervous parents' },
  birds: { brandName: 'Wren Works', industry: 'bird sanctuary', oneLiner: 'A sanctuary for garden birds and finches' },
};

function gesture(brief: Brief, take: number, variant = 0, archetype = 'single-stroke-gesture'): Mark {
  return buildMark({ ...createFixtureContext({ designerId: 'carolyn-davidson', brief, variant }), take }, archetype);
}

const familyOf = (mark: Mark) => /^(?:One|A) (?:tapered |crescent )?(\w+)/.exec(mark.description)?.[1];

describe('gesture families follow the brief’s concept', () => {
  it.each([
    ['ferry', 'wave'],
    ['florist', 'leaf'],
    ['bakery', 'flame'],
    ['birds', 'feather'],
  ])('a %s brief draws the %s family on its concept takes', (key, family) => {
    const brief = BRIEFS[key]!;
    const ctx = createFixtureContext({ designerId: 'carolyn-davidson', brief });
    expect(gestureConcept(ctx)?.family).toBe(family);
    for (const take of [0, 2, 3, 5]) {
      const mark = gesture(brief, take);
      expect(familyOf(mark)).toBe(family);
      expect(mark.concept?.words.length).toBeGreaterThan(0);
      expect(mark.concept?.icons).toEqual([]);
    }
  });

  it('gives an unrelated brief a generic family and records no concept', () => {
    const ctx = createFixtureContext({ designerId: 'carolyn-davidson', brief: BRIEFS.dentist! });
    expect(gestureConcept(ctx)).toBeUndefined();
    const families = new Set([0, 1, 2].map((take) => familyOf(gesture(BRIEFS.dentist!, take))));
    expect(families).toEqual(new Set(['sweep', 'comet', 'arc']));
    expect(gesture(BRIEFS.dentist!, 0).concept).toBeUndefined();
  });

  it('steps between the concept family and the generic ones with the take', () => {
    const families = [0, 1, 2, 3, 4, 5, 6, 7].map((take) => familyOf(gesture(BRIEFS.ferry!, take)));
    expect(families.filter((f) => f === 'wave').length).toBeGreaterThanOrEqual(5);
    expect(new Set(families.filter((f) => f !== 'wave')).size).toBeGreaterThanOrEqual(2);
    // Consecutive concept takes draw other forms, so seeds 1–4 never repeat a mark.
    const paths = [0, 2, 3].map((take) => gesture(BRIEFS.ferry!, take).layers[0]!.d);
    expect(new Set(paths).size).toBe(3);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(gesture(BRIEFS.bakery!, 3, 2))).toBe(JSON.stringify(gesture(BRIEFS.bakery!, 3, 2)));
  });
});

describe('every family stays one closed, filled, hook-free gesture', () => {
  const marks = Object.values(BRIEFS).flatMap((brief) =>
    [0, 1, 2, 3, 4, 5].flatMap((take) => [0, 1, 2].map((variant) => gesture(brief, take, variant))),
  );

  it.each(marks.map((mark, i) => [i, mark] as const))('mark %i', (_, mark) => {
    expect(mark.layers).toHaveLength(1);
    const layer = mark.layers[0]!;
    expect(layer.fillRule).toBe('nonzero');
    // One ring, explicitly closed: a single filled outline, never a stroke.
    expect(flattenPath(layer.d)).toHaveLength(1);
    expect(layer.d.trim()).toMatch(/Z$/i);
    expect(layer.d.match(/M/gi)).toHaveLength(1);
    expect(measureGesture(layer.d).hookDepth).toBeLessThanOrEqual(0.07);
    expect(checkForbiddenMotifs(mark).passed).toBe(true);
    // Rising to the right: the tip sits above the start.
    expect(mark.features?.gesture?.riseDeg ?? 0).toBeGreaterThan(5);
  });

  it('keeps the lockup variant on the same families', () => {
    for (const take of [0, 1, 2, 3]) {
      const mark = gesture(BRIEFS.florist!, take, 0, 'gesture-with-italic-wordmark');
      expect(['leaf', 'sweep', 'comet', 'arc']).toContain(familyOf(mark));
    }
  });
});
