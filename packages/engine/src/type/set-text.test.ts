import { describe, expect, it } from 'vitest';
import { createNodeFontSource } from '../node/fonts';
import { findUndrawable } from './drawable';
import { setText } from './set-text';
import { applyTextCase } from './text-case';
import type { GlyphOutline, SetTextOptions, SetTextResult } from './types';

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

  it('leaves emoji out of the line instead of a .notdef box, merging the spaces around them', () => {
    const line = setText(jost, 'A\u{1F600}B', { ...opts, fallbacks: fonts.getFallbacks(700) });
    expect(line.glyphs.map((g) => g.char).join('')).toBe('AB');
    const spaced = setText(jost, 'Rocket 🚀 Labs 👩‍🚀', { ...opts, fallbacks: fonts.getFallbacks(700) });
    expect(spaced.glyphs.map((g) => g.char).join('')).toBe('Rocket Labs');
  });
});

describe('setText with open tracking', () => {
  it('keeps a full stop against its letter instead of a tracked space away', () => {
    const open = setText(jost, 'CO.', { size: 100, trackingEm: 0.3 });
    const [, o, stop] = open.glyphs;
    const gapToStop = stop!.bbox!.minX - o!.bbox!.maxX;
    const closed = setText(jost, 'CO.', { size: 100, trackingEm: 0 });
    const closedGap = closed.glyphs[2]!.bbox!.minX - closed.glyphs[1]!.bbox!.maxX;
    expect(gapToStop).toBeCloseTo(closedGap, 5);
    // The letters themselves stay tracked.
    expect(o!.x - open.glyphs[0]!.x).toBeGreaterThan(closed.glyphs[1]!.x - closed.glyphs[0]!.x + 25);
  });
});

