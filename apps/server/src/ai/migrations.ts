/** ai feature: database migrations. */
import type { Migration } from '../db/migrations';

export const aiMigrations: Migration[] = [];
