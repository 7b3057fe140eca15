/**
 * Reads the tables of the database as they are: columns with their declared types, nullability and
 * defaults, the primary key and single-purpose unique keys. SQLite: `sqlite_schema` and the table-valued
 * PRAGMAs; PostgreSQL: `pg_catalog` of the connection's current schema.
 */
import type { Queryable } from './database';

interface CatalogColumn {
  name: string;
  /** As declared (SQLite) or as `format_type` spells it (PostgreSQL), e.g. `TIMESTAMP`, `timestamp with time zone`. */
  declaredType: string;
  notNull: boolean;
  /** The default expression's text, or undefined. */
  defaultExpression: string | undefined;
  /** The database fills it (SQLite INTEGER PRIMARY KEY, PostgreSQL identity or serial). */
  generated: boolean;
}

export interface CatalogTable {
  name: string;
  columns: CatalogColumn[];
  /** Columns of the primary key in key order (empty without one). */
  primaryKey: string[];
  /** Column sets of unique indexes and constraints without a predicate or expression, primary key excluded. */
  uniqueKeys: string[][];
}

type ColumnRow = {
  table_name: string;
  column_name: string;
  declared_type: string | null;
  not_null: number | boolean;
  default_expression: string | null;
  primary_position: number;
  generated: number | boolean;
};

type KeyRow = {
  table_name: string;
  key_name: string;
  is_primary: number | boolean;
  column_name: string | null;
};

const SQLITE_COLUMNS = `
  SELECT m.name AS table_name, p.name AS column_name, p.type AS declared_type, p."notnull" AS not_null,
         p.dflt_value AS default_expression, p.pk AS primary_position,
         (p.pk = 1 AND upper(p.type) = 'INTEGER' AND (SELECT count(*) FROM pragma_table_info(m.name) q WHERE q.pk > 0) = 1) AS generated
  FROM sqlite_schema m JOIN pragma_table_info(m.name) p
  WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
  ORDER BY m.name, p.cid`;

const SQLITE_KEYS = `
  SELECT m.name AS table_name, l.name AS key_name, l.origin = 'pk' AS is_primary, i.name AS column_name
  FROM sqlite_schema m JOIN pragma_index_list(m.name) l JOIN pragma_index_info(l.name) i
  WHERE m.type = 'table' AND l."unique" = 1 AND l.partial = 0
  ORDER BY m.name, l.name, i.seqno`;

const POSTGRES_COLUMNS = `
  SELECT c.relname::text AS table_name, a.attname::text AS column_name, format_type(a.atttypid, a.atttypmod) AS declared_type,
         a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_expression, 0 AS primary_position,
         (a.attidentity <> '' OR coalesce(pg_get_expr(d.adbin, d.adrelid), '') LIKE 'nextval(%') AS generated
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
  WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
  ORDER BY c.relname, a.attnum`;

const POSTGRES_KEYS = `
  SELECT c.relname::text AS table_name, i.indexrelid::text AS key_name, i.indisprimary AS is_primary, a.attname::text AS column_name
  FROM pg_index i
  JOIN pg_class c ON c.oid = i.indrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
  LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum AND k.attnum > 0
  WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND i.indisunique AND i.indpred IS NULL
  ORDER BY c.relname, i.indexrelid, k.position`;

function tableOf(tables: Map<string, CatalogTable>, name: string): CatalogTable {
  let table = tables.get(name);
  if (!table) {
    table = { name, columns: [], primaryKey: [], uniqueKeys: [] };
    tables.set(name, table);
  }
  return table;
}

function addKeys(tables: Map<string, CatalogTable>, rows: readonly KeyRow[]): void {
  const keys = new Map<string, { table: string; primary: boolean; columns: (string | null)[] }>();
  for (const row of rows) {
    const id = `${row.table_name}\u0000${row.key_name}`;
    const key = keys.get(id) ?? { table: row.table_name, primary: Boolean(row.is_primary), columns: [] };
    key.columns.push(row.column_name);
    keys.set(id, key);
  }
  for (const key of keys.values()) {
    const table = tables.get(key.table);
    // An index on an expression has a column without a name: it is no key a caller can name.
    if (!table || key.columns.some((column) => column === null)) continue;
    const columns = key.columns as string[];
    if (key.primary) table.primaryKey = columns;
    else table.uniqueKeys.push(columns);
  }
}

/** Every base table of the database (SQLite's own `sqlite_*` excepted), in name order. */
export async function readCatalog(db: Queryable): Promise<CatalogTable[]> {
  const sqlite = db.dialect === 'sqlite';
  const columns = await db.query<ColumnRow>(sqlite ? SQLITE_COLUMNS : POSTGRES_COLUMNS);
  const keys = await db.query<KeyRow>(sqlite ? SQLITE_KEYS : POSTGRES_KEYS);
  const tables = new Map<string, CatalogTable>();
  const sqlitePrimary = new Map<string, { column: string; position: number }[]>();
  for (const row of columns.rows) {
    const table = tableOf(tables, row.table_name);
    table.columns.push({
      name: row.column_name,
      declaredType: row.declared_type ?? '',
      notNull: Boolean(row.not_null),
      defaultExpression: row.default_expression ?? undefined,
      generated: Boolean(row.generated),
    });
    if (row.primary_position > 0) {
      const list = sqlitePrimary.get(row.table_name) ?? [];
      list.push({ column: row.column_name, position: row.primary_position });
      sqlitePrimary.set(row.table_name, list);
    }
  }
  addKeys(tables, keys.rows);
  // SQLite lists the primary key in table_info (an INTEGER PRIMARY KEY has no index at all).
  for (const [name, list] of sqlitePrimary) {
    const table = tables.get(name);
    if (table) table.primaryKey = list.sort((a, b) => a.position - b.position).map((item) => item.column);
  }
  return [...tables.values()];
}

/** One table of the catalog, or undefined. */
export async function readCatalogTable(db: Queryable, name: string): Promise<CatalogTable | undefined> {
  return (await readCatalog(db)).find((table) => table.name === name);
}
