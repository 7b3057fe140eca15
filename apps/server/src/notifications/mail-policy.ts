/** Who may mail whom: a user only their own proven address, the service key anyone (the endpoint is no open relay). */
import type { Deps } from '../deps';
import { forbidden } from '../http/errors';
import type { Identity } from '../http/identity';
import type { MailMessage } from '../mail/port';
import { addressOf, recipientsOf } from './email-request';

/** The codes the email endpoint answers with, beyond the shared ones. */
export const NOTIFICATION_ERROR_CODES = {
  INVALID_ADDRESS: 'INVALID_ADDRESS',
  INVALID_SUBJECT: 'INVALID_SUBJECT',
  TOO_MANY_RECIPIENTS: 'TOO_MANY_RECIPIENTS',
  ATTACHMENTS_NOT_SUPPORTED: 'ATTACHMENTS_NOT_SUPPORTED',
  /** Only the service key may set `from`. */
  FORBIDDEN_SENDER: 'FORBIDDEN_SENDER',
  /** A signed-in user whose address is not proven sends nothing. */
  SENDER_NOT_VERIFIED: 'SENDER_NOT_VERIFIED',
  /** A signed-in user named a recipient other than their own proven address. */
  RECIPIENT_NOT_ALLOWED: 'RECIPIENT_NOT_ALLOWED',
  /** A signed-in user set a Reply-To other than their own proven address. */
  REPLY_TO_NOT_ALLOWED: 'REPLY_TO_NOT_ALLOWED',
  EMAIL_SEND_FAILED: 'EMAIL_SEND_FAILED',
} as const;

type Sender = Extract<Identity, { kind: 'user' | 'service' }>;

/**
 * Throws 403 unless `sender` may send `message`. The service key may mail anyone with any Reply-To; a user
 * may send only once their address is proven, and only to it: anything else would let any account mail
 * strangers from this server's MAIL_FROM.
 */
export async function checkMailAllowed(sender: Sender, message: MailMessage, accounts: Deps['accounts']): Promise<void> {
  if (sender.kind === 'service') return;
  const own = await accounts.verifiedEmail(sender.userId);
  if (!own) {
    throw forbidden('Verify your email address before sending email', NOTIFICATION_ERROR_CODES.SENDER_NOT_VERIFIED);
  }
  const mailbox = own.toLowerCase();
  if (recipientsOf(message).some((recipient) => recipient !== mailbox)) {
    throw forbidden('You can only send email to your own verified address', NOTIFICATION_ERROR_CODES.RECIPIENT_NOT_ALLOWED);
  }
  if (message.replyTo !== undefined && addressOf(message.replyTo) !== mailbox) {
    throw forbidden('Reply-To can only be your own verified address', NOTIFICATION_ERROR_CODES.REPLY_TO_NOT_ALLOWED);
  }
}