describe('setText in any script', () => {
  const fallbacks = fonts.getFallbacks(700);
  const set = (text: string, extra: Partial<SetTextOptions> = {}) => setText(jost, text, { ...opts, fallbacks, ...extra });
  // Glyph 0 of every subset file is .notdef; ids are subset × 1e6 + glyph index.
  const isNotdef = (line: SetTextResult) => line.d === '' || line.glyphs.some((g) => g.d === '' && g.char.trim() !== '');
  const scripts = [
    { script: 'Latin with accents', text: 'Ørsted Łódź Ñandú Šťastný Đà Nẵng' },
    { script: 'Greek', text: 'Καφέ Αθήνα' },
    { script: 'Cyrillic', text: 'Москва Кофе' },
    { script: 'Arabic', text: 'مقهى الورد' },
    { script: 'Hebrew', text: 'בית קפה' },
    { script: 'Devanagari', text: 'नमस्ते दिल्ली' },
    { script: 'Simplified Chinese', text: '北京咖啡' },
    { script: 'Japanese', text: 'さくら珈琲' },
  ];
  it.each(scripts)('$script: every character drawn, none as an empty or missing glyph', ({ text }) => {
    const line = set(text);
    expect(line.glyphs.length).toBeGreaterThan(0);
    expect(isNotdef(line)).toBe(false);
    // Reading order is kept in the glyph list: the characters spell the text.
    expect(line.glyphs.map((g) => g.char).join('')).toBe(text);
    expect(line.width).toBeGreaterThan(text.length * 20);
  });

  it('sets Hebrew right to left: the first letter is rightmost', () => {
    const line = set('שלום');
    const xs = line.glyphs.map((g) => g.x);
    expect(line.glyphs.map((g) => g.char)).toEqual(['ש', 'ל', 'ו', 'ם']);
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
  });

  it('sets Arabic right to left, words in reading order from the right', () => {
    const line = set('مقهى الورد');
    const first = line.glyphs.find((g) => g.char === 'م')!;
    const last = line.glyphs.find((g) => g.char === 'د')!;
    expect(first.x).toBeGreaterThan(last.x);
    expect(last.x).toBeCloseTo(0, 6);
  });

  it('keeps a Latin name inside Arabic text left to right (bidi runs)', () => {
    const line = set('مقهى Noor');
    const n = line.glyphs.find((g) => g.char === 'N')!;
    const r = line.glyphs.find((g) => g.char === 'r')!;
    const meem = line.glyphs.find((g) => g.char === 'م')!;
    expect(n.x).toBeLessThan(r.x);
    expect(meem.x).toBeGreaterThan(r.x);
  });

  it('shapes Arabic: a letter inside a word takes its joining form, not the isolated one', () => {
    const isolated = set('ه').glyphs[0]!;
    const medial = set('مهم').glyphs[1]!;
    expect(medial.char).toBe('ه');
    expect(medial.d).not.toBe('');
    // Compare outlines at the origin: the medial hāʾ has another shape and width than the isolated one.
    expect(Math.abs(medial.advance - isolated.advance)).toBeGreaterThan(1);
    expect(medial.bbox).not.toEqual(isolated.bbox);
  });

  it('shapes Devanagari: the short i sign is drawn before its consonant', () => {
    const consonant = set('द').glyphs[0]!;
    const line = set('दि');
    // One cluster of two glyphs; its characters ride on the first glyph, the vowel sign, set left of the consonant.
    expect(line.glyphs.map((g) => g.char)).toEqual(['दि', '']);
    const [sign, base] = line.glyphs as [GlyphOutline, GlyphOutline];
    expect(sign.x).toBeLessThan(base.x);
    expect(base.d.replace(/[-\d.]+/g, '#')).toBe(consonant.d.replace(/[-\d.]+/g, '#'));
    expect(sign.d.replace(/[-\d.]+/g, '#')).not.toBe(consonant.d.replace(/[-\d.]+/g, '#'));
  });

  it('does not letter-space joined Arabic words, but does space Latin', () => {
    const tight = set('مهم');
    const loose = set('مهم', { trackingEm: 0.2 });
    expect(loose.width).toBeCloseTo(tight.width, 6);
    expect(set('HHH', { trackingEm: 0.2 }).width).toBeGreaterThan(set('HHH').width + 30);
  });

  it('sets a Japanese name (it has kana) in the Japanese face, a Chinese one in the Simplified Chinese face', () => {
    const japanese = setText(fonts.getFont('Noto Sans JP', 700), 'さ珈', opts).glyphs[1]!.d;
    const chinese = setText(fonts.getFont('Noto Sans SC', 700), '珈', opts).glyphs[0]!.d;
    expect(japanese).not.toBe('');
    expect(set('さ珈').glyphs[1]!.d).toBe(japanese);
    expect(set('珈').glyphs[0]!.d).toBe(chinese);
  });

  it('sets a Korean name in the Korean face, with the Han characters in its text in Korean forms too', () => {
    const hangul = setText(fonts.getFont('Noto Sans KR', 700), '한', opts).glyphs[0]!.d;
    const korean = setText(fonts.getFont('Noto Sans KR', 700), '한茶', opts).glyphs[1]!.d;
    expect(hangul).not.toBe('');
    expect(set('한빛 치킨').glyphs[0]!.d).toBe(hangul);
    expect(set('한茶').glyphs[1]!.d).toBe(korean);
  });

  it('drops the tonos from Greek capitals however they came about; a lone capital keeps it', () => {
    const chars = (text: string) =>
      set(text)
        .glyphs.map((g) => g.char)
        .join('');
    expect(chars('ΕΛΙΆ ΤΑΒΈΡΝΑ')).toBe('ΕΛΙΑ ΤΑΒΕΡΝΑ');
    expect(chars('Ένα')).toBe('Ένα');
  });

  it('upper-cases Greek without the tonos, as Greek capitals are set', () => {
    expect(
      set('Καφέ', { textCase: 'upper' })
        .glyphs.map((g) => g.char)
        .join(''),
    ).toBe('ΚΑΦΕ');
  });
});

describe('findUndrawable', () => {
  it('names characters no bundled font draws, and lets emoji pass (they are left out)', () => {
    const fallbacks = fonts.getFallbacks(400);
    expect(findUndrawable('Café Αθήνα مقهى 北京 🚀', fallbacks)).toEqual([]);
    expect(findUndrawable('தமிழ் Tea', fallbacks)).toEqual(['த', 'ம', 'ி', 'ழ', '்']);
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

describe('word spaces', () => {
  const inkGap = (result: SetTextResult, left: number, right: number) => result.glyphs[right]!.bbox!.minX - result.glyphs[left]!.bbox!.maxX;

  it("keeps a quarter em of clear space where a script capital's swash reaches back over the space", () => {
    const script = fonts.getFont('Great Vibes', 400);
    const set = setText(script, 'Pâtisserie Noémie', { size: 100, trackingEm: 0 });
    const chars = set.glyphs.map((g) => g.char);
    const n = chars.indexOf('N');
    // The last letter of the first word is the one before the space.
    expect(inkGap(set, n - 2, n)).toBeGreaterThanOrEqual(25 - 1e-6);
  });

  it('leaves a space that already parts the words as the font sets it', () => {
    const plain = setText(jost, 'Tidy Sums', { size: 100, trackingEm: 0 });
    const tidy = setText(jost, 'Tidy', { size: 100, trackingEm: 0 });
    const space = setText(jost, ' ', { size: 100, trackingEm: 0 });
    expect(plain.glyphs[5]!.x).toBeCloseTo(tidy.width + space.width, 6);
  });
});
