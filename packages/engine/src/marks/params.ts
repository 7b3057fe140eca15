/** Reading a DNA's construction parameters with the §6 seeded variation (variant 0 = canonical values). */
import type { MarkContext, MarkRange } from './types';

/** Default variation amount (designer-dna.md §6). */
const AMOUNT = 0.1;

/** Triangular sample in [−1, 1] for one parameter path, drawn from the seed (every seed is its own take). */
function sampleU(ctx: MarkContext, path: string): number {
  const rng = ctx.rng(`marks:${path}`);
  return rng.next() - rng.next();
}

/** A value picked inside a declared range: the midpoint, jittered additively on the range width. */
export function valueInRange(ctx: MarkContext, path: string, range: MarkRange): number {
  const [min, max] = range;
  const mid = (min + max) / 2;
  return Math.min(max, Math.max(min, mid + AMOUNT * sampleU(ctx, path) * (max - min) * 5));
}

/** An integer count inside a range: canonical = rounded midpoint (upper on ties), variants move within the range. */
export function countInRange(ctx: MarkContext, path: string, range: MarkRange): number {
  return Math.round(valueInRange(ctx, path, range));
}

/** A positive ratio jittered multiplicatively by ±10 %. */
export function varyRatio(ctx: MarkContext, path: string, value: number): number {
  return value * (1 + AMOUNT * sampleU(ctx, path));
}

/** A seeded choice among options of equal standing. */
export function chooseOption<T>(ctx: MarkContext, path: string, options: readonly T[]): T {
  if (options.length === 0) throw new RangeError(`No options for ${path}`);
  return ctx.rng(`marks:${path}`).pick(options);
}

/**
 * The family of solution a module draws (its main construction choice): family `take mod n` when the take is
 * planned, so consecutive seeds of one brief get different families; otherwise a seeded choice.
 */
export function chooseFamily<T>(ctx: MarkContext, path: string, families: readonly T[]): T {
  if (families.length === 0) throw new RangeError(`No families for ${path}`);
  if (ctx.take === undefined) return ctx.rng(`marks:${path}`).pick(families);
  return families[ctx.take % families.length] as T;
}

/** A module block of the DNA geometry (e.g. `seal`, `petals`), or an empty object. */
export function moduleBlock(ctx: MarkContext, key: string): Record<string, unknown> {
  const block = ctx.dna.geometry[key];
  return block && typeof block === 'object' ? (block as Record<string, unknown>) : {};
}

export function readNumber(block: Record<string, unknown>, key: string, fallback: number): number {
  const value = block[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function readRange(block: Record<string, unknown>, key: string, fallback: MarkRange): MarkRange {
  const value = block[key];
  return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number')
    ? [value[0] as number, value[1] as number]
    : fallback;
}

/** True when the designer's shape vocabulary names the shape. */
export function allowsShape(ctx: MarkContext, shape: string): boolean {
  return ctx.dna.geometry.vocabulary.includes(shape);
}

/** Corner radius for an element of size `size`, from the DNA's cornerRadiusRatio. */
export function cornerRadius(ctx: MarkContext, size: number): number {
  return ctx.dna.geometry.cornerRadiusRatio * size;
}

/** Smallest allowed detail in mark units (box side M = 1000), never below 1/24 of the box. */
export function minFeature(ctx: MarkContext, box = 1000): number {
  return Math.max(ctx.dna.geometry.minFeatureRatio, 1 / 24) * box;
}
