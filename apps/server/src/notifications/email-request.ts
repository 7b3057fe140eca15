/** Validates a notification email request (protocol.md §9) into a mail message; refuses header injection. */
import { type HttpErrorCode, MAX_EMAIL_RECIPIENTS } from '@logo-dna/protocol';
import type { MailMessage } from '../mail/port';

export class EmailRequestError extends Error {
  constructor(
    readonly code: HttpErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const MAX_SUBJECT = 998;
const MAX_BODY_BYTES = 512 * 1024;
// Dot-atom local part and a dotted host name with a letter TLD (a practical subset of RFC 5321).
const ADDRESS =
  /^[\w.!#$%&'*+/=?^`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
/** `Name <address>` or a bare address. */
const NAMED = /^\s*(?:"?([^"<>\r\n]{0,100})"?\s*)?<([^<>\r\n]+)>\s*$/;

function fail(code: HttpErrorCode, message: string): never {
  throw new EmailRequestError(code, message);
}

/** The bare address of `Name <address>` or of a bare address, in lower case: what a mailbox is known by. */
export function addressOf(entry: string): string {
  const named = NAMED.exec(entry);
  return ((named ? named[2] : entry)?.trim() ?? '').toLowerCase();
}

/** Every distinct mailbox a message goes to, across to, cc and bcc. */
export function recipientsOf(message: MailMessage): string[] {
  const all = [message.to, message.cc ?? [], message.bcc ?? []].flat();
  return [...new Set(all.map(addressOf))];
}

function parseAddress(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.length > 320) fail('INVALID_ADDRESS', `${field} must contain email addresses`);
  if (/[\r\n\0]/.test(value)) fail('INVALID_ADDRESS', `${field} must not contain line breaks`);
  const named = NAMED.exec(value);
  const address = (named ? named[2] : value)?.trim() ?? '';
  if (!ADDRESS.test(address) || address.includes('..')) fail('INVALID_ADDRESS', `${field} has an invalid email address`);
  // Rewritten with the name quoted: an unquoted name with a comma ("x@evil.test, Me <me@…>") would read as two addresses.
  const name = named?.[1]?.replace(/\\/g, '').trim();
  return name ? `"${name}" <${address}>` : address;
}

function parseList(field: string, value: unknown, required: boolean): string[] {
  if (value === undefined || value === null) {
    if (required) fail('VALIDATION_ERROR', `${field} is required`);
    return [];
  }
  const list = Array.isArray(value) ? value : [value];
  if (required && list.length === 0) fail('VALIDATION_ERROR', `${field} is required`);
  return list.map((item) => parseAddress(field, item));
}

function text(field: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') fail('VALIDATION_ERROR', `${field} must be a string`);
  if (Buffer.byteLength(value) > MAX_BODY_BYTES) fail('BODY_TOO_LARGE', `${field} is larger than 512 KB`);
  return value;
}

export interface EmailRequestOptions {
  /** Only the service key may choose the sender address. */
  mayChooseSender: boolean;
}

export function parseEmailRequest(body: unknown, options: EmailRequestOptions): MailMessage {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) fail('VALIDATION_ERROR', 'Request body must be an object');
  const input = body as Record<string, unknown>;
  const to = parseList('to', input.to, true);
  const cc = parseList('cc', input.cc, false);
  const bcc = parseList('bcc', input.bcc, false);
  if (to.length + cc.length + bcc.length > MAX_EMAIL_RECIPIENTS) fail('TOO_MANY_RECIPIENTS', `At most ${MAX_EMAIL_RECIPIENTS} recipients`);
  const subject = input.subject;
  if (typeof subject !== 'string' || subject.trim() === '') fail('VALIDATION_ERROR', 'subject is required');
  if (/[\r\n\0]/.test(subject)) fail('INVALID_SUBJECT', 'subject must not contain line breaks');
  if (subject.length > MAX_SUBJECT) fail('INVALID_SUBJECT', `subject must be at most ${MAX_SUBJECT} characters`);
  const html = text('html', input.html);
  const plain = text('text', input.text);
  if (!html && !plain) fail('VALIDATION_ERROR', 'html or text is required');
  if (input.attachments !== undefined && !(Array.isArray(input.attachments) && input.attachments.length === 0)) {
    fail('ATTACHMENTS_NOT_SUPPORTED', 'Attachments are not supported');
  }
  let from: string | undefined;
  if (input.from !== undefined && input.from !== null && input.from !== '') {
    if (!options.mayChooseSender) fail('FORBIDDEN_SENDER', 'Only the service key may set from; use replyTo');
    from = parseAddress('from', input.from);
  }
  const replyTo =
    input.replyTo === undefined || input.replyTo === null || input.replyTo === '' ? undefined : parseAddress('replyTo', input.replyTo);
  return {
    to,
    subject,
    ...(html ? { html } : {}),
    ...(plain ? { text: plain } : {}),
    ...(from ? { from } : {}),
    ...(replyTo ? { replyTo } : {}),
    ...(cc.length ? { cc } : {}),
    ...(bcc.length ? { bcc } : {}),
  };
}
