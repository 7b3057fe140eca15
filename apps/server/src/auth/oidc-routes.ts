/**
 * OpenID Connect sign-in: /auth/oidc/:provider/start sends the browser to the provider with PKCE
 * S256 and a single-use state bound to this browser by a cookie (5 min); the callback exchanges the
 * code, finds or creates the account, and returns tokens like the hosted page does.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OidcProviderConfig } from './auth-config';
import { type AuthContext, requestOrigin, signInUser } from './context';
import { parseEmailAddress } from './email-address';
import { type HostedPageQuery, parseReturnTarget, type ReturnTarget, sendPage, toHandBackUrl } from './hosted-page-routes';
import { createOidcClients } from './oidc-client';
import { findOrCreateOidcUser } from './oidc-users';
import { renderErrorPage, renderPage } from './page-shell';

const STATE_TTL_MS = 5 * 60 * 1000;
const BROWSER_COOKIE = 'logo_dna_oidc';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

interface StateRow {
  provider: string;
  code_verifier: string;
  nonce: string;
  browser_hash: string;
  redirect_url: string;
  mode: string;
  client_state: string | null;
  [column: string]: unknown;
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export async function oidcRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const { deps } = ctx;
  const clients = createOidcClients();
  const secure = deps.config.publicUrl.startsWith('https:');
  const providerOf = (name: string): OidcProviderConfig | undefined => deps.config.auth.oidcProviders.find((item) => item.name === name);
  const callbackUri = (provider: OidcProviderConfig) => `${deps.config.publicUrl}/auth/oidc/${provider.name}/callback`;

  /** Hands the outcome to the app: tokens or an error, by redirect or to the popup's opener. */
  function finish(
    reply: FastifyReply,
    target: ReturnTarget,
    outcome: { tokens?: Record<string, unknown>; error?: { code: string; message: string } },
  ) {
    if (target.mode === 'popup') {
      return sendPage(
        ctx,
        reply,
        200,
        (nonce) =>
          renderPage({
            title: 'Signing in',
            nonce,
            body: '<h1>Signing you in…</h1><p class="lead">You can close this window.</p>',
            data: { page: 'finish', ...target, ...outcome },
          }),
        true,
      );
    }
    const params: Record<string, string> = outcome.tokens
      ? { access_token: String(outcome.tokens.access_token), refresh_token: String(outcome.tokens.refresh_token) }
      : outcome.error
        ? { error: outcome.error.code, error_description: outcome.error.message }
        : {};
    // The app's state, beside the tokens: the app takes them only for a sign-in it started.
    if (target.state) params.state = target.state;
    return reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store').redirect(toHandBackUrl(target, params), 302);
  }

  app.get<{ Params: { provider: string }; Querystring: HostedPageQuery }>('/auth/oidc/:provider/start', async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const target = parseReturnTarget(ctx, request.query, requestOrigin(ctx, request));
    if (!provider)
      return sendPage(ctx, reply, 404, (nonce) =>
        renderErrorPage(nonce, 'Provider not available', 'Sign-in with this provider is not set up on this server.'),
      );
    if (typeof target === 'string')
      return sendPage(ctx, reply, 400, (nonce) => renderErrorPage(nonce, 'This sign-in link is not valid', target));
    let authorization: Awaited<ReturnType<typeof clients.startAuthorization>>;
    try {
      authorization = await clients.startAuthorization(provider, callbackUri(provider));
    } catch (error) {
      request.log.warn({ err: error, provider: provider.name }, 'OpenID discovery failed');
      return finish(reply, target, {
        error: { code: 'NETWORK_ERROR', message: `${provider.label} sign-in is unavailable right now. Please try again.` },
      });
    }
    const browser = randomBytes(24).toString('base64url');
    const at = deps.now();
    await deps.db.query(
      `INSERT INTO auth_oidc_states (state_hash, provider, code_verifier, nonce, browser_hash, redirect_url, mode, client_state, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        sha256(authorization.state),
        provider.name,
        authorization.codeVerifier,
        authorization.nonce,
        sha256(browser),
        target.redirectUrl,
        // The mode column also keeps where a redirect puts the tokens: `redirect` (query) or `fragment`.
        target.mode === 'redirect' && target.responseMode === 'fragment' ? 'fragment' : target.mode,
        target.state,
        new Date(at).toISOString(),
        new Date(at + STATE_TTL_MS).toISOString(),
      ],
    );
    const cookie = `${BROWSER_COOKIE}=${browser}; Path=/auth/oidc; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    return reply
      .header('set-cookie', cookie)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(authorization.url.toString(), 302);
  });

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    '/auth/oidc/:provider/callback',
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const state = request.query.state;
      const badLink = () =>
        sendPage(ctx, reply, 400, (nonce) =>
          renderErrorPage(nonce, 'Sign-in failed', 'This sign-in attempt is not valid any more. Please start again.'),
        );
      if (!provider || typeof state !== 'string') return badLink();
      // Single use: the conditional update claims the state once, even under parallel callbacks.
      const at = new Date(deps.now()).toISOString();
      const claimed = await deps.db.query(
        'UPDATE auth_oidc_states SET used_at = ? WHERE state_hash = ? AND provider = ? AND used_at IS NULL AND expires_at > ?',
        [at, sha256(state), provider.name, at],
      );
      if (claimed.rowCount !== 1) return badLink();
      const row = (await deps.db.query<StateRow>('SELECT * FROM auth_oidc_states WHERE state_hash = ?', [sha256(state)])).rows[0];
      const browser = readCookie(request, BROWSER_COOKIE);
      if (!row || !browser || sha256(browser) !== row.browser_hash) return badLink();
      reply.header('set-cookie', `${BROWSER_COOKIE}=; Path=/auth/oidc; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
      const target: ReturnTarget = {
        redirectUrl: row.redirect_url,
        targetOrigin: new URL(row.redirect_url).origin,
        mode: row.mode === 'popup' ? 'popup' : 'redirect',
        responseMode: row.mode === 'fragment' ? 'fragment' : 'query',
        state: row.client_state,
        projectId: deps.config.projectId,
      };
      if (request.query.error)
        return finish(reply, target, { error: { code: 'POPUP_CANCELED', message: 'Sign-in was canceled. Please try again.' } });
      try {
        const callbackUrl = new URL(request.url, `${deps.config.publicUrl}/`);
        const profile = await clients.finishAuthorization(provider, callbackUrl, {
          codeVerifier: row.code_verifier,
          state,
          nonce: row.nonce,
        });
        const email = parseEmailAddress(profile.email);
        const user = await findOrCreateOidcUser(ctx, provider.name, { ...profile, email });
        const tokens = await signInUser(ctx, user);
        return finish(reply, target, { tokens: { ...tokens, user: undefined } });
      } catch (error) {
        request.log.warn({ err: error, provider: provider.name }, 'OpenID sign-in failed');
        const code = (error as { code?: string }).code;
        const message =
          code === 'EMAIL_ALREADY_EXISTS'
            ? 'An account with this email already exists. Sign in with your password, then link the provider.'
            : 'Authentication error. Please try again.';
        return finish(reply, target, { error: { code: code === 'EMAIL_ALREADY_EXISTS' ? code : 'INVALID_CREDENTIALS', message } });
      }
    },
  );
}
