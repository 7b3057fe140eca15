/**
 * The mail port other features use: the message they hand the Mailer (deps.mailer), the Mailer itself, and the
 * checks every transport applies before sending. mailer.ts and smtp-mailer.ts are its two transports.
 */

export interface MailMessage {
  to: string | string[];
  subject: string;
  html?: string;
  text?: string;
  /** Defaults to `config.mailFrom`. */
  from?: string;
  replyTo?: string;
  cc?: string | string[];
  bcc?: string | string[];
}

interface MailSendResponse {
  messageId: string;
}

export interface Mailer {
  /** `smtp` delivers to a mail server; `outbox` stores the message for the development inbox. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<MailSendResponse>;
  close?(): Promise<void>;
}

export class MailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailError';
  }
}

/** The addresses of a field as one header value, or null when it names none. */
export function joinAddresses(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const list = (Array.isArray(value) ? value : [value]).map((item) => item.trim()).filter(Boolean);
  return list.length > 0 ? list.join(', ') : null;
}

/** Refuses a message nobody could receive or read, before any transport sees it. */
export function checkMessage(message: MailMessage): void {
  if (!joinAddresses(message.to)) throw new MailError('A mail needs at least one recipient');
  if (!message.subject.trim()) throw new MailError('A mail needs a subject');
  if (!message.html && !message.text) throw new MailError('A mail needs a text or HTML body');
  // Header injection: no address or subject may carry a line break.
  const headers = [
    message.subject,
    message.from,
    message.replyTo,
    joinAddresses(message.to),
    joinAddresses(message.cc),
    joinAddresses(message.bcc),
  ];
  if (headers.some((value) => value && /[\r\n]/.test(value))) throw new MailError('Mail headers must not contain line breaks');
}
