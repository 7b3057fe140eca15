/** A column's own rule on what is written to it: a 400 with the rule's code and message, PostgREST's check violation. */
import type { RestErrorCode } from '../common/rest-errors';

export interface ColumnCheck {
  code: RestErrorCode;
  /** What is wrong with the text, in the form's words, and the field it names; null when nothing is. */
  problem(text: string): { message: string; field?: string } | null;
}
