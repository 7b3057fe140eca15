/**
 * What makes a brief's text unusable before any drawing: lone surrogates, control and bidi-override characters,
 * combining marks stacked past what any script uses, and names with nothing drawable once normalised.
 */
import { hasInvisibleCharacters } from '../kit/safe-text';

/**
 * Most combining marks one character may carry. Real text stacks few (Vietnamese two, Thai and Devanagari up to
 * three, pointed Hebrew four); past that it is "Zalgo" text, whose marks tower far above the line and leave a
 * wordmark a sliver wide.
 */
export const MAX_STACKED_MARKS = 4;

const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL = /\p{Cc}/u;
const STACKED_MARKS = new RegExp(`\\p{M}{${MAX_STACKED_MARKS + 1},}`, 'u');
/** Marks, whitespace and default-ignorable characters (joiners, fillers such as U+3164, variation selectors) draw nothing alone. */
const DRAWS_NOTHING = /[\p{M}\p{White_Space}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * What is wrong with one field's text, as a phrase to follow the field's name, or undefined when nothing is.
 * `drawn` fields (the name and the tagline, set as outlines in the logos) also refuse bidi overrides and the other
 * invisible characters of hasInvisibleCharacters; tabs and line breaks pass (the other fields are multi-line).
 */
export function findTextProblem(text: string, drawn: boolean): string | undefined {
  if (LONE_SURROGATE.test(text)) return 'holds a broken character (a lone UTF-16 surrogate)';
  if (drawn && hasInvisibleCharacters(text)) return 'must not contain control or bidi-override characters';
  if (CONTROL.test(text.replace(/[\t\r\n]/g, ''))) return 'must not contain control characters';
  if (STACKED_MARKS.test(text.normalize('NFC'))) return `has more than ${MAX_STACKED_MARKS} accents or marks stacked on one character`;
  return undefined;
}

/** Whether the text keeps a letter or digit once normalised (NFKC) and stripped of what draws nothing. */
export function hasDrawableLetter(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text.normalize('NFKC').replace(DRAWS_NOTHING, ''));
}
