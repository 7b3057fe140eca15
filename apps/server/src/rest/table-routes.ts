/** `GET/POST/PATCH/DELETE /api/db/:projectId/rest/v1/:table`: the PostgREST-style table API (protocol.md §5). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Row } from '../db/database';
import type { Deps } from '../deps';
import { applyInsertOwner, checkUpdateOwner, resolveAccessScope } from './access-policy';
import { readBodyRow, readBodyRows, toCamelCaseRow } from './body-codec';
import type { FilterNode, RestQuery } from './filter-ast';
import { insertRows } from './insert-rows';
import { MAX_BODY_BYTES, MAX_PAGE_SIZE } from './limits';
import { parseRestQuery } from './query-parser';
import { callerOf, readPreferences, resolveTable, searchOf, sendJson, type TableParams } from './request-context';
import { REST_ERROR_CODES as CODES, refuse } from './rest-errors';
import { compileCount, compileSelect } from './sql-compiler';
import type { TableDefinition } from './table-registry';
import { compileDelete, compileUpdate } from './write-compiler';

type TableRequest = FastifyRequest<{ Params: TableParams }>;

/** The table, the caller's access scope and the parsed query, refused in that order (404, 401, 400). */
function readTableRequest(deps: Deps, request: TableRequest) {
  const table = resolveTable(deps, request.params);
  const scope = resolveAccessScope(table, callerOf(request));
  const query = parseRestQuery(searchOf(request));
  return { table, scope, query };
}

/**
 * Filters the caller wrote, the cursor, then the policy's own filters. The cursor is a keyset on the
 * primary key, which is only a correct page boundary when rows are ordered by that key ascending.
 */
function filtersOf(table: TableDefinition, query: RestQuery, policy: readonly FilterNode[]): FilterNode[] {
  const byKey = query.order.every((term, index) => index === 0 && term.column === table.primaryKey && !term.descending);
  if (query.cursor !== undefined && !byKey)
    throw refuse(CODES.INVALID_CURSOR, `cursor pages by ${table.primaryKey}; order by it ascending or leave order out`);
  const cursor: FilterNode[] =
    query.cursor === undefined ? [] : [{ kind: 'compare', column: table.primaryKey, operator: 'gt', value: query.cursor, negated: false }];
  return [...query.filters, ...cursor, ...policy];
}

/** Writes take filters (PATCH, DELETE) or none (POST), never order or paging: nothing the caller sent is ignored. */
function refuseReadOnlyParameters(query: RestQuery, method: string, allowFilters: boolean): void {
  const extra = query.order.length > 0 || query.limit !== undefined || query.cursor !== undefined;
  if (extra || (!allowFilters && query.filters.length > 0)) {
    throw refuse(CODES.INVALID_FILTER, `${method} takes ${allowFilters ? 'filters only' : 'no filters, order or paging'}`);
  }
  if (method !== 'POST' && query.onConflict) throw refuse(CODES.INVALID_ON_CONFLICT, 'on_conflict applies to POST only');
  // An update or delete without a filter would touch every row the caller can see (pg-safeupdate's rule).
  if (allowFilters && query.filters.length === 0) {
    throw refuse(CODES.FILTER_REQUIRED, `${method} needs at least one filter, e.g. id=eq.<id>`);
  }
}

export async function tableRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const path = '/api/db/:projectId/rest/v1/:table';
  const { db } = deps;

  app.get<{ Params: TableParams }>(path, async (request: TableRequest, reply: FastifyReply) => {
    const { table, scope, query } = readTableRequest(deps, request);
    if (query.onConflict) throw refuse(CODES.INVALID_ON_CONFLICT, 'on_conflict applies to POST only');
    const filters = filtersOf(table, query, scope.filters);
    const { select, order, offset } = query;
    const statement = compileSelect({ table, dialect: db.dialect, select, filters, order, limit: query.limit ?? MAX_PAGE_SIZE, offset });
    const { rows } = await db.query(statement.sql, statement.params);
    const range = rows.length > 0 ? `${offset}-${offset + rows.length - 1}` : '*';
    let total = '*';
    if (readPreferences(request).countExact) {
      const count = compileCount(table, filters, db.dialect);
      const result = await db.query<{ total: number | string }>(count.sql, count.params);
      total = String(Number(result.rows[0]?.total ?? 0));
    }
    reply.header('content-range', `${range}/${total}`);
    return sendJson(reply, 200, rows);
  });

  app.post<{ Params: TableParams }>(path, { bodyLimit: MAX_BODY_BYTES }, async (request: TableRequest, reply: FastifyReply) => {
    const { table, scope, query } = readTableRequest(deps, request);
    refuseReadOnlyParameters(query, 'POST', false);
    const rows = readBodyRows(table, request.body);
    for (const row of rows) applyInsertOwner(scope, row.values);
    const { ignoreDuplicates } = readPreferences(request);
    const saved = await insertRows({ db, table, scope, rows, query, ignoreDuplicates, now: deps.now });
    // The original client's upsert neither sends nor converts snake_case, so answer in the caller's own key style.
    const camel = query.onConflict !== undefined && rows.some((row) => row.camelCase);
    return sendJson(reply, 201, camel ? saved.map(toCamelCaseRow) : saved);
  });

  app.patch<{ Params: TableParams }>(path, { bodyLimit: MAX_BODY_BYTES }, async (request: TableRequest, reply: FastifyReply) => {
    const { table, scope, query } = readTableRequest(deps, request);
    refuseReadOnlyParameters(query, 'PATCH', true);
    if (request.body === undefined || Array.isArray(request.body)) throw refuse(CODES.INVALID_BODY, 'PATCH needs one JSON object');
    const { values } = readBodyRow(table, request.body);
    if (values.size === 0) throw refuse(CODES.INVALID_BODY, 'PATCH needs at least one column to change');
    checkUpdateOwner(scope, values);
    const filters = filtersOf(table, query, scope.filters);
    const statement = compileUpdate({ table, dialect: db.dialect, values, filters, returning: query.select });
    const { rows } = await db.query<Row>(statement.sql, statement.params);
    return sendJson(reply, 200, rows);
  });

  app.delete<{ Params: TableParams }>(path, async (request: TableRequest, reply: FastifyReply) => {
    const { table, scope, query } = readTableRequest(deps, request);
    refuseReadOnlyParameters(query, 'DELETE', true);
    const filters = filtersOf(table, query, scope.filters);
    const statement = compileDelete({ table, dialect: db.dialect, filters, returning: query.select });
    const { rows } = await db.query(statement.sql, statement.params);
    return sendJson(reply, 200, rows);
  });
}
