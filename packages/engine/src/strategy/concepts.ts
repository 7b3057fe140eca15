/**
 * Three concepts (spec §9): the one the mark was built from plus two other archetypes the designer ranks, each a
 * titled idea tied to the brief, in a seeded order. The built one is the selected concept.
 */

import { singularize } from '../brief/keywords';
import { baseArchetypeOf } from '../dna/archetypes';
import type { BaseArchetypeId } from '../dna/types';
import { ARCHETYPE_IDEAS } from './archetype-ideas';
import { type StrategyContext, shuffle, spendVoice } from './context';
import { toSentence } from './words';

type Tie = (c: StrategyContext, principle: string) => string;

const TIES: Tie[] = [
  (_c, p) => `in the spirit of "${p}"`,
  (c) => `to make ${c.name} feel ${c.voice.adjectives[0]} at first sight`,
  (c) => `which keeps ${c.reading.offer ?? `what ${c.name} promises`} at the centre of the story`,
  (c, p) => `true to ${c.designer}'s rule, "${p}"`,
  (c) => `answering ${c.designer}'s question: ${c.voice.question}`,
  (c) => `built to be ${c.voice.adjectives[1]} rather than ${c.voice.enemy}`,
];

export interface ConceptSet {
  concepts: [string, string, string];
  selectedConcept: string;
}

function writeConcept(c: StrategyContext, base: BaseArchetypeId, slot: number, tie: Tie): string {
  const idea = ARCHETYPE_IDEAS[base];
  const title = c.rng(`concepts.${slot}`).pick(idea.titles);
  const principle = c.principles[slot % c.principles.length] ?? c.principles[0] ?? '';
  // The selected route is the mark that was built: it is told by what the drawing does, not by the plan.
  const text =
    slot === 0
      ? builtIdea(c.markSentence, [c.name, c.initials, c.mark.letters ?? ''])
      : idea.idea({ name: c.name, initials: c.initials, keyword: subjectOf(c) });
  return toSentence(`${title}: ${text}, ${tie(c, principle)}`);
}

/**
 * The built mark's own description as a concept line: its factual first clause, without the closing stop, lowered
 * after the title's colon ("A boat…" → "a boat…") unless it opens with the brand's own letters.
 */
function builtIdea(description: string, ownText: readonly string[]): string {
  const clause = (description.split(/:(?=\s)/)[0] ?? description).replace(/[.!]+$/, '').trim();
  const first = clause.split(/\s+/)[0] ?? '';
  const own = ownText.some((t) => t && clause.toLocaleLowerCase().startsWith(t.toLocaleLowerCase()));
  // A lone capital other than the article "A" is a letter of the name ("H and a sailboat…").
  if (own || /^\p{Lu}{2,}/u.test(first) || (first.length === 1 && first !== 'A')) return clause;
  return clause.charAt(0).toLocaleLowerCase() + clause.slice(1);
}

/** What a pictorial concept would show: the built mark's subject, else the offer's head noun, else a keyword. */
function subjectOf(c: StrategyContext): string {
  if (c.mark.subject) return c.mark.subject.replace(/^pair of /, '');
  const head = c.reading.offer?.split(/\s+/).pop();
  return head && /^\p{L}+$/u.test(head) ? singularize(head.toLocaleLowerCase()) : c.keyword;
}

/** The selected base archetype first, then the designer's next-ranked distinct ones, then any distinct fallback. */
function conceptArchetypes(c: StrategyContext): BaseArchetypeId[] {
  const selected = baseArchetypeOf(c.archetypeId);
  const picked: BaseArchetypeId[] = [selected];
  const candidates = [
    ...c.dna.archetypes.map((a) => baseArchetypeOf(a.id)),
    'pure-wordmark',
    'geometric-monogram',
    'pictogram-silhouette',
  ] as BaseArchetypeId[];
  for (const base of candidates) {
    if (picked.length === 3) break;
    if (!picked.includes(base)) picked.push(base);
  }
  return picked;
}

export function writeConcepts(c: StrategyContext): ConceptSet {
  // Each concept gets a different closing tie, drawn without replacement.
  const ties = shuffle(TIES, c.rng('concepts.ties'));
  const written = conceptArchetypes(c).map((base, i) => writeConcept(c, base, i, ties[i] as Tie));
  for (const concept of written) spendVoice(c, concept);
  const selectedConcept = written[0] as string;
  // The selected idea sits at a seeded position so results do not always lead with it.
  const at = c.rng('concepts.order').int(0, 2);
  const others = written.slice(1);
  const ordered = [...others.slice(0, at), selectedConcept, ...others.slice(at)] as [string, string, string];
  return { concepts: ordered, selectedConcept };
}
