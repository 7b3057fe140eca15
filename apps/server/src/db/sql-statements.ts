/**
 * Splits a migration file into statements at the `;` that end them: only in code (not in strings, quoted
 * names, comments or PostgreSQL dollar quotes), and not inside a trigger's or function's BEGIN … END body.
 */
import type { Dialect } from './database';
import { tokenizeSql } from './sql-lexer';

/** Keywords that open a block a `;` may sit in (SQLite's trigger body, PostgreSQL's BEGIN ATOMIC, CASE … END). */
const BLOCK_OPENERS = new Set(['BEGIN', 'CASE']);
/** Statements whose body may hold such blocks. */
const BLOCK_STATEMENTS = new Set(['TRIGGER', 'FUNCTION', 'PROCEDURE']);

/** The statements of `sql`, trimmed, without their closing `;`; leading comments and empty pieces are dropped. */
export function splitSqlStatements(sql: string, dialect: Dialect): string[] {
  const statements: string[] = [];
  /** Where the statement's first code token starts; -1 before it. */
  let start = -1;
  let words: string[] = [];
  let depth = 0;
  const finish = (end: number) => {
    if (start !== -1) statements.push(sql.slice(start, end).trim());
    start = -1;
    words = [];
    depth = 0;
  };
  for (const token of tokenizeSql(sql, dialect)) {
    if (token.kind === 'space' || token.kind === 'comment') continue;
    const text = sql.slice(token.start, token.end);
    if (token.kind === 'symbol' && text === ';' && depth === 0) {
      finish(token.start);
      continue;
    }
    if (start === -1) start = token.start;
    if (token.kind !== 'word') continue;
    const word = text.toUpperCase();
    if (words.length < 4) words.push(word);
    const hasBody = words[0] === 'CREATE' && words.slice(1).some((first) => BLOCK_STATEMENTS.has(first));
    if (hasBody && BLOCK_OPENERS.has(word)) depth += 1;
    else if (hasBody && word === 'END' && depth > 0) depth -= 1;
  }
  finish(sql.length);
  return statements;
}
