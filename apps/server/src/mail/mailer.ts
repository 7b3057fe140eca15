/** The one mailer: SMTP through nodemailer when SMTP_URL is set, otherwise the outbox table read by /dev/inbox. */
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';

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

export interface MailSendResponse {
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

function joinAddresses(value: string | string[] | undefined): string | null {
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

export interface OutboxMailerOptions {
  db: Database;
  from: string;
  now?: () => number;
}

/** Stores mail in `mail_outbox` so flows work on a laptop with no mail server. */
export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const now = options.now ?? Date.now;
  return {
    kind: 'outbox',
    async send(message) {
      checkMessage(message);
      const id = randomUUID();
      const messageId = `<${id}@outbox.logo-dna>`;
      await options.db.query(
        'INSERT INTO mail_outbox (id, message_id, sender, recipients, cc, bcc, reply_to, subject, text_body, html_body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          id,
          messageId,
          message.from ?? options.from,
          joinAddresses(message.to) ?? '',
          joinAddresses(message.cc),
          joinAddresses(message.bcc),
          message.replyTo ?? null,
          message.subject,
          message.text ?? null,
          message.html ?? null,
          new Date(now()).toISOString(),
        ],
      );
      return { messageId };
    },
  };
}

/** Picks the transport from the configuration; nodemailer is loaded only with SMTP_URL. */
export async function createMailer(config: Config, db: Database, now: () => number = Date.now): Promise<Mailer> {
  if (config.smtpUrl) {
    const { createSmtpMailer } = await import('./smtp-mailer');
    return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  }
  return createOutboxMailer({ db, from: config.mailFrom, now });
}
