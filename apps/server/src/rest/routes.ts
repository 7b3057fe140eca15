/** rest feature: the table API and the service-key SQL endpoints, in one scope that accepts empty JSON bodies. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { acceptEmptyJsonBodies } from './request-context';
import { sqlRoutes } from './sql-routes';
import { tableRoutes } from './table-routes';

export async function restRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  acceptEmptyJsonBodies(app);
  await tableRoutes(app, deps);
  await sqlRoutes(app, deps);
}
