/**
 * A lexer just deep enough to tell SQL code from quoted text and comments, per dialect: placeholders are
 * rewritten and statements classified only in code. PostgreSQL: '' and E'' strings, "" identifiers,
 * $tag$ dollar quotes, nested /* comments. SQLite: '' strings, "", [] and `` identifiers, flat comments.
 */
import type { Dialect } from './sql-types';

type SqlTokenKind = 'word' | 'identifier' | 'string' | 'comment' | 'space' | 'symbol';

/** One token: `sql.slice(start, end)` is its text, quotes included. */
export interface SqlToken {
  kind: SqlTokenKind;
  start: number;
  end: number;
}

const SPACE = /\s/;
/** Letters, digits, `_`, and non-ASCII characters (both dialects take them in identifiers). */
const WORD_START = /[A-Za-z0-9_\u0080-\uffff]/;
/** After the first character an identifier may also hold `$` (PostgreSQL and SQLite both allow it). */
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;

/** Index just past a quoted run opened at `start` and closed by `close`; a doubled `close` stays inside. */
function endOfQuoted(sql: string, start: number, close: string, backslashEscapes = false): number {
  for (let i = start + 1; i < sql.length; i++) {
    const ch = sql[i];
    if (backslashEscapes && ch === '\\') {
      i += 1;
    } else if (ch === close) {
      if (sql[i + 1] !== close) return i + 1;
      i += 1;
    }
  }
  return sql.length;
}

function endOfBlockComment(sql: string, start: number, nested: boolean): number {
  let depth = 0;
  for (let i = start; i < sql.length; i++) {
    if (sql.startsWith('/*', i)) {
      depth = nested || depth === 0 ? depth + 1 : depth;
      i += 1;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 1;
      if (depth === 0) return i + 1;
    }
  }
  return sql.length;
}

function endOfLineComment(sql: string, start: number): number {
  const newline = sql.indexOf('\n', start);
  return newline === -1 ? sql.length : newline + 1;
}

/** Index just past the dollar-quoted string at `start`, or -1 when `$` there opens no dollar quote. */
function endOfDollarQuote(sql: string, start: number): number {
  DOLLAR_TAG.lastIndex = start;
  const tag = DOLLAR_TAG.exec(sql)?.[0];
  if (!tag) return -1;
  const close = sql.indexOf(tag, start + tag.length);
  return close === -1 ? sql.length : close + tag.length;
}

/** Splits `sql` into tokens; unterminated strings and comments run to the end, for the database to refuse. */
export function tokenizeSql(sql: string, dialect: Dialect): SqlToken[] {
  const postgres = dialect === 'postgres';
  const tokens: SqlToken[] = [];
  let i = 0;
  const push = (kind: SqlTokenKind, end: number) => {
    tokens.push({ kind, start: i, end });
    i = end;
  };
  while (i < sql.length) {
    const ch = sql[i] as string;
    if (SPACE.test(ch)) {
      let end = i + 1;
      while (end < sql.length && SPACE.test(sql[end] as string)) end += 1;
      push('space', end);
    } else if (sql.startsWith('--', i)) {
      push('comment', endOfLineComment(sql, i));
    } else if (sql.startsWith('/*', i)) {
      push('comment', endOfBlockComment(sql, i, postgres));
    } else if (ch === "'") {
      // PostgreSQL's E'…' strings take backslash escapes; the E was the word just before the quote.
      const previous = tokens.at(-1);
      const escaped = postgres && previous?.kind === 'word' && previous.end === i && /^[Ee]$/.test(sql.slice(previous.start, i));
      push('string', endOfQuoted(sql, i, "'", escaped));
    } else if (ch === '"') {
      push('identifier', endOfQuoted(sql, i, '"'));
    } else if (!postgres && ch === '`') {
      push('identifier', endOfQuoted(sql, i, '`'));
    } else if (!postgres && ch === '[') {
      const close = sql.indexOf(']', i + 1);
      push('identifier', close === -1 ? sql.length : close + 1);
    } else if (postgres && ch === '$' && endOfDollarQuote(sql, i) !== -1) {
      push('string', endOfDollarQuote(sql, i));
    } else if (WORD_START.test(ch)) {
      let end = i + 1;
      while (end < sql.length && WORD_PART.test(sql[end] as string)) end += 1;
      push('word', end);
    } else {
      push('symbol', i + 1);
    }
  }
  return tokens;
}

/** The tokens that carry meaning: no spaces, no comments. */
export function significantTokens(sql: string, dialect: Dialect): SqlToken[] {
  return tokenizeSql(sql, dialect).filter((token) => token.kind !== 'space' && token.kind !== 'comment');
}
