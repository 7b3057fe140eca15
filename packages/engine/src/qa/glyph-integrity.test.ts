import { describe, expect, it } from 'vitest';
import { createFixtureContext } from '../../scripts/mark-fixtures';
import { boxOfRings } from '../geometry';
import { setLineGlyphs } from '../marks/letters';
import { figureRegion, type HiddenFigureKind, NEGATIVE_SPACE_TEXT, planGapFigure } from '../marks/modules/negative-space';
import { type Region, rectPath, regionFromPath, regionSubtract, regionUnion } from '../path';
import type { Brief } from '../types';
import { facingChannel, findGlyphDamage, findTouchingGlyphs, type GlyphShape, isLoneStem, type PaintedShape } from './glyph-integrity';

const rect = (x: number, y: number, w: number, h: number) => regionFromPath(rectPath(x, y, w, h));
// Two "letters" 10 units apart, 100 tall.
const I: GlyphShape = { char: 'I', region: rect(0, 0, 20, 100) };
const L: GlyphShape = { char: 'L', region: rect(30, 0, 50, 100) };
const inked = (...regions: GlyphShape[]): PaintedShape[] => regions.map((g) => ({ region: g.region, paint: 'primary' }));
const options = { minGap: 2 };

describe('findGlyphDamage', () => {
  it.each([
    { name: 'letters drawn whole and apart', extra: [], issue: null },
    { name: 'a pictogram over a letter', extra: [{ region: rect(5, 40, 30, 20), paint: 'accent' }], issue: '"I" is cut or covered' },
    {
      name: 'a ground bar knocked through a letter',
      extra: [{ region: rect(-5, 45, 30, 10), paint: 'ground' }],
      issue: '"I" is cut or covered',
    },
    {
      name: 'an ink bridge joining two letters',
      extra: [{ region: rect(20, 40, 10, 20), paint: 'primary' }],
      issue: '"I" touches a shape of its own colour',
    },
    { name: 'a shape of another colour beside, clear', extra: [{ region: rect(100, 0, 20, 20), paint: 'accent' }], issue: null },
  ])('$name', ({ extra, issue }) => {
    const issues = findGlyphDamage([I, L], [...inked(I, L), ...extra], options);
    if (issue === null) expect(issues).toEqual([]);
    else expect(issues.join('; ')).toContain(issue);
  });

  it('reads knocked-out letters (ground in a solid disc) as whole', () => {
    const disc = { region: [...rect(-50, -50, 200, 200), ...I.region, ...L.region], paint: 'primary' };
    expect(findGlyphDamage([I, L], [disc], options)).toEqual([]);
  });
});

describe('findTouchingGlyphs', () => {
  it.each([
    { name: 'apart', right: rect(30, 0, 20, 100), touching: false },
    { name: 'overlapping', right: rect(15, 0, 20, 100), touching: true },
    { name: 'closer than the gap', right: rect(21, 0, 20, 100), touching: true },
  ])('$name', ({ right, touching }) => {
    expect(findTouchingGlyphs([I, { char: 'L', region: right }], options).length > 0).toBe(touching);
  });

  it('lets a connected script join', () => {
    expect(findTouchingGlyphs([I, { char: 'L', region: rect(15, 0, 20, 100) }], { ...options, connected: true })).toEqual([]);
  });
});

describe('fused letters', () => {
  // Five stems 100 tall, 20 wide, set 18 apart (a line's even stem rhythm); `close` pulls the fourth pair together.
  const line = (close: number, cut = false) =>
    [0, 1, 2, 3, 4].map((i) => {
      const x = i * 38 - (i >= 4 ? close : 0);
      const stem = rect(x, 0, 20, 100);
      // A figure cut from the facing edges of the fourth pair, between y 30 and 70.
      const trimmed =
        cut && i === 3
          ? regionSubtract(stem, rect(x + 12, 30, 20, 40))
          : cut && i === 4
            ? regionSubtract(stem, rect(x - 12, 30, 20, 40))
            : stem;
      return { char: 'NEIHM'[i]!, region: trimmed };
    });
  const options = { minGap: 2, cap: 100 };

  it('measures the channel beside the figure, not through it', () => {
    const [, , , n, e] = line(9, true);
    expect(facingChannel(n!.region, e!.region, 40)?.width).toBeCloseTo(9, 0);
    expect(facingChannel(n!.region, e!.region, 40)?.stems).toBe(true);
  });

  it('passes an even line, with or without a figure between two stems', () => {
    expect(findTouchingGlyphs(line(0), options)).toEqual([]);
    expect(findTouchingGlyphs(line(0, true), options)).toEqual([]);
  });

  it('fails a pair closed up around a figure, though its outlines are whole and clear', () => {
    const issues = findTouchingGlyphs(line(9, true), options);
    expect(issues.join('; ')).toContain('"HM" fused');
    expect(issues).toHaveLength(1);
  });

  it('measures nothing without the cap height (the gap check alone)', () => {
    expect(findTouchingGlyphs(line(9, true), { minGap: 2 })).toEqual([]);
  });
});

