/** CRUD on one table through the REST endpoint `/api/db/{projectId}/rest/v1/{table}` (protocol.md §5.3). */
import { toCamelKeys, toSnakeCase, toSnakeKeys } from '../core/case';
import { FeatureError, ValidationError } from '../core/errors';
import type { HttpClient } from '../core/http-client';
import { createRandomHex } from '../core/runtime';
import { appendFilterParams, encodeFilterValue, isEmptyWhere, type OrderBy, toOrderParam, type Where } from './filter';

export type Row = Record<string, unknown>;

export interface ListOptions<T> {
  where?: Where<T>;
  orderBy?: OrderBy<T>;
  limit?: number;
  offset?: number;
  /** Opaque keyset cursor, sent unchanged. */
  cursor?: string;
  select?: (keyof T & string)[];
}

export interface WriteOptions {
  /** false asks the server not to return the row; the SDK then returns what it sent. */
  returning?: boolean;
}

export interface UpsertOptions<T> extends WriteOptions {
  /** Conflict column(s), camelCase or snake_case; default `id`. */
  onConflict?: (keyof T & string) | (keyof T & string)[] | string;
}

export interface TableClient<T extends object = Row> {
  create(data: Partial<T>, options?: WriteOptions): Promise<T>;
  createMany(data: Partial<T>[], options?: WriteOptions): Promise<T[]>;
  upsert(data: Partial<T>, options?: UpsertOptions<T>): Promise<T>;
  upsertMany(data: Partial<T>[], options?: UpsertOptions<T>): Promise<T[]>;
  get(id: string): Promise<T | null>;
  list(options?: ListOptions<T>): Promise<T[]>;
  update(id: string, patch: Partial<T>, options?: WriteOptions): Promise<T>;
  updateMany(patches: (Partial<T> & { id: string })[], options?: WriteOptions): Promise<T[]>;
  delete(id: string): Promise<void>;
  deleteMany(options: { where: Where<T> }): Promise<void>;
  count(options?: { where?: Where<T> }): Promise<number>;
  exists(options: { where: Where<T> }): Promise<boolean>;
}

const RETURN_ROWS = 'return=representation';

/**
 * Names this SDK on every table request. The server answers PostgREST's semantics unless a request
 * identifies as the original client's protocol, which this SDK speaks (double-encoded filter values).
 */
const CLIENT_INFO_HEADER = { 'X-Client-Info': 'logo-dna-sdk/0.1.0' } as const;

/** A 32-hex id, the original client's format for records created without one. */
const createRecordId = (): string => createRandomHex(32);

function withId<T extends object>(data: Partial<T>): Partial<T> {
  const { id } = data as { id?: unknown };
  return id === undefined || id === null || id === '' ? ({ ...data, id: createRecordId() } as Partial<T>) : data;
}

function toRows<T>(data: unknown): T[] {
  if (Array.isArray(data)) return toCamelKeys<T[]>(data);
  if (typeof data === 'object' && data !== null) return [toCamelKeys<T>(data)];
  return [];
}

