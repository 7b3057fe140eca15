/** auth feature: registers the auth API and the hosted pages. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { accountRoutes } from './account-routes';
import { appFontsRoutes } from './app-fonts';
import { createAuthContext } from './context';
import { emailLinkRoutes } from './email-link-routes';
import { hostedPageRoutes } from './hosted-page-routes';
import { oidcRoutes } from './oidc-routes';
import { passwordRoutes } from './password-routes';

export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const ctx = createAuthContext(deps);
  // Slowed sign-ins stop waiting (429) as soon as the server starts closing, so they do not hold it up.
  app.addHook('preClose', async () => ctx.shutdown.abort());
  // Mails still queued when the server stops are handed over before the database closes.
  app.addHook('onClose', async () => ctx.mail.flush());
  await accountRoutes(app, ctx);
  await passwordRoutes(app, ctx);
  await emailLinkRoutes(app, ctx);
  await hostedPageRoutes(app, ctx);
  await appFontsRoutes(app, ctx);
  await oidcRoutes(app, ctx);
  app.get('/api/auth/providers', async () => ({
    providers: ['email', ...deps.config.auth.oidcProviders.map((provider) => provider.name)],
  }));
}
