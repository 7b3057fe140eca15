/**
 * Directions of the gallery: one per designer, and further variants of one designer. A designer's direction is the
 * designer's own design of the brief (OWN_DESIGN_SEED: the engine deals the brief's pictures among the twenty, so
 * they answer it differently), and its variant n is that design's nth regeneration. A direction is the record it would
 * open as: its id is made up front and the record keeps the seed and variant, so its thumbnail, the system it opens
 * as, that system reopened from history and its brand kit are all one design.
 */
import { type BrandInput, type GenerationBrief, OWN_DESIGN_SEED } from '@logo-dna/protocol';
import { createLogoSystemId } from '../generation/build-record';
import { toBrief } from '../generation/generate-logo-system';

export interface Direction {
  /** The id of the logo system record this direction opens as. */
  id: string;
  designerId: string;
  /** 0 for a designer's direction in the gallery; 1, 2, … for its further variants. */
  index: number;
}

/**
 * The engine's cycle of takes (packages/engine random/archetype-choice.ts TAKE_CYCLE, checked by a test): each
 * variant of a design starts one take further along the designer's cycle of archetypes, so the cycle's length bounds
 * the variants that differ.
 */
export const TAKE_CYCLE = 20;

/** Variants shown at once for a designer, and how many a designer can have (one per take of its cycle). */
export const VARIANT_BATCH = 8;
export const MAX_VARIANTS = TAKE_CYCLE - 1;

export interface Minting {
  now?: () => Date;
  random?: () => number;
}

function mintId(minting: Minting): string {
  return createLogoSystemId((minting.now ?? (() => new Date()))(), minting.random);
}

/** One direction per designer, the brief's own designer first and the rest in the picker's order. */
export function mintDesignerDirections(
  designers: ReadonlyArray<{ id: string }>,
  firstDesignerId: string,
  minting: Minting = {},
): Direction[] {
  const ordered = [
    ...designers.filter((designer) => designer.id === firstDesignerId),
    ...designers.filter((d) => d.id !== firstDesignerId),
  ];
  return ordered.map((designer) => ({ id: mintId(minting), designerId: designer.id, index: 0 }));
}

/**
 * The next `count` variants of a designer's direction (after `existing` of them): variant n is the designer's own
 * design walked n takes along the designer's cycle, so they step through its families of solution instead of
 * repeating one.
 */
export function mintVariants(base: Direction, existing: number, count: number, minting: Minting = {}): Direction[] {
  const total = Math.min(MAX_VARIANTS, existing + count);
  const variants: Direction[] = [];
  for (let index = existing + 1; index <= total; index += 1) variants.push({ id: mintId(minting), designerId: base.designerId, index });
  return variants;
}

/** The brief a direction is drawn and opened from: the pipeline's own, for this designer's own design and variant. */
export function directionBrief(input: BrandInput, direction: Direction): GenerationBrief {
  return toBrief({ ...input, designerDna: direction.designerId }, OWN_DESIGN_SEED, direction.index);
}

/** How a direction is named to the user ("Paul Rand", "Paul Rand, variant 3"). */
export function directionName(direction: Direction, designerName: string): string {
  return direction.index === 0 ? designerName : `${designerName}, variant ${direction.index}`;
}
