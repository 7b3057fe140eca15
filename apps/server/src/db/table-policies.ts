/**
 * Access policies of tables served over REST, and the `-- @policy` comment that declares one in a migration:
 *
 *   -- @policy notes owner(user_id)                  signed-in users read and write only their own rows
 *   -- @policy history owner-read(user_id)           signed-in users read only their own rows; only the service key writes
 *   -- @policy posts public-read                     anyone reads, anonymous callers too; only the service key writes
 *   -- @policy posts public-read owner(author_id)    anyone reads; signed-in users write only their own rows
 *   -- @policy audit service-only                    only the service key
 *
 * A declared policy is recorded in `_table_policies` when its migration applies; a later migration's
 * directive replaces it. A project table without one is served to the service key only.
 */
import type { Dialect, Queryable } from './database';
import { tokenizeSql } from './sql-lexer';

/**
 * `owner`: a signed-in user sees and writes only rows whose `ownerColumn` is their user id. With `readOnly`
 * (`owner-read(<column>)`), the user only reads them: rows the server writes for them, such as a history.
 * `public-read`: every caller, anonymous ones included, reads every row; writes need the service key or,
 * with `ownerColumn`, are a signed-in user's on their own rows. `service-only`: only the service key may
 * touch the table. The service key bypasses every policy.
 */
export type TablePolicy =
  | { kind: 'owner'; ownerColumn: string; readOnly?: boolean }
  | { kind: 'public-read'; ownerColumn?: string }
  | { kind: 'service-only' };

export interface PolicyDirective {
  table: string;
  policy: TablePolicy;
  /** 1-based line of the directive in its SQL text. */
  line: number;
}

/** A malformed directive; the message names the line and what is accepted. */
export class PolicySyntaxError extends Error {
  override readonly name = 'PolicySyntaxError';
}

export const POLICY_FORMS = 'owner(<column>), owner-read(<column>), public-read, public-read owner(<column>) or service-only';

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
const OWNER = new RegExp(`^owner\\((${NAME})\\)$`);
const OWNER_READ = new RegExp(`^owner-read\\((${NAME})\\)$`);
const PUBLIC_OWNER = new RegExp(`^public-read\\s+owner\\((${NAME})\\)$`);
const DIRECTIVE = new RegExp(`^--\\s*@policy\\b\\s*(?:(${NAME})\\s+(\\S.*?))?\\s*$`);

/** Reads a policy's text (`owner(user_id)`, `public-read`…), or undefined when it is none of the forms. */
export function parsePolicy(text: string): TablePolicy | undefined {
  const rule = text.trim().replace(/\s+/g, ' ');
  if (rule === 'service-only') return { kind: 'service-only' };
  if (rule === 'public-read') return { kind: 'public-read' };
  const owner = OWNER.exec(rule);
  if (owner) return { kind: 'owner', ownerColumn: owner[1] as string };
  const ownerRead = OWNER_READ.exec(rule);
  if (ownerRead) return { kind: 'owner', ownerColumn: ownerRead[1] as string, readOnly: true };
  const publicOwner = PUBLIC_OWNER.exec(rule);
  if (publicOwner) return { kind: 'public-read', ownerColumn: publicOwner[1] as string };
  return undefined;
}

/** The text `parsePolicy` reads back. */
export function formatPolicy(policy: TablePolicy): string {
  if (policy.kind === 'owner') return `${policy.readOnly ? 'owner-read' : 'owner'}(${policy.ownerColumn})`;
  if (policy.kind === 'public-read') return policy.ownerColumn ? `public-read owner(${policy.ownerColumn})` : 'public-read';
  return 'service-only';
}

/** Every `-- @policy` line comment of `sql`, in order; one table declared twice is an error. */
export function parsePolicyDirectives(sql: string, dialect: Dialect): PolicyDirective[] {
  const directives: PolicyDirective[] = [];
  for (const token of tokenizeSql(sql, dialect)) {
    const text = sql.slice(token.start, token.end).trimEnd();
    if (token.kind !== 'comment' || !/^--\s*@policy\b/.test(text)) continue;
    const line = sql.slice(0, token.start).split('\n').length;
    const match = DIRECTIVE.exec(text);
    const policy = match?.[2] === undefined ? undefined : parsePolicy(match[2]);
    if (!match?.[1] || !policy)
      throw new PolicySyntaxError(`@policy on line ${line} must read "-- @policy <table> <rule>", rule ${POLICY_FORMS}`);
    if (directives.some((directive) => directive.table === match[1])) {
      throw new PolicySyntaxError(`@policy on line ${line} declares ${match[1]} a second time`);
    }
    directives.push({ table: match[1], policy, line });
  }
  return directives;
}

/** Where declared policies are kept; hidden from raw SQL on PostgreSQL like `_migrations`. */
const POLICY_TABLE = '_table_policies';

export async function ensurePolicyTable(db: Queryable): Promise<void> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${POLICY_TABLE} (table_name TEXT PRIMARY KEY, policy TEXT NOT NULL, declared_in TEXT NOT NULL, declared_at TEXT NOT NULL)`,
  );
}

/** Records (or replaces) a table's policy; `declaredIn` names the migration or call that declared it. */
export async function recordPolicy(db: Queryable, table: string, policy: TablePolicy, declaredIn: string): Promise<void> {
  await db.query(
    `INSERT INTO ${POLICY_TABLE} (table_name, policy, declared_in, declared_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (table_name) DO UPDATE SET policy = excluded.policy, declared_in = excluded.declared_in, declared_at = excluded.declared_at`,
    [table, formatPolicy(policy), declaredIn, new Date().toISOString()],
  );
}

/** Removes a table's recorded policy (a new table of that name starts deny by default). */
export async function forgetPolicy(db: Queryable, table: string): Promise<void> {
  await db.query(`DELETE FROM ${POLICY_TABLE} WHERE table_name = ?`, [table]);
}

export interface RecordedPolicy {
  policy: TablePolicy | undefined;
  /** The stored text, for messages when it no longer parses. */
  text: string;
  declaredIn: string;
}

/** Every recorded policy by table name. */
export async function readPolicies(db: Queryable): Promise<Map<string, RecordedPolicy>> {
  const { rows } = await db.query<{ table_name: string; policy: string; declared_in: string }>(
    `SELECT table_name, policy, declared_in FROM ${POLICY_TABLE}`,
  );
  return new Map(rows.map((row) => [row.table_name, { policy: parsePolicy(row.policy), text: row.policy, declaredIn: row.declared_in }]));
}
