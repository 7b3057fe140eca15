/** Transactional email (protocol.md §9): POST /api/notifications/{projectId}/email. */

export interface EmailAttachment {
  filename: string;
  url: string;
  type?: string;
  content?: string;
  disposition?: 'attachment' | 'inline';
  cid?: string;
}

export interface EmailRequest {
  to: string | string[];
  subject: string;
  html?: string;
  text?: string;
  /** Only the service key may choose the sender; a user's mail goes out from the server's address. */
  from?: string;
  replyTo?: string;
  cc?: string | string[];
  bcc?: string | string[];
  /** Not supported by this server: a non-empty list is refused with 400 ATTACHMENTS_NOT_SUPPORTED. */
  attachments?: EmailAttachment[];
}

export interface EmailResponse {
  success: boolean;
  messageId?: string;
}

/** Most recipients one message may have, across to, cc and bcc. */
export const MAX_EMAIL_RECIPIENTS = 50;
