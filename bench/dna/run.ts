/**
 * Cost of the DNA side of one design: applyVariation + buildPalette + writeStrategy, over 20 designers × 10 briefs ×
 * variants 0–1, after a warm-up round. Reports CPU time per design (process.cpuUsage), which is stable on a shared box.
 */
import { buildPalette } from '../../packages/engine/src/color';
import { DESIGNER_IDS, getDesigner } from '../../packages/engine/src/dna';
import { applyVariation, seedFor } from '../../packages/engine/src/random';
import { writeStrategy } from '../../packages/engine/src/strategy';
import type { Brief } from '../../packages/engine/src/types';

const BRIEFS: Brief[] = [
  {
    brandName: 'Northwind Coffee',
    industry: 'Coffee roastery',
    oneLiner: 'Small-batch beans for busy mornings',
    tagline: 'Wake up to better',
  },
  {
    brandName: 'Orbitra',
    industry: 'Satellite data',
    oneLiner: 'Daily imagery of every field on Earth',
    desiredColors: 'navy, teal and gold',
  },
  {
    brandName: 'The Kind Fork & Co',
    industry: 'Vegan restaurant',
    oneLiner: 'Plant food that even sceptics love',
    desiredColors: 'forest green',
  },
  { brandName: 'Helios Energy', industry: 'Solar power', oneLiner: 'Clean electricity for every rooftop', desiredColors: 'yellow' },
  { brandName: 'Okto', industry: 'Fintech', oneLiner: 'Banking for people who hate banks', competitors: 'Monzo, Revolut' },
  {
    brandName: 'Quokka',
    industry: 'Kids apparel',
    oneLiner: 'Play clothes that survive the playground',
    desiredColors: 'pastel pink, lavender',
  },
  { brandName: 'Ironclad Security', industry: 'Cybersecurity', oneLiner: 'We stop breaches before they start' },
  { brandName: 'Søren & Daughters', industry: 'Furniture', oneLiner: 'Danish chairs made by hand since 1921' },
  { brandName: 'Ember', industry: 'Bakery', oneLiner: 'Wood-fired sourdough every morning', desiredColors: 'terracotta' },
  { brandName: 'X', industry: 'AI', oneLiner: 'It is what it is' },
];

function designOnce(brief: Brief, id: string, variant: number): number {
  const seed = seedFor(brief.brandName, id, variant);
  const dna = applyVariation(getDesigner(id), variant, { seed });
  const palette = buildPalette(dna, brief, variant, { seed });
  const display = dna.typography.display[0];
  const support = dna.typography.support[0];
  const font = (f: typeof display) => ({
    family: f?.family ?? 'Inter',
    package: f?.package ?? '@fontsource/inter',
    weights: f?.weights ?? [400],
    style: 'normal' as const,
    category: f?.category ?? 'sans',
  });
  const strategy = writeStrategy({
    brief,
    dna,
    archetype: dna.archetypes[0]?.id ?? 'pure-wordmark',
    markDescription: 'A mark.',
    palette,
    typography: { display: font(display), support: font(support) },
    variant,
    seed,
  });
  return strategy.rationale.length;
}

function round(): { cpuMs: number; count: number } {
  const start = process.cpuUsage();
  let count = 0;
  for (const brief of BRIEFS)
    for (const id of DESIGNER_IDS) for (const variant of [0, 1]) count += designOnce(brief, id, variant) > 0 ? 1 : 0;
  const used = process.cpuUsage(start);
  return { cpuMs: (used.user + used.system) / 1000, count };
}

round();
const rounds = Array.from({ length: Number(process.argv[2] ?? 3) }, round);
const perDesign = rounds.map((r) => r.cpuMs / r.count).sort((a, b) => a - b);
const median = perDesign[Math.floor(perDesign.length / 2)] ?? 0;
console.log(
  `DNA side (variation + palette + strategy): ${rounds[0]?.count} designs per round, median ${median.toFixed(2)} ms CPU per design`,
);
