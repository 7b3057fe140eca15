/**
 * The PostgreSQL login caller-written SQL (`/sql`, `/batch`) runs as: its own login, never the server's.
 * Switching roles inside the server's session is no boundary: `SET ROLE` is undone by
 * `set_config('role', 'none', true)` (or `session_authorization`), even from dynamic SQL, whenever the
 * session logged in as a superuser. So raw SQL logs in as `logo_dna_sql` (or DATABASE_SQL_URL's user):
 * no superuser, no role or database creation, no server file or program access, and only row rights
 * (SELECT, INSERT, UPDATE, DELETE) on the app's tables. It owns none of them, so it cannot plant a
 * default, trigger or constraint that the server's own, perhaps superuser, connection would run.
 * Accounts, sessions, tokens, the mail outbox (live sign-in links), the migration log and table policies stay hidden.
 */
import type pg from 'pg';
import { quoteIdent } from './database';
import { RawSqlUnavailable } from './raw-sql';

/** The role raw SQL logs in as unless DATABASE_SQL_URL names another. */
export const RAW_SQL_ROLE = 'logo_dna_sql';

/** Tables raw SQL never sees (their sequences included); `_table_policies` holds the project tables' access policies. */
const HIDDEN_RELATION = /^(auth_|mail_|_migrations$|_table_policies$)/;

/** PostgreSQL's duplicate_object and unique_violation: another server created the role first. */
const ALREADY_CREATED = new Set(['42710', '23505']);
/** tuple concurrently updated (two servers granting on one object at once), deadlock, serialization failure. */
const RETRYABLE = new Set(['XX000', '40P01', '40001']);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** DATABASE_URL with the raw SQL role as user and no password: fits local trust or peer logins (dev, CI). */
export function toRawSqlUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = RAW_SQL_ROLE;
  url.password = '';
  return url.toString();
}

/** The user a connection URL logs in as. */
export function userOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).username);
}

async function createRoleIfMissing(admin: pg.Pool, role: string): Promise<void> {
  const existing = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (existing.rowCount) return;
  try {
    await admin.query(`CREATE ROLE ${quoteIdent(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT`);
  } catch (error) {
    if (ALREADY_CREATED.has(codeOf(error) ?? '')) return;
    const reason = error instanceof Error ? error.message : String(error);
    throw new RawSqlUnavailable(`Raw SQL needs the PostgreSQL role ${role}, which the server could not create (${reason})`, {
      cause: error,
    });
  }
}

interface Relation {
  name: string;
  kind: string;
}

/** The grants and revokes that give `role` row rights on the schema's visible relations and nothing on hidden ones. */
function grantStatements(role: string, schema: string, relations: readonly Relation[]): string[] {
  const names = (kinds: string, hidden: boolean) =>
    relations
      .filter((relation) => kinds.includes(relation.kind) && HIDDEN_RELATION.test(relation.name) === hidden)
      .map((relation) => `${quoteIdent(schema)}.${quoteIdent(relation.name)}`)
      .join(', ');
  const grantee = quoteIdent(role);
  const statements = [`GRANT USAGE ON SCHEMA ${quoteIdent(schema)} TO ${grantee}`];
  const tables = names('rpf', false);
  const views = names('vm', false);
  const sequences = names('S', false);
  const hiddenTables = names('rpfvm', true);
  const hiddenSequences = names('S', true);
  if (tables) statements.push(`GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE ${tables} TO ${grantee}`);
  if (views) statements.push(`GRANT SELECT ON TABLE ${views} TO ${grantee}`);
  if (sequences) statements.push(`GRANT USAGE, SELECT ON SEQUENCE ${sequences} TO ${grantee}`);
  if (hiddenTables) statements.push(`REVOKE ALL ON TABLE ${hiddenTables} FROM ${grantee}`);
  if (hiddenSequences) statements.push(`REVOKE ALL ON SEQUENCE ${hiddenSequences} FROM ${grantee}`);
  return statements;
}

async function grantOnce(admin: pg.Pool, role: string, schema: string): Promise<void> {
  const client = await admin.connect();
  try {
    await client.query('BEGIN');
    // Relations the server's login may grant on: its own, or any when it is a superuser.
    const { rows } = await client.query<Relation>(
      `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S') AND pg_has_role(c.relowner, 'USAGE')`,
      [schema],
    );
    for (const statement of grantStatements(role, schema, rows)) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Creates the raw SQL role when it is missing (race-safe: several servers may start at once, and a role
 * belongs to the whole cluster) and gives it row rights on `schema`'s tables as they are now. Needs a
 * server login that may create roles and owns the tables; otherwise an administrator creates the role.
 */
export async function prepareRawSqlRole(admin: pg.Pool, role: string, schema: string): Promise<void> {
  await createRoleIfMissing(admin, role);
  for (let attempt = 1; ; attempt++) {
    try {
      await grantOnce(admin, role, schema);
      return;
    } catch (error) {
      if (attempt >= 5 || !RETRYABLE.has(codeOf(error) ?? '')) throw error;
    }
  }
}

/** Server-side powers raw SQL must not hold, directly or through a role it may switch to. */
const POWERFUL_ROLES = [
  'pg_execute_server_program',
  'pg_read_server_files',
  'pg_write_server_files',
  'pg_read_all_data',
  'pg_write_all_data',
];

/**
 * Refuses a raw SQL login that is a superuser or may become one, may create roles or databases, may
 * reach server files or programs, or may switch to the server's own login (`serverUser`).
 */
export async function checkRawSqlLogin(client: pg.PoolClient, serverUser: string): Promise<void> {
  const { rows } = await client.query<{ login: string; privileged: boolean }>(
    `SELECT r.rolname AS login,
       r.rolsuper OR r.rolcreaterole OR r.rolcreatedb OR r.rolreplication OR r.rolbypassrls OR r.rolname = $1
       OR EXISTS (SELECT 1 FROM pg_roles g WHERE g.oid <> r.oid AND pg_has_role(r.oid, g.oid, 'MEMBER')
                  AND (g.rolsuper OR g.rolname = $1 OR g.rolname = ANY ($2::text[]))) AS privileged
     FROM pg_roles r WHERE r.rolname = session_user`,
    [serverUser, POWERFUL_ROLES],
  );
  const [row] = rows;
  if (!row || row.privileged) {
    throw new RawSqlUnavailable(
      `Raw SQL refuses to run as ${row?.login ?? 'this login'}: it has superuser-like rights or is the server's own login (see DATABASE_SQL_URL)`,
    );
  }
}
