import { describe, expect, it } from 'vitest';
import { getDesigner } from '../dna';
import { createNodeFontSource } from '../node/fonts';
import { isRightToLeft } from '../type/bidi';
import { setText } from '../type/set-text';
import { buildLockups } from './build-lockups';
import { composeHorizontal, composeStacked } from './compose';
import { boxWidth, type Placed } from './pieces';
import { type LockupParams, mirrorLayout } from './types';

const fonts = createNodeFontSource();
const jost = fonts.getFont('Jost', 600);
const dna = getDesigner('paul-rand');
const line = (text: string, size = 100) => setText(jost, text, { size, trackingEm: 0 });
const SQUARE = 'M100 100L900 100L900 900L100 900Z';
const inks = {
  primary: '#1B5FAA',
  secondary: '#E03A2F',
  accent: '#F5C400',
  ink: '#111111',
  light: '#FFFFFF',
  dark: '#141414',
  wordmark: '#111111',
  tagline: '#555555',
  mono: '#111111',
};

function params(overrides: Partial<LockupParams['master']> = {}): LockupParams {
  return {
    master: {
      layers: [{ d: SQUARE, ink: 'primary', fillRule: 'nonzero' }],
      markBounds: { minX: 100, minY: 100, maxX: 900, maxY: 900 },
      wordmark: line('northwind'),
      stackedLines: [line('northwind')],
      tagline: line('ROASTED BY THE SEA', 30),
      initial: line('N'),
      markHasText: false,
      nameInMark: false,
      ...overrides,
    },
    inks,
    layout: dna.layout,
    appIcon: dna.appIcon,
    title: 'Northwind',
  };
}

function viewBox(svg: string): [number, number] {
  const match = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!match) throw new Error('no viewBox');
  return [Number(match[1]), Number(match[2])];
}

