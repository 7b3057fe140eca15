import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings, ringsArea } from '../geometry';
import { type Region, regionFromPath, regionIntersect, regionSubtract, regionUnion } from '../path';
import { findGlyphDamage, findTouchingGlyphs } from '../qa/glyph-integrity';
import type { Brief } from '../types';
import { buildMark } from './index';
import { setLineGlyphs } from './letters';
import {
  chooseHiddenFigure,
  figureRegion,
  findInkSplit,
  hideFigure,
  NEGATIVE_SPACE_TEXT,
  planGapFigure,
  planStemFigure,
} from './modules/negative-space';

const area = (region: Region) => Math.abs(ringsArea(region));
const brief = (brandName: string, oneLiner: string, industry = 'retail'): Brief => ({ brandName, oneLiner, industry }) as Brief;
const ctxFor = (b: Brief) => createFixtureContext({ designerId: 'lindon-leader', brief: b });

/** The name's glyphs as the wordmark sets them, and their cap height. */
function setName(name: string) {
  const ctx = ctxFor(brief(name, 'a honey farm'));
  const glyphs = setLineGlyphs(ctx, 'negative-space-wordmark', name, NEGATIVE_SPACE_TEXT).map((g) => g.d);
  const cap = -boxOfRings(glyphs.flatMap((d) => regionFromPath(d, 1))).minY;
  return { glyphs, cap, chars: [...name].filter((c) => c.trim() !== '') };
}

