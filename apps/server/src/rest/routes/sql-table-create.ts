/**
 * `CREATE TABLE` through `/sql`: the server reads the statement (table-declaration.ts), runs its own
 * rendering of it with the policy its `-- @policy` comment declares, and serves the table at once. On
 * SQLite a CREATE TABLE outside that grammar still runs as raw SQL (as any statement there); on PostgreSQL,
 * where raw SQL's login may not change the schema, it is refused with what the grammar takes.
 */
import { readCatalogTable } from '../../db/catalog';
import type { QueryResult } from '../../db/database';
import { ensureOwnerIndex, ownerColumnOf } from '../../db/owner-index';
import type { RawStatement } from '../../db/raw-sql';
import { significantTokens } from '../../db/sql-lexer';
import { forgetPolicy, PolicySyntaxError, parsePolicyDirectives, recordPolicy } from '../../db/table-policies';
import type { Deps } from '../../deps';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import { isCreateTable, parseTableDeclaration, TableDeclarationError } from '../tables/table-declaration';
import { renderTableDeclaration } from '../tables/table-sql';

const EMPTY_RESULT: QueryResult = { rows: [], columns: [], rowCount: 0 };

/** True when a statement may change which tables or columns exist. */
export function changesSchema(deps: Deps, statements: readonly RawStatement[]): boolean {
  return statements.some((statement) => {
    const [first] = significantTokens(statement.sql, deps.db.dialect);
    const word = first ? statement.sql.slice(first.start, first.end).toUpperCase() : '';
    return word === 'CREATE' || word === 'ALTER' || word === 'DROP';
  });
}

function readDirectives(deps: Deps, sql: string) {
  try {
    return parsePolicyDirectives(sql, deps.db.dialect);
  } catch (error) {
    if (error instanceof PolicySyntaxError) throw refuse(CODES.INVALID_POLICY, error.message);
    throw error;
  }
}

/**
 * Runs a CREATE TABLE the server can read and returns `/sql`'s empty result; undefined when the statement
 * is something else, for raw SQL to run.
 */
export async function createTableThroughSql(deps: Deps, statement: RawStatement): Promise<QueryResult | undefined> {
  const { db } = deps;
  if (!isCreateTable(statement.sql, db.dialect)) return undefined;
  const directives = readDirectives(deps, statement.sql);
  let declaration: ReturnType<typeof parseTableDeclaration>;
  try {
    if (statement.params.length > 0) throw new TableDeclarationError('CREATE TABLE takes no parameters');
    declaration = parseTableDeclaration(statement.sql, db.dialect);
  } catch (error) {
    if (!(error instanceof TableDeclarationError)) throw error;
    if (db.dialect === 'sqlite' && directives.length === 0) return undefined;
    throw refuse(CODES.STATEMENT_NOT_ALLOWED, `CREATE TABLE through /sql: ${error.message}; declare other tables in a migration`);
  }
  const stray = directives.find((directive) => directive.table !== declaration.name);
  if (stray) throw refuse(CODES.INVALID_POLICY, `@policy on line ${stray.line} names ${stray.table}, not the table this statement creates`);
  const created = await db.transaction(async (tx) => {
    if (declaration.ifNotExists && (await readCatalogTable(tx, declaration.name))) return false;
    await tx.query(renderTableDeclaration(declaration, db.dialect));
    // A new table starts deny by default, whatever a dropped table of the same name was given.
    await forgetPolicy(tx, declaration.name);
    for (const directive of directives) {
      const problem = await deps.tables.checkPolicy(tx, directive.table, directive.policy);
      if (problem) throw refuse(CODES.INVALID_POLICY, `@policy on line ${directive.line}: ${problem}`);
      await recordPolicy(tx, directive.table, directive.policy, '/sql');
      const owner = ownerColumnOf(directive.policy);
      if (owner !== undefined) await ensureOwnerIndex(tx, directive.table, owner);
    }
    return true;
  });
  if (created) {
    await db.grantRawAccess?.();
    await deps.tables.refresh();
  }
  return EMPTY_RESULT;
}
