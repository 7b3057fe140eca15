import { describe, expect, it } from 'vitest';
import { buildPalette } from '../color/build-palette';
import { contrastRatio } from '../color/wcag-contrast';
import { DESIGNER_IDS, getDesigner } from '../dna/index';
import { applyVariation } from '../random/variation';
import type { Brief, Typography } from '../types';
import type { StrategyMark } from './facts';
import { countTokens, countWords, writeStrategy } from './index';

/** 30 brand briefs of every shape: short, long, symbols, digits, accents, no keywords, many competitors. */
const BRANDS: Array<[string, string, string, string?]> = [
  ['Northwind', 'Logistics', 'Freight that arrives when we say it will', 'navy and orange'],
  ['Acme', 'Hardware', 'Tools that outlive their owners'],
  ['Café Lumière', 'Coffee shop', 'A bright corner for slow mornings', 'cream, espresso'],
  ['3M Studio', 'Architecture', 'Buildings measured in light', '#222222'],
  ['The Kind Fork & Co', 'Vegan restaurant', 'Plant food that even sceptics love', 'forest green'],
  ['X', 'AI', 'It is what it is'],
  ['Zephyr Health', 'Telemedicine', 'See a doctor in minutes, from anywhere', 'teal'],
  ['Brick & Mortar', 'Real estate', 'Homes for first-time buyers', 'burgundy and gold'],
  ['Quokka', 'Kids apparel', 'Play clothes that survive the playground', 'pastel pink, lavender'],
  ['Ironclad Security', 'Cybersecurity', 'We stop breaches before they start'],
  ['Søren & Daughters', 'Furniture', 'Danish chairs made by hand since 1921', 'auto'],
  ['Pixel Pantry', 'Food delivery', 'Groceries at your door in 20 minutes', 'lime'],
  ['Helios Energy', 'Solar power', 'Clean electricity for every rooftop', 'yellow'],
  ['Marrow', 'Bone broth', 'Slow-cooked broth for quick lives', 'rust'],
  ['Lumen Legal Partners of North America', 'Law firm', 'We help founders raise money and stay out of trouble'],
  ['Okto', 'Fintech', 'Banking for people who hate banks', '#7F00FF'],
  ['Greyhound Books', 'Publishing', 'Independent fiction from new voices', 'black'],
  ['Atlas Climbing', 'Outdoor gear', 'Ropes and harnesses trusted on big walls', 'red'],
  ['Bloom', 'Florist', 'Seasonal flowers delivered weekly', 'white and black'],
  ['Kinetic', 'Fitness studio', 'High-intensity classes for busy people', 'neon green'],
  ['Orbitra', 'Satellite data', 'Daily imagery of every field on Earth for farmers'],
  ['Nordlys', 'Skincare', 'Arctic botanicals for sensitive skin', 'sky blue'],
  ['Tiny Giant', 'Toy maker', 'Wooden toys with big imaginations', 'sun yellow, signal red'],
  ['Velvet Underground Records', 'Music label', 'Vinyl pressings of forgotten albums', 'deep purple'],
  ['Hive', 'Coworking', 'Desks, coffee and community for freelancers'],
  ['Anchor & Oak', 'Hotel', 'A boutique harbour hotel with twelve rooms', 'navy blue, sand'],
  ['Peak Performance Analytics', 'Sports data', 'Turning every match into insight', 'charcoal and electric blue'],
  ['Mira', 'Eyewear', 'Frames designed around your face', 'tortoiseshell'],
  ['Ember', 'Bakery', 'Wood-fired sourdough every morning', 'terracotta'],
  ['Good Question', 'Market research', 'Surveys people actually finish', 'coral and mint'],
];

/** A built mark of each kind the strategy must describe truthfully. */
function markFor(kind: number, label: string): StrategyMark {
  const marks: StrategyMark[] = [
    {
      archetype: 'pictogram-silhouette',
      description: `A single ${label} silhouette, simplified until it reads at favicon size.`,
      hasText: false,
      concept: { label, icons: [label], words: [label] },
    },
    { archetype: 'geometric-monogram', description: 'The initials knocked out of a solid disc.', hasText: true, carriesName: false },
    { archetype: 'rotational-symbol', description: 'Identical segments turning around a central void.', hasText: false },
    { archetype: 'pure-wordmark', description: 'The name set as a refined wordmark.', hasText: true, carriesName: true },
  ];
  return marks[kind % marks.length] as StrategyMark;
}

