/** The object schemas and prompts of the generation pipeline (spec §7 "Product use of the calls", §9 brief limits). */
import type { BrandInput } from '@logo-dna/protocol';
import type { JsonSchema } from '../../shared/api';

const text = (description: string): JsonSchema => ({ type: 'string', description });

export const STRATEGY_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    positioning: text('Positioning summary, 50-120 words'),
    concepts: { type: 'array', items: text('A logo concept'), minItems: 3, maxItems: 3 },
    selectedConcept: text('The concept chosen for the logo system'),
    rationale: text('Brand rationale, 150-200 words'),
  },
  required: ['positioning', 'concepts', 'selectedConcept', 'rationale'],
};

export const COLORS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    primary: text('Hex colour'),
    secondary: text('Hex colour'),
    accent: text('Hex colour'),
    neutral: text('Hex colour'),
    // Optional: the engine's palette record (named colours with the ground, both grounds, contrast pairs).
    swatches: {
      type: 'array',
      description: 'Every palette colour, the ground included',
      items: { type: 'object', properties: { role: text('Role'), name: text('Colour name'), hex: text('Hex colour') } },
    },
    grounds: { type: 'object', properties: { light: text('Light ground, hex'), dark: text('Dark ground, hex') } },
    contrastPairs: { type: 'array', description: 'Foreground/background pairs with their WCAG contrast ratio' },
  },
  required: ['primary', 'secondary', 'accent', 'neutral'],
};

export const TYPOGRAPHY_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    display: text('Display font family'),
    support: text('Support font family'),
    // Optional: the engine's word on the faces drawn, when the designer's own have no letters for the name.
    displayStandsInFor: text("The designer's face the display face is drawn in place of, or empty"),
    supportStandsInFor: text("The designer's face the support face is drawn in place of, or empty"),
    omitted: {
      type: 'array',
      description: 'Characters of the name or tagline the logos leave out (an emoji)',
      items: {
        type: 'object',
        properties: {
          field: text('brandName or tagline'),
          text: text('The character'),
          codePoints: { type: 'array' },
          reason: text('emoji or no-font'),
        },
      },
    },
  },
  required: ['display', 'support'],
};

function describeBrand(input: BrandInput, designerName: string): string {
  const lines = [
    `Brand: ${input.brandName}`,
    `Industry: ${input.industry}`,
    `What it does: ${input.oneLiner}`,
    input.tagline ? `Tagline: ${input.tagline}` : '',
    input.desiredColors ? `Desired colours: ${input.desiredColors}` : '',
    input.competitors ? `Competitors: ${input.competitors}` : '',
    `Designer DNA: ${designerName}`,
  ];
  return lines.filter(Boolean).join('\n');
}

export function buildStrategyPrompt(input: BrandInput, designerName: string): string {
  return `Write a brand strategy in the style of ${designerName}: a positioning summary of 50-120 words, three logo concepts, the selected concept and a rationale of 150-200 words.\n${describeBrand(input, designerName)}`;
}

export function buildLogoPrompt(input: BrandInput, designerName: string, concept: string): string {
  return `Design a logo system (primary, monochrome, horizontal, stacked) for ${input.brandName}, legible at 24px with WCAG AA contrast, in the style of ${designerName}. Concept: ${concept}\n${describeBrand(input, designerName)}`;
}

export function buildColorsPrompt(input: BrandInput, designerName: string): string {
  return `Choose a brand colour palette (primary, secondary, accent, neutral) as hex values.\n${describeBrand(input, designerName)}`;
}

export function buildTypographyPrompt(input: BrandInput, designerName: string): string {
  return `Choose a display font and a support font (open-licence families).\n${describeBrand(input, designerName)}`;
}
