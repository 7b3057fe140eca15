/** Strategy prose for the stand-in engine: brief-driven sentences fitted to the spec's word ranges (§9). */
import type { DesignInput, DesignStrategy } from './design-summary';
import { fitWords, truncateWords } from './words';

/** Positioning 50–120 words, rationale 150–200 words (spec §9). */
export const POSITIONING_WORDS = { min: 50, max: 120 } as const;
export const RATIONALE_WORDS = { min: 150, max: 200 } as const;

const CONCEPT_ANGLES = [
  ['Clear Signal', 'a single confident form that reads at any size and says one thing well'],
  ['Crafted Character', 'a mark with a human detail that rewards a second look without losing clarity'],
  ['Bold System', 'a modular shape that scales from app icon to signage and holds a whole visual language'],
] as const;

const RATIONALE_FILLERS = [
  'The palette keeps one strong primary for recognition, a quieter secondary for depth, an accent reserved for moments that need attention, and a neutral that lets content breathe.',
  'The typography pairs a display face with personality for headlines and a calm, highly legible support face for everything people actually read.',
  'Every lockup is drawn from the same master mark, so the primary, horizontal, stacked and monochrome versions feel like one family rather than four separate ideas.',
  'The mark stays legible at twenty-four pixels and keeps WCAG AA contrast on its light and dark grounds, which keeps it honest on small screens and in print.',
  'Restraint is the point: fewer elements, used consistently, build recognition faster than a crowded identity ever could.',
];

const POSITIONING_FILLERS = [
  'Every touchpoint, from the first glance at the mark to the smallest interface detail, should feel deliberate, confident and easy to recognise.',
  'The identity earns trust through consistency rather than volume.',
  'It should feel as at home on a phone screen as on a storefront.',
];

function lowerFirst(text: string): string {
  return text ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Writes a strategy whose concept choice follows the seed and variant. */
export function writeStandInStrategy(input: DesignInput, designerName: string): DesignStrategy {
  const brand = input.brandName.trim();
  const industry = input.industry.trim().toLowerCase();
  const promise = truncateWords(lowerFirst(input.oneLiner.trim()).replace(/[.!?]+$/, ''), 30).replace(/\.$/, '');
  const rivals = input.competitors?.trim() ? ` such as ${truncateWords(input.competitors.trim(), 12).replace(/\.$/, '')}` : '';
  const positioning = fitWords(
    [
      `${brand} is the ${industry} brand for people who want ${promise}.`,
      `Where others${rivals} compete on noise, ${brand} competes on clarity: one focused promise, one consistent voice and an identity shaped in the spirit of ${designerName}.`,
      input.tagline?.trim() ? `The line "${truncateWords(input.tagline.trim(), 12)}" carries that promise in a few words.` : '',
    ].filter(Boolean),
    POSITIONING_FILLERS,
    POSITIONING_WORDS.min,
    POSITIONING_WORDS.max,
  );
  const concepts = CONCEPT_ANGLES.map(([name, idea]) => `${name}: ${idea}, built for ${brand}.`) as [string, string, string];
  const selectedConcept = concepts[(input.seed + input.variant) % concepts.length] as string;
  const rationale = fitWords(
    [
      `We recommend ${selectedConcept.split(':')[0]} because it gives ${brand} the clearest route to being remembered in ${industry}.`,
      `It answers the brief directly: people come to ${brand} because they want ${promise}, and the identity should make that promise visible before a single word is read.`,
      `Following ${designerName}, the design favours a strong idea over decoration.`,
    ],
    RATIONALE_FILLERS,
    RATIONALE_WORDS.min,
    RATIONALE_WORDS.max,
  );
  return { positioning, concepts, selectedConcept, rationale };
}
