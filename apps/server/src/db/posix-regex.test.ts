/** PostgreSQL-style regular expressions for SQLite, and the refusal of catastrophic patterns. */
import { describe, expect, it } from 'vitest';
import { compilePosixRegex, InvalidRegexError } from './posix-regex';

describe('compilePosixRegex', () => {
  it('translates POSIX classes and word boundaries', () => {
    expect(compilePosixRegex('^[[:alpha:]]+$', false).test('Omega')).toBe(true);
    expect(compilePosixRegex('^[[:digit:]]+$', false).test('12a')).toBe(false);
    expect(compilePosixRegex('\\ycat\\y', false).test('a cat sat')).toBe(true);
    expect(compilePosixRegex('\\ycat\\y', false).test('concatenate')).toBe(false);
  });

  it('folds case for imatch only', () => {
    expect(compilePosixRegex('^acme', false).test('Acme')).toBe(false);
    expect(compilePosixRegex('^acme', true).test('Acme')).toBe(true);
  });

  it.each(['(a+)+$', '(x*)*y', '(ab+){2,}', '(unclosed', 'x'.repeat(1001)])('refuses %s with 2201B', (pattern) => {
    expect(() => compilePosixRegex(pattern, false)).toThrow(InvalidRegexError);
  });

  it('allows repetition that does not nest', () => {
    expect(compilePosixRegex('(ab)+c*', false).test('ababccc')).toBe(true);
    expect(compilePosixRegex('[(a+)]+', false).test('a+')).toBe(true);
  });
});
