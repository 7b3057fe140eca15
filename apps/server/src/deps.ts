/** The composition root's types: every service a feature may use, built once in main.ts. */
import type { Logger } from 'pino';
import type { AccountDirectory } from './auth/account-directory';
import type { Config } from './config';
import type { DocumentExtractor } from './data/extract-pool';
import type { Database } from './db/database';
import type { AccessTokenCodec } from './http/access-token';
import type { CallerQueue } from './http/caller-queue';
import type { RateLimiter } from './http/rate-limit';
import type { SessionCheck } from './http/session-check';
import type { Mailer } from './mail/port';
import type { RealtimeBackplane } from './realtime/port';
import type { TableRegistry } from './rest/tables/project-tables';
import type { StorageService } from './storage/port';

export interface Deps {
  config: Config;
  db: Database;
  logger: Logger;
  tokens: AccessTokenCodec;
  rateLimiter: RateLimiter;
  /** Whether an access token's session is still open (sign-out ends it everywhere within seconds). */
  sessions: SessionCheck;
  /** Which address an account has proven (notifications mail users only there). */
  accounts: AccountDirectory;
  /** Sends mail: SMTP when SMTP_URL is set, otherwise the development outbox. */
  mailer: Mailer;
  /** Files: a local folder, or S3 when STORAGE_URL is s3://…; public URLs for stored keys. */
  storage: StorageService;
  /** The tables served over REST: the product's own and the project's (MIGRATIONS_DIR, or made through `/sql`). */
  tables: TableRegistry;
  /** Reads uploaded and fetched documents into text in worker threads, under caps (started with the first document). */
  extractor: DocumentExtractor;
  /** Work each caller may have queued or running on the design engine's pool and on the brand-kit worker. */
  engineQueues: { designs: CallerQueue; kits: CallerQueue };
  /**
   * The realtime backplane (in process, or Redis when REDIS_URL is set): the realtime feature serves it; other
   * features publish through it as the server.
   */
  realtime: RealtimeBackplane;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
}
