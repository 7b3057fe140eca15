/** Brief parsing: text normalisation, desired colours, initials, keywords and the trade's tone. */

export { firstGrapheme, initialsOf } from './initials';
export { type BriefTerm, type BriefWordSource, extractBriefTerms, extractKeywords } from './keywords';
export type { WordPos } from './lemmas';

export { readTone, type Tone, type ToneDevice, toneAdmits, toneReason } from './tone';
