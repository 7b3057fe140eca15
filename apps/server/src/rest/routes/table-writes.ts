/**
 * POST, PATCH and DELETE on a table. PostgREST callers get PostgREST 12's answers: rows only for
 * `return=representation` (201/200, else 201/204 without a body), 200 for an upsert that only updated,
 * `Content-Range` with the count when asked, and `vnd.pgrst.object` / `max-affected` checks that roll
 * the write back. The original client's protocol always gets the rows (protocol.md §5.5).
 */
import type { FastifyReply } from 'fastify';
import type { Row, SqlValue } from '../../db/database';
import type { Deps } from '../../deps';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import type { RestQuery } from '../query/filter-ast';
import { contentRange } from '../query/page-range';
import { type AppliedPreference, countsWrites, type Preferences, preferenceApplied } from '../query/prefer';
import { columnOf } from '../sql/sql-compiler';
import { compileDelete, compileUpdate } from '../sql/write-compiler';
import { type AccessScope, accessOf, applyInsertOwner, checkUpdateOwner, resolveAccessScope } from '../tables/access-policy';
import { type BodyRow, hasCamelCaseKeys, readBodyRow, readBodyRows, readPostgrestBody, toCamelCaseRow } from './body-codec';
import { insertRows, type UpsertRequest } from './insert-rows';
import { checkSingular } from './representation';
import { callerOf } from './request-context';
import {
  filtersOf,
  readTableCall,
  returnedRows,
  sendNothing,
  sendRows,
  statementOptions,
  type TableCall,
  type TableRequest,
} from './table-call';

/** Writes take filters (PATCH, DELETE) or none (POST), never order or paging: nothing the caller sent is ignored. */
function refuseReadOnlyParameters(query: RestQuery, method: 'POST' | 'PATCH' | 'DELETE', allowFilters: boolean): void {
  const extra = query.order.length > 0 || query.limit !== undefined || query.cursor !== undefined;
  if (extra || (!allowFilters && query.filters.length > 0)) {
    throw refuse(CODES.INVALID_FILTER, `${method} takes ${allowFilters ? 'filters only' : 'no filters, order or paging'}`);
  }
  if (method !== 'POST' && query.onConflict) throw refuse(CODES.INVALID_ON_CONFLICT, 'on_conflict applies to POST only');
  // An update or delete without a filter would touch every row the caller can see (pg-safeupdate's rule, as on Supabase).
  if (allowFilters && query.filters.length === 0) {
    const verb = method === 'PATCH' ? 'UPDATE' : 'DELETE';
    throw refuse(CODES.FILTER_REQUIRED, `${method} needs at least one filter, e.g. id=eq.<id>`, 400, {
      code: '21000',
      message: `${verb} requires a WHERE clause`,
    });
  }
}

/** PostgREST's `max-affected` under `handling=strict`: more rows changed than allowed is a 400 and a rollback. */
function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling !== 'strict' || prefs.maxAffected === undefined || affected <= prefs.maxAffected) return;
  throw refuse(CODES.TOO_MANY_AFFECTED, 'Query result exceeds max-affected preference constraint', 400, {
    code: 'PGRST124',
    details: `The query affects ${affected} rows`,
  });
}

function setPreferenceApplied(reply: FastifyReply, call: TableCall, kinds: readonly AppliedPreference[]): void {
  const applied = preferenceApplied(call.prefs, kinds);
  if (applied) reply.header('preference-applied', applied);
}

/** The body of a write answer: rows for `return=representation`, nothing otherwise. */
function answer(reply: FastifyReply, call: TableCall, status: { rows: number; empty: number }, rows: readonly Row[]): FastifyReply {
  if (call.prefs.return === 'representation') return sendRows(reply, call, status.rows, rows);
  return sendNothing(reply, call, status.empty);
}

/** The upsert a POST asks for: PostgREST's `resolution=` preference, or the original client's `on_conflict` alone. */
function upsertOf(call: TableCall, payloadColumns: readonly string[] | undefined): UpsertRequest | undefined {
  const { query, prefs, flavour } = call;
  if (flavour === 'original') {
    return query.onConflict ? { onConflict: query.onConflict, ignoreDuplicates: prefs.resolution === 'ignore-duplicates' } : undefined;
  }
  if (!prefs.resolution) return undefined;
  return {
    onConflict: query.onConflict,
    ignoreDuplicates: prefs.resolution === 'ignore-duplicates',
    ...(payloadColumns ? { updateColumns: payloadColumns } : {}),
  };
}

/** The body's rows in the caller's protocol; camelCase keys for snake_case columns mark the original client. */
function readRows(call: TableCall, body: unknown): { rows: BodyRow[]; columns: string[] | undefined; call: TableCall } {
  const original = call.flavour === 'original' || (call.query.columns === undefined && hasCamelCaseKeys(call.table, body));
  if (original) {
    const next: TableCall = { ...call, flavour: 'original' };
    return { rows: readBodyRows(call.table, body), columns: undefined, call: next };
  }
  const read = readPostgrestBody(call.table, body, call.query.columns, call.prefs.missing === 'default');
  return { rows: read.rows, columns: read.columns, call };
}

function ownRows(scope: AccessScope, rows: readonly BodyRow[]): void {
  for (const row of rows) applyInsertOwner(scope, row.values);
}

