import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { boxOfRings } from '../../geometry';
import { flattenPath, regionArea, regionFromGlyphs, regionFromPath } from '../../path';
import type { Brief } from '../../types';
import { checkForbiddenMotifs, measureGesture, measureSwooshLikeness, SWOOSH_LIKENESS_LIMIT } from '../guardrails';
import { buildMark } from '../index';
import type { Mark } from '../types';
import { gestureConcept, gestureConcepts, type SweepParams, sweepOutline } from './gesture';
import { brushPath, STROKE_FAMILIES } from './gesture-strokes';

const BRIEFS: Record<string, Brief> = {
  ferry: { brandName: 'Halcyon Ferry', industry: 'transport', oneLiner: 'Electric ferries for island commuters' },
  florist: { brandName: 'Petal & Stem', industry: 'florist', oneLiner: 'Seasonal bouquets and wedding flowers from a small city shop' },
  bakery: { brandName: 'Ember & Crumb', industry: 'bakery', oneLiner: 'Wood-fired sourdough baked overnight in a brick oven' },
  dentist: { brandName: 'Little Molars', industry: "kids' dentist", oneLiner: 'A gentle dental practice for children and nervous parents' },
  // Fresh briefs that name no gesture of their own in the old concept map.
  payroll: { brandName: 'Quantix', industry: 'fintech', oneLiner: 'Payroll API for startups' },
  hospice: { brandName: 'Solace Hospice', industry: 'healthcare', oneLiner: 'Compassionate end-of-life care at home' },
  solar: { brandName: 'Sunfield Solar', industry: 'solar energy', oneLiner: 'Rooftop solar panels for homes' },
  vet: { brandName: 'Mara Veterinary', industry: 'veterinary clinic', oneLiner: 'Cat and dog care in the suburbs' },
  kayak: { brandName: 'Tidewater Kayak Tours', industry: 'tourism', oneLiner: 'Guided sea kayak trips along the estuary at sunrise' },
  summit: { brandName: 'Summit Legal', industry: 'law firm', oneLiner: 'Employment law for small businesses' },
  dumplings: { brandName: 'Пельменная №1', industry: 'restaurant', oneLiner: 'Hand-made dumplings in Saint Petersburg' },
  procurement: { brandName: 'Quarto', industry: 'procurement', oneLiner: 'Procurement advice for mid-size manufacturers' },
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

  it('declines an unrelated brief in every take, recording why (no open ring drawn for every such brief)', () => {
    const ctx = createFixtureContext({ designerId: 'carolyn-davidson', brief: BRIEFS.procurement! });
    expect(gestureConcept(ctx)).toBeUndefined();
    for (const take of [0, 1, 2, 3, 4]) expect(() => gesture(BRIEFS.procurement!, take)).toThrow(/nothing one stroke can trace/);
  });

  it.each([
    ['payroll', 'peak'],
    ['hospice', 'heart'],
    ['solar', 'orbit'],
    ['vet', 'curl'],
    ['summit', 'peak'],
    ['dumplings', 'curl'],
  ])('a %s brief without an icon gesture draws the %s stroke from its own words', (key, family) => {
    const brief = BRIEFS[key]!;
    const mark = gesture(brief, 0);
    expect(familyOf(mark)).toBe(family);
    expect(mark.concept?.words.length).toBeGreaterThan(0);
    expect(checkForbiddenMotifs(mark).passed).toBe(true);
  });

  it('gives unrelated briefs different stroke families on the same take', () => {
    const keys = ['payroll', 'hospice', 'solar', 'vet', 'summit', 'kayak'];
    for (const take of [0, 3]) {
      const families = new Set(keys.map((key) => familyOf(gesture(BRIEFS[key]!, take))));
      expect(families.size).toBeGreaterThanOrEqual(5);
    }
  });

  it('steps between the several gestures a brief names (sea, kayak, sunrise)', () => {
    const concepts = gestureConcepts(createFixtureContext({ designerId: 'carolyn-davidson', brief: BRIEFS.kayak! }));
    expect(concepts.map((c) => c.family)).toEqual(['wave', 'paddle', 'orbit']);
    const families = new Set([0, 1, 2].map((take) => familyOf(gesture(BRIEFS.kayak!, take))));
    expect(families).toEqual(new Set(['wave', 'paddle', 'orbit']));
  });

  it('draws the concept family on every take, stepping through its forms', () => {
    const marks = [0, 1, 2, 3, 4, 5, 6, 7].map((take) => gesture(BRIEFS.ferry!, take));
    expect(new Set(marks.map(familyOf))).toEqual(new Set(['wave']));
    expect(new Set(marks.map((mark) => mark.description.replace(/(?:cresting|tilted|rising) at -?\d+°/, ''))).size).toBeGreaterThanOrEqual(
      2,
    );
    // Consecutive takes draw the concept's three forms in turn.
    const paths = [0, 1, 2].map((take) => gesture(BRIEFS.ferry!, take).layers[0]!.d);
    expect(new Set(paths).size).toBe(3);
  });

  it('draws a wave as swells with a trough between them, never one long blade (the swoosh again)', () => {
    // The top edge of the outline, column by column: a wave dips between two crests by a good share of its width.
    const troughDepths = (d: string) => {
      const points = flattenPath(d, 1).flat();
      const minX = Math.min(...points.map((p) => p.x));
      const width = Math.max(...points.map((p) => p.x)) - minX;
      const columns = Array.from({ length: 48 }, () => Number.POSITIVE_INFINITY);
      for (const p of points) {
        const at = Math.min(47, Math.floor(((p.x - minX) / width) * 48));
        columns[at] = Math.min(columns[at]!, p.y);
      }
      const top = columns.filter(Number.isFinite);
      // The deepest dip of the top edge below the higher crests on both sides of it (y grows downward).
      return Math.max(...top.map((y, i) => Math.min(y - Math.min(...top.slice(0, i + 1)), y - Math.min(...top.slice(i))))) / width;
    };
    for (const take of [0, 1, 2, 3, 4, 5]) {
      const mark = gesture(BRIEFS.ferry!, take);
      expect(familyOf(mark)).toBe('wave');
      expect(troughDepths(mark.layers[0]!.d)).toBeGreaterThan(0.08);
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(gesture(BRIEFS.bakery!, 3, 2))).toBe(JSON.stringify(gesture(BRIEFS.bakery!, 3, 2)));
  });
});

