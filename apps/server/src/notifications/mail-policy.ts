/** Who may mail whom: a user only their own proven address, the service key anyone (the endpoint is no open relay). */
import { ERROR_CODES } from '@logo-dna/protocol';
import type { Deps } from '../deps';
import { forbidden } from '../http/errors';
import type { Identity } from '../http/identity';
import type { MailMessage } from '../mail/port';
import { addressOf, recipientsOf } from './email-request';

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
    throw forbidden('Verify your email address before sending email', ERROR_CODES.SENDER_NOT_VERIFIED);
  }
  const mailbox = own.toLowerCase();
  if (recipientsOf(message).some((recipient) => recipient !== mailbox)) {
    throw forbidden('You can only send email to your own verified address', ERROR_CODES.RECIPIENT_NOT_ALLOWED);
  }
  if (message.replyTo !== undefined && addressOf(message.replyTo) !== mailbox) {
    throw forbidden('Reply-To can only be your own verified address', ERROR_CODES.REPLY_TO_NOT_ALLOWED);
  }
}
