/**
 * Which archetype, and which take of it, a (seed, variant) builds (designer-dna.md §6 and §1: every designer has
 * several families of solution, used by weight). The designer's archetypes are dealt into a cycle by smooth weighted
 * round robin, so each appears in proportion to its weight and repeats are spread apart. The seed picks where in the
 * cycle a brand starts and the variant walks on from there, so consecutive seeds and regenerations step through
 * different archetypes; a repeated archetype comes back as its next take (another family of that module).
 */
import type { DesignerDNA } from '../dna/types';
import { hash32 } from './hash';

/** Length of one cycle of takes: with weights in steps of 0.05 every archetype appears its exact share. */
export const TAKE_CYCLE = 20;

export interface TakePlan {
  /** The archetype this take builds. */
  archetype: string;
  /** How many times this archetype came earlier in the walk, offset per brand: the module's family index. */
  take: number;
  /** Position in the designer's cycle (0 = the designer's canonical first take). */
  position: number;
}

/** Smooth weighted round robin (the nginx upstream balancer): a spread-out sequence with counts ∝ weight. */
export function dealArchetypes(dna: Pick<DesignerDNA, 'archetypes' | 'id'>, length = TAKE_CYCLE): string[] {
  const items = dna.archetypes.filter((a) => a.weight > 0);
  if (items.length === 0) throw new RangeError(`${dna.id} has no archetypes`);
  const total = items.reduce((sum, a) => sum + a.weight, 0);
  const current = items.map(() => 0);
  const deck: string[] = [];
  for (let step = 0; step < length; step++) {
    let best = 0;
    items.forEach((a, i) => {
      current[i] = (current[i] as number) + a.weight;
      if ((current[i] as number) > (current[best] as number) + 1e-12) best = i;
    });
    current[best] = (current[best] as number) - total;
    deck.push((items[best] as { id: string }).id);
  }
  return deck;
}

/**
 * The take for one seed and variant. `takeSeed` must not depend on the variant (an explicit `--seed`, or
 * seedFor(brandName, designerId, 0)), so regenerating walks the cycle; `brandSalt` (from the brand and designer)
 * shifts which family of an archetype comes first, so two brands on the same cycle position still differ.
 */
export function planTake(dna: Pick<DesignerDNA, 'archetypes' | 'id'>, takeSeed: number, variant: number, brandSalt = 0): TakePlan {
  const deck = dealArchetypes(dna);
  const position = ((takeSeed >>> 0) + Math.max(0, Math.floor(variant))) % deck.length;
  const archetype = deck[position] as string;
  const earlier = deck.slice(0, position).filter((id) => id === archetype).length;
  const salt = hash32(`${brandSalt >>> 0}|${archetype}`) % 7;
  return { archetype, take: earlier + salt, position };
}

/**
 * Archetypes to try, best first: the planned take's own, then, when its module declines the brief or a quality check
 * rejects it, the takes the designer's cycle deals next (so a declined take does not fall back on the designer's
 * first archetype, which a neighbouring seed or brief draws already), then any left in rank order.
 */
export function rankArchetypesForTake(dna: Pick<DesignerDNA, 'archetypes' | 'id'>, plan: TakePlan): string[] {
  const deck = dealArchetypes(dna);
  const next = deck.map((_, i) => deck[(plan.position + 1 + i) % deck.length] as string);
  return [...new Set([plan.archetype, ...next, ...dna.archetypes.map((a) => a.id)])];
}
