/** GET /auth (the hosted sign-in page, spec §1 managed mode) and the pages email links open (GET changes nothing). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../http/errors';
import { escapeHtml } from '../http/html';
import { type AuthContext, requestOrigin } from './context';
import { newNonce, setPageSecurityHeaders } from './page-security';
import { renderErrorPage, renderPage } from './page-shell';
import { matchAllowedRedirect } from './redirect-allow-list';

export interface HostedPageQuery {
  redirect_url?: string;
  project_id?: string;
  mode?: string;
  state?: string;
  provider?: string;
  /** `fragment` (our SDK) or `query` (the original client, protocol.md §4.3): where tokens go on return. */
  response_mode?: string;
}

/** Where and how a finished sign-in returns: parsed from the query, or a reason it cannot. */
export interface ReturnTarget {
  redirectUrl: string;
  targetOrigin: string;
  mode: 'redirect' | 'popup';
  /** Where a redirect puts the tokens: the fragment never reaches a server, its logs or a Referer. */
  responseMode: ResponseMode;
  state: string | null;
  projectId: string;
}

type ResponseMode = 'query' | 'fragment';

/**
 * The fragment when the app asks for it (our SDK does) or is this server's own web app; the query
 * otherwise, because the original client reads tokens only from the query string (protocol.md §4.3).
 */
function toResponseMode(requested: unknown, url: URL, ownOrigins: ReadonlySet<string>): ResponseMode {
  if (requested === 'query' || requested === 'fragment') return requested;
  return ownOrigins.has(url.origin) ? 'fragment' : 'query';
}

/** The return address with the hand-back parameters (tokens or an error) in the fragment or the query. */
export function toHandBackUrl(target: Pick<ReturnTarget, 'redirectUrl' | 'responseMode'>, params: Record<string, string>): string {
  const url = new URL(target.redirectUrl);
  if (target.responseMode === 'fragment') url.hash = new URLSearchParams(params).toString();
  else for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The app's random state for a sign-in it started: handed back beside the tokens, so the app takes only its own. */
const CLIENT_STATE = /^[\w-]{8,128}$/;

const isClientState = (value: unknown): value is string => typeof value === 'string' && CLIENT_STATE.test(value);

/** An optional `state` body field (magic link and reset requests), carried into the mailed link; 400 when malformed. */
export function parseOptionalState(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isClientState(value)) throw badRequest('state must be 8 to 128 letters, digits, - or _');
  return value;
}

/**
 * Where a finished sign-in goes back to; without a redirect_url, to `home` (this server's web app as the browser reached
 * it, see requestOrigin), else to PUBLIC_URL's app.
 */
export function parseReturnTarget(ctx: AuthContext, query: HostedPageQuery, home = ctx.deps.config.publicUrl): ReturnTarget | string {
  const given = query.redirect_url ?? `${home}/`;
  const url = matchAllowedRedirect(given, ctx.allowedOrigins);
  if (!url) return 'The address to return to after sign-in is not allowed for this server.';
  const mode = query.mode === 'popup' ? 'popup' : 'redirect';
  const state = isClientState(query.state) ? query.state : null;
  if (mode === 'popup' && !state) return 'The sign-in window was opened without a valid state.';
  const projectId =
    typeof query.project_id === 'string' && /^[\w.-]{1,128}$/.test(query.project_id) ? query.project_id : ctx.deps.config.projectId;
  const responseMode = toResponseMode(query.response_mode, url, ctx.ownOrigins);
  return { redirectUrl: url.toString(), targetOrigin: url.origin, mode, responseMode, state, projectId };
}

/** The query string that carries a return target through another page (provider start, links). */
function returnTargetQuery(target: ReturnTarget): string {
  const params = new URLSearchParams({
    redirect_url: target.redirectUrl,
    project_id: target.projectId,
    response_mode: target.responseMode,
  });
  if (target.mode === 'popup') params.set('mode', 'popup');
  // The app's state travels with it in both modes: a redirect hands it back beside the tokens too.
  if (target.state) params.set('state', target.state);
  return params.toString();
}

export function sendPage(ctx: AuthContext, reply: FastifyReply, status: number, render: (nonce: string) => string, popup = false) {
  const nonce = newNonce();
  setPageSecurityHeaders(reply, nonce, ctx.deps.config.publicUrl.startsWith('https:'), popup);
  return reply.status(status).type('text/html; charset=utf-8').send(render(nonce));
}

const field = (label: string, name: string, type: string, autocomplete: string, extra = '') =>
  `<label>${label}<input name="${name}" type="${type}" autocomplete="${autocomplete}" required ${extra}></label>`;

