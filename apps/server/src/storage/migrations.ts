/** storage feature: the per-user quota's usage counters and the files they count (see quota.ts), and who made each generated file (file-owners.ts). */
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

/** `expires_at` in milliseconds since the epoch; null for files kept until their system is deleted. */
const generatedFiles = `CREATE TABLE generated_files (
  key TEXT PRIMARY KEY,
  generation TEXT NOT NULL,
  owner TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at BIGINT
);
CREATE INDEX generated_files_generation ON generated_files (generation);
CREATE INDEX generated_files_expires ON generated_files (expires_at);`;

export const storageMigrations: Migration[] = [
  { id: 'storage-001-quota', up: quotaTables },
  { id: 'storage-002-generated-files', up: generatedFiles },
];
