/** The brand form's values and its one rule (spec §5): four required fields, nothing else bounded. */
import { type BrandInput, MAX_BRAND_NAME_LENGTH } from '@logo-dna/protocol';

export type BriefValues = Required<BrandInput>;

export const REQUIRED_FIELDS = ['brandName', 'industry', 'oneLiner', 'designerDna'] as const;

export function createEmptyBrief(designerDna: string): BriefValues {
  return { brandName: '', industry: '', oneLiner: '', tagline: '', desiredColors: '', competitors: '', designerDna };
}

export { MAX_BRAND_NAME_LENGTH };

/** Characters of the brand name as the server counts them (trimmed). */
export function brandNameLength(values: Pick<BriefValues, 'brandName'>): number {
  return values.brandName.trim().length;
}

/** What is wrong with the brief before it is sent, by field (empty when it can be sent). */
export function briefErrors(values: BriefValues): Partial<Record<keyof BriefValues, string>> {
  const length = brandNameLength(values);
  return length > MAX_BRAND_NAME_LENGTH
    ? { brandName: `Brand name is ${length} characters; logos are drawn for names of up to ${MAX_BRAND_NAME_LENGTH}.` }
    : {};
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
