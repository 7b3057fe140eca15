/** rest feature: creates the declared tables. Text columns use the "C" collation on PostgreSQL so that
 * comparisons, ordering and ILIKE case folding match SQLite's BINARY collation and ASCII-only LIKE. */
import type { Migration } from '../db/migrations';
import { versionTriggersSql } from './tables/version-triggers';

const LOGO_SYSTEMS_TEXT_COLUMNS = [
  'brand_name',
  'industry',
  'tagline',
  'one_liner',
  'desired_colors',
  'competitors',
  'designer_dna',
  'strategy_text',
  'selected_concept',
  'brand_rationale',
  'primary_logo_url',
  'monochrome_logo_url',
  'horizontal_logo_url',
  'stacked_logo_url',
  'app_icon_url',
  'color_palette',
  'typography',
  'alt_text',
];

function logoSystemsSql(collate: string): string {
  const columns = [
    `id TEXT${collate} PRIMARY KEY`,
    `user_id TEXT${collate} NOT NULL`,
    ...LOGO_SYSTEMS_TEXT_COLUMNS.map((name) => `${name} TEXT${collate}`),
    // Always set (the API fills them on insert); NOT NULL also lets ORDER BY created_at walk the index.
    `created_at TEXT${collate} NOT NULL`,
    `updated_at TEXT${collate} NOT NULL`,
  ];
  return [
    `CREATE TABLE logo_systems (\n  ${columns.join(',\n  ')}\n);`,
    'CREATE INDEX logo_systems_user_created ON logo_systems (user_id, created_at);',
  ].join('\n');
}

/** `logo_systems` extras of the versions feature: a display title, the design seed, and the keys the versions table needs. */
function systemsTitleSeedSql(collate: string): string {
  return [
    `ALTER TABLE logo_systems ADD COLUMN title TEXT${collate};`,
    'ALTER TABLE logo_systems ADD COLUMN seed INTEGER;',
    // A foreign key may only name a unique key: (id, user_id) lets a version belong to a system of the same owner.
    'CREATE UNIQUE INDEX logo_systems_id_user ON logo_systems (id, user_id);',
    // My logo systems lists a user's systems by when they were last saved.
    'CREATE INDEX logo_systems_user_updated ON logo_systems (user_id, updated_at);',
  ].join('\n');
}

/**
 * One row per save of a system: the record as it was saved (JSON text), a thumbnail, and the version it was restored
 * from, if any. The composite foreign key keeps a version with a system of the same owner and removes it with its system.
 */
function versionsSql(collate: string): string {
  const columns = [
    `id TEXT${collate} PRIMARY KEY`,
    `system_id TEXT${collate} NOT NULL`,
    `user_id TEXT${collate} NOT NULL`,
    `record TEXT${collate} NOT NULL`,
    `thumbnail_url TEXT${collate}`,
    `restored_from TEXT${collate}`,
    `created_at TEXT${collate} NOT NULL`,
    'FOREIGN KEY (system_id, user_id) REFERENCES logo_systems (id, user_id) ON DELETE CASCADE ON UPDATE CASCADE',
  ];
  return [
    `CREATE TABLE logo_system_versions (\n  ${columns.join(',\n  ')}\n);`,
    'CREATE INDEX logo_system_versions_system_created ON logo_system_versions (system_id, created_at);',
  ].join('\n');
}

export const restMigrations: Migration[] = [
  {
    id: 'rest-001-logo-systems',
    up: { sqlite: logoSystemsSql(''), postgres: logoSystemsSql(' COLLATE "C"') },
  },
  {
    // Which regeneration of its design a system shows (0 = the first), so a reopened system and its kit are the
    // design on screen. Rows written before it have none, read as 0.
    id: 'rest-002-logo-systems-variant',
    up: {
      sqlite: 'ALTER TABLE logo_systems ADD COLUMN variant INTEGER;',
      postgres: 'ALTER TABLE logo_systems ADD COLUMN variant INTEGER;',
    },
  },
  {
    // Rename keeps its own title beside the brand name the logo draws; a duplicate keeps its original's seed.
    id: 'rest-003-logo-systems-title-seed',
    up: { sqlite: systemsTitleSeedSql(''), postgres: systemsTitleSeedSql(' COLLATE "C"') },
  },
  {
    id: 'rest-004-logo-system-versions',
    up: { sqlite: versionsSql(''), postgres: versionsSql(' COLLATE "C"') },
  },
  {
    // The editor's changes (JSON text of DesignEdits) the system's logos and kit are drawn with; none on older rows.
    id: 'rest-005-logo-systems-edits',
    up: {
      sqlite: 'ALTER TABLE logo_systems ADD COLUMN edits TEXT;',
      postgres: 'ALTER TABLE logo_systems ADD COLUMN edits TEXT COLLATE "C";',
    },
  },
  {
    // Every save of a system records its version in the same statement (version-triggers.ts), whoever writes it.
    id: 'rest-006-logo-system-versions-on-save',
    up: { sqlite: versionTriggersSql('sqlite'), postgres: versionTriggersSql('postgres') },
  },
  {
    // The owner's versions are read first on every signed-in request (policy-scope.ts): by index, never a table scan.
    id: 'rest-007-logo-system-versions-owner',
    up: 'CREATE INDEX logo_system_versions_user_created ON logo_system_versions (user_id, created_at);',
  },
  {
    // The owner's details the collateral prints (JSON text of ContactDetails); none on older rows. The version
    // triggers are left as they are: they record the design, and these are not part of it.
    id: 'rest-008-logo-systems-contact',
    up: {
      sqlite: 'ALTER TABLE logo_systems ADD COLUMN contact TEXT;',
      postgres: 'ALTER TABLE logo_systems ADD COLUMN contact TEXT COLLATE "C";',
    },
  },
];
