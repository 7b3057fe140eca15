/** The tables the REST API exposes, declared in code with their columns and access policy; anything else is a 404. */

export type ColumnType = 'text' | 'json' | 'integer' | 'real' | 'boolean';

export interface ColumnDefinition {
  name: string;
  type: ColumnType;
  notNull?: boolean;
  /** Filled on insert when the body leaves the column out. */
  insertDefault?: 'random-id' | 'now';
}

/**
 * `owner`: a signed-in user sees and writes only rows whose `ownerColumn` is their user id.
 * `service-only`: only the service key may touch the table. The service key bypasses every policy.
 */
export type TablePolicy = { kind: 'owner'; ownerColumn: string } | { kind: 'service-only' };

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
  if (params.policy.kind === 'owner' && !known(params.policy.ownerColumn)) throw new Error(`${params.name}: owner column missing`);
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
  ],
});

const TABLES: ReadonlyMap<string, TableDefinition> = new Map([[LOGO_SYSTEMS_TABLE.name, LOGO_SYSTEMS_TABLE]]);

/** The declared table of that name, or undefined (deny by default). */
export function findTable(name: string): TableDefinition | undefined {
  return TABLES.get(name);
}
