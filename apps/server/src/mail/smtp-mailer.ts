/** SMTP transport (nodemailer), loaded only when SMTP_URL is set. */
import nodemailer from 'nodemailer';
import { checkMessage, MailError, type Mailer } from './port';

export interface SmtpMailerOptions {
  smtpUrl: string;
  from: string;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      checkMessage(message);
      try {
        const info = await transport.sendMail({ ...message, from: message.from ?? options.from });
        return { messageId: String(info.messageId) };
      } catch (error) {
        throw new MailError('The mail server refused the message', { cause: error });
      }
    },
    async close() {
      transport.close();
    },
  };
}
