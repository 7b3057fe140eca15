/** GET /api/health: liveness plus which adapters are in use. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { SERVER_VERSION } from '../version';

export async function healthRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/health', async () => ({
    status: 'ok',
    version: SERVER_VERSION,
    database: deps.config.databaseKind,
    storage: deps.config.storageKind,
  }));
}
