/**
 * Dalí's melting name (fifteenth review): a drip under the round bottom of an e read "Ciphqr", one through a g's loop
 * read as damage, and stem-wide drips under a D read as a thorn. Drips hang only from stems, as beaded runs far
 * thinner than the stem, clear of every descender.
 */
import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../../scripts/mark-fixtures';
import { isBloodRed } from '../../color';
import { boxOfRings, regionGap, ringsFilledSpansAtY } from '../../geometry';
import { rectPath, regionFromPath, regionIntersect, regionSubtract } from '../../path';
import { buildMark } from '../index';
import { setLetters, setLineGlyphs } from '../letters';
import { meltDrips } from './wordmark';

const OPTIONS = { role: 'display', size: 300 } as const;
const ROUND_BOTTOMS = /[eocCOsSQGU]/;

function melt(brandName: string, take: number) {
  const ctx = {
    ...createFixtureContext({ designerId: 'salvador-dali', brief: { brandName, industry: 'shop', oneLiner: 'Things.' } }),
    take,
  };
  const set = setLetters(ctx, 'melting-wordmark', brandName, OPTIONS);
  const letters = regionFromPath(set.d);
  const cap = set.line.capHeight;
  const { drips, words } = meltDrips(ctx, letters, set.box, cap);
  // The drips as drawn: what hangs below the baseline beyond the letters themselves.
  const below = regionFromPath(rectPath(set.box.minX - cap, cap * 0.05, set.box.maxX - set.box.minX + cap * 2, cap * 3));
  const hanging = regionSubtract(regionIntersect(drips, below), letters);
  const glyphs = setLineGlyphs(ctx, 'melting-wordmark', brandName, OPTIONS).map((g) => boxOfRings(regionFromPath(g.d)));
  const chars = [...brandName.replace(/\s/g, '')];
  return { letters, cap, drips, hanging, words, glyphs, chars };
}

describe("Dalí's melting name", () => {
  it.each(['The Cipher Room', 'Okafor Signs', 'Dogwood', 'Pigeon Bakery'])(
    'hangs %s’s drips from stems only, thin and clear of descenders',
    (name) => {
      for (const take of [0, 1, 2]) {
        const { letters, cap, drips, hanging, glyphs, chars } = melt(name, take);
        // Each drip's top sits under a stem that stands straight up from the baseline, never a round bottom.
        for (const [a, b] of ringsFilledSpansAtY(drips, cap * 0.12)) {
          const x = (a + b) / 2;
          const over = glyphs.flatMap((box, i) => (box.minX <= x && box.maxX >= x ? [chars[i] ?? ''] : []));
          expect(
            over.some((c) => ROUND_BOTTOMS.test(c)) && !over.some((c) => !ROUND_BOTTOMS.test(c)),
            `${name} ${take}: drip under ${over}`,
          ).toBe(false);
          // A run far thinner than the stem it hangs from (a stem-wide one is a descender).
          const stem = ringsFilledSpansAtY(letters, -cap * 0.33).find(([c, d]) => c <= x && d >= x);
          expect(stem, `${name} ${take}: no stem over the drip at ${x}`).toBeDefined();
          expect(b - a).toBeLessThan(((stem?.[1] ?? 0) - (stem?.[0] ?? 0)) / 1.8);
        }
        // Clear of every descender (the loop of a g, the tail of a p): a gap of ground between them.
        const descenders = regionIntersect(letters, regionFromPath(rectPath(-1e4, cap * 0.05, 2e4, cap * 3)));
        if (descenders.length > 0 && hanging.length > 0) expect(regionGap(hanging, descenders, cap)).toBeGreaterThan(cap * 0.03);
      }
    },
  );

  it('says as many drips as it draws, and gives way on a name with no stem to melt from', () => {
    const { words, drips, cap } = melt('Dogwood', 0);
    const count = ringsFilledSpansAtY(drips, cap * 0.12).length;
    expect(words).toMatch(count === 1 ? /one/ : count === 2 ? /two/ : /three/);
    expect(() => melt('Coco', 0)).toThrow(/no stem/);
  });

  it('never hangs a drip from the point of a v or w, where it reads as a y (seventeenth review: "Marayela")', () => {
    // Names whose only feet on the baseline are points and round bowls: nothing to melt from.
    expect(() => melt('vow', 0)).toThrow(/no stem/);
    expect(() => melt('VOW', 0)).toThrow(/no stem/);
    for (const take of [0, 1, 2]) {
      const { drips, cap, glyphs, chars } = melt('Maravela', take);
      for (const [a, b] of ringsFilledSpansAtY(drips, cap * 0.12)) {
        const x = (a + b) / 2;
        const over = glyphs.flatMap((box, i) => (box.minX <= x && box.maxX >= x ? [chars[i] ?? ''] : []));
        expect(over, `take ${take}: drip under ${over}`).not.toContain('v');
      }
    }
  });
});

describe("Dalí's melting name in red", () => {
  const UMBER = { primary: '#E01113', secondary: '#A86800', accent: '#21A055', ink: '#1A1411', ground: '#FFFFFF' };
  const build = (industry: string, oneLiner: string, palette = UMBER) =>
    buildMark(
      { ...createFixtureContext({ designerId: 'salvador-dali', brief: { brandName: 'Marigold Mayhem', industry, oneLiner } }), palette },
      'melting-wordmark',
    );

  it('runs its drips in a palette colour that is no red where red would read as blood (the twenty-seventh review: a costume shop)', () => {
    const mark = build('costume hire', 'Costumes for theatre, fancy dress and parties.');
    expect(mark.layers.map((l) => l.ink)).toEqual(['secondary']);
    // A claret ink is dried blood: with a red primary and a claret ink, the drips take the next colour that reads.
    const claret = build('costume hire', 'Costumes for parties.', {
      primary: '#E01113',
      secondary: '#F7E27A',
      accent: '#1B5FAA',
      ink: '#5D0002',
      ground: '#FFFFFF',
    });
    expect(claret.layers.map((l) => l.ink)).toEqual(['accent']);
  });

  it('keeps the red where blood is the point (a haunted house attraction)', () => {
    const mark = build('haunted house attraction', 'A horror walk-through with live actors every October.');
    expect(mark.layers.map((l) => l.ink)).toEqual(['primary']);
  });

  it('does not melt a name whose every readable ink is a red (an opera company in deep burgundy, thirty-first review)', () => {
    const burgundy = { primary: '#46071A', secondary: '#BE8D00', accent: '#C98715', ink: '#4E1925', ground: '#FFFFFF' };
    const opera = (palette: typeof burgundy) =>
      build('opera company', 'A touring opera company staging three productions a year.', palette);
    // The gold reads on white (3:1): the name runs in gold, not in the burgundy.
    expect(opera(burgundy).layers.map((l) => l.ink)).toEqual(['secondary']);
    // A paler gold does not read: no ink is left but reds, and the name does not melt.
    expect(() => opera({ ...burgundy, secondary: '#D8B040', accent: '#DDB858' })).toThrow(/blood/);
  });

  it('reads crimson, vermilion, claret and burgundy as blood, not magenta, pink, orange or brown', () => {
    expect(['#E01113', '#B0122B', '#E34234', '#8B0000', '#46071A', '#4E1925', '#722F37'].map(isBloodRed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['#E1248F', '#E267A6', '#F28C28', '#6B3E26', '#1B5FAA'].map(isBloodRed)).toEqual([false, false, false, false, false]);
  });
});
