/**
 * "Your details" of a logo system: read from its record (JSON text in `contact`), checked with the same rules the
 * server holds them to, and saved on the owner's row without recording a version (they are not part of the design,
 * so a restore keeps them). A result made before signing in keeps them in the workspace, and they are saved with it
 * once its owner signs in.
 */
import {
  CONTACT_FIELDS,
  type ContactDetails,
  type ContactField,
  findContactProblem,
  isEmptyContact,
  parseContactDetails,
} from '@logo-dna/protocol';
import type { AuthUser, LogoDnaApi } from '../../shared/api';
import type { LogoSystem } from '../generation/logo-system';

/** The form's values: every field as typed ('' when empty). */
export type ContactValues = Record<ContactField, string>;

/** The details stored with a record, or none when the column is empty or not a set the rules accept. */
export function contactOf(record: { contact?: string | null }): ContactDetails {
  if (!record.contact) return {};
  try {
    const parsed = parseContactDetails(JSON.parse(record.contact));
    return parsed.ok ? parsed.details : {};
  } catch {
    return {};
  }
}

export function toContactValues(details: ContactDetails): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, details[field] ?? ''])) as ContactValues;
}

/** Each field's problem in the form's words (none for a fine or empty field). */
export function contactProblems(values: ContactValues): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const problem = findContactProblem(field, values[field].trim());
    if (problem) problems[field] = problem.message;
  }
  return problems;
}

/** The values as details to save: trimmed, the empty ones dropped. */
export function toContactDetails(values: ContactValues): ContactDetails {
  const details: ContactDetails = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (value) details[field] = value;
  }
  return details;
}

/** Two sets that print the same. */
export function sameContact(a: ContactDetails, b: ContactDetails): boolean {
  return CONTACT_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}

export interface SaveContactParams {
  api: LogoDnaApi;
  system: LogoSystem;
  details: ContactDetails;
  user: AuthUser | null;
}

/**
 * The system with its new details; the owner's saved row is updated in place (no version: the title and the details
 * are the two things a save of the design leaves alone). A result not yet anyone's keeps them in the workspace.
 */
export async function saveContact({ api, system, details, user }: SaveContactParams): Promise<LogoSystem> {
  const contact = isEmptyContact(details) ? null : JSON.stringify(details);
  const { record } = system;
  if (user && record.userId === user.id) {
    const saved = await api.updateLogoSystem(record.id, { contact });
    return { ...system, record: { ...record, contact: saved.contact ?? contact } };
  }
  return { ...system, record: { ...record, contact } };
}
