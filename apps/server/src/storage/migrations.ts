/** storage feature: database migrations. */
import type { Migration } from '../db/migrations';

export const storageMigrations: Migration[] = [];
