/** Stand-in strategy text (spec §9 word bounds) used until the strategy module's writeStrategy lands. */
import type { DesignerDNA } from '../dna/types';
import type { Brief, Palette, Strategy, Typography } from '../types';

export interface FallbackStrategyParams {
  brief: Brief;
  dna: DesignerDNA;
  markDescription: string;
  palette: Palette;
  typography: Typography;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Adds sentences from `extra` until the text reaches `min` words, then trims whole sentences past `max`. */
function fitWords(sentences: string[], extra: string[], min: number, max: number): string {
  const out = [...sentences];
  for (const sentence of extra) {
    if (countWords(out.join(' ')) >= min) break;
    out.push(sentence);
  }
  while (countWords(out.join(' ')) > max && out.length > 1) out.pop();
  return out.join(' ');
}

/** Positioning, three concepts and a rationale built from the brief and the designer's principles. */
export function writeFallbackStrategy(params: FallbackStrategyParams): Strategy {
  const { brief, dna, markDescription, typography } = params;
  const name = brief.brandName.trim();
  const industry = brief.industry.trim().toLowerCase();
  const [p1, p2, p3, p4] = dna.principles.map((p) => p.toLowerCase());
  const positioning = fitWords(
    [
      `${name} works in ${industry}: ${brief.oneLiner.trim().replace(/\.$/, '')}.`,
      `The identity has to make that promise visible at a glance, on a phone screen as much as on a sign.`,
      brief.competitors
        ? `Against ${brief.competitors.trim()}, it should look more certain and less generic.`
        : `It should look more certain and less generic than the category around it.`,
    ],
    [
      `The brief asks for a mark that people can remember after one look and redraw from memory.`,
      `Every choice below serves clarity first and character second, in that order.`,
      `The system must hold up in one colour, at small sizes and on dark grounds.`,
    ],
    55,
    115,
  );
  const concepts: [string, string, string] = [
    `${dna.name}'s ${p1}: ${markDescription.replace(/\.$/, '').toLowerCase()}, set beside the name.`,
    `${p2} as the voice: the name itself carries the identity, set in ${typography.display.family}.`,
    `${p3}: one confident symbol that stands for ${name} without words.`,
  ];
  const rationale = fitWords(
    [
      `The selected concept follows ${dna.name}'s rule of ${p1}.`,
      `${markDescription}`,
      `It is built from geometry rather than drawn freehand, so it stays crisp from a favicon to a façade.`,
      `The wordmark is set in ${typography.display.family} and converted to outlines, so it looks the same everywhere.`,
      `${typography.support.family} carries the supporting text, quiet enough not to compete with the name.`,
      `The palette leads with ${params.palette.primary}, chosen for ${industry} and checked for contrast against light and dark grounds.`,
      `The principle of ${p2} keeps the mark from chasing trends, and ${p4} keeps it useful in daily work.`,
      `A monochrome and a reversed version come from the same master, so ${name} always reads as one brand.`,
    ],
    [
      `Clear space around the mark is part of the design, not an afterthought, and it scales with the mark.`,
      `The app icon uses the same construction, simplified where small sizes demand it.`,
      `Together these choices give ${name} an identity that feels considered, durable and unmistakably its own.`,
    ],
    155,
    195,
  );
  return { positioning, concepts, selectedConcept: concepts[0], rationale };
}
