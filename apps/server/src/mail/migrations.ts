/** mail feature: the outbox table that stands in for SMTP in development. */
import type { Migration } from '../db/migrations';

/** The outbox table; `seq` keeps the inbox in send order when two mails share a millisecond. */
function outboxTable(seqColumn: string): string {
  return `CREATE TABLE mail_outbox (
  ${seqColumn},
  id TEXT NOT NULL UNIQUE,
  message_id TEXT NOT NULL,
  sender TEXT NOT NULL,
  recipients TEXT NOT NULL,
  cc TEXT,
  bcc TEXT,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT,
  html_body TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_recipients ON mail_outbox (recipients);`;
}

export const mailMigrations: Migration[] = [
  {
    id: 'mail-001-outbox',
    up: {
      sqlite: outboxTable('seq INTEGER PRIMARY KEY AUTOINCREMENT'),
      postgres: outboxTable('seq BIGSERIAL PRIMARY KEY'),
    },
  },
];
