/** Marks: builds a designer's mark for an archetype id (base modules and their §5 variants). */
import { EngineError } from '../types';
import { withConcept } from './icon-pick';
import { findBuilder, listRegisteredArchetypes } from './registry';
import type { Mark, MarkContext } from './types';

export { checkForbiddenMotifs } from './guardrails';
export { MissingFontsError } from './letters';

export type {
  Mark,
  MarkContext,
} from './types';
export { MARK_BOX } from './types';

/** Archetype ids (base and variant) that `buildMark` accepts. */
export function listMarkArchetypes(): string[] {
  return listRegisteredArchetypes();
}

/** Builds the mark for one archetype; throws INVALID_BRIEF for an unknown archetype id. */
export function buildMark(ctx: MarkContext, archetypeId: string): Mark {
  const builder = findBuilder(archetypeId);
  if (!builder) throw new EngineError(`Unknown archetype "${archetypeId}"`, 'INVALID_BRIEF');
  return withConcept(ctx, builder(ctx, archetypeId));
}
