/**
 * The brief's figure fused with the name: inside a round letter's counter (the rebus, the story detail) or as the
 * dot of an i, every letter left whole and the figure clear of every letter by a band of ground.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings, distanceToRings, isPointInRings } from '../geometry';
import { getIcon } from '../icons';
import { regionFromPath, regionUnion } from '../path';
import { FIGURE_MIN_SHARE_OF_LINE, findCounterSeat, findDotSeat, glyphCounters } from './counter-figure';
import { buildMark } from './index';
import { setLineGlyphs } from './letters';

const LOCKSMITH = { brandName: 'Hollis', industry: 'Locksmith', oneLiner: '24-hour lockouts, lock changes and safe opening.' };
const BIKES = { brandName: 'Voltra', industry: 'Electric bike rental', oneLiner: 'Dockless e-bikes across Lisbon.' };

const regionOf = (d: string) => regionUnion(regionFromPath(d, 0.5));

describe('a figure in a letter of the name', () => {
  it('finds the O of HOLLIS as the roomiest counter, and no counter in a name without one', () => {
    const ctx = createFixtureContext({ designerId: 'paul-rand', brief: LOCKSMITH, variant: 0 });
    const options = { role: 'display', size: 300, weight: 500 } as const;
    const glyphs = setLineGlyphs(ctx, 'rebus', 'HOLLIS', options);
    const cap = -boxOfRings(glyphs.flatMap((g) => regionFromPath(g.d, 1))).minY;
    expect(findCounterSeat(glyphs, [...'HOLLIS'], cap)?.char).toBe('O');
    const plain = setLineGlyphs(ctx, 'rebus', 'LITTLE', options);
    expect(findCounterSeat(plain, [...'LITTLE'], cap)).toBeNull();
  });

  it('never seats a figure in a Greek or Cyrillic O, where anything across the counter makes Θ or Ө', () => {
    const ctx = createFixtureContext({ designerId: 'milton-glaser', brief: LOCKSMITH, variant: 0 });
    const options = { role: 'display', size: 300, weight: 500 } as const;
    for (const text of ['ΥΠΝΟΣ', 'СОН']) {
      const glyphs = setLineGlyphs(ctx, 'rebus', text, options);
      const cap = -boxOfRings(glyphs.flatMap((g) => regionFromPath(g.d, 1))).minY;
      expect(findCounterSeat(glyphs, [...text], cap), text).toBeNull();
    }
  });

  it("puts the rebus figure inside the O's counter with ground all round, the letters set whole", () => {
    const ctx = createFixtureContext({ designerId: 'paul-rand', brief: LOCKSMITH, variant: 0 });
    const mark = buildMark({ ...ctx, take: 0 }, 'rebus');
    expect(mark.features?.counterFigure).toBe('O');
    expect(mark.description).toMatch(/in the counter of its O/);
    const letters = mark.layers.find((layer) => layer.ink === 'primary')!;
    const figure = regionOf(mark.layers.find((layer) => layer.ink === 'accent')!.d);
    // Every glyph of the name is drawn as set: the letters layer is exactly the name glyphs.
    expect(mark.features?.nameGlyphs?.map((g) => g.char).join('')).toBe('HOLLIS');
    expect(letters.d).toBe(mark.features?.nameGlyphs?.map((g) => g.d).join(''));
    const o = regionOf(mark.features!.nameGlyphs!.find((g) => g.char === 'O')!.d);
    const counter = glyphCounters(o)[0]!;
    const cap = boxOfRings(regionOf(letters.d)).maxY - boxOfRings(regionOf(letters.d)).minY;
    for (const ring of figure) {
      for (const p of ring) {
        expect(isPointInRings(p, counter)).toBe(true);
        expect(distanceToRings(p, counter)).toBeGreaterThan(cap * 0.04);
      }
    }
    // Large enough to read as a figure in the name, not a speck.
    const box = boxOfRings(figure);
    expect(Math.max(box.maxX - box.minX, box.maxY - box.minY)).toBeGreaterThan(cap * 0.38);
  });

  it('a name whose counters are too small and that has no i or j keeps the figure as a word of its own', () => {
    const ctx = createFixtureContext({ designerId: 'paul-rand', brief: { ...LOCKSMITH, brandName: 'Latch' }, variant: 0 });
    const mark = buildMark({ ...ctx, take: 0 }, 'rebus');
    expect(mark.features?.counterFigure).toBeUndefined();
    expect(mark.description).toMatch(/as a word of its own/);
  });

  it('a name without a round counter takes a compact figure for the dot of its i, the dot taken out', () => {
    const ctx = createFixtureContext({ designerId: 'paul-rand', brief: { ...LOCKSMITH, brandName: 'MINT' }, variant: 0 });
    const mark = buildMark({ ...ctx, take: 0, icon: 'key' }, 'rebus');
    expect(mark.features?.counterFigure).toBe('i');
    expect(mark.description).toMatch(/key for the dot of its i/);
    // Set in lowercase so the name has a dotted letter; the letters read are the name with that dot taken out.
    expect(mark.features?.nameGlyphs?.map((g) => g.char).join('')).toBe('mint');
    const letters = regionOf(mark.layers.find((layer) => layer.ink === 'primary')!.d);
    const figure = regionOf(mark.layers.find((layer) => layer.ink === 'accent')!.d);
    const i = regionOf(mark.features!.nameGlyphs!.find((g) => g.char === 'i')!.d);
    const stem = boxOfRings(i);
    // The i is its stem alone: nothing of the old dot is left above it.
    expect(regionOf(mark.features!.nameGlyphs!.find((g) => g.char === 'i')!.d)).toHaveLength(1);
    const box = boxOfRings(figure);
    const xHeight = stem.maxY - stem.minY;
    expect(box.maxY).toBeLessThan(stem.minY);
    expect(Math.abs((box.minX + box.maxX) / 2 - (stem.minX + stem.maxX) / 2)).toBeLessThan(xHeight * 0.15);
    // A figure, not a dot: at least half the x-height across.
    expect(Math.max(box.maxX - box.minX, box.maxY - box.minY)).toBeGreaterThan(xHeight * 0.5);
    for (const ring of figure) for (const p of ring) expect(isPointInRings(p, letters)).toBe(false);
  });

  it('never stands an upright figure of bars (a ladder) in a line of capitals, where it reads as one more letter', () => {
    const ctx = createFixtureContext({ designerId: 'milton-glaser', brief: { ...LOCKSMITH, brandName: 'TURRET' }, variant: 0 });
    expect(() => buildMark({ ...ctx, take: 0, icon: 'ladder' }, 'rebus')).toThrow(/reads as one more letter/);
    expect(buildMark({ ...ctx, take: 0, icon: 'house' }, 'rebus').description).toMatch(/as a word of its own/);
  });

  it('a figure of thin parts (scissors) never stands for a dot, where it would read as a speck', () => {
    const ctx = createFixtureContext({ designerId: 'paul-rand', brief: { ...LOCKSMITH, brandName: 'MINT' }, variant: 0 });
    const mark = buildMark({ ...ctx, take: 0, icon: 'scissors' }, 'rebus');
    expect(mark.features?.counterFigure).toBeUndefined();
    expect(mark.description).toMatch(/as a word of its own/);
  });

  it('sets a figure as the dot of an i, the dot taken out, clear of the neighbouring letters', () => {
    const ctx = createFixtureContext({ designerId: 'david-ogilvy', brief: LOCKSMITH, variant: 0 });
    const options = { role: 'display', size: 300 } as const;
    const glyphs = setLineGlyphs(ctx, 'wordmark-with-story-detail', 'Hollis', options);
    const cap = 300 * 0.7;
    const seat = findDotSeat(glyphs, [...'Hollis'], getIcon('key')!, cap, cap * 0.05, cap * 0.3);
    expect(seat?.char).toBe('i');
    const dot = boxOfRings(seat!.dot);
    const figure = boxOfRings(seat!.figure);
    // Centred over the i, above its stem, and bigger than the dot it replaces.
    expect(Math.abs((figure.minX + figure.maxX) / 2 - (dot.minX + dot.maxX) / 2)).toBeLessThan(cap * 0.1);
    expect(figure.maxX - figure.minX).toBeGreaterThan(dot.maxX - dot.minX);
    const others = glyphs.filter((_, i) => i !== seat!.index).flatMap((g) => regionOf(g.d));
    for (const ring of seat!.figure) for (const p of ring) expect(distanceToRings(p, others)).toBeGreaterThan(cap * 0.04);
  });

  it('the story detail stands in the counter of a round letter when one holds it (Voltra, a bolt in the o)', () => {
    const ctx = createFixtureContext({ designerId: 'david-ogilvy', brief: BIKES, variant: 0 });
    const mark = buildMark({ ...ctx, take: 0, icon: 'lightning' }, 'wordmark-with-story-detail');
    expect(mark.features?.counterFigure).toBe('o');
    expect(mark.description).toMatch(/in the counter of its o/);
  });

  it('never fuses a figure that would be a speck in a long name (a wrench in the O of HARTLEY & SONS)', () => {
    const brief = { brandName: 'Hartley & Sons', industry: 'Plumbing and heating', oneLiner: 'Family plumbers fixing boilers and leaks.' };
    for (const designerId of ['milton-glaser', 'paul-rand'])
      for (const take of [0, 1, 2]) {
        const mark = buildMark({ ...createFixtureContext({ designerId, brief, variant: 0 }), take }, 'rebus');
        if (!mark.features?.counterFigure) continue;
        const whole = boxOfRings(regionOf(mark.layers.map((l) => l.d).join('')));
        const figure = boxOfRings(regionOf(mark.layers.find((l) => l.ink === 'accent')!.d));
        const size = Math.max(figure.maxX - figure.minX, figure.maxY - figure.minY);
        expect(size, `${designerId} ${take}`).toBeGreaterThanOrEqual((whole.maxX - whole.minX) * FIGURE_MIN_SHARE_OF_LINE * 0.99);
      }
  });

  it('keeps the whole outline of a figure clear of the letter, along its edges as well as at its corners (a book in an O)', () => {
    const brief = { brandName: 'Okafor', industry: 'Accounting', oneLiner: 'Bookkeeping and tax returns for freelancers.' };
    let checked = 0;
    for (const designerId of ['milton-glaser', 'david-ogilvy', 'paul-rand'])
      for (const archetype of ['rebus', 'wordmark-with-story-detail']) {
        let mark: ReturnType<typeof buildMark>;
        try {
          mark = buildMark({ ...createFixtureContext({ designerId, brief, variant: 0 }), take: 0 }, archetype);
        } catch {
          continue;
        }
        const seat = mark.features?.counterFigure;
        const glyph = mark.features?.nameGlyphs?.find((g) => g.char.toUpperCase() === seat?.toUpperCase());
        if (!seat || !glyph) continue;
        const letter = regionOf(glyph.d);
        const cap = boxOfRings(letter).maxY - boxOfRings(letter).minY;
        const figure = regionOf(mark.layers.find((l) => l.ink === 'accent')!.d);
        for (const ring of figure)
          ring.forEach((p, i) => {
            const q = ring[(i + 1) % ring.length]!;
            for (let k = 0; k < 8; k++) {
              const at = { x: p.x + ((q.x - p.x) * k) / 8, y: p.y + ((q.y - p.y) * k) / 8 };
              expect(distanceToRings(at, letter), `${designerId} ${archetype}`).toBeGreaterThan(cap * 0.03);
            }
          });
        checked += 1;
      }
    expect(checked).toBeGreaterThan(0);
  });
});
