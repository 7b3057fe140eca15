/** letters-read: the damaged letters of the art-direction issue are refused; clean and styled names are not. */
import { describe, expect, it } from 'vitest';
import { figureRegion } from '../marks/modules/negative-space';
import { circlePath, rectPath, regionFromPath, regionSubtract, regionToPath, regionUnion, transformPath } from '../path';
import { setText } from '../type/set-text';
import type { SetTextResult } from '../type/types';
import { createNodeFontSource } from './fonts';
import { designBrand } from './index';
import { judgeLetters } from './letter-check';

const fonts = createNodeFontSource();
const line = (text: string, family = 'Jost', weight = 800, options: { trackingEm?: number; obliqueDeg?: number } = {}) =>
  setText(fonts.getFont(family, weight), text, { size: 300, trackingEm: options.trackingEm ?? 0.02, obliqueDeg: options.obliqueDeg });

/** The line's letters judged against what `paths` draw (SVG path elements over the line's coordinates). */
function judge(set: SetTextResult, paths: string, ground = '#ffffff'): string[] {
  return judgeLetters({
    where: 'test',
    cap: set.capHeight,
    ground,
    glyphs: set.glyphs.filter((g) => g.d.trim() !== '').map((g) => ({ char: g.char, region: regionFromPath(g.d, 0.2) })),
    document: (viewBox) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${paths}</svg>`,
  });
}
const ink = (d: string, fill = '#111111', rule = 'nonzero') => `<path d="${d}" fill="${fill}" fill-rule="${rule}"/>`;
const glyph = (set: SetTextResult, char: string) => set.glyphs.find((g) => g.char === char)!;
const boxOf = (d: string) => {
  const pts = regionFromPath(d, 0.5).flat();
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
};

describe('letters-read refuses the damaged letters of the issue', () => {
  it('a shared stem that closes C into O ("CD" read "OD")', () => {
    const c = line('C');
    const d = line('D');
    const stem = 300 * 0.09;
    const width = boxOf(c.d).maxX - boxOf(c.d).minX;
    // As the ligature module pulls them together: D starts one stem inside C.
    const movedD = transformPath(d.d, [1, 0, 0, 1, boxOf(c.d).minX + width - stem - boxOf(d.d).minX, 0]);
    const set = { ...c, glyphs: [...c.glyphs, { ...d.glyphs[0]!, d: movedD }] };
    const issues = judge(set, ink(regionToPath(regionUnion(regionFromPath(c.d, 0.2), regionFromPath(movedD, 0.2))), '#111111', 'evenodd'));
    expect(issues.join('; ')).toMatch(/"C" .*counter closed/);
  });

  it('a figure notch that turns Н into К (the arrow between Н and Ы of СЕВЕРНЫЙ)', () => {
    const set = line('СЕВЕРНЫЙ', 'Jost', 800, { trackingEm: 0.01 });
    const glyphs = set.glyphs.filter((g) => g.d.trim() !== '');
    // The arrow as the negative-space wordmark once hid it in the gap between Н and Ы (before a figure had to be twice
    // as wide as the gap): centred in the gap, 0.79 cap tall, cut from both letters.
    const at = glyphs.findIndex((g) => g.char === 'Н');
    const cap = set.capHeight;
    const cx = (boxOf(glyphs[at]!.d).maxX + boxOf(glyphs[at + 1]!.d).minX) / 2;
    const arrow = figureRegion('arrow', cx, -0.894 * cap, 0.788 * cap);
    const drawn = glyphs.map((g) => regionToPath(regionSubtract(regionFromPath(g.d, 0.2), arrow))).join('');
    expect(judge(set, ink(drawn, '#111111', 'evenodd')).join('; ')).toMatch(/"Н" bitten/);
  });

  it('a frame line cutting through the foot of P (it reads as a D or a floating bowl)', () => {
    const set = line('P');
    const b = boxOf(set.d);
    const frame = rectPath(b.minX - 50, b.maxY - (b.maxY - b.minY) * 0.3, b.maxX - b.minX + 100, 12);
    const drawn = regionSubtract(regionFromPath(set.d, 0.2), regionFromPath(frame));
    expect(judge(set, ink(regionToPath(drawn), '#111111', 'evenodd')).join('; ')).toMatch(/"P" (split|bitten)/);
  });

  it('a crack through "MI"', () => {
    const set = line('MI');
    const b = boxOf(set.d);
    const crack = `M${b.minX - 20} ${b.minY + 90}L${b.maxX + 20} ${b.minY + 150}L${b.maxX + 20} ${b.minY + 158}L${b.minX - 20} ${b.minY + 98}Z`;
    const drawn = regionSubtract(regionFromPath(set.d, 0.2), regionFromPath(crack));
    const issues = judge(set, ink(regionToPath(drawn), '#111111', 'evenodd')).join('; ');
    expect(issues).toMatch(/"M" (split|bitten)/);
    expect(issues).toMatch(/"I" (split|bitten)/);
  });

  it('an H stem running through the S', () => {
    const set = line('HS', 'Jost', 800, { trackingEm: -0.25 });
    const h = boxOf(glyph(set, 'H').d);
    const s = boxOf(glyph(set, 'S').d);
    const stem = rectPath(h.maxX - 45, h.minY, 45 + (s.minX + s.maxX) / 2 - h.maxX, h.maxY - h.minY);
    const drawn = regionUnion(regionFromPath(set.d, 0.2), regionFromPath(stem));
    expect(judge(set, ink(regionToPath(drawn), '#111111', 'evenodd')).join('; ')).toMatch(/"S" /);
  });

  it('a nick in the bowl of a D', () => {
    const set = line('D');
    const b = boxOf(set.d);
    const nick = circlePath({ x: b.maxX, y: (b.minY + b.maxY) / 2 }, 22);
    const drawn = regionSubtract(regionFromPath(set.d, 0.2), regionFromPath(nick));
    expect(judge(set, ink(regionToPath(drawn), '#111111', 'evenodd')).join('; ')).toMatch(/"D" (a counter opened|bitten)/);
  });

  it('a period drawn as a "+" ("CO+")', () => {
    const set = line('CO.');
    const dot = boxOf(glyph(set, '.').d);
    const cx = (dot.minX + dot.maxX) / 2;
    const cy = (dot.minY + dot.maxY) / 2;
    const arm = (dot.maxX - dot.minX) * 1.1;
    const t = (dot.maxX - dot.minX) / 2.5;
    const plus = `${rectPath(cx - arm, cy - t / 2, 2 * arm, t)}${rectPath(cx - t / 2, cy - arm, t, 2 * arm)}`;
    const others = set.glyphs.filter((g) => g.char !== '.').map((g) => g.d);
    expect(judge(set, ink(others.join('')) + ink(plus)).join('; ')).toMatch(/"\." /);
  });
});

describe('letters-read passes clean and intentionally styled names', () => {
  const cases = [
    { name: 'a heavy sans', set: () => line('Northwind Coffee') },
    { name: 'a hairline Didone', set: () => line('COPPERLINE PLUMBING', 'Bodoni Moda', 400) },
    { name: 'a condensed italic', set: () => line('Пельменная №1', 'Barlow Condensed', 800, { obliqueDeg: 12 }) },
    { name: 'wide tracking', set: () => line('QUANTIX', 'Jost', 500, { trackingEm: 0.3 }) },
    { name: 'a designer slant', set: () => line('Tidewater', 'Archivo', 700, { obliqueDeg: 10 }) },
  ];
  it.each(cases)('$name', ({ set }) => {
    const s = set();
    expect(judge(s, ink(s.d, '#B5651D'), '#F4E9D8')).toEqual([]);
  });

  it('a letter knocked out of a disc, and a figure in its counter', () => {
    const s = line('D');
    const b = boxOf(s.d);
    const disc = circlePath({ x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 }, (b.maxY - b.minY) * 0.9);
    const knocked = regionSubtract(regionFromPath(disc), regionFromPath(s.d, 0.2));
    const figure = circlePath({ x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 }, 20);
    expect(judge(s, ink(regionToPath(knocked), '#1d3557', 'evenodd') + ink(figure, '#e63946'))).toEqual([]);
  });
});

describe('letters-read judges a name over its small descriptor at each size', () => {
  it('keeps a name over a small condensed descriptor: its thin strokes are judged at their own size, not as bites', () => {
    // At the name's scale the descriptor's N was a few pixels wide, and anti-aliasing alone read as a bite 63 % deep.
    const design = designBrand(
      {
        brandName: 'Clearview Opticians',
        industry: 'independent optician',
        oneLiner: 'Eye tests and frames',
        tagline: 'See the difference',
        desiredColors: 'navy and silver',
      },
      'paula-scher',
    );
    expect(design.archetype).toBe('pure-wordmark');
    expect(design.quality.repairs.join('; ')).not.toMatch(/letters-read/);
    expect(design.decisions?.mark.description).toMatch(/CLEARVIEW set large over OPTICIANS/);
  });

  it('still finds a bite out of a small letter', () => {
    const name = line('CLEARVIEW', 'League Gothic', 400, { trackingEm: 0 });
    const small = line('OPTICIANS', 'League Gothic', 400, { trackingEm: 0.35 });
    const under = (d: string) => transformPath(d, [0.32, 0, 0, 0.32, 60, 110]);
    const set = { ...name, glyphs: [...name.glyphs, ...small.glyphs.map((g) => ({ ...g, d: under(g.d) }))] };
    const n = under(glyph(small, 'N').d);
    const b = boxOf(n);
    const bite = circlePath({ x: b.maxX, y: (b.minY + b.maxY) / 2 }, (b.maxX - b.minX) * 0.45);
    const drawn = regionToPath(regionSubtract(regionFromPath(under(small.d), 0.2), regionFromPath(bite)));
    expect(judge(set, ink(name.d) + ink(drawn, '#111111', 'evenodd')).join('; ')).toMatch(/"N" /);
  });
});

describe('designBrand refuses a lettered mark whose letters misread', () => {
  const copperline = {
    brandName: 'Copperline Plumbing',
    industry: 'plumbing',
    oneLiner: '24-hour emergency plumbers',
    tagline: 'We fix it fast',
    desiredColors: 'copper and navy',
  };
  it.each([
    // Fletcher's default design fuses a figure with the name: a seed whose take is his ligature.
    { designer: 'alan-fletcher', archetype: 'typographic-ligature', letter: 'C', seed: 3 },
    { designer: 'lindon-leader', archetype: 'negative-space-wordmark', letter: 'N', seed: undefined },
  ])('$designer: the $archetype that damages "$letter" is replaced', ({ designer, archetype, letter, seed }) => {
    const design = designBrand(copperline, designer, seed);
    const replaced = design.quality.repairs.find((r) => r.startsWith(`replaced the ${archetype} mark`));
    expect(replaced).toMatch(new RegExp(`letters-read: mark: "${letter}"`));
    expect(design.archetype).not.toBe(archetype);
    expect(design.quality.checks.find((c) => c.id === 'letters-read')?.passed).toBe(true);
  });
});
