/**
 * Which archetype a variant builds (designer-dna.md §6): variant 0 takes the top-ranked one; variants 1…n walk a
 * weighted order drawn without replacement, so every archetype above weight 0.15 appears before any repeats.
 */
import type { ArchetypeWeight, DesignerDNA } from '../dna/types';
import { weightedIndex } from './jitter';
import { createRng } from './rng';

/** Archetypes at or below this weight are rare options; the first cycle of variants skips them. */
export const MAIN_ARCHETYPE_WEIGHT = 0.15;

/** A permutation drawn by repeated weighted choice without replacement, weights jittered by w·(1 + a·u). */
function weightedOrder(items: readonly ArchetypeWeight[], seed: number, path: string, amount: number): ArchetypeWeight[] {
  const rng = createRng(seed, path);
  const pool = items.map((item) => ({ item, weight: item.weight * (1 + amount * rng.triangular()) }));
  const order: ArchetypeWeight[] = [];
  while (pool.length > 0) {
    const index = weightedIndex(
      pool.map((p) => p.weight),
      rng.next(),
    );
    order.push((pool.splice(index, 1)[0] as { item: ArchetypeWeight }).item);
  }
  return order;
}

/**
 * The sequence of archetype ids for variants 0, 1, 2, … of one brand. `orderSeed` must not depend on the variant
 * (use `seedFor(brandName, dna.id, 0)`), so consecutive variants really draw without replacement.
 */
export function archetypeForVariant(dna: DesignerDNA, variant: number, orderSeed: number): string {
  const ranked = dna.archetypes;
  const top = ranked[0];
  if (!top) throw new RangeError(`${dna.id} has no archetypes`);
  if (variant === 0 || ranked.length === 1) return top.id;
  const amount = dna.variation.amount;
  const main = ranked.filter((a, i) => i > 0 && a.weight > MAIN_ARCHETYPE_WEIGHT);
  const firstCycle = [top, ...weightedOrder(main, orderSeed, 'archetype.cycle.0', amount)];
  if (variant < firstCycle.length) return (firstCycle[variant] as ArchetypeWeight).id;
  // After the first cycle every archetype, rare ones included, takes turns in fresh weighted orders.
  const rest = variant - firstCycle.length;
  const cycle = Math.floor(rest / ranked.length) + 1;
  const order = weightedOrder(ranked, orderSeed, `archetype.cycle.${cycle}`, amount);
  return (order[rest % ranked.length] as ArchetypeWeight).id;
}