describe('hidden figure in the negative-space wordmark', () => {
  it('picks a figure from the concept, and never the arrow beside an E and an X', () => {
    expect(chooseHiddenFigure('HONEY', { name: 'plant', label: 'honey jar' }).kind).toBe('leaf');
    expect(chooseHiddenFigure('LITTLE MOLARS', { name: 'tooth', label: 'tooth' }).kind).toBe('tooth');
    expect(chooseHiddenFigure('ROUTE', { name: 'truck', label: 'delivery' }).kind).toBe('arrow');
    expect(chooseHiddenFigure('NEXUS', { name: 'truck', label: 'delivery' })).toEqual({ kind: 'spark', concept: null });
    expect(chooseHiddenFigure('TALLY', { name: 'magnifying-glass', label: 'magnifying glass' })).toEqual({ kind: 'spark', concept: null });
  });

  it('forms a figure in the gap between two facing stems: cut from both letters, inside their shared space', () => {
    const { glyphs, cap, chars } = setName('HONEY');
    const result = hideFigure(chars, glyphs, cap, 'drop');
    expect(result.mode).toBe('gap');
    expect(result.letters).toBe('NE');
    const figure = result.figure!;
    // A real figure: at least 0.06 cap wide (designer-dna.md §2.5) and a visible share of the pair's ink.
    const fb = boxOfRings(figure);
    expect(fb.maxX - fb.minX).toBeGreaterThan(0.06 * cap);
    expect(fb.maxY - fb.minY).toBeGreaterThan(0.4 * cap);
    const i = chars.indexOf('N');
    const before = regionUnion(regionFromPath(glyphs[i]!, 0.5));
    const after = [regionFromPath(result.glyphs[i]!, 0.5), regionFromPath(result.glyphs[i + 1]!, 0.5)];
    const removed = area(before) - area(after[0]!);
    expect(removed).toBeGreaterThan(0.02 * area(before));
    // Each letter keeps most of its ink and every trimmed edge borders the figure.
    expect(area(after[0]!)).toBeGreaterThan(0.8 * area(before));
    expect(area(regionIntersect(figure, after[0]!))).toBeLessThan(0.002 * area(before));
    // The figure lies within the cap band and between the pair's outer edges.
    const pair = boxOfRings([...after[0]!, ...after[1]!]);
    expect(fb.minX).toBeGreaterThan(pair.minX);
    expect(fb.maxX).toBeLessThan(pair.maxX);
    expect(fb.minY).toBeGreaterThan(-cap);
    expect(fb.maxY).toBeLessThan(0);
    // Both letters frame it: each lost part of its edge.
    const right = regionUnion(regionFromPath(glyphs[i + 1]!, 0.5));
    expect(area(regionSubtract(right, regionFromPath(result.glyphs[i + 1]!, 0.5)))).toBeGreaterThan(0);
  });

  it('hides no figure in a gap that is not twice as wide as the gap itself (a slim leaf between U and N read "RU\'N")', () => {
    for (const name of ['HONEY', 'CANOPY RUN', 'LINEN']) {
      const { glyphs, cap, chars } = setName(name);
      const result = hideFigure(chars, glyphs, cap, 'leaf');
      expect(result.mode, name).not.toBe('gap');
    }
  });

  it('keeps every letter legible in the built mark (glyph integrity of the letters as set against what is drawn)', () => {
    for (const [name, oneLiner] of [
      ['Kōwhai Honey', 'raw honey from a family farm'],
      ['The Salted Anchor', 'a harbour fish restaurant'],
      ['Little Molars', 'a dental clinic for children'],
      ['Petal & Stem', 'a flower shop'],
      ['Ål', 'a tiny bakery'],
      ['Holloway & Finch LLP', 'a law firm'],
    ] as const) {
      const mark = buildMark(ctxFor(brief(name, oneLiner)), 'negative-space-wordmark');
      const glyphs = (mark.features?.nameGlyphs ?? []).map((g) => ({ char: g.char, region: regionFromPath(g.d, 0.5) }));
      expect(glyphs.length, name).toBe([...name.replace(/\s+/g, '')].length);
      const cap = Math.max(...glyphs.map((g) => boxOfRings(g.region).maxY - boxOfRings(g.region).minY)) * 0.7;
      // The letters are reported as set; the figure that trims them is declared, so its trim is judged, not ignored.
      const figure = mark.features?.hiddenFigure;
      expect(figure === undefined, name).toBe(mark.features?.gapFigure === undefined);
      const options = { minGap: 0.02 * cap, ...(figure ? { figure: regionFromPath(figure, 0.5) } : {}) };
      const shapes = mark.layers.map((l) => ({ region: regionFromPath(l.d, 0.5), paint: l.ink }));
      expect(findTouchingGlyphs(glyphs, options), name).toEqual([]);
      expect(findGlyphDamage(glyphs, shapes, options), name).toEqual([]);
      // The description says honestly whether and where a figure was found (with none, the name may stand over its trade).
      expect(mark.description).toMatch(
        mark.features?.gapFigure ? /forms a|knocked out of/ : /in (one ink|two inks)\.$|closing on its right edge/,
      );
    }
  });

  it('finds a drop of honey for a honey brief and says so', () => {
    const mark = buildMark(ctxFor(brief('Kōwhai Honey', 'raw honey from a family farm', 'food')), 'negative-space-wordmark');
    expect(mark.features?.gapFigure).toBe('drop');
    expect(mark.description).toMatch(/the space between|knocked out/);
  });

  it('hides no figure when the brief gives none (no spark knocked out of a stem as a nick in the letter)', () => {
    const mark = buildMark(
      ctxFor(brief('Pivot Physio', 'Sports injury rehab, back pain and post-surgery recovery', 'Physiotherapy clinic')),
      'negative-space-wordmark',
    );
    expect(mark.features?.gapFigure).toBeUndefined();
    expect(mark.features?.hiddenFigure).toBeUndefined();
    expect(mark.description).not.toMatch(/spark|figure/);
  });

  it('refuses a gap without facing stems (round or open sides)', () => {
    const { glyphs, cap } = setName('OC');
    const [o, c] = glyphs.map((d) => regionUnion(regionFromPath(d, 0.5)));
    expect(planGapFigure(o!, c!, cap, 'leaf')).toBeNull();
  });

  it('never cuts a letter drawn as one stroke: no gap figure beside an I, and no knock-out in it', () => {
    for (const [name, kind] of [
      ['TIDY', 'spark'],
      ['PÂTISSERIE', 'flame'],
      ['BRIDGE', 'spark'],
      ['TI', 'drop'],
    ] as const) {
      const { glyphs, cap, chars } = setName(name);
      const result = hideFigure(chars, glyphs, cap, kind);
      expect(result.letters, name).not.toContain('I');
      chars.forEach((c, i) => {
        if (c === 'I') expect(result.glyphs[i], name).toBe(glyphs[i]);
      });
    }
  });

  it('rejects a figure that sits mostly in one letter of the pair (the sail between U and R of HARBOUR)', () => {
    const { glyphs, cap, chars } = setName('HARBOUR');
    const u = chars.indexOf('U');
    const regions = glyphs.map((d) => regionUnion(regionFromPath(d, 0.5)));
    // The pair frames a sail by its straight facing edges ...
    expect(planGapFigure(regions[u]!, regions[u + 1]!, cap, 'sail')).not.toBeNull();
    // ... but the sail's mast would cut the U far deeper than the R, so no gap figure is set there.
    expect(hideFigure(chars, glyphs, cap, 'sail').mode).not.toBe('gap');
  });

  it('knocks a figure out inside a heavy upright stem, wholly inside the letter', () => {
    const { glyphs, cap } = setName('I');
    const letter = regionUnion(regionFromPath(glyphs[0]!, 0.5));
    const plan = planStemFigure(letter, cap, 'drop', 0.05 * cap);
    expect(plan).not.toBeNull();
    const figure = figureRegion('drop', plan!.cx, plan!.top, plan!.height);
    expect(area(regionSubtract(figure, letter))).toBeLessThan(1e-3 * area(figure));
    expect(area(figure)).toBeGreaterThan(0.01 * area(letter));
    // Centred in a plain stretch of the stem: at most half its depth wide, with stem above and below.
    const lb = boxOfRings(letter);
    const fb = boxOfRings(figure);
    expect(fb.maxX - fb.minX).toBeLessThanOrEqual(0.5 * (lb.maxX - lb.minX) + 1);
    expect(fb.minY - lb.minY).toBeGreaterThan(0.05 * cap);
    expect(lb.maxY - fb.maxY).toBeGreaterThan(0.05 * cap);
  });

  it('leaves the pair that frames a gap figure at its set spacing, so the two letters never fuse into one block', () => {
    const { glyphs, cap, chars } = setName('LINE');
    const result = hideFigure(chars, glyphs, cap, 'drop');
    expect(result.mode).toBe('gap');
    expect(result.letters).toBe('NE');
    const e = chars.indexOf('E');
    // The E is trimmed, never moved towards the N.
    expect(boxOfRings(regionFromPath(result.glyphs[e]!, 0.5)).maxX).toBeCloseTo(boxOfRings(regionFromPath(glyphs[e]!, 0.5)).maxX, 1);
    const letters = result.glyphs.map((d, i) => ({ char: chars[i]!, region: regionFromPath(d, 0.5) }));
    expect(findTouchingGlyphs(letters, { minGap: 0.02 * cap, cap })).toEqual([]);
  });

  it('splits the two inks only between words or the words of a compound', () => {
    const at = (name: string) => {
      const i = findInkSplit(name);
      const compact = name.replace(/\s+/g, '');
      return i ? `${compact.slice(0, i)}|${compact.slice(i)}` : compact;
    };
    expect(at('Copperline')).toBe('Copper|line');
    expect(at('Frostbite')).toBe('Frost|bite');
    expect(at('ByteBurrow')).toBe('Byte|Burrow');
    expect(at('Sunfield')).toBe('Sun|field');
    expect(at('Ironwood Gym')).toBe('Ironwood|Gym');
    // No boundary: one ink, never "QUAN|TIX" or "COPPE|RLINE".
    expect(at('Quantix')).toBe('Quantix');
    expect(at('Solace')).toBe('Solace');
  });

  it('sets a name with no boundary in one ink', () => {
    // A tagline speaks under the name, so it does not borrow its trade's noun as a division.
    const mark = buildMark(
      ctxFor({ ...brief('Quantix', 'payroll API for startups'), tagline: 'Payroll, solved' }),
      'negative-space-wordmark',
    );
    expect(mark.description).toMatch(/in one ink/);
    const second = mark.layers.filter((l) => l.ink === 'secondary' && l.d.trim() !== '');
    // Only a concept figure inlaid in a letter may carry the second ink, never a run of letters.
    for (const layer of second)
      expect(boxOfRings(regionFromPath(layer.d, 0.5)).maxX - boxOfRings(regionFromPath(layer.d, 0.5)).minX).toBeLessThan(
        0.5 *
          (boxOfRings(mark.layers.flatMap((l) => regionFromPath(l.d, 0.5))).maxX -
            boxOfRings(mark.layers.flatMap((l) => regionFromPath(l.d, 0.5))).minX),
      );
  });

  it('falls back to the name alone when nothing holds a figure', () => {
    const mark = buildMark(ctxFor(brief('مقهى ليلى', 'a night café')), 'negative-space-wordmark');
    expect(mark.features?.gapFigure).toBeUndefined();
    expect(mark.description).toMatch(/in two inks\.$/);
  });
});
