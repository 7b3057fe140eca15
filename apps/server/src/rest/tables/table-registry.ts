/**
 * The tables the product itself serves over REST, declared in code with their columns and access policy.
 * The project's own tables join them at start (project-tables.ts); anything else is a 404.
 */
import type { TablePolicy } from '../../db/table-policies';
import type { ColumnCheck } from './column-check';
import { contactColumnCheck } from './contact-column';

/**
 * `json` is JSON kept as text and returned as stored (the product's `color_palette`); `jsonb` is a JSON
 * document of a project table: any JSON value in, the value out, `jsonb` on PostgreSQL and JSON text on
 * SQLite, with `->`/`->>` paths and `cs`/`cd` filters. `timestamp` values are ISO 8601 in UTC.
 */
export type ColumnType = 'text' | 'json' | 'jsonb' | 'integer' | 'real' | 'boolean' | 'timestamp';

export interface ColumnDefinition {
  name: string;
  type: ColumnType;
  notNull?: boolean;
  /** Filled on insert when the body leaves the column out. */
  insertDefault?: 'random-id' | 'now';
  /** A rule on the text written (a product column's own shape): a refusal with its code, or null when it is fine. */
  check?: ColumnCheck;
}

export interface TableDefinition {
  name: string;
  /** Columns in the order `select=*` returns them. */
  columns: readonly ColumnDefinition[];
  /** Looked up by name on every request; a Map so no key like `__proto__` can alias a column. */
  columnsByName: ReadonlyMap<string, ColumnDefinition>;
  primaryKey: string;
  /** Column sets an `on_conflict` may name: the primary key and every unique constraint. */
  uniqueKeys: readonly (readonly string[])[];
  policy: TablePolicy;
}

export interface TableDefinitionParams {
  name: string;
  columns: readonly ColumnDefinition[];
  primaryKey: string;
  uniqueKeys?: readonly (readonly string[])[];
  policy: TablePolicy;
}

/** Builds a table definition and checks it is self-consistent (a declaration error fails at start-up). */
export function defineTable(params: TableDefinitionParams): TableDefinition {
  const columnsByName = new Map(params.columns.map((column) => [column.name, column]));
  const known = (name: string) => columnsByName.has(name);
  if (!known(params.primaryKey)) throw new Error(`${params.name}: primary key ${params.primaryKey} is not a column`);
  const ownerColumn = 'ownerColumn' in params.policy ? params.policy.ownerColumn : undefined;
  if (ownerColumn !== undefined && !known(ownerColumn)) throw new Error(`${params.name}: owner column missing`);
  const uniqueKeys = [[params.primaryKey], ...(params.uniqueKeys ?? [])];
  for (const key of uniqueKeys) if (!key.every(known)) throw new Error(`${params.name}: unique key names an unknown column`);
  return { ...params, columnsByName, uniqueKeys };
}

const text = (name: string, extra: Partial<ColumnDefinition> = {}): ColumnDefinition => ({ name, type: 'text', ...extra });

/** Spec §3 "Logo system record", field for field in snake_case; owner-only. */
export const LOGO_SYSTEMS_TABLE = defineTable({
  name: 'logo_systems',
  primaryKey: 'id',
  policy: { kind: 'owner', ownerColumn: 'user_id' },
  columns: [
    text('id', { notNull: true, insertDefault: 'random-id' }),
    text('user_id', { notNull: true }),
    text('brand_name'),
    text('industry'),
    text('tagline'),
    text('one_liner'),
    text('desired_colors'),
    text('competitors'),
    text('designer_dna'),
    text('strategy_text'),
    text('selected_concept'),
    text('brand_rationale'),
    text('primary_logo_url'),
    text('monochrome_logo_url'),
    text('horizontal_logo_url'),
    text('stacked_logo_url'),
    text('app_icon_url'),
    { name: 'color_palette', type: 'json' },
    { name: 'typography', type: 'json' },
    text('alt_text'),
    text('created_at', { notNull: true, insertDefault: 'now' }),
    text('updated_at', { notNull: true, insertDefault: 'now' }),
    // Not in spec §3 (added by a later migration, so last): which regeneration of the design the record shows.
    { name: 'variant', type: 'integer' },
    // Also beyond spec §3: the name My logo systems shows (the brand name when unset), and the design seed (derived
    // from the id when unset; a duplicate keeps its original's, so it is the same design).
    text('title'),
    { name: 'seed', type: 'integer' },
    // Also later: the editor's changes (JSON), so a reopened system, its downloads and its kit show them.
    { name: 'edits', type: 'json' },
    // The version a save restores: the database copies it into the version the save records, then clears it.
    text('restored_from'),
    // The owner's details the collateral prints (JSON of ContactDetails), checked as the kit checks them. Not part of
    // a version: a change to them alone records none, and restoring an older design keeps them.
    { name: 'contact', type: 'json', check: contactColumnCheck },
  ],
});

/**
 * Each save of a logo system, recorded by the database with the save (version-triggers.ts). Its owner reads it and
 * nobody but the service key writes it, so the history is exactly the saves (a foreign key on (system_id, user_id)
 * keeps versions with their system; DELETE /api/systems removes them with it).
 */
export const LOGO_SYSTEM_VERSIONS_TABLE = defineTable({
  name: 'logo_system_versions',
  primaryKey: 'id',
  policy: { kind: 'owner', ownerColumn: 'user_id', readOnly: true },
  columns: [
    text('id', { notNull: true, insertDefault: 'random-id' }),
    text('system_id', { notNull: true }),
    text('user_id', { notNull: true }),
    // The logo_systems record as it was saved, camelCase JSON text: restoring a version writes it back.
    { name: 'record', type: 'json', notNull: true },
    text('thumbnail_url'),
    // The version this one restored, when it was made by a restore.
    text('restored_from'),
    text('created_at', { notNull: true, insertDefault: 'now' }),
  ],
});

const TABLES: ReadonlyMap<string, TableDefinition> = new Map(
  [LOGO_SYSTEMS_TABLE, LOGO_SYSTEM_VERSIONS_TABLE].map((table) => [table.name, table]),
);

/** The product's own served tables. */
export function builtInTables(): readonly TableDefinition[] {
  return [...TABLES.values()];
}
