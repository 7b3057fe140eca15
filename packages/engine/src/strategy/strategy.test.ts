import { describe, expect, it } from 'vitest';
import { buildPalette } from '../color/build-palette';
import { DESIGNER_IDS, getDesigner } from '../dna/index';
import type { Brief, FontChoice, Typography } from '../types';
import { countTokens, countWords, writeStrategy } from './index';

const font = (family: string, category: string): FontChoice => ({
  family,
  package: `@fontsource/${family.toLowerCase().replace(/ /g, '-')}`,
  weights: [400],
  style: 'normal',
  category,
});

function typographyFor(id: string): Typography {
  const t = getDesigner(id).typography;
  const display = t.display[0];
  const support = t.support[0];
  return {
    display: font(display?.family ?? 'Jost', display?.category ?? 'sans'),
    support: font(support?.family ?? 'Inter', support?.category ?? 'sans'),
  };
}

function strategyFor(brief: Brief, id: string, variant = 0, markDescription = 'A bold symbol built from two simple shapes.') {
  const dna = getDesigner(id);
  return writeStrategy({
    brief,
    dna,
    archetype: dna.archetypes[0]?.id ?? 'pure-wordmark',
    markDescription,
    palette: buildPalette(dna, brief, variant),
    typography: typographyFor(id),
    variant,
  });
}

const BRIEFS: Brief[] = [
  {
    brandName: 'Northwind Coffee',
    industry: 'Coffee roastery',
    oneLiner: 'We roast small-batch beans for busy mornings.',
    tagline: 'Wake up to better',
    competitors: 'Starbucks, Blue Bottle',
  },
  { brandName: 'Orbitra', industry: 'Satellite data', oneLiner: 'Daily imagery of every field on Earth for farmers' },
  {
    brandName: 'The Kind Fork & Co',
    industry: 'Vegan restaurant',
    oneLiner: 'Plant food that even sceptics love',
    desiredColors: 'forest green, cream',
  },
  { brandName: 'X', industry: 'AI', oneLiner: 'It is what it is' },
  {
    brandName: 'Lumen Legal Partners of North America',
    industry: 'Law firm',
    oneLiner: `${'We help founders raise money and stay out of trouble '.repeat(20)}`,
    tagline: 'Counsel without the fog '.repeat(8),
    competitors: 'Cooley, Wilson Sonsini, Gunderson and Latham and Goodwin',
  },
];

const inBounds = (text: string, min: number, max: number) => {
  expect(countWords(text), text).toBeGreaterThanOrEqual(min);
  expect(countTokens(text), text).toBeLessThanOrEqual(max);
};

describe('writeStrategy word bounds (spec §9)', () => {
  it.each(DESIGNER_IDS)('%s: positioning 50–120 and rationale 150–200 words for every brief and variant', (id) => {
    for (const brief of BRIEFS) {
      for (const variant of [0, 1, 2]) {
        const s = strategyFor(brief, id, variant);
        inBounds(s.positioning, 50, 120);
        inBounds(s.rationale, 150, 200);
        expect(s.concepts).toHaveLength(3);
        expect(new Set(s.concepts).size).toBe(3);
        expect(s.concepts).toContain(s.selectedConcept);
      }
    }
  });
});

describe('writeStrategy content', () => {
  const brief = BRIEFS[0] as Brief;
  const s = strategyFor(brief, 'paul-rand', 0, 'A lowercase monogram knocked out of a solid disc.');
  const palette = buildPalette(getDesigner('paul-rand'), brief);

  it('is specific to the brief, the designer, the mark, the palette and the type', () => {
    expect(s.positioning).toContain('Northwind Coffee');
    expect(s.rationale).toContain('A lowercase monogram knocked out of a solid disc.');
    for (const c of palette.colors.slice(0, 2)) expect(s.rationale).toContain(c.name);
    expect(s.rationale).toMatch(/Jost/);
    expect(`${s.positioning} ${s.rationale}`).toContain('Paul Rand');
    expect(s.selectedConcept).toMatch(/^[A-Z][\w -]+: /);
  });

  it('is deterministic and changes with the variant', () => {
    expect(strategyFor(brief, 'paul-rand', 0)).toEqual(strategyFor(brief, 'paul-rand', 0));
    expect(strategyFor(brief, 'paul-rand', 1)).not.toEqual(strategyFor(brief, 'paul-rand', 0));
  });

  it('quotes only the first sentence of a one-liner and marks a clipped quote with an ellipsis', () => {
    const long = strategyFor(BRIEFS[4] as Brief, 'terry-heckler');
    expect(long.positioning + long.rationale).toContain('stay out of trouble We help…"');
    const twoSentences = strategyFor({ ...(BRIEFS[1] as Brief), oneLiner: 'Fields from orbit. Every day, for every farmer.' }, 'paul-rand');
    expect(twoSentences.positioning + twoSentences.rationale).not.toContain('Every day, for every farmer');
  });

  it('names the competitors when given and never leaves template holes', () => {
    expect(s.positioning + s.rationale).toMatch(/Starbucks and Blue Bottle/);
    for (const id of DESIGNER_IDS) {
      for (const b of BRIEFS) {
        const text = Object.values(strategyFor(b, id)).flat().join(' ');
        expect(text).not.toMatch(/undefined|NaN|\[object|\$\{| ,|\.\.(?!\.)| {2}/);
      }
    }
  });
});

/** Sentences with the brand name replaced, so a template that only swaps the name still counts as identical. */
function sentences(text: string, name: string): Set<string> {
  return new Set(
    text
      .split(/(?<=[.!?"])\s+/)
      .map((t) => t.replaceAll(name, '{brand}'))
      .filter((t) => t.length > 20),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  return [...a].filter((x) => b.has(x)).length / Math.min(a.size, b.size);
}

describe('writeStrategy variety', () => {
  it('two brands with two designers share almost no sentences', () => {
    const a = strategyFor(BRIEFS[0] as Brief, 'paul-rand');
    const b = strategyFor(BRIEFS[1] as Brief, 'saul-bass');
    const sa = sentences(`${a.positioning} ${a.rationale}`, 'Northwind Coffee');
    const sb = sentences(`${b.positioning} ${b.rationale}`, 'Orbitra');
    expect(overlap(sa, sb)).toBeLessThanOrEqual(0.15);
  });

  it('the same designer does not read as one template with the name swapped', () => {
    const names = ['Northwind', 'Halcyon', 'Pebble & Pine', 'Arcadia Labs', 'Kite', 'Marrow'];
    const texts = names.map((name) => {
      const s = strategyFor({ ...(BRIEFS[0] as Brief), brandName: name }, 'massimo-vignelli');
      return sentences(`${s.positioning} ${s.rationale}`, name);
    });
    let total = 0;
    let pairs = 0;
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) {
        total += overlap(texts[i] as Set<string>, texts[j] as Set<string>);
        pairs += 1;
      }
    expect(total / pairs).toBeLessThan(0.4);
  });

  it('different designers describe the same brief in their own words', () => {
    const texts = DESIGNER_IDS.map((id) => strategyFor(BRIEFS[0] as Brief, id).rationale);
    expect(new Set(texts.map((t) => t.split('. ')[0])).size).toBeGreaterThan(12);
  });
});
