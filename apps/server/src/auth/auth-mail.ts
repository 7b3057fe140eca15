/**
 * The verification, password-reset and magic-link mails, and the notice to the owner of an address
 * someone tried to sign up with, delivered in the background so replies take the same time whether
 * or not a mail goes out.
 */
import type { Deps } from '../deps';
import { escapeHtml } from '../http/html';
import type { MailMessage } from '../mail/port';
import type { EmailTokenKind } from './email-tokens';

export interface AuthLinkParams {
  kind: EmailTokenKind;
  token: string;
  redirectUrl?: string | null;
  /** The requesting app's state, handed back beside the tokens the link ends in. */
  state?: string | null;
}

const PAGE_BY_KIND: Record<EmailTokenKind, string> = { verify: '/auth/verify', reset: '/auth/reset', magic: '/auth/magic' };

/** The link a mail carries. The token rides in the fragment: never sent to a server, never in a Referer or a log. */
export function buildAuthLink(publicUrl: string, params: AuthLinkParams): string {
  const url = new URL(PAGE_BY_KIND[params.kind], publicUrl);
  if (params.redirectUrl) url.searchParams.set('redirect_url', params.redirectUrl);
  if (params.state) url.searchParams.set('state', params.state);
  return `${url.toString()}#token=${params.token}`;
}

const COPY: Record<EmailTokenKind, { subject: string; intro: string; action: string; lifetime: string }> = {
  verify: {
    subject: 'Confirm your email address',
    intro: 'Confirm this address for your Logo DNA account.',
    action: 'Confirm email',
    lifetime: '24 hours',
  },
  reset: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your Logo DNA account.',
    action: 'Choose a new password',
    lifetime: '30 minutes',
  },
  magic: { subject: 'Your sign-in link', intro: 'Use this link to sign in to Logo DNA.', action: 'Sign in', lifetime: '10 minutes' },
};

function composeAuthMail(to: string, link: string, kind: EmailTokenKind): MailMessage {
  const copy = COPY[kind];
  const text = `${copy.intro}\n\n${copy.action}: ${link}\n\nThe link works once and expires in ${copy.lifetime}. If you did not ask for it, ignore this mail.\n`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:32rem;color:#18181b">
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#18181b;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="color:#71717a;font-size:13px">The link works once and expires in ${copy.lifetime}. If you did not ask for it, ignore this mail.</p></div>`;
  return { to, subject: copy.subject, text, html };
}

/**
 * The mail a sign-up for a taken address sends instead of creating an account: it carries no token,
 * only the way to the sign-in page (password, magic link or reset from there).
 */
function composeSignUpNotice(to: string, publicUrl: string): MailMessage {
  const signIn = new URL('/auth', publicUrl).toString();
  const intro = 'Someone asked to create a Logo DNA account with this address, which already has one. Nothing was changed.';
  const next = 'If it was you, sign in instead; from there you can also get a sign-in link or reset your password.';
  const text = `${intro}\n\n${next}\n\nSign in: ${signIn}\n\nIf it was not you, ignore this mail.\n`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:32rem;color:#18181b">
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(signIn)}" style="display:inline-block;background:#18181b;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Sign in</a></p>
<p style="color:#71717a;font-size:13px">If it was not you, ignore this mail.</p></div>`;
  return { to, subject: 'Someone tried to sign up with your address', text, html };
}

export interface AuthMailer {
  /** Queues the mail and returns at once; failures are logged. */
  deliver(to: string, params: AuthLinkParams): void;
  /** Queues the notice for a sign-up with a taken address (composeSignUpNotice). */
  deliverSignUpNotice(to: string): void;
  /**
   * Runs work after the reply (e.g. the lookup and token insert of a reset request), so the reply
   * takes the same time whether or not the address has an account; failures are logged.
   */
  runLater(name: string, task: () => Promise<void>): void;
  /** Resolves when all queued work and mail has been handed over (server close, tests). */
  flush(): Promise<void>;
}

export function createAuthMailer(deps: Deps): AuthMailer {
  const pending = new Set<Promise<void>>();
  const track = (name: string, work: Promise<unknown>) => {
    const tracked: Promise<void> = work
      .then(() => undefined)
      .catch((error: unknown) => deps.logger.error({ err: error, task: name }, 'background auth work failed'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  return {
    deliver(to, params) {
      track(`${params.kind} mail`, deps.mailer.send(composeAuthMail(to, buildAuthLink(deps.config.publicUrl, params), params.kind)));
    },
    deliverSignUpNotice(to) {
      track('sign-up notice mail', deps.mailer.send(composeSignUpNotice(to, deps.config.publicUrl)));
    },
    runLater(name, task) {
      // setImmediate: start after the reply has been written.
      track(name, new Promise<void>((resolve, reject) => setImmediate(() => task().then(resolve, reject))));
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
