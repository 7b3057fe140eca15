/**
 * Directions of the gallery: one per designer, and further variants of one designer. A direction is the record it
 * would open as: its id is made up front and the generation seed derives from that id (generation/logo-system.ts
 * seedFromId), so its thumbnail, the system it opens as, that system reopened from history and its brand kit are
 * all one design.
 */
import type { BrandInput, GenerationBrief } from '@logo-dna/protocol';
import { createLogoSystemId } from '../generation/build-record';
import { toBrief } from '../generation/generate-logo-system';
import { seedFromId } from '../generation/logo-system';

export interface Direction {
  /** The id of the logo system record this direction opens as. */
  id: string;
  designerId: string;
  /** 0 for a designer's direction in the gallery; 1, 2, … for its further variants. */
  index: number;
}

/**
 * The engine's cycle of takes (packages/engine random/archetype-choice.ts TAKE_CYCLE, checked by a test): a seed
 * picks where in a designer's cycle of archetypes a design starts, by its remainder modulo this length.
 */
export const TAKE_CYCLE = 20;

/** Variants shown at once for a designer, and how many a designer can have (one per take of its cycle). */
export const VARIANT_BATCH = 8;
export const MAX_VARIANTS = TAKE_CYCLE - 1;

/** Record ids drawn before taking one whose seed is off its wanted take (a 1 in 20 chance each: never in practice). */
const MAX_DRAWS = 2000;

export interface Minting {
  now?: () => Date;
  random?: () => number;
}

export function seedOf(direction: Pick<Direction, 'id'>): number {
  return seedFromId(direction.id);
}

/** A record id whose seed passes `accept` (a fresh id when `accept` is left out). */
function mintId(minting: Minting, accept: (seed: number) => boolean = () => true): string {
  const now = (minting.now ?? (() => new Date()))();
  let id = createLogoSystemId(now, minting.random);
  for (let draw = 1; draw < MAX_DRAWS && !accept(seedFromId(id)); draw += 1) id = createLogoSystemId(now, minting.random);
  return id;
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
 * The next `count` variants of a designer's direction (after `existing` of them): each one take further along the
 * designer's cycle than the last, so they step through the designer's families of solution instead of repeating one.
 */
export function mintVariants(base: Direction, existing: number, count: number, minting: Minting = {}): Direction[] {
  const baseTake = seedOf(base) % TAKE_CYCLE;
  const total = Math.min(MAX_VARIANTS, existing + count);
  const variants: Direction[] = [];
  for (let index = existing + 1; index <= total; index += 1) {
    const take = (baseTake + index) % TAKE_CYCLE;
    variants.push({ id: mintId(minting, (seed) => seed % TAKE_CYCLE === take), designerId: base.designerId, index });
  }
  return variants;
}

/** The brief a direction is drawn and opened from: the pipeline's own, for this designer and seed. */
export function directionBrief(input: BrandInput, direction: Direction): GenerationBrief {
  return toBrief({ ...input, designerDna: direction.designerId }, seedOf(direction));
}

/** How a direction is named to the user ("Paul Rand", "Paul Rand, variant 3"). */
export function directionName(direction: Direction, designerName: string): string {
  return direction.index === 0 ? designerName : `${designerName}, variant ${direction.index}`;
}
