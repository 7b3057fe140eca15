/** Every feature's migrations in the order they apply. */
import { aiMigrations } from '../ai/migrations';
import { analyticsMigrations } from '../analytics/migrations';
import { authMigrations } from '../auth/migrations';
import { dataMigrations } from '../data/migrations';
import { mailMigrations } from '../mail/migrations';
import { notificationsMigrations } from '../notifications/migrations';
import { realtimeMigrations } from '../realtime/migrations';
import { restMigrations } from '../rest/migrations';
import { storageMigrations } from '../storage/migrations';
import type { Migration } from './migrations';

export const ALL_MIGRATIONS: Migration[] = [
  ...authMigrations,
  ...mailMigrations,
  ...restMigrations,
  ...storageMigrations,
  ...aiMigrations,
  ...realtimeMigrations,
  ...notificationsMigrations,
  ...analyticsMigrations,
  ...dataMigrations,
];
