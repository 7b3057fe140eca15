/** The brand kit's brief: the generation brief (its limits and text rules), with a designer the engine knows, and the owner's details. */
import { getDesigner } from '@logo-dna/engine';
import type { ContactDetails as EngineContact } from '@logo-dna/engine/mockups';
import { type ContactDetails, ERROR_CODES, parseContactDetails } from '@logo-dna/protocol';
import { type GenerationInput, parseBrief } from '../generation/brief';
import { badRequest } from '../http/errors';

/** The wire's details and the engine's are one shape: this fails to compile the day they drift apart. */
const SAME_CONTACT: [ContactDetails, EngineContact] extends [EngineContact, ContactDetails] ? true : never = true;
void SAME_CONTACT;

/** What a kit is built from: the version's brief and the details its collateral prints (absent when none are given). */
export interface KitInput extends GenerationInput {
  contact?: ContactDetails;
}

/**
 * The owner's details of a kit request body, trimmed with empty fields dropped, or a 400 INVALID_CONTACT naming the
 * field (and its limit when it is too long) in the form's words.
 */
function parseKitContact(raw: unknown): ContactDetails | undefined {
  const parsed = parseContactDetails(raw);
  if (!parsed.ok) {
    throw badRequest(parsed.message, ERROR_CODES.INVALID_CONTACT, {
      ...(parsed.field ? { field: parsed.field } : {}),
      ...(parsed.limit ? { limit: parsed.limit } : {}),
    });
  }
  return Object.keys(parsed.details).length > 0 ? parsed.details : undefined;
}

/** The brief and details of a kit request body, or a 400 naming what is wrong. */
export function parseKitBrief(body: unknown): KitInput {
  const input = parseBrief((body as { brief?: unknown } | null)?.brief);
  if (!input) throw badRequest('brief is required');
  try {
    getDesigner(input.designerId);
  } catch {
    throw badRequest('Designer not found', 'DESIGNER_NOT_FOUND');
  }
  const contact = parseKitContact((body as { contact?: unknown }).contact);
  return contact ? { ...input, contact } : input;
}
