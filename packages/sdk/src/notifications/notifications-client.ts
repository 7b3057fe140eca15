/** The `notifications` module: transactional email through `/api/notifications/{projectId}/email` (protocol.md §9). */
import type { EmailRequest, EmailResponse } from '@logo-dna/protocol';
import { FeatureError, wrapFeatureError } from '../core/errors';
import type { HttpClient } from '../core/http-client';

export interface NotificationsClient {
  email(params: EmailRequest): Promise<EmailResponse>;
}

const notificationError = (message: string, code = 'NOTIFICATION_ERROR') => new FeatureError('notification', code, message);

export function createNotificationsClient(http: HttpClient, projectId: string): NotificationsClient {
  return {
    async email(params) {
      const hasTo = Array.isArray(params?.to) ? params.to.length > 0 : Boolean(params?.to);
      if (!hasTo) throw notificationError('Failed to send email: "to" is required', 'VALIDATION_ERROR');
      if (!params.subject) throw notificationError('Failed to send email: "subject" is required', 'VALIDATION_ERROR');
      if (!params.html && !params.text) throw notificationError('Failed to send email: "html" or "text" is required', 'VALIDATION_ERROR');
      let data: EmailResponse | null;
      try {
        data = (await http.request<EmailResponse>('POST', `/api/notifications/${encodeURIComponent(projectId)}/email`, { body: params }))
          .data;
      } catch (error) {
        throw wrapFeatureError('notification', 'Failed to send email', error);
      }
      if (typeof data?.success !== 'boolean') throw notificationError('Failed to send email: Invalid response from email API');
      return data;
    },
  };
}
