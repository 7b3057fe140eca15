import { describe, expect, it } from 'vitest';
import { getDesigner } from '../dna';
import { type FaceKind, FONT_CATALOG, type FontId, fontRef } from '../dna/fonts';
import type { FontRef } from '../dna/types';
import { findFontFamily } from '../edits/choices';
import { getFontSource } from '../node';
import { findStandIn, fitFacesToText, lettersToCover, missingLetters } from './script-faces';
import { initialFaceOf } from './typography';

const fonts = getFontSource();
const CYRILLIC = 'Северный Мёд';
const GREEK = 'Ελιά Λάδι';

function kindOf(family: string): FaceKind | undefined {
  return findFontFamily(family)?.kind;
}

/** The stand-in for one face of a designer, or the face itself when it draws the text. */
function standIn(id: FontId, text: string, weight = 400, own: FontRef[] = [], options: Parameters<typeof fontRef>[2] = {}) {
  const ref = fontRef(id, [weight], options);
  const found = findStandIn({ ref, weight, letters: lettersToCover(text), own }, fonts);
  return found ?? { ref, weight, info: FONT_CATALOG[id] };
}

/** Asserts the face draws every letter of the text, in every case. */
function expectDraws(family: string, weight: number, text: string): void {
  expect(missingLetters(fonts.getFont(family, weight), lettersToCover(text)), family).toEqual([]);
}

describe('lettersToCover', () => {
  it('lists each letter and digit once in every case, without emoji, spaces or punctuation', () => {
    expect(lettersToCover('Мёд & Co 🌞 1')).toEqual(expect.arrayContaining(['М', 'ё', 'д', 'м', 'Ё', 'Д', 'C', 'o', 'c', 'O', '1']));
    expect(lettersToCover('Мёд & Co 🌞 1')).not.toContain('&');
    expect(lettersToCover('🌞 !')).toEqual([]);
  });
});

describe('the face for a Cyrillic or Greek name keeps the designer’s kind of face', () => {
  // [designer face, kinds that keep its character]
  const cases: Array<[FontId, readonly FaceKind[], number]> = [
    ['pinyon-script', ['formal-script', 'signature-script', 'casual-script', 'handwriting'], 400],
    ['mr-de-haviland', ['formal-script', 'signature-script', 'casual-script', 'handwriting'], 400],
    ['yellowtail', ['casual-script', 'handwriting'], 400],
    ['libre-caslon-text', ['old-style-serif', 'transitional-serif'], 700],
    ['libre-baskerville', ['transitional-serif', 'old-style-serif'], 400],
    ['bodoni-moda', ['didone'], 600],
    ['caprasimo', ['soft-serif', 'old-style-serif'], 400],
    ['cinzel', ['engraved-caps', 'old-style-serif', 'didone'], 700],
    ['alfa-slab-one', ['slab'], 400],
    ['doto', ['dot-matrix'], 700],
    ['league-gothic', ['condensed-sans'], 400],
    ['michroma', ['wide-sans', 'techno-sans'], 400],
    ['varela-round', ['rounded-sans'], 400],
    ['archivo', ['grotesque'], 800],
  ];
  describe.each([
    ['Cyrillic', CYRILLIC],
    ['Greek', GREEK],
  ])('%s', (_script, text) => {
    it.each(cases)('%s gives way to a face of its kind that draws the name', (id, kinds, weight) => {
      expect(missingLetters(fonts.getFont(FONT_CATALOG[id].family, weight), lettersToCover(text)).length).toBeGreaterThan(0);
      const found = standIn(id, text, weight);
      expect(found.info.family).not.toBe(FONT_CATALOG[id].family);
      expect(kinds).toContain(kindOf(found.info.family));
      expectDraws(found.info.family, found.weight, text);
    });
  });

  it('a copperplate script becomes the formal script that has Cyrillic', () => {
    expect(standIn('pinyon-script', CYRILLIC).info.family).toBe('Great Vibes');
  });

  it('a Didone becomes a Didone for Greek', () => {
    expect(standIn('bodoni-moda', GREEK, 600).info.kind).toBe('didone');
  });

  it('a one-weight black face stands in at the weight it looks (Archivo Black reads as 900)', () => {
    const found = standIn('archivo-black', GREEK, 400);
    expect(found.weight).toBeGreaterThanOrEqual(800);
  });

  it('keeps the designer’s own face of the same kind first', () => {
    // Robinson's faces: Great Vibes is his own formal script with Cyrillic, and wins over other scripts.
    const own = [fontRef('great-vibes', [400]), fontRef('pinyon-script', [400]), fontRef('alex-brush', [400])];
    expect(standIn('alex-brush', CYRILLIC, 400, own).info.family).toBe('Great Vibes');
  });

  it('an italic face without an italic stand-in keeps its slant as an oblique', () => {
    const found = standIn('saira-condensed', GREEK, 800, [], { fauxObliqueDeg: 12 });
    expect(found.ref.fauxObliqueDeg).toBe(12);
    const italic = standIn('barlow-condensed', GREEK, 800, [], { italic: true });
    expect(italic.ref.italic === true || (italic.ref.fauxObliqueDeg ?? 0) > 0).toBe(true);
  });

  it('leaves a face that draws the name alone (Latin, or Jost for Cyrillic)', () => {
    expect(findStandIn({ ref: fontRef('pinyon-script', [400]), weight: 400, letters: lettersToCover('Halcyon'), own: [] }, fonts)).toBe(
      undefined,
    );
    expect(findStandIn({ ref: fontRef('jost', [700]), weight: 700, letters: lettersToCover(CYRILLIC), own: [] }, fonts)).toBe(undefined);
  });

  it('names the fallback face that draws a script no designer face has (Arabic, Japanese)', () => {
    expect(standIn('jost', 'مقهى ليلى', 700).info.family).toBe('Noto Sans Arabic');
    expect(standIn('bodoni-moda', 'さくら書店', 600).info.family).toBe('Noto Sans JP');
  });
});

