/** The brand form's values and its one rule (spec §5): four required fields, nothing else bounded. */
import type { BrandInput } from '@logo-dna/protocol';

export type BriefValues = Required<BrandInput>;

export const REQUIRED_FIELDS = ['brandName', 'industry', 'oneLiner', 'designerDna'] as const;

export function createEmptyBrief(designerDna: string): BriefValues {
  return { brandName: '', industry: '', oneLiner: '', tagline: '', desiredColors: '', competitors: '', designerDna };
}

/** Spec §5: submit is ignored while generating or when a required field is empty. */
export function canSubmitBrief(values: BriefValues, generating: boolean): boolean {
  return !generating && REQUIRED_FIELDS.every((field) => values[field].trim() !== '');
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
