/** storage feature: the per-user quota's usage counters and the files they count (see quota.ts). */
import type { Migration } from '../db/migrations';

const quotaTables = `CREATE TABLE storage_usage (
  user_id TEXT PRIMARY KEY,
  bytes BIGINT NOT NULL
);
CREATE TABLE storage_objects (
  key TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  size BIGINT NOT NULL,
  created_at TEXT NOT NULL
);`;

export const storageMigrations: Migration[] = [{ id: 'storage-001-quota', up: quotaTables }];
