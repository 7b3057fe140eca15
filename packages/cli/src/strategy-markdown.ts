/** strategy.md: the design's strategy, palette and type as a short Markdown brief. */
import type { BrandDesign } from '@logo-dna/engine';

/**
 * Renders the strategy document written next to the logo files.
 * @public (generate.ts loads it with a dynamic import and spreads the module, which knip does not follow)
 */
export function toStrategyMarkdown(design: BrandDesign): string {
  const { strategy, palette, typography, brief, designer } = design;
  const lines = [
    `# ${brief.brandName}: brand strategy`,
    '',
    `Designed in the manner of ${designer.name} (${designer.principles.join(' · ')}).`,
    '',
    '## Positioning',
    '',
    strategy.positioning,
    '',
    '## Concepts',
    '',
    ...strategy.concepts.map(
      (concept, index) => `${index + 1}. ${concept}${concept === strategy.selectedConcept ? ' **(selected)**' : ''}`,
    ),
    '',
    '## Rationale',
    '',
    strategy.rationale,
    '',
    '## Palette',
    '',
    ...palette.colors.map((c) => `- ${c.role}: ${c.name} ${c.hex}`),
    '',
    '## Typography',
    '',
    `- Display: ${typography.display.family} (${typography.display.weights.join(', ')})`,
    `- Support: ${typography.support.family} (${typography.support.weights.join(', ')})`,
    '',
  ];
  return lines.join('\n');
}
