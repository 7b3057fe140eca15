/** analytics feature: HTTP routes. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

export async function analyticsRoutes(_app: FastifyInstance, _deps: Deps): Promise<void> {}
