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
export { POSITIONING_BOUNDS } from './positioning';
export { RATIONALE_BOUNDS } from './rationale';
export { countTokens, countWords } from './words';

export function writeStrategy(params: StrategyParams): Strategy {
  const ctx = buildContext(params);
  const { concepts, selectedConcept } = writeConcepts(ctx);
  return { positioning: writePositioning(ctx), concepts, selectedConcept, rationale: writeRationale(ctx) };
}