const LABELS = ['boat', 'flower', 'tooth', 'flame', 'leaf', 'key', 'book', 'star', 'mountain', 'coffee'];

function typographyFor(id: string): Typography {
  const t = getDesigner(id).typography;
  const pick = (f = t.display[0]) => ({
    family: f?.family ?? 'Inter',
    package: f?.package ?? '@fontsource/inter',
    weights: f?.weights ?? [400],
    style: 'normal' as const,
    category: f?.category ?? 'sans',
  });
  return { display: pick(t.display[0]), support: pick(t.support[0]) };
}

describe('30 brands × 20 designers', () => {
  it.each(DESIGNER_IDS)('%s: every palette pair passes WCAG AA and every strategy fits its word bounds', (id) => {
    const failures: string[] = [];
    for (const [brandName, industry, oneLiner, desiredColors] of BRANDS) {
      const brief: Brief = { brandName, industry, oneLiner, ...(desiredColors ? { desiredColors } : {}) };
      for (const variant of [0, 1]) {
        const dna = applyVariation(getDesigner(id), variant, { seed: variant * 7919 + brandName.length });
        const palette = buildPalette(dna, brief, variant);
        for (const pair of palette.contrastPairs)
          if (contrastRatio(pair.foreground, pair.background) < pair.minimum)
            failures.push(`${brandName}#${variant} ${pair.foreground}/${pair.background}`);
        if (palette.colors.length < 4 || palette.colors.length > 6)
          failures.push(`${brandName}#${variant} ${palette.colors.length} colours`);
        const s = writeStrategy({
          brief,
          dna,
          archetype: dna.archetypes[variant % dna.archetypes.length]?.id ?? 'pure-wordmark',
          markDescription: 'A mark.',
          mark: markFor(brandName.length + variant, LABELS[brandName.length % LABELS.length] as string),
          palette,
          typography: typographyFor(id),
          variant,
        });
        if (countWords(s.positioning) < 50 || countTokens(s.positioning) > 120)
          failures.push(`${brandName}#${variant} positioning ${countWords(s.positioning)}`);
        if (countWords(s.rationale) < 150 || countTokens(s.rationale) > 200)
          failures.push(`${brandName}#${variant} rationale ${countWords(s.rationale)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Sentences of one document, with the brand name replaced so a template that only swaps the name still counts. */
function sentencesOf(text: string, name: string): Set<string> {
  return new Set(
    text
      .split(/(?<=[.!?"])\s+/)
      .map((t) => t.replaceAll(name, '{brand}').trim())
      .filter((t) => t.split(/\s+/).length >= 5),
  );
}

describe('sentence sharing over 100 documents (25 briefs × 4 designers)', () => {
  it('no sentence appears in more than a quarter of the documents', () => {
    const counts = new Map<string, number>();
    let documents = 0;
    BRANDS.slice(0, 25).forEach(([brandName, industry, oneLiner, desiredColors], b) => {
      const brief: Brief = { brandName, industry, oneLiner, ...(desiredColors ? { desiredColors } : {}) };
      for (let k = 0; k < 4; k++) {
        // Four designers per brief, rotating so all twenty write five documents each.
        const id = DESIGNER_IDS[(b * 4 + k) % DESIGNER_IDS.length] as string;
        const dna = getDesigner(id);
        const s = writeStrategy({
          brief,
          dna,
          archetype: 'pictogram-silhouette',
          markDescription: '',
          mark: markFor(b + k, LABELS[b % LABELS.length] as string),
          palette: buildPalette(dna, brief, 0),
          typography: typographyFor(id),
        });
        documents += 1;
        for (const sentence of sentencesOf(`${s.positioning} ${s.concepts.join(' ')} ${s.rationale}`, brandName))
          counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      }
    });
    expect(documents).toBe(100);
    const shared = [...counts].filter(([, n]) => n > documents / 4).map(([sentence, n]) => `${n}× ${sentence}`);
    expect(shared).toEqual([]);
  });
});
