/**
 * What every table request carries before it touches the database: the protocol it speaks, the table,
 * its preferences, its query and the media type it accepts, each refused in PostgREST's order (406 for
 * an unknown schema, 404 for an unknown table, 400 for the query, 406 for the media type).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dialect, QueryOptions, Row } from '../../db/database';
import type { Deps } from '../../deps';
import { REGEX_STATEMENT_TIMEOUT_MS } from '../common/limits';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import { type ClientFlavour, identifyClient } from '../query/client-flavour';
import type { FilterNode, RestQuery } from '../query/filter-ast';
import { contentTypeOf, negotiateMedia, type ResponseMedia } from '../query/media-type';
import { type Preferences, parsePrefer } from '../query/prefer';
import { parseRestQuery } from '../query/query-parser';
import { toResponseRows } from '../sql/response-rows';
import { hasRegexFilter } from '../sql/sql-compiler';
import type { TableDefinition } from '../tables/table-registry';
import { renderRows } from './representation';
import { resolveTable, searchOf, type TableParams } from './request-context';

export type TableRequest = FastifyRequest<{ Params: TableParams }>;

/** The only schema this server exposes. */
const EXPOSED_SCHEMA = 'public';

export interface TableCall {
  flavour: ClientFlavour;
  table: TableDefinition;
  prefs: Preferences;
  query: RestQuery;
  media: ResponseMedia;
  /** Set when the caller named the schema: the answer names it back in `Content-Profile`. */
  profile: string | undefined;
  /** The database's dialect, which decides how returned cells are read (response-rows.ts). */
  dialect: Dialect;
}

/** Query options of a statement with these caller filters: a time limit when one is a regular expression. */
export function statementOptions(filters: readonly FilterNode[]): QueryOptions | undefined {
  return hasRegexFilter(filters) ? { timeoutMs: REGEX_STATEMENT_TIMEOUT_MS } : undefined;
}

export function flavourOf(request: FastifyRequest): ClientFlavour {
  return identifyClient({ method: request.method, headers: request.headers, search: searchOf(request) });
}

/** `Accept-Profile` (reads) or `Content-Profile` (writes) must name the exposed schema: else 406 PGRST106. */
function profileOf(request: FastifyRequest): string | undefined {
  const read = request.method === 'GET' || request.method === 'HEAD';
  const header = read ? request.headers['accept-profile'] : request.headers['content-profile'];
  const profile = Array.isArray(header) ? header[0] : header;
  if (profile === undefined) return undefined;
  if (profile !== EXPOSED_SCHEMA) {
    const message = `The schema must be one of the following: ${EXPOSED_SCHEMA}`;
    throw refuse(CODES.UNKNOWN_SCHEMA, message, 406, { code: 'PGRST106', message, status: 406 });
  }
  return profile;
}

export async function readTableCall(deps: Deps, request: TableRequest): Promise<TableCall> {
  const search = searchOf(request);
  const flavour = identifyClient({ method: request.method, headers: request.headers, search });
  const profile = profileOf(request);
  const table = await resolveTable(deps, request.params);
  const prefs = parsePrefer(request.headers.prefer);
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw refuse(CODES.INVALID_PREFERENCE, 'Invalid preferences given with handling=strict', 400, {
      code: 'PGRST122',
      details: `Invalid preferences: ${prefs.invalid.join(', ')}`,
    });
  }
  const query = parseRestQuery(search, flavour);
  const accept = request.headers.accept;
  const media = negotiateMedia(Array.isArray(accept) ? accept.join(',') : accept);
  return { flavour, table, prefs, query, media, profile, dialect: deps.db.dialect };
}

/** Headers every table answer carries: no caching of per-user data (reliability.md S19), the schema if named. */
function baseHeaders(reply: FastifyReply, call: TableCall): FastifyReply {
  reply.header('cache-control', 'private, no-store');
  if (call.profile) reply.header('content-profile', call.profile);
  return reply;
}

/** Rows a statement returned (SELECT, or a write's RETURNING of `select`), with cells in the API's types. */
export function returnedRows(call: TableCall, rows: Row[]): Row[] {
  return toResponseRows(call.table, call.query.select, call.dialect, rows);
}

/** Rows in the negotiated media type. */
export function sendRows(reply: FastifyReply, call: TableCall, status: number, rows: readonly Row[]): FastifyReply {
  return baseHeaders(reply, call).status(status).header('content-type', contentTypeOf(call.media)).send(renderRows(call.media, rows));
}

/** An answer without a body (and so without a content type), as PostgREST gives for return=minimal. */
export function sendNothing(reply: FastifyReply, call: TableCall, status: number): FastifyReply {
  return baseHeaders(reply, call).status(status).send();
}

/**
 * Filters the caller wrote, then the cursor; the policy's own filters are kept apart (policy-scope.ts). The cursor
 * is a keyset on the primary key, which is only a correct page boundary when rows are ordered by that key ascending.
 */
export function filtersOf(table: TableDefinition, query: RestQuery): FilterNode[] {
  const byKey = query.order.every((term, index) => index === 0 && term.column === table.primaryKey && !term.descending);
  if (query.cursor !== undefined && !byKey)
    throw refuse(CODES.INVALID_CURSOR, `cursor pages by ${table.primaryKey}; order by it ascending or leave order out`);
  const cursor: FilterNode[] =
    query.cursor === undefined ? [] : [{ kind: 'compare', column: table.primaryKey, operator: 'gt', value: query.cursor, negated: false }];
  return [...query.filters, ...cursor];
}