describe('every family stays one closed, filled, hook-free gesture', () => {
  // Every brief that gives the stroke something to trace (the others are declined, see above).
  const traced = Object.values(BRIEFS).filter(
    (brief) => gestureConcepts(createFixtureContext({ designerId: 'carolyn-davidson', brief })).length > 0,
  );
  const marks = traced.flatMap((brief) => [0, 1, 2, 3, 4, 5].flatMap((take) => [0, 1, 2].map((variant) => gesture(brief, take, variant))));

  it.each(marks.map((mark, i) => [i, mark] as const))('mark %i', (_, mark) => {
    expect(mark.layers).toHaveLength(1);
    const layer = mark.layers[0]!;
    expect(layer.fillRule).toBe('nonzero');
    // One ring, explicitly closed: a single filled outline, never a stroke.
    expect(flattenPath(layer.d)).toHaveLength(1);
    expect(layer.d.trim()).toMatch(/Z$/i);
    expect(layer.d.match(/M/gi)).toHaveLength(1);
    // Blades keep their heel at their lowest point; brush strokes (rings, hearts, curls) dip by nature.
    if (!(STROKE_FAMILIES as readonly string[]).includes(familyOf(mark) ?? ''))
      expect(measureGesture(layer.d).hookDepth).toBeLessThanOrEqual(0.07);
    expect(measureSwooshLikeness(layer.d)).toBeLessThanOrEqual(SWOOSH_LIKENESS_LIMIT);
    expect(checkForbiddenMotifs(mark).passed).toBe(true);
    // Rising to the right: the tip sits above the start.
    expect(mark.features?.gesture?.riseDeg ?? 0).toBeGreaterThan(5);
  });

  it('keeps the lockup variant on the same families', () => {
    for (const take of [0, 1, 2, 3]) {
      const mark = gesture(BRIEFS.florist!, take, 0, 'gesture-with-italic-wordmark');
      expect(['leaf', 'orbit', 'curl', 'wave']).toContain(familyOf(mark));
    }
  });
});

