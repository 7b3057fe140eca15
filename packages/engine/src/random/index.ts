/** Seeded randomness for the engine: hashing, per-path streams, the §6 jitter rules and DNA variation. */

export { planTake, TAKE_CYCLE } from './archetype-choice';
export { seedFor } from './hash';

export { createRngFactory } from './rng';

export { applyVariation } from './variation';
