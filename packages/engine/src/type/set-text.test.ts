import { describe, expect, it } from 'vitest';
import { createNodeFontSource } from '../node/fonts';
import { setText } from './set-text';
import { applyTextCase } from './text-case';

const fonts = createNodeFontSource();
const jost = fonts.getFont('Jost', 700);
const opts = { size: 100, trackingEm: 0 };

describe('setText', () => {
  it('applies the font kerning (AV sets tighter than A and V apart)', () => {
    const pair = setText(jost, 'AV', opts).width;
    const apart = setText(jost, 'A', opts).width + setText(jost, 'V', opts).width;
    expect(pair).toBeLessThan(apart - 3);
  });

  it('adds tracking between glyphs only, not after the last one', () => {
    const plain = setText(jost, 'HHHH', opts).width;
    const tracked = setText(jost, 'HHHH', { size: 100, trackingEm: 0.1 }).width;
    expect(tracked - plain).toBeCloseTo(3 * 0.1 * 100, 6);
  });

  it('condenses with scaleX and slants with obliqueDeg', () => {
    const normal = setText(jost, 'Logo', opts);
    const condensed = setText(jost, 'Logo', { ...opts, scaleX: 0.8 });
    expect(condensed.width).toBeCloseTo(normal.width * 0.8, 4);
    const slanted = setText(jost, 'I', { ...opts, obliqueDeg: 12 });
    const upright = setText(jost, 'I', opts);
    // The cap top of an I moves right by tan(12°) × cap height.
    expect(slanted.bbox.maxX - upright.bbox.maxX).toBeCloseTo(Math.tan((12 * Math.PI) / 180) * upright.capHeight, 0);
  });

  it('outputs path data only, baseline at y = 0 and caps above it', () => {
    const line = setText(jost, 'Hx', opts);
    expect(line.d).toMatch(/^M[-\d.]/);
    expect(line.d).not.toMatch(/NaN|undefined/);
    expect(line.bbox.minY).toBeCloseTo(-line.capHeight, 0);
    expect(line.bbox.maxY).toBeLessThanOrEqual(0.5);
  });

  it('sets accented Latin from the font itself (latin and latin-ext files)', () => {
    const line = setText(jost, 'Café Noël Zürich Ørsted Łódź', { ...opts, fallbacks: fonts.getFallbacks(700) });
    expect(line.glyphs.filter((g) => g.fallback)).toEqual([]);
    expect(line.glyphs.map((g) => g.char).join('')).toBe('Café Noël Zürich Ørsted Łódź');
  });

  it('falls back to a support font for glyphs the display face lacks, never drawing tofu', () => {
    const fraktur = fonts.getFont('UnifrakturMaguntia', 400);
    expect(fraktur.hasChar('Ł')).toBe(false);
    const line = setText(fraktur, 'Łódź', { ...opts, fallbacks: fonts.getFallbacks(400) });
    expect(line.glyphs[0]).toMatchObject({ char: 'Ł', fallback: true });
    expect(line.glyphs[0]?.d.length).toBeGreaterThan(10);
  });

  it('leaves out characters no bundled font can draw instead of a .notdef box', () => {
    const line = setText(jost, 'A\u{1F600}B', { ...opts, fallbacks: fonts.getFallbacks(700) });
    expect(line.glyphs.map((g) => g.char).join('')).toBe('AB');
  });
});

describe('applyTextCase', () => {
  const cases = [
    { name: 'upper', text: 'Café noël', textCase: 'upper', expected: 'CAFÉ NOËL' },
    { name: 'lower', text: 'Studio 54', textCase: 'lower', expected: 'studio 54' },
    { name: 'title', text: 'salt & pine co-op', textCase: 'title', expected: 'Salt & Pine Co-Op' },
    {
      name: 'title keeps minor words low',
      text: 'the federation of kite makers',
      textCase: 'title',
      expected: 'The Federation of Kite Makers',
    },
    { name: 'sentence', text: 'ox and cart', textCase: 'sentence', expected: 'Ox and cart' },
    { name: 'as-typed', text: 'eBay-ish', textCase: 'as-typed', expected: 'eBay-ish' },
  ] as const;
  it.each(cases)('$name', ({ text, textCase, expected }) => {
    expect(
      applyTextCase(text, textCase)
        .map((c) => c.char)
        .join(''),
    ).toBe(expected);
  });

  it('small-caps flags the lowercase letters it raises', () => {
    expect(applyTextCase('Ox', 'small-caps')).toEqual([
      { char: 'O', smallCap: false },
      { char: 'X', smallCap: true },
    ]);
  });
});
