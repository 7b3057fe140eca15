/** Notifications: send an email through the shared mailer, for signed-in callers or the service key. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests, unauthorized } from '../http/errors';
import { MailError } from '../mail/mailer';
import { EmailRequestError, parseEmailRequest } from './email-request';

/** Mails one user may send per hour. */
const USER_MAILS_PER_HOUR = 20;
/** Seconds before the same recipient can be mailed again by a user (reliability.md S18). */
const RECIPIENT_COOLDOWN_SECONDS = 60;

export async function notificationsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post<{ Params: { projectId: string } }>('/api/notifications/:projectId/email', async (request) => {
    if (request.params.projectId !== deps.config.projectId) throw notFound('Project not found');
    const identity = request.identity;
    if (identity.kind === 'anonymous') throw unauthorized('Sign in to send email');
    let message: ReturnType<typeof parseEmailRequest>;
    try {
      message = parseEmailRequest(request.body, { mayChooseSender: identity.kind === 'service' });
    } catch (error) {
      if (error instanceof EmailRequestError) {
        // A sender the caller may not use is a permission problem, not malformed input.
        if (error.code === 'FORBIDDEN_SENDER') throw forbidden(error.message, error.code);
        throw badRequest(error.message, error.code);
      }
      throw error;
    }
    if (identity.kind === 'user') {
      const perUser = await deps.rateLimiter.hit(`notify:user:${identity.userId}`, { limit: USER_MAILS_PER_HOUR, windowSeconds: 3600 });
      if (!perUser.allowed) throw tooManyRequests(perUser.retryAfterSeconds);
      for (const recipient of [message.to, message.cc ?? [], message.bcc ?? []].flat()) {
        const cooldown = await deps.rateLimiter.hit(`notify:rcpt:${recipient.toLowerCase()}`, {
          limit: 1,
          windowSeconds: RECIPIENT_COOLDOWN_SECONDS,
        });
        if (!cooldown.allowed)
          throw tooManyRequests(cooldown.retryAfterSeconds, 'This recipient was mailed a moment ago. Please wait and try again.');
      }
    }
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
