/**
 * writeStrategy: the deterministic strategy text (spec §3, §9): positioning 50–120 words, three concepts, the
 * selected one and a 150–200-word rationale, assembled from seeded sentence frames and each designer's vocabulary.
 * No language model is involved: the same inputs always give the same words.
 */
import type { Strategy } from '../types';
import { writeConcepts } from './concepts';
import { buildContext, type StrategyParams } from './context';
import { writePositioning } from './positioning';
import { writeRationale } from './rationale';

export type { StrategyParams } from './context';

export { countTokens, countWords } from './words';

const ALT_CONCEPT_CHARS = 100;

/**
 * The alt text (spec §3): the brand name and at most the first 100 characters of the selected concept, cut where a
 * clause ends (or else between words, with an ellipsis) so it never stops inside a word or a quotation.
 */
export function altTextFor(name: string, concept: string): string {
  if (concept.length <= ALT_CONCEPT_CHARS) return `${name} ${concept}`;
  const head = concept.slice(0, ALT_CONCEPT_CHARS + 1);
  const clause = head.lastIndexOf(', ');
  const quoteOpen = (s: string) => (s.match(/"/g) ?? []).length % 2 === 1;
  if (clause > 30 && !quoteOpen(head.slice(0, clause))) return `${name} ${head.slice(0, clause)}.`;
  let cut = head.slice(0, head.lastIndexOf(' ')).replace(/[\s,;:"(-]+$/, '');
  if (quoteOpen(cut)) cut = cut.slice(0, cut.lastIndexOf('"')).replace(/[\s,;:(-]+$/, '');
  return `${name} ${cut}…`;
}

export function writeStrategy(params: StrategyParams): Strategy {
  const ctx = buildContext(params);
  const { concepts, selectedConcept } = writeConcepts(ctx);
  return { positioning: writePositioning(ctx), concepts, selectedConcept, rationale: writeRationale(ctx) };
}
