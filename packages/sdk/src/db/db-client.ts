/** The `db` module: `db.<camelTable>` table clients, `db.table(name)`, and the service-key-only `sql`/`batch` calls. */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { toCamelKeys } from '../core/case';
import type { HttpClient } from '../core/http-client';
import { createTableClient, type Row, type TableClient } from './table';

export interface SqlResponse<R = Row> {
  rows: R[];
  columns: string[];
  rowCount: number;
  executionTime?: number;
}

export interface BatchStatement {
  sql: string;
  args?: unknown[];
}

export interface BatchResponse<R = Row> {
  results: Omit<SqlResponse<R>, 'executionTime'>[];
  executionTime?: number;
  success: boolean;
}

interface DbCore {
  /** A client for any table; the name is snake-cased on the wire (`logoSystems` → `logo_systems`). */
  table<T extends object = Row>(name: string): TableClient<T>;
  sql<R = Row>(query: string, params?: unknown[]): Promise<SqlResponse<R>>;
  batch<R = Row>(statements: BatchStatement[], mode?: 'read' | 'write'): Promise<BatchResponse<R>>;
}

/** Tables the product declares, typed; any other table is reached through `table(name)` or `db.<name>` at run time. */
interface KnownTables {
  logoSystems: TableClient<LogoSystemRecord>;
}

export type DbClient = DbCore & KnownTables;

/** Property names that are methods of the db object, not tables. */
const RESERVED = new Set(['table', 'sql', 'batch', 'then']);

export function createDbClient(http: HttpClient, projectId: string): DbClient {
  const base = `/api/db/${encodeURIComponent(projectId)}`;
  const tables = new Map<string, TableClient<object>>();
  const core: DbCore = {
    table<T extends object = Row>(name: string) {
      let table = tables.get(name);
      if (!table) {
        table = createTableClient<object>(http, projectId, name);
        tables.set(name, table);
      }
      return table as unknown as TableClient<T>;
    },
    async sql<R = Row>(query: string, params: unknown[] = []) {
      const { data } = await http.request<SqlResponse>('POST', `${base}/sql`, { body: { query, params } });
      return { ...data, rows: toCamelKeys<R[]>(data.rows ?? []) };
    },
    async batch<R = Row>(statements: BatchStatement[], mode: 'read' | 'write' = 'write') {
      const { data } = await http.request<BatchResponse>('POST', `${base}/batch`, { body: { statements, mode } });
      const results = (data.results ?? []).map((result) => ({ ...result, rows: toCamelKeys<R[]>(result.rows ?? []) }));
      return { ...data, results };
    },
  };
  // `then` is reserved so the proxy is never mistaken for a promise by `await`.
  return new Proxy(core, {
    get(target, property, receiver) {
      if (typeof property !== 'string' || RESERVED.has(property)) return Reflect.get(target, property, receiver);
      return target.table(property);
    },
  }) as DbClient;
}
