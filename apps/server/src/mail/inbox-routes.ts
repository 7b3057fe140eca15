/**
 * GET /dev/inbox: the development inbox over the outbox table, on only for a developer's own machine
 * (config.devInbox: no SMTP, not production, NODE_ENV=development set or a loopback HOST). It shows
 * every sign-in and reset link, so it answers only requests made on this machine: a loopback peer,
 * no proxy headers, and a loopback Host (a same-host proxy or a DNS-rebound page names another host).
 * Anyone else gets the plain 404 of an unknown route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { escapeHtml } from '../http/html';

interface OutboxRow {
  id: string;
  recipients: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  created_at: string;
  [key: string]: unknown;
}

interface InboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  createdAt: string;
  /** Every http(s) link in the message, in order, without duplicates. */
  links: string[];
}

const INBOX_LIMIT = 100;

/** Finds the links of a mail: href attributes of the HTML part, then bare URLs of the text part. */
function extractLinks(html: string | null, text: string | null): string[] {
  const found: string[] = [];
  for (const match of (html ?? '').matchAll(/href="(https?:\/\/[^"]+)"/g)) found.push((match[1] ?? '').replaceAll('&amp;', '&'));
  for (const match of (text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)) found.push(match[0]);
  return [...new Set(found)];
}

/** True when the development inbox should be served. */
function isInboxEnabled(deps: Deps): boolean {
  return deps.config.devInbox && !deps.config.smtpUrl && deps.config.nodeEnv !== 'production';
}

async function listMessages(deps: Deps, to: string | undefined): Promise<InboxMessage[]> {
  const where = to ? 'WHERE recipients = ?' : '';
  const { rows } = await deps.db.query<OutboxRow>(
    `SELECT id, recipients, subject, text_body, html_body, created_at FROM mail_outbox ${where} ORDER BY seq DESC LIMIT ${INBOX_LIMIT}`,
    to ? [to.trim().toLowerCase()] : [],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.recipients,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
    links: extractLinks(row.html_body, row.text_body),
  }));
}

function renderInbox(messages: InboxMessage[]): string {
  const items = messages
    .map((message) => {
      const links = message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
      return `<article><header><strong>${escapeHtml(message.subject)}</strong><span>to ${escapeHtml(message.to)} · ${escapeHtml(message.createdAt)}</span></header>
<pre>${escapeHtml(message.text ?? '')}</pre><ul>${links}</ul></article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development inbox · Logo DNA</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#18181b}
article{border:1px solid #e4e4e7;border-radius:12px;padding:1rem;margin:1rem 0}
header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}header span{color:#71717a}
pre{white-space:pre-wrap;font:inherit;color:#3f3f46}a{color:#4f46e5;word-break:break-all}
</style></head><body><h1>Development inbox</h1>
<p>Mail sent while no SMTP server is configured. Newest first.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
}

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

const isLoopbackAddress = (address: string) => address === '::1' || /^127(\.\d{1,3}){3}$/.test(address);

/** True for a Host header naming this machine: `localhost`, `127.x.x.x` or `[::1]`, with or without a port. */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  const name = /^(\[[^\]]+\]|[^:]+)(?::\d{1,5})?$/.exec(host ?? '')?.[1]?.toLowerCase();
  return name === 'localhost' || name === '[::1]' || (name !== undefined && isLoopbackAddress(name));
}

/** True for a request from this machine itself: a loopback TCP peer, no proxy headers, and a loopback Host. */
function isLocalRequest(request: Pick<FastifyRequest, 'headers'> & { socket: { remoteAddress?: string } }): boolean {
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return (
    isLoopbackAddress(peer) &&
    PROXY_HEADERS.every((name) => request.headers[name] === undefined) &&
    isLoopbackHostHeader(request.headers.host)
  );
}

export async function inboxRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  if (!isInboxEnabled(deps)) {
    if (!deps.config.smtpUrl) {
      deps.logger.warn(
        'No SMTP_URL: mail (sign-in, reset and verification links) stays in the outbox table, undelivered. Set SMTP_URL, or on your own machine start with HOST=127.0.0.1 (or NODE_ENV=development) to read it at /dev/inbox.',
      );
    }
    return;
  }
  app.get<{ Querystring: { to?: string; format?: string } }>('/dev/inbox', async (request, reply) => {
    if (!isLocalRequest(request)) throw notFound();
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    const messages = await listMessages(deps, to);
    reply.header('cache-control', 'no-store');
    if (request.query.format === 'json') return { messages };
    return reply.type('text/html; charset=utf-8').send(renderInbox(messages));
  });
}