describe('buildLockups', () => {
  const logos = buildLockups(params());

  it('builds all six lockups as standalone SVG with a viewBox and outlines only', () => {
    expect(Object.keys(logos).sort()).toEqual(['horizontal', 'icon', 'monochrome', 'primary', 'reversed', 'stacked']);
    for (const svg of Object.values(logos)) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox=/);
      expect(svg).not.toMatch(/<text|href=/);
    }
  });

  it('lays the horizontal lockup out wide and the stacked one tall', () => {
    const [hw, hh] = viewBox(logos.horizontal);
    const [sw, sh] = viewBox(logos.stacked);
    expect(hw / hh).toBeGreaterThan(2);
    expect(sw / sh).toBeLessThan(hw / hh);
  });

  it('sizes the horizontal mark at markHeightToCap × cap height (paul-rand: 2.2)', () => {
    const cap = params().master.wordmark.capHeight;
    // The 800-unit square is scaled to 2.2 × cap, so its path group carries that scale.
    const scale = Number(/scale\(([\d.]+)\)/.exec(logos.horizontal)?.[1]);
    expect(800 * scale).toBeCloseTo(2.2 * cap, 1);
  });

  it('makes the icon a square tile with the ground first', () => {
    expect(viewBox(logos.icon)).toEqual([1000, 1000]);
    expect(logos.icon).toContain('<rect x="0" y="0" width="1000" height="1000" fill="#FFFFFF"/>');
  });

  it('paints the monochrome version in one ink and the reversed one on the dark ground', () => {
    const fills = new Set(logos.monochrome.match(/fill="[^"]+"/g));
    expect(fills).toEqual(new Set(['fill="#111111"']));
    expect(logos.reversed).toContain('fill="#141414"');
    expect(logos.reversed).toContain('fill="#FFFFFF"');
  });

  it('lays out a mark that carries the name differently when horizontal and stacked, never repeating the name', () => {
    const named = buildLockups(params({ nameInMark: true }));
    const body = (svg: string) => svg.replace(/<title>[^<]*<\/title>/, '');
    expect(body(named.horizontal)).not.toBe(body(named.stacked));
    const [hw, hh] = viewBox(named.horizontal);
    const [sw, sh] = viewBox(named.stacked);
    expect(hw / hh).toBeGreaterThan(sw / sh);
    // Only the mark and the tagline are drawn: no wordmark-coloured path.
    expect(named.horizontal).not.toContain(`fill="${inks.wordmark}"`);
    expect(named.stacked).not.toContain(`fill="${inks.wordmark}"`);
  });

  it('sets a lettering mark that carries the name alone as the horizontal logo and under the initial sign when stacked', () => {
    const LINE = 'M0 400L1000 400L1000 600L0 600Z';
    const named = buildLockups(
      params({
        nameInMark: true,
        tagline: undefined,
        layers: [{ d: LINE, ink: 'primary', fillRule: 'nonzero' }],
        markBounds: { minX: 0, minY: 400, maxX: 1000, maxY: 600 },
      }),
    );
    const initial = params().master.initial.d;
    expect(named.primary).not.toContain(initial);
    // A line of lettering already is the horizontal logo: no initial before it ("H HOLLIS").
    expect(named.horizontal).not.toContain(initial);
    expect(named.horizontal).toContain(LINE.slice(0, 6));
    expect(named.stacked).toContain(initial);
    expect(named.horizontal).not.toBe(named.stacked);
  });

  it("stacks a lettering mark that carries the name under the app icon's own sign, not a bare initial", () => {
    const LINE = 'M0 400L1000 400L1000 600L0 600Z';
    const SIGN = 'M10 -700L600 -700L600 0L10 0Z';
    const named = buildLockups(
      params({
        nameInMark: true,
        tagline: undefined,
        layers: [{ d: LINE, ink: 'primary', fillRule: 'nonzero' }],
        markBounds: { minX: 0, minY: 400, maxX: 1000, maxY: 600 },
        iconSign: {
          layers: [{ d: SIGN, ink: 'accent', fillRule: 'nonzero' }],
          bounds: { minX: 10, minY: -700, maxX: 600, maxY: 0 },
          device: 'full-stop',
          letters: 'H',
        },
      }),
    );
    expect(named.stacked).toContain(SIGN.slice(0, 8));
    expect(named.stacked).not.toContain(params().master.initial.d);
  });

  it('keeps clear space around the artwork (at least clearSpaceRatio × mark height)', () => {
    const [w] = viewBox(logos.horizontal);
    const cap = params().master.wordmark.capHeight;
    const markH = 2.2 * cap;
    const content = markH + 0.35 * markH + params().master.wordmark.width;
    expect(w - content).toBeGreaterThanOrEqual(2 * 0.25 * markH - 1);
  });

  it.each([
    { lockup: 'primary' as const, paints: 'colour layers' },
    { lockup: 'monochrome' as const, paints: 'mono layers' },
    { lockup: 'reversed' as const, paints: 'mono layers' },
  ])('$lockup paints the $paints of a mark that has a one-ink version', ({ lockup, paints }) => {
    const MONO = 'M200 200L800 200L800 800L200 800Z';
    const svg = buildLockups(params({ monoLayers: [{ d: MONO, ink: 'primary', fillRule: 'nonzero' }] }))[lockup];
    const usesMono = svg.includes('M200 200');
    expect(usesMono).toBe(paints === 'mono layers');
    expect(svg.includes('M100 100')).toBe(paints === 'colour layers');
  });

  it.each([
    { name: 'an icon meant for small sizes drops the ring lettering', simplifyBelowPx: 64 },
    { name: 'an icon without a small-size rule drops it too (a favicon cannot carry a ring of text)', simplifyBelowPx: undefined },
  ])('$name', ({ simplifyBelowPx }) => {
    const RING_TEXT = 'M300 100L700 100L700 500L300 500Z';
    const PLAIN = 'M400 400L600 400L600 600L400 600Z';
    const base = params({ layers: [{ d: RING_TEXT, ink: 'primary', fillRule: 'nonzero' }], markHasText: true, markLetters: 'NORTHWIND' });
    const withIcon = {
      ...base,
      master: { ...base.master, iconLayers: [{ d: PLAIN, ink: 'primary' as const, fillRule: 'nonzero' as const }] },
      appIcon: { ...base.appIcon, source: 'mark' as const, simplifyBelowPx },
    };
    const icon = buildLockups(withIcon).icon;
    expect(icon.includes('M300 100')).toBe(false);
    expect(icon.includes('M400 400')).toBe(true);
  });
});

describe('a name read right to left', () => {
  const rtl = { ...params({ wordmark: line('مقهى ليلى'), stackedLines: [line('مقهى ليلى')] }), layout: mirrorLayout(dna.layout) };
  const markOf = (items: Placed[]) => items.find((item) => item.piece.paths.some((p) => p.d === SQUARE))!;
  const nameOf = (items: Placed[]) => items.find((item) => item.piece.paths.some((p) => p.role === 'wordmark'))!;

  it('puts the mark on the right of the name in the horizontal lockup (on the left for a Latin name)', () => {
    const mirrored = composeHorizontal(rtl).items;
    expect(markOf(mirrored).x).toBeGreaterThan(nameOf(mirrored).x);
    const latin = composeHorizontal(params()).items;
    expect(markOf(latin).x).toBeLessThan(nameOf(latin).x);
  });

  it('sets a flush-left stack flush right', () => {
    const layout = { ...dna.layout, stacked: { ...dna.layout.stacked, align: 'left' as const } };
    expect(mirrorLayout(layout).stacked.align).toBe('right');
    const items = composeStacked({ ...rtl, layout: mirrorLayout(layout) }).items;
    const right = (item: Placed) => item.x + boxWidth(item.piece.box) * item.scale;
    expect(right(markOf(items))).toBeCloseTo(right(nameOf(items)), 3);
  });

  it('reads the paragraph direction from the first strong letter', () => {
    expect(isRightToLeft('مقهى ليلى')).toBe(true);
    expect(isRightToLeft('בית קפה')).toBe(true);
    expect(isRightToLeft('Café مقهى')).toBe(false);
    expect(isRightToLeft('Halcyon Ferry')).toBe(false);
  });
});
