/**
 * A Cyrillic or Greek name keeps its designer's kind of face, and the face every record names is the face that drew
 * it: no letter of the name or tagline comes from a fallback face, for each of the 20 designers.
 */
import { describe, expect, it } from 'vitest';
import { designBrandWith } from '../src/design';
import { DESIGNER_IDS } from '../src/dna';
import { buildCandidate, NO_REPAIR } from '../src/integrate/candidate';
import { lettersToCover, missingLetters } from '../src/integrate/script-faces';
import { getFontSource } from '../src/node';
import { toSystemRecord } from '../src/record';
import type { SetTextResult } from '../src/type/types';
import type { Brief } from '../src/types';

const fonts = getFontSource();

const NAMES: Array<[string, Brief]> = [
  ['Cyrillic', { brandName: 'Северный Мёд', industry: 'apiary', oneLiner: 'Raw honey from northern meadows', tagline: 'Мёд с севера' }],
  ['Greek', { brandName: 'Ελιά Λάδι', industry: 'olive oil', oneLiner: 'Cold-pressed oil from a family grove', tagline: 'Από το 1952' }],
];

/** The characters of a set line that a fallback face drew. */
function fallbackLetters(lines: ReadonlyArray<SetTextResult | undefined>): string {
  return lines
    .flatMap((line) => line?.glyphs ?? [])
    .filter((glyph) => glyph.fallback)
    .map((glyph) => glyph.char)
    .join('');
}

describe.each(NAMES)('a %s name', (_script, brief) => {
  it.each(DESIGNER_IDS)('%s: the face named is the face drawn', (designerId) => {
    const design = designBrandWith({ brief, designerId, fonts });
    const { display, support } = design.typography;
    // Named the same everywhere: the typography record (typography.json), the decision record (system.json).
    const record = toSystemRecord(design);
    expect(record.fonts.display.family).toBe(display.family);
    expect(record.fonts.support.family).toBe(support.family);
    // The named faces draw every letter of the name (and the support face the tagline too).
    expect(missingLetters(fonts.getFont(display.family, display.weights[0] ?? 400), lettersToCover(brief.brandName))).toEqual([]);
    expect(missingLetters(fonts.getFont(support.family, support.weights[0] ?? 400), lettersToCover(brief.tagline ?? ''))).toEqual([]);
    // The set lines: no letter drawn by a fallback face.
    const candidate = buildCandidate({ brief, designerId, seed: design.seed, variant: 0, fonts }, NO_REPAIR);
    expect(candidate.design.typography.display.family).toBe(display.family);
    const { wordmark, stackedLines, tagline, initial } = candidate.master;
    expect(fallbackLetters([wordmark, ...stackedLines, initial]), `${display.family} drew the name`).toBe('');
    expect(fallbackLetters([tagline]), `${support.family} drew the tagline`).toBe('');
    // A face that stood in is recorded with the designer's face it replaced, and the strategy names the face drawn.
    for (const swap of record.fonts.substitutions ?? []) {
      expect(swap.missing.length).toBeGreaterThan(0);
      if (swap.role === 'display') expect(display.standsInFor).toBe(swap.designed);
      expect(`${design.strategy.positioning} ${design.strategy.rationale}`).not.toContain(swap.designed);
    }
  });
});

it('a Latin name keeps every designer face and records no substitution', () => {
  const design = designBrandWith({
    brief: { brandName: 'Halcyon Ferry', industry: 'ferry', oneLiner: 'Island crossings' },
    designerId: 'frank-mason-robinson',
    fonts,
  });
  expect(design.decisions?.fonts.substitutions).toBeUndefined();
  expect(design.typography.display.standsInFor).toBeUndefined();
});

describe('characters the logos cannot draw', () => {
  it('are reported in the QA and decision records as typed entries, not dropped without a word', () => {
    const design = designBrandWith({
      brief: { brandName: 'Sunny 🌞 Bakery', industry: 'bakery', oneLiner: 'Sourdough baked at dawn', tagline: 'Fresh ✦ daily' },
      designerId: 'paul-rand',
      fonts,
    });
    const omitted = [
      { field: 'brandName', text: '🌞', codePoints: ['U+1F31E'], reason: 'emoji' },
      { field: 'tagline', text: '✦', codePoints: ['U+2726'], reason: 'no-font' },
    ];
    expect(design.quality.omitted).toEqual(omitted);
    expect(design.decisions?.qa.omitted).toEqual(omitted);
    expect(toSystemRecord(design).qa.omitted).toEqual(omitted);
    expect(design.quality.passed).toBe(true);
  });

  it('are absent from the record of a name drawn in full', () => {
    const design = designBrandWith({ brief: NAMES[0]![1], designerId: 'paul-rand', fonts });
    expect(design.quality.omitted).toBeUndefined();
  });
});
