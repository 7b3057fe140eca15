/**
 * `CREATE TABLE` as the service key sends it to `/sql`: read into a declaration of served column types,
 * keys and literal defaults, then written out again by the server for each database (table-sql.ts). Because the server
 * runs only what it wrote itself, a table made this way needs no schema rights for raw SQL's login and
 * carries nothing (a trigger, a default calling a function) that would run with the server's own rights.
 *
 *   CREATE TABLE [IF NOT EXISTS] name (
 *     column type [PRIMARY KEY] [NOT NULL | NULL] [UNIQUE] [DEFAULT literal | CURRENT_TIMESTAMP | now()], …
 *     [, PRIMARY KEY (column)] [, UNIQUE (column, …)]
 *   )
 */
import type { Dialect } from '../../db/database';
import { type SqlToken, significantTokens } from '../../db/sql-lexer';
import { SERVED_TYPES, toColumnType } from './column-types';
import type { ColumnType } from './table-registry';

export type DeclaredDefault =
  | { kind: 'number'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'now' };

export interface DeclaredColumn {
  name: string;
  type: Exclude<ColumnType, 'json'>;
  notNull: boolean;
  unique: boolean;
  default?: DeclaredDefault;
}

export interface TableDeclaration {
  name: string;
  ifNotExists: boolean;
  columns: DeclaredColumn[];
  primaryKey: string;
  uniqueKeys: string[][];
}

/** A CREATE TABLE this reader does not take; the message says what it does take. */
export class TableDeclarationError extends Error {
  override readonly name = 'TableDeclarationError';
}

const SERVABLE_NAME = /^[a-z_][a-z0-9_]*$/;
/** Words that end a column's type and start its constraints. */
const CONSTRAINT_WORDS = new Set([
  'PRIMARY',
  'NOT',
  'NULL',
  'UNIQUE',
  'DEFAULT',
  'REFERENCES',
  'CHECK',
  'COLLATE',
  'GENERATED',
  'CONSTRAINT',
]);

/** True when the statement's first words are CREATE TABLE. */
export function isCreateTable(sql: string, dialect: Dialect): boolean {
  const [first, second] = significantTokens(sql, dialect).map((token) => sql.slice(token.start, token.end).toUpperCase());
  return first === 'CREATE' && second === 'TABLE';
}

function createReader(sql: string, dialect: Dialect) {
  const tokens = significantTokens(sql, dialect);
  let position = 0;
  const text = (token: SqlToken | undefined) => (token ? sql.slice(token.start, token.end) : '');
  const fail = (message: string): never => {
    const near = text(tokens[position]);
    throw new TableDeclarationError(`${message}${near ? ` (at "${near.slice(0, 40)}")` : ''}`);
  };
  return {
    fail,
    peek: (offset = 0) => text(tokens[position + offset]),
    peekKind: () => tokens[position]?.kind,
    next: () => text(tokens[position++]),
    done: () => position >= tokens.length,
    /** Consumes the keyword when it is next. */
    accept(word: string): boolean {
      if (text(tokens[position]).toUpperCase() !== word) return false;
      position += 1;
      return true;
    },
    expect(word: string): void {
      if (text(tokens[position]).toUpperCase() !== word) fail(`expected ${word}`);
      position += 1;
    },
    /** A bare name (read in lower case, as PostgreSQL folds it) or a double-quoted one. */
    name(what: string): string {
      const token = tokens[position];
      const raw = text(token);
      const name = token?.kind === 'identifier' && raw.startsWith('"') ? raw.slice(1, -1) : token?.kind === 'word' ? raw.toLowerCase() : '';
      if (!SERVABLE_NAME.test(name)) fail(`${what} must be lowercase letters, digits and _`);
      position += 1;
      return name;
    },
  };
}

type Reader = ReturnType<typeof createReader>;

function readNameList(read: Reader): string[] {
  read.expect('(');
  const names = [read.name('a key column')];
  while (read.accept(',')) names.push(read.name('a key column'));
  read.expect(')');
  return names;
}

function readType(read: Reader, column: string): DeclaredColumn['type'] {
  const words: string[] = [];
  while (read.peekKind() === 'word' && !CONSTRAINT_WORDS.has(read.peek().toUpperCase())) words.push(read.next());
  // A length or precision, e.g. varchar(40) or numeric(10, 2), is accepted and not kept.
  if (words.length > 0 && read.accept('(')) {
    while (!read.done() && read.peek() !== ')') read.next();
    read.expect(')');
  }
  const declared = words.join(' ');
  const type = toColumnType(declared);
  if (!type || type === 'json') read.fail(`column ${column}: the type must be one of ${SERVED_TYPES}`);
  return type as DeclaredColumn['type'];
}

