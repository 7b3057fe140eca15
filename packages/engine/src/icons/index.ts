/** Icons: the Phosphor fill index (brands excluded) and keyword search per designer-dna.md §4.3. */
export { RELEVANT_SHARE, rankConceptIcons, relevantPool } from './concept-rank';
export { CONCEPT_WORDS, conceptsForWord } from './concepts';
export { INDUSTRIES } from './industries';
export { expandIndustry, getIcon, iconIndex, searchIcons, stemWord } from './search';
export type { ConceptMatch, IconMatch, QueryTerm } from './types';
