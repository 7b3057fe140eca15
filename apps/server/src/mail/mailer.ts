/** The one mailer: SMTP through nodemailer when SMTP_URL is set, otherwise the outbox table read by /dev/inbox. */
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { checkMessage, joinAddresses, type Mailer } from './port';

interface OutboxMailerOptions {
  db: Database;
  from: string;
  now?: () => number;
}

/** Stores mail in `mail_outbox` so flows work on a laptop with no mail server. */
function createOutboxMailer(options: OutboxMailerOptions): Mailer {
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