describe('fitFacesToText', () => {
  const dna = {
    typography: {
      display: [fontRef('pinyon-script', [400])],
      support: [fontRef('libre-baskerville', [400])],
      script: [fontRef('mr-de-haviland', [400])],
      wordmark: { case: 'as-typed', weight: 400, trackingEm: 0 },
      tagline: { case: 'as-typed', weight: 400, trackingEm: 0, sizeRatio: 0.3 },
    },
  } as unknown as Parameters<typeof fitFacesToText>[0];

  it('replaces each face that cannot set its text and records what it lacked', () => {
    const { dna: fitted, substitutions } = fitFacesToText(dna, { name: CYRILLIC, tagline: 'Since 1952' }, fonts);
    expect(substitutions.map((s) => s.role).sort()).toEqual(['display', 'script', 'support']);
    const display = substitutions.find((s) => s.role === 'display');
    expect(display).toMatchObject({ designed: 'Pinyon Script', drawn: fitted.typography.display[0]?.family });
    expect(display?.missing).toContain('М');
    for (const ref of [fitted.typography.display[0], fitted.typography.support[0], fitted.typography.script?.[0]])
      expectDraws(ref!.family, ref!.weights[0]!, CYRILLIC);
  });

  it('changes nothing for a Latin name', () => {
    const result = fitFacesToText(dna, { name: 'Halcyon Ferry', tagline: 'Since 1952' }, fonts);
    expect(result.substitutions).toEqual([]);
    expect(result.dna).toBe(dna);
  });

  it('replaces the support face for a tagline in another script, not the display face', () => {
    const latin = { ...dna, typography: { ...dna.typography, display: [fontRef('jost', [700])], script: undefined } };
    const { substitutions } = fitFacesToText(latin as typeof dna, { name: 'Nord', tagline: 'Από το 1952' }, fonts);
    expect(substitutions.map((s) => s.role)).toEqual(['support']);
  });
});

describe("the app icon's initial", () => {
  it('is drawn in the support face where the display face is a script or a blackletter, whose capitals misread alone', () => {
    // The ninth blind review: Landor's script F read as a Z or a 7, Benguiat's Fraktur T as an E.
    for (const id of ['walter-landor', 'ed-benguiat', 'frank-mason-robinson']) {
      const { display, support } = getDesigner(id).typography;
      for (const face of display) {
        const kind = kindOf(face.family) ?? '';
        const ornate = /script|handwriting|blackletter/.test(kind);
        expect(initialFaceOf(face, support[0]!)).toBe(ornate && support[0]!.family !== face.family ? 'support' : 'display');
      }
    }
    expect(initialFaceOf({ family: 'UnifrakturMaguntia' }, { family: 'EB Garamond' })).toBe('support');
    expect(initialFaceOf({ family: 'Pinyon Script' }, { family: 'Cormorant Garamond' })).toBe('support');
    expect(initialFaceOf({ family: 'Inter' }, { family: 'Inter' })).toBe('display');
  });
});
