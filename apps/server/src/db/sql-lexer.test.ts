/** `?` placeholders become `$n` in PostgreSQL code only; quoted text and comments keep their `?`. */
import { describe, expect, it } from 'vitest';
import { toPostgresPlaceholders } from './database';
import { significantTokens } from './sql-lexer';

const CASES: [name: string, sql: string, expected: string][] = [
  ['plain placeholders', 'SELECT * FROM t WHERE a = ? AND b = ?', 'SELECT * FROM t WHERE a = $1 AND b = $2'],
  ['a string', "SELECT 'what?' , ?", "SELECT 'what?' , $1"],
  ['a doubled quote in a string', "SELECT 'it''s ?', ?", "SELECT 'it''s ?', $1"],
  ['a quoted identifier', 'SELECT "a?""b" FROM t WHERE x = ?', 'SELECT "a?""b" FROM t WHERE x = $1'],
  ['an empty dollar tag', 'SELECT $$what?$$, ?', 'SELECT $$what?$$, $1'],
  ['a named dollar tag holding $$', 'SELECT $fn$ a $$?$$ b ? $fn$ || ?', 'SELECT $fn$ a $$?$$ b ? $fn$ || $1'],
  ['an identifier holding $', 'SELECT a$b$ FROM t WHERE c = ?', 'SELECT a$b$ FROM t WHERE c = $1'],
  ['a positional parameter is not a dollar quote', 'SELECT $1, ?', 'SELECT $1, $1'],
  ['an E string with an escaped quote', "SELECT E'it\\'s ?', ?", "SELECT E'it\\'s ?', $1"],
  ['a standard string keeps backslashes literal', "SELECT 'a\\', ?", "SELECT 'a\\', $1"],
  ['a line comment', 'SELECT 1 -- why?\n, ?', 'SELECT 1 -- why?\n, $1'],
  ['a nested block comment', 'SELECT /* a /* b? */ c? */ ?', 'SELECT /* a /* b? */ c? */ $1'],
];

describe('toPostgresPlaceholders', () => {
  it.each(CASES)('%s', (_name, sql, expected) => {
    expect(toPostgresPlaceholders(sql)).toBe(expected);
  });
});

describe('significantTokens', () => {
  const words = (sql: string, dialect: 'sqlite' | 'postgres') =>
    significantTokens(sql, dialect).map((token) => sql.slice(token.start, token.end));

  it('skips comments and keeps quoted text whole', () => {
    expect(words('/* x */ -- y\n PRAGMA "query_only" = \'a;b\'', 'sqlite')).toEqual(['PRAGMA', '"query_only"', '=', "'a;b'"]);
  });

  it('reads SQLite bracket and backtick identifiers, and flat block comments', () => {
    expect(words('SELECT [a b], `c` /* /* */ FROM t', 'sqlite')).toEqual(['SELECT', '[a b]', ',', '`c`', 'FROM', 't']);
  });
});
