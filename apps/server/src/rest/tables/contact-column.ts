/**
 * logo_systems.contact: the owner's details as JSON text, held to the rules the form and the kit use (protocol
 * `parseContactDetails`), so a stored set is always one the kit prints; a bad one is a 400 INVALID_CONTACT.
 */
import { ERROR_CODES, parseContactDetails } from '@logo-dna/protocol';
import type { ColumnCheck } from './column-check';

export const contactColumnCheck: ColumnCheck = {
  code: ERROR_CODES.INVALID_CONTACT,
  problem(text) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { message: 'Your details must be a JSON object' };
    }
    if (value === null) return null;
    const parsed = parseContactDetails(value);
    if (parsed.ok) return null;
    return parsed.field ? { message: parsed.message, field: parsed.field } : { message: parsed.message };
  },
};
