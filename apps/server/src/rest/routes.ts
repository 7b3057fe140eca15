/** rest feature: the table API and the service-key SQL endpoints, in one scope that accepts empty JSON bodies. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { acceptEmptyJsonBodies, toHttp } from './request-context';
import { sqlRoutes } from './sql-routes';
import { tableRoutes } from './table-routes';

export async function restRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  acceptEmptyJsonBodies(app, deps.config.jsonMaxDepth);
  // Parser, compiler and policy refusals and input-caused database errors become HTTP errors here; a
  // handler that throws passes the result on to the app's own error handler, which writes the envelope.
  app.setErrorHandler((error) => {
    throw toHttp(error);
  });
  await tableRoutes(app, deps);
  await sqlRoutes(app, deps);
}
