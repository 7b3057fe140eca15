/** The brand form's values and its rules (spec §5): four required fields, and each text field within its limit. */
import { BRIEF_FIELD_LABELS, BRIEF_LIMITS, BRIEF_TEXT_FIELDS, type BrandInput, MAX_BRAND_NAME_LENGTH } from '@logo-dna/protocol';

export type BriefValues = Required<BrandInput>;

const REQUIRED_FIELDS = ['brandName', 'industry', 'oneLiner', 'designerDna'] as const;

export function createEmptyBrief(designerDna: string): BriefValues {
  return { brandName: '', industry: '', oneLiner: '', tagline: '', desiredColors: '', competitors: '', designerDna };
}

/** The server's limits, imported from the wire contract: the form refuses exactly what the server would. */
export { BRIEF_LIMITS };

/** What is wrong with the brief before it is sent, by field (empty when it can be sent). */
export function briefErrors(values: BriefValues): Partial<Record<keyof BriefValues, string>> {
  const errors: Partial<Record<keyof BriefValues, string>> = {};
  for (const field of BRIEF_TEXT_FIELDS) {
    const length = values[field].trim().length;
    if (length <= BRIEF_LIMITS[field]) continue;
    errors[field] =
      field === 'brandName'
        ? `Brand name is ${length} characters; logos are drawn for names of up to ${MAX_BRAND_NAME_LENGTH}.`
        : `${BRIEF_FIELD_LABELS[field]} is ${length} characters; the limit is ${BRIEF_LIMITS[field]}.`;
  }
  return errors;
}

/** Spec §5: submit is ignored while generating or when a required field is empty; a name the server would refuse too. */
export function canSubmitBrief(values: BriefValues, generating: boolean): boolean {
  return !generating && REQUIRED_FIELDS.every((field) => values[field].trim() !== '') && Object.keys(briefErrors(values)).length === 0;
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
