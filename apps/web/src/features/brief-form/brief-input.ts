/**
 * The brand form's values and its rules (spec §5): four required fields, each text field within its limit and free of
 * what the server refuses (the engine's text rules, a brand name with a letter or digit), said at the field.
 */
import { findTextProblem, hasDrawableLetter } from '@logo-dna/engine';
import {
  BRIEF_FIELD_LABELS,
  BRIEF_LIMITS,
  BRIEF_TEXT_FIELDS,
  type BrandInput,
  type BriefTextField,
  MAX_BRAND_NAME_LENGTH,
} from '@logo-dna/protocol';

export type BriefValues = Required<BrandInput>;

const REQUIRED_FIELDS = ['brandName', 'industry', 'oneLiner', 'designerDna'] as const;

export function createEmptyBrief(designerDna: string): BriefValues {
  return { brandName: '', industry: '', oneLiner: '', tagline: '', desiredColors: '', competitors: '', designerDna };
}

/** The server's limits, imported from the wire contract: the form refuses exactly what the server would. */
export { BRIEF_LIMITS };

/** Fields set as outlines in the logos: the engine's stricter text rule applies to them (as on the server). */
const DRAWN: ReadonlySet<BriefTextField> = new Set(['brandName', 'tagline']);

/** What is wrong with one field's text as typed, in the form's words; undefined when nothing is (or it is empty). */
function fieldError(field: BriefTextField, text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const length = trimmed.length;
  const label = BRIEF_FIELD_LABELS[field];
  if (length > BRIEF_LIMITS[field]) {
    return field === 'brandName'
      ? `Brand name is ${length} characters; logos are drawn for names of up to ${MAX_BRAND_NAME_LENGTH}.`
      : `${label} is ${length} characters; the limit is ${BRIEF_LIMITS[field]}.`;
  }
  const problem = findTextProblem(trimmed, DRAWN.has(field));
  if (problem) return `${label} ${problem}.`;
  if (field === 'brandName' && !hasDrawableLetter(trimmed))
    return 'Brand name needs at least one letter or digit: emoji and symbols alone cannot be drawn.';
  return undefined;
}

/** What is wrong with the brief's text before it is sent, by field (empty when it can be sent); empty fields are not errors here. */
export function briefErrors(values: BriefValues): Partial<Record<keyof BriefValues, string>> {
  const errors: Partial<Record<keyof BriefValues, string>> = {};
  for (const field of BRIEF_TEXT_FIELDS) {
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The required fields left empty (spec §5), each with the line shown at the field once the visitor has left it. */
export function missingErrors(values: BriefValues): Partial<Record<keyof BriefValues, string>> {
  const errors: Partial<Record<keyof BriefValues, string>> = {};
  for (const field of REQUIRED_FIELDS) {
    if (field !== 'designerDna' && values[field].trim() === '') errors[field] = `${BRIEF_FIELD_LABELS[field]} is required.`;
  }
  return errors;
}

/** Spec §5: a required field is empty (the submit button is disabled for it). */
export function isBriefIncomplete(values: BriefValues): boolean {
  return REQUIRED_FIELDS.some((field) => values[field].trim() === '');
}

/** The first field, in the form's order, that keeps the brief from being sent; undefined when it can be sent. */
export function firstInvalidField(values: BriefValues): BriefTextField | undefined {
  const errors = { ...missingErrors(values), ...briefErrors(values) };
  return BRIEF_TEXT_FIELDS.find((field) => errors[field] !== undefined);
}

/** Spec §5: submit is ignored while generating or when a required field is empty; a brief the server would refuse too. */
export function canSubmitBrief(values: BriefValues, generating: boolean): boolean {
  return !generating && !isBriefIncomplete(values) && Object.keys(briefErrors(values)).length === 0;
}

/** The input the pipeline receives: trimmed, optional fields left out when blank. */
export function toBrandInput(values: BriefValues): BrandInput {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    brandName: values.brandName.trim(),
    industry: values.industry.trim(),
    oneLiner: values.oneLiner.trim(),
    tagline: optional(values.tagline),
    desiredColors: optional(values.desiredColors),
    competitors: optional(values.competitors),
    designerDna: values.designerDna,
  };
}
