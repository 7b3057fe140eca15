/**
 * The tables served over REST: the product's own (table-registry.ts) and the project's, read from the
 * database catalog with the policies their migrations declared. A project table without a policy is
 * the service key's only; one that cannot be served (no single-column primary key, an owner column that
 * is not text) is left out, or stops the start when a policy names it.
 */
import { type CatalogTable, readCatalog, readCatalogTable } from '../../db/catalog';
import type { Queryable } from '../../db/database';
import type { Migration } from '../../db/migrations';
import { ProjectSchemaError } from '../../db/project-migrations';
import { POLICY_FORMS, readPolicies, type TablePolicy } from '../../db/table-policies';
import { isNowDefault, SERVED_TYPES, toColumnType } from './column-types';
import { builtInTables, type ColumnDefinition, defineTable, type TableDefinition } from './table-registry';

/** Names the API can reach: the body codec maps camelCase keys to snake_case, so names are lower snake_case. */
const SERVABLE_NAME = /^[a-z_][a-z0-9_]*$/;

const SERVICE_ONLY: TablePolicy = { kind: 'service-only' };

type ProjectTableResult = { table: TableDefinition; leftOut: string[] } | { problem: string };

function toColumn(column: CatalogTable['columns'][number], primaryKey: string | undefined): ColumnDefinition | undefined {
  const type = toColumnType(column.declaredType);
  if (!type || !SERVABLE_NAME.test(column.name)) return undefined;
  const isKey = column.name === primaryKey;
  const definition: ColumnDefinition = { name: column.name, type, ...(column.notNull || isKey ? { notNull: true } : {}) };
  if (isKey && type === 'text' && !column.defaultExpression && !column.generated) definition.insertDefault = 'random-id';
  if (type === 'timestamp' && isNowDefault(column.defaultExpression)) definition.insertDefault = 'now';
  return definition;
}

/** The definition of a project table under `policy`, or why it cannot be served. */
function toProjectTable(shape: CatalogTable, policy: TablePolicy): ProjectTableResult {
  if (!SERVABLE_NAME.test(shape.name)) return { problem: `table ${shape.name}: table names must be lowercase letters, digits and _` };
  const [primaryKey, ...more] = shape.primaryKey;
  if (!primaryKey || more.length > 0) return { problem: `table ${shape.name} needs a primary key of one column to be served` };
  const columns: ColumnDefinition[] = [];
  const leftOut: string[] = [];
  for (const column of shape.columns) {
    const definition = toColumn(column, primaryKey);
    if (definition) columns.push(definition);
    else leftOut.push(`${column.name} (${column.declaredType || 'no type'})`);
  }
  const byName = new Map(columns.map((column) => [column.name, column]));
  if (!byName.has(primaryKey)) return { problem: `table ${shape.name}: its primary key ${primaryKey} must be one of ${SERVED_TYPES}` };
  const ownerColumn = 'ownerColumn' in policy ? policy.ownerColumn : undefined;
  if (ownerColumn !== undefined && byName.get(ownerColumn)?.type !== 'text') {
    return { problem: `table ${shape.name}: the owner column ${ownerColumn} must be a text column of the table` };
  }
  const uniqueKeys = shape.uniqueKeys.filter((key) => key.every((name) => byName.has(name)));
  return { table: defineTable({ name: shape.name, columns, primaryKey, uniqueKeys, policy }), leftOut };
}

