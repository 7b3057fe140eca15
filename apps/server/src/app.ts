/** Builds the Fastify application from its dependencies; no listening, no process state. */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { aiRoutes } from './ai/routes';
import { analyticsRoutes } from './analytics/routes';
import { authRoutes } from './auth/routes';
import { dataRoutes } from './data/routes';
import type { Deps } from './deps';
import { handleClientError } from './http/client-errors';
import { installCors } from './http/cors';
import { installErrorHandling } from './http/errors';
import { healthRoutes } from './http/health';
import { installIdentity } from './http/identity';
import { installJsonBodyParser } from './http/json-body';
import { setNoStoreHeaders } from './http/no-store';
import { webAppRoutes } from './http/web-app';
import { kitRoutes } from './kit/routes';
import { inboxRoutes } from './mail/inbox-routes';
import { notificationsRoutes } from './notifications/routes';
import { realtimeRoutes } from './realtime/routes';
import { restRoutes } from './rest/routes';
import { sharingRoutes } from './sharing/routes';
import { storageRoutes } from './storage/routes';
import { systemsRoutes } from './systems/routes';

/** Default JSON body cap; uploads stream through multipart with their own cap. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function createApp(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // One hop: the address is the last X-Forwarded-For entry, the one our own proxy wrote; entries before it are the
    // caller's to write, so trusting them would let any caller pick the address its limits count against.
    trustProxy: deps.config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    // Fastify's two lines per request are info-level: below that level they are not even assembled.
    logController: new LogController({ disableRequestLogging: !deps.logger.isLevelEnabled('info') }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    clientErrorHandler: handleClientError,
  });
  // A callback hook: an async one would cost a promise on every response.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    setNoStoreHeaders(request, reply);
    done(null, payload);
  });
  installErrorHandling(app);
  // Before the features register, so every scope inherits it (the REST scope re-installs it for empty bodies).
  installJsonBodyParser(app, { maxDepth: deps.config.jsonMaxDepth });
  await installCors(app);
  installIdentity(app, deps.config.serviceKey, deps.tokens, deps.sessions);

  await healthRoutes(app, deps);
  // Each feature registers in its own encapsulated scope.
  const features = [
    restRoutes,
    storageRoutes,
    authRoutes,
    inboxRoutes,
    aiRoutes,
    realtimeRoutes,
    notificationsRoutes,
    analyticsRoutes,
    dataRoutes,
    kitRoutes,
    systemsRoutes,
    sharingRoutes,
  ];
  for (const feature of features) await app.register(async (scope) => feature(scope, deps));
  await webAppRoutes(app, deps);
  return app;
}
