/** Icons: the Phosphor fill index (brands excluded) and keyword search per designer-dna.md §4.3. */
export { RELEVANT_SHARE, rankConceptIcons, relevantPool } from './concept-rank';
export { CONCEPT_WORDS, CONCEPTS, type ConceptEntry, conceptsForWord, EXCLUSIVE_GROUPS } from './concepts';
export { INDUSTRIES, type IndustryEntry } from './industries';
export { expandIndustry, getIcon, iconIndex, searchIcons, stemWord, tokenizeWords } from './search';
export type { ConceptMatch, ConceptSearchOptions, IconMatch, IconRecord, IconSearchOptions, QueryTerm } from './types';
