import { describe, expect, it } from 'vitest';
import { EngineError } from '../types';
import {
  ALL_FONT_PACKAGES,
  baseArchetypeOf,
  DESIGNER_IDS,
  getDesigner,
  listDesignerFonts,
  listDesigners,
  shippedWeightsFor,
} from './index';

const SPEC_IDS =
  'paul-rand, milton-glaser, carolyn-davidson, saul-bass, lindon-leader, rob-janoff, chermayeff-geismar-haviv, david-ogilvy, terry-heckler, salvador-dali, paula-scher, james-modarelli, alan-fletcher, ivan-chermayeff, sagi-haviv, frank-mason-robinson, ruth-kedar, ed-benguiat, massimo-vignelli, walter-landor'.split(
    ', ',
  );

function hasPath(obj: unknown, path: string): boolean {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (Array.isArray(cur)) cur = cur.find((item: { id?: string }) => item.id === key);
    else if (cur && typeof cur === 'object' && key in cur) cur = (cur as Record<string, unknown>)[key];
    else return false;
  }
  return cur !== undefined;
}

describe('designer registry', () => {
  it('lists the 20 spec ids in spec order, paul-rand first', () => {
    expect(DESIGNER_IDS).toEqual(SPEC_IDS);
    expect(listDesigners().map((d) => d.id)).toEqual(SPEC_IDS);
  });

  it('gives each preset a name, a one-line description and four principles', () => {
    for (const preset of listDesigners()) {
      expect(preset.name.length).toBeGreaterThan(3);
      expect(preset.description).not.toContain('\n');
      expect(preset.principles).toHaveLength(4);
      for (const p of preset.principles) expect(p.split(' ').length).toBeLessThanOrEqual(5);
    }
    expect(getDesigner('paul-rand').principles).toEqual([
      'Simplicity with wit',
      'Geometric primitives only',
      'Works in black',
      'Timeless over trendy',
    ]);
  });

  it.each(['nobody', '', 'Paul-Rand', 'paul rand'])('rejects unknown designer %j with DESIGNER_NOT_FOUND', (id) => {
    expect(() => getDesigner(id)).toThrowError(new EngineError('Designer not found', 'DESIGNER_NOT_FOUND'));
    try {
      getDesigner(id);
    } catch (err) {
      expect((err as EngineError).code).toBe('DESIGNER_NOT_FOUND');
    }
  });

  it('freezes presets so callers cannot corrupt them', () => {
    const dna = getDesigner('saul-bass');
    expect(() => {
      (dna.color.anchors as string[]).push('#000000');
    }).toThrow();
  });
});

describe.each(SPEC_IDS)('preset %s', (id) => {
  const dna = getDesigner(id);

  it('has archetype weights that sum to 1, ranked best first', () => {
    const sum = dna.archetypes.reduce((s, a) => s + a.weight, 0);
    expect(sum).toBeCloseTo(1, 6);
    const weights = dna.archetypes.map((a) => a.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    for (const a of dna.archetypes) expect(baseArchetypeOf(a.id)).toMatch(/^[a-z-]+$/);
  });

  it('uses only shipped weights of catalogued @fontsource families', () => {
    const fonts = listDesignerFonts(dna);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const font of fonts) {
      const shipped = shippedWeightsFor(font.package);
      expect(shipped, font.package).toBeDefined();
      for (const w of font.weights) expect(shipped, `${font.package} ${w}`).toContain(w);
    }
  });

  it('has valid colours, ranges and locked paths', () => {
    for (const anchor of [...dna.color.anchors, ...dna.color.background]) {
      const hex = typeof anchor === 'string' ? anchor : anchor.hex;
      expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(dna.color.count[0]).toBeLessThanOrEqual(dna.color.count[1]);
    expect(dna.geometry.elementCount[0]).toBeLessThanOrEqual(dna.geometry.elementCount[1]);
    expect(dna.variation.amount).toBe(0.1);
    for (const path of dna.variation.locked) {
      if (path.startsWith('archetypes.')) continue;
      expect(hasPath(dna, path), path).toBe(true);
    }
    expect(dna.avoid.some((c) => c.id === 'forbiddenMotif')).toBe(true);
  });
});

describe('font packages', () => {
  it('lists each package once, sorted', () => {
    expect(new Set(ALL_FONT_PACKAGES).size).toBe(ALL_FONT_PACKAGES.length);
    expect([...ALL_FONT_PACKAGES].sort()).toEqual(ALL_FONT_PACKAGES);
    expect(ALL_FONT_PACKAGES).toContain('@fontsource/jost');
    expect(ALL_FONT_PACKAGES.length).toBeGreaterThanOrEqual(60);
  });
});