describe('a hidden figure trimming the letters', () => {
  // Set glyphs: an I (one stroke), an N-like pair of stems joined by a bar, and a D-like stem with a bowl.
  const stemI: GlyphShape = { char: 'I', region: rect(0, 0, 20, 100) };
  const H: GlyphShape = { char: 'H', region: regionUnion(rect(40, 0, 20, 100), rect(60, 40, 30, 20), rect(90, 0, 20, 100)) };
  const E: GlyphShape = {
    char: 'E',
    region: regionUnion(rect(120, 0, 20, 100), rect(140, 0, 40, 18), rect(140, 41, 30, 18), rect(140, 82, 40, 18)),
  };
  const paintedAfter = (glyphs: GlyphShape[], figure: Region): PaintedShape[] =>
    glyphs.map((g) => ({ region: regionSubtract(g.region, figure), paint: 'primary' }));

  it('tells a letter drawn as one stroke from letters with more to them', () => {
    expect(isLoneStem(stemI.region)).toBe(true);
    expect(isLoneStem(H.region)).toBe(false);
    expect(isLoneStem(E.region)).toBe(false);
    expect(isLoneStem(rect(0, 0, 100, 100))).toBe(false);
  });

  it('passes a figure cut evenly from the facing stems of two letters, each keeping most of its stroke', () => {
    const figure = rect(105, 20, 20, 60);
    const issues = findGlyphDamage([H, E], paintedAfter([H, E], figure), { ...options, figure });
    expect(issues).toEqual([]);
  });

  it('still reports the same cut as damage when the figure is not declared', () => {
    const figure = rect(105, 20, 20, 60);
    expect(findGlyphDamage([H, E], paintedAfter([H, E], figure), options).join('; ')).toContain('"H" is cut or covered');
  });

  it.each([
    { name: 'a notch in a one-stroke letter', glyphs: [stemI, H], figure: rect(15, 20, 30, 60), issue: '"I" is one stroke' },
    { name: 'a figure almost wholly in one letter', glyphs: [H, E], figure: rect(100, 20, 22, 60), issue: 'deeper than' },
    { name: 'a cut through most of a stroke', glyphs: [H, E], figure: rect(100, 20, 36, 60), issue: 'keeps less than 45%' },
    {
      name: 'ground outside the figure',
      glyphs: [H, E],
      figure: rect(105, 20, 20, 60),
      issue: 'is cut or covered',
      extra: rect(42, 5, 10, 20),
    },
  ])('fails $name', ({ glyphs, figure, issue, extra }) => {
    const painted = paintedAfter(glyphs, extra ? regionUnion(figure, extra) : figure);
    expect(findGlyphDamage(glyphs, painted, { ...options, figure }).join('; ')).toContain(issue);
  });

  it('passes a figure knocked out inside a stroke with walls around it, and fails a bite out of one letter', () => {
    const stem: GlyphShape = { char: 'T', region: regionUnion(rect(0, 0, 100, 20), rect(35, 20, 30, 80)) };
    const inside = rect(43, 45, 14, 30);
    expect(findGlyphDamage([stem], paintedAfter([stem], inside), { ...options, figure: inside })).toEqual([]);
    const bite = rect(55, 45, 14, 30);
    expect(findGlyphDamage([stem], paintedAfter([stem], bite), { ...options, figure: bite }).join('; ')).toContain('bitten');
  });
});

describe('a hidden figure as the negative-space wordmark cut it before its trims were judged', () => {
  /** The line's glyphs as set, and the trims the figure planner made between letters `left` and `left + 1`. */
  function cutBetween(name: string, left: number, kind: HiddenFigureKind) {
    const ctx = createFixtureContext({ designerId: 'lindon-leader', brief: { brandName: name, oneLiner: 'x', industry: 'x' } as Brief });
    const set = setLineGlyphs(ctx, 'negative-space-wordmark', name, NEGATIVE_SPACE_TEXT).map((g) => g.d);
    const cap = -boxOfRings(set.flatMap((d) => regionFromPath(d, 1))).minY;
    const chars = [...name].filter((c) => c.trim() !== '');
    const glyphs = set.map((d, i) => ({ char: chars[i]!, region: regionUnion(regionFromPath(d, 0.5)) }));
    const plan = planGapFigure(glyphs[left]!.region, glyphs[left + 1]!.region, cap, kind);
    expect(plan).not.toBeNull();
    const figure = figureRegion(kind, plan!.cx, plan!.top, plan!.height);
    const painted = glyphs.map((g) => ({ region: regionSubtract(g.region, figure), paint: 'primary' }));
    return { glyphs, figure, painted, options: { minGap: 0.02 * cap, figure } };
  }

  it('fails the spark cut into the I of TIDY (it read "T!DY")', () => {
    const { glyphs, painted, options: opts } = cutBetween('TIDY', 1, 'spark');
    expect(findGlyphDamage(glyphs, painted, opts).join('; ')).toMatch(/"I" is one stroke/);
  });

  it('fails the flame cut into the I of PÂTISSERIE (it read "PÂTISSER!E")', () => {
    const { glyphs, painted, options: opts } = cutBetween('PÂTISSERIE', 8, 'flame');
    expect(findGlyphDamage(glyphs, painted, opts).join('; ')).toMatch(/"I" is one stroke/);
  });

  it('fails the sail cut mostly into the U of HARBOUR (a notch, not a sail between U and R)', () => {
    const { glyphs, painted, options: opts } = cutBetween('HARBOUR', 5, 'sail');
    expect(findGlyphDamage(glyphs, painted, opts).join('; ')).toMatch(/cuts "U" .*deeper than "R"/);
  });
});