/** Names of the tables the given migrations create: the server's own, never served as project tables. */
export function tablesCreatedBy(migrations: readonly Migration[]): Set<string> {
  const names = new Set<string>();
  const pattern = /\bCREATE\s+(?:VIRTUAL\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`]?([A-Za-z_][A-Za-z0-9_]*)/gi;
  for (const migration of migrations) {
    const texts = typeof migration.up === 'string' ? [migration.up] : Object.values(migration.up);
    for (const text of texts) for (const match of text.matchAll(pattern)) names.add((match[1] as string).toLowerCase());
  }
  return names;
}

export interface TableRegistryOptions {
  db: Queryable;
  /** Tables of the server's own migrations (see `tablesCreatedBy`); `_…` and `sqlite_…` tables are internal too. */
  internalTables: ReadonlySet<string>;
  logger: { warn(details: object, message: string): void };
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

/** The served tables, re-read from the catalog after schema changes. */
export interface TableRegistry {
  /** The served table of that name; a miss re-reads the catalog (at most once a second) for tables made elsewhere. */
  find(name: string): Promise<TableDefinition | undefined>;
  /**
   * Re-reads the catalog and policies. `strict` (the start) throws a ProjectSchemaError when a table with a
   * declared policy cannot be served; otherwise such a table is left out and a warning logged.
   */
  refresh(options?: { strict?: boolean }): Promise<void>;
  /** The names served now, sorted. */
  names(): string[];
  /** Why a declared policy does not fit its table (migrations check it before recording it). */
  checkPolicy(tx: Queryable, table: string, policy: TablePolicy): Promise<string | undefined>;
}

/** How long a miss waits before it may read the catalog again. */
const MISS_REFRESH_MS = 1000;

export function createTableRegistry(options: TableRegistryOptions): TableRegistry {
  const { db, internalTables, logger } = options;
  const now = options.now ?? Date.now;
  const builtIn = new Map(builtInTables().map((table) => [table.name, table]));
  let tables = new Map(builtIn);
  let refreshing: Promise<void> | undefined;
  let lastRefresh = 0;
  const warned = new Set<string>();

  const isInternal = (name: string) => builtIn.has(name) || internalTables.has(name) || name.startsWith('_') || name.startsWith('sqlite_');

  function warnOnce(message: string): void {
    if (warned.has(message)) return;
    warned.add(message);
    logger.warn({ feature: 'rest' }, message);
  }

  async function load(strict: boolean): Promise<void> {
    const [catalog, policies] = await Promise.all([readCatalog(db), readPolicies(db)]);
    const next = new Map(builtIn);
    const problems: string[] = [];
    for (const shape of catalog) {
      if (isInternal(shape.name)) continue;
      const recorded = policies.get(shape.name);
      if (recorded && !recorded.policy) {
        problems.push(`table ${shape.name}: recorded policy "${recorded.text}" is none of ${POLICY_FORMS}`);
        continue;
      }
      const result = toProjectTable(shape, recorded?.policy ?? SERVICE_ONLY);
      if ('problem' in result) {
        if (recorded) problems.push(`${result.problem} (policy declared in ${recorded.declaredIn})`);
        else warnOnce(`${result.problem}; it is not served`);
        continue;
      }
      for (const column of result.leftOut) warnOnce(`table ${shape.name}: column ${column} is not served (types served: ${SERVED_TYPES})`);
      next.set(shape.name, result.table);
    }
    if (strict && problems.length > 0) {
      throw new ProjectSchemaError(problems.length === 1 ? (problems[0] as string) : `${problems[0]} (and ${problems.length - 1} more)`);
    }
    for (const problem of problems) warnOnce(`${problem}; it is not served`);
    tables = next;
    lastRefresh = now();
  }

  function refresh(refreshOptions: { strict?: boolean } = {}): Promise<void> {
    if (refreshOptions.strict) return load(true);
    refreshing ??= load(false).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  return {
    async find(name) {
      const found = tables.get(name);
      if (found || !SERVABLE_NAME.test(name) || isInternal(name) || now() - lastRefresh < MISS_REFRESH_MS) return found;
      await refresh();
      return tables.get(name);
    },
    refresh,
    names: () => [...tables.keys()].sort(),
    async checkPolicy(tx, table, policy) {
      if (builtIn.has(table) || isInternal(table)) return `${table} is one of the server's own tables; its access is fixed`;
      const shape = await readCatalogTable(tx, table);
      if (!shape) return `no table ${table}`;
      const result = toProjectTable(shape, policy);
      return 'problem' in result ? result.problem : undefined;
    },
  };
}
