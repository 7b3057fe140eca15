import { describe, expect, it } from 'vitest';
import { createNodeFontSource } from '../node/fonts';
import { setText } from '../type/set-text';
import { checkAppIcon, countThinBars, measureIconContrast } from './lockup-checks';

const fonts = createNodeFontSource();
const initial = setText(fonts.getFont('Jost', 600), 'H', { size: 100, trackingEm: 0 });
const master = {
  markBounds: { minX: 100, minY: 100, maxX: 900, maxY: 900 },
  markHasText: false,
  nameInMark: false,
  initial,
};

function icon(ground: string, ...paths: Array<[string, string, boolean?]>): string {
  const body = paths.map(([d, fill, evenodd]) => `<path d="${d}" fill="${fill}"${evenodd ? ' fill-rule="evenodd"' : ''}/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><rect x="0" y="0" width="1000" height="1000" fill="${ground}"/><g>${body}</g></svg>`;
}

const SQUARE = 'M200 200L800 200L800 800L200 800Z';
const INNER = 'M400 400L600 400L600 600L400 600Z';
const bars = (count: number, thickness: number) =>
  Array.from(
    { length: count },
    (_, i) => `M200 ${200 + i * 70}L800 ${200 + i * 70}L800 ${200 + i * 70 + thickness}L200 ${200 + i * 70 + thickness}Z`,
  ).join('');

describe('measureIconContrast', () => {
  it.each([
    { name: 'a dark square on white', svg: icon('#FFFFFF', [SQUARE, '#111111']), min: 15, max: 21 },
    {
      name: 'a figure on a disc of nearly its own colour',
      svg: icon('#FFFFFF', [SQUARE, '#D65A29'], [INNER, '#C0291C']),
      min: 1,
      max: 1.5,
    },
    {
      name: 'a container melting into a tile of its colour, white figure on it',
      svg: icon('#D65A29', [SQUARE, '#D65A29'], [INNER, '#FFFFFF']),
      min: 3.5,
      max: 4,
    },
  ])('$name', ({ svg, min, max }) => {
    const ratio = measureIconContrast(svg);
    expect(ratio).toBeGreaterThanOrEqual(min);
    expect(ratio).toBeLessThanOrEqual(max);
  });

  it('reads a figure in the hole of a ring against the tile', () => {
    const ring = 'M150 150L850 150L850 850L150 850ZM300 300L700 300L700 700L300 700Z';
    expect(measureIconContrast(icon('#FFFFFF', [ring, '#111111', true], [INNER, '#111111']))).toBeGreaterThan(15);
  });
});

describe('checkAppIcon', () => {
  it('passes a solid figure inside the safe area', () => {
    expect(checkAppIcon(icon('#FFFFFF', [SQUARE, '#111111']), master).passed).toBe(true);
  });

  it.each([
    { name: 'an invisible figure', svg: icon('#FFFFFF', [SQUARE, '#F4F4F4']), detail: /contrast/ },
    { name: 'a figure running off the tile', svg: icon('#FFFFFF', ['M-50 200L800 200L800 800L-50 800Z', '#111111']), detail: /safe area/ },
    { name: 'eight hairline stripes', svg: icon('#FFFFFF', [bars(8, 20), '#111111']), detail: /bars thinner/ },
  ])('fails $name', ({ svg, detail }) => {
    const result = checkAppIcon(svg, master);
    expect(result.passed).toBe(false);
    expect(result.detail).toMatch(detail);
  });

  it('counts the characters the icon draws: a badge spelling the name gives its one initial', () => {
    const named = {
      ...master,
      markHasText: true,
      markLetters: 'HALCYON',
      nameInMark: false,
      markBounds: { minX: 0, minY: 0, maxX: 1000, maxY: 1000 },
    };
    // A badge spelling the name is replaced by its initial, so the plan itself stays within two characters.
    const result = checkAppIcon(icon('#FFFFFF', [SQUARE, '#111111']), named);
    expect(result.passed).toBe(true);
    expect(result.detail).toMatch(/1 characters/);
  });
});

describe('countThinBars', () => {
  it('counts bars under 0.75 px at 16 px, not thick ones', () => {
    expect(countThinBars(icon('#FFFFFF', [bars(6, 20), '#111111']))).toBe(6);
    expect(countThinBars(icon('#FFFFFF', [bars(6, 60), '#111111']))).toBe(0);
  });
});