function signInBody(ctx: AuthContext, target: ReturnTarget): string {
  const providers = ctx.deps.config.auth.oidcProviders
    .map(
      (provider) =>
        `<a class="provider" href="/auth/oidc/${provider.name}/start?${escapeHtml(returnTargetQuery(target))}">Continue with ${escapeHtml(provider.label)}</a>`,
    )
    .join('');
  const tab = (panel: string, label: string, selected = false) =>
    `<button type="button" role="tab" data-panel="${panel}" aria-selected="${selected}">${label}</button>`;
  const password = 'minlength="8" maxlength="128"';
  return `<h1>Welcome</h1><p class="lead">Sign in to save your logo systems.</p>
<div class="tabs" role="tablist">${tab('signin', 'Sign in', true)}${tab('signup', 'Sign up')}${tab('magic', 'Email link')}${tab('forgot', 'Reset')}</div>
<form id="form-signin" data-panel="signin">${field('Email', 'email', 'email', 'email')}${field('Password', 'password', 'password', 'current-password')}<button class="primary" type="submit">Sign in</button></form>
<form id="form-signup" data-panel="signup" hidden>${field('Email', 'email', 'email', 'email')}${field('Password', 'password', 'password', 'new-password', password)}<label>Name (optional)<input name="displayName" type="text" autocomplete="name" maxlength="200"></label><button class="primary" type="submit">Create account</button></form>
<form id="form-magic" data-panel="magic" hidden>${field('Email', 'email', 'email', 'email')}<button class="primary" type="submit">Email me a sign-in link</button></form>
<form id="form-forgot" data-panel="forgot" hidden>${field('Email', 'email', 'email', 'email')}<button class="primary" type="submit">Email me a reset link</button></form>
${providers ? `<div class="divider">or</div><div class="providers">${providers}</div>` : ''}`;
}

export async function hostedPageRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const pageData = (page: string, target: ReturnTarget) => ({ page, ...target });

  app.get<{ Querystring: HostedPageQuery }>('/auth', async (request, reply) => {
    const target = parseReturnTarget(ctx, request.query, requestOrigin(ctx, request));
    if (typeof target === 'string')
      return sendPage(ctx, reply, 400, (nonce) => renderErrorPage(nonce, 'This sign-in link is not valid', target));
    const provider = request.query.provider;
    if (provider) {
      if (!ctx.deps.config.auth.oidcProviders.some((item) => item.name === provider)) {
        const message = 'Sign-in with this provider is not set up on this server.';
        // A popup tells its opener at once rather than leaving the app waiting for its timeout.
        const error = { code: 'PROVIDER_NOT_CONFIGURED', message };
        return sendPage(
          ctx,
          reply,
          400,
          (nonce) =>
            target.mode === 'popup'
              ? renderPage({
                  title: 'Provider not available',
                  nonce,
                  body: `<h1>Provider not available</h1><p class="lead">${message}</p>`,
                  data: { page: 'finish', ...target, error },
                })
              : renderErrorPage(nonce, 'Provider not available', message, target.redirectUrl),
          target.mode === 'popup',
        );
      }
      return reply.header('cache-control', 'no-store').redirect(`/auth/oidc/${provider}/start?${returnTargetQuery(target)}`, 302);
    }
    return sendPage(
      ctx,
      reply,
      200,
      (nonce) =>
        renderPage({
          title: 'Sign in',
          nonce,
          body: signInBody(ctx, target),
          data: pageData('signin', target),
          back: target.mode === 'popup' ? undefined : target.redirectUrl,
        }),
      target.mode === 'popup',
    );
  });

  app.get<{ Querystring: HostedPageQuery }>('/auth/magic', async (request, reply) => {
    const target = parseReturnTarget(ctx, { ...request.query, mode: undefined }, requestOrigin(ctx, request));
    if (typeof target === 'string') return sendPage(ctx, reply, 400, (nonce) => renderErrorPage(nonce, 'This link is not valid', target));
    const body = `<h1>Sign in</h1><p class="lead">Continue to sign in to Logo DNA with this link.</p>
<form id="form-magic-verify"><button class="primary" type="submit">Continue signing in</button></form>`;
    return sendPage(ctx, reply, 200, (nonce) =>
      renderPage({ title: 'Sign in', nonce, body, data: pageData('magic', target), back: target.redirectUrl }),
    );
  });

  app.get<{ Querystring: HostedPageQuery }>('/auth/reset', async (request, reply) => {
    const target = parseReturnTarget(ctx, { ...request.query, mode: undefined }, requestOrigin(ctx, request));
    if (typeof target === 'string') return sendPage(ctx, reply, 400, (nonce) => renderErrorPage(nonce, 'This link is not valid', target));
    const password = 'minlength="8" maxlength="128"';
    const body = `<h1>Choose a new password</h1><p class="lead">Your other sessions will be signed out.</p>
<form id="form-reset">${field('New password', 'password', 'password', 'new-password', password)}${field('Repeat it', 'confirm', 'password', 'new-password', password)}<button class="primary" type="submit">Save password</button></form>
<p id="after" hidden><a href="/auth?${escapeHtml(returnTargetQuery(target))}">Sign in</a></p>`;
    return sendPage(ctx, reply, 200, (nonce) =>
      renderPage({ title: 'Reset password', nonce, body, data: pageData('reset', target), back: target.redirectUrl }),
    );
  });

  app.get('/auth/verify', async (request, reply) => {
    const target = parseReturnTarget(ctx, {}, requestOrigin(ctx, request)) as ReturnTarget;
    const body = `<h1>Confirm your email</h1><p class="lead">Confirm this address for your Logo DNA account.</p>
<form id="form-verify"><button class="primary" type="submit">Confirm email</button></form>
<p id="after" hidden><a href="${escapeHtml(target.redirectUrl)}">Continue to Logo DNA</a></p>`;
    return sendPage(ctx, reply, 200, (nonce) =>
      renderPage({ title: 'Confirm email', nonce, body, data: pageData('verify', target), back: target.redirectUrl }),
    );
  });
}
