/**
 * `POST /api/db/:projectId/sql` and `/batch` (protocol.md §5.3): raw SQL for the service key only.
 * Each statement runs alone (no `;`-chained statements) under a statement timeout: PostgreSQL cancels
 * it server-side, SQLite runs raw SQL in a child process that is ended on overrun (db/sqlite-raw-runner.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { QueryResult, SqlValue } from '../../db/database';
import { RawSqlUnavailable, type RawStatement, RawStatementFailure } from '../../db/raw-sql';
import { RawStatementRefused } from '../../db/raw-sql-guard';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { MAX_BATCH_STATEMENTS, MAX_BODY_BYTES, MAX_SQL_LENGTH, MAX_SQL_PARAMS, SQL_STATEMENT_TIMEOUT_MS } from '../common/limits';
import { REST_ERROR_CODES as CODES } from '../common/rest-errors';
import { isStatementError, sanitiseDatabaseMessage, toInputRefusal } from './database-errors';
import { checkProject } from './request-context';
import { changesSchema, createTableThroughSql } from './sql-table-create';

const invalid = (message: string) => new HttpError(400, CODES.INVALID_BODY, message);

function requireServiceKey(request: FastifyRequest): void {
  if (request.identity.kind === 'anonymous') throw new HttpError(401, CODES.UNAUTHORIZED, 'The service key is required');
  if (request.identity.kind !== 'service') throw new HttpError(403, CODES.SERVICE_KEY_REQUIRED, 'The service key is required');
}

function readParams(value: unknown, where: string): SqlValue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_SQL_PARAMS)
    throw invalid(`${where} must be an array of at most ${MAX_SQL_PARAMS} values`);
  return value.map((item) => {
    if (item === null || typeof item === 'string' || typeof item === 'boolean') return item;
    if (typeof item === 'number' && Number.isFinite(item)) return item;
    throw invalid(`${where} may hold only strings, finite numbers, booleans and null`);
  });
}

function readStatement(sql: unknown, params: unknown, where: string): RawStatement {
  if (typeof sql !== 'string' || sql.trim() === '' || sql.length > MAX_SQL_LENGTH) {
    throw invalid(`${where} needs SQL text of 1 to ${MAX_SQL_LENGTH} characters`);
  }
  return { sql, params: readParams(params, `${where} parameters`) };
}

/**
 * Refused statements become 400 STATEMENT_NOT_ALLOWED; driver errors about the statement become 400s
 * with the first line of the message; others stay 500s.
 */
function toSqlHttpError(failure: unknown): unknown {
  if (failure instanceof RawStatementRefused) {
    return new HttpError(400, CODES.STATEMENT_NOT_ALLOWED, failure.message, { statement: failure.index });
  }
  if (failure instanceof RawSqlUnavailable) return new HttpError(503, CODES.SQL_UNAVAILABLE, failure.message);
  const index = failure instanceof RawStatementFailure ? failure.index : undefined;
  const error = failure instanceof RawStatementFailure ? failure.cause : failure;
  const refusal = toInputRefusal(error);
  if (refusal?.code === CODES.STATEMENT_TIMEOUT) return new HttpError(400, refusal.code, refusal.message);
  // better-sqlite3 raises RangeError for chained statements and wrong parameter counts.
  if (!isStatementError(error) && !(error instanceof RangeError)) return error;
  const details = index === undefined ? undefined : { statement: index };
  return new HttpError(400, CODES.SQL_ERROR, sanitiseDatabaseMessage(error), details);
}

function toResult(result: QueryResult) {
  return { rows: result.rows, columns: result.columns, rowCount: result.rowCount };
}

const elapsedSince = (start: number) => Math.round((performance.now() - start) * 100) / 100;

export async function sqlRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db } = deps;

  app.post<{ Params: { projectId: string } }>('/api/db/:projectId/sql', { bodyLimit: MAX_BODY_BYTES }, async (request) => {
    checkProject(deps, request.params.projectId);
    requireServiceKey(request);
    const body = (request.body ?? {}) as { query?: unknown; params?: unknown };
    const statement = readStatement(body.query, body.params, 'query');
    // Raw SQL is an administrator's tool: leave a trace of every call (reliability.md S11).
    request.log.info({ audit: 'db.sql', sql: statement.sql.slice(0, 200) }, 'raw SQL by the service key');
    const start = performance.now();
    try {
      const created = await createTableThroughSql(deps, statement);
      const [result] = created ? [created] : await db.runRaw([statement], { mode: 'single', timeoutMs: SQL_STATEMENT_TIMEOUT_MS });
      // A table made or changed here is served (or its new columns are) from the next request on.
      if (!created && changesSchema(deps, [statement])) await deps.tables.refresh();
      return { ...toResult(result as QueryResult), executionTime: elapsedSince(start) };
    } catch (error) {
      throw toSqlHttpError(error);
    }
  });

  app.post<{ Params: { projectId: string } }>('/api/db/:projectId/batch', { bodyLimit: MAX_BODY_BYTES }, async (request) => {
    checkProject(deps, request.params.projectId);
    requireServiceKey(request);
    const body = (request.body ?? {}) as { statements?: unknown; mode?: unknown };
    const mode = body.mode ?? 'write';
    if (mode !== 'read' && mode !== 'write') throw invalid('mode must be "read" or "write"');
    if (!Array.isArray(body.statements) || body.statements.length === 0) throw invalid('statements must be a non-empty array');
    if (body.statements.length > MAX_BATCH_STATEMENTS) {
      throw new HttpError(400, CODES.TOO_MANY_STATEMENTS, `A batch may hold at most ${MAX_BATCH_STATEMENTS} statements`);
    }
    const statements = body.statements.map((item: unknown, index) => {
      const { sql, args } = (typeof item === 'object' && item !== null ? item : {}) as { sql?: unknown; args?: unknown };
      return readStatement(sql, args, `statements[${index}]`);
    });
    request.log.info({ audit: 'db.batch', statements: statements.length, mode }, 'SQL batch by the service key');
    const start = performance.now();
    try {
      const results = await db.runRaw(statements, { mode, timeoutMs: SQL_STATEMENT_TIMEOUT_MS });
      if (changesSchema(deps, statements)) await deps.tables.refresh();
      return { results: results.map(toResult), executionTime: elapsedSince(start), success: true };
    } catch (error) {
      throw toSqlHttpError(error);
    }
  });
}
