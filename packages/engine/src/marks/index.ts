/** Marks: builds a designer's mark for an archetype id (base modules and their §5 variants). */
import { EngineError } from '../types';
import type { Mark, MarkBuilder, MarkContext } from './types';

export type { InkRole, Mark, MarkContext, MarkDna, MarkFonts, MarkLayer, MarkRng, MarkText, MarkTextOptions } from './types';
export { MARK_BOX } from './types';

const BUILDERS: Record<string, MarkBuilder> = {};

/** Archetype ids (base and variant) that `buildMark` accepts. */
export function listMarkArchetypes(): string[] {
  return Object.keys(BUILDERS);
}

/** Builds the mark for one archetype; throws INVALID_BRIEF for an unknown archetype id. */
export function buildMark(ctx: MarkContext, archetypeId: string): Mark {
  const builder = BUILDERS[archetypeId];
  if (!builder) throw new EngineError(`Unknown archetype "${archetypeId}"`, 'INVALID_BRIEF');
  return builder(ctx, archetypeId);
}
