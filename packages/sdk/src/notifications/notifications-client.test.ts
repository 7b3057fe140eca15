import type { EmailRequest as EmailParams } from '@logo-dna/protocol';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../core/http-client';
import { createFakeFetch, type FetchHandler, jsonResponse } from '../test/fake-fetch';
import { createNotificationsClient } from './notifications-client';

function setup(handler: FetchHandler = () => jsonResponse({ success: true, messageId: 'm1' })) {
  const fake = createFakeFetch(handler);
  const http = createHttpClient({ baseUrl: 'https://api.test', fetch: fake.fetch, getToken: async () => 'tok' });
  return { notifications: createNotificationsClient(http, 'proj'), fake };
}

describe('notifications.email', () => {
  it('posts the message unchanged and returns the answer', async () => {
    const { notifications, fake } = setup();
    const params: EmailParams = { to: ['a@example.com'], subject: 'Hi', html: '<p>Hi</p>', replyTo: 'b@example.com' };
    expect(await notifications.email(params)).toEqual({ success: true, messageId: 'm1' });
    expect(fake.last().url.pathname).toBe('/api/notifications/proj/email');
    expect(fake.last().body).toEqual(params);
  });

  it.each([
    ['no recipient', { to: [], subject: 's', text: 't' }, 'Failed to send email: "to" is required'],
    ['no subject', { to: 'a@example.com', subject: '', text: 't' }, 'Failed to send email: "subject" is required'],
    ['no body', { to: 'a@example.com', subject: 's' }, 'Failed to send email: "html" or "text" is required'],
  ])('refuses %s without a request', async (_name, params, message) => {
    const { notifications, fake } = setup();
    await expect(notifications.email(params as EmailParams)).rejects.toThrow(message);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['a server error', () => jsonResponse({ error: 'SMTP down', message: 'SMTP down' }, 502), 'Failed to send email: SMTP down'],
    ['an answer without success', () => jsonResponse({ ok: true }), 'Failed to send email: Invalid response from email API'],
  ])('reports %s', async (_name, handler, message) => {
    const { notifications } = setup(handler);
    await expect(notifications.email({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(message);
  });
});
