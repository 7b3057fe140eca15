/**
 * The one length limit of each text field of a brief, shared by the form, the editor and every route that takes a
 * brief. Lengths are counted as the browser's `maxLength` counts them (UTF-16 code units of the text as sent).
 */

/**
 * Longest text per brief field. A brand name past 60 no lockup sets legibly; a tagline past 120 no lockup sets at a
 * readable size (the editor's own bound); the rest are sentences or short lists, long enough for any real brief and
 * short enough that the engine's work per brief stays bounded.
 */
export const BRIEF_LIMITS = {
  brandName: 60,
  industry: 80,
  oneLiner: 200,
  tagline: 120,
  desiredColors: 120,
  competitors: 300,
} as const;

export type BriefTextField = keyof typeof BRIEF_LIMITS;

/** The brief's text fields in the order the form shows them. */
export const BRIEF_TEXT_FIELDS = Object.keys(BRIEF_LIMITS) as readonly BriefTextField[];

/** Each field as the form names it, for messages a person reads. */
export const BRIEF_FIELD_LABELS: Readonly<Record<BriefTextField, string>> = {
  brandName: 'Brand name',
  industry: 'Industry',
  oneLiner: 'One-liner',
  tagline: 'Tagline',
  desiredColors: 'Desired colours',
  competitors: 'Competitors',
};

/** Longest brand name a logo is drawn for, in characters (BRIEF_LIMITS.brandName). */
export const MAX_BRAND_NAME_LENGTH = BRIEF_LIMITS.brandName;

/** The length a brief field's limit is checked against. */
export function briefTextLength(text: string): number {
  return text.length;
}

/** "Tagline is longer than 120 characters": the message for a field over its limit, in the form's words. */
export function briefFieldTooLongMessage(field: BriefTextField): string {
  return `${BRIEF_FIELD_LABELS[field]} is longer than ${BRIEF_LIMITS[field]} characters`;
}
