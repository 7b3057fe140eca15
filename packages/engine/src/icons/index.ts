/** Icons: the Phosphor fill index (brands excluded) and keyword search per designer-dna.md §4.3. */
export { INDUSTRIES, type IndustryEntry } from './industries';
export { expandIndustry, getIcon, searchIcons, stemWord, tokenizeWords } from './search';
export type { IconMatch, IconRecord, IconSearchOptions } from './types';
