/** rest feature: creates the declared tables. Text columns use the "C" collation on PostgreSQL so that
 * comparisons, ordering and ILIKE case folding match SQLite's BINARY collation and ASCII-only LIKE. */
import type { Migration } from '../db/migrations';

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
    // The editor's changes (JSON text of DesignEdits) the system's logos and kit are drawn with; none on older rows.
    id: 'rest-005-logo-systems-edits',
    up: {
      sqlite: 'ALTER TABLE logo_systems ADD COLUMN edits TEXT;',
      postgres: 'ALTER TABLE logo_systems ADD COLUMN edits TEXT COLLATE "C";',
    },
  },
];