export function postHandler(deps: Deps) {
  return async (request: TableRequest, reply: FastifyReply) => {
    const first = await readTableCall(deps, request);
    refuseReadOnlyParameters(first.query, 'POST', false);
    const scope = resolveAccessScope(first.table, callerOf(request), accessOf(request.method));
    const { rows, columns, call } = readRows(first, request.body);
    ownRows(scope, rows);
    const upsert = upsertOf(call, columns);
    const postgrest = call.flavour === 'postgrest';
    const inserted = await insertRows({
      db: deps.db,
      table: call.table,
      scope,
      rows,
      returning: call.query.select,
      upsert,
      countInserted: postgrest && upsert !== undefined && !upsert.ignoreDuplicates,
      check: postgrest ? (saved) => checkSingular(call.media, saved.length) : undefined,
      now: deps.now,
    });
    const result = { ...inserted, rows: returnedRows(call, inserted.rows) };
    if (!postgrest) {
      // The original client's upsert neither sends nor converts snake_case, so answer in the caller's own key style.
      const camel = call.query.onConflict !== undefined && rows.some((row) => row.camelCase);
      return sendRows(reply, call, 201, camel ? result.rows.map(toCamelCaseRow) : result.rows);
    }
    reply.header('content-range', contentRange(1, 0, countsWrites(call.prefs) ? result.rows.length : undefined));
    setPreferenceApplied(reply, call, ['resolution', 'missing', 'return', 'count', 'handling']);
    const pk = call.table.primaryKey;
    const onlyRow = result.rows.length === 1 ? result.rows[0] : undefined;
    if (call.prefs.return === 'headers-only' && onlyRow && onlyRow[pk] !== undefined) {
      reply.header('location', `/${call.table.name}?${encodeURIComponent(pk)}=${encodeURIComponent(`eq.${String(onlyRow[pk])}`)}`);
    }
    // PostgREST 12: a merging upsert that inserted nothing (only updated) is a 200.
    const status = upsert && !upsert.ignoreDuplicates && result.inserted === 0 ? 200 : 201;
    return answer(reply, call, { rows: status, empty: status }, result.rows);
  };
}

/** PATCH's values: the body's columns (only those in `columns` when given); `{}` changes nothing for PostgREST. */
function readPatch(call: TableCall, body: unknown): { values: Map<string, SqlValue>; call: TableCall } {
  if (body === undefined || Array.isArray(body)) {
    throw refuse(CODES.INVALID_BODY, 'PATCH needs one JSON object', 400, { code: 'PGRST102', message: 'Empty or invalid json' });
  }
  const original = call.flavour === 'original' || hasCamelCaseKeys(call.table, body);
  if (original) {
    const { values } = readBodyRow(call.table, body);
    if (values.size === 0) throw refuse(CODES.INVALID_BODY, 'PATCH needs at least one column to change');
    return { values, call: { ...call, flavour: 'original' } };
  }
  const columns = call.query.columns;
  for (const name of columns ?? []) columnOf(call.table, name);
  const read = readPostgrestBody(call.table, body, undefined, false);
  const values = read.rows[0]?.values ?? new Map();
  if (columns) for (const name of [...values.keys()]) if (!columns.includes(name)) values.delete(name);
  return { values, call };
}

export function patchHandler(deps: Deps) {
  return async (request: TableRequest, reply: FastifyReply) => {
    const first = await readTableCall(deps, request);
    refuseReadOnlyParameters(first.query, 'PATCH', true);
    const scope = resolveAccessScope(first.table, callerOf(request), accessOf(request.method));
    const { values, call } = readPatch(first, request.body);
    checkUpdateOwner(scope, values);
    const { db } = deps;
    const filters = filtersOf(call.table, call.query);
    const postgrest = call.flavour === 'postgrest';
    let rows: Row[] = [];
    if (values.size > 0) {
      const plan = { table: call.table, dialect: db.dialect, values, filters, policy: scope.filters, returning: call.query.select };
      const statement = compileUpdate(plan);
      rows = await db.transaction(async (tx) => {
        const result = await tx.query<Row>(statement.sql, statement.params, statementOptions(filters));
        if (postgrest) {
          checkSingular(call.media, result.rows.length);
          checkMaxAffected(call.prefs, result.rows.length);
        }
        return returnedRows(call, result.rows);
      });
    } else if (postgrest) {
      checkSingular(call.media, 0);
    }
    if (!postgrest) return sendRows(reply, call, 200, rows);
    reply.header('content-range', contentRange(0, rows.length, countsWrites(call.prefs) ? rows.length : undefined));
    setPreferenceApplied(reply, call, ['missing', 'return', 'count', 'handling', 'maxAffected']);
    return answer(reply, call, { rows: 200, empty: 204 }, rows);
  };
}

export function deleteHandler(deps: Deps) {
  return async (request: TableRequest, reply: FastifyReply) => {
    const call = await readTableCall(deps, request);
    refuseReadOnlyParameters(call.query, 'DELETE', true);
    const scope = resolveAccessScope(call.table, callerOf(request), accessOf(request.method));
    const { db } = deps;
    const filters = filtersOf(call.table, call.query);
    const statement = compileDelete({
      table: call.table,
      dialect: db.dialect,
      filters,
      policy: scope.filters,
      returning: call.query.select,
    });
    const postgrest = call.flavour === 'postgrest';
    const rows = await db.transaction(async (tx) => {
      const result = await tx.query<Row>(statement.sql, statement.params, statementOptions(filters));
      if (postgrest) {
        checkSingular(call.media, result.rows.length);
        checkMaxAffected(call.prefs, result.rows.length);
      }
      return returnedRows(call, result.rows);
    });
    if (!postgrest) return sendRows(reply, call, 200, rows);
    reply.header('content-range', contentRange(1, 0, countsWrites(call.prefs) ? rows.length : undefined));
    setPreferenceApplied(reply, call, ['return', 'count', 'handling', 'maxAffected']);
    return answer(reply, call, { rows: 200, empty: 204 }, rows);
  };
}
