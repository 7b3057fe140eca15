/**
 * Every feature's migrations in the order they apply. Each feature that owns tables exports its own list; the
 * composition root (server.ts) hands them to the database, so db/ never imports a feature.
 */
import { analyticsMigrations } from './analytics/migrations';
import { authMigrations } from './auth/migrations';
import type { Migration } from './db/migrations';
import { mailMigrations } from './mail/migrations';
import { restMigrations } from './rest/migrations';
import { sharingMigrations } from './sharing/migrations';
import { storageMigrations } from './storage/migrations';

export const FEATURE_MIGRATIONS: readonly Migration[] = [
  ...authMigrations,
  ...mailMigrations,
  ...restMigrations,
  ...storageMigrations,
  ...analyticsMigrations,
  ...sharingMigrations,
];
