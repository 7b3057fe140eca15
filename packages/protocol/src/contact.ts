/**
 * "Your details": the owner's own name, role and contact lines, printed on the kit's business card, letterheads and
 * email signature and shown in the mockups. Every field is optional; an empty one leaves its line out. One set of
 * rules shared by the form, the kit route and the stored record, so a value the form accepts is one the server takes.
 */
import type { GenerationBrief } from './logo-system';

/** The details of one brand: each field a single line of plain text, trimmed. */
export interface ContactDetails {
  /** The person's name ("Maya Okafor"). */
  name?: string;
  /** Their role or title ("Head baker"). */
  role?: string;
  email?: string;
  phone?: string;
  /** The web address as typed ("cafenoel.fr", "https://cafenoel.fr/shop"). */
  website?: string;
  /** One address line ("12 Rue du Four, 75006 Paris"). */
  address?: string;
}

/**
 * Longest text per field, in characters as the browser's `maxLength` counts them: what one line of a business card
 * back (85 mm, 7 pt) holds for the contact lines, a little more for the name and role; an email address is at most
 * 254 (RFC 5321), but no card prints one past 80.
 */
export const CONTACT_LIMITS = {
  name: 50,
  role: 60,
  email: 80,
  phone: 30,
  website: 80,
  address: 80,
} as const;

export type ContactField = keyof typeof CONTACT_LIMITS;

/** The fields in the order the form shows them and the card prints them. */
export const CONTACT_FIELDS = Object.keys(CONTACT_LIMITS) as readonly ContactField[];

export const CONTACT_FIELD_LABELS: Readonly<Record<ContactField, string>> = {
  name: 'Name',
  role: 'Role or title',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  address: 'Address',
};

/** Control characters, bidi overrides and isolates, line and paragraph separators: nothing a printed line can hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;
/** A lone surrogate half (not a character). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** local@domain.tld: no spaces, one @, a dot in the domain, nothing a mail client would read as a second address. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"_]+\.[^\s@<>()[\]\\,;:"_.]{2,}$/u;
/** Digits, spaces and the marks people write a number with: + ( ) - . / and an extension ("ext", "x"). */
const PHONE = /^\+?[0-9 ()./-]+(?:\s*(?:ext\.?|x)\s*[0-9]+)?$/i;
/** A host name of labels (letters of any script, digits, hyphens) and a top-level label of at least two letters. */
const HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;

/** "Email is longer than 80 characters." */
export function contactFieldTooLongMessage(field: ContactField): string {
  return `${CONTACT_FIELD_LABELS[field]} is longer than ${CONTACT_LIMITS[field]} characters`;
}

/** The host of a web address as typed, or undefined when it is not one ("cafenoel.fr/menu", "https://cafenoel.fr"). */
function websiteHost(value: string): string | undefined {
  if (/\s/.test(value)) return undefined;
  const withScheme = /^https?:\/\//i.test(value) ? value : /^[a-z][a-z0-9+.-]*:/i.test(value) ? undefined : `https://${value}`;
  if (!withScheme) return undefined;
  try {
    const url = new URL(withScheme);
    if (url.username || url.password || url.port) return undefined;
    // The host as typed (URL gives it in punycode): letters of any script are fine in a printed address.
    const typed = withScheme.replace(/^https?:\/\//i, '').split(/[/?#]/)[0] ?? '';
    return HOST.test(typed) ? typed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with one field's value (already trimmed), in the form's words, or null when it is fine. The empty
 * value is fine: the line is left out.
 */
export function findContactProblem(field: ContactField, value: string): { message: string; tooLong?: true } | null {
  if (value === '') return null;
  if (value.length > CONTACT_LIMITS[field]) return { message: contactFieldTooLongMessage(field), tooLong: true };
  const label = CONTACT_FIELD_LABELS[field];
  if (UNPRINTABLE.test(value) || LONE_SURROGATE.test(value)) return { message: `${label} has a character that cannot be printed` };
  switch (field) {
    case 'email':
      return EMAIL.test(value) ? null : { message: 'Enter an email address like name@example.com' };
    case 'phone': {
      const digits = value.replace(/\D/g, '').length;
      if (!PHONE.test(value)) return { message: 'Only digits, spaces and + ( ) - . / in a phone number' };
      return digits >= 5 && digits <= 20 ? null : { message: 'A phone number has 5 to 20 digits' };
    }
    case 'website':
      return websiteHost(value) ? null : { message: 'Enter a web address like example.com' };
    default:
      return null;
  }
}

/** The address a website line links to: https:// added when typed without a scheme. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The website as a card prints it: without the scheme or a trailing slash ("cafenoel.fr/menu"). */
export function websiteShown(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export type ContactParse =
  | { ok: true; details: ContactDetails }
  | { ok: false; field: ContactField | null; message: string; limit?: number };

/**
 * Details as sent (an object of strings; absent, null or "" for an empty field), trimmed, with empty fields dropped;
 * or the first field that is wrong. Unknown keys are refused, so a misspelt field is never silently not printed.
 */
export function parseContactDetails(raw: unknown): ContactParse {
  if (raw === undefined || raw === null) return { ok: true, details: {} };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, field: null, message: 'Your details must be an object' };
  const source = raw as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    if (!(CONTACT_FIELDS as readonly string[]).includes(key))
      return { ok: false, field: null, message: `Unknown detail "${key.slice(0, 40)}"` };
  }
  const details: ContactDetails = {};
  for (const field of CONTACT_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') return { ok: false, field, message: `${CONTACT_FIELD_LABELS[field]} must be text` };
    const trimmed = value.trim();
    const problem = findContactProblem(field, trimmed);
    if (problem) return { ok: false, field, message: problem.message, ...(problem.tooLong ? { limit: CONTACT_LIMITS[field] } : {}) };
    if (trimmed) details[field] = trimmed;
  }
  return { ok: true, details };
}

/** True when no field is filled. */
export function isEmptyContact(details: ContactDetails | null | undefined): boolean {
  return !details || CONTACT_FIELDS.every((field) => !details[field]);
}

/**
 * POST /api/kit/{projectId}: the generation brief of the version on screen, and the owner's details the collateral
 * prints (none: the card, letterheads and signature carry the brand alone, no made-up lines).
 */
export interface KitRequest {
  brief: GenerationBrief;
  contact?: ContactDetails;
}
