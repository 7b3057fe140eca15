/** auth feature: HTTP routes. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { inboxRoutes } from '../mail/inbox-routes';

export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await inboxRoutes(app, deps);
}
