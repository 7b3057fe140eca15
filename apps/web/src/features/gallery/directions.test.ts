import { OWN_DESIGN_SEED } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { getDesigner } from '../../../../../packages/engine/src/dna';
import { TAKE_CYCLE as ENGINE_TAKE_CYCLE, planTake, seedFor } from '../../../../../packages/engine/src/random';
import { DESIGNERS } from '../designer-picker/designer-catalog';
import { toBrief } from '../generation/generate-logo-system';
import { directionBrief, directionName, MAX_VARIANTS, mintDesignerDirections, mintVariants, TAKE_CYCLE, VARIANT_BATCH } from './directions';

const INPUT = { brandName: 'Northwind', industry: 'Coffee roastery', oneLiner: 'Small-batch coffee', designerDna: 'saul-bass' };

describe('gallery directions', () => {
  it('are one per designer of the picker, the brief’s designer first, each its own record id', () => {
    const directions = mintDesignerDirections(DESIGNERS, 'saul-bass');
    expect(directions).toHaveLength(DESIGNERS.length);
    expect(directions[0]?.designerId).toBe('saul-bass');
    expect(new Set(directions.map((direction) => direction.designerId))).toEqual(new Set(DESIGNERS.map((designer) => designer.id)));
    expect(new Set(directions.map((direction) => direction.id)).size).toBe(directions.length);
    for (const direction of directions) expect(direction.id).toMatch(/^logo_\d+_[a-z0-9]{9}$/);
  });

  it('are drawn from the brief the pipeline sends for the designer’s own design', () => {
    const [direction] = mintDesignerDirections(DESIGNERS, 'milton-glaser');
    if (!direction) throw new Error('no direction');
    expect(directionBrief(INPUT, direction)).toEqual(toBrief({ ...INPUT, designerDna: 'milton-glaser' }));
    expect(directionBrief(INPUT, direction)).toMatchObject({ designerId: 'milton-glaser', seed: OWN_DESIGN_SEED, variant: 0 });
  });

  it('draw a variant as that many regenerations of the designer’s own design', () => {
    const [base] = mintDesignerDirections([{ id: 'paula-scher' }], 'paula-scher');
    if (!base) throw new Error('no direction');
    const [, third] = mintVariants(base, 1, 2);
    if (!third) throw new Error('no variant');
    expect(third.index).toBe(3);
    expect(directionBrief(INPUT, third)).toMatchObject({ designerId: 'paula-scher', seed: OWN_DESIGN_SEED, variant: 3 });
  });

  it('count the same take cycle as the engine', () => {
    expect(TAKE_CYCLE).toBe(ENGINE_TAKE_CYCLE);
  });

  it.each(DESIGNERS.map((designer) => designer.id))('step %s’s variants through takes its direction has not shown', (designerId) => {
    const [base] = mintDesignerDirections([{ id: designerId }], designerId);
    if (!base) throw new Error('no direction');
    const variants = mintVariants(base, 0, VARIANT_BATCH);
    expect(variants.map((variant) => variant.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const dna = getDesigner(designerId);
    // The engine's own design starts from the brand's take seed and walks one take per variant.
    const takeSeed = seedFor(INPUT.brandName, designerId, 0);
    const plans = [base, ...variants].map((direction) => planTake(dna, takeSeed, directionBrief(INPUT, direction).variant ?? 0, 1));
    expect(plans.map((plan) => plan.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((step) => (plans[0]!.position + step) % TAKE_CYCLE));
    expect(new Set(plans.map((plan) => `${plan.archetype}#${plan.take}`)).size).toBe(plans.length);
  });

  it('continue after the variants already shown and stop at one per take', () => {
    const [base] = mintDesignerDirections([{ id: 'paul-rand' }], 'paul-rand');
    if (!base) throw new Error('no direction');
    expect(mintVariants(base, 8, VARIANT_BATCH).map((variant) => variant.index)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(mintVariants(base, 16, VARIANT_BATCH).map((variant) => variant.index)).toEqual([17, 18, 19]);
    expect(mintVariants(base, MAX_VARIANTS, VARIANT_BATCH)).toEqual([]);
  });

  it('are named by designer, and by variant number after the first', () => {
    expect(directionName({ id: 'a', designerId: 'paul-rand', index: 0 }, 'Paul Rand')).toBe('Paul Rand');
    expect(directionName({ id: 'b', designerId: 'paul-rand', index: 3 }, 'Paul Rand')).toBe('Paul Rand, variant 3');
  });
});
