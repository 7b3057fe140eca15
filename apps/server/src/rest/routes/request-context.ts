/** Fastify-side helpers of the REST feature: project/table lookup, caller, raw query string, error translation. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { installJsonBodyParser } from '../../http/json-body';
import { MAX_BODY_BYTES } from '../common/limits';
import { REST_ERROR_CODES as CODES, isRestQueryError } from '../common/rest-errors';
import type { Caller } from '../tables/access-policy';
import type { TableDefinition } from '../tables/table-registry';
import { toInputRefusal } from './database-errors';

export interface TableParams {
  projectId: string;
  table: string;
}

export function checkProject(deps: Deps, projectId: string): void {
  if (projectId !== deps.config.projectId) throw new HttpError(404, CODES.PROJECT_NOT_FOUND, 'Unknown project');
}

/** The served table named in the path; other tables do not exist as far as callers can tell. */
export async function resolveTable(deps: Deps, params: TableParams): Promise<TableDefinition> {
  checkProject(deps, params.projectId);
  const table = await deps.tables.find(params.table);
  if (!table) throw new HttpError(404, CODES.TABLE_NOT_FOUND, 'Unknown table');
  return table;
}

export function callerOf(request: FastifyRequest): Caller {
  const identity = request.identity;
  if (identity.kind === 'user') return { kind: 'user', userId: identity.userId };
  return identity.kind === 'service' ? { kind: 'service' } : { kind: 'anonymous' };
}

/** The raw query string (after `?`), left for the REST parser to decode. */
export function searchOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark + 1);
}

/** Turns parser/compiler refusals and input-caused database errors into HTTP errors; anything else stays a 500. */
export function toHttp(error: unknown): unknown {
  if (isRestQueryError(error)) return new HttpError(error.status, error.code, error.message);
  const refusal = toInputRefusal(error);
  return refusal ? new HttpError(refusal.status, refusal.code, refusal.message) : error;
}

/**
 * The original client sends `Content-Type: application/json` on every request, bodiless GET and
 * DELETE included, so an empty JSON body is "no body" here rather than a 400. Nesting stays capped
 * at the server's JSON depth.
 */
export function acceptEmptyJsonBodies(scope: FastifyInstance, maxDepth: number): void {
  installJsonBodyParser(scope, { maxDepth, bodyLimit: MAX_BODY_BYTES, emptyAsUndefined: true });
}
