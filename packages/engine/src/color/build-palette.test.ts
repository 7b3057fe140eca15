import { converter, differenceEuclidean } from 'culori';
import { describe, expect, it } from 'vitest';
import { parseDesiredColors } from '../brief/desired-colors';
import { DESIGNER_IDS, getDesigner } from '../dna/index';
import type { Hex } from '../dna/types';
import { applyVariation } from '../random/variation';
import { buildPalette } from './build-palette';
import { designerTone, toneAskedColor } from './designer-tone';
import { contrastRatio } from './wcag-contrast';

const toOklch = converter('oklch');
const BRIEFS = [
  undefined,
  'auto',
  'gold',
  'navy, teal and gold',
  '#FFFF00',
  'white and black',
  'pastel pink, lavender',
  'forest green burgundy',
];

describe.each(DESIGNER_IDS)('buildPalette for %s', (id) => {
  const dna = getDesigner(id);

  it.each(BRIEFS)('desiredColors %j: 4–6 colours, roles in order, every logo pair passes its minimum', (desiredColors) => {
    for (const variant of [0, 1, 2]) {
      const varied = applyVariation(dna, variant, { seed: 77 + variant });
      const palette = buildPalette(varied, { brandName: 'Northwind', desiredColors }, variant);
      expect(palette.colors.length).toBeGreaterThanOrEqual(4);
      expect(palette.colors.length).toBeLessThanOrEqual(6);
      expect(palette.colors.slice(0, 4).map((c) => c.role)).toEqual(['primary', 'secondary', 'accent', 'neutral']);
      expect(new Set(palette.colors.map((c) => c.name)).size).toBe(palette.colors.length);
      expect(new Set(palette.colors.map((c) => c.hex)).size).toBe(palette.colors.length);
      for (const c of palette.colors) expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(palette.contrastPairs.length).toBeGreaterThanOrEqual(6);
      for (const pair of palette.contrastPairs) {
        expect(pair.minimum).toBeGreaterThanOrEqual(pair.use === 'text' ? 4.5 : 3);
        // A requested colour is held to WCAG AA for its use; the designer's stricter house minimum binds its own inks.
        const requested = palette.colors.some((c) => c.hex === pair.foreground && c.requested && c.role !== 'background');
        if (!requested) expect(pair.minimum).toBeGreaterThanOrEqual(varied.color.minContrast);
        expect(contrastRatio(pair.foreground, pair.background), `${pair.foreground} on ${pair.background}`).toBeGreaterThanOrEqual(
          pair.minimum,
        );
      }
    }
  });

  it('is deterministic', () => {
    const brief = { brandName: 'Northwind', desiredColors: 'teal' };
    expect(buildPalette(dna, brief, 1)).toEqual(buildPalette(dna, brief, 1));
  });

  if (dna.color.forbid.includes('black')) {
    it('uses no black or near-black anywhere', () => {
      for (const desiredColors of BRIEFS.slice(0, 3)) {
        for (const c of buildPalette(dna, { brandName: 'Northwind', desiredColors }).colors) {
          const { l, c: chroma } = toOklch(c.hex) ?? { l: 0, c: 0 };
          expect(l > 0.25 || chroma > 0.05, c.hex).toBe(true);
        }
      }
    });
  }
});