export function createTableClient<T extends object = Row>(http: HttpClient, projectId: string, tableName: string): TableClient<T> {
  const path = `/api/db/${encodeURIComponent(projectId)}/rest/v1/${encodeURIComponent(toSnakeCase(tableName))}`;
  const byId = (id: string) => {
    if (typeof id !== 'string' || id === '') throw new ValidationError('Record id must be a non-empty string');
    return new URLSearchParams({ id: `eq.${encodeFilterValue(id)}` });
  };
  const preferFor = (options: WriteOptions | undefined) => (options?.returning === false ? 'return=minimal' : RETURN_ROWS);

  async function insert(body: unknown, options: WriteOptions | undefined, query?: URLSearchParams, prefer?: string): Promise<T[]> {
    const response = await http.request('POST', path, {
      body,
      query,
      headers: { ...CLIENT_INFO_HEADER, Prefer: prefer ?? preferFor(options) },
    });
    return toRows<T>(response.data);
  }

  function upsertQuery(options: UpsertOptions<T> | undefined): URLSearchParams {
    const columns = Array.isArray(options?.onConflict) ? options.onConflict : [options?.onConflict ?? 'id'];
    return new URLSearchParams({ on_conflict: columns.map((column) => toSnakeCase(String(column))).join(',') });
  }
  const upsertPrefer = (options: WriteOptions | undefined) => `${preferFor(options)},resolution=merge-duplicates`;

  const table: TableClient<T> = {
    async create(data, options) {
      const body = toSnakeKeys(withId(data));
      const [row] = await insert(body, options);
      if (row) return row;
      if (options?.returning === false) return toCamelKeys<T>(body);
      throw new FeatureError('db', 'INVALID_RESPONSE', 'Failed to create record');
    },
    async createMany(data, options) {
      if (!Array.isArray(data) || data.length === 0) throw new ValidationError('createMany needs a non-empty array');
      return insert(toSnakeKeys(data.map(withId)), options);
    },
    async upsert(data, options) {
      const body = toSnakeKeys(withId(data));
      const [row] = await insert(body, options, upsertQuery(options), upsertPrefer(options));
      if (row) return row;
      if (options?.returning === false) return toCamelKeys<T>(body);
      throw new FeatureError('db', 'INVALID_RESPONSE', 'Failed to upsert record');
    },
    async upsertMany(data, options) {
      if (!Array.isArray(data) || data.length === 0) throw new ValidationError('upsertMany needs a non-empty array');
      return insert(toSnakeKeys(data.map(withId)), options, upsertQuery(options), upsertPrefer(options));
    },
    async get(id) {
      const query = byId(id);
      query.set('limit', '1');
      const response = await http.request('GET', path, { query, headers: { ...CLIENT_INFO_HEADER } });
      return toRows<T>(response.data)[0] ?? null;
    },
    async list(options = {}) {
      const query = new URLSearchParams({ select: options.select?.length ? options.select.map(toSnakeCase).join(',') : '*' });
      appendFilterParams(query, options.where as Where | undefined);
      const order = toOrderParam(options.orderBy as OrderBy | undefined);
      if (order) query.set('order', order);
      if (options.limit !== undefined) query.set('limit', String(options.limit));
      if (options.offset !== undefined) query.set('offset', String(options.offset));
      if (options.cursor !== undefined) query.set('cursor', options.cursor);
      const response = await http.request('GET', path, { query, headers: { ...CLIENT_INFO_HEADER } });
      return toRows<T>(response.data);
    },
    async update(id, patch, options) {
      const response = await http.request('PATCH', path, {
        query: byId(id),
        body: toSnakeKeys(patch),
        headers: { ...CLIENT_INFO_HEADER, Prefer: preferFor(options) },
      });
      const [row] = toRows<T>(response.data);
      if (row) return row;
      if (options?.returning === false) return toCamelKeys<T>({ ...toSnakeKeys<Row>(patch), id });
      throw new FeatureError('db', 'NOT_FOUND', `Record with id ${id} not found`, { status: 404 });
    },
    async updateMany(patches, options) {
      const rows: T[] = [];
      // One PATCH per record, in order, so a failure names the record that failed.
      for (const { id, ...patch } of patches) rows.push(await table.update(id, patch as Partial<T>, options));
      return rows;
    },
    async delete(id) {
      await http.request('DELETE', path, { query: byId(id), headers: { ...CLIENT_INFO_HEADER } });
    },
    async deleteMany(options) {
      // An empty filter would delete every row: refuse it instead of sending it.
      if (isEmptyWhere(options?.where as Where | undefined)) throw new ValidationError('deleteMany needs a non-empty where filter');
      await http.request('DELETE', path, {
        query: appendFilterParams(new URLSearchParams(), options.where as Where),
        headers: { ...CLIENT_INFO_HEADER },
      });
    },
    async count(options = {}) {
      const query = appendFilterParams(new URLSearchParams({ select: 'id' }), options.where as Where | undefined);
      const response = await http.request('GET', path, { query, headers: { ...CLIENT_INFO_HEADER, Prefer: 'count=exact' } });
      const total = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '');
      if (total?.[1]) return Number(total[1]);
      return Array.isArray(response.data) ? response.data.length : 0;
    },
    async exists(options) {
      return (await table.count(options)) > 0;
    },
  };
  return table;
}
