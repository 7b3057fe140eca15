/** Builds every dependency from a Config and returns a ready (not yet listening) server. */
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createApp } from './app';
import { createAccountDirectory } from './auth/account-directory';
import { createSessionStore } from './auth/sessions';
import type { Config } from './config';
import { createDocumentExtractor } from './data/extract-pool';
import type { Database } from './db/database';
import { isOpenToOthers } from './db/file-modes';
import { runMigrations } from './db/migrations';
import { openDatabase } from './db/open';
import { runProjectMigrations } from './db/project-migrations';
import type { Deps } from './deps';
import { FEATURE_MIGRATIONS } from './feature-migrations';
import { createAccessTokenCodec } from './http/access-token';
import { createCallerQueue } from './http/caller-queue';
import { installConnectionLimits } from './http/connection-limits';
import { createLogger } from './http/logging';
import { createMemoryRateLimiter } from './http/rate-limit';
import { createCachedSessionCheck } from './http/session-check';
import { withVerifiedTokenCache } from './http/verified-token-cache';
import { createMailer } from './mail/mailer';
import { createBackplane } from './realtime/create-backplane';
import { createTableRegistry, tablesCreatedBy } from './rest/tables/project-tables';
import { createStorageService } from './storage/service';

export interface ServerOptions {
  /** Use this database instead of opening `config.databaseUrl` (tests). */
  db?: Database;
  logger?: Logger;
}

export interface Server {
  app: FastifyInstance;
  deps: Deps;
  /** Stops accepting, drains in-flight requests (cut at `config.http.drainTimeoutMs`), then closes every adapter. */
  close(): Promise<void>;
}

export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const logger = options.logger ?? createLogger({ level: config.logLevel, secrets: [config.serviceKey, config.jwtSecret] });
  if (isOpenToOthers(config.dataDir)) {
    logger.warn({ dataDir: config.dataDir }, 'DATA_DIR is open to other local users; its files are kept 0600, but consider chmod 700');
  }
  const db = options.db ?? (await openDatabase(config.databaseUrl, { rawSqlUrl: config.databaseSqlUrl }));
  await runMigrations(db, FEATURE_MIGRATIONS);
  // The project's tables: its migrations, then every table it may serve, checked against the declared policies.
  const tables = createTableRegistry({ db, internalTables: tablesCreatedBy(FEATURE_MIGRATIONS), logger });
  try {
    await runProjectMigrations(db, config.migrationsDir, tables.checkPolicy);
    await tables.refresh({ strict: true });
  } catch (error) {
    await db.close();
    throw error;
  }
  // Built once: the session check asks it on every cache miss.
  const sessionStore = createSessionStore({ db, secret: config.jwtSecret, now: Date.now });
  const deps: Deps = {
    config,
    db,
    logger,
    tokens: withVerifiedTokenCache(createAccessTokenCodec(config.jwtSecret)),
    // ioredis, nodemailer and the AWS SDK are loaded only when their adapter is configured.
    rateLimiter: config.redisUrl
      ? (await import('./http/rate-limit-redis')).createRedisRateLimiter({ url: config.redisUrl, logger })
      : createMemoryRateLimiter(),
    sessions: createCachedSessionCheck(sessionStore.isSessionActive),
    accounts: createAccountDirectory(db),
    mailer: await createMailer(config, db),
    storage: await createStorageService(config, db),
    tables,
    extractor: createDocumentExtractor(config.extract, logger),
    engineQueues: {
      designs: createCallerQueue({ depth: config.engineQueues.designsPerCaller, work: 'designs' }),
      kits: createCallerQueue({ depth: config.engineQueues.kitsPerCaller, retryAfterSeconds: 5, work: 'brand kits' }),
    },
    realtime: await createBackplane(config.redisUrl, config.realtime, Date.now),
    now: Date.now,
  };
  const app = await createApp(deps);
  const connections = installConnectionLimits(app.server, config.http);
  return {
    app,
    deps,
    async close() {
      // In-flight requests get the drain time; then the sockets still open are cut, so close() always ends.
      const deadline = setTimeout(() => {
        deps.logger.warn({ open: connections.size }, 'drain deadline passed: closing the remaining connections');
        connections.destroyAll();
      }, config.http.drainTimeoutMs);
      try {
        await app.close();
      } finally {
        clearTimeout(deadline);
      }
      await deps.extractor.close();
      await deps.rateLimiter.close?.();
      await deps.mailer.close?.();
      await deps.storage.close();
      await db.close();
    },
  };
}
