/** Brief parsing: text normalisation, desired colours, initials, keywords and the trade's tone. */

export type { DesiredColor, DesiredColorsResult } from './desired-colors';
export { parseDesiredColors } from './desired-colors';
export { firstGrapheme, initialsOf, MAX_INITIALS } from './initials';
export { type BriefTerm, type BriefWordSource, extractBriefTerms, extractKeywords, MAX_KEYWORDS, singularize } from './keywords';
export { type Lemma, lemmatize, type WordPos } from './lemmas';
export { normalizeBrief, normalizeText } from './text';
export { readTone, type Tone, type ToneDevice, toneAdmits, toneReason } from './tone';
