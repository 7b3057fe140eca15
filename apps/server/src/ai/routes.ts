/** ai feature: HTTP routes. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

export async function aiRoutes(_app: FastifyInstance, _deps: Deps): Promise<void> {}
