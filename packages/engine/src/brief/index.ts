/** Brief parsing: text normalisation, desired colours, initials and keywords. */

export type { DesiredColor, DesiredColorsResult } from './desired-colors';
export { parseDesiredColors } from './desired-colors';
export { firstGrapheme, initialsOf, MAX_INITIALS } from './initials';
export { type BriefTerm, type BriefWordSource, extractBriefTerms, extractKeywords, MAX_KEYWORDS, singularize } from './keywords';
export { type Lemma, lemmatize, type WordPos } from './lemmas';
export { normalizeBrief, normalizeText } from './text';
