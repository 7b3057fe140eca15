/** Turns a failed generation into the line the failure toast adds, so a user knows what to change in the form. */
import { BRIEF_FIELD_LABELS } from '@logo-dna/protocol';

/** The form's labels (the protocol's) for the brief fields the server names in its validation messages. */
const FIELD_LABELS: Readonly<Record<string, string>> = BRIEF_FIELD_LABELS;

const FIELD_PATTERN = new RegExp(`\\b(${Object.keys(FIELD_LABELS).join('|')})\\b`, 'g');

interface ErrorShape {
  kind?: unknown;
  status?: unknown;
  message?: unknown;
}

/**
 * The server's message when it refused the brief as invalid (HTTP 400, which the SDK raises as a
 * validation error), with field ids replaced by the form's labels; undefined for any other failure,
 * whose details mean nothing to the user. Checked by shape, not class, like the SDK's own guards.
 */
export function toValidationDetail(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { kind, status, message } = error as ErrorShape;
  if (kind !== 'validation' && status !== 400) return undefined;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  // "brief.industry is required" is the wire's path; a person reads "Industry is required".
  const readable = message
    .trim()
    .replace(/\bbrief\./g, '')
    .replace(FIELD_PATTERN, (field) => FIELD_LABELS[field] ?? field);
  return readable.endsWith('.') ? readable : `${readable}.`;
}
