/** Email addresses: one normal form (trimmed, NFC, lower-case) so one address is one account. */
import { authError } from './auth-errors';

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
// A practical subset of RFC 5321: dot-atom local part, dotted host with a letter TLD. Quoted local
// parts and IP literals are refused on purpose: no mail provider hands them out to people.
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** Returns the normal form of an address, or throws INVALID_EMAIL (400). */
export function parseEmailAddress(value: unknown): string {
  if (typeof value !== 'string') throw authError('INVALID_EMAIL');
  const email = value.trim().normalize('NFC').toLowerCase();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) throw authError('INVALID_EMAIL');
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at < 1 || local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) throw authError('INVALID_EMAIL');
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) throw authError('INVALID_EMAIL');
  if (!/^\p{L}{2,}$/u.test(labels.at(-1) ?? '')) throw authError('INVALID_EMAIL');
  return email;
}
