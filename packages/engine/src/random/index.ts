/** Seeded randomness for the engine: hashing, per-path streams, the §6 jitter rules and DNA variation. */

export { jitterAnchorHex, NEUTRAL_CHROMA } from './anchor-jitter';
export { dealArchetypes, planTake, rankArchetypesForTake, TAKE_CYCLE, type TakePlan } from './archetype-choice';
export { hash32, normalizeForSeed, seedFor } from './hash';
export { clamp, jitterAngle, jitterInt, jitterRange, jitterRatio, snapWeight, weightedIndex } from './jitter';
export type { Rng } from './rng';
export { createRng, createRngFactory } from './rng';
export type { VariationOptions } from './variation';
export { applyVariation, DEFAULT_VARIATION_AMOUNT } from './variation';