function readDefault(read: Reader): DeclaredDefault {
  const word = read.peek().toUpperCase();
  if (read.peekKind() === 'string') {
    const raw = read.next();
    if (!raw.startsWith("'")) read.fail('a text default is a plain quoted string');
    return { kind: 'string', value: raw.slice(1, -1).replaceAll("''", "'") };
  }
  if (word === 'TRUE' || word === 'FALSE') {
    read.next();
    return { kind: 'boolean', value: word === 'TRUE' };
  }
  if (word === 'NULL') {
    read.next();
    return { kind: 'null' };
  }
  if (word === 'CURRENT_TIMESTAMP' || (word === 'NOW' && read.peek(1) === '(' && read.peek(2) === ')')) {
    for (let i = word === 'NOW' ? 3 : 1; i > 0; i--) read.next();
    return { kind: 'now' };
  }
  let number = read.accept('-') ? '-' : '';
  number += read.next();
  if (read.peek() === '.') number += `${read.next()}${read.next()}`;
  if (!/^-?\d+(\.\d+)?$/.test(number)) read.fail('a default is a number, a quoted string, TRUE, FALSE, NULL or CURRENT_TIMESTAMP');
  return { kind: 'number', text: number };
}

function checkDefault(read: Reader, column: DeclaredColumn, value: DeclaredDefault): void {
  const fits =
    value.kind === 'null' ||
    (value.kind === 'now' && column.type === 'timestamp') ||
    (value.kind === 'boolean' && column.type === 'boolean') ||
    (value.kind === 'number' && (column.type === 'real' || (column.type === 'integer' && /^-?\d+$/.test(value.text)))) ||
    (value.kind === 'string' && column.type === 'text') ||
    (value.kind === 'string' && column.type === 'jsonb' && isJson(value.value));
  const type = column.type === 'jsonb' ? 'json' : column.type;
  if (!fits) read.fail(`column ${column.name}: the default does not fit ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} column`);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

interface DeclarationDraft {
  columns: DeclaredColumn[];
  primaryKeys: string[];
  uniqueKeys: string[][];
}

function readColumn(read: Reader, draft: DeclarationDraft): void {
  const name = read.name('a column name');
  if (draft.columns.some((column) => column.name === name)) read.fail(`column ${name} is declared twice`);
  const column: DeclaredColumn = { name, type: readType(read, name), notNull: false, unique: false };
  for (;;) {
    if (read.accept('PRIMARY')) {
      read.expect('KEY');
      draft.primaryKeys.push(name);
    } else if (read.accept('NOT')) {
      read.expect('NULL');
      column.notNull = true;
    } else if (read.accept('NULL')) {
      column.notNull = false;
    } else if (read.accept('UNIQUE')) {
      column.unique = true;
    } else if (read.accept('DEFAULT')) {
      column.default = readDefault(read);
      checkDefault(read, column, column.default);
    } else if (read.peek() === ',' || read.peek() === ')') {
      break;
    } else {
      read.fail(`column ${name}: after the type come PRIMARY KEY, NOT NULL, NULL, UNIQUE or DEFAULT`);
    }
  }
  draft.columns.push(column);
}

/** Reads one CREATE TABLE statement (comments ignored, one trailing `;` allowed). */
export function parseTableDeclaration(sql: string, dialect: Dialect): TableDeclaration {
  const read = createReader(sql, dialect);
  read.expect('CREATE');
  read.expect('TABLE');
  const ifNotExists = read.accept('IF');
  if (ifNotExists) {
    read.expect('NOT');
    read.expect('EXISTS');
  }
  const name = read.name('The table name');
  if (name.startsWith('_') || name.startsWith('sqlite_') || name.startsWith('pg_')) {
    throw new TableDeclarationError(`${name}: names starting with _, sqlite_ or pg_ are the server's`);
  }
  read.expect('(');
  const draft: DeclarationDraft = { columns: [], primaryKeys: [], uniqueKeys: [] };
  do {
    if (read.accept('PRIMARY')) {
      read.expect('KEY');
      draft.primaryKeys.push(...readNameList(read));
    } else if (read.accept('UNIQUE')) {
      draft.uniqueKeys.push(readNameList(read));
    } else {
      readColumn(read, draft);
    }
  } while (read.accept(','));
  read.expect(')');
  read.accept(';');
  if (!read.done()) read.fail('the statement must end after the column list');
  const known = new Set(draft.columns.map((column) => column.name));
  const [primaryKey, ...extra] = draft.primaryKeys;
  if (!primaryKey || extra.length > 0) read.fail(`${name} needs a primary key of one column`);
  for (const key of [draft.primaryKeys, ...draft.uniqueKeys]) {
    for (const column of key) if (!known.has(column)) read.fail(`the key names ${column}, which is no column`);
  }
  return { name, ifNotExists, columns: draft.columns, primaryKey: primaryKey as string, uniqueKeys: draft.uniqueKeys };
}
