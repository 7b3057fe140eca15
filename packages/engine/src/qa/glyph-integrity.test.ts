import { describe, expect, it } from 'vitest';
import { rectPath, regionFromPath, regionSubtract } from '../path';
import { facingChannel, findGlyphDamage, findTouchingGlyphs, type GlyphShape, type PaintedShape } from './glyph-integrity';

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
