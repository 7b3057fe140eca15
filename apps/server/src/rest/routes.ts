/** rest feature: the table API and the service-key SQL endpoints, in one scope that accepts empty JSON bodies. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { restErrorAnswer } from './routes/error-body';
import { acceptEmptyJsonBodies, type TableParams, toHttp } from './routes/request-context';
import { sqlRoutes } from './routes/sql-routes';
import { flavourOf } from './routes/table-call';
import { tableRoutes } from './routes/table-routes';

export async function restRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  acceptEmptyJsonBodies(app, deps.config.jsonMaxDepth);
  // Table requests answer errors in their protocol's shape (error-body.ts). Everything else, and what
  // that leaves, goes on to the app's own error handler: parser, compiler and policy refusals and
  // input-caused database errors as HTTP errors, anything else as a 500.
  app.setErrorHandler((error, request, reply) => {
    if (request.routeOptions.url?.includes('/rest/v1/')) {
      const answer = restErrorAnswer(error, flavourOf(request), (request.params as Partial<TableParams>).table);
      if (answer) {
        return reply
          .status(answer.status)
          .header('cache-control', 'private, no-store')
          .header('content-type', 'application/json; charset=utf-8')
          .send(answer.body);
      }
    }
    throw toHttp(error);
  });
  await tableRoutes(app, deps);
  await sqlRoutes(app, deps);
}
