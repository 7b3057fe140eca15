/** The composition root's types: every service a feature may use, built once in main.ts. */
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AccessTokenCodec } from './http/access-token';
import type { RateLimiter } from './http/rate-limit';

export interface Deps {
  config: Config;
  db: Database;
  logger: Logger;
  tokens: AccessTokenCodec;
  rateLimiter: RateLimiter;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
}
