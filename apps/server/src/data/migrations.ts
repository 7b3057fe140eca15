/** data feature: database migrations. */
import type { Migration } from '../db/migrations';

export const dataMigrations: Migration[] = [];
