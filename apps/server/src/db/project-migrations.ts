/**
 * The project's own migrations: SQL files in MIGRATIONS_DIR, applied at start in the order of their
 * number, each once (recorded in `_migrations` as `project/<name>`), each in one transaction with the
 * policies its `-- @policy` comments declare. `0001_notes.sql` applies on both databases; a pair
 * `0002_search.sqlite.sql` / `0002_search.postgres.sql` gives each database its own text. A migration
 * that fails stops the start with one line naming the file and the database's reason.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Dialect, Queryable } from './database';
import { ensureOwnerIndex, ensureOwnerIndexes, ownerColumnOf } from './owner-index';
import { splitSqlStatements } from './sql-statements';
import { ensurePolicyTable, PolicySyntaxError, parsePolicyDirectives, recordPolicy, type TablePolicy } from './table-policies';

/** Why the project's schema cannot start: one line for the operator. */
export class ProjectSchemaError extends Error {
  override readonly name = 'ProjectSchemaError';
}

interface ProjectMigration {
  /** `<number>_<name>`, shared by a file and its dialect variants. */
  name: string;
  /** The file applied on this database. */
  file: string;
  sql: string;
}

const FILE_NAME = /^(\d+)[_-]([A-Za-z0-9_-]+?)(?:\.(sqlite|postgres))?\.sql$/;

/** The id a project migration is recorded under in `_migrations`. */
const projectMigrationId = (name: string) => `project/${name}`;

interface Candidate {
  number: number;
  name: string;
  files: Partial<Record<Dialect | 'any', string>>;
}

function collectFiles(dir: string): Candidate[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ProjectSchemaError(`MIGRATIONS_DIR ${dir} is not a folder`);
  const byName = new Map<string, Candidate>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = FILE_NAME.exec(file);
    if (!match) {
      throw new ProjectSchemaError(`Migration ${file}: name it <number>_<name>.sql (or .sqlite.sql / .postgres.sql), e.g. 0001_notes.sql`);
    }
    const name = `${match[1]}_${match[2]}`;
    const candidate = byName.get(name) ?? { number: Number(match[1]), name, files: {} };
    candidate.files[(match[3] as Dialect | undefined) ?? 'any'] = file;
    byName.set(name, candidate);
  }
  return [...byName.values()].sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

/** The migrations of `dir` for `dialect`, in order; a migration with only the other database's file is left out. */
function readProjectMigrations(dir: string, dialect: Dialect): ProjectMigration[] {
  const candidates = collectFiles(dir);
  const migrations: ProjectMigration[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const twin = candidates[index + 1];
    if (twin && twin.number === candidate.number) {
      throw new ProjectSchemaError(`Migrations ${candidate.name} and ${twin.name} share the number ${candidate.number}; give each its own`);
    }
    const { files } = candidate;
    if (files.any && (files.sqlite || files.postgres)) {
      throw new ProjectSchemaError(`Migration ${candidate.name}: give either ${files.any} or per-database files, not both`);
    }
    const file = files[dialect] ?? files.any;
    if (file) migrations.push({ name: candidate.name, file, sql: readFileSync(join(dir, file), 'utf8') });
  }
  return migrations;
}

/** Checks, inside the migration's transaction, that a declared policy fits its table; returns what is wrong. */
export type PolicyCheck = (tx: Queryable, table: string, policy: TablePolicy) => Promise<string | undefined>;

const firstLine = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').trim() || 'unknown error';
};

async function applyMigration(db: Database, migration: ProjectMigration, checkPolicy: PolicyCheck): Promise<void> {
  const fail = (reason: string) => new ProjectSchemaError(`Migration ${migration.file} failed: ${reason}`);
  let directives: ReturnType<typeof parsePolicyDirectives>;
  try {
    directives = parsePolicyDirectives(migration.sql, db.dialect);
  } catch (error) {
    if (error instanceof PolicySyntaxError) throw fail(error.message);
    throw error;
  }
  const statements = splitSqlStatements(migration.sql, db.dialect);
  await db.transaction(async (tx) => {
    for (const [index, statement] of statements.entries()) {
      try {
        await tx.query(statement);
      } catch (error) {
        throw fail(`statement ${index + 1}: ${firstLine(error)}`);
      }
    }
    for (const directive of directives) {
      const problem = await checkPolicy(tx, directive.table, directive.policy);
      if (problem) throw fail(`@policy on line ${directive.line}: ${problem}`);
      await recordPolicy(tx, directive.table, directive.policy, migration.file);
      const owner = ownerColumnOf(directive.policy);
      if (owner !== undefined) await ensureOwnerIndex(tx, directive.table, owner);
    }
    await tx.query('INSERT INTO _migrations (id, applied_at) VALUES (?, ?)', [
      projectMigrationId(migration.name),
      new Date().toISOString(),
    ]);
  });
}

/**
 * Applies the migrations of `dir` not yet recorded, in order, and returns the names applied. Runs after the
 * built-in migrations (`_migrations` exists). Without a folder it only makes sure the policy table and the owner
 * indexes of policies recorded earlier exist.
 */
export async function runProjectMigrations(db: Database, dir: string | undefined, checkPolicy: PolicyCheck): Promise<string[]> {
  await ensurePolicyTable(db);
  await ensureOwnerIndexes(db);
  if (!dir) return [];
  const migrations = readProjectMigrations(dir, db.dialect);
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM _migrations')).rows.map((row) => row.id));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(projectMigrationId(migration.name))) continue;
    await applyMigration(db, migration, checkPolicy);
    applied.push(migration.name);
  }
  return applied;
}
