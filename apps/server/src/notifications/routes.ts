/** Notifications: send an email through the shared mailer, for signed-in callers (to themselves) or the service key. */
import type { EmailResponse } from '@logo-dna/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { HttpError, httpError, notFound, unauthorized } from '../http/errors';
import { MailError, type MailMessage } from '../mail/port';
import { EmailRequestError, parseEmailRequest, recipientsOf } from './email-request';
import { holdMailLimits } from './mail-limits';
import { checkMailAllowed } from './mail-policy';

function parseMessage(request: FastifyRequest, mayChooseSender: boolean): MailMessage {
  try {
    return parseEmailRequest(request.body, { mayChooseSender });
  } catch (error) {
    if (!(error instanceof EmailRequestError)) throw error;
    // Malformed input is a 400; a sender the caller may not use (FORBIDDEN_SENDER) a 403, as the catalogue says.
    throw httpError(error.code, error.message);
  }
}

export async function notificationsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post<{ Params: { projectId: string } }>('/api/notifications/:projectId/email', async (request): Promise<EmailResponse> => {
    if (request.params.projectId !== deps.config.projectId) throw notFound('Project not found');
    const sender = request.identity;
    if (sender.kind === 'anonymous') throw unauthorized('Sign in to send email');
    const message = parseMessage(request, sender.kind === 'service');
    await checkMailAllowed(sender, message, deps.accounts);
    const limitedAs = sender.kind === 'service' ? 'service' : { userId: sender.userId };
    await holdMailLimits(deps.rateLimiter, limitedAs, recipientsOf(message), deps.config.notifications);
    try {
      const { messageId } = await deps.mailer.send(message);
      return { success: true, messageId };
    } catch (error) {
      if (error instanceof MailError) {
        request.log.warn({ err: error }, 'mail not sent');
        throw new HttpError(502, 'EMAIL_SEND_FAILED', 'The mail server did not accept the message');
      }
      throw error;
    }
  });
}
