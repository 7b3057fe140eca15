/**
 * `GET/POST/PATCH/DELETE /api/db/:projectId/rest/v1/:table`: the PostgREST-style table API. Requests
 * speak PostgREST 12 (statuses, `Content-Range`, `Prefer`, media types), or the original client's
 * protocol (protocol.md §5) when they identify as it (client-flavour.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { MAX_BODY_BYTES, MAX_PAGE_SIZE } from '../common/limits';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import { contentRange, pageWindow, readStatus } from '../query/page-range';
import { preferenceApplied } from '../query/prefer';
import { compileCount, compileSelect } from '../sql/read-compiler';
import { accessOf, resolveAccessScope } from '../tables/access-policy';
import { checkSingular } from './representation';
import { callerOf, type TableParams } from './request-context';
import { filtersOf, readTableCall, returnedRows, sendRows, statementOptions, type TableRequest } from './table-call';
import { deleteHandler, patchHandler, postHandler } from './table-writes';

export async function tableRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const path = '/api/db/:projectId/rest/v1/:table';
  const { db } = deps;

  app.get<{ Params: TableParams }>(path, async (request: TableRequest, reply: FastifyReply) => {
    const call = await readTableCall(deps, request);
    const { table, query, flavour, prefs } = call;
    if (query.onConflict) throw refuse(CODES.INVALID_ON_CONFLICT, 'on_conflict applies to POST only');
    const scope = resolveAccessScope(table, callerOf(request), accessOf(request.method));
    const filters = filtersOf(table, query);
    const policy = scope.filters;
    const options = statementOptions(filters);
    // PostgREST callers get its ranges (limit, offset, the Range header), capped at our page size as
    // PostgREST's db-max-rows caps them; the original protocol keeps its own limit checks.
    const range = request.headers.range;
    const window = flavour === 'postgrest' ? pageWindow(query.limit, query.offset, Array.isArray(range) ? range[0] : range) : undefined;
    const offset = window ? window.offset : query.offset;
    const limit = Math.min(window ? (window.limit ?? MAX_PAGE_SIZE) : (query.limit ?? MAX_PAGE_SIZE), MAX_PAGE_SIZE);
    const statement = compileSelect({
      table,
      dialect: db.dialect,
      select: query.select,
      filters,
      policy,
      order: query.order,
      limit,
      offset,
    });
    const rows = returnedRows(call, (await db.query(statement.sql, statement.params, options)).rows);
    let total: number | undefined;
    // `planned` and `estimated` are exact here: SQLite has no planner estimate, and exact is never wrong.
    if (prefs.count) {
      const count = compileCount(table, filters, db.dialect, policy);
      const result = await db.query<{ total: number | string }>(count.sql, count.params, options);
      total = Number(result.rows[0]?.total ?? 0);
    }
    reply.header('content-range', contentRange(offset, rows.length, total));
    const applied = preferenceApplied(prefs, ['count', 'handling']);
    if (applied && flavour === 'postgrest') reply.header('preference-applied', applied);
    const status = flavour === 'postgrest' ? readStatus(offset, rows.length, total) : 200;
    checkSingular(call.media, rows.length);
    return sendRows(reply, call, status, rows);
  });

  app.post<{ Params: TableParams }>(path, { bodyLimit: MAX_BODY_BYTES }, postHandler(deps));
  app.patch<{ Params: TableParams }>(path, { bodyLimit: MAX_BODY_BYTES }, patchHandler(deps));
  app.delete<{ Params: TableParams }>(path, deleteHandler(deps));
}
