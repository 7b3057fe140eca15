/** Test harness: a real server on a temporary SQLite file or an isolated PostgreSQL schema, driven in-process. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { type Config, loadConfig } from '../config';
import type { Dialect } from '../db/database';
import { openDatabase } from '../db/open';
import { createServer, type Server } from '../server';

/** PostgreSQL used by tests; CI runs one on 127.0.0.1:5432 with trust auth. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestServer extends Server {
  config: Config;
  dialect: Dialect;
  serviceKey: string;
}

export interface TestServerOptions {
  dialect?: Dialect;
  /** Extra environment for loadConfig (e.g. SMTP_URL, REDIS_URL). */
  env?: Record<string, string>;
  /** A logger to use instead of the configured one (tests that read the log). */
  logger?: Logger;
}

/** Starts a server with its own data folder (and its own PostgreSQL schema); `close()` removes both. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dialect = options.dialect ?? 'sqlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-dna-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (dialect === 'postgres') {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    // Tests never listen; a loopback HOST is a developer's own machine, where the dev inbox is on.
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SERVICE_KEY: `sk_test_${randomBytes(8).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...(dialect === 'postgres' ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
    ...options.env,
  });
  const db = dialect === 'postgres' ? await openDatabase(TEST_DATABASE_URL, { schema }) : undefined;
  const dropSchema = async () => {
    if (dialect !== 'postgres') return;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  };
  let server: Server;
  try {
    server = await createServer(config, { ...(db ? { db } : {}), ...(options.logger ? { logger: options.logger } : {}) });
  } catch (error) {
    // A start that fails (a broken migration under test) leaves nothing behind either.
    await dropSchema();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    config,
    dialect,
    serviceKey: config.serviceKey,
    async close() {
      await server.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The dialects every database-backed suite runs on. PostgreSQL is required in CI. */
export const TEST_DIALECTS: Dialect[] = ['sqlite', 'postgres'];
