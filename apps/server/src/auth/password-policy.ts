/** Password rules (ASVS 6.2): 8 to 128 characters, not a common password, no composition rules. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authError } from './auth-errors';

const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

let commonPasswords: Set<string> | undefined;

/** The bundled list (auth/common-passwords.txt), loaded once on first use. */
function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const text = readFileSync(join(import.meta.dirname, 'common-passwords.txt'), 'utf8');
    commonPasswords = new Set(text.split('\n').filter((line) => line && !line.startsWith('#')));
  }
  return commonPasswords;
}

/** True when the password is on the bundled list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

/** Returns the password when acceptable for a new credential, else throws WEAK_PASSWORD (400). */
export function parseNewPassword(value: unknown): string {
  if (typeof value !== 'string') throw authError('WEAK_PASSWORD', 'Please enter a password.');
  const length = [...value].length;
  if (length < MIN_PASSWORD_LENGTH)
    throw authError('WEAK_PASSWORD', `Password is too weak. Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (length > MAX_PASSWORD_LENGTH)
    throw authError('WEAK_PASSWORD', `Password is too long. Use at most ${MAX_PASSWORD_LENGTH} characters.`);
  if (isCommonPassword(value))
    throw authError('WEAK_PASSWORD', 'Password is too weak: it is one of the most common passwords. Please choose another.');
  return value;
}

/** A password offered for sign-in: any string up to the maximum length (longer cannot match). */
export function parseGivenPassword(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && [...value].length <= MAX_PASSWORD_LENGTH ? value : undefined;
}