describe('the famous-mark guard measures swoosh likeness, not only the hook', () => {
  const path = (points: ReturnType<typeof sweepOutline>) => `M${points.map((p) => `${p.x} ${p.y}`).join('L')}Z`;
  const blade: SweepParams = { family: 'sweep', length: 1000, riseDeg: 24, peak: 0.21, peakAt: 0.3, sag: 0.075, heel: 0.05, belly: 0.62 };

  it('flags the old fallback blade (a hook-free tapered sweep) as the 1971 silhouette', () => {
    const d = path(sweepOutline(blade));
    expect(measureGesture(d).hookDepth).toBeLessThanOrEqual(0.07);
    expect(measureSwooshLikeness(d)).toBeGreaterThan(SWOOSH_LIKENESS_LIMIT);
    const mark: Mark = {
      archetype: 'single-stroke-gesture',
      baseArchetype: 'single-stroke-gesture',
      layers: [{ d, ink: 'primary', fillRule: 'nonzero' }],
      viewBox: [0, 0, 1000, 1000],
      description: 'blade',
      hasText: false,
    };
    expect(checkForbiddenMotifs(mark).violations.map((v) => v.id)).toContain('check-swoosh');
  });

  it('draws no fallback for an unrelated brief: no crescent under a lone initial, which reads as the swoosh', () => {
    for (const take of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
      for (const archetype of ['single-stroke-gesture', 'gesture-with-italic-wordmark', 'gesture-letter'])
        expect(() => gesture(BRIEFS.procurement!, take, 0, archetype)).toThrow(/nothing one stroke can trace|no line to carry/);
  });
});

describe('the curl is a wisp, not a tadpole', () => {
  it('starts thin and is fullest past its first third, in every form and shift (a pressed round head with a thin curling tail reads as a sperm cell)', () => {
    for (const form of [0, 1, 2])
      for (const shift of [0, 0.5, 1]) {
        const path = brushPath({ family: 'curl', form, peak: 0.2, shift });
        const widths = path.map((b) => b.w);
        const widest = widths.indexOf(Math.max(...widths)) / (widths.length - 1);
        expect(widest, `form ${form}, shift ${shift}`).toBeGreaterThan(1 / 3);
        expect(widths[0]!).toBeLessThan(0.25 * Math.max(...widths));
      }
  });
});

describe('the single stroke follows the brief or stands aside', () => {
  const ctxOf = (brief: Brief, take: number) => ({ ...createFixtureContext({ designerId: 'carolyn-davidson', brief }), take });
  const KILN = { brandName: 'Kiln', industry: 'Pottery studio', oneLiner: 'Wheel-throwing classes and firing for hobby potters.' } as Brief;
  const LOCKSMITH = { brandName: 'Tumbler', industry: 'Locksmith', oneLiner: '24-hour lockouts and lock changes.' } as Brief;

  it('draws the one concept a brief gives on every take, in its three forms (never a generic ring between)', () => {
    const marks = [0, 1, 2, 3, 4, 5].map((take) => buildMark(ctxOf(KILN, take), 'single-stroke-gesture'));
    for (const mark of marks) expect(mark.description).toMatch(/flame/);
    expect(new Set(marks.map((m) => m.layers[0]!.d)).size).toBeGreaterThanOrEqual(3);
  });

  it('draws nothing from a word only of whom the business serves (care homes among a fire safety firm’s clients)', () => {
    const quench = {
      brandName: 'Quench',
      industry: 'Fire extinguisher servicing and fire safety training',
      oneLiner: 'Annual extinguisher servicing, fire risk assessments and staff fire-warden training for shops, offices and care homes.',
    } as Brief;
    expect(gestureConcepts(ctxOf(quench, 0)).map((c) => c.family)).not.toContain('heart');
  });

  it('stands the initial clear of the line under it, whole (a T plunged into the wave read as a cursive L, twenty-ninth review)', () => {
    const riding = {
      brandName: 'Two Rivers Equestrian Centre',
      industry: 'horse riding school and livery yard',
      oneLiner: 'Riding lessons for all ages, hacking along the river meadows and full or DIY livery.',
      tagline: 'Ride out, come home',
    } as Brief;
    const mark = buildMark(ctxOf(riding, 0), 'gesture-letter');
    const [letter, line] = mark.layers.map((layer) => boxOfRings(regionFromPath(layer.d)));
    // Ground between the letter's foot and the line's crest: no part of the letter is cut for the line.
    expect(line!.minY - letter!.maxY).toBeGreaterThan(20);
    const clean = regionFromGlyphs(mark.features!.letterGlyphs![0]!.d);
    expect(regionArea(regionFromPath(mark.layers[0]!.d)) / regionArea(clean)).toBeCloseTo(1, 2);
  });

  it('declines a brief with nothing one stroke can trace, so the same open ring is not drawn for every such brief', () => {
    expect(gestureConcepts(ctxOf(LOCKSMITH, 0))).toEqual([]);
    expect(() => buildMark(ctxOf(LOCKSMITH, 0), 'single-stroke-gesture')).toThrow(/nothing one stroke can trace/);
    // Nor is the initial set on a crescent in its place (the 1971 swoosh to any client): the name answers it.
    expect(() => buildMark(ctxOf(LOCKSMITH, 0), 'gesture-letter')).toThrow(/no line to carry the initial/);
  });
});

describe("Davidson's feather", () => {
  // Depth of the outline across the spine at x (the feather drawn level: rise 0).
  const depthAt = (points: ReturnType<typeof sweepOutline>, x: number) => {
    const ys: number[] = [];
    points.forEach((a, i) => {
      const b = points[(i + 1) % points.length]!;
      if (a.x <= x !== b.x <= x) ys.push(a.y + ((x - a.x) * (b.y - a.y)) / (b.x - a.x));
    });
    return ys.length > 0 ? Math.max(...ys) - Math.min(...ys) : 0;
  };

  it.each([0, 1, 2])('form %i stands on a bare quill, so the vane does not read as a knife blade (twenty-eighth review)', (form) => {
    const feather: SweepParams = {
      family: 'feather',
      length: 1000,
      riseDeg: 0,
      peak: 0.2,
      peakAt: 0.3,
      sag: 0.06,
      heel: 0.04,
      belly: 0.62,
      form,
    };
    const outline = sweepOutline(feather);
    // The quill: a thin shaft for its first tenth, a twentieth of the vane's depth or less.
    const vane = Math.max(...[0.4, 0.5, 0.6].map((s) => depthAt(outline, s * 1000)));
    for (const s of [0.03, 0.07, 0.11]) expect(depthAt(outline, s * 1000)).toBeLessThan(0.15 * vane);
    expect(vane).toBeGreaterThan(0.15 * 1000);
  });
});

describe("Davidson's gesture for ice", () => {
  it("draws no ice-cream curl for a curling club's ice (read over HOG LINE as a pig's tail), and keeps it for ice cream", () => {
    const curling: Brief = {
      brandName: 'Hog Line',
      industry: 'curling club',
      oneLiner: "A members' curling club with four sheets of ice, beginner sessions on Tuesday nights and a league every winter.",
    } as Brief;
    expect(gestureConcepts(createFixtureContext({ designerId: 'carolyn-davidson', brief: curling })).map((c) => c.family)).not.toContain(
      'curl',
    );
    const parlour = { brandName: 'Frostbite', industry: 'ice cream parlour', oneLiner: 'Ice cream churned daily.' } as Brief;
    expect(gestureConcepts(createFixtureContext({ designerId: 'carolyn-davidson', brief: parlour })).map((c) => c.family)).toContain(
      'curl',
    );
  });
});