describe('buildPalette choices', () => {
  it('variant 0 takes the designer anchors in order', () => {
    const palette = buildPalette(getDesigner('paul-rand'), { brandName: 'Acme' });
    expect([palette.primary, palette.light, palette.dark]).toEqual(['#1B5FAA', '#FFFFFF', '#111111']);
    expect(palette.colors[0]?.name).toBe('Denim');
  });

  it("keeps the user colours first, in the designer's shade of their hue; a yellow that cannot carry a mark on white deepens toward a dark gold", () => {
    // A designer of inks on paper (not of coloured fields, who may lay the gold as a ground).
    const chermayeff = getDesigner('ivan-chermayeff');
    const palette = buildPalette(chermayeff, { brandName: 'Acme', desiredColors: 'navy, teal and gold' });
    const [navy, teal, gold] = parseDesiredColors('navy, teal and gold').colors.map((c) => c.hex);
    const tone = designerTone(chermayeff.color);
    expect(palette.primary).toBe(toneAskedColor(navy as Hex, tone));
    for (const [ink, asked] of [
      [palette.primary, navy],
      [palette.secondary, teal],
    ])
      expect(Math.abs((toOklch(ink)?.h ?? 0) - (toOklch(asked as string)?.h ?? 0))).toBeLessThan(3);
    expect(palette.colors.map((c) => c.name).slice(0, 2)).toEqual(['Navy', expect.stringMatching(/^(Deep )?Teal$/)]);
    expect(palette.colors.filter((c) => c.requested).map((c) => [c.role, c.requested])).toEqual([
      ['primary', 'navy'],
      ['secondary', 'teal'],
      ['accent', 'gold'],
    ]);
    // Gold is not pasted as the ground: it carries a mark at 3:1 on the designer's paper, turned toward ochre.
    expect(palette.light).not.toBe(gold);
    expect(contrastRatio(palette.accent, palette.light)).toBeGreaterThanOrEqual(3);
    expect(toOklch(palette.accent)?.h ?? 0).toBeLessThan(toOklch(gold as string)?.h ?? 0);
    expect(contrastRatio(palette.primary, palette.light)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.secondary, palette.light)).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['ruth-kedar', '#D7263D,#FFC914'],
    ['chermayeff-geismar-haviv', '#6B4C9A,#E8DFF5'],
    ['james-modarelli', '#0B3D91,#F2A900'],
    ['paula-scher', '#1F6F50'],
  ])('%s adds no hue beside the requested colours %s (supporting inks are their shades or neutrals)', (designer, desiredColors) => {
    const requested = desiredColors.split(',').map((hex) => toOklch(hex)!);
    for (const variant of [0, 1, 2]) {
      const palette = buildPalette(getDesigner(designer), { brandName: 'Acme', desiredColors }, variant);
      for (const color of palette.colors) {
        const c = toOklch(color.hex)!;
        if ((c.c ?? 0) < 0.04 || c.l < 0.3) continue;
        const gap = Math.min(...requested.map((r) => Math.abs((((((c.h ?? 0) - (r.h ?? 0)) % 360) + 540) % 360) - 180)));
        expect(gap, `${color.role} ${color.hex} (variant ${variant})`).toBeLessThanOrEqual(35);
      }
    }
  });

  it('carries one pale requested colour as the lead ink of its own family, not the designer signature', () => {
    // Lavender alone: lavender deepened only as far as a mark needs, with no Vignelli red beside it.
    const lavender = buildPalette(getDesigner('massimo-vignelli'), { brandName: 'Acme', desiredColors: 'lavender' });
    const asked = toOklch(parseDesiredColors('lavender').colors[0]?.hex as string);
    const ink = toOklch(lavender.primary);
    expect(lavender.light).toBe('#FFFFFF');
    expect(Math.abs((ink?.h ?? 0) - (asked?.h ?? 0))).toBeLessThan(10);
    expect(ink?.c ?? 0).toBeGreaterThan(0.08);
    expect(contrastRatio(lavender.primary, lavender.light)).toBeGreaterThanOrEqual(3);
    for (const c of lavender.colors.filter((c) => (toOklch(c.hex)?.c ?? 0) > 0.04))
      expect(Math.abs((((toOklch(c.hex)?.h ?? 0) - (asked?.h ?? 0) + 540) % 360) - 180), c.hex).toBeLessThanOrEqual(35);
  });

  it('keeps the designer palette on a paper tone the user asks for (cream is paper, not a colour to partner)', () => {
    const palette = buildPalette(getDesigner('paul-rand'), { brandName: 'Acme', desiredColors: 'cream' });
    expect(palette.light).toBe(parseDesiredColors('cream').colors[0]?.hex);
    expect(palette.primary).toBe(buildPalette(getDesigner('paul-rand'), { brandName: 'Acme' }).primary);
  });

  it('moves a mid-light colour a little in lightness to carry the mark, never its hue, and records the request', () => {
    const palette = buildPalette(getDesigner('paul-rand'), { brandName: 'Acme', desiredColors: 'coral' });
    const [coral, primary] = [toOklch(parseDesiredColors('coral').colors[0]?.hex as string), toOklch(palette.primary)];
    expect(Math.abs((primary?.h ?? 0) - (coral?.h ?? 0))).toBeLessThan(3);
    expect(Math.abs((primary?.l ?? 0) - (coral?.l ?? 0))).toBeLessThanOrEqual(0.1);
    expect(contrastRatio(palette.primary, palette.light)).toBeGreaterThanOrEqual(3);
    expect(palette.colors[0]).toMatchObject({ role: 'primary', requested: 'coral' });
    expect(palette.contrastPairs[0]).toMatchObject({ use: 'graphic', minimum: 3 });
  });

  it.each(['paul-rand', 'sagi-haviv', 'walter-landor', 'massimo-vignelli'])(
    '%s lets a pale yellow give the lead to the other asked colour (deepened to carry a name it turns brown)',
    (id) => {
      const palette = buildPalette(getDesigner(id), { brandName: 'Acme', desiredColors: 'sunny yellow and sky blue' });
      expect(palette.colors.find((c) => c.role === 'primary')?.requested).toBe('sky blue');
      expect(palette.colors.some((c) => c.requested === 'sunny yellow')).toBe(true);
    },
  );

  it('a warm pair is led by the warm asked colour, others keep the order asked', () => {
    const lead = (id: string) =>
      buildPalette(getDesigner(id), { brandName: 'Acme', desiredColors: 'navy and orange' }).colors.find((c) => c.role === 'primary')
        ?.requested;
    expect(lead('walter-landor')).toBe('orange');
    expect(lead('sagi-haviv')).toBe('navy');
  });

  it('uses a near-white the user asks for as the light ground, not as an ink', () => {
    const palette = buildPalette(getDesigner('paul-rand'), { brandName: 'Acme', desiredColors: 'ivory and navy' });
    const [ivory, navy] = parseDesiredColors('ivory and navy').colors.map((c) => c.hex);
    expect(palette.light).toBe(ivory);
    expect(palette.primary).toBe(toneAskedColor(navy as Hex, designerTone(getDesigner('paul-rand').color)));
  });

  it('varies supporting inks across variants while keeping the lead anchor', () => {
    const dna = getDesigner('paul-rand');
    const sets = new Set([1, 2, 3, 4, 5, 6].map((v) => buildPalette(dna, { brandName: 'Acme' }, v, { seed: v }).secondary));
    for (const v of [1, 2, 3]) expect(buildPalette(dna, { brandName: 'Acme' }, v).primary).toBe('#1B5FAA');
    expect(sets.size).toBeGreaterThan(1);
    const distance = differenceEuclidean('oklab');
    expect(distance(buildPalette(dna, { brandName: 'Acme' }, 0).primary, '#1B5FAA')).toBe(0);
  });
});

describe('a colour the brief rules out', () => {
  const oklch = converter('oklch');
  const isRed = (hex: string) => {
    const c = oklch(hex);
    if (!c || (c.c ?? 0) < 0.05) return false;
    const h = ((c.h ?? 0) + 360) % 360;
    return h >= 0 && h <= 50;
  };
  it.each(DESIGNER_IDS)('"no red" leaves red out of every ink of %s, its own reds included', (id) => {
    for (const variant of [0, 1, 2]) {
      const palette = buildPalette(getDesigner(id), { brandName: 'J.R. Patel Accountancy', desiredColors: 'no red' }, variant);
      const reds = palette.colors.filter((c) => isRed(c.hex)).map((c) => `${c.role} ${c.hex}`);
      expect(reds).toEqual([]);
    }
  });
});
